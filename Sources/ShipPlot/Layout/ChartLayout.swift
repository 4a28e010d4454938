import Foundation

/// A position scale with its pixel range fixed by the layout.
enum PlacedScale: Sendable {
    case band(BandScale)
    case linear(LinearScale)

    /// The pixel position of a coordinate: a band's centre (fractional indices interpolate), or the mapping.
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

    /// The pixel range, start to end.
    var range: (start: Double, end: Double) {
        switch self {
        case .band(let band): band.range
        case .linear(let linear): linear.range
        }
    }
}

/// Which side of the plot an axis's labels sit on.
enum AxisSide: Sendable { case bottom, top, leading, trailing }

/// A grid line or tick as an axis value asks for it: its own stroke, or the theme's when nil.
struct AxisLineStyle: Sendable {
    var stroke: StrokeStyle?
    var length: Double
}

/// One placed axis value: where it is and which parts it draws.
struct PlacedTick: Sendable {
    var position: Double
    var grid: AxisLineStyle?
    var tick: AxisLineStyle?
}

/// An axis after layout: its scale in pixels, its ticks and their placed labels.
struct PlacedAxis: Sendable {
    var domain: PositionDomain
    var scale: PlacedScale
    var ticks: [PlacedTick]
    var labels: [TextRun]
    var visible: Bool
    var side: AxisSide
    var title: TextRun?
}

/// One legend entry: a swatch and its label.
struct LegendItem: Sendable {
    var swatchCenter: Point
    var color: RGBA
    var symbol: BasicChartSymbolShape
    /// A line swatch with this dash pattern instead of a symbol (for `lineStyle(by:)`).
    var dash: [Double]? = nil
    var label: TextRun
}

/// A gradient legend for a continuous colour scale.
struct GradientLegend: Sendable {
    var bar: Rect
    var stops: [GradientStop]
    var labels: [TextRun]
}

/// The legend after layout.
struct LegendLayout: Sendable {
    var titles: [TextRun]
    var items: [LegendItem]
    var gradient: GradientLegend?
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
/// each scale its pixel range. Tick density follows the space available, so labels never collide; category
/// labels turn 45° before they would overlap.
struct LayoutEngine {
    let chart: ResolvedChart
    let scales: ChartScales
    let theme: Theme
    let measurer: TextMeasurer
    let width: Double
    let height: Double
    let title: String?
    /// The calendar that formats date labels given a `FormatStyle`; the default is made only when needed.
    var chosenCalendar: Calendar? = nil
    private var calendar: Calendar { chosenCalendar ?? ChartRenderer.defaultCalendar }

    private var settings: ChartSettings { chart.settings }
    private var labelMetrics: LineMetrics { measurer.metrics(theme.labelFont) }

    /// The chart inside its padding: nothing is drawn outside it.
    private var content: Rect {
        let insets = settings.padding ?? EdgeInsets(top: theme.padding, leading: theme.padding, bottom: theme.padding,
                                                     trailing: theme.padding)
        // A NaN, infinite or larger-than-the-chart padding would make every position NaN: keep each in 0...size.
        func inset(_ value: CGFloat, _ size: Double) -> Double {
            Double(value).isFinite ? min(max(Double(value), 0), size) : theme.padding
        }
        let (top, leading) = (inset(insets.top, height), inset(insets.leading, width))
        let (bottom, trailing) = (inset(insets.bottom, height), inset(insets.trailing, width))
        return Rect(x: leading, y: top, width: max(1, width - leading - trailing), height: max(1, height - top - bottom))
    }

    func layout() -> ChartLayout {
        var area = content

        var titleRuns: [TextRun] = []
        if let title, !title.isEmpty {
            let metrics = measurer.metrics(theme.titleFont)
            for line in wrap(title, font: theme.titleFont, width: area.width, maxLines: 2) {
                titleRuns.append(TextRun(text: line, origin: Point(x: area.minX, y: area.minY + metrics.ascent),
                                         font: theme.titleFont, color: theme.text))
                area.y += metrics.height
                area.height -= metrics.height
            }
            area.y += theme.titleGap
            area.height -= theme.titleGap
        }

        var legend = legendBlock(maxWidth: area.width, maxHeight: area.height)
        let gap = settings.legendSpacing ?? theme.legendGap
        let legendSide = Self.legendSide(settings.legendPosition)
        if let block = legend {
            switch legendSide {
            case .bottom: area.height -= block.height + gap
            case .top: area.y += block.height + gap; area.height -= block.height + gap
            case .leading: area.x += block.width + gap; area.width -= block.width + gap
            case .trailing: area.width -= block.width + gap
            }
            area.width = max(1, area.width)
            area.height = max(1, area.height)
        }

        var plot = area
        var xAxis: PlacedAxis?
        var yAxis: PlacedAxis?
        if !chart.isPolar {
            (plot, xAxis, yAxis) = layoutAxes(in: area)
        }

        if var block = legend {
            let alignment = settings.legendAlignment?.horizontal ?? .leading
            let content: Rect
            switch legendSide {
            case .bottom:
                let top = (xAxis.map { bottomExtent(of: $0, plot: plot) } ?? plot.maxY) + gap
                content = Rect(x: area.minX, y: top, width: area.width, height: block.height)
            case .top:
                content = Rect(x: area.minX, y: area.minY - gap - block.height, width: area.width, height: block.height)
            case .leading:
                content = Rect(x: area.minX - gap - block.width, y: plot.minY, width: block.width, height: block.height)
            case .trailing:
                let right = yAxis.map { trailingExtent(of: $0, plot: plot) } ?? plot.maxX
                content = Rect(x: right + gap, y: plot.minY, width: block.width, height: block.height)
            }
            block.place(in: content, alignment: legendSide == .leading || legendSide == .trailing ? .leading : alignment)
            legend = block
        }
        return ChartLayout(width: width, height: height, plot: plot, x: xAxis, y: yAxis, legend: legend?.layout,
                           title: titleRuns)
    }

