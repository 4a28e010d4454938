// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Values that have broken chart code elsewhere, mixed with ordinary ones.
private let extremeValues: [Double] = [
    .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, -0.0, 0, .leastNonzeroMagnitude, 1e-300,
    0x1p53 + 2, -(0x1p53 + 2), 8_388_608, 1e12, -1e12, 1, -1, 0.5,
]

private let labels: [String] = [
    "", "Screenshots", "A", String(repeating: "Release prep ", count: 800), "tab\there", "line\nbreak\r\nagain",
    "nul\u{0}byte", "bell\u{7}", "スクリーンショット", "截图和元数据", "🚀🚢✅", "👩‍👩‍👧‍👦 family", "مراجعة نهائية",
    "עברית", "e\u{301}\u{301}\u{301}", "\u{FEFF}bom", "\u{202E}reversed", "\u{FFFD}", "   ", "%@ %d {}",
    // Bad text: only combining marks, a 100-character Thai word with no spaces, Hindi conjuncts.
    "\u{301}\u{308}\u{20DD}\u{64B}", String(String(repeating: "ภาษาไทย", count: 15).prefix(100)), "स्क्रीनशॉट",
]

/// The only errors a chart may end in: the documented size limits and axes that mix kinds of value.
private func isDocumented(_ error: ChartError) -> Bool {
    switch error.stage {
    case .size:
        return error.message.hasSuffix("is not drawable, expected positive sizes")
            || error.message.hasSuffix("is out of range, expected more than 0 and at most 8")
            || error.message.hasSuffix("is too large, expected at most 32767 a side")
            || error.message.hasSuffix("is over 100 megapixels")
    case .resolve:
        return error.message.contains(" mixes ") && error.message.hasSuffix("; use one kind of value per axis")
    case .layout, .view, .render, .output:
        return false
    }
}

