/// A position scale with its pixel range fixed by the layout.
enum PlacedScale: Sendable {
    case band(BandScale)
    case linear(LinearScale)

    /// The pixel position of a coordinate: a band's centre, or the linear mapping.
    func position(_ value: Double) -> Double {
        switch self {
        case .band(let band): band.center(value)
        case .linear(let linear): linear(value)
        }
    }

    /// The width of one band, or nil on a continuous scale.
    var bandwidth: Double? {
        if case .band(let band) = self { return band.bandwidth }
        return nil
    }

    /// Distance between neighbouring band starts, or nil on a continuous scale.
    var step: Double? {
        if case .band(let band) = self { return band.step }
        return nil
    }
}

/// An axis after layout: its scale in pixels, its ticks and their placed labels.
struct PlacedAxis: Sendable {
    var domain: PositionDomain
    var scale: PlacedScale
    var ticks: [AxisTick]
    var labels: [TextRun]
    var visible: Bool
}

/// One legend entry: a swatch and its label.
struct LegendItem: Sendable {
    var swatchCenter: Point
    var color: RGBA
    var symbol: BasicChartSymbolShape
    var label: TextRun
}

/// The legend after layout.
struct LegendLayout: Sendable {
    var title: TextRun?
    var items: [LegendItem]
}

/// Where everything goes: the layout stage's output.
struct ChartLayout: Sendable {
    var width: Double
    var height: Double
    var plot: Rect
    var x: PlacedAxis?
    var y: PlacedAxis?
    var legend: LegendLayout?
    /// The title, one run per line.
    var title: [TextRun]
}

/// The layout stage: measures labels, sizes the title, legend and axes, fixes the plot rectangle, and gives
/// each scale its pixel range. Tick density follows the space available, so labels never collide.
struct LayoutEngine {
    let chart: ResolvedChart
    let scales: ChartScales
    let theme: Theme
    let measurer: TextMeasurer
    let width: Double
    let height: Double
    let title: String?

    private var labelMetrics: LineMetrics { measurer.metrics(theme.labelFont) }

    func layout() -> ChartLayout {
        let outer = Rect(x: 0, y: 0, width: width, height: height).insetBy(theme.padding)
        var top = outer.minY
        var titleRuns: [TextRun] = []
        if let title, !title.isEmpty {
            let metrics = measurer.metrics(theme.titleFont)
            for line in wrap(title, font: theme.titleFont, width: outer.width, maxLines: 2) {
                titleRuns.append(TextRun(text: line, origin: Point(x: outer.minX, y: top + metrics.ascent),
                                         font: theme.titleFont, color: theme.text))
                top += metrics.height
            }
            top += theme.titleGap
        }

        let lineHeight = labelMetrics.height
        let xVisible = scales.x != nil && chart.settings.xAxis != .hidden
        let yVisible = scales.y != nil && chart.settings.yAxis != .hidden
        if yVisible { top += lineHeight / 2 }

        var legend = legendLayout(outer: outer)
        var bottom = outer.maxY
        if let legendHeight = legend?.height { bottom -= legendHeight + theme.legendGap }

        // Ticks depend on the plot size and the plot size on the labels; two rounds settle it.
        var xAxisHeight = xVisible ? theme.tickLength + 3 + lineHeight : 0
        var plot = Rect(x: outer.minX, y: top, width: outer.width, height: max(1, bottom - xAxisHeight - top))
        var yAxis: PlacedAxis?
        var xAxis: PlacedAxis?
        for _ in 0..<3 {
            plot.height = max(1, bottom - xAxisHeight - top)
            yAxis = scales.y.map { placeY($0, plot: plot, visible: yVisible) }
            let yLabelWidth = yVisible ? (yAxis?.labels.map { measurer.width(of: $0.text, font: $0.font) }.max() ?? 0) + theme.axisLabelGap : 0
            plot.width = max(1, outer.width - yLabelWidth)
            xAxis = scales.x.map { placeX($0, plot: plot, visible: xVisible) }
            let lines = xAxis?.ticks.map(\.lines.count).max() ?? 1
            let newHeight = xVisible ? theme.tickLength + 3 + Double(max(1, lines)) * lineHeight : 0
            if newHeight == xAxisHeight { break }
            xAxisHeight = newHeight
        }
        plot.height = max(1, bottom - xAxisHeight - top)
        yAxis = scales.y.map { placeY($0, plot: plot, visible: yVisible) }
        xAxis = scales.x.map { placeX($0, plot: plot, visible: xVisible) }
        if var placed = xAxis { placed.labels = xLabels(placed, plot: plot, outer: outer); xAxis = placed }
        if var placed = yAxis { placed.labels = yLabels(placed, plot: plot); yAxis = placed }
        if legend != nil { legend!.place(top: bottom + theme.legendGap) }
        return ChartLayout(width: width, height: height, plot: plot, x: xAxis, y: yAxis, legend: legend?.layout,
                           title: titleRuns)
    }

