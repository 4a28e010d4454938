// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Haptic or audio feedback, as SwiftUI's `SensoryFeedback`. A rendered chart plays none.
public struct SensoryFeedback: Sendable, Equatable {
    package let name: String

    /// How heavy an impact feels, as SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Sendable, Equatable {
        package let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects are, as SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Sendable, Equatable {
        package let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of `weight` at `intensity` (default 1).
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        .impact
    }
    /// An impact of objects of `flexibility` at `intensity` (default 1).
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        .impact
    }

    package init(name: String) {
        self.name = name
    }
}

// Apps chain these on a chart as on any SwiftUI view. A rendered chart is drawn once, at rest: nothing changes,
// appears or is touched, so each compiles as SwiftUI declares it and changes nothing drawn.

/// Lifecycle and feedback modifiers on views: they compile as in SwiftUI and change nothing drawn.
nonisolated extension View {
    /// Runs `action` when `value` changes (never: a rendered chart does not change).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedView {
        modified(.inert)
    }
    /// Runs `action` with the old and new value when `value` changes (never, in a rendered chart).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedView {
        modified(.inert)
    }
    /// Runs `action` when `value` changes (never, in a rendered chart).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedView
    {
        modified(.inert)
    }
    /// Runs `action` when the view disappears (never, in a rendered chart).
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView { modified(.inert) }
    /// Starts `action` when the view appears (never, in a rendered chart: load data before rendering).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> ModifiedView
    {
        modified(.inert)
    }
    /// Starts `action` when the view appears and again when `value` changes (never, in a rendered chart).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> ModifiedView {
        modified(.inert)
    }
    /// Plays `feedback` when `trigger` changes (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedView {
        modified(.inert)
    }
    /// Plays `feedback` when `trigger` changes and `condition` holds (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> ModifiedView {
        modified(.inert)
    }
    /// Plays the feedback `feedback` returns when `trigger` changes (never, in a rendered chart).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?)
        -> ModifiedView
    {
        modified(.inert)
    }
    /// Runs `action` when the value `transform` reads from the view's geometry changes (never, in a rendered chart).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> ModifiedView {
        modified(.inert)
    }
    /// Runs `action` with the old and new value `transform` reads from the view's geometry (never, in a rendered
    /// chart).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> ModifiedView {
        modified(.inert)
    }
    /// Whether the view takes input (it draws the same either way).
    public func disabled(_ disabled: Bool) -> ModifiedView { modified(.inert) }
}
