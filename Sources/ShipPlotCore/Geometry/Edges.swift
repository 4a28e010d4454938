// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// SwiftUI's geometry vocabulary shared by views and chart modifiers: alignments, axes, edges, insets, and the
// `Gradient` style. The views themselves live in `Views/`.

/// An axis, as SwiftUI names it.
public enum Axis: Sendable, Equatable { case horizontal, vertical }

/// Edges of a rectangle, as SwiftUI names them.
public enum Edge: Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// Sets of edges.
    public struct Set: OptionSet, Sendable {
        /// The set as bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on four sides, in points.
public struct EdgeInsets: Sendable, Equatable {
    /// Inset at the top, in points.
    public var top: CGFloat
    /// Inset at the leading (left) edge, in points.
    public var leading: CGFloat
    /// Inset at the bottom, in points.
    public var bottom: CGFloat
    /// Inset at the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// Insets with each side given (default 0).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension Axis {
    /// A set of axes, as SwiftUI names it.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
