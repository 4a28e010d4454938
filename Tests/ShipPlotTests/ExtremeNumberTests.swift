// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Doubles from data reach integer conversions, calendar arithmetic and scales: no finite value (±1e308,
/// subnormals, ±0) and no date a `Date` can hold may trap, and values out to ±1e308 land inside the plot.
struct ExtremeNumberTests {
    /// The number of random cases of each property here; `Scripts/reliability.sh` runs many more.
    static let cases = Int(ProcessInfo.processInfo.environment["SHIPPLOT_PROPERTY_CASES"] ?? "") ?? 300

    /// A random finite double that strains arithmetic: the largest ones, ±1e308, subnormals, ±0, or ordinary.
    static func finite(_ random: inout SplitMix64) -> Double {
        switch random.int(0..<8) {
        case 0: return random.pick([1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        case 1: return random.pick([0.0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude])
        case 2: return Double.leastNonzeroMagnitude * Double(random.int(1..<1_000_000))
        case 3:
            return Double(sign: random.chance(50) ? .minus : .plus, exponent: random.int(-1074..<1024), significand: 1)
        case 4: return random.uniform(-1, 1) * 1e308
        default: return random.uniform(-1000, 1000)
        }
    }

    /// The bounding-box centres of the filled paths drawn in `hex`: where the symbols of one colour went.
    private func centres(_ commands: [DrawCommand], hex: String) -> [Point] {
        commands.compactMap { command -> Point? in
            guard case .fill(let path, let color) = command, color.hexString == hex else { return nil }
            let points = path.elements.flatMap { element -> [Point] in
                switch element {
                case .move(let p), .line(let p): [p]
                case .curve(let p, _, _): [p]
                case .close: []
                }
            }
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
            else { return nil }
            return Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        }
    }

    @Test func valuesOutToPlusMinus1e308LandInsideThePlotInOrder() throws {
        let xs: [Double] = [-1e308, -5e307, 0, 5e307, 1e308, .greatestFiniteMagnitude]
        let chart = Chart(xs.indices, id: \.self) { i in
            PointMark(x: .value("x", xs[i]), y: .value("y", Double(i)))
        }
        let renderer = ChartRenderer(chart, width: 400, height: 300)
        let plot = try renderer.plotFrame()
        let drawn = centres(try renderer.makeScene().commands, hex: "#007aff")
        #expect(drawn.count == xs.count)
        for point in drawn {
            #expect(point.x >= plot.x - 0.5 && point.x <= plot.x + plot.width + 0.5, "\(point) outside \(plot)")
        }
        #expect(drawn.map(\.x) == drawn.map(\.x).sorted(), "in the order of their values")
    }

    @Test(arguments: [Calendar.Component.month, .year, .day, .weekOfYear, .hour])
    func barsBinnedByCalendarUnitsAtDatesPast8e23Seconds(_ unit: Calendar.Component) throws {
        let seconds: [Double] = [8.1e23, -8.1e23, 1e300, -1e300, 0, 1_795_867_200]
        let chart = Chart(seconds.indices, id: \.self) { i in
            BarMark(x: .value("day", Date(timeIntervalSince1970: seconds[i]), unit: unit), y: .value("n", 1))
        }
        let renderer = ChartRenderer(chart, width: 400, height: 300)
        #expect(drawingProblems(in: try renderer.makeScene(measurer: FixedTextMeasurer()).commands, scale: 1).isEmpty)
        #expect(try !renderer.pngData().isEmpty)
    }

    @Test func dayStrideAxisAtDatesPast8e23Seconds() throws {
        for seconds in [[8.1e23, 8.1e23 + 86_400 * 3], [-8.1e23, 0], [1e300, 1e300]] {
            let chart = Chart(seconds.indices, id: \.self) { i in
                LineMark(x: .value("day", Date(timeIntervalSince1970: seconds[i])), y: .value("n", Double(i)))
            }
            .chartXAxis { AxisMarks(values: .stride(by: .day)) }
            #expect(try !ChartRenderer(chart, width: 400, height: 300).pngData().isEmpty, "\(seconds)")
        }
    }

    /// Yearly bars over eleven centuries: the axis names years (every hundred), where it named none at all.
    @Test func yearAxisOverElevenCenturiesHasLabels() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let years = Array(stride(from: 1000, through: 2100, by: 1))
        let chart = Chart(years, id: \.self) { year in
            BarMark(
                x: .value("year", calendar.date(from: DateComponents(year: year, month: 1, day: 1))!, unit: .year),
                y: .value("n", Double(year % 7)))
        }
        let dump = try ChartRenderer(chart, width: 800, height: 300).recordedCommands()
        #expect(
            dump.contains("\"1500\"") && dump.contains("\"2000\""),
            "\(dump.split(separator: "\n").filter { $0.hasPrefix("text") })")
    }

