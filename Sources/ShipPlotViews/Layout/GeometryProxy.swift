// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A coordinate space a `GeometryProxy` reports frames in.
public enum CoordinateSpace: Hashable {
    /// The chart's image: points from its top-leading corner.
    case global
    /// The view's own frame: its top-leading corner is the origin.
    case local
    /// A space named with `coordinateSpace(name:)`; the chart's image here.
    case named(AnyHashable)
}

/// The size and place of a `GeometryReader`, and a way to resolve anchors (such as a chart proxy's
/// `plotFrame`) into its coordinates.
public struct GeometryProxy {
    /// The reader's frame in chart coordinates.
    package let frame: Rect

    /// The size the reader was given.
    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }

    /// Safe-area insets: none in a rendered image.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : CGRect(frame)
    }

    /// `anchor`'s value in the reader's coordinates: a frame or point moved by the reader's origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        if let rect = anchor.value as? CGRect, let moved = rect.offsetBy(dx: -frame.minX, dy: -frame.minY) as? T {
            return moved
        }
        if let point = anchor.value as? CGPoint,
            let moved = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) as? T
        {
            return moved
        }
        return anchor.value
    }

    package init(frame: Rect) {
        self.frame = frame
    }
}

/// A position or frame in a view's geometry, resolved into a particular view's coordinates by a
/// `GeometryProxy` subscript: `geometry[proxy.plotFrame!]`.
public struct Anchor<Value> {
    /// The value in chart coordinates.
    package let value: Value

    package init(_ value: Value) { self.value = value }
}
