// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A paint for shapes and text: a shape style, the inherited foreground style, or a level of it.
package enum Paint: Sendable, Equatable {
    case foreground
    case style(_ShapePaint)
    /// A level of the content hierarchy (`.secondary`, …): the inherited foreground style at `opacity`, or
    /// `fallback` where none is set; resolved where it is drawn, as SwiftUI resolves `Circle().fill(.secondary)`.
    case level(Double, fallback: Color)

    package init<S: ShapeStyle>(_ style: S) {
        if style is ForegroundStyle {
            self = .foreground
        } else if let level = style as? HierarchicalShapeStyle {
            self = .level(level.opacity, fallback: level.unset)
        } else {
            self = .style(style._paint)
        }
    }

    /// This paint drawn where `inherited` is the foreground style around it.
    package func resolved(in inherited: Paint) -> Paint {
        switch self {
        case .foreground: inherited
        case .level(let opacity, let fallback): inherited.level(opacity, otherwise: fallback)
        case .style: self
        }
    }

    /// A level of the content hierarchy below this paint, as SwiftUI resolves `.primary` and `.secondary` against
    /// the foreground style a container sets: this style at `opacity`, or `fallback` where no style was set or
    /// where the style is itself one of the label colours (whose levels are the label colours).
    package func level(_ opacity: Double, otherwise fallback: Color) -> Paint {
        switch self {
        case .foreground, .level: return .style(fallback._paint)
        case .style(let paint):
            if case .color(let color) = paint.fill, color.base == .primary || color.base == .secondary {
                return .style(fallback._paint)
            }
            return .style(paint.multiplyingOpacity(opacity))
        }
    }
}

/// How a shape is painted.
package enum ShapePaint: Sendable {
    case fill(Paint)
    /// Stroked along its outline; `inset` strokes inside the frame (`strokeBorder`).
    case stroke(Paint, StrokeStyle, inset: Bool)
}

/// A shape's outline for a frame.
package struct ShapeOutline: Sendable {
    package let path: @Sendable (Rect) -> Path
    /// A built-in symbol name drawn by `SystemSymbols`, when this is an `Image(systemName:)`.
    package var symbol: String?

    package init(path: @escaping @Sendable (Rect) -> Path, symbol: String? = nil) {
        self.path = path
        self.symbol = symbol
    }
}
