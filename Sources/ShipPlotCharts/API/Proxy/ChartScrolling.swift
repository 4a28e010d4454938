// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What the scroll modifiers asked for. A rendered chart draws its resting state: on a scrollable axis with a
/// visible length, the window of that length from the initial scroll position (or the start of the data).
struct ScrollSetting {
    var axes: Axis.Set = []
    var xLength: Double?
    var yLength: Double?
    var initialX: PlottablePrimitive?
    var initialY: PlottablePrimitive?

    /// Whether any scroll modifier was used.
    var isSet: Bool { !axes.isEmpty || xLength != nil || yLength != nil || initialX != nil || initialY != nil }

    /// Whether marks are clipped to the plot: an axis shows a window.
    var clipsMarks: Bool { window(.x) != nil || window(.y) != nil }

    /// The visible length and initial position on `orientation`, when that axis scrolls and has a length.
    func window(_ orientation: AxisOrientation) -> (length: Double, start: PlottablePrimitive?)? {
        switch orientation {
        case .x: return axes.contains(.horizontal) ? xLength.map { ($0, initialX) } : nil
        case .y: return axes.contains(.vertical) ? yLength.map { ($0, initialY) } : nil
        }
    }
}

nonisolated extension _ChartModifiable {
    /// Makes the chart scroll along `axes`. With a visible length (``chartXVisibleDomain(length:)``) the rendered
    /// chart shows the window of that length at the initial scroll position, marks clipped to the plot; without
    /// one it shows all the data, as a chart whose content fits does.
    public func chartScrollableAxes(_ axes: Axis.Set) -> Self { with { $0.scroll.axes = axes } }

    /// How much of the x axis a scrollable chart shows: a number of units for numbers, of categories for
    /// categories, of seconds for dates (`3600 * 24 * 7` shows a week).
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> Self {
        with { $0.scroll.xLength = Self.number(length) }
    }

    /// How much of the y axis a scrollable chart shows (see ``chartXVisibleDomain(length:)``).
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> Self {
        with { $0.scroll.yLength = Self.number(length) }
    }

    /// Where a scrollable chart's x window starts: a value on the x axis. A position past the data is moved to
    /// the nearest window inside it, with a diagnostic.
    public func chartScrollPosition(initialX: some Plottable) -> Self {
        with { $0.scroll.initialX = initialX.primitive }
    }

    /// Where a scrollable chart's y window starts (see ``chartScrollPosition(initialX:)``).
    public func chartScrollPosition(initialY: some Plottable) -> Self {
        with { $0.scroll.initialY = initialY.primitive }
    }

    /// Binds the scroll position along x; the rendered chart starts its window at the binding's value and never
    /// writes it.
    public func chartScrollPosition(x: Binding<some Plottable>) -> Self {
        with { $0.scroll.initialX = x.wrappedValue.primitive }
    }

    /// Binds the scroll position along y (see ``chartScrollPosition(x:)``).
    public func chartScrollPosition(y: Binding<some Plottable>) -> Self {
        with { $0.scroll.initialY = y.wrappedValue.primitive }
    }

    /// How scrolling comes to rest (it never moves in a rendered chart).
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> Self { self }

    private static func number(_ value: some Plottable) -> Double {
        if case .number(let v) = value.primitive { return v }
        return .nan
    }
}

/// How a scrolling chart settles after a scroll (compiles; a rendered chart never scrolls).
public protocol ChartScrollTargetBehavior {}

/// Settles on values spaced at regular intervals.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Settles on dates matching `components`.
    public init(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {}

    /// Settles on multiples of `unit`.
    public init<T: Plottable & Numeric>(
        unit: T, majorAlignment: MajorValueAlignment<T>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {}
}

/// Settles a page (the visible length) at a time.
public struct PagingScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Paging.
    public init() {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Settles on dates matching `components`.
    public static func valueAligned(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(
            matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Settles on multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(
        unit: P, majorAlignment: MajorValueAlignment<P>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
}

extension ChartScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles a page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Where a swipe settles: on the next major value.
public struct MajorValueAlignment<Value> {
    /// A page (the visible length) at a time.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
}

extension MajorValueAlignment where Value == Date {
    /// Major values are dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Date> { MajorValueAlignment() }
}

extension MajorValueAlignment where Value: Plottable & Numeric {
    /// Major values are multiples of `unit`.
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> { MajorValueAlignment() }
}

/// How far one swipe may scroll.
public struct ValueAlignedLimitBehavior: Sendable {
    /// The system's choice.
    public static let automatic = ValueAlignedLimitBehavior()
    /// Always one major unit.
    public static let always = ValueAlignedLimitBehavior()
    /// Never limited.
    public static let never = ValueAlignedLimitBehavior()
}
