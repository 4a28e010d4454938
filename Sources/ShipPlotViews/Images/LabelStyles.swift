// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// How a `Label` looks, as SwiftUI's `LabelStyle`: the built-in styles show its title, its icon or both; a style
/// of your own makes the label's view from them in `makeBody`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style is.
    associatedtype Body: View
    /// The label's view, made from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a label in this style is made from.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` makes a label from: its title and its icon, as views.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    nonisolated public struct Title: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// A label's icon, as a view.
    nonisolated public struct Icon: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A built-in label style: which parts of the label it shows (a label draws them itself).
nonisolated package protocol BuiltInLabelStyle: LabelStyle {
    var kind: LabelStyleKind { get }
}

/// The icon and title side by side, 4 points apart, as `.titleAndIcon` shows them.
private func iconAndTitle(_ configuration: LabelStyleConfiguration) -> some View {
    HStack(spacing: 4) {
        configuration.icon
        configuration.title
    }
}

/// The default label style: title and icon on iOS.
nonisolated public struct DefaultLabelStyle: BuiltInLabelStyle {
    /// The default style.
    public init() {}
    package var kind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { iconAndTitle(configuration) }
}

/// The icon and the title side by side.
nonisolated public struct TitleAndIconLabelStyle: BuiltInLabelStyle {
    /// The title-and-icon style.
    public init() {}
    package var kind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { iconAndTitle(configuration) }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: BuiltInLabelStyle {
    /// The title-only style.
    public init() {}
    package var kind: LabelStyleKind { LabelStyleKind(showsTitle: true, showsIcon: false) }
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Title { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: BuiltInLabelStyle {
    /// The icon-only style.
    public init() {}
    package var kind: LabelStyleKind { LabelStyleKind(showsTitle: false, showsIcon: true) }
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Icon { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// Chosen by context: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style of the app's own, chosen for the views inside: it makes a label's view from its title and icon.
package struct AnyLabelStyle: @unchecked Sendable {
    // Unchecked: the app's style (Apple's style protocols are not Sendable), used only to build bodies in a render.
    package let make: (_ title: _ViewNode, _ icon: _ViewNode) -> _ViewNode

    package init<S: LabelStyle>(_ style: S) {
        make = { title, icon in
            let configuration = LabelStyleConfiguration(title: .init(node: title), icon: .init(node: icon))
            return buildBody(of: style, with: configuration) { $0.makeBody(configuration: $1) }._node
        }
    }
}

/// The environment key of a label style of the app's own (nil: a built-in one, in the view environment).
package struct LabelStyleKey: EnvironmentKey {
    package static var defaultValue: AnyLabelStyle? { nil }
}

nonisolated extension View {
    /// Labels inside drawn in `style`: a built-in one shows their title, icon or both; one of the app's own makes
    /// each label's view. The style nearest a label wins.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedView {
        if let builtIn = style as? any BuiltInLabelStyle {
            let change = EnvironmentValuesChange { $0[LabelStyleKey.self] = nil }
            return modified(.environment(EnvironmentChange(labelStyle: builtIn.kind, values: change)))
        }
        return environment(key: LabelStyleKey.self, AnyLabelStyle(style))
    }
}
