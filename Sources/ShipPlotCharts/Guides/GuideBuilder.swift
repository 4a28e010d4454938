// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import ShipPlotCore
import ShipPlotViews

/// The guides step's output: what the axes, the legend and the title say.
struct ChartGuides: Sendable {
    var x: AxisGuide?
    var y: AxisGuide?
    var legend: LegendGuide?
    var title: String?
}

/// The guides step: from the ready scales and the axis and legend settings, settles every axis value's parts
/// and label and every legend entry. `AxisMarks` content and label formats run here, once per value of each
/// density the layout may choose, and nowhere later.
struct GuideBuilder {
    let scales: ChartScales
    /// What the chart asks of each axis and of the legend.
    let axes: AxisPair<AxisSettings>
    let legendSettings: LegendSettings
    let theme: Theme
    /// Formats date labels (`AxisValueLabel(format:)`), in its time zone.
    let dates: ChartCalendar
    /// The locale and time zone label formats write in.
    let text: TextEnvironment
    /// The fonts a label's own font family is looked up in.
    let shaper: TextShaper
    /// The chart's size in points: no plot is longer, so date strides too fine even here are not offered.
    let width: Double
    let height: Double
    /// Polar charts (sectors) have no axes.
    var polar = false
    var title: String?
    /// The legend's colour, symbol and dash groups, from resolve.
    var colors: StyleDomain?
    var symbols: StyleDomain?
    var dashes: StyleDomain?

    func build() -> ChartGuides {
        ChartGuides(
            x: polar ? nil : scales.x.map { axis(.x, scale: $0) },
            y: polar ? nil : scales.y.map { axis(.y, scale: $0) },
            legend: legend(), title: title)
    }

    // MARK: Axes

    private func axis(_ orientation: AxisOrientation, scale: PositionScale) -> AxisGuide {
        let settings = axes[orientation]
        let given = settings.marks ?? []
        let specs: [AxisMarksSpec?] = given.isEmpty ? [nil] : given
        let sides = specs.map { spec -> AxisSide in
            orientation == .x
                ? (spec?.position == .top ? .top : .bottom)
                : (spec?.position == .leading ? .leading : .trailing)
        }
        let automatic = specs.map { spec in
            spec.map { if case .automatic = $0.values.kind { true } else { false } } ?? true
        }
        // The label each declaration draws, read once: the first's orientation, and whether automatic category
        // ticks thin to fit (not when the label is drawn even where it collides).
        let labels = specs.indices.map { i in
            i == 0 || automatic[i] ? specs[i].flatMap { firstLabel($0, scale: scale) } : nil
        }
        let thins = specs.indices.map { automatic[$0] && (labels[$0]?.resolvesCollisions ?? true) }
        let leader = automatic.firstIndex(of: true)
        let (density, choices) = self.choices(orientation, scale: scale, specs: specs, leader: leader)
        return AxisGuide(
            orientation: orientation, scale: scale, visible: settings.visibility != .hidden,
            titles: settings.titles.map { $0.written(in: text) }, sides: sides,
            presets: specs.map { $0?.preset ?? .automatic },
            viewStyle: settings.style,
            thins: thins, leader: leader ?? 0,
            forcedAngle: labels[0]?.orientation.degrees.map { $0 * Double.pi / 180 },
            density: density, choices: choices)
    }

