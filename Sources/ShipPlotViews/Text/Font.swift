// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A font, with SwiftUI's text styles (sizes in points as on iOS). Text draws in DejaVu Sans: semibold and
/// heavier weights draw bold, lighter ones regular, `italic()` the oblique faces; every design draws the sans
/// face, whose digits are already tabular, so `monospacedDigit()` changes nothing drawn.
public struct Font: Sendable, Hashable {
    package var size: Double
    package var isBold: Bool
    /// A family chosen with `Font.custom`; nil draws the chart's font family.
    package var family: String? = nil
    package var isItalic = false

    /// Font weights; semibold and heavier draw DejaVu Sans Bold.
    public struct Weight: Sendable, Hashable {
        package let isBold: Bool
        public static let ultraLight = Weight(isBold: false)
        public static let thin = Weight(isBold: false)
        public static let light = Weight(isBold: false)
        public static let regular = Weight(isBold: false)
        public static let medium = Weight(isBold: false)
        public static let semibold = Weight(isBold: true)
        public static let bold = Weight(isBold: true)
        public static let heavy = Weight(isBold: true)
        public static let black = Weight(isBold: true)
    }

    /// Font designs; all draw DejaVu Sans.
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(size: 34, isBold: false)
    public static let title = Font(size: 28, isBold: false)
    public static let title2 = Font(size: 22, isBold: false)
    public static let title3 = Font(size: 20, isBold: false)
    public static let headline = Font(size: 17, isBold: true)
    public static let subheadline = Font(size: 15, isBold: false)
    public static let body = Font(size: 17, isBold: false)
    public static let callout = Font(size: 16, isBold: false)
    public static let footnote = Font(size: 13, isBold: false)
    public static let caption = Font(size: 12, isBold: false)
    public static let caption2 = Font(size: 11, isBold: false)

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        let points = Double(size)
        return Font(size: points.isFinite ? min(max(points, 1), 200) : 17, isBold: weight.isBold)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight = .regular) -> Font {
        let sizes: [TextStyle: Double] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        return Font(size: sizes[style] ?? 17, isBold: weight.isBold || style == .headline)
    }

    /// This font in bold.
    public func bold() -> Font { with { $0.isBold = true } }

    /// This font in bold when `isActive`, else at the regular weight.
    public func bold(_ isActive: Bool) -> Font { with { $0.isBold = isActive } }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font { with { $0.isBold = weight.isBold } }

    /// This font with tabular digits (DejaVu Sans digits already are).
    public func monospacedDigit() -> Font { self }

    /// This font in italic: DejaVu Sans Oblique (Debian's `fonts-dejavu-extra`; upright when it is missing), or
    /// the italic face of a `Font.custom` family.
    public func italic() -> Font { with { $0.isItalic = true } }

    /// This font in italic when `isActive`, else upright.
    public func italic(_ isActive: Bool) -> Font { with { $0.isItalic = isActive } }

    /// This font in its monospaced design (drawn in DejaVu Sans).
    public func monospaced() -> Font { self }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    package init(size: Double, isBold: Bool, family: String? = nil, isItalic: Bool = false) {
        self.size = size
        self.isBold = isBold
        self.family = family
        self.isItalic = isItalic
    }
}
