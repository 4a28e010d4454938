// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What a mark kind does in the pipeline. Each kind answers in its own file under `Marks/`: how its channels
/// resolve beyond x and y, what extent it adds to the scales, how it draws on placed scales, and where its
/// annotations go. The other stages ask `mark.kind.contract` rather than switching on the kind.
protocol MarkContract {
    /// The kind's own resolved values (bar orientation, sector angle) once x and y are typed, and whether the
    /// values the kind needs are present and valid. A kind with nothing of its own returns `.none` and true.
    static func resolvePayload(_ spec: MarkSpec, _ mark: ResolvedMark, axes: (x: AxisKind?, y: AxisKind?))
        -> (payload: MarkPayload, valid: Bool)
    /// How marks of this kind stack when they share a position.
    static var stacking: StackingRule { get }
    /// What one mark adds to the position scales.
    static func extent(_ mark: ResolvedMark) -> MarkExtent
    /// Whether the marks of one series draw as one shape (a line, an area) rather than one shape each.
    static var drawsAsSeries: Bool { get }
    /// Draws `marks` (one series, or one mark) on placed scales, adding where annotations attach.
    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing)
    /// Where an annotation with `.automatic` position goes.
    static func automaticAnnotationPosition(_ mark: ResolvedMark) -> AnnotationPosition
    /// Whether the mark is a filled shape, so overlaid annotation text picks a colour that reads on its fill.
    static var isFilled: Bool { get }
    /// Whether the kind is drawn around a centre with no axes (sectors): a chart of only such marks is polar.
    static var isPolar: Bool { get }
    /// Whether the kind fills down to a lower edge (zero or a band's start) that belongs in its extent.
    static var fillsFromBaseline: Bool { get }
    /// Whether the kind's symbols wait above its series until a group of another kind draws, so consecutive
    /// series never hide each other's points while later marks still draw over them.
    static var holdsSymbols: Bool { get }
    /// Whether a plot of this kind draws from its numeric pairs alone when it has them, never reading its
    /// points one by one.
    static var drawsPlotFromPairs: Bool { get }
}

extension MarkContract {
    static func resolvePayload(_ spec: MarkSpec, _ mark: ResolvedMark, axes: (x: AxisKind?, y: AxisKind?))
        -> (payload: MarkPayload, valid: Bool)
    { (.none, true) }
    static var stacking: StackingRule { .none }
    static var drawsAsSeries: Bool { false }
    static func automaticAnnotationPosition(_ mark: ResolvedMark) -> AnnotationPosition { .top }
    static var isFilled: Bool { true }
    static var isPolar: Bool { false }
    static var fillsFromBaseline: Bool { false }
    static var holdsSymbols: Bool { false }
    static var drawsPlotFromPairs: Bool { false }

    /// The common extent: each value's band or bin where it fills one, else the value. A plot adds the extent
    /// of its points, whose values are not all known.
    static func extent(_ mark: ResolvedMark) -> MarkExtent {
        if case .plot = mark.payload {
            return MarkExtent(x: mark.x, y: mark.y, xValue: nil, yValue: nil, valuesKnown: false)
        }
        return MarkExtent(x: mark.xBin ?? mark.x, y: mark.yBin ?? mark.y, xValue: mark.x, yValue: mark.y)
    }
}

/// How a kind stacks marks that share a position.
enum StackingRule: Sendable {
    case none
    /// Bars at one base position (and `position(by:)` slot) stack along their value axis.
    case bars
    /// Areas of different series at one x stack along y.
    case areas
}

/// What one mark adds to the position scales, in axis coordinates.
struct MarkExtent: Sendable {
    /// The extent on each axis: the band or bin the mark fills, else its value or range.
    var x: Span?
    var y: Span?
    /// The values themselves (no bins), to tell whether an axis holds only whole numbers; nil when the values
    /// are not all known (plots).
    var xValue: Span?
    var yValue: Span?
    /// False for a plot: its values are not all seen, so no axis is known to hold only whole numbers.
    var valuesKnown = true
    /// Where a bar stands on its base axis, for automatic bar widths and room for the outermost bars.
    var xBarBase: Span? = nil
    var yBarBase: Span? = nil
    /// Whether a numeric axis holding this mark includes zero unless the chart says otherwise (as Swift Charts).
    var includesZero = true
}

/// The per-kind part of a resolved mark: only the kinds that need more than x and y carry anything.
enum MarkPayload: Sendable {
    case none
    case bar(BarOrientation)
    indirect case sector(SectorPayload)
    /// A vectorized plot: its points, streamed from the caller's collection when drawn.
    indirect case plot(PlotPoints)
}

/// A sector's own values: its share of the pie and its radii.
struct SectorPayload: Sendable {
    /// The value whose share of all sectors is the slice's angle.
    var value: Double
    /// Where the slice starts and ends, in radians clockwise with 12 o'clock at -π/2; nil when it has no share
    /// (zero, or all sectors are zero). Set by resolve once every sector is known.
    var angles: (start: Double, end: Double)?
    var innerRadius: MarkDimension
    var outerRadius: MarkDimension
    var angularInset: Double?
}

extension MarkKind {
    /// The contract this kind implements: the one place that maps a kind to its behaviour.
    var contract: any MarkContract.Type {
        switch self {
        case .bar: BarMarkKind.self
        case .line: LineMarkKind.self
        case .point: PointMarkKind.self
        case .area: AreaMarkKind.self
        case .rule: RuleMarkKind.self
        case .rectangle: RectangleMarkKind.self
        case .sector: SectorMarkKind.self
        }
    }

    /// The public name of this kind's vectorized plot (`LinePlot`), for messages.
    var plotTypeName: String { typeName.replacingOccurrences(of: "Mark", with: "Plot") }

    /// The public type name, for messages.
    var typeName: String {
        switch self {
        case .bar: "BarMark"
        case .line: "LineMark"
        case .point: "PointMark"
        case .area: "AreaMark"
        case .rule: "RuleMark"
        case .rectangle: "RectangleMark"
        case .sector: "SectorMark"
        }
    }
}

extension ResolvedMark {
    /// What this mark adds to the position scales (its kind decides).
    var extent: MarkExtent { kind.contract.extent(self) }

    /// A bar's direction of growth; other marks report vertical.
    var orientation: BarOrientation {
        if case .bar(let orientation) = payload { return orientation }
        return .vertical
    }

    /// True for a bar that grows up from the x axis: x then shows ticks rather than a grid.
    var isVerticalBar: Bool {
        if case .bar(.vertical) = payload { return true }
        return false
    }

    /// True for a vectorized plot (its points come from a stream, not from marks).
    var isPlot: Bool {
        if case .plot = payload { return true }
        return false
    }

    /// A plot's points, or nil for marks.
    var plotPoints: PlotPoints? {
        if case .plot(let points) = payload { return points }
        return nil
    }

    /// A sector's values, or nil for other kinds.
    var sector: SectorPayload? {
        if case .sector(let sector) = payload { return sector }
        return nil
    }
}
