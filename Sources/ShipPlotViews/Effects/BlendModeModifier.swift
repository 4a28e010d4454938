// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// This view drawn as one layer and composited with `blendMode` over what is behind it (see ``BlendMode``).
    public func blendMode(_ blendMode: BlendMode) -> ModifiedView {
        blendMode == .normal ? modified(.inert) : modified(LayerEffectModifier(effect: .blend(blendMode)))
    }

    /// This view drained of colour by `amount` (0...1). Kept for source compatibility: the view keeps its
    /// colours (the built-in symbols and text are one colour, where it changes little).
    public func grayscale(_ amount: Double) -> ModifiedView { modified(.inert) }

    /// Adds accessibility traits; kept for source compatibility (a static image has no accessibility tree).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView { modified(.inert) }

    /// Removes accessibility traits; kept for source compatibility.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView { modified(.inert) }
}

/// Accessibility traits, as SwiftUI names them; a static image has no accessibility tree, so they change nothing.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var bits: UInt32
    private init(bits: UInt32) { self.bits = bits }
    public init() { bits = 0 }
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits ^ other.bits)
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