/// One random chart: marks of every kind with extreme values and odd labels, random scales, sizes and styles.
struct RandomChart: CustomTestStringConvertible {
    let seed: UInt64
    var renderer: ChartRenderer
    var markCount: Int
    /// What was built, for the failure message of a seed.
    var recipe: [String] = []
    var testDescription: String { "seed \(seed)" }

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D)
        func value() -> Double {
            random.chance(30)
                ? random.pick(extremeValues) : random.uniform(-1000, 1000).rounded() / random.pick([1, 10, 1000])
        }
        func label() -> String { random.chance(40) ? random.pick(labels) : "s\(random.int(0..<14))" }
        func date() -> Date {
            random.chance(15)
                ? Date(timeIntervalSince1970: random.pick([.nan, 1e15, -1e15, 0, 253_402_300_800, -62_135_596_800]))
                : Date(
                    timeIntervalSince1970: 1_795_867_200 + Double(random.int(-40..<40)) * 86_400
                        + random.uniform(0, 86_400))
        }

        // Mostly one kind of value per axis; now and then a mix, which must be refused cleanly.
        let xKind = random.pick([AxisKind.number, .category, .date])
        let yKind = random.chance(85) ? AxisKind.number : .category
        func xValue(_ forced: AxisKind? = nil) -> PlottableValue<Double> {
            let kind = forced ?? (random.chance(3) ? random.pick([AxisKind.number, .category, .date]) : xKind)
            return Self.value("x", kind, number: value(), category: label(), date: date(), unit: random.chance(50))
        }
        func yValue() -> PlottableValue<Double> {
            let kind = random.chance(3) ? AxisKind.category : yKind
            return Self.value("y", kind, number: value(), category: label(), date: date(), unit: false)
        }

        let interpolations: [InterpolationMethod] = [
            .linear, .catmullRom, .cardinal, .monotone, .stepStart, .stepCenter,
            .stepEnd, .catmullRom(alpha: value()), .cardinal(tension: value()),
        ]
        var marks: [AnyChartContent] = []
        var recipe: [String] = []
        let count = random.pick([0, 1, 2, 3, 7, 20, 60])
        for _ in 0..<count {
            var mark: any ChartContent
            let kind = random.int(0..<8)
            switch kind {
            case 0: mark = BarMark(x: xValue(), y: yValue())
            case 1:
                mark = LineMark(x: xValue(), y: yValue(), series: .value("series", label()))
                    .interpolationMethod(random.pick(interpolations))
            case 2: mark = PointMark(x: xValue(), y: yValue()).symbolSize(CGFloat(value()))
            case 3:
                mark = AreaMark(
                    x: xValue(), y: yValue(), stacking: random.pick([.standard, .normalized, .center, .unstacked])
                )
                .interpolationMethod(random.pick(interpolations))
            case 4: mark = RuleMark(y: .value("y", value()))
            case 5:
                mark = RectangleMark(
                    x: xValue(), y: yValue(), width: .fixed(CGFloat(value())), height: .ratio(CGFloat(value())))
            case 6:
                mark = BarMark(x: xValue(), yStart: .value("y", value()), yEnd: .value("y", value()))
                    .cornerRadius(CGFloat(value()))
            default: mark = PointMark(x: xValue(), y: yValue()).symbol(by: .value("shape", label()))
            }
            if random.chance(50) { mark = mark.foregroundStyleErased(by: label()) }
            if random.chance(20) {
                mark = mark.lineStyleErased(
                    StrokeStyle(lineWidth: CGFloat(value()), dash: [CGFloat(value()), CGFloat(value())]))
            }
            if random.chance(20) { mark = mark.opacityErased(value()) }
            if random.chance(15) { mark = mark.annotationErased(label()) }
            marks.append(AnyChartContent(mark))
            recipe.append(String(describing: kind))
        }
        if random.chance(10) {
            marks.append(
                AnyChartContent(SectorMark(angle: .value("share", value())).foregroundStyle(by: .value("s", label()))))
        }

        // Views in annotations come from their own stream, so each seed's marks stay as they were before views.
        var views = RandomViews(seed: seed)
        for i in marks.indices where views.random.chance(25) {
            let view = views.view(depth: 5)
            let position = views.random.pick([AnnotationPosition.top, .overlay, .leading, .automatic, .bottomTrailing])
            marks[i] = AnyChartContent(marks[i].annotation(position: position) { view })
            recipe.append("view annotation on \(i)")
        }

        var chart = Chart { ForEach(marks.indices, id: \.self) { marks[$0] } }
        if random.chance(25) {
            // An array domain may be inverted, empty or NaN, as a ClosedRange may not.
            chart = chart.chartYScale(
                domain: [value(), value()],
                type: random.pick([
                    .linear, .log, .squareRoot, .symmetricLog(slopeAtZero: CGFloat(value())),
                    .power(exponent: value()),
                ]))
        }
        if random.chance(15), xKind == .number { chart = chart.chartXScale(domain: [value(), value()]) }
        if random.chance(20) { chart = chart.chartXAxisLabel(label()).chartYAxisLabel(label()) }
        if random.chance(10) { chart = chart.chartLegend(.hidden) }
        if random.chance(15) { chart = chart.padding(CGFloat(value())) }
        if views.random.chance(20) { chart = Self.overlaid(chart, &views) }
        if views.random.chance(10) {
            // A scroll window of any length, starting anywhere, on whatever kind of x axis the chart has.
            chart = chart.chartScrollableAxes(views.random.pick([.horizontal, .vertical, [.horizontal, .vertical]]))
                .chartXVisibleDomain(length: Double(views.length()))
                .chartScrollPosition(initialX: Double(views.length()))
        }

        let sizes: [Double] = [0, -1, .nan, .infinity, 1, 10, 50, 120, 320, 480, 800, 1200, 33_000, 40_000]
        let scales: [Double] = [1, 1, 1, 2, 0.5, 8, 0, -1, 9, .nan, 1e-9]
        renderer = ChartRenderer(
            chart, width: random.chance(80) ? random.pick([120, 320, 480, 800]) : random.pick(sizes),
            height: random.chance(80) ? random.pick([100, 200, 300, 500]) : random.pick(sizes),
            scale: random.chance(85) ? random.pick([1, 2]) : random.pick(scales))
        renderer.colorScheme = random.pick(ColorScheme.allCases)
        renderer.background = random.pick([
            .automatic, .transparent, .color(Color(red: value(), green: value(), blue: value())),
        ])
        if random.chance(30) { renderer.title = label() }
        markCount = marks.count
        self.recipe = recipe
    }

    /// `chart` with a random view over or behind it, placed through the proxy as real overlays are.
    private static func overlaid<C>(_ chart: Chart<C>, _ views: inout RandomViews) -> Chart<C> {
        let view = views.view(depth: 4)
        let x = Double(views.length()), y = Double(views.length())
        guard views.random.chance(50) else { return chart.chartOverlay(alignment: .topLeading) { _ in view } }
        return chart.chartBackground { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotAreaFrame]
                view.position(
                    x: plot.minX + (proxy.position(forX: x) ?? plot.width / 2),
                    y: plot.minY + (proxy.position(forY: y) ?? 0))
            }
        }
    }

    private static func value(
        _ label: String, _ kind: AxisKind, number: Double, category: String, date: Date,
        unit: Bool
    ) -> PlottableValue<Double> {
        // The value type is only a tag; the encoding carries the kind.
        switch kind {
        case .category: PlottableValue(encoding: Encoding(label: label, value: .string(category)))
        case .date: PlottableValue(encoding: Encoding(label: label, value: .date(date), unit: unit ? .day : nil))
        case .number: PlottableValue(encoding: Encoding(label: label, value: .number(number)))
        }
    }
}