    private static func legendSide(_ position: AnnotationPosition.Kind) -> AxisSide {
        switch position {
        case .top, .topLeading, .topTrailing: .top
        case .leading: .leading
        case .trailing, .overlay: .trailing
        default: .bottom
        }
    }

    // MARK: Axes

    /// Lays out both axes and returns the plot rectangle. Ticks depend on the plot size and the plot size on
    /// the labels; three rounds settle it.
    private func layoutAxes(in area: Rect) -> (Rect, PlacedAxis?, PlacedAxis?) {
        let lineHeight = labelMetrics.height
        let xVisible = scales.x != nil && settings.xAxis != .hidden
        let yVisible = scales.y != nil && settings.yAxis != .hidden
        let xSide: AxisSide = settings.xAxisMarks?.first?.position == .top ? .top : .bottom
        let ySide: AxisSide = settings.yAxisMarks?.first?.position == .leading ? .leading : .trailing
        let titleHeight = lineHeight + 4

        var plot = area
        var top = area.minY, bottom = area.maxY, left = area.minX, right = area.maxX
        if yVisible { top += lineHeight / 2 }
        if xVisible && settings.xAxisTitle != nil {
            if xSide == .bottom { bottom -= titleHeight } else { top += titleHeight }
        }
        if yVisible && settings.yAxisTitle != nil {
            if ySide == .trailing { right -= titleHeight } else { left += titleHeight }
        }
        var xBand = xVisible ? theme.tickLength + 3 + lineHeight : 0
        var yBand = 0.0
        var xPlan: AxisPlan?
        var yPlan: AxisPlan?
        for _ in 0..<3 {
            plot = Rect(x: ySide == .leading ? left + yBand : left,
                        y: xSide == .top ? top + xBand : top,
                        width: max(1, right - left - yBand), height: max(1, bottom - top - xBand))
            yPlan = scales.y.map { planY($0, plot: plot, visible: yVisible) }
            let newYBand = yVisible ? (yPlan?.extent ?? 0) + theme.axisLabelGap : 0
            plot.width = max(1, right - left - newYBand)
            if ySide == .leading { plot.x = left + newYBand }
            xPlan = scales.x.map { planX($0, plot: plot, visible: xVisible) }
            let newXBand = xVisible ? theme.tickLength + 3 + (xPlan?.extent ?? lineHeight) : 0
            let settled = newXBand == xBand && newYBand == yBand
            xBand = newXBand
            yBand = newYBand
            if settled { break }
        }
        plot = Rect(x: ySide == .leading ? left + yBand : left, y: xSide == .top ? top + xBand : top,
                    width: max(1, right - left - yBand), height: max(1, bottom - top - xBand))
        yPlan = scales.y.map { planY($0, plot: plot, visible: yVisible) }
        xPlan = scales.x.map { planX($0, plot: plot, visible: xVisible) }
        var xAxis = xPlan.map { place($0, side: xSide, plot: plot) }
        var yAxis = yPlan.map { place($0, side: ySide, plot: plot) }
        if var axis = xAxis, axis.visible, let setting = settings.xAxisTitle {
            axis.title = xTitle(setting, axis: axis, side: xSide, plot: plot)
            xAxis = axis
        }
        if var axis = yAxis, axis.visible, let setting = settings.yAxisTitle {
            axis.title = yTitle(setting, axis: axis, side: ySide, plot: plot)
            yAxis = axis
        }
        return (plot, xAxis, yAxis)
    }

    /// An axis's scale, ticks and labels before they are placed beside the plot.
    private struct AxisPlan {
        var domain: PositionDomain
        var scale: PlacedScale
        var ticks: [TickMark]
        var components: [[AxisComponent]]
        var labels: [[String]]
        var labelFonts: [FontSpec]
        var angle: Double
        var visible: Bool
        /// Space the labels need across the axis (height for x, width for y).
        var extent: Double
        var horizontal: Bool
    }

