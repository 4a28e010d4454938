// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// How a button looks, as SwiftUI's `ButtonStyle`: `makeBody` draws the button from its label. A button at rest
/// is not pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style is.
    associatedtype Body: View
    /// The button's view, made from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button in this style is made from.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: never in an image.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}

/// How a button looks and behaves, as SwiftUI's `PrimitiveButtonStyle`: the built-in styles (`.automatic`,
/// `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are these.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style is.
    associatedtype Body: View
    /// The button's view, made from its label and role.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button in this style is made from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Performs the button's action (an image takes no input: nothing runs).
    public func trigger() {}
}

/// A button style chosen for the views inside (`buttonStyle(_:)`): it makes a button's view from its label and
/// role.
package struct AnyButtonStyle: @unchecked Sendable {
    // Unchecked: the app's style (Apple's style protocols are not Sendable), used only to build bodies in a render.
    package let make: (_ label: _ViewNode, _ role: ButtonRole?) -> _ViewNode

    package init<S: ButtonStyle>(_ style: S) {
        make = { label, role in
            let configuration = ButtonStyleConfiguration(label: .init(node: label), isPressed: false, role: role)
            return buildBody(of: style, with: configuration) { $0.makeBody(configuration: $1) }._node
        }
    }

    package init<S: PrimitiveButtonStyle>(_ style: S) {
        make = { label, role in
            let configuration = PrimitiveButtonStyleConfiguration(label: .init(node: label), role: role)
            return buildBody(of: style, with: configuration) { $0.makeBody(configuration: $1) }._node
        }
    }
}

/// The environment key of the button style.
package struct ButtonStyleKey: EnvironmentKey {
    package static var defaultValue: AnyButtonStyle? { nil }
}

nonisolated extension View {
    /// Buttons inside drawn in `style`, unless a button nearer them sets its own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedView {
        environment(key: ButtonStyleKey.self, AnyButtonStyle(style))
    }

    /// Buttons inside drawn in the built-in or primitive style `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedView {
        environment(key: ButtonStyleKey.self, AnyButtonStyle(style))
    }
}

/// The look of a built-in button style.
package enum BuiltInButtonLook: Sendable { case automatic, plain, bordered, prominent, glass, glassProminent }

/// A button drawn in a built-in style, with the tint, control size and border shape of its place.
nonisolated public struct _BuiltInButtonBody: View {
    package let look: BuiltInButtonLook
    package let label: _ViewNode
    package let role: ButtonRole?

    public var _node: _ViewNode {
        let (look, label, role) = (self.look, self.label, self.role)
        return DeferredView.environmental { values in builtInButton(look, label, role, values) }
    }
}

/// SwiftUI's built-in button looks on iOS at rest: the label in the tint (red for a destructive role) with no
/// background (automatic, borderless); the label as it is (plain); the tinted label on a 15 % tint fill (bordered);
/// a white label on the tint (bordered prominent). Bordered buttons are padded by their control size and
/// rounded by their border shape.
private func builtInButton(
    _ look: BuiltInButtonLook, _ label: _ViewNode, _ role: ButtonRole?, _ values: EnvironmentValues
)
    -> _ViewNode
{
    let tint = role?.isDestructive == true ? Color.red : values[TintKey.self] ?? Color.accentColor
    let content = AnyView(node: label)
    switch look {
    case .automatic: return content.foregroundStyle(tint)._node
    case .plain: return label
    case .bordered, .prominent:
        let size = values.controlSize
        let shape = values[ButtonBorderShapeKey.self].shape(for: size)
        let fill = look == .prominent ? tint : tint.opacity(0.15)
        return content.foregroundStyle(look == .prominent ? Color.white : tint)
            .padding(.horizontal, size.borderedPadding.horizontal).padding(.vertical, size.borderedPadding.vertical)
            .background(ShapeView(outline: shape, paint: .fill(Paint(fill))))._node
    case .glass, .glassProminent:
        // Liquid Glass at rest: a capsule of the regular material (the tint for the prominent style).
        let size = values.controlSize
        let padded = content.foregroundStyle(look == .glassProminent ? Color.white : tint)
            .padding(.horizontal, size.borderedPadding.horizontal + 4)
            .padding(.vertical, size.borderedPadding.vertical)
        guard look == .glass else { return padded.background(Capsule().fill(tint))._node }
        return padded.glassEffect()._node
    }
}

/// The default button style: borderless on iOS, the label in the tint.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .automatic, label: configuration.label.node, role: configuration.role)
    }
}

/// A button with no border: the label in the tint.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .automatic, label: configuration.label.node, role: configuration.role)
    }
}

/// A button that is its label, as it is: no tint, no border.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .plain, label: configuration.label.node, role: configuration.role)
    }
}

/// A button on a tinted fill: the label in the tint over the tint at 15 %.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .bordered, label: configuration.label.node, role: configuration.role)
    }
}

/// A button filled with the tint, its label white.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInButtonBody {
        _BuiltInButtonBody(look: .prominent, label: configuration.label.node, role: configuration.role)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border: the label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint on a 15 % tint fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The size of controls, as SwiftUI's `ControlSize`: bordered buttons are padded by it.
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's padding around its label.
    package var borderedPadding: (horizontal: Double, vertical: Double) {
        switch self {
        case .mini: (8, 3)
        case .small: (10, 5)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 17)
        }
    }

    /// The corner radius of a bordered button's automatic shape.
    package var cornerRadius: Double {
        switch self {
        case .mini, .small: 6
        case .regular: 8
        case .large, .extraLarge: 12
        }
    }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Sendable, Equatable {
    private enum Kind: Sendable, Equatable {
        case automatic, capsule, circle
        case rounded(Double?)
    }
    private let kind: Kind

    /// Chosen by the control size: a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .rounded(nil))
    /// A rounded rectangle of corner radius `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .rounded(Double(radius)))
    }

    /// The outline for a button of `size`.
    package func shape(for size: ControlSize) -> ShapeOutline {
        switch kind {
        case .automatic: RoundedRectangle(cornerRadius: size.cornerRadius).outline
        case .rounded(let radius): RoundedRectangle(cornerRadius: radius ?? size.cornerRadius).outline
        case .capsule: Capsule().outline
        case .circle: Circle().outline
        }
    }
}

/// The environment key of the bordered buttons' shape.
package struct ButtonBorderShapeKey: EnvironmentKey {
    package static var defaultValue: ButtonBorderShape { .automatic }
}

/// The environment key of the control size.
package struct ControlSizeKey: EnvironmentKey {
    package static var defaultValue: ControlSize { .regular }
}

/// The environment key of the tint.
package struct TintKey: EnvironmentKey {
    package static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The size of controls inside: bordered buttons are padded by it. Default `.regular`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Controls inside sized `controlSize`.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedView { environment(\.controlSize, controlSize) }

    /// Bordered buttons inside shaped `shape`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView {
        environment(key: ButtonBorderShapeKey.self, shape)
    }

    /// Controls inside tinted `tint`: buttons' labels and fills, the selected tab, progress and gauges (nil: the
    /// accent colour).
    public func tint(_ tint: Color?) -> ModifiedView { environment(key: TintKey.self, tint) }

    /// Controls inside tinted with `tint`'s colour (one colour of a gradient).
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedView {
        environment(key: TintKey.self, tint.map { Color(base: .style($0._paint)) })
    }

    /// Controls inside tinted `accentColor` (the older name of `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> ModifiedView { tint(accentColor) }
}
