// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A custom clip shape's outline for a frame, compared by identity.
final class ClipOutline: Sendable, Equatable {
    let path: @Sendable (Rect) -> Path
    init(_ path: @escaping @Sendable (Rect) -> Path) { self.path = path }
    static func == (a: ClipOutline, b: ClipOutline) -> Bool { a === b }
}

extension MarkClipShape {
    /// The clip for a SwiftUI shape: the built-in shapes by kind, any other by its own `path(in:)`.
    init(_ shape: some Shape) {
        switch shape {
        case is Capsule: self = .capsule
        case let rounded as RoundedRectangle:
            self = .roundedRectangle(Double(min(rounded.cornerSize.width, rounded.cornerSize.height)))
        case is Circle: self = .circle
        case is Ellipse: self = .ellipse
        case is Rectangle: self = .rectangle
        default: self = .custom(ClipOutline(shape.outline.path))
        }
    }
}

nonisolated extension ChartContent {
    /// Cuts each bar and rectangle to `shape` filling the mark's own frame, as Swift Charts does:
    /// `.clipShape(Capsule())` gives pill-shaped bars, `.clipShape(RoundedRectangle(cornerRadius: 8))` rounded
    /// ones. Other marks draw unclipped; `style` is accepted for source compatibility (the fill is non-zero).
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> ModifiedChartContent<Self> {
        let clip = MarkClipShape(shape)
        return ModifiedChartContent(content: self) { if $0.clipShape == nil { $0.clipShape = clip } }
    }
}

extension MarkClipShape {
    /// The shape's outline in `rect`; a plain rectangle keeps the mark's own corner radius.
    func path(in rect: Rect, cornerRadius: Double?) -> Path {
        switch self {
        case .capsule: return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .roundedRectangle(let radius): return .roundedRect(rect, radius: radius.isFinite ? max(radius, 0) : 0)
        case .rectangle: return cornerRadius.map { .roundedRect(rect, radius: $0) } ?? .rect(rect)
        case .circle:
            return .circle(center: Point(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2)
        case .ellipse: return .ellipse(in: rect)
        case .custom(let outline): return outline.path(rect)
        }
    }
}