    private func range(_ start: Double, _ end: Double, setting: ScaleSetting, reversed: Bool) -> (Double, Double) {
        let pad = setting.range ?? .plotDimension()
        let (a, b) = (start + pad.startPadding, end - pad.endPadding)
        return reversed ? (b, a) : (a, b)
    }

    private func planY(_ domain: PositionDomain, plot: Rect, visible: Bool) -> AxisPlan {
        let spec = settings.yAxisMarks?.first
        let count = desiredCount(spec).map(Double.init) ?? max(2, min(5, (plot.height / 36).rounded(.down)))
        let (start, end) = range(plot.maxY, plot.minY, setting: settings.yScale, reversed: scales.yReversed)
        var scale: PlacedScale
        var ticks: [TickMark]
        switch domain {
        case .band(let names):
            // Bands read top to bottom in data order.
            let band = BandScale(count: names.count, paddingInner: 1 - theme.barFraction, paddingOuter: 0.2,
                                 range: (end, start))
            scale = .band(band)
            let needed = labelMetrics.height + 2
            ticks = explicitTicks(spec, domain: domain, scale: scale)
                ?? AxisTicks.categories(names, stride: max(1, Int((needed / max(band.step, 1e-9)).rounded(.up))))
        case .linear(let lower, let upper, let nice, let transform):
            var linear = LinearScale(domain: (lower, upper), range: (start, end), transform: transform)
            if nice { linear = linear.niced(count: count) }
            scale = .linear(linear)
            ticks = explicitTicks(spec, domain: domain, scale: scale)
                ?? AxisTicks.numeric(linear, count: count, integral: scales.yIntegral)
        case .time(let coordinates, let lower, let upper, let binned):
            let linear = LinearScale(domain: (lower, upper), range: (start, end))
            scale = .linear(linear)
            ticks = explicitTicks(spec, domain: domain, scale: scale)
                ?? dateTicks(coordinates, binned: binned, lower: lower, upper: upper, length: plot.height,
                             horizontal: false, desired: desiredCount(spec))
        }
        var plan = finishPlan(domain: domain, scale: scale, ticks: ticks, specs: settings.yAxisMarks, visible: visible,
                              horizontal: false, angle: 0)
        let maxWidth = width * 0.35
        plan.labels = plan.labels.map { $0.map { measurer.fitting($0, font: theme.labelFont, maxWidth: maxWidth) } }
        plan.extent = zip(plan.labels, plan.labelFonts).flatMap { lines, font in lines.map { measurer.width(of: $0, font: font) } }
            .max() ?? 0
        return plan
    }

    private func planX(_ domain: PositionDomain, plot: Rect, visible: Bool) -> AxisPlan {
        let spec = settings.xAxisMarks?.first
        let (start, end) = range(plot.minX, plot.maxX, setting: settings.xScale, reversed: scales.xReversed)
        let forced = forcedAngle(settings.xAxisMarks)
        switch domain {
        case .band(let names):
            let band = BandScale(count: names.count, paddingInner: 1 - theme.barFraction, paddingOuter: 0.2,
                                 range: (start, end))
            let scale = PlacedScale.band(band)
            if let explicit = explicitTicks(spec, domain: domain, scale: scale) {
                return finishPlan(domain: domain, scale: scale, ticks: explicit, specs: settings.xAxisMarks,
                                  visible: visible, horizontal: true, angle: forced ?? 0)
            }
            let widths = names.map { measurer.width(of: $0, font: theme.labelFont) }
            let step = max(band.step, 1e-9)
            let horizontalStride = max(1, Int((((widths.max() ?? 0) + theme.labelSpacing) / step).rounded(.up)))
            if forced == nil && horizontalStride == 1 || forced == 0 {
                return finishPlan(domain: domain, scale: scale, ticks: AxisTicks.categories(names, stride: horizontalStride),
                                  specs: settings.xAxisMarks, visible: visible, horizontal: true, angle: 0)
            }
            // Turned labels need only their line height (times √2 at 45°) between neighbours.
            let angle = forced ?? -Double.pi / 4
            let needed = labelMetrics.height * (abs(sin(angle)) > 0.99 ? 1 : 1.45) + 2
            let stride = max(1, Int((needed / step).rounded(.up)))
            return finishPlan(domain: domain, scale: scale, ticks: AxisTicks.categories(names, stride: stride),
                              specs: settings.xAxisMarks, visible: visible, horizontal: true, angle: angle)
        case .linear(let lower, let upper, let nice, let transform):
            var count = Double(desiredCount(spec) ?? Int(max(2, min(10, (plot.width / 80).rounded(.down)))))
            while true {
                var linear = LinearScale(domain: (lower, upper), range: (start, end), transform: transform)
                if nice { linear = linear.niced(count: count) }
                let scale = PlacedScale.linear(linear)
                if let explicit = explicitTicks(spec, domain: domain, scale: scale) {
                    return finishPlan(domain: domain, scale: scale, ticks: explicit, specs: settings.xAxisMarks,
                                      visible: visible, horizontal: true, angle: forced ?? 0)
                }
                let ticks = AxisTicks.numeric(linear, count: count, integral: scales.xIntegral)
                if count <= 2 || desiredCount(spec) != nil || fits(ticks, scale: scale) {
                    return finishPlan(domain: domain, scale: scale, ticks: ticks, specs: settings.xAxisMarks,
                                      visible: visible, horizontal: true, angle: forced ?? 0)
                }
                count -= 1
            }
        case .time(let coordinates, let lower, let upper, let binned):
            let scale = PlacedScale.linear(LinearScale(domain: (lower, upper), range: (start, end)))
            let ticks = explicitTicks(spec, domain: domain, scale: scale)
                ?? dateTicks(coordinates, binned: binned, lower: lower, upper: upper, length: abs(end - start),
                             horizontal: true, desired: desiredCount(spec))
            return finishPlan(domain: domain, scale: scale, ticks: ticks, specs: settings.xAxisMarks, visible: visible,
                              horizontal: true, angle: forced ?? 0)
        }
    }

