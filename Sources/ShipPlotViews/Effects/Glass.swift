// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// iOS 26's Liquid Glass, at rest: glass refracts and moves with what is behind it, which a still image cannot
// show; it is drawn as the regular material in its shape with a faint rim, tinted where the glass is.

/// A Liquid Glass material, as SwiftUI's `Glass`: `.regular`, `.clear`, `.identity`, tinted or interactive.
public struct Glass: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case regular, clear, identity }
    package let kind: Kind
    package let tintColor: Color?

    /// The standard glass, for bars, buttons and controls.
    public static let regular = Glass(kind: .regular, tintColor: nil)
    /// More transparent glass, for controls over photos and media.
    public static let clear = Glass(kind: .clear, tintColor: nil)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(kind: .identity, tintColor: nil)

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color) }

    /// This glass reacting to touches (an image is at rest: drawn the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }

    /// The faint edge glass shows against what is behind it.
    fileprivate static let rim = Color.primary.opacity(0.12)

    /// The fill the glass draws in its shape, nil for `.identity`.
    package var fill: AnyShapeStyle? {
        switch kind {
        case .identity: nil
        case .regular: tintColor.map { AnyShapeStyle($0.opacity(0.8)) } ?? AnyShapeStyle(Material.regular)
        case .clear: tintColor.map { AnyShapeStyle($0.opacity(0.5)) } ?? AnyShapeStyle(Material.ultraThin)
        }
    }
}

nonisolated extension View {
    /// This view on `glass` in `shape` (default a capsule), when `isEnabled`: drawn as the material in the shape
    /// behind the view, with a faint rim.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = Capsule(), isEnabled: Bool = true)
        -> ModifiedView
    {
        guard isEnabled, let fill = glass.fill else { return modified(.inert) }
        return background {
            ZStack {
                shape.fill(fill); shape.stroke(Glass.rim, lineWidth: 0.5)
            }
        }
    }

    /// Links this view's glass to others with the same `id` for morphing (nothing moves in an image).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedView {
        modified(.inert)
    }

    /// Joins this view's glass with others of the same `id` into one shape (drawn separately at rest).
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> ModifiedView {
        modified(.inert)
    }
}

/// Views whose glass shapes blend as they come near each other, as SwiftUI's `GlassEffectContainer`: drawn as
/// its content (each view's glass on its own).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    package let node: _ViewNode
    /// A container of the views `content` builds, whose glass merges within `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { node = content()._node }
    public var _node: _ViewNode { node }
}

/// A button on Liquid Glass: a capsule of the regular material, its label in the tint.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// The glass button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .glass, label: configuration.label.node, role: configuration.role)
    }
}

/// A button on prominent Liquid Glass: a capsule of the tint, its label white.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .glassProminent, label: configuration.label.node, role: configuration.role)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A capsule of glass, the label in the tint.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// A capsule of `glass` (drawn as the regular glass).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A capsule of the tint, the label white.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
