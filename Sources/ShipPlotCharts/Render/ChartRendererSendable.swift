// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

// Unchecked: Swift 6 clients build a chart in one task and render it in others (a server handler, a task group).
//
// Sound for everything a renderer holds by value: marks, styles, scales, settings, the calendar and the
// copy-on-write boxes behind them, which rendering only reads. Not checkable by the compiler for what it holds
// as closures and type-erased data, because Swift Charts' own signatures do not ask for `@Sendable`:
// `AxisMarks { value in … }` content, `AxisValueLabel(format:)`, `chartForegroundStyleScale(mapping:)`,
// function plots (`LinePlot(x:y:domain:function:)`) and the collections and key paths of vectorized plots.
// Rendering calls those closures, so a renderer shared by several threads calls them concurrently: they must
// not mutate shared state, and a vectorized plot's collection must not be mutated while it renders (both are
// true of the pure closures and value-type arrays Swift Charts code uses).
extension ChartRenderer: @unchecked Sendable {}

// Unchecked: a sheet is an array of renderers plus values.
extension ChartSheet: @unchecked Sendable {}
