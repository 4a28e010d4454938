// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A 2D shape: an outline for a frame, drawn filled by default (`fill`, `stroke`, `strokeBorder` change that).
/// Write your own by implementing `path(in:)`.
nonisolated public protocol Shape: View, Sendable {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var _node: _ViewNode { .make(ShapePrimitive(outline: outline, paint: .fill(.foreground))) }

    package var outline: ShapeOutline {
        // Shapes draw in their own space, origin at the frame's corner, as in SwiftUI (a `Path` keeps its points).
        ShapeOutline(path: { rect in
            var path = self.path(in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
            path.transform { Point(x: $0.x + rect.x, y: $0.y + rect.y) }
            return path
        })
    }

    /// This shape filled with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(outline: outline, paint: .fill(Paint(content)))
    }

    /// This shape's outline stroked with `content`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(outline: outline, paint: .stroke(Paint(content), StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// This shape's outline stroked with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        ShapeView(outline: outline, paint: .stroke(Paint(content), style, inset: false))
    }

    /// This shape's outline stroked in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(outline: outline, paint: .stroke(.foreground, StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// This shape's outline stroked in the foreground style with `style`.
    public func stroke(style: StrokeStyle) -> ShapeView {
        ShapeView(outline: outline, paint: .stroke(.foreground, style, inset: false))
    }
}

/// A shape that can be inset, so its border can be stroked inside its frame.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    /// The outline stroked inside the frame with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> ShapeView
    {
        ShapeView(outline: outline, paint: .stroke(Paint(content), StrokeStyle(lineWidth: lineWidth), inset: true))
    }

    /// The outline stroked inside the frame in the foreground style, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        ShapeView(outline: outline, paint: .stroke(.foreground, StrokeStyle(lineWidth: lineWidth), inset: true))
    }

    /// The outline stroked inside the frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> ShapeView
    {
        ShapeView(outline: outline, paint: .stroke(Paint(content), style, inset: true))
    }
}

/// A shape with its paint: what `fill`, `stroke` and `strokeBorder` return.
nonisolated public struct ShapeView: View, Sendable {
    package let outline: ShapeOutline
    package let paint: ShapePaint
    public var _node: _ViewNode { .make(ShapePrimitive(outline: outline, paint: paint)) }

    package init(outline: ShapeOutline, paint: ShapePaint) {
        self.outline = outline
        self.paint = paint
    }
}

/// A shape laid out: all the space it is offered (10 points on an axis offered none), its outline filled or
/// stroked in its frame with its paint or the inherited foreground style.
package struct ShapePrimitive: PrimitiveView {
    package let outline: ShapeOutline
    package let paint: ShapePaint

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        ViewSize(width: p.width ?? 10, height: p.height ?? 10)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let (rect, env) = (view.frame, view.environment)
        let painter = StylePainter(theme: drawer.theme)
        switch paint {
        case .fill(let paint):
            let path = outline.path(rect)
            guard case .style(let style) = paint.resolved(in: env.foreground) else {
                drawer.commands.append(.fill(path, drawer.defaultColor))
                return
            }
            drawer.note(style)
            drawer.commands += painter.fill(path, bounds: rect, paint: style)
        case .stroke(let paint, let style, let inset):
            let width = Double(style.lineWidth)
            guard width.isFinite, width > 0 else { return }
            let frame = inset ? rect.insetBy(min(width / 2, min(rect.width, rect.height) / 2)) : rect
            let path = outline.path(frame)
            let stroke = Stroke(style, width: width)
            guard case .style(let shapePaint) = paint.resolved(in: env.foreground) else {
                drawer.commands.append(.stroke(path, stroke, drawer.defaultColor))
                return
            }
            drawer.note(shapePaint)
            drawer.commands += painter.stroke(path, stroke, paint: shapePaint)
        }
    }

    package init(outline: ShapeOutline, paint: ShapePaint) {
        self.outline = outline
        self.paint = paint
    }
}

/// How a shape's inside is decided; every fill here uses the non-zero rule.
public struct FillStyle: Sendable, Equatable {
    /// Whether the even-odd rule decides the inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style (non-zero rule, antialiased by default).
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The current foreground style as a shape style: `.fill(.foreground)`.
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The inherited foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle as large as fits its frame, centred in it.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(ellipseIn: CGRect(x: rect.midX - r, y: rect.midY - r, width: 2 * r, height: 2 * r))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle with its shorter sides fully rounded.
public struct Capsule: InsettableShape {
    /// The corner style (drawn circular).
    public var style: RoundedCornerStyle
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// The corner radii (width and height; the smaller one is drawn).
    public var cornerSize: CGSize
    /// The corner style (drawn circular).
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}

/// A rectangle with each corner rounded by its own radius (drawn with the largest of the four).
public struct UnevenRoundedRectangle: InsettableShape {
    package let radius: CGFloat
    /// A rectangle with four corner radii.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        radius = max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: radius) }
}

extension Rect {
    package var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    package init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

nonisolated extension Color: View {
    /// A colour as a view fills the space it is offered.
    public var _node: _ViewNode {
        .make(ShapePrimitive(outline: ShapeOutline(path: { .rect($0) }), paint: .fill(.style(_paint))))
    }
}

/// Corner rounding styles; both draw circular corners here.
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A painted shape is itself a shape (SwiftUI's `stroke(style:)` returns one), so `.overlay(.orange, in:
/// .rect(cornerRadius: 8).stroke(style: …))` strokes the outline.
extension ShapeView: Shape {
    public func path(in rect: CGRect) -> Path {
        outline.path(Rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
    }

    /// This shape's outline painted with `style`: its own stroke when it is stroked, else filled.
    package static func layer<S: ShapeStyle, T: Shape>(_ style: S, _ shape: T) -> ShapeView {
        if let painted = shape as? ShapeView, case .stroke(_, let stroke, let inset) = painted.paint {
            return ShapeView(outline: painted.outline, paint: .stroke(Paint(style), stroke, inset: inset))
        }
        return ShapeView(outline: shape.outline, paint: .fill(Paint(style)))
    }
}
