// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The environment views and charts read, as SwiftUI spells it. ShipPlot honours ``locale``, ``calendar``,
/// ``timeZone``, ``colorScheme`` and ``colorSchemeContrast``; the others are there so code that reads or sets
/// them compiles, and keep their defaults' meaning.
public struct EnvironmentValues: Sendable {
    package var chosenLocale: Locale?
    package var chosenCalendar: Calendar?
    package var chosenTimeZone: TimeZone?
    package var chosenColorScheme: ColorScheme?
    package var chosenContrast: ColorSchemeContrast?
    /// The objects `.environmentObject(_:)` and `.environment(_:)` set, by type.
    package var objects = EnvironmentObjects()
    /// Whether views are in a list's or form's rows, which some controls are drawn differently in (a picker's menu
    /// becomes a row with its value at the trailing end). A field of its own, not an app-style key: a list sets it
    /// for its content each time the content is sized.
    package var isInListRows = false
    /// What the text decoration modifiers set for the text inside; every text reads it, so it is a field too.
    package var textDecorations = TextDecorationValues()
    /// The values of the app's own keys (``EnvironmentKey``), by key type.
    private var custom = CustomEnvironmentValues()

    /// The default environment: the renderer's locale and calendar, light, standard contrast.
    public init() {}

    package init(chosenLocale: Locale?) { self.chosenLocale = chosenLocale }

    /// The locale text and axis labels are formatted in. Default: the renderer's (``ChartRenderer/locale``).
    public var locale: Locale {
        get { chosenLocale ?? TextEnvironment.processDefault }
        set { chosenLocale = newValue }
    }

    /// The calendar dates are binned and labelled in. Default: `Calendar.current`.
    public var calendar: Calendar {
        get { chosenCalendar ?? Calendar.current }
        set { chosenCalendar = newValue }
    }

    /// The time zone dates are shown in. Default: the calendar's.
    public var timeZone: TimeZone {
        get { chosenTimeZone ?? calendar.timeZone }
        set { chosenTimeZone = newValue }
    }

    /// Light or dark: the colours of text, axes and the default palette. Default `.light`.
    public var colorScheme: ColorScheme {
        get { chosenColorScheme ?? .light }
        set { chosenColorScheme = newValue }
    }

    /// Apple's system colours (`.standard`, the default) or colours darkened to 3:1 (`.increased`).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { chosenContrast ?? .standard }
        set { chosenContrast = newValue }
    }

    /// Left to right (the default) or right to left; ShipPlot lays views out left to right.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether controls take input; nothing in a rendered image does. Default true.
    public var isEnabled = true
    /// Device pixels per point of the display. Default 1; ``ImageRenderer/scale`` sets the image's.
    public var displayScale: CGFloat = 1
    /// The Dynamic Type size; text is drawn at the default, `.large`.
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// The calendar charts in this environment use: a chosen calendar (and time zone) over `base`.
    package func chartCalendar(_ base: ChartCalendar) -> ChartCalendar {
        guard chosenCalendar != nil || chosenTimeZone != nil else { return base }
        var calendar = chosenCalendar ?? base.calendar
        if let zone = chosenTimeZone { calendar.timeZone = zone }
        return ChartCalendar(chosen: calendar)
    }
}

extension EnvironmentValues {
    /// The value of the app's own environment key `key`: the innermost `.environment(\.name, value)` that set it,
    /// or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set { custom.set(newValue, for: ObjectIdentifier(key)) }
    }
}

/// A key for a value of the app's own in the environment, as SwiftUI's `EnvironmentKey`: declare a computed
/// property on `EnvironmentValues` that reads and writes `self[Key.self]`, then set it with
/// `.environment(\.name, value)` and read it with `@Environment(\.name)`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
}

/// The values of the app's own environment keys. An environment holds a few, so they are a list searched in
/// order: cheaper than hashing, and no dictionary type for the runtime to build (and to search the process's
/// conformance records for its key type's, on first use) in every render that sets one.
private struct CustomEnvironmentValues: @unchecked Sendable {
    // Unchecked: the app's values, set by its modifiers and read by the bodies built during one render, as in SwiftUI.
    private var entries: [(key: ObjectIdentifier, value: Any)] = []

    func value(for key: ObjectIdentifier) -> Any? {
        entries.first { $0.key == key }?.value
    }

    mutating func set(_ value: Any, for key: ObjectIdentifier) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }
}

/// Objects in the environment, one per type: what `@EnvironmentObject` and `@Environment(T.self)` read.
package struct EnvironmentObjects: @unchecked Sendable {
    // Unchecked: the app's objects, read by the bodies of views built during one render; as in SwiftUI, the app
    // owns them.
    private var byType: [ObjectIdentifier: AnyObject] = [:]

    package init() {}

    package subscript<T: AnyObject>(type: T.Type) -> T? {
        get { byType[ObjectIdentifier(type)] as? T }
        set { byType[ObjectIdentifier(type)] = newValue }
    }
}

/// The direction views are laid out in, as SwiftUI names it.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Dynamic Type sizes, as SwiftUI names them; ShipPlot draws text at `.large`.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

nonisolated extension View {
    /// Sets an environment value for this view and everything in it, as SwiftUI does:
    /// `.environment(\.colorScheme, .dark)` draws the charts and text inside dark, `.environment(\.locale, …)`
    /// formats them in that locale. The innermost setting wins.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView {
        modified(.environment(EnvironmentChange(values: EnvironmentValuesChange { $0[keyPath: keyPath] = value })))
    }

    /// Sets the Dynamic Type size within this view to `size`, as SwiftUI does. Accepted; ShipPlot draws text at
    /// the sizes of the default, `.large` (its font sizes are SwiftUI's at that size), whatever `size` is.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedView { modified(.inert) }

    /// Limits the Dynamic Type size within this view to `range`, as SwiftUI does. Accepted; text is drawn at the
    /// default, `.large`, sizes.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedView where T.Bound == DynamicTypeSize {
        modified(.inert)
    }

    /// Sets the value of the environment key `key` for this view and everything in it.
    package func environment<K: EnvironmentKey>(key: K.Type, _ value: K.Value) -> ModifiedView {
        modified(.environment(EnvironmentChange(values: EnvironmentValuesChange { $0[key] = value })))
    }

    /// Draws the whole image this view is in with `colorScheme`, as SwiftUI hands the preference up to the
    /// presentation the view is in: the views around and beside it, and the image's background when the renderer
    /// fills it, take the scheme too. The first view of the tree that sets one wins; nil leaves the scheme as it
    /// is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedView {
        guard let colorScheme else { return modified(.inert) }
        return ModifiedView(
            node: environment(\.colorScheme, colorScheme)._node.modified(PreferredColorScheme(scheme: colorScheme)))
    }
}

/// A view's preferred colour scheme, which the image's renderer reads from the tree (`preferredColorScheme`);
/// passes its content through unchanged.
package struct PreferredColorScheme: PassThroughModifier {
    package let scheme: ColorScheme
    package var meaning: ModifierMeaning { .nothing }

    package init(scheme: ColorScheme) {
        self.scheme = scheme
    }
}

extension _ViewNode {
    /// The scheme the first `preferredColorScheme` of this tree asks for (outermost first, then in reading
    /// order), or nil when no view sets one.
    package var preferredColorScheme: ColorScheme? {
        var pending = [self]
        while let node = pending.popLast() {
            if let preferred = node.primitive.modifierApplication?.modifier(as: PreferredColorScheme.self) {
                return preferred.scheme
            }
            pending += node.primitive.children.reversed()
        }
        return nil
    }
}
