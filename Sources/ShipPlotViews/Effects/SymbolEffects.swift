// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// An animation of an SF Symbol, as SwiftUI's `SymbolEffect` (iOS 17): an image is drawn at rest, between
/// animations, so every effect draws the symbol as it is.
public protocol SymbolEffect {}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that moves a symbol in or out (`transition(.symbolEffect(…))`).
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(…))`).
public protocol ContentTransitionSymbolEffect {}

/// A symbol effect as SwiftUI names them: each variant (`.up`, `.down`, `.byLayer`, `.wholeSymbol`, …) is the
/// same effect at rest.
public struct NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Sendable, Hashable
{
    private let name: String

    fileprivate init(name: String) { self.name = name }

    /// Upwards.
    public var up: NamedSymbolEffect { self }
    /// Downwards.
    public var down: NamedSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: NamedSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: NamedSymbolEffect { self }
    /// Clockwise.
    public var clockwise: NamedSymbolEffect { self }
    /// Counter-clockwise.
    public var counterClockwise: NamedSymbolEffect { self }
    /// Layers one after another.
    public var iterative: NamedSymbolEffect { self }
    /// Layers building up.
    public var cumulative: NamedSymbolEffect { self }
    /// Off to on and back.
    public var reversing: NamedSymbolEffect { self }
    /// Fading off and on.
    public var dimInactiveLayers: NamedSymbolEffect { self }
    /// Leaving no trace.
    public var hideInactiveLayers: NamedSymbolEffect { self }
    /// Sideways.
    public var left: NamedSymbolEffect { self }
    /// Sideways.
    public var right: NamedSymbolEffect { self }
    /// Forwards.
    public var forward: NamedSymbolEffect { self }
    /// Backwards.
    public var backward: NamedSymbolEffect { self }
    /// Off then on.
    public var offUp: NamedSymbolEffect { self }
    /// Down then up.
    public var downUp: NamedSymbolEffect { self }
    /// Up then up.
    public var upUp: NamedSymbolEffect { self }

}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// A bounce.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    /// A pulse of opacity.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    /// Layers lit in turn.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    /// A change of size.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    /// Appearing.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    /// Disappearing.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    /// One symbol replacing another.
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
    /// A wiggle.
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    /// A turn.
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    /// A slow swell.
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
}

/// How a symbol effect repeats and how fast, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable, Hashable {
    private let repeats: Int?
    private let rate: Double

    /// Once, at the normal speed.
    public static let `default` = SymbolEffectOptions(repeats: nil, rate: 1)
    /// Over and over.
    public static let repeating = SymbolEffectOptions(repeats: -1, rate: 1)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeats: 1, rate: 1)
    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeats: count, rate: 1) }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeats: nil, rate: speed) }
    /// These options, `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeats: count, rate: rate) }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeats: repeats, rate: speed) }
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive` (default true); drawn at rest.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> ModifiedView { modified(.inert) }

    /// Runs `effect` on the symbols inside each time `value` changes; drawn at rest.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> ModifiedView { modified(.inert) }

    /// Removes the symbol effects inside when `isEnabled` is false.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedView { modified(.inert) }
}

/// Whether a scroll view's indicators show, as SwiftUI's `ScrollIndicatorVisibility`; an image at rest shows none.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

nonisolated extension View {
    /// Whether scroll views inside show their indicators along `axes`; at rest they show none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedView
    { modified(.inert) }
}
