// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A run of text placed by the layout: `origin` is the start of its baseline, and the text runs at `angle`
/// radians from there (0 is left to right; negative turns it upward).
struct TextRun: Equatable, Sendable {
    var text: String
    var origin: Point
    var font: FontSpec
    var color: RGBA
    var angle: Double = 0
}
