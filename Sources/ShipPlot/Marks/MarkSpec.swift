/// The kinds of mark the pipeline draws.
enum MarkKind: String, Sendable {
    case bar, line, point, area, rule
}

/// Style settings a mark collects from its modifiers. `nil` means "not set": the inner-most modifier wins,
/// and anything left unset falls back to the theme.
struct MarkStyle: Sendable, Equatable {
    var foreground: Color?
    var foregroundBy: Encoding?
    var symbol: BasicChartSymbolShape?
    var symbolBy: Encoding?
    var symbolSize: Double?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var opacity: Double?
    var cornerRadius: Double?
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
    var series: Encoding?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var style = MarkStyle()
    /// Declaration order within the chart; decides z-order and series order.
    var index = 0

    init(kind: MarkKind) { self.kind = kind }
}

/// Content that lowers to exactly one mark.
protocol PrimitiveMark: ChartContent where Body == Never {
    var spec: MarkSpec { get }
}

extension PrimitiveMark {
    public var body: Never { fatalError("\(Self.self) is a primitive mark") }
    public func _collect(into collector: inout ChartContentCollector) { collector.add(spec) }
}
