import Foundation

/// The kinds of mark the pipeline draws.
enum MarkKind: String, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// A mark's extent along an axis given in points instead of data: `nil` ends reach the plot's edge.
struct FixedExtent: Sendable, Equatable {
    var start: Double?
    var end: Double?
}

/// Style settings a mark collects from its modifiers. `nil` means "not set": the inner-most modifier wins,
/// and anything left unset falls back to the theme.
struct MarkStyle: Sendable, Equatable {
    var foreground: Color?
    /// A gradient fill (`.foregroundStyle(.blue.gradient)`), drawn top to bottom across each mark.
    var foregroundGradient: Gradient?
    var foregroundBy: Encoding?
    var symbol: BasicChartSymbolShape?
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
}

/// One mark as plain values: what every `*Mark` lowers to, and what the resolve stage reads.
struct MarkSpec: Sendable {
    var kind: MarkKind
    var x: Encoding?
    var y: Encoding?
    var xStart: Encoding?
    var xEnd: Encoding?
    var yStart: Encoding?
    var yEnd: Encoding?
    /// Positions given in points rather than data (the `CGFloat?` initializer forms).
    var xFixed: FixedExtent?
    var yFixed: FixedExtent?
    var series: Encoding?
    /// Sector marks: the value whose share of the total is the slice's angle, and the ring's radii.
    var angle: Encoding?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: Double?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var style = MarkStyle()
    /// Declaration order within the chart; decides z-order and series order.
    var index = 0

    init(kind: MarkKind, x: Encoding? = nil, y: Encoding? = nil, xStart: Encoding? = nil, xEnd: Encoding? = nil,
         yStart: Encoding? = nil, yEnd: Encoding? = nil, xFixed: FixedExtent? = nil, yFixed: FixedExtent? = nil,
         series: Encoding? = nil, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
         stacking: MarkStackingMethod = .standard) {
        self.kind = kind
        self.x = x
        self.y = y
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
        self.xFixed = xFixed
        self.yFixed = yFixed
        self.series = series
        self.width = width
        self.height = height
        self.stacking = stacking
    }
}

/// `CGFloat?` start/end pairs as a fixed extent, or nil when the axis is not constrained at all.
func fixed(_ start: CGFloat?, _ end: CGFloat?) -> FixedExtent {
    FixedExtent(start: start.map(Double.init), end: end.map(Double.init))
}

/// Content that lowers to exactly one mark.
protocol PrimitiveMark: ChartContent where Body == Never {
    var spec: MarkSpec { get }
}

extension PrimitiveMark {
    public var body: Never { fatalError("\(Self.self) is a primitive mark") }
    public func _collect(into collector: inout ChartContentCollector) { collector.add(spec) }
}