    /// Greedy word wrap into at most `maxLines` lines; the last line is ellipsised if text remains.
    private func wrap(_ text: String, font: FontSpec, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        while let word = words.first {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.width(of: candidate, font: font) <= width || current.isEmpty {
                current = candidate
                words = words.dropFirst()
            } else {
                lines.append(current)
                current = ""
                if lines.count == maxLines - 1 { break }
            }
        }
        let rest = ([current].filter { !$0.isEmpty } + words).joined(separator: " ")
        if !rest.isEmpty { lines.append(measurer.fitting(rest, font: font, maxWidth: width)) }
        return lines.map { measurer.fitting($0, font: font, maxWidth: width) }
    }

    // MARK: Y axis

    private func placeY(_ domain: PositionDomain, plot: Rect, visible: Bool) -> PlacedAxis {
        let count = max(2, min(5, (plot.height / 36).rounded(.down)))
        switch domain {
        case .band(let names):
            let band = BandScale(count: names.count, paddingInner: 1 - theme.barFraction, paddingOuter: 0.2,
                                 range: (plot.minY, plot.maxY))
            let ticks = AxisTicks.categories(names, stride: categoryStride(names, step: band.step, horizontal: false))
            return PlacedAxis(domain: domain, scale: .band(band), ticks: ticks, labels: provisionalLabels(ticks),
                              visible: visible)
        case .linear(let lower, let upper, let nice):
            var linear = LinearScale(domain: (lower, upper), range: (plot.maxY, plot.minY))
            if nice { linear = linear.niced(count: count) }
            let ticks = AxisTicks.numeric(linear, count: count, integral: scales.yIntegral)
            return PlacedAxis(domain: domain, scale: .linear(linear), ticks: ticks, labels: provisionalLabels(ticks),
                              visible: visible)
        case .time(let coordinates, let lower, let upper, let binned):
            let linear = LinearScale(domain: (lower, upper), range: (plot.maxY, plot.minY))
            let ticks = dateTicks(coordinates, binned: binned, lower: lower, upper: upper, length: plot.height,
                                  horizontal: false)
            return PlacedAxis(domain: domain, scale: .linear(linear), ticks: ticks, labels: provisionalLabels(ticks),
                              visible: visible)
        }
    }

    /// Label runs before placement, so their widths can size the axis.
    private func provisionalLabels(_ ticks: [AxisTick]) -> [TextRun] {
        ticks.flatMap { tick in
            tick.lines.map { TextRun(text: $0, origin: Point(x: 0, y: 0), font: theme.labelFont, color: theme.secondaryText) }
        }
    }

    private func yLabels(_ axis: PlacedAxis, plot: Rect) -> [TextRun] {
        guard axis.visible else { return [] }
        let metrics = labelMetrics
        return axis.ticks.flatMap { tick -> [TextRun] in
            let y = axis.scale.position(tick.value)
            let total = Double(tick.lines.count) * metrics.height
            return tick.lines.enumerated().map { i, line in
                let baseline = y - total / 2 + Double(i) * metrics.height + metrics.ascent
                return TextRun(text: line, origin: Point(x: plot.maxX + theme.axisLabelGap, y: baseline),
                               font: theme.labelFont, color: theme.secondaryText)
            }
        }
    }

