// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// An animation; charts are drawn at rest, so animations change nothing drawn.
public struct Animation: Sendable, Equatable {
    package let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    /// A linear animation of `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// An ease-in animation of `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// An ease-out animation of `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// An ease-in-out animation of `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    /// A spring animation, by its response and damping (`.spring()` with no arguments is the duration form's).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { .spring }
    /// This animation repeated forever (an image shows its resting state).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated `repeatCount` times (an image shows its resting state).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// An interpolating spring.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation
    { .spring }
    /// This animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// This animation at `speed`.
    public func speed(_ speed: Double) -> Animation { self }

    package init(name: String) {
        self.name = name
    }
}

/// A transition for views that appear or disappear; charts are drawn at rest, so it changes nothing drawn.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    /// A transition moving in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Two transitions together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How a view's content changes are animated, as SwiftUI's `ContentTransition`; an image is drawn at rest, so it
/// shows the content as it is and no transition.
public struct ContentTransition: Equatable, Sendable {
    package let name: String
    /// No animation of content changes.
    public static let identity = ContentTransition(name: "identity")
    /// Changes fade between the old and new content.
    public static let opacity = ContentTransition(name: "opacity")
    /// Changes interpolate between the old and new content where they can.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Numeric text rolls its digits up (or down when `countsDown`; default false).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText.down" : "numericText")
    }
    /// Numeric text rolls its digits in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }

    package init(name: String) {
        self.name = name
    }
}

/// The shape of a hit-testing or hover region; charts do not take input, so it changes nothing drawn.
public enum ContentShapeKinds: Sendable {
    case interaction, dragPreview, contextMenuPreview, hoverEffect, accessibility
}

/// Runs `body` with `animation` (immediately here: charts are drawn at rest).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Interaction, animation and accessibility modifiers: they compile as in SwiftUI and change nothing drawn.
nonisolated extension View {
    /// Runs `action` on a tap (charts are images: never).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView {
        modified(.inert)
    }
    /// Animates changes to `value` (charts are drawn at rest).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView { modified(.inert) }
    /// Animates changes (charts are drawn at rest).
    public func animation(_ animation: Animation?) -> ModifiedView { modified(.inert) }
    /// How changes to this view's content are animated (an image is drawn at rest: the content as it is).
    public func contentTransition(_ transition: ContentTransition) -> ModifiedView { modified(.inert) }
    /// How the view appears and disappears (charts are drawn at rest).
    public func transition(_ t: AnyTransition) -> ModifiedView { modified(.inert) }
    /// The view's hit-testing shape (charts take no input).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedView { modified(.inert) }
    /// The view's hit-testing shape for `kind` (charts take no input).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedView {
        modified(.inert)
    }
    /// A tooltip (charts take no input).
    public func help<S: StringProtocol>(_ text: S) -> ModifiedView { modified(.inert) }
    /// Whether the view takes input (charts take none).
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedView { modified(.inert) }
    /// Runs `action` on appearing (charts are drawn, not shown: never).
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView { modified(.inert) }
    /// Runs `action` on hover (charts take no input).
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedView { modified(.inert) }
    /// The view's identity (layout ignores it).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView { modified(.inert) }
    /// Drawing order among siblings (children draw in declaration order here).
    public func zIndex(_ value: Double) -> ModifiedView { modified(.inert) }
    /// The accessibility label (an image draws the visible content).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView { modified(.inert) }
    /// The accessibility label (an image draws the visible content).
    public func accessibilityLabel(_ label: Text) -> ModifiedView { modified(.inert) }
    /// The accessibility value (an image draws the visible content).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedView { modified(.inert) }
    /// Whether accessibility tools skip the view (an image draws it either way).
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView { modified(.inert) }
    /// Draws the view's content in one layer (no change for a static image).
    public func drawingGroup(opaque: Bool = false) -> ModifiedView { modified(.inert) }
    /// Composites the view in one layer (no change for a static image).
    public func compositingGroup() -> ModifiedView { modified(.inert) }
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    package let name: String
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children are combined into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")

    package init(name: String) {
        self.name = name
    }
}
