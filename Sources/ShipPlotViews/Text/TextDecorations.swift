// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Text {
    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The line's dashes, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            /// Dash and gap lengths in line thicknesses, repeated; empty is a solid line.
            package let dashes: [Double]
            /// A solid line.
            public static let solid = Pattern(dashes: [])
            /// Dots.
            public static let dot = Pattern(dashes: [1, 2])
            /// Dashes.
            public static let dash = Pattern(dashes: [4, 2])
            /// Dashes and dots.
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            /// Dashes and pairs of dots.
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }

        package let pattern: Pattern
        package let color: Color?

        /// A line in `pattern` (default solid) and `color` (default the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// This text with `tracking` points added after each character (negative tightens it).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = Double(tracking) } }

    /// This text with `kerning` points between characters; drawn as tracking.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.tracking = Double(kerning) } }

    /// This text raised `baselineOffset` points above its baseline (lowered when negative); its frame grows to
    /// hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        with { $0.baselineOffset = Double(baselineOffset) }
    }

    /// This text underlined in `color` (default the text's colour) when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.underline = isActive ? TextLine(LineStyle(color: color)) : nil }
    }

    /// This text underlined in `pattern` and `color` (default the text's colour) when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.underline = isActive ? TextLine(LineStyle(pattern: pattern, color: color)) : nil }
    }

    /// This text struck through in `color` (default the text's colour) when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.strikethrough = isActive ? TextLine(LineStyle(color: color)) : nil }
    }

    /// This text struck through in `pattern` and `color` (default the text's colour) when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.strikethrough = isActive ? TextLine(LineStyle(pattern: pattern, color: color)) : nil }
    }
}

/// A line drawn under or through text.
package struct TextLine: Sendable, Hashable {
    package let style: Text.LineStyle

    package init(_ style: Text.LineStyle) { self.style = style }

    /// The line's thickness for text of `size` points: a point at body size.
    package static func thickness(_ size: Double) -> Double { max(0.5, size / 17) }

    /// The line from `x0` to `x1` with its top at `y`, `thickness` thick: a rectangle per dash.
    package func rects(from x0: Double, to x1: Double, y: Double, thickness: Double) -> [Rect] {
        let dashes = style.pattern.dashes.map { $0 * thickness }
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 > 0 }) else {
            return [Rect(x: x0, y: y, width: max(0, x1 - x0), height: thickness)]
        }
        var rects: [Rect] = []
        var x = x0, index = 0
        // A line at most as long as the text: dashes of at least half a point stop this at a few thousand.
        while x < x1 && rects.count < 4096 {
            let length = dashes[index % dashes.count]
            if index % 2 == 0 { rects.append(Rect(x: x, y: y, width: min(length, x1 - x), height: thickness)) }
            x += length
            index += 1
        }
        return rects
    }
}

extension TextContent {
    /// How far this text is raised above its baseline in `env`: its own offset, else the one around it; at most a
    /// thousand points either way.
    package func raised(in env: ViewEnvironment) -> Double {
        guard let offset = baselineOffset ?? env.values.textDecorations.baselineOffset, offset.isFinite else {
            return 0
        }
        return min(max(offset, -1000), 1000)
    }

    /// The lines drawn under and through this text in `env`: its own, else those around it.
    package func lines(in env: ViewEnvironment) -> (under: TextLine?, through: TextLine?) {
        (underline ?? env.values.textDecorations.underline, strikethrough ?? env.values.textDecorations.strikethrough)
    }
}

/// What `.tracking`/`.kerning`, `.baselineOffset`, `.underline` and `.strikethrough` set for the text inside; a
/// text's own setting wins. A field of the environment's own rather than app-style keys: every text reads it.
package struct TextDecorationValues: Sendable {
    package var tracking: Double?
    package var baselineOffset: Double?
    package var underline: TextLine?
    package var strikethrough: TextLine?
}

nonisolated extension View {
    /// Adds `tracking` points after each character of the text inside; a text's own `tracking(_:)` wins.
    public func tracking(_ tracking: CGFloat) -> ModifiedView {
        environment(\.textDecorations.tracking, Double(tracking))
    }

    /// Sets the space between characters of the text inside to `kerning` points; drawn as tracking.
    public func kerning(_ kerning: CGFloat) -> ModifiedView { environment(\.textDecorations.tracking, Double(kerning)) }

    /// Raises the text inside `baselineOffset` points above its baseline (lowers it when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedView {
        environment(\.textDecorations.baselineOffset, Double(baselineOffset))
    }

    /// Underlines the text inside in `pattern` (default solid) and `color` (default its colour) when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedView
    {
        environment(
            \.textDecorations.underline, isActive ? TextLine(Text.LineStyle(pattern: pattern, color: color)) : nil)
    }

    /// Strikes the text inside through in `pattern` (default solid) and `color` (default its colour) when
    /// `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedView
    {
        environment(
            \.textDecorations.strikethrough, isActive ? TextLine(Text.LineStyle(pattern: pattern, color: color)) : nil)
    }
}
