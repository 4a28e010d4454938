// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A choice among options, as SwiftUI's `Picker`, drawn at rest in the style of its place (`pickerStyle(_:)`), as
/// iOS shows it before a tap. The default (`.automatic`, `.menu`) is a menu: in a list or form row the label, then
/// the selected option and ⌃⌄ in the secondary colour at the trailing end; elsewhere the selected option and ⌃⌄ in
/// the tint. `.segmented` and `.palette` draw the options side by side in a rounded bar, the selected one raised;
/// `.wheel` draws the selected option in the wheel's band with its neighbours above and below; `.inline` draws a
/// list's rows, the selected one checked (a wheel outside lists); `.navigationLink` draws a row with the
/// selected option and a chevron. An option's tag is its `tag(_:)`, or its element's id in a `ForEach`.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    package let node: _ViewNode
    /// A picker of the options `content` builds, labelled `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        node = PickerParts(content(), label: label()._node, selection: AnyHashable(selection.wrappedValue)).node
    }
    public var _node: _ViewNode { node }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey` of the options `content` builds.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        node =
            PickerParts(content(), label: Text(titleKey)._node, selection: AnyHashable(selection.wrappedValue))
            .node
    }

    /// A picker titled `title` of the options `content` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        node = PickerParts(content(), label: Text(title)._node, selection: AnyHashable(selection.wrappedValue)).node
    }
}

extension Picker where Label == ShipPlotViews.Label<Text, Image> {
    /// A picker titled `titleKey` with the system symbol `systemImage`, of the options `content` builds.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        let label = ShipPlotViews.Label(titleKey, systemImage: systemImage)._node
        node = PickerParts(content(), label: label, selection: AnyHashable(selection.wrappedValue)).node
    }

    /// A picker titled `title` with the system symbol `systemImage`, of the options `content` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        let label = ShipPlotViews.Label(title, systemImage: systemImage)._node
        node = PickerParts(content(), label: label, selection: AnyHashable(selection.wrappedValue)).node
    }
}

/// How a picker shows its options, as SwiftUI's `PickerStyle`: pass one of the built-in styles to
/// `pickerStyle(_:)`.
public protocol PickerStyle {
    /// The built-in look this style draws (an implementation detail).
    var _look: _PickerLook { get }
}

/// The looks a picker is drawn in (an implementation detail of ``PickerStyle``).
public enum _PickerLook: Sendable, Hashable {
    case automatic, menu, segmented, wheel, inline, navigationLink
}

/// The platform's default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The default picker style.
    public init() {}
    public var _look: _PickerLook { .automatic }
}

/// A button showing the selected option that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    /// The menu picker style.
    public init() {}
    public var _look: _PickerLook { .menu }
}

/// The options side by side in a rounded bar, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented picker style.
    public init() {}
    public var _look: _PickerLook { .segmented }
}

/// A wheel of options, the selected one in its band.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel picker style.
    public init() {}
    public var _look: _PickerLook { .wheel }
}

/// The options as rows of the list around the picker, the selected one checked; a wheel elsewhere.
public struct InlinePickerStyle: PickerStyle {
    /// The inline picker style.
    public init() {}
    public var _look: _PickerLook { .inline }
}

/// A row showing the selected option that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link picker style.
    public init() {}
    public var _look: _PickerLook { .navigationLink }
}

/// The options as a row of buttons (drawn segmented outside menus).
public struct PalettePickerStyle: PickerStyle {
    /// The palette picker style.
    public init() {}
    public var _look: _PickerLook { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a menu on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel of options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline in the list around the picker.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The options as a row of buttons.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

package struct PickerStyleKey: EnvironmentKey {
    package static var defaultValue: _PickerLook { .automatic }
}

nonisolated extension View {
    /// Draws the pickers inside in `style` (default `.automatic`: a menu). The innermost setting wins.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedView {
        environment(key: PickerStyleKey.self, style._look)
    }
}

/// A picker's label, options and selection, drawn in the look of its place.
private struct PickerParts {
    let label: _ViewNode
    let options: [_ViewNode]
    let tags: [AnyHashable?]
    /// The index of the option whose tag is the selection.
    let selected: Int?

    init(_ content: some View, label: _ViewNode, selection: AnyHashable) {
        let (options, _) = flattenedChildren(content._node)
        // A ForEach's element ids stand for the options' tags when they line up one to one.
        let implicit = (content as? ElementTaggedViews)?.elementTags.flatMap { $0.count == options.count ? $0 : nil }
        self.label = label
        self.options = options
        tags = options.indices.map { options[$0].tag ?? implicit?[$0] }
        selected = tags.firstIndex { $0 == selection }
    }

    var node: _ViewNode {
        DeferredView.environmental { values in
            let inRow = values.isInListRows
            switch values[PickerStyleKey.self] {
            case .automatic, .menu: return inRow ? menuRow : menuButton(values)
            case .segmented: return segmented
            case .wheel: return wheel
            case .inline: return inRow ? inlineRows(values) : wheel
            case .navigationLink: return navigationRow
            }
        }
    }

    /// The selected option, one line; nothing when no option is selected.
    private var selectedOption: ModifiedView? { selected.map { AnyView(node: options[$0]).lineLimit(1) } }

    /// What a menu shows: the selected option and ⌃⌄.
    private var menuValue: some View {
        HStack(spacing: 4) {
            selectedOption
            Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .semibold))
        }
    }

    /// A list row's menu: the label, then the menu's value in the secondary colour.
    private var menuRow: _ViewNode { labelledRow(label, menuValue.foregroundStyle(.secondary)._node) }

    /// A menu button outside lists: the menu's value in the tint.
    private func menuButton(_ values: EnvironmentValues) -> _ViewNode {
        menuValue.foregroundStyle(values[TintKey.self] ?? Color.accentColor)._node
    }

    /// A row that pushes the options: the label, the selected option in the secondary colour and a chevron.
    private var navigationRow: _ViewNode {
        let value = HStack(spacing: 6) {
            if let option = selectedOption { option.foregroundStyle(.secondary) }
            Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold)).foregroundStyle(.tertiary)
        }
        return labelledRow(label, value._node)
    }

    /// Every option as a row of the list around the picker, a checkmark in the tint on the selected one.
    private func inlineRows(_ values: EnvironmentValues) -> _ViewNode {
        let tint = values[TintKey.self] ?? Color.accentColor
        let rows = options.indices.map { index in
            HStack {
                AnyView(node: options[index])
                Spacer()
                if index == selected {
                    Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundStyle(tint)
                }
            }
            ._node
        }
        return _ViewNode.make(GroupPrimitive(children: rows))
    }

    /// The options side by side in a rounded bar, the selected one on a white raised segment in semibold.
    private var segmented: _ViewNode {
        let segments = options.indices.map { index in
            let segment = AnyView(node: options[index]).font(.footnote).padding(.vertical, 6).frame(maxWidth: .infinity)
            guard index == selected else { return segment._node }
            let raised = RoundedRectangle(cornerRadius: 7).fill(Self.raisedSegment)
                .shadow(color: Color.black.opacity(0.12), radius: 2, x: 0, y: 1).padding(2)
            return segment.fontWeight(.semibold).background(raised)._node
        }
        return ModifiedView(node: .stack(axis: .horizontal, alignment: .center, spacing: 0, children: segments))
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(semantic: .tertiarySystemFill)))._node
    }

    /// The selected segment: white, and iOS's dark grey in the dark appearance.
    private static let raisedSegment: Color = {
        let dark = Color(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255)
        return Color(
            base: .catalog(
                CatalogColor(
                    name: "the selected segment", light: .white, dark: dark, lightHighContrast: .white,
                    darkHighContrast: dark)))
    }()

    /// iOS's wheel at rest, 216 points tall: the selected option in a grey band across the middle, up to three
    /// options above and below it on the turning drum (closer together and smaller towards the edges, fainter).
    private var wheel: _ViewNode {
        let radius = 108.0, rowHeight = 32.0
        let centre = selected ?? 0
        var layers: [_ViewNode] = [
            RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.12)).frame(height: 34)._node
        ]
        for offset in -3...3 where options.indices.contains(centre + offset) {
            let angle = Double(offset) * rowHeight / radius
            let option = AnyView(node: options[centre + offset]).lineLimit(1)
                .font(.system(size: 21 * cos(angle)))
                .foregroundStyle(offset == 0 ? Color.primary : Color.secondary.opacity(cos(angle)))
                .offset(y: radius * sin(angle))
            layers.append(option._node)
        }
        return ModifiedView(node: .stack(axis: nil, alignment: .center, spacing: nil, children: layers))
            .frame(maxWidth: .infinity).frame(height: 2 * radius).clipped()._node
    }
}