    // MARK: X axis

    private func placeX(_ domain: PositionDomain, plot: Rect, visible: Bool) -> PlacedAxis {
        switch domain {
        case .band(let names):
            let band = BandScale(count: names.count, paddingInner: 1 - theme.barFraction, paddingOuter: 0.2,
                                 range: (plot.minX, plot.maxX))
            let stride = categoryStride(names, step: band.step, horizontal: true)
            return PlacedAxis(domain: domain, scale: .band(band), ticks: AxisTicks.categories(names, stride: stride),
                              labels: [], visible: visible)
        case .linear(let lower, let upper, let nice):
            var count = max(2, min(10, (plot.width / 80).rounded(.down)))
            while true {
                var linear = LinearScale(domain: (lower, upper), range: (plot.minX, plot.maxX))
                if nice { linear = linear.niced(count: count) }
                let ticks = AxisTicks.numeric(linear, count: count, integral: scales.xIntegral)
                if count <= 2 || fits(ticks, scale: .linear(linear)) {
                    return PlacedAxis(domain: domain, scale: .linear(linear), ticks: ticks, labels: [], visible: visible)
                }
                count -= 1
            }
        case .time(let coordinates, let lower, let upper, let binned):
            let linear = LinearScale(domain: (lower, upper), range: (plot.minX, plot.maxX))
            let ticks = dateTicks(coordinates, binned: binned, lower: lower, upper: upper, length: plot.width,
                                  horizontal: true)
            return PlacedAxis(domain: domain, scale: .linear(linear), ticks: ticks, labels: [], visible: visible)
        }
    }

    /// Every n-th category, the smallest n whose labels do not collide.
    private func categoryStride(_ names: [String], step: Double, horizontal: Bool) -> Int {
        guard !names.isEmpty, step > 0 else { return 1 }
        let needed: Double
        if horizontal {
            needed = (names.map { measurer.width(of: $0, font: theme.labelFont) }.max() ?? 0) + theme.labelSpacing
        } else {
            needed = labelMetrics.height + 2
        }
        return max(1, Int((needed / step).rounded(.up)))
    }

    /// Date ticks at the finest calendar stride whose labels fit side by side (or stacked, on a y axis).
    private func dateTicks(_ coordinates: TimeCoordinates, binned: Bool, lower: Double, upper: Double,
                           length: Double, horizontal: Bool) -> [AxisTick] {
        let generator = DateTicks(coordinates: coordinates, centerDays: binned && coordinates.unit == .day)
        let span = upper - lower
        guard span > 0, span.isFinite, length > 0 else { return [] }
        let dayWidth = generator.coordinate(CivilDate(dayNumber: 1)) - generator.coordinate(CivilDate(dayNumber: 0))
        let pixelsPerDay = length / span * dayWidth
        let scale = PlacedScale.linear(LinearScale(domain: (lower, upper), range: (0, length)))
        var fallback: [AxisTick] = []
        for stride in DateStride.candidates {
            // A stride narrower than the shortest label cannot fit; skip it without generating ticks.
            if stride.approximateDays * pixelsPerDay < 20 { continue }
            let ticks = generator.ticks(stride, lower: lower, upper: upper)
            if ticks.isEmpty { continue }
            if fallback.isEmpty { fallback = ticks }
            if horizontal ? fits(ticks, scale: scale) : fitsVertically(ticks, scale: scale) { return ticks }
            fallback = ticks
        }
        return Array(fallback.prefix(1))
    }

    /// Whether neighbouring labels keep at least `labelSpacing` between them.
    private func fits(_ ticks: [AxisTick], scale: PlacedScale) -> Bool {
        let placed = ticks.map { tick -> (x: Double, w: Double) in
            let w = tick.lines.map { measurer.width(of: $0, font: theme.labelFont) }.max() ?? 0
            return (scale.position(tick.value), w)
        }.sorted { $0.x < $1.x }
        for i in placed.indices.dropFirst() {
            let gap = placed[i].x - placed[i - 1].x - (placed[i].w + placed[i - 1].w) / 2
            if gap < theme.labelSpacing { return false }
        }
        return true
    }

