// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A type that gives an alignment guide its default position in a view, as SwiftUI's `AlignmentID`:
/// `static let firstThird = VerticalAlignment(FirstThird.self)` aligns views a third of the way down unless a
/// view sets its own with `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's position in a view of `context`'s dimensions, from its top-leading corner.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis, as SwiftUI's: `.leading`, `.center`, `.trailing`, or a
/// guide of your own made from an ``AlignmentID``.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    // Unchecked: the identifying type is a metatype: immutable and only compared or asked for its default value.
    package let id: any AlignmentID.Type

    /// A guide whose default position `id` gives.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// The middle.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
    /// Where a list row's separator starts (its leading edge here).
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingGuide.self)
    /// Where a list row's separator ends (its trailing edge here).
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingGuide.self)

    /// The built-in guide this is, or `.center` for a guide of the app's own, for places that place by edge.
    package var key: HorizontalKey {
        self == .leading ? .leading : self == .trailing ? .trailing : .center
    }
}

/// An alignment position along the vertical axis, as SwiftUI's: `.top`, `.center`, `.bottom`, the text
/// baselines, or a guide of your own made from an ``AlignmentID``.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    // Unchecked: the identifying type is a metatype: immutable and only compared or asked for its default value.
    package let id: any AlignmentID.Type

    /// A guide whose default position `id` gives.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    /// The top edge.
    public static let top = VerticalAlignment(TopGuide.self)
    /// The middle.
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The first text baseline (aligned by the bottom edge here).
    public static let firstTextBaseline = VerticalAlignment(BottomGuide.self)
    /// The last text baseline (aligned by the bottom edge here).
    public static let lastTextBaseline = VerticalAlignment(BottomGuide.self)

    /// The built-in guide this is, or `.center` for a guide of the app's own, for places that place by edge.
    package var key: VerticalKey {
        self == .top ? .top : self == .bottom ? .bottom : .center
    }
}

/// What a built-in horizontal guide is, for code that places by edge.
package enum HorizontalKey: Sendable { case leading, center, trailing }
/// What a built-in vertical guide is, for code that places by edge.
package enum VerticalKey: Sendable { case top, center, bottom }

private enum LeadingGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum HorizontalCenterGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
private enum TrailingGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
private enum TopGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum VerticalCenterGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
private enum BottomGuide: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A two-dimensional alignment, as SwiftUI names it.
public struct Alignment: Sendable, Equatable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `child` size sits inside `rect`: the built-in guides by edge, the app's own by the position
    /// they give in the child and in the rectangle.
    package func place(_ child: ViewSize, in rect: Rect) -> Rect {
        let x: Double
        switch horizontal {
        case .leading: x = rect.x
        case .center: x = rect.x + (rect.width - child.width) / 2
        case .trailing: x = rect.maxX - child.width
        default:
            let inRect = horizontal.id.defaultValue(in: ViewDimensions(width: rect.width, height: rect.height))
            let inChild = horizontal.id.defaultValue(in: ViewDimensions(width: child.width, height: child.height))
            x = rect.x + Double(inRect - inChild)
        }
        let y: Double
        switch vertical {
        case .top: y = rect.y
        case .center: y = rect.y + (rect.height - child.height) / 2
        case .bottom: y = rect.maxY - child.height
        default:
            let inRect = vertical.id.defaultValue(in: ViewDimensions(width: rect.width, height: rect.height))
            let inChild = vertical.id.defaultValue(in: ViewDimensions(width: child.width, height: child.height))
            y = rect.y + Double(inRect - inChild)
        }
        return Rect(x: x, y: y, width: child.width, height: child.height)
    }
}

/// A view's size and alignment guides in its own space, as SwiftUI's `ViewDimensions`: what a ``Layout`` reads
/// of a subview (``LayoutSubview/dimensions(in:)``) and what `alignmentGuide(_:computeValue:)` is handed.
public struct ViewDimensions: Equatable {
    /// The view's width, in points.
    public let width: CGFloat
    /// The view's height, in points.
    public let height: CGFloat
    /// The guides the view sets itself (with `alignmentGuide`), by guide.
    package var explicitHorizontal: [ObjectIdentifier: CGFloat] = [:]
    package var explicitVertical: [ObjectIdentifier: CGFloat] = [:]

    package init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The position of `guide` in the view: the value it sets, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The position of `guide` in the view: the value it sets, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The position of `guide` the view sets itself, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitHorizontal[ObjectIdentifier(guide.id)]
    }

    /// The position of `guide` the view sets itself, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitVertical[ObjectIdentifier(guide.id)]
    }
}
