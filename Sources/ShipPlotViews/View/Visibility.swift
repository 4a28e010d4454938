// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Whether a chart element is shown.
public enum Visibility: Sendable, Equatable {
    /// Shown when the chart has something to show (the default).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