    /// The label angle an `AxisValueLabel(orientation:)` asks for, if any.
    private func forcedAngle(_ specs: [AxisMarksSpec]?) -> Double? {
        guard let spec = specs?.first else { return nil }
        for component in spec.content(AxisValue(primitive: .number(0), index: 0, count: 1)) {
            if case .label(let label) = component, let degrees = label.orientation.degrees {
                return degrees * Double.pi / 180
            }
        }
        return nil
    }

    private func desiredCount(_ spec: AxisMarksSpec?) -> Int? {
        if case .automatic(let count?)? = spec?.values.kind { return max(1, count) }
        return nil
    }

    /// Ticks from `AxisMarks(values:)`: a stride or explicit values. Nil means "choose automatically".
    private func explicitTicks(_ spec: AxisMarksSpec?, domain: PositionDomain, scale: PlacedScale) -> [TickMark]? {
        guard let spec else { return nil }
        switch spec.values.kind {
        case .automatic:
            return nil
        case .numberStride(let step):
            guard case .linear(let linear) = scale else { return nil }
            return AxisTicks.numericStride(linear, step: step)
        case .dateStride(let component, let count, _):
            guard case .time(let coordinates, let lower, let upper, let binned) = domain,
                  let stride = DateStride(component: component, count: count) else { return nil }
            return DateTicks(coordinates: coordinates, binnedUnit: binned ? coordinates.unit : nil)
                .ticks(stride, lower: lower, upper: upper, fromEnd: false)
        case .values(let values):
            switch domain {
            case .band(let names):
                let lookup = Resolver.lookup(names)
                return values.compactMap { value in
                    guard case .string(let s) = value, let i = lookup[s] else { return nil }
                    return TickMark(value: Double(i), lines: [s])
                }
            case .linear:
                let numbers = values.compactMap { value -> Double? in
                    if case .number(let v) = value, v.isFinite { return v }
                    return nil
                }
                return AxisTicks.label(numbers, logarithmic: false).map {
                    TickMark(value: $0.value, lines: [LabelFormat.number($0.value, decimals: LabelFormat.decimals(forValue: $0.value))])
                }
            case .time(let coordinates, _, _, _):
                return values.compactMap { value in
                    guard case .date(let d) = value else { return nil }
                    let civil = CivilDate(dayNumber: Int((coordinates.coordinate(d) / coordinates.unitsPerDay).rounded(.down)))
                    return TickMark(value: coordinates.coordinate(d), lines: [LabelFormat.monthDay(civil)])
                }
            }
        }
    }

    /// Applies `AxisMarks` content per value (which parts, which label text) and measures the labels.
    private func finishPlan(domain: PositionDomain, scale: PlacedScale, ticks: [TickMark], specs: [AxisMarksSpec]?,
                           visible: Bool, horizontal: Bool, angle: Double) -> AxisPlan {
        var components: [[AxisComponent]] = []
        var labels: [[String]] = []
        var fonts: [FontSpec] = []
        for (i, tick) in ticks.enumerated() {
            let primitive = primitiveValue(tick.value, domain: domain)
            let parts: [AxisComponent]
            if let spec = specs?.first {
                parts = spec.content(AxisValue(primitive: primitive, index: i, count: ticks.count))
            } else {
                parts = defaultComponents(domain: domain, horizontal: horizontal)
            }
            components.append(parts)
            var lines: [String] = []
            var font = theme.labelFont
            for case .label(let label) in parts {
                if let text = label.text {
                    lines = text.map(\.string)
                    if let f = text.first?.font { font = FontSpec(size: f.size, bold: f.isBold) }
                } else if let format = label.format, let formatted = format(primitive, calendar) {
                    lines = formatted.split(separator: "\n").map(String.init)
                } else {
                    lines = tick.lines
                }
            }
            labels.append(lines)
            fonts.append(font)
        }
        let metrics = labelMetrics
        var extent = 0.0
        if horizontal {
            for (lines, font) in zip(labels, fonts) {
                let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
                let tall = Double(lines.count) * metrics.height
                let rotated = angle == 0 ? tall
                    : min(widest, maxTurnedLabelWidth) * abs(sin(angle)) + metrics.height * abs(cos(angle))
                extent = max(extent, rotated)
            }
        }
        return AxisPlan(domain: domain, scale: scale, ticks: ticks, components: components, labels: labels,
                        labelFonts: fonts, angle: angle, visible: visible, extent: extent, horizontal: horizontal)
    }