    /// Every density the layout may choose, each with every declaration's ticks evaluated. The first
    /// declaration with automatic values leads: its desired count and its labels decide the density; with
    /// none, every declaration's values are fixed.
    private func choices(
        _ orientation: AxisOrientation, scale: PositionScale, specs: [AxisMarksSpec?],
        leader: Int?
    ) -> (TickDensity, [TickChoice]) {
        let fixed = leader == nil
        let desired = leader.flatMap { specs[$0] }.flatMap(desiredCount)
        func evaluated(_ perSpec: (AxisMarksSpec?) -> [TickMark]) -> [[GuideTick]] {
            specs.map { evaluate($0, ticks: perSpec($0), scale: scale, orientation: orientation) }
        }
        switch scale.domain {
        case .band(let names):
            // One choice: layout thins automatic category ticks to every stride-th, so content runs once per name.
            return (
                fixed ? .fixed : .strides(desired: desired),
                [
                    TickChoice(
                        count: 0, days: nil,
                        marks: evaluated { spec in
                            explicitTicks(spec, scale: scale, linear: nil) ?? AxisTicks.categories(names, stride: 1)
                        })
                ]
            )
        case .linear(let lower, let upper, let nice, let transform):
            let most = orientation == .x ? theme.maxTickCount.x : theme.maxTickCount.y
            // One tick step across the whole domain is the last resort of a plot too short for two.
            let counts = desired.map { [$0] } ?? Array(1...most)
            return (
                fixed ? .fixed : .counts(desired: desired),
                counts.map { count in
                    let data = LinearScale(domain: (lower, upper), transform: transform)
                    let linear = nice ? data.niced(count: Double(count)) : data
                    return TickChoice(
                        count: Double(count), days: nil,
                        marks: evaluated { spec in
                            let own = spec.flatMap(desiredCount) ?? count
                            // Ticks at the step the domain was rounded by, so its ends carry ticks.
                            let ticks = own == count && nice ? data.niceSteps(count: Double(count)) : Double(own)
                            return explicitTicks(spec, scale: scale, linear: linear)
                                ?? AxisTicks.numeric(
                                    linear, count: ticks, integral: scale.integral, grouping: grouping)
                        })
                }
            )
        case .time(let coordinates, let lower, let upper, let binned):
            return dateChoices(
                orientation, scale: scale, specs: specs, leader: leader,
                domain: (coordinates, lower, upper, binned))
        }
    }

    /// Applies a declaration's content to each tick: which parts it draws and what its label says.
    func evaluate(
        _ spec: AxisMarksSpec?, ticks: [TickMark], scale: PositionScale,
        orientation: AxisOrientation
    ) -> [GuideTick] {
        ticks.enumerated().map { i, tick in
            let primitive = scale.primitive(at: tick.value - tick.binShift)
            let parts =
                spec?.content(AxisValue(primitive: primitive, index: i, count: ticks.count))
                ?? defaultComponents(scale: scale, orientation: orientation)
            let own = Self.localized(tick.lines, scale: scale, locale: text.chosen)
            var guide = GuideTick(
                value: tick.value, grid: nil, tick: nil, lines: [], font: theme.labelFont, fitLines: own)
            let half = Self.halfStep(i, ticks, scale)
            let lineHalf = Self.lineHalfStep(i, ticks, scale)
            for part in parts {
                switch part {
                case .grid(let centered, let stroke, let color, let detail):
                    guard let shift = Self.shift(centered, half: lineHalf, bin: tick.binShift) else { continue }
                    guide.grid = AxisLineStyle(stroke: stroke, length: 0, color: color, detail: detail)
                    guide.lineShift = shift
                case .tick(let centered, let length, let stroke, let color, var detail):
                    guard let shift = Self.shift(centered, half: lineHalf, bin: tick.binShift) else { continue }
                    detail.shift = shift
                    guide.tick = AxisLineStyle(
                        stroke: stroke, length: length ?? theme.tickLength, color: color, detail: detail)
                    if guide.grid == nil { guide.lineShift = shift }
                case .label(let label):
                    let leading = startsAtTick(label, scale: scale, orientation: orientation)
                    guard let shift = Self.labelShift(leading ? false : label.centered, half: half, bin: tick.binShift)
                    else { continue }
                    guide.labelShift = shift
                    guide.labelLeading = leading
                    guide.view = label.view
                    guide.labelAnchor = label.anchor
                    guide.keepsCollidingLabel = !label.resolvesCollisions
                    if let text = label.text {
                        guide.lines = text.map { $0.string(in: self.text) }
                        if let f = text.first?.font { guide.font = f.spec(in: theme, shaper: shaper) }
                    } else if let format = label.format,
                        let formatted = format(primitive, self.text.inTimeZone(dates.calendar.timeZone))
                    {
                        guide.lines = formatted.split(separator: "\n").map(String.init)
                    } else {
                        guide.lines = own
                    }
                    if let style = Self.labelStyle(label) { Self.style(&guide, style) }
                }
            }
            return guide
        }
    }