    private func fitsVertically(_ ticks: [AxisTick], scale: PlacedScale) -> Bool {
        let ys = ticks.map { scale.position($0.value) }.sorted()
        let needed = labelMetrics.height * Double(ticks.map(\.lines.count).max() ?? 1) + 2
        for i in ys.indices.dropFirst() where ys[i] - ys[i - 1] < needed { return false }
        return true
    }

    private func xLabels(_ axis: PlacedAxis, plot: Rect, outer: Rect) -> [TextRun] {
        guard axis.visible else { return [] }
        let metrics = labelMetrics
        let maxWidth: Double? = axis.scale.step.map { max($0 * Double(max(1, strideOf(axis))) - theme.labelSpacing, 12) }
        return axis.ticks.flatMap { tick -> [TextRun] in
            let x = axis.scale.position(tick.value)
            return tick.lines.enumerated().map { i, line in
                let text = maxWidth.map { measurer.fitting(line, font: theme.labelFont, maxWidth: $0) } ?? line
                let w = measurer.width(of: text, font: theme.labelFont)
                let left = min(max(x - w / 2, outer.minX), outer.maxX - w)
                let baseline = plot.maxY + theme.tickLength + 3 + metrics.ascent + Double(i) * metrics.height
                return TextRun(text: text, origin: Point(x: left, y: baseline), font: theme.labelFont,
                               color: theme.secondaryText)
            }
        }
    }

    private func strideOf(_ axis: PlacedAxis) -> Int {
        guard axis.ticks.count > 1 else { return 1 }
        return Int((axis.ticks[1].value - axis.ticks[0].value).rounded())
    }

    // MARK: Legend

    /// A legend laid out in rows before its vertical position is known.
    private struct PendingLegend {
        var layout: LegendLayout
        var height: Double

        mutating func place(top: Double) {
            if var title = layout.title {
                title.origin.y += top
                layout.title = title
            }
            layout.items = layout.items.map { item in
                var item = item
                item.swatchCenter.y += top
                item.label.origin.y += top
                return item
            }
        }
    }

    private func legendLayout(outer: Rect) -> PendingLegend? {
        guard let domain = chart.colors, chart.settings.legend != .hidden, !domain.keys.isEmpty else { return nil }
        let metrics = labelMetrics
        let font = theme.labelFont
        var x = outer.minX
        var row = 0.0
        var titleRun: TextRun?
        if !domain.title.isEmpty {
            let text = measurer.fitting(domain.title, font: font, maxWidth: outer.width / 3)
            titleRun = TextRun(text: text, origin: Point(x: x, y: metrics.ascent), font: font, color: theme.secondaryText)
            x += measurer.width(of: text, font: font) + theme.legendItemGap
        }
        var items: [LegendItem] = []
        for (i, key) in domain.keys.enumerated() {
            let maxLabel = outer.width - theme.legendSwatch - 5
            let text = measurer.fitting(key, font: font, maxWidth: maxLabel)
            let itemWidth = theme.legendSwatch + 5 + measurer.width(of: text, font: font)
            if x > outer.minX && x + itemWidth > outer.maxX {
                x = outer.minX
                row += metrics.height + theme.legendRowGap
            }
            let color = scales.colors.indices.contains(i) ? scales.colors[i] : theme.paletteColor(i)
            items.append(LegendItem(
                swatchCenter: Point(x: x + theme.legendSwatch / 2, y: row + metrics.height / 2),
                color: color, symbol: .circle,
                label: TextRun(text: text, origin: Point(x: x + theme.legendSwatch + 5, y: row + metrics.ascent),
                               font: font, color: theme.text)))
            x += itemWidth + theme.legendItemGap
        }
        return PendingLegend(layout: LegendLayout(title: titleRun, items: items), height: row + metrics.height)
    }
}