    /// Turned category labels are cut at this width so a long name cannot push the plot away.
    private var maxTurnedLabelWidth: Double { min(160, height * 0.3) }

    /// The parts an axis draws with no `AxisMarks`: grid and label on y; on x, grid, tick and label for
    /// continuous values, tick and label over bars, just labels for categories.
    private func defaultComponents(domain: PositionDomain, horizontal: Bool) -> [AxisComponent] {
        let label = AxisComponent.label(AxisLabelSpec(format: nil, text: nil, centered: nil, orientation: .automatic))
        if !horizontal {
            if case .band = domain { return [label] }
            return [.grid(centered: nil, stroke: nil), label]
        }
        switch domain {
        case .band: return [label]
        case .time, .linear:
            let barsAlongX = chart.marks.contains(where: \.isVerticalBar)
            return barsAlongX ? [.tick(centered: nil, length: nil, stroke: nil), label]
                : [.grid(centered: nil, stroke: nil), .tick(centered: nil, length: nil, stroke: nil), label]
        }
    }

    /// The value at a tick, as `AxisValue` and label formats see it.
    private func primitiveValue(_ coordinate: Double, domain: PositionDomain) -> PlottablePrimitive {
        switch domain {
        case .band(let names):
            let i = Int(coordinate.rounded())
            return .string(names.indices.contains(i) ? names[i] : "")
        case .linear: return .number(coordinate)
        case .time(let coordinates, _, _, _): return .date(coordinates.date(at: coordinate))
        }
    }

    /// Turns a plan into placed ticks and label runs on `side` of the plot.
    private func place(_ plan: AxisPlan, side: AxisSide, plot: Rect) -> PlacedAxis {
        let metrics = labelMetrics
        var placedTicks: [PlacedTick] = []
        var runs: [TextRun] = []
        for (i, tick) in plan.ticks.enumerated() {
            let position = plan.scale.position(tick.value)
            var placed = PlacedTick(position: position, grid: nil, tick: nil)
            for component in plan.components[i] {
                switch component {
                case .grid(_, let stroke): placed.grid = AxisLineStyle(stroke: stroke, length: 0)
                case .tick(_, let length, let stroke): placed.tick = AxisLineStyle(stroke: stroke, length: length ?? theme.tickLength)
                case .label: break
                }
            }
            placedTicks.append(placed)
            guard plan.visible else { continue }
            let lines = plan.labels[i]
            let font = plan.labelFonts[i]
            let fontMetrics = measurer.metrics(font)
            switch side {
            case .bottom, .top:
                let tickSpace = theme.tickLength + 3
                if plan.angle != 0 {
                    // Turned labels end at their tick, reading up toward it.
                    guard let line = lines.first else { continue }
                    // A turned label runs back from its tick; it must stop at the chart's edge.
                    let room = abs(cos(plan.angle)) > 0.01 ? (position - content.minX) / abs(cos(plan.angle)) : maxTurnedLabelWidth
                    let text = measurer.fitting(line, font: font, maxWidth: max(12, min(maxTurnedLabelWidth, room)))
                    let w = measurer.width(of: text, font: font)
                    let (c, s) = (cos(plan.angle), sin(plan.angle))
                    let anchorY = side == .bottom ? plot.maxY + tickSpace : plot.minY - tickSpace
                    // Place the end of the baseline so the text's vertical middle meets the tick.
                    let endX = position + s * (fontMetrics.ascent - fontMetrics.descent) / 2
                    let endY = anchorY + abs(c) * (fontMetrics.ascent - fontMetrics.descent) / 2
                    let originX = endX - w * c
                    let originY = endY - w * s
                    runs.append(TextRun(text: text, origin: Point(x: originX, y: side == .bottom ? originY : anchorY),
                                        font: font, color: theme.secondaryText, angle: plan.angle))
                } else {
                    let maxWidth = plan.scale.step.map { max($0 * Double(strideOf(plan)) - theme.labelSpacing, 12) }
                    for (row, line) in lines.enumerated() {
                        let text = maxWidth.map { measurer.fitting(line, font: font, maxWidth: $0) } ?? line
                        let w = measurer.width(of: text, font: font)
                        let left = min(max(position - w / 2, content.minX), content.maxX - w)
                        let baseline = side == .bottom
                            ? plot.maxY + tickSpace + fontMetrics.ascent + Double(row) * metrics.height
                            : plot.minY - tickSpace - fontMetrics.descent - Double(lines.count - 1 - row) * metrics.height
                        runs.append(TextRun(text: text, origin: Point(x: left, y: baseline), font: font,
                                            color: theme.secondaryText))
                    }
                }
            case .leading, .trailing:
                let total = Double(lines.count) * fontMetrics.height
                for (row, line) in lines.enumerated() {
                    let w = measurer.width(of: line, font: font)
                    let x = side == .trailing ? plot.maxX + theme.axisLabelGap : plot.minX - theme.axisLabelGap - w
                    let baseline = position - total / 2 + Double(row) * fontMetrics.height + fontMetrics.ascent
                    runs.append(TextRun(text: line, origin: Point(x: x, y: baseline), font: font, color: theme.secondaryText))
                }
            }
        }
        return PlacedAxis(domain: plan.domain, scale: plan.scale, ticks: placedTicks, labels: runs, visible: plan.visible,
                          side: side, title: nil)
    }