    /// The parts an axis draws with no `AxisMarks`: grid and label on y; on x, grid, tick and label for
    /// continuous values, tick and label over bars, just labels for categories.
    private func defaultComponents(scale: PositionScale, orientation: AxisOrientation) -> [AxisComponent] {
        let label = AxisComponent.label(AxisLabelSpec(format: nil, text: nil, centered: nil, orientation: .automatic))
        let grid = AxisComponent.grid(centered: nil, stroke: nil)
        let tick = AxisComponent.tick(centered: nil, length: nil, stroke: nil)
        if case .band = scale.domain { return [label] }
        if orientation == .y { return [grid, label] }
        return scale.carriesBars ? [tick, label] : [grid, tick, label]
    }

    /// The label `spec` draws at the scale's first value, which stands for its labels' orientation and collisions.
    /// The content is asked with a value of the axis's own kind, because chart code unwraps it
    /// (`value.as(Date.self)!`).
    private func firstLabel(_ spec: AxisMarksSpec, scale: PositionScale) -> AxisLabelSpec? {
        let first: Double
        switch scale.domain {
        case .band: first = 0
        case .linear(let lower, _, _, _), .time(_, let lower, _, _): first = lower
        }
        for component in spec.content(AxisValue(primitive: scale.primitive(at: first), index: 0, count: 1)) {
            if case .label(let label) = component { return label }
        }
        return nil
    }

    /// Number labels with the chart's own locale's separators ("1.400" in German), when the chart sets a locale;
    /// the default keeps "1,400" without looking the process's locale up.
    static func localized(_ lines: [String], scale: PositionScale, locale: Locale?) -> [String] {
        guard case .linear = scale.domain, let locale else { return lines }
        // US English (ShipPlot's default locale, which the CLI pins) writes "1,400.5": known without loading
        // ICU's number data, which cost the first chart of a process ~1 M instructions.
        if ["en_US", "en", "en_US_POSIX"].contains(locale.identifier) { return lines }
        let group = locale.groupingSeparator ?? ",", decimal = locale.decimalSeparator ?? "."
        guard group != "," || decimal != "." else { return lines }
        return lines.map { line in
            String(line.flatMap { $0 == "," ? Array(group) : $0 == "." ? Array(decimal) : [$0] })
        }
    }

    /// From how many integer digits number labels separate thousands: from 1,000 ("1,990") as Swift Charts'
    /// default number format writes them, or from 10,000 on ShipPlot's own charts (`chartShipPlotAxisLabels()`).
    var grouping: Int { axes.x.shipPlotLabels ? 5 : 4 }

    func desiredCount(_ spec: AxisMarksSpec) -> Int? {
        if case .automatic(let count?) = spec.values.kind { return max(1, count) }
        return nil
    }

    /// Ticks from `AxisMarks(values:)`: a stride or explicit values, on `linear` (the nice domain of a number
    /// axis, or a date axis's coordinates). Nil means "choose automatically".
    func explicitTicks(_ spec: AxisMarksSpec?, scale: PositionScale, linear: LinearScale?) -> [TickMark]? {
        guard let spec else { return nil }
        switch spec.values.kind {
        case .automatic:
            return nil
        case .numberStride(let step):
            return linear.map { AxisTicks.numericStride($0, step: step, grouping: grouping) }
        case .dateStride(let component, let count, _):
            guard case .time(let coordinates, let lower, let upper, let binned) = scale.domain,
                let stride = DateStride(component: component, count: count)
            else { return nil }
            return DateTicks(coordinates: coordinates, binnedUnit: binned ? coordinates.unit : nil)
                .ticks(stride, lower: lower, upper: upper, fromEnd: false)
        case .values(let values):
            return AxisTicks.at(values, domain: scale.domain, grouping: grouping)
        }
    }
}