enum AxisKind { case number, category, date }

@Suite struct PropertyTests {
    /// Random charts never crash, never reach cairo with a non-finite or wrapping coordinate, never fail with
    /// anything but a documented `ChartError`, draw a bounded number of commands, and draw the same thing twice.
    /// How many seeds: 300 in `swift test`; `Scripts/reliability.sh` sets `SHIPPLOT_PROPERTY_CASES` for a long run.
    /// `SHIPPLOT_PROPERTY_SEEDS=364,2057` runs exactly those seeds, to replay a failure. The seeds a long run
    /// once found failing always run too, so `swift test` keeps them fixed.
    static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        if let list = environment["SHIPPLOT_PROPERTY_SEEDS"] {
            return list.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        }
        let count = environment["SHIPPLOT_PROPERTY_CASES"].flatMap { Int($0) } ?? 300
        return (0..<UInt64(count)) + onceFailing.filter { $0 >= count }
    }()

    /// NaN x positions (3038, 3467) and a -1.7e10 radian text angle (3187) in 5,000 seeds.
    static let onceFailing: [UInt64] = [3038, 3187, 3467]

    @Test(arguments: seeds)
    func randomChartsRenderOrFailCleanly(_ seed: UInt64) throws {
        let chart = RandomChart(seed: seed)
        let renderer = chart.renderer
        let first: ChartScene
        do {
            first = try renderer.makeScene(measurer: FixedTextMeasurer())
        } catch let error as ChartError {
            #expect(isDocumented(error), "seed \(seed): \(error)")
            return
        }
        // The scene itself emits finite geometry: resolve leaves non-finite values out; the canvas guard is a last resort.
        #expect(nonFinitePoints(in: first.commands).prefix(5) == [], "seed \(seed): non-finite geometry from the scene")
        #expect(drawingProblems(in: first.commands, scale: renderer.scale).prefix(5) == [], "seed \(seed)")
        #expect(first.commands.count <= 2_000 + 400 * chart.markCount, "seed \(seed): bounded drawing")
        for diagnostic in first.diagnostics { #expect(!diagnostic.message.contains("\n"), "seed \(seed): one line") }
        // Compared as cairo receives them: a NaN the canvas's guard drops is never equal to itself.
        let again = try renderer.makeScene(measurer: FixedTextMeasurer()).commands
        #expect(
            CairoSafety.safe(again, pixelScale: renderer.scale)
                == CairoSafety.safe(first.commands, pixelScale: renderer.scale),
            "seed \(seed): deterministic")

        // Real cairo for the sizes a test can afford; any cairo error would surface as a "render" ChartError.
        if renderer.width * renderer.scale <= 2400 && renderer.height * renderer.scale <= 2400 {
            do {
                #expect(try !renderer.pngData().isEmpty)
                if seed % 4 == 0 { checkVector(renderer, .pdf, seed: seed) }
                if seed % 4 == 1 { checkVector(renderer, .svg, seed: seed) }
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }
}

/// A chart that is a legal PNG can still be too large a PDF page or SVG document (over 14,400 points a side):
/// then, and only then, the vector formats refuse it with the documented layout error. The
/// long run's seeds 364 (480 × 33,000 points, PDF), 2057 (120 × 33,000, SVG) and 2265 (40,000 × 500, SVG)
/// failed while the test still expected every vector render to succeed.
private func checkVector(_ renderer: ChartRenderer, _ format: ChartOutputFormat, seed: UInt64) {
    let tooLarge = renderer.width > 14_400 || renderer.height > 14_400
    let what = format == .pdf ? "a PDF page" : "an SVG document"
    do {
        let data = try format == .pdf ? renderer.pdfData() : renderer.svgData()
        #expect(!tooLarge, "seed \(seed): \(renderer.width) × \(renderer.height) points should be refused as \(what)")
        #expect(!data.isEmpty, "seed \(seed)")
    } catch let error as ChartError where tooLarge {
        #expect(error.stage == .size, "seed \(seed): \(error)")
        #expect(
            error.message.hasSuffix(" points is too large for \(what), expected at most 14400 a side"),
            "seed \(seed): \(error)")
    } catch {
        Issue.record("seed \(seed): \(error)")
    }
}

/// Type erasure for the modifiers a random chart applies to a mark of unknown type.
nonisolated extension ChartContent {
    fileprivate func foregroundStyleErased(by label: String) -> any ChartContent {
        foregroundStyle(by: .value("series", label))
    }
    fileprivate func lineStyleErased(_ style: StrokeStyle) -> any ChartContent { lineStyle(style) }
    fileprivate func opacityErased(_ value: Double) -> any ChartContent { opacity(value) }
    fileprivate func annotationErased(_ text: String) -> any ChartContent { annotation(position: .top) { Text(text) } }
}