    private func strideOf(_ plan: AxisPlan) -> Int {
        guard plan.ticks.count > 1 else { return 1 }
        return max(1, Int((plan.ticks[1].value - plan.ticks[0].value).rounded()))
    }

    /// The lowest point of an axis's labels and title below the plot.
    private func bottomExtent(of axis: PlacedAxis, plot: Rect) -> Double {
        guard axis.visible, axis.side == .bottom else { return plot.maxY }
        var bottom = plot.maxY
        let metrics = labelMetrics
        for run in axis.labels {
            // Text turned upward (negative angle) starts at its lowest point; turned downward it ends there.
            let drop = max(0, sin(run.angle)) * measurer.width(of: run.text, font: run.font)
            bottom = max(bottom, run.origin.y + drop + metrics.descent)
        }
        if let title = axis.title { bottom = max(bottom, title.origin.y + metrics.descent) }
        return bottom
    }

    /// The rightmost point of an axis's labels and title beside the plot.
    private func trailingExtent(of axis: PlacedAxis, plot: Rect) -> Double {
        guard axis.visible, axis.side == .trailing else { return plot.maxX }
        var right = plot.maxX
        for run in axis.labels { right = max(right, run.origin.x + measurer.width(of: run.text, font: run.font)) }
        if let title = axis.title { right = max(right, title.origin.x + labelMetrics.height) }
        return right
    }

    private func xTitle(_ setting: AxisTitleSetting, axis: PlacedAxis, side: AxisSide, plot: Rect) -> TextRun {
        let font = theme.axisTitleFont
        let text = measurer.fitting(setting.text, font: font, maxWidth: plot.width)
        let w = measurer.width(of: text, font: font)
        let x: Double
        switch setting.alignment?.horizontal ?? .center {
        case .leading: x = plot.minX
        case .center: x = plot.midX - w / 2
        case .trailing: x = plot.maxX - w
        }
        let metrics = measurer.metrics(font)
        let spacing = setting.spacing ?? 4
        if side == .bottom {
            return TextRun(text: text, origin: Point(x: x, y: bottomExtent(of: axis, plot: plot) + spacing + metrics.ascent),
                           font: font, color: theme.secondaryText)
        }
        let topOfLabels = axis.labels.map { $0.origin.y - metrics.ascent }.min() ?? plot.minY
        return TextRun(text: text, origin: Point(x: x, y: topOfLabels - spacing - metrics.descent), font: font,
                       color: theme.secondaryText)
    }

    private func yTitle(_ setting: AxisTitleSetting, axis: PlacedAxis, side: AxisSide, plot: Rect) -> TextRun {
        let font = theme.axisTitleFont
        let text = measurer.fitting(setting.text, font: font, maxWidth: plot.height)
        let w = measurer.width(of: text, font: font)
        let metrics = measurer.metrics(font)
        let spacing = setting.spacing ?? 4
        // Turned to read upward, centred along the axis unless aligned.
        let along: Double
        switch setting.alignment?.vertical ?? .center {
        case .top: along = plot.minY + w
        case .center: along = plot.midY + w / 2
        case .bottom: along = plot.maxY
        }
        if side == .trailing {
            let right = trailingExtent(of: axis, plot: plot)
            return TextRun(text: text, origin: Point(x: right + spacing + metrics.ascent, y: along), font: font,
                           color: theme.secondaryText, angle: -Double.pi / 2)
        }
        let left = axis.labels.map(\.origin.x).min() ?? plot.minX
        return TextRun(text: text, origin: Point(x: left - spacing - metrics.descent, y: along), font: font,
                       color: theme.secondaryText, angle: -Double.pi / 2)
    }

