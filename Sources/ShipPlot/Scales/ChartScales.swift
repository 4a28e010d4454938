/// The data extent of a position axis, before the layout gives it pixels.
enum PositionDomain: Equatable, Sendable {
    /// Categories on bands, in order.
    case band([String])
    /// Numbers; `nice` rounds the ends out to ticks once the tick count is known.
    case linear(lower: Double, upper: Double, nice: Bool)
    /// Dates as calendar coordinates; `binned` when marks fill whole units (bars over days).
    case time(TimeCoordinates, lower: Double, upper: Double, binned: Bool)
}

/// The scales stage's output: position domains and the style scales (colours, symbols).
struct ChartScales: Sendable {
    var x: PositionDomain?
    var y: PositionDomain?
    /// Smallest gap between distinct bar positions on a numeric base axis, for automatic bar widths.
    var xBarGap: Double?
    var yBarGap: Double?
    /// Colour of each key of the resolved colour domain, in legend order.
    var colors: [RGBA]
    /// Symbol of each key of the resolved symbol domain.
    var symbols: [BasicChartSymbolShape]
    /// Whether every value on the axis is a whole number, so ticks never show fractions (as Swift Charts avoids).
    var xIntegral = false
    var yIntegral = false
}

/// Builds domains from resolved marks: unions every extent, adds zero to numeric axes (as Swift Charts does),
/// and pads single values so no scale ever divides by zero.
struct ScaleBuilder {
    let chart: ResolvedChart
    let theme: Theme

    func build() -> ChartScales {
        let marks = chart.marks.filter(\.defined)
        let colors: [RGBA] = chart.colors.map { domain in
            domain.keys.indices.map { i in
                domain.explicitColors[i].map(theme.resolve) ?? theme.paletteColor(i)
            }
        } ?? []
        let symbols = chart.symbols.map { $0.keys.indices.map { BasicChartSymbolShape.cycle[$0 % BasicChartSymbolShape.cycle.count] } } ?? []
        return ChartScales(
            x: domain(chart.x, spans: marks.compactMap { $0.xBin ?? $0.x }, explicit: chart.settings.xDomain,
                      barGap: barGap(marks, vertical: true)),
            y: domain(chart.y, spans: marks.compactMap { $0.yBin ?? $0.y }, explicit: chart.settings.yDomain,
                      barGap: barGap(marks, vertical: false)),
            xBarGap: barGap(marks, vertical: true),
            yBarGap: barGap(marks, vertical: false),
            colors: colors,
            symbols: symbols,
            xIntegral: integral(marks.compactMap(\.x)),
            yIntegral: integral(marks.compactMap(\.y)))
    }

    private func integral(_ spans: [Span]) -> Bool {
        !spans.isEmpty && spans.allSatisfy { $0.lower == $0.lower.rounded() && $0.upper == $0.upper.rounded() }
    }

    /// The smallest distance between distinct base positions of bars on a numeric axis.
    private func barGap(_ marks: [ResolvedMark], vertical: Bool) -> Double? {
        let axis = vertical ? chart.x : chart.y
        guard axis?.kind == .number else { return nil }
        let positions = marks.filter { $0.kind == .bar && ($0.orientation == .vertical) == vertical }
            .compactMap { (vertical ? $0.x : $0.y)?.lower }
        guard !positions.isEmpty else { return nil }
        let sorted = Array(Set(positions)).sorted()
        var gap = Double.infinity
        for i in sorted.indices.dropFirst() { gap = min(gap, sorted[i] - sorted[i - 1]) }
        return gap.isFinite ? gap : 1
    }

    private func domain(_ axis: ResolvedAxis?, spans: [Span], explicit: ClosedRange<Double>?, barGap: Double?) -> PositionDomain? {
        guard let axis else { return nil }
        switch axis.kind {
        case .category(let names):
            return .band(names)
        case .number:
            if let explicit, explicit.lowerBound.isFinite, explicit.upperBound.isFinite,
               explicit.lowerBound < explicit.upperBound {
                return .linear(lower: explicit.lowerBound, upper: explicit.upperBound, nice: false)
            }
            var lower = 0.0, upper = 0.0
            for span in spans {
                lower = min(lower, span.lower)
                upper = max(upper, span.upper)
            }
            if let gap = barGap {
                // Room for the outermost bars' halves.
                let bars = spans.map(\.lower)
                if let minBar = bars.min(), let maxBar = bars.max() {
                    lower = min(lower, minBar - gap / 2)
                    upper = max(upper, maxBar + gap / 2)
                }
            }
            if lower == upper { upper = lower + 1 }
            if !(upper - lower).isFinite {
                // Values near ±Double.greatestFiniteMagnitude: keep a finite span.
                lower = max(lower, -Double.greatestFiniteMagnitude / 2)
                upper = min(upper, Double.greatestFiniteMagnitude / 2)
            }
            return .linear(lower: lower, upper: upper, nice: true)
        case .date(let coordinates, let binned):
            guard var lower = spans.map(\.lower).min(), var upper = spans.map(\.upper).max() else {
                return .time(coordinates, lower: 0, upper: 1, binned: binned)
            }
            if lower == upper {
                lower -= 0.5
                upper += 0.5
            }
            return .time(coordinates, lower: lower, upper: upper, binned: binned)
        }
    }
}
