// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// How a toggle looks, as SwiftUI's `ToggleStyle`: `makeBody` draws the toggle from its label and state.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style is.
    associatedtype Body: View
    /// The toggle's view, made from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a toggle in this style is made from.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`configuration.isOn`, and `configuration.$isOn` to change it).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: never here.
    public var isMixed: Bool
}

/// A toggle style chosen for the views inside (`toggleStyle(_:)`): it makes a toggle's view from its label and
/// state.
package struct AnyToggleStyle: @unchecked Sendable {
    // Unchecked: the app's style (Apple's style protocols are not Sendable), used only to build bodies in a render.
    package let make: (_ label: _ViewNode, _ isOn: Binding<Bool>) -> _ViewNode

    package init<S: ToggleStyle>(_ style: S) {
        make = { label, isOn in
            let configuration = ToggleStyleConfiguration(label: .init(node: label), isOn: isOn, isMixed: false)
            return buildBody(of: style, with: configuration) { $0.makeBody(configuration: $1) }._node
        }
    }
}

/// The environment key of the toggle style.
package struct ToggleStyleKey: EnvironmentKey {
    package static var defaultValue: AnyToggleStyle? { nil }
}

nonisolated extension View {
    /// Toggles inside drawn in `style`, unless a toggle nearer them sets its own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedView {
        environment(key: ToggleStyleKey.self, AnyToggleStyle(style))
    }
}

/// A toggle drawn in a built-in style, with the tint of its place.
nonisolated public struct _BuiltInToggleBody: View {
    package enum Look: Sendable { case toggleSwitch, button }
    package let look: Look
    package let tint: Color?
    package let label: _ViewNode
    package let isOn: Bool

    public var _node: _ViewNode {
        let (look, tint, label, isOn) = (self.look, self.tint, self.label, self.isOn)
        return DeferredView.environmental { values in
            let tint = tint ?? values[TintKey.self]
            switch look {
            case .toggleSwitch: return switchNode(label, on: isOn, tint: tint ?? Color.green)
            case .button:
                // A button that stays pressed: the tinted label on a 15 % tint fill when on, the label alone off.
                let style = isOn ? AnyButtonStyle(BorderedButtonStyle()) : AnyButtonStyle(BorderlessButtonStyle())
                return ModifiedView(node: style.make(label, nil)).tint(tint)._node
            }
        }
    }
}

/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInToggleBody {
        _BuiltInToggleBody(look: .toggleSwitch, tint: nil, label: configuration.label.node, isOn: configuration.isOn)
    }
}

/// A switch: the label, then the capsule, filled with the tint when on.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    private let tint: Color?
    /// The switch style.
    public init() { tint = nil }
    /// The switch style, filled with `tint` when on.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> _BuiltInToggleBody {
        _BuiltInToggleBody(look: .toggleSwitch, tint: tint, label: configuration.label.node, isOn: configuration.isOn)
    }
}

/// A button that stays pressed while on: its label on a tinted fill when on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInToggleBody {
        _BuiltInToggleBody(look: .button, tint: nil, label: configuration.label.node, isOn: configuration.isOn)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
