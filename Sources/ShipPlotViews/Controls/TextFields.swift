// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A text field, as SwiftUI's `TextField`, drawn at rest as iOS draws an unfocused one: its text, or its prompt
/// (the title when no prompt is given) in the placeholder grey when the text is empty, across the width it is
/// offered; `textFieldStyle(.roundedBorder)` adds the rounded border.
nonisolated public struct TextField<Label: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    private init(text: String, placeholder: _ViewNode) { node = textFieldNode(text: text, placeholder: placeholder) }

    /// A field showing `text`, with the prompt `prompt` and the label `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt?._node ?? label()._node)
    }

    /// A field showing `value` written by `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt?._node ?? label()._node)
    }
}

extension TextField where Label == Text {
    /// A field titled `titleKey` showing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey)._node)
    }

    /// A field titled `title` showing `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title)._node)
    }

    /// A field titled `titleKey` showing `text`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: (prompt ?? Text(titleKey))._node)
    }

    /// A field titled `titleKey` showing `text`, growing along `axis` (one line at rest).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey)._node)
    }

    /// A field titled `title` showing `text`, growing along `axis` (one line at rest).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(title)._node)
    }

    /// A field titled `titleKey` showing `value` written by `format`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: Text(titleKey)._node)
    }

    /// A field titled `title` showing `value` written by `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: Text(title)._node)
    }

    /// A field titled `titleKey` showing `value` written by `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(titleKey)._node)
    }

    /// A field titled `title` showing `value` written by `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(title)._node)
    }
}

/// A password field, as SwiftUI's `SecureField`: a dot for each character of its text, or its placeholder.
nonisolated public struct SecureField<Label: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// A field showing `text` as dots, with the prompt `prompt` and the label `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        node = textFieldNode(text: dots(text.wrappedValue), placeholder: prompt?._node ?? label()._node)
    }
}

extension SecureField where Label == Text {
    /// A field titled `titleKey` showing `text` as dots.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        node = textFieldNode(text: dots(text.wrappedValue), placeholder: Text(titleKey)._node)
    }

    /// A field titled `title` showing `text` as dots.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        node = textFieldNode(text: dots(text.wrappedValue), placeholder: Text(title)._node)
    }
}

/// A multiline text editor, as SwiftUI's `TextEditor`: its text from the top leading corner of the space offered.
nonisolated public struct TextEditor: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// An editor showing `text`.
    public init(text: Binding<String>) {
        node =
            Text(verbatim: text.wrappedValue).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            ._node
    }
}

private func dots(_ text: String) -> String { String(repeating: "•", count: min(text.count, ViewLimits.characters)) }

/// A field at rest: its text, or the placeholder in the placeholder grey, one line across the width offered, in
/// the style its place sets.
private func textFieldNode(text: String, placeholder: _ViewNode) -> _ViewNode {
    let shown =
        text.isEmpty
        ? ModifiedView(node: placeholder).foregroundStyle(Color.primary.opacity(0.3))._node : Text(verbatim: text)._node
    let line = ModifiedView(node: shown).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
    return DeferredView.environmental { values in
        guard values[TextFieldStyleKey.self] else { return line._node }
        return line.padding(.horizontal, 7).padding(.vertical, 5)
            .background(RoundedRectangle(cornerRadius: 5).fill(.background))
            .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.primary.opacity(0.2), lineWidth: 0.5))._node
    }
}

/// How text fields look, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {}

/// The platform's choice: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// The text in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's choice.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// Whether text fields inside have the rounded border.
package struct TextFieldStyleKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

/// How a text's letters are capitalised as it is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
    private let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word's first letter.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence's first letter.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Hashable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Where focus is, as SwiftUI's `@FocusState`: nothing has focus in an image, so it holds its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let value: Value

    /// The focus: its initial value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding to the focus, for `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: value) }

    /// Focus as a true-or-false value, false at first.
    public init() where Value == Bool { value = false }

    /// Focus as an optional value, nil at first.
    public init<T: Hashable>() where Value == T? { value = nil }

    /// A binding to a focus state, as `focused(_:equals:)` takes it.
    public struct Binding {
        fileprivate let value: Value
        /// The focus.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
    }
}

nonisolated extension View {
    /// Text fields inside drawn in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedView {
        environment(key: TextFieldStyleKey.self, style is RoundedBorderTextFieldStyle)
    }

    /// How text typed inside is capitalised (nothing is typed in an image).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedView {
        modified(.inert)
    }

    /// Whether text typed inside is autocorrected (nothing is typed in an image).
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedView { modified(.inert) }

    /// The keyboard's return key label (no keyboard shows in an image).
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedView { modified(.inert) }

    /// What runs when text inside is submitted (nothing is, in an image).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedView {
        modified(.inert)
    }

    /// Binds this view's focus to `binding` (nothing has focus in an image).
    public func focused(_ binding: FocusState<Bool>.Binding) -> ModifiedView { modified(.inert) }

    /// Binds this view's focus to `binding` being `value` (nothing has focus in an image).
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> ModifiedView {
        modified(.inert)
    }
}

/// What submits text, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search.
    public static let search = SubmitTriggers(rawValue: 2)
}
