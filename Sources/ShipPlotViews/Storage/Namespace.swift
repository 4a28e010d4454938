// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A namespace for the ids of matched geometry, as SwiftUI's `@Namespace`: each view value gets its own.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The namespace's id.
    public let wrappedValue: ID

    /// A new namespace.
    public init() { wrappedValue = ID(token: Token()) }

    /// Identifies a namespace: equal only to itself.
    public struct ID: Hashable, Sendable {
        fileprivate let token: Token
        public static func == (a: ID, b: ID) -> Bool { a.token === b.token }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
    }

    /// What makes an id unique for as long as it is kept.
    fileprivate final class Token: Sendable {}
}

/// The geometry a matched effect copies, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` while one replaces the other.
    /// An image is drawn at rest, after any change: the view is laid out and drawn where it is.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedView {
        modified(.inert)
    }
}
