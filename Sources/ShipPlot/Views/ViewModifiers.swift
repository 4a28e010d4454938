// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view with a modifier applied: what `.padding()`, `.frame(…)`, `.background { … }` and the rest return.
public struct ModifiedView: View, Sendable {
    let node: _ViewNode
    public var _node: _ViewNode { node }
}

extension View {
    func modified(_ kind: ViewModifierKind) -> ModifiedView { ModifiedView(node: _node.modified(kind)) }

    /// `kind`, or this view unchanged with one problem counted when `bad`.
    func modified(_ kind: ViewModifierKind, bad: Bool) -> ModifiedView {
        let node = _node.modified(kind)
        return ModifiedView(node: bad ? node.noting(.invalidValue) : node)
    }

    // MARK: Space

    /// Space around the view on `edges`: `length` points, or 16 when nil. Negative lengths pull the frame in,
    /// as in SwiftUI; NaN, infinite or enormous lengths are ignored and counted.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let (value, bad) = validLength(length ?? 16, allowsNegative: true)
        let v = value ?? 0
        let insets = EdgeInsets(
            top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
            bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
        return modified(.padding(insets), bad: bad)
    }

    /// `length` points of space on every side.
    public func padding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }

    /// Space on each side as given.
    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        let sides = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
            validLength($0, allowsNegative: true)
        }
        let safe = EdgeInsets(
            top: sides[0].value ?? 0, leading: sides[1].value ?? 0, bottom: sides[2].value ?? 0,
            trailing: sides[3].value ?? 0)
        return modified(.padding(safe), bad: sides.contains { $0.bad })
    }

    /// A frame of fixed `width` and/or `height` (nil keeps the view's own), the view placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        let w = validLength(width), h = validLength(height)
        return modified(.frame(width: w.value, height: h.value, alignment: alignment), bad: w.bad || h.bad)
    }

    /// A flexible frame: the view is offered the proposed size clamped to the bounds, and the frame takes the
    /// child's size clamped to them; `maxWidth: .infinity` takes all the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedView {
        let values = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map { value in
            // Infinity is meaningful for a maximum; clamp it to the view limit.
            let capped = value.map { $0 == .infinity ? CGFloat(ViewLimits.dimension) : $0 }
            return validLength(capped)
        }
        let frame = FlexFrame(
            minWidth: values[0].value, idealWidth: values[1].value, maxWidth: values[2].value,
            minHeight: values[3].value, idealHeight: values[4].value, maxHeight: values[5].value,
            alignment: alignment)
        return modified(.flexFrame(frame), bad: values.contains { $0.bad })
    }

    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> ModifiedView { modified(.fixedSize(horizontal: true, vertical: true)) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    // MARK: Placement

    /// The view drawn moved by `offset` (its frame, as its parent sees it, stays).
    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: offset.width, y: offset.height) }

    /// The view drawn moved by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        let dx = validLength(x, allowsNegative: true), dy = validLength(y, allowsNegative: true)
        return modified(.offset(x: dx.value ?? 0, y: dy.value ?? 0), bad: dx.bad || dy.bad)
    }

    /// The view centred at `position` in its parent's space; the modified view takes all the space offered.
    public func position(_ position: CGPoint) -> ModifiedView { self.position(x: position.x, y: position.y) }

    /// The view centred at `x`, `y` in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        let px = validLength(x, allowsNegative: true), py = validLength(y, allowsNegative: true)
        return modified(.position(x: px.value ?? 0, y: py.value ?? 0), bad: px.bad || py.bad)
    }

    // MARK: Layers

    /// `style` filling the view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        modified(.background(ShapeView(outline: rectangle, paint: .fill(Paint(style)))._node, alignment: .center))
    }

    /// `style` filling `shape` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedView
    {
        modified(.background(shape.fill(style)._node, alignment: .center))
    }

    /// `shape` filled with the background style (the theme's background) behind the view.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// The views built by `content` behind this one, offered its size and placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        modified(.background(content()._node, alignment: alignment))
    }

    /// `background` behind this view (the older spelling).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedView {
        modified(.background(background._node, alignment: alignment))
    }

    /// `style` filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        modified(.overlay(ShapeView(outline: rectangle, paint: .fill(Paint(style)))._node, alignment: .center))
    }

    /// `style` filling `shape` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedView
    {
        modified(.overlay(shape.fill(style)._node, alignment: .center))
    }

    /// The views built by `content` in front of this one, offered its size and placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        modified(.overlay(content()._node, alignment: alignment))
    }

    /// `overlay` in front of this view (the older spelling).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView {
        modified(.overlay(overlay._node, alignment: alignment))
    }

    /// An outline of `width` points drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView {
        modified(.overlay(Rectangle().strokeBorder(content, lineWidth: width)._node, alignment: .center))
    }

    var rectangle: ShapeOutline { ShapeOutline(path: { .rect($0) }) }
}
