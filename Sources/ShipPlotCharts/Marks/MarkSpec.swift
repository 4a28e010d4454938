// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The kinds of mark the pipeline draws.
enum MarkKind: String, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// A mark's extent along an axis given in points instead of data: `nil` ends reach the plot's edge.
struct FixedExtent: Sendable, Equatable {
    var start: Double?
    var end: Double?
}

extension FixedExtent {
    /// The extent between the `CGFloat?` offsets a mark's initialiser takes, in points from the plot's edge.
    init(points start: CGFloat?, _ end: CGFloat?) {
        self.init(start: start.map(Double.init), end: end.map(Double.init))
    }
}

/// The style values a mark collects from its modifiers. `nil` means "not set": the inner-most modifier wins,
/// and anything left unset falls back to the theme.
struct MarkStyleValues: Sendable, Equatable {
    /// The explicit style; a gradient or shadow travels inside it (`Color.paint`).
    var foreground: Color?
    var foregroundBy: Encoding?
    var symbol: BasicChartSymbolShape?
    /// A view or custom shape drawn instead of the symbol (`.symbol { view }`).
    var symbolView: SymbolViewSpec?
    var symbolBy: Encoding?
    var symbolSize: Double?
    /// Symbol size chosen by value: numbers scale the area, categories step through sizes.
    var symbolSizeBy: Encoding?
    /// Dash pattern chosen by value, one per series.
    var lineStyleBy: Encoding?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var opacity: Double?
    var cornerRadius: Double?
    /// Groups marks that share a position side by side (`.position(by:)`).
    var positionBy: Encoding?
    var positionSpan: MarkDimension?
    var annotations: [AnnotationSpec] = []
    /// Drawing order among marks; higher draws later. Ties keep declaration order.
    var zIndex: Double?
    /// A drop shadow under the mark (`.shadow(color:radius:x:y:)`).
    var shadow: _ShapePaint.Shadow?
    /// Screen offsets of the mark's edges (`.offset(x:y:)` and its range forms).
    var offset: MarkOffset?
    /// The shape bars and rectangles are cut to (`.clipShape(Capsule())`).
    var clipShape: MarkClipShape?
    /// Gradients laid over the plot area rather than the mark (`.alignsMarkStylesWithPlotArea()`).
    var alignsToPlot = false
    /// Whether the mark is masked by `.mask { }` content, or is that content (drawn only as the mask's alpha).
    var mask: MarkMaskRole?
    /// A Gaussian blur's standard deviation in points (`.blur(radius:)`), valid and clamped; nil: sharp.
    var blur: Double?
    /// Whether a point plot draws every point rather than one symbol per pixel and colour (`.drawsEveryPoint()`).
    var drawsEveryPoint: Bool?
}

/// A mark's style, shared copy-on-write: marks with the same style (most marks of a chart) share one value,
/// so a chart of thousands of marks copies pointers rather than hundreds of bytes a mark through every stage.
/// Each field of ``MarkStyleValues`` reads and writes through it as `style.field`.
@dynamicMemberLookup
struct MarkStyle: Sendable, Equatable {
    // Unchecked: mutated only when uniquely referenced (copy on write), so sharing across threads is safe.
    private final class Storage: @unchecked Sendable {
        var values: MarkStyleValues
        init(_ values: MarkStyleValues) { self.values = values }
    }

    private static let unstyled = Storage(MarkStyleValues())
    private var storage: Storage

    /// No style set.
    init() { storage = Self.unstyled }

    subscript<Value>(dynamicMember field: WritableKeyPath<MarkStyleValues, Value>) -> Value {
        get { storage.values[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
            storage.values[keyPath: field] = newValue
        }
    }

    /// Identifies the shared value, so a modifier applied to many marks with the same style runs once.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    static func == (a: MarkStyle, b: MarkStyle) -> Bool {
        a.storage === b.storage || a.storage.values == b.storage.values
    }
}

/// The parts of a mark most marks leave unset: ranges, point-based extents, series and sector radii.
struct MarkExtraValues: Sendable {
    var xStart: Encoding? = nil
    var xEnd: Encoding? = nil
    var yStart: Encoding? = nil
    var yEnd: Encoding? = nil
    var xFixed: FixedExtent? = nil
    var yFixed: FixedExtent? = nil
    var series: Encoding? = nil
    var angle: Encoding? = nil
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: Double? = nil
    /// A vectorized plot's points, read from its collection.
    var plot: PlotSource? = nil
}

/// One mark as plain values: what every `*Mark` lowers to, and what the resolve stage reads. The rarely set
/// parts live in a shared copy-on-write box, so the common mark (x, y and a style) stays small to copy; each
/// field of ``MarkExtraValues`` reads and writes through it as `spec.field`.
@dynamicMemberLookup
struct MarkSpec: Sendable {
    // Unchecked: mutated only when uniquely referenced (copy on write), so sharing across threads is safe.
    private final class Extras: @unchecked Sendable {
        var values: MarkExtraValues
        init(_ values: MarkExtraValues) { self.values = values }
    }

    private static let noExtras = Extras(MarkExtraValues())

    var kind: MarkKind
    var x: Encoding?
    var y: Encoding?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var style = MarkStyle()
    /// Declaration order within the chart; decides z-order and series order.
    var index = 0
    private var extras = MarkSpec.noExtras

    subscript<Value>(dynamicMember field: WritableKeyPath<MarkExtraValues, Value>) -> Value {
        get { extras.values[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&extras) { extras = Extras(extras.values) }
            extras.values[keyPath: field] = newValue
        }
    }

    init(
        kind: MarkKind, x: Encoding? = nil, y: Encoding? = nil, xStart: Encoding? = nil, xEnd: Encoding? = nil,
        yStart: Encoding? = nil, yEnd: Encoding? = nil, xFixed: FixedExtent? = nil, yFixed: FixedExtent? = nil,
        series: Encoding? = nil, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.stacking = stacking
        if xStart != nil || xEnd != nil || yStart != nil || yEnd != nil || xFixed != nil || yFixed != nil
            || series != nil
        {
            extras = Extras(
                MarkExtraValues(
                    xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd, xFixed: xFixed,
                    yFixed: yFixed, series: series))
        }
    }
}

/// Content that lowers to exactly one mark.
nonisolated protocol PrimitiveMark: ChartContent where Body == Never {
    var spec: MarkSpec { get }
}

nonisolated extension PrimitiveMark {
    public var body: Never { fatalError("\(Self.self) is a primitive mark") }
    public func _collect(into collector: inout ChartContentCollector) { collector.add(spec) }
}
