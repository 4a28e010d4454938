// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A run of text placed by the layout: `origin` is the start of its baseline, and the text runs at `angle`
/// radians from there (0 is left to right; negative turns it upward).
package struct TextRun: Equatable, Sendable {
    package var text: String
    package var origin: Point
    package var font: FontSpec
    package var color: RGBA
    package var angle: Double = 0

    package init(text: String, origin: Point, font: FontSpec, color: RGBA, angle: Double = 0) {
        self.text = text
        self.origin = origin
        self.font = font
        self.color = color
        self.angle = angle
    }
}
