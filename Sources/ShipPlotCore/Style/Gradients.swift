// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour gradient, with SwiftUI's spelling: `Gradient(colors: [.white, .blue])`. As a shape style it runs
/// from the top of the shape to its bottom.
public struct Gradient: ShapeStyle, Hashable {
    /// A colour at a location in 0...1.
    public struct Stop: Sendable, Hashable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, 0...1 along the gradient.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colour stops, in increasing location.
    public var stops: [Stop]

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { i, color in
            Stop(color: color, location: count > 1 ? CGFloat(i) / CGFloat(count - 1) : 0)
        }
    }

    /// Colours at given locations.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    public var _paint: _ShapePaint { _ShapePaint(fill: .linear(self, start: .top, end: .bottom)) }
}

/// A gradient as SwiftUI's `Color.gradient` returns it; as a shape style it runs from the top of the shape to
/// its bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    package let gradient: Gradient

    /// A gradient from `gradient`'s stops.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public var _paint: _ShapePaint { _ShapePaint(fill: .linear(gradient, start: .top, end: .bottom)) }
}

extension Color {
    /// SwiftUI's subtle gradient for this colour: a lighter tint at the top to the colour itself at the bottom.
    public var gradient: AnyGradient {
        let opaque = Color(base: base)
        return AnyGradient(Gradient(colors: [Color(base: .mix(opaque, .white, 0.2), alpha: alpha), self]))
    }
}

/// A linear gradient between two unit points of the shape it fills, as SwiftUI's.
public struct LinearGradient: ShapeStyle, Hashable {
    package let gradient: Gradient
    package let startPoint: UnitPoint
    package let endPoint: UnitPoint

    /// A gradient along the line from `startPoint` to `endPoint` (unit points in the filled shape's bounds).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _paint: _ShapePaint { _ShapePaint(fill: .linear(gradient, start: startPoint, end: endPoint)) }
}

/// A radial gradient around a unit point of the shape it fills, as SwiftUI's; radii in points.
public struct RadialGradient: ShapeStyle, Hashable {
    package let gradient: Gradient
    package let center: UnitPoint
    package let startRadius: Double
    package let endRadius: Double

    /// A gradient from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }

    /// Evenly spaced `colors` from `startRadius` to `endRadius` points around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var _paint: _ShapePaint {
        _ShapePaint(fill: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient` (e.g. `.red.gradient`) from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius` points around `center`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced `colors` from `startRadius` to `endRadius` points around `center`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops` from `startRadius` to `endRadius` points around `center`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient` (e.g. `.red.gradient`) from `startRadius` to `endRadius` points.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
