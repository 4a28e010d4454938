// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Lifecycle, input and feedback modifiers on a chart view: they compile as in SwiftUI and change nothing drawn.
extension Chart {
    /// Runs `action` when `value` changes (never: a rendered chart does not change).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> Chart {
        self
    }
    /// Runs `action` with the old and new value when `value` changes (never, in a rendered chart).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> Chart {
        self
    }
    /// Runs `action` when `value` changes (never, in a rendered chart).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Chart {
        self
    }
    /// Runs `action` when the chart appears (never: it is drawn, not shown).
    public func onAppear(perform action: (() -> Void)? = nil) -> Chart { self }
    /// Runs `action` when the chart disappears (never, in a rendered chart).
    public func onDisappear(perform action: (() -> Void)? = nil) -> Chart { self }
    /// Starts `action` when the chart appears (never, in a rendered chart: load data before rendering).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Chart {
        self
    }
    /// Starts `action` when the chart appears and again when `value` changes (never, in a rendered chart).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> Chart {
        self
    }
    /// Runs `action` on `count` taps (never, in a rendered chart).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Chart { self }
    /// Runs `action` with the tap's location on `count` taps (never, in a rendered chart).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> Chart {
        self
    }
    /// Runs `action` on a long press (never, in a rendered chart).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> Chart {
        self
    }
    /// Attaches `gesture` (never performed in a rendered chart).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Chart { self }
    /// Attaches `gesture` alongside the chart's others (never performed in a rendered chart).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Chart { self }
    /// Attaches `gesture` ahead of the chart's others (never performed in a rendered chart).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Chart { self }
    /// Runs `action` on hover (charts take no input).
    public func onHover(perform action: @escaping (Bool) -> Void) -> Chart { self }
    /// Runs `action` as a pointer moves over the chart and leaves it (never, in a rendered chart).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> Chart {
        self
    }
    /// The chart's hit-testing shape (charts take no input).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Chart { self }
    /// Whether the chart takes input (it draws the same either way).
    public func allowsHitTesting(_ enabled: Bool) -> Chart { self }
    /// Whether the chart takes input (it draws the same either way).
    public func disabled(_ disabled: Bool) -> Chart { self }
    /// Plays `feedback` when `trigger` changes (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Chart { self }
    /// Plays `feedback` when `trigger` changes and `condition` holds (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> Chart {
        self
    }
    /// Plays the feedback `feedback` returns when `trigger` changes (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> Chart {
        self
    }
    /// Runs `action` when the value `transform` reads from the chart's geometry changes (never, in a rendered
    /// chart: size it with the renderer's width and height).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> Chart {
        self
    }
    /// Runs `action` with the old and new value `transform` reads from the chart's geometry (never, in a rendered
    /// chart).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> Chart {
        self
    }
    /// The chart's identity (drawing ignores it).
    public func id<ID: Hashable>(_ id: ID) -> Chart { self }
    /// Drawing order among siblings (a rendered chart has none).
    public func zIndex(_ value: Double) -> Chart { self }
}
