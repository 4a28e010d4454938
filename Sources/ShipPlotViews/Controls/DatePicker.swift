// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A date picker, as SwiftUI's `DatePicker` in the compact style iOS draws by default: its label, then the date
/// (abbreviated, "Jan 5, 2024") and the time ("3:07 PM") it shows, each on a grey rounded pill at the trailing
/// end, written in the render's locale and time zone. The other styles (a calendar, wheels) are drawn compact.
nonisolated public struct DatePicker<Label: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// A picker of `selection`'s `displayedComponents` (date and time by default), labelled `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        node = datePickerNode(label()._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker of `selection` within `range`, labelled `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        node = datePickerNode(label()._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker of `selection` from `range`'s start, labelled `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        node = datePickerNode(label()._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker of `selection` up to `range`'s end, labelled `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        node = datePickerNode(label()._node, selection.wrappedValue, displayedComponents)
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `titleKey` of `selection`'s `displayedComponents`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        node = datePickerNode(Text(titleKey)._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker titled `title` of `selection`'s `displayedComponents`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        node = datePickerNode(Text(title)._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker titled `titleKey` of `selection` within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        node = datePickerNode(Text(titleKey)._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker titled `titleKey` of `selection` from `range`'s start.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        node = datePickerNode(Text(titleKey)._node, selection.wrappedValue, displayedComponents)
    }

    /// A picker titled `titleKey` of `selection` up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        node = datePickerNode(Text(titleKey)._node, selection.wrappedValue, displayedComponents)
    }
}

/// The parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// The compact picker: the label, a flexible space, then a pill for the date and one for the time (the pills alone
/// where labels are hidden).
private func datePickerNode(_ label: _ViewNode, _ date: Date, _ components: DatePickerComponents) -> _ViewNode {
    func pill(_ style: Date.FormatStyle) -> _ViewNode {
        Text(date, format: style).padding(.horizontal, 11).padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.12)))._node
    }
    var pills: [_ViewNode] = []
    if components.contains(.date) { pills.append(pill(Date.FormatStyle(date: .abbreviated, time: .omitted))) }
    if components.contains(.hourAndMinute) { pills.append(pill(Date.FormatStyle(date: .omitted, time: .shortened))) }
    return labelledControl(
        .stack(axis: .horizontal, alignment: .center, spacing: 8, children: [label, Spacer()._node] + pills),
        bare: .stack(axis: .horizontal, alignment: .center, spacing: 8, children: pills))
}

/// How a date picker looks, as SwiftUI's `DatePickerStyle`; every style is drawn compact.
public protocol DatePickerStyle {}

/// The compact style: the date on a pill.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A calendar (drawn compact here).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Wheels (drawn compact here).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

/// The platform's choice: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date on a pill.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn compact here).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn compact here).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

nonisolated extension View {
    /// Date pickers inside drawn in `style` (every style is drawn compact here).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedView { modified(.inert) }
}
