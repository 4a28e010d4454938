// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A point in a unit square, as SwiftUI names it; accepted for label anchors.
public struct UnitPoint: Sendable, Hashable {
    /// Horizontal position, 0 (leading) to 1 (trailing).
    public var x: CGFloat
    /// Vertical position, 0 (top) to 1 (bottom).
    public var y: CGFloat
    /// A point in the unit square.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