    // MARK: Ticks

    /// Date ticks at the finest calendar stride whose labels fit side by side (or stacked, on a y axis); with
    /// `desired`, the stride whose tick count is nearest to it.
    private func dateTicks(_ coordinates: TimeCoordinates, binned: Bool, lower: Double, upper: Double,
                           length: Double, horizontal: Bool, desired: Int?) -> [TickMark] {
        let generator = DateTicks(coordinates: coordinates, binnedUnit: binned ? coordinates.unit : nil)
        let span = upper - lower
        guard span > 0, span.isFinite, length > 0 else { return [] }
        let pixelsPerDay = length / span * coordinates.unitsPerDay
        let scale = PlacedScale.linear(LinearScale(domain: (lower, upper), range: (0, length)))
        var fallback: [TickMark] = []
        var nearest: (ticks: [TickMark], distance: Int)?
        for stride in DateStride.candidates {
            // A stride narrower than the shortest label cannot fit; skip it without generating ticks.
            if stride.approximateDays * pixelsPerDay < (horizontal ? 20 : 12) { continue }
            // Bins coarser than the stride would put several ticks on one bar.
            if binned && stride.unit < coordinates.unit { continue }
            let ticks = generator.ticks(stride, lower: lower, upper: upper)
            if ticks.isEmpty { continue }
            if let desired {
                let distance = abs(ticks.count - desired)
                if nearest == nil || distance < nearest!.distance { nearest = (ticks, distance) }
                continue
            }
            if fallback.isEmpty { fallback = ticks }
            if horizontal ? fits(ticks, scale: scale) : fitsVertically(ticks, scale: scale) { return ticks }
            fallback = ticks
        }
        if let nearest { return nearest.ticks }
        return Array(fallback.prefix(1))
    }