    /// Scales and ticks over random finite domains: positions stay in the range and in order, ticks are finite,
    /// inside the domain and sorted; nice domains hold the data.
    @Test func linearScalesAndTicksOverRandomFiniteDomains() {
        var random = SplitMix64(seed: 35_001)
        for _ in 0..<Self.cases * 10 {
            let a = Self.finite(&random), b = Self.finite(&random)
            guard a != b else { continue }
            let (lower, upper) = (min(a, b), max(a, b))
            let scale = LinearScale(domain: (lower, upper), range: (0, 500))
            let values = [lower, upper, Self.finite(&random), lower / 2 + upper / 2].filter {
                $0 >= lower && $0 <= upper
            }
            let positions = values.map { scale($0) }
            for (value, position) in zip(values, positions) {
                #expect(
                    position.isFinite && position >= -1e-6 && position <= 500 + 1e-6, "\(value) in \(lower)…\(upper)")
            }
            let ticks = Ticks.ticks(lower, upper, count: 5)
            #expect(ticks.allSatisfy { $0.isFinite && $0 >= lower && $0 <= upper }, "\(lower)…\(upper): \(ticks)")
            #expect(ticks == ticks.sorted())
            let niced = scale.niced(count: 5)
            // Held to within a billionth of its span: a value that vanishes divided by the step (3e-318 over
            // steps of 1e307) may sit that far outside, which no pixel shows.
            let slack = (niced.domain.upper / 2 - niced.domain.lower / 2) * 2e-9
            #expect(
                niced.domain.lower <= lower + slack && niced.domain.upper >= upper - slack,
                "\(lower)…\(upper) niced \(niced.domain)")
            #expect(scale.invert(scale(lower)).isFinite)
        }
    }

    /// M4 line thinning and the point plot's per-pixel thinning over random finite points: never a trap, and
    /// the first and last point of a line always kept.
    @Test func thinningOverRandomFinitePoints() {
        var random = SplitMix64(seed: 35_002)
        for _ in 0..<Self.cases {
            let count = random.pick([5, 50, 500])
            let xs = (0..<count).map { _ in Self.finite(&random) }.sorted()
            let points = xs.map { Point(x: $0, y: Self.finite(&random)) }
            let scale = random.pick([1.0, 2, 0.5, 8])
            let thinned = Thinning.m4(points, pixelScale: scale, columnsPerPixel: 4, threshold: 4)
            #expect(thinned.first == points.first && thinned.last == points.last)
            var streamed = Thinning.Accumulator(pixelScale: scale, threshold: 4)
            for p in points { streamed.add(p) }
            #expect(streamed.finish().count <= points.count)
        }
    }

    /// Dates anywhere a `Date` can be (±1.8e308 s, NaN) through every calendar unit's coordinates, their inverse,
    /// bins, the day ticks and the legend key: never a trap.
    @Test func calendarCoordinatesOverRandomInstants() {
        var random = SplitMix64(seed: 35_003)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for _ in 0..<Self.cases * 3 {
            let seconds = random.chance(5) ? .nan : Self.finite(&random)
            let date = Date(timeIntervalSince1970: seconds)
            for unit in TimeUnit.allCases {
                let coordinates = TimeCoordinates(unit: unit, calendar: calendar)
                let c = coordinates.coordinate(date)
                _ = coordinates.date(at: c)
                _ = coordinates.civilDate(atBin: c)
                let ticks = DateTicks(coordinates: coordinates, binnedUnit: unit)
                for stride in [DateStride.days(1), .months(1), .years(1), .years(100)] {
                    _ = ticks.ticks(stride, lower: c, upper: c + 2)
                }
            }
            _ = LabelFormat.key(.date(date))
        }
    }

    /// Stacks past the largest double: normalized ones get their equal shares, and a standard stack leaves out
    /// what it cannot place, saying so, instead of running off the top of the plot.
    @Test func stacksPastTheLargestDouble() throws {
        let shares = Stacking.stack([1e308, 1e308], method: .normalized)
        #expect(shares.map(\.lower) == [0, 50] && shares.map(\.upper) == [50, 100])
        let values: [(String, Double)] = [("a", 1e308), ("b", 1e308), ("a", 1), ("b", 2)]
        let chart = Chart(values.indices, id: \.self) { i in
            BarMark(x: .value("k", i < 2 ? "one" : "two"), y: .value("v", values[i].1))
                .foregroundStyle(by: .value("s", values[i].0))
        }
        .chartLegend(.hidden)
        let renderer = ChartRenderer(chart, width: 400, height: 300)
        #expect(
            try renderer.diagnostics().map(\.message).contains {
                $0.hasPrefix("1 stacked value left out: the stack adds up past the largest number")
            })
        let plot = try renderer.plotFrame()
        let scene = try renderer.makeScene().commands
        for bar in centres(scene, hex: "#007aff") + centres(scene, hex: "#34c759") {
            #expect(bar.y >= plot.y - 0.5 && bar.y <= plot.y + plot.height + 0.5, "\(bar) outside \(plot)")
        }
    }
}
