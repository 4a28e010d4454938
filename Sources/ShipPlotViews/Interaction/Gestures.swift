// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// An input gesture, as SwiftUI declares it. A rendered chart takes no input: gestures compile, keep their
/// actions, and are never performed, so a chart draws its resting state.
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// No gesture, or `Wrapped`, as SwiftUI's `Optional: Gesture` lets a view write `.gesture(flag ? drag : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// A gesture with an action for each change (never called in a rendered chart).
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    package let content: Content

    package init(content: Content) {
        self.content = content
    }
}

/// A gesture with an action for its end (never called in a rendered chart).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    package let content: Content

    package init(content: Content) {
        self.content = content
    }
}

/// A gesture whose value is mapped by a function.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    package let content: Content

    package init(content: Content) {
        self.content = content
    }
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, or nil while it has none.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    package let first: First
    package let second: Second

    package init(first: First, second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture recognised only after another one.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    package let first: First
    package let second: Second

    package init(first: First, second: Second) {
        self.first = first
        self.second = second
    }
}

/// The first of two gestures to succeed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture succeeded.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    package let first: First
    package let second: Second

    package init(first: First, second: Second) {
        self.first = first
        self.second = second
    }
}

extension Gesture {
    /// Calls `action` as the gesture's value changes (never, in a rendered chart).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Calls `action` when the gesture ends (never, in a rendered chart).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }

    /// The gesture with its value mapped by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }

    /// This gesture and `other` recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// `other` recognised only after this gesture.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// A drag: its value says where it started, where it is and how far it moved.
public struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// When the drag last changed.
        public var time: Date
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the drag has moved: `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The drag's speed, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if it stopped accelerating.
        public var predictedEndLocation: CGPoint
        /// How far the drag would move if it stopped accelerating.
        public var predictedEndTranslation: CGSize
    }

    /// The distance a touch moves before the drag starts (default 10 points).
    public var minimumDistance: CGFloat
    /// The space locations are given in (default `.local`).
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points, reporting locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap that reports where it happened.
public struct SpatialTapGesture: Gesture {
    /// A tap's location.
    public struct Value: Equatable, Sendable {
        /// Where the tap happened.
        public var location: CGPoint
    }

    /// Taps needed (default 1).
    public var count: Int
    /// The space the location is given in (default `.local`).
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting their location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// One or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// Taps needed (default 1).
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A touch held in place.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Seconds the touch must last (default 0.5).
    public var minimumDuration: Double
    /// How far the touch may move (default 10 points).
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds that moves at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch, reporting its scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The smallest change reported (default 0.01).
    public var minimumScaleDelta: CGFloat

    /// A pinch reporting changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The state of a pointer hovering over a view.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// Gestures and hover on views: they compile as in SwiftUI and change nothing drawn.
nonisolated extension View {
    /// Attaches `gesture` (never performed in a rendered chart).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView {
        modified(.inert)
    }

    /// Attaches `gesture` alongside the view's others (never performed in a rendered chart).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView {
        modified(.inert)
    }

    /// Attaches `gesture` ahead of the view's others (never performed in a rendered chart).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView {
        modified(.inert)
    }

    /// Runs `action` with the tap's location on `count` taps (never, in a rendered chart).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> ModifiedView {
        modified(.inert)
    }

    /// Runs `action` on a long press (never, in a rendered chart).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedView {
        modified(.inert)
    }

    /// Runs `action` as a pointer moves over the view and leaves it (never, in a rendered chart).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> ModifiedView {
        modified(.inert)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The context of a state change; animations never run in a rendered chart.
public struct Transaction {
    /// The animation of the change (none here).
    public var animation: Animation?
    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// State that a gesture sets while it runs and that returns to its initial value after, as SwiftUI's
/// `@GestureState`. A rendered chart runs no gesture, so it always reads the initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value

    /// State starting (and staying, in a rendered chart) at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// State starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }

    /// The current value: the initial one.
    public var wrappedValue: Value { initial }

    /// The state, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// A gesture that updates a ``GestureState`` while it runs (never, in a rendered chart).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    package let base: Base

    package init(base: Base) {
        self.base = base
    }
}

extension Gesture {
    /// Updates `state` as the gesture changes (never, in a rendered chart).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self)
    }
}
