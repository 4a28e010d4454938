// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How a line or area passes through its points.
public struct InterpolationMethod: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case linear
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
        case monotone
        case stepStart
        case stepCenter
        case stepEnd
    }

    let kind: Kind

    /// Straight segments between points (the default).
    public static let linear = InterpolationMethod(kind: .linear)
    /// A centripetal Catmull-Rom spline (α = 0.5) through every point.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    /// A Catmull-Rom spline with parameter `alpha`: 0 uniform, 0.5 centripetal, 1 chordal. Values outside
    /// 0...1 are clamped (d3's domain for it); NaN gives 0.5.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha: unitInterval(Double(alpha), otherwise: 0.5)))
    }
    /// A cardinal spline with tension 0.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// A cardinal spline; tension 0 gives Catmull-Rom-like tangents, 1 straight lines. Values outside 0...1 are
    /// clamped (d3's domain for it); NaN gives 0.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension: unitInterval(Double(tension), otherwise: 0)))
    }

    /// `value` clamped to 0...1, or `fallback` when it is NaN: other parameters make the curves' control points
    /// NaN or infinite.
    private static func unitInterval(_ value: Double, otherwise fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, 0), 1)
    }
    /// A cubic that keeps the data's monotonicity (no overshoot).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps with each value starting at its point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps with each value ending at its point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
}

/// A shape used as a point symbol: the built-in shapes (`.circle`, `.square`, …) or your own, drawn from its
/// `path(in:)` and sized so its `perceptualUnitRect` fills the symbol's square.
public protocol ChartSymbolShape: Shape {
    /// The part of a unit square the shape's visual weight fills, so it looks as large as the built-in symbols.
    var perceptualUnitRect: CGRect { get }
}

/// The eight built-in symbol shapes.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Int, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    let hollowLineWidth: Double?

    /// A hollow version of this shape, outlined with `lineWidth` points.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        BasicChartSymbolShape(kind: kind, hollowLineWidth: Double(lineWidth))
    }

    /// The default symbol cycle used by `.symbol(by:)`.
    static let cycle: [BasicChartSymbolShape] = Kind.allCases.map {
        BasicChartSymbolShape(kind: $0, hollowLineWidth: nil)
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle, hollowLineWidth: nil) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square, hollowLineWidth: nil) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle, hollowLineWidth: nil) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond, hollowLineWidth: nil) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon, hollowLineWidth: nil) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus, hollowLineWidth: nil) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross, hollowLineWidth: nil) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk, hollowLineWidth: nil) }
}

/// The size of a mark along a band or binned axis.
public struct MarkDimension: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    enum Kind: Sendable, Equatable {
        case automatic
        case fixed(Double)
        case ratio(Double)
        case inset(Double)
    }

    let kind: Kind

    /// The default: 60 % of the band or bin.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }
    /// A share (0...1) of the band or bin.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }
    /// The band or bin minus `value` points on each side.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }

    init(kind: Kind) { self.kind = kind }
    /// A fixed size in points.
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
    /// A fixed size in points.
    public init(floatLiteral value: Double) { kind = .fixed(value) }
}

/// How bars and areas that share a position are combined.
public struct MarkStackingMethod: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Stacked from zero; negative values stack downward (the default).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Each stack scaled to fill 0...1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacks centred on zero (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// No stacking: marks overlap.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How far a mark's edges move on screen, in points (y down): `xStart`/`xEnd` move its leading and trailing
/// edges, `yStart`/`yEnd` its lower and upper ones; a point mark moves by the middle of each pair.
struct MarkOffset: Sendable, Equatable {
    var xStart = 0.0
    var xEnd = 0.0
    var yStart = 0.0
    var yEnd = 0.0

    var x: Double { (xStart + xEnd) / 2 }
    var y: Double { (yStart + yEnd) / 2 }

    /// Offsets that are not finite move nothing, so no geometry leaves the image.
    init(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) {
        func finite(_ v: CGFloat) -> Double { v.isFinite ? min(max(Double(v), -1e5), 1e5) : 0 }
        self.xStart = finite(xStart)
        self.xEnd = finite(xEnd)
        self.yStart = finite(yStart)
        self.yEnd = finite(yEnd)
    }

    /// `rect` with its edges moved: leading by `xStart`, trailing by `xEnd`, bottom by `yStart`, top by `yEnd`.
    func apply(to rect: Rect) -> Rect {
        let x0 = rect.minX + xStart, x1 = rect.maxX + xEnd
        let y0 = rect.minY + yEnd, y1 = rect.maxY + yStart
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}

/// A shape a bar or rectangle is cut to, in its own frame.
enum MarkClipShape: Sendable, Equatable {
    case capsule
    case roundedRectangle(Double)
    case ellipse
    case circle
    case rectangle
    /// Any other shape, by its own outline.
    case custom(ClipOutline)
}
