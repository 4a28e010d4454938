// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension View {
    // MARK: Clipping and effects

    /// The view clipped to `shape` in its frame. Fills that cover the frame take the shape's outline exactly;
    /// anything else is clipped to the frame's rectangle.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView {
        modified(.clip(shape.outline))
    }

    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedView { modified(.clip(rectangle)) }

    /// The view clipped to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView {
        let (value, bad) = validLength(radius)
        return modified(.clip(RoundedRectangle(cornerRadius: value ?? 0).outline), bad: bad)
    }

    /// The view shown through the alpha of `mask`, centred in the view's frame: opaque where the mask is, not at
    /// all outside it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedView {
        modified(.mask(mask()._node))
    }

    /// The view shown through the alpha of `mask` (the older spelling).
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedView { modified(.mask(mask._node)) }

    /// A shadow of the view's shapes in `color`, moved by `x`, `y` (drawn without blur: a static image keeps
    /// the offset copy soft by its colour's opacity).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedView {
        let dx = validLength(x, allowsNegative: true), dy = validLength(y, allowsNegative: true)
        let r = validLength(radius)
        return modified(
            .shadow(color: color, radius: r.value ?? 0, x: dx.value ?? 0, y: dy.value ?? 0),
            bad: dx.bad || dy.bad || r.bad)
    }

    /// The view drawn turned by `angle` around `anchor` (its frame stays).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView {
        let bad = !angle.radians.isFinite
        // The same turn within ±π: `.degrees(-1e12)` reached text runs as a -1.7e10 radian angle.
        return modified(.rotation(radians: bad ? 0 : remainder(angle.radians, 2 * .pi), anchor: anchor), bad: bad)
    }

    /// The view drawn at `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedView {
        modified(.opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1), bad: !opacity.isFinite)
    }

    // MARK: Inherited style

    /// Text and shapes inside drawn with `style` unless they set their own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView {
        modified(.environment(EnvironmentChange(foreground: Paint(style))))
    }

    /// Text and shapes inside drawn in `color` unless they set their own.
    public func foregroundColor(_ color: Color?) -> ModifiedView {
        modified(.environment(EnvironmentChange(foreground: color.map { Paint.style($0._paint) })))
    }

    /// Shapes inside filled with `color` (SwiftUI's older `accentColor` and `tint` read the same here).
    public func tint(_ color: Color?) -> ModifiedView { modified(.inert) }

    /// Text inside drawn in `font` unless it sets its own.
    public func font(_ font: Font?) -> ModifiedView { modified(.environment(EnvironmentChange(font: font))) }

    /// Text inside drawn at `weight` (semibold and heavier draw bold).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView {
        modified(.environment(EnvironmentChange(bold: weight?.isBold ?? false)))
    }

    /// Text inside drawn in the font design `design` (nil: the default). Accepted; ShipPlot draws every design in
    /// DejaVu Sans, its one typeface.
    public func fontDesign(_ design: Font.Design?) -> ModifiedView { modified(.inert) }

    /// Text inside drawn bold.
    public func bold(_ isActive: Bool = true) -> ModifiedView {
        modified(.environment(EnvironmentChange(bold: isActive)))
    }

    /// Text inside drawn in italic (upright again with `false`).
    public func italic(_ isActive: Bool = true) -> ModifiedView {
        modified(.environment(EnvironmentChange(italic: isActive)))
    }

    /// Text inside wraps to at most `number` lines (nil: as many as fit), the last one cut with an ellipsis.
    public func lineLimit(_ number: Int?) -> ModifiedView {
        modified(.environment(EnvironmentChange(lineLimit: .some(number.map { max(1, $0) }))))
    }

    /// Text inside wraps to at most `limit` lines. With `reservesSpace`, SwiftUI keeps the height of `limit`
    /// lines for shorter text; here the text takes the lines it needs.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { lineLimit(limit) }

    /// How the lines of wrapped text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView {
        modified(.environment(EnvironmentChange(textAlignment: alignment)))
    }

    /// Labels inside shown as `style` says: title and icon, title only, or icon only.
    public func labelStyle(_ style: LabelStyleKind) -> ModifiedView {
        modified(.environment(EnvironmentChange(labelStyle: style)))
    }

    /// Text inside that would be cut (past its `lineLimit`, or too wide for its frame) shrinks first, down to
    /// `factor` of its size (0.01…1; 1, the default, never shrinks), as in SwiftUI.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView {
        let factor = Double(factor)
        return modified(
            .environment(EnvironmentChange(minimumScaleFactor: factor.isFinite ? min(max(factor, 0.01), 1) : 1)))
    }

    /// Whether text inside may tighten its letter spacing to fit; accepted, DejaVu Sans keeps its own spacing.
    public func allowsTightening(_ flag: Bool) -> ModifiedView { modified(.inert) }

    /// Text inside is truncated at `mode` (truncated at the end here).
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView { modified(.inert) }
}

/// How a `Label` shows: `.titleAndIcon`, `.titleOnly`, `.iconOnly`.
public struct LabelStyleKind: Sendable, Hashable {
    let showsTitle: Bool
    let showsIcon: Bool
}

extension LabelStyleKind {
    /// Title and icon (the default).
    public static let titleAndIcon = LabelStyleKind(showsTitle: true, showsIcon: true)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(showsTitle: true, showsIcon: false)
    /// The icon alone.
    public static let iconOnly = LabelStyleKind(showsTitle: false, showsIcon: true)
    /// Chosen by context: title and icon.
    public static let automatic = LabelStyleKind(showsTitle: true, showsIcon: true)
}

extension Text {
    /// Where text that does not fit is cut.
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
}
