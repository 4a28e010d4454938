import Foundation

/// What kind of values an axis carries, and how they become coordinates.
enum AxisKind: Equatable, Sendable {
    /// Categories in order of first appearance; coordinate = index.
    case category([String])
    /// Plain numbers; coordinate = the value.
    case number
    /// Dates; coordinate = calendar units since 1970 in the chart's zone. `binned` when marks use `unit:`.
    case date(TimeCoordinates, binned: Bool)
}

/// One resolved axis: its kind and the label that names it.
struct ResolvedAxis: Equatable, Sendable {
    var kind: AxisKind
    var title: String
}

/// An extent along one axis, in that axis's coordinates. A point has `lower == upper`.
struct Span: Equatable, Sendable {
    var lower: Double
    var upper: Double

    static func point(_ value: Double) -> Span { Span(lower: value, upper: value) }
    var mid: Double { (lower + upper) / 2 }
}

/// Whether a bar grows up from the x axis or sideways from the y axis.
enum BarOrientation: Sendable { case vertical, horizontal }

/// A mark after resolution: coordinates typed per axis, series and colour assigned, stacks computed.
struct ResolvedMark: Sendable {
    var kind: MarkKind
    var index: Int
    /// Position along x; `nil` for a horizontal rule (which spans the plot).
    var x: Span?
    /// Position along y; `nil` for a vertical rule.
    var y: Span?
    /// For bars and binned positions: the full extent of the band or bin the mark sits in.
    var xBin: Span?
    var yBin: Span?
    /// False when a value was NaN or infinite: lines and areas break here, other marks are skipped.
    var defined = true
    var orientation: BarOrientation = .vertical
    /// Lines and areas with the same key form one series.
    var seriesKey: String
    /// Index into the chart's colour domain when coloured by value.
    var colorIndex: Int?
    /// Index into the symbol domain when the symbol is chosen by value.
    var symbolIndex: Int?
    var style: MarkStyle
    var width: MarkDimension
    var height: MarkDimension
}

/// A discrete domain of style values (colour or symbol), in legend order.
struct StyleDomain: Equatable, Sendable {
    var title: String
    var keys: [String]
    /// Explicit colours from `chartForegroundStyleScale`, parallel to `keys` where given.
    var explicitColors: [Color?]
}

/// The output of the resolve stage.
struct ResolvedChart: Sendable {
    var x: ResolvedAxis?
    var y: ResolvedAxis?
    var marks: [ResolvedMark]
    var colors: StyleDomain?
    var symbols: StyleDomain?
    var settings: ChartSettings
    var diagnostics: [ChartDiagnostic]
}

/// A warning about data the chart had to leave out or adjust; rendering still succeeds.
public struct ChartDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// One line saying what happened, e.g. `3 non-finite values left out of LineMark`.
    public let message: String
    public var description: String { message }
}
