// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Controls apps put beside their charts, drawn at rest: an image takes no input, so each draws its label and
// its current state, as a screenshot of the screen would show them.

/// A switch, as SwiftUI's `Toggle`, drawn in the style of its place (`toggleStyle(_:)`): by default its label,
/// then a capsule filled with the tint (green by default) when on and grey when off.
nonisolated public struct Toggle<Label: View>: View {
    package let node: _ViewNode
    /// A toggle showing `label`, on when `isOn` is.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        node = toggleNode(label()._node, isOn)
    }
    public var _node: _ViewNode { node }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        node = toggleNode(Text(titleKey)._node, isOn)
    }

    /// A toggle titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        node = toggleNode(Text(title)._node, isOn)
    }
}

extension Toggle where Label == ShipPlotViews.Label<Text, Image> {
    /// A toggle titled `titleKey` with the system symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        node = toggleNode(ShipPlotViews.Label(titleKey, systemImage: systemImage)._node, isOn)
    }

    /// A toggle titled `title` with the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        node = toggleNode(ShipPlotViews.Label(title, systemImage: systemImage)._node, isOn)
    }
}

/// A toggle in the style its place sets, the switch when none does.
private func toggleNode(_ label: _ViewNode, _ isOn: Binding<Bool>) -> _ViewNode {
    DeferredView.environmental { values in
        (values[ToggleStyleKey.self] ?? AnyToggleStyle(DefaultToggleStyle())).make(label, isOn)
    }
}

/// The switch: the label, then a 51 × 31 capsule in `tint` (grey when off) with its white knob at the end.
package func switchNode(_ label: _ViewNode, on: Bool, tint: Color) -> _ViewNode {
    let knob = Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
    let track = Capsule().fill(on ? tint : Color.gray.opacity(0.3)).frame(width: 51, height: 31)
        .overlay(alignment: on ? .trailing : .leading) { knob }
    return labelledRow(label, track._node)
}

/// A control that counts up and down, as SwiftUI's `Stepper`: its label, then the − and + buttons.
nonisolated public struct Stepper<Label: View>: View {
    package let node: _ViewNode
    /// A stepper showing `label`, changing `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        node = stepperNode(label()._node)
    }
    /// A stepper showing `label`, changing `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        node = stepperNode(label()._node)
    }
    public var _node: _ViewNode { node }
}

extension Stepper where Label == Text {
    /// A stepper titled `title`, changing `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        node = stepperNode(Text(title)._node)
    }
    /// A stepper titled `title`, changing `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        node = stepperNode(Text(title)._node)
    }
}

private func stepperNode(_ label: _ViewNode) -> _ViewNode {
    let buttons = HStack(spacing: 0) {
        Text("−").frame(width: 46, height: 32)
        Divider().frame(height: 18)
        Text("+").frame(width: 46, height: 32)
    }
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
    return labelledRow(label, buttons._node)
}

/// A button that opens a menu, as SwiftUI's `Menu`: an image shows its label.
nonisolated public struct Menu<Label: View, Content: View>: View {
    package let node: _ViewNode
    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { node = label()._node }
    public var _node: _ViewNode { node }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { node = Text(title)._node }
}

extension NavigationLink where Destination == Never {
    /// A link presenting `value` (resolved by a navigation destination), showing `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { node = label()._node }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` presenting `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { node = Text(title)._node }
}

/// Presentation and accessibility modifiers that compile and change nothing drawn, and scale effects (drawn at
/// their unscaled size; the layout of views is not changed by a scale in SwiftUI either).
nonisolated extension View {
    /// Where navigation links presenting `data` lead (nothing is presented in an image).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedView { modified(.inert) }
    /// The view presented while `isPresented` is true (nothing is presented in an image).
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedView { modified(.inert) }
    /// The view presented for `item` while it is not nil (nothing is presented in an image).
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedView { modified(.inert) }
    /// An accessibility hint (ignored in an image).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedView { modified(.inert) }
    /// An accessibility hint (ignored in an image).
    public func accessibilityHint(_ hint: Text) -> ModifiedView { modified(.inert) }
    /// Scales the view's drawing by `s` about `anchor`; drawn unscaled (an image shows the resting state).
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedView { modified(.inert) }
    /// Scales the view's drawing by `scale` about `anchor`; drawn unscaled.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedView { modified(.inert) }
    /// Scales the view's drawing by `x` and `y` about `anchor`; drawn unscaled.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView {
        modified(.inert)
    }
}

/// The vertical edges, as SwiftUI names them.
public enum VerticalEdge: Sendable, Hashable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button's label is drawn red.
public struct ButtonRole: Equatable, Sendable {
    package let isDestructive: Bool
    /// A button that deletes or discards: drawn red.
    public static let destructive = ButtonRole(isDestructive: true)
    /// A button that cancels: drawn as other buttons are.
    public static let cancel = ButtonRole(isDestructive: false)

    package init(isDestructive: Bool) {
        self.isDestructive = isDestructive
    }
}

/// A button, as SwiftUI's `Button`, drawn in the style its place sets (`buttonStyle(_:)`); in
/// the default (automatic, borderless) style its label is drawn in the tint, red for a destructive role, with no
/// background. An image takes no input: the action never runs.
nonisolated public struct Button<Label: View>: View {
    package let node: _ViewNode

    /// A button showing `label` that performs `action` when pressed.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        node = buttonNode(label()._node, role: nil)
    }

    /// A button with `role` showing `label` that performs `action` when pressed.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        node = buttonNode(label()._node, role: role)
    }

    public var _node: _ViewNode { node }
}

extension Button where Label == Text {
    /// A button titled `titleKey` that performs `action` when pressed.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        node = buttonNode(Text(titleKey)._node, role: nil)
    }

    /// A button titled `title` that performs `action` when pressed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        node = buttonNode(Text(title)._node, role: nil)
    }

    /// A button with `role` titled `titleKey` that performs `action` when pressed.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        node = buttonNode(Text(titleKey)._node, role: role)
    }

    /// A button with `role` titled `title` that performs `action` when pressed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        node = buttonNode(Text(title)._node, role: role)
    }
}

extension Button where Label == ShipPlotViews.Label<Text, Image> {
    /// A button titled `titleKey` with the system symbol `systemImage` that performs `action` when pressed.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        node = buttonNode(ShipPlotViews.Label(titleKey, systemImage: systemImage)._node, role: nil)
    }

    /// A button titled `title` with the system symbol `systemImage` that performs `action` when pressed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        node = buttonNode(ShipPlotViews.Label(title, systemImage: systemImage)._node, role: nil)
    }
}

/// A button drawn in the style its place sets (`buttonStyle(_:)`), the default one when none does.
private func buttonNode(_ label: _ViewNode, role: ButtonRole?) -> _ViewNode {
    DeferredView.environmental { values in
        (values[ButtonStyleKey.self] ?? AnyButtonStyle(DefaultButtonStyle())).make(label, role)
    }
}