    /// Whether neighbouring labels keep at least `labelSpacing` between them.
    private func fits(_ ticks: [TickMark], scale: PlacedScale) -> Bool {
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

    private func fitsVertically(_ ticks: [TickMark], scale: PlacedScale) -> Bool {
        let ys = ticks.map { scale.position($0.value) }.sorted()
        let needed = labelMetrics.height * Double(ticks.map(\.lines.count).max() ?? 1) + 2
        for i in ys.indices.dropFirst() where ys[i] - ys[i - 1] < needed { return false }
        return true
    }

    // MARK: Title

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

    // MARK: Legend

    /// A legend laid out relative to its own top-left corner, placed once the plot is known.
    private struct LegendBlock {
        var layout: LegendLayout
        var width: Double
        var height: Double
        /// Width of each row, to align rows within the space given.
        var rows: [(top: Double, width: Double)]

        mutating func place(in rect: Rect, alignment: HorizontalAlignment) {
            func shift(_ y: Double) -> Double {
                guard let row = rows.last(where: { $0.top <= y + 1e-9 }) else { return 0 }
                switch alignment {
                case .leading: return 0
                case .center: return (rect.width - row.width) / 2
                case .trailing: return rect.width - row.width
                }
            }
            layout.titles = layout.titles.map { run in
                var run = run
                run.origin = Point(x: rect.minX + run.origin.x + shift(run.origin.y - 1), y: rect.minY + run.origin.y)
                return run
            }
            layout.items = layout.items.map { item in
                var item = item
                let dx = rect.minX + shift(item.swatchCenter.y)
                item.swatchCenter = Point(x: item.swatchCenter.x + dx, y: item.swatchCenter.y + rect.minY)
                item.label.origin = Point(x: item.label.origin.x + dx, y: item.label.origin.y + rect.minY)
                return item
            }
            if var gradient = layout.gradient {
                let dx = rect.minX + shift(gradient.bar.minY)
                gradient.bar.x += dx
                gradient.bar.y += rect.minY
                gradient.labels = gradient.labels.map { run in
                    var run = run
                    run.origin = Point(x: run.origin.x + dx, y: run.origin.y + rect.minY)
                    return run
                }
                layout.gradient = gradient
            }
        }
    }

    /// The legend: one group per styled channel (colour, then symbol when it is a different field), each
    /// titled with its value's label; entries wrap into rows (or stack, beside the plot).
    private func legendBlock(maxWidth: Double, maxHeight: Double) -> LegendBlock? {
        guard settings.legend != .hidden else { return nil }
        let colors = chart.colors
        let symbols = chart.symbols
        let sameField = colors != nil && symbols != nil && colors?.title == symbols?.title && colors?.keys == symbols?.keys
        let dashes = chart.dashes
        let dashesWithColors = colors != nil && dashes != nil && colors?.title == dashes?.title && colors?.keys == dashes?.keys
        guard colors != nil || symbols != nil || dashes != nil else { return nil }
        let side = Self.legendSide(settings.legendPosition)
        let stacked = side == .leading || side == .trailing
        let available = stacked ? min(maxWidth * 0.3, 200) : maxWidth
        let metrics = labelMetrics
        let font = theme.labelFont
        var x = 0.0, y = 0.0, widest = 0.0
        var rows: [(top: Double, width: Double)] = [(0, 0)]
        var titles: [TextRun] = []
        var items: [LegendItem] = []
        var gradient: GradientLegend?

        func newRow() {
            widest = max(widest, x)
            y += metrics.height + theme.legendRowGap
            x = 0
            rows.append((y, 0))
        }
        func advance(_ w: Double) {
            x += w
            rows[rows.count - 1].width = x
            x += theme.legendItemGap
        }
        func addTitle(_ text: String) {
            guard !text.isEmpty else { return }
            if stacked && x > 0 { newRow() }
            let fitted = measurer.fitting(text, font: font, maxWidth: available / (stacked ? 1 : 3))
            let w = measurer.width(of: fitted, font: font)
            if !stacked && x > 0 && x + w > available { newRow() }
            titles.append(TextRun(text: fitted, origin: Point(x: x, y: y + metrics.ascent), font: font, color: theme.secondaryText))
            advance(w)
            if stacked { newRow() }
        }
        func addEntries(_ keys: [String], color: (Int) -> RGBA, symbol: (Int) -> BasicChartSymbolShape,
                        dash: (Int) -> [Double]? = { _ in nil }) {
            for (i, key) in keys.enumerated() {
                let swatch = dash(i) == nil ? theme.legendSwatch : theme.legendLineSwatch
                let text = measurer.fitting(key, font: font, maxWidth: available - swatch - 5)
                let w = swatch + 5 + measurer.width(of: text, font: font)
                if stacked ? x > 0 : (x > 0 && x + w > available) { newRow() }
                items.append(LegendItem(
                    swatchCenter: Point(x: x + swatch / 2, y: y + metrics.height / 2),
                    color: color(i), symbol: symbol(i), dash: dash(i),
                    label: TextRun(text: text, origin: Point(x: x + swatch + 5, y: y + metrics.ascent),
                                   font: font, color: theme.text)))
                advance(w)
            }
        }
        let dashFor: (Int) -> [Double] = { theme.dashCycle[$0 % theme.dashCycle.count] }

        if let colors {
            addTitle(colors.title)
            if let domain = colors.continuous {
                let barWidth = min(120, available * 0.5)
                if !stacked && x > 0 && x + barWidth > available { newRow() }
                let lower = LabelFormat.number(domain.lowerBound, decimals: LabelFormat.decimals(forValue: domain.lowerBound))
                let upper = LabelFormat.number(domain.upperBound, decimals: LabelFormat.decimals(forValue: domain.upperBound))
                let lw = measurer.width(of: lower, font: font)
                let bar = Rect(x: x + lw + 5, y: y + (metrics.height - theme.legendSwatch) / 2, width: barWidth,
                               height: theme.legendSwatch)
                gradient = GradientLegend(bar: bar, stops: scales.colorGradient, labels: [
                    TextRun(text: lower, origin: Point(x: x, y: y + metrics.ascent), font: font, color: theme.secondaryText),
                    TextRun(text: upper, origin: Point(x: bar.maxX + 5, y: y + metrics.ascent), font: font,
                            color: theme.secondaryText),
                ])
                advance(lw + 10 + barWidth + measurer.width(of: upper, font: font))
            } else {
                addEntries(colors.keys, color: { scales.colors.indices.contains($0) ? scales.colors[$0] : theme.paletteColor($0) },
                           symbol: { sameField && scales.symbols.indices.contains($0) ? scales.symbols[$0] : .circle },
                           dash: { dashesWithColors ? dashFor($0) : nil })
            }
        }
        if let symbols, !sameField {
            if colors != nil && !stacked && x > 0 { x += theme.legendItemGap }
            if colors != nil && stacked { newRow() }
            addTitle(symbols.title)
            addEntries(symbols.keys, color: { _ in theme.secondaryText },
                       symbol: { scales.symbols.indices.contains($0) ? scales.symbols[$0] : .circle })
        }
        if let dashes, !dashesWithColors {
            if (colors != nil || symbols != nil) && !stacked && x > 0 { x += theme.legendItemGap }
            if (colors != nil || symbols != nil) && stacked { newRow() }
            addTitle(dashes.title)
            addEntries(dashes.keys, color: { _ in theme.secondaryText }, symbol: { _ in .circle }, dash: dashFor)
        }
        widest = max(widest, x - theme.legendItemGap)
        let height = min(y + metrics.height, maxHeight / 2)
        return LegendBlock(layout: LegendLayout(titles: titles, items: items, gradient: gradient),
                           width: stacked ? min(widest, available) : widest, height: height,
                           rows: rows)
    }
}
