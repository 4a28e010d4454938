import Foundation
import Testing
import ShipPlot

// Each test is a Swift Charts snippet from reference/swift-charts-api.md §9, written as an app would write it
// for Apple's framework, with only the import changed. They must compile unchanged and render.

private struct Sale: Identifiable {
    let date: Date
    let count: Int
    let kind: String
    let product: String
    let price: Double
    let type: String
    var id: String { "\(date.timeIntervalSince1970)-\(kind)-\(product)-\(type)" }
}

private struct Item: Identifiable {
    let t: Double
    let v: Double
    var id: Double { t }
}

private struct Row {
    let name: String
    let sales: Double
}

private struct Job: Identifiable {
    let job: String
    let start: Date
    let end: Date
    var id: String { job }
}

private struct Penguin: Identifiable {
    let l: Double
    let w: Double
    let family: String
    var id: String { "\(l)-\(w)" }
}

private struct Cell: Identifiable {
    let x: String
    let y: String
    let n: Double
    var id: String { x + y }
}

private struct Series: Identifiable {
    let name: String
    let points: [Item]
    var id: String { name }
}

private struct Monthly: Identifiable {
    let m: String
    let v: Int
    var id: String { m }
}

private struct Sample {
    let x: Double
    let y: Double
}

private enum Data9 {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
    static func day(_ d: Int) -> Date { calendar.date(from: DateComponents(year: 2026, month: 11, day: d))! }
    static let sales: [Sale] = (0..<12).map { i in
        Sale(date: day(1 + i / 2), count: 2 + (i * 7) % 5, kind: i % 2 == 0 ? "A" : "B", product: ["Pro", "Max", "Mini"][i % 3],
             price: Double(100 + (i * 37) % 90), type: i % 2 == 0 ? "New" : "Used")
    }
    static let items: [Item] = (0..<10).map { Item(t: Double($0), v: 50 + 40 * sin(Double($0) / 2)) }
    static let rows = [Row(name: "Screenshots", sales: 40), Row(name: "Metadata", sales: 25), Row(name: "Keywords", sales: 20),
                       Row(name: "Final QA", sales: 15)]
    static let jobs = [Job(job: "Design", start: day(2), end: day(6)), Job(job: "Build", start: day(5), end: day(14)),
                       Job(job: "Review", start: day(13), end: day(18))]
    static let penguins: [Penguin] = (0..<24).map { i in
        Penguin(l: 35 + Double((i * 13) % 20), w: 14 + Double((i * 7) % 8), family: ["Adelie", "Gentoo", "Chinstrap"][i % 3])
    }
    static let cells: [Cell] = ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated().flatMap { i, x in
        ["Screenshots", "Metadata", "Keywords"].enumerated().map { j, y in
            Cell(x: x, y: y, n: Double((i * 7 + j * 5) % 10))
        }
    }
    static let series = ["iOS", "macOS"].enumerated().map { k, name in
        Series(name: name, points: (0..<8).map { Item(t: Double($0), v: Double(10 + k * 5 + ($0 * (3 + k)) % 9)) })
    }
    static let monthly = ["Jan", "Feb", "Mar", "Apr"].enumerated().map { Monthly(m: $1, v: [12, 30, 22, 41][$0]) }
    static let samples = stride(from: -9.0, through: 9.0, by: 0.5).map { Sample(x: $0, y: sin($0) + 0.1 * $0) }
}

private func renders<Content>(_ chart: Chart<Content>) throws {
    var renderer = ChartRenderer(chart, width: 480, height: 300)
    renderer.calendar = Data9.calendar
    let png = try renderer.pngData()
    #expect(png.count > 1000)
    #expect(try renderer.diagnostics().isEmpty)
}

struct SwiftChartsCompatibilityTests {
    @Test func shape1BarsByDayColouredByKind() throws {
        try renders(Chart(Data9.sales) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                .foregroundStyle(by: .value("Kind", $0.kind))
        }.chartForegroundStyleScale(["A": .red, "B": .blue]))
    }

    @Test func shape2SmoothLineAndDashedGoal() throws {
        try renders(Chart {
            ForEach(Data9.items) { i in
                LineMark(x: .value("T", i.t), y: .value("V", i.v)).interpolationMethod(.catmullRom).symbol(.circle)
            }
            RuleMark(y: .value("Goal", 100)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
        })
    }

    @Test func shape3Donut() throws {
        try renders(Chart(Data9.rows, id: \.name) { r in
            SectorMark(angle: .value("Sales", r.sales), innerRadius: .ratio(0.6), angularInset: 1)
                .cornerRadius(4)
                .foregroundStyle(by: .value("Name", r.name))
        })
    }

    @Test func shape4GroupedBars() throws {
        try renders(Chart(Data9.sales) {
            BarMark(x: .value("Product", $0.product), y: .value("Price", $0.price)).position(by: .value("Type", $0.type))
        })
    }

    @Test func shape5NormalizedAreas() throws {
        try renders(Chart(Data9.sales) {
            AreaMark(x: .value("Date", $0.date), y: .value("Price", $0.price), stacking: .normalized)
                .foregroundStyle(by: .value("Item", $0.kind))
        })
    }

    @Test func shape6Gantt() throws {
        try renders(Chart(Data9.jobs) {
            BarMark(xStart: .value("Start", $0.start), xEnd: .value("End", $0.end), y: .value("Job", $0.job), height: 20)
        })
    }

    @Test func shape7SymbolsByFamilyLegendOnTop() throws {
        try renders(Chart(Data9.penguins) {
            PointMark(x: .value("L", $0.l), y: .value("W", $0.w)).symbol(by: .value("Family", $0.family)).symbolSize(60)
        }.chartLegend(position: .top, alignment: .leading))
    }

    @Test func shape8ScalesAndAxisTitles() throws {
        try renders(Chart(Data9.items) {
            LineMark(x: .value("T", $0.t), y: .value("V", $0.v))
        }.chartYScale(domain: 0...100).chartXScale(domain: .automatic(includesZero: false)).chartYAxisLabel("Percent")
            .chartXAxisLabel("Time", position: .bottom))
    }

    @Test func shape9WeeklyDateAxis() throws {
        try renders(Chart(Data9.sales) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
        }.chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 7)) { _ in
                AxisGridLine(); AxisTick(); AxisValueLabel(format: .dateTime.month().day())
            }
        })
    }

    @Test func shape10LeadingPercentAxisAndHiddenParts() throws {
        try renders(Chart(Data9.monthly) {
            BarMark(x: .value("M", $0.m), y: .value("V", $0.v))
        }.chartYAxis {
            AxisMarks(position: .leading, values: [0, 50, 100]) {
                AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
            }
        })
        try renders(Chart(Data9.monthly) { BarMark(x: .value("M", $0.m), y: .value("V", $0.v)) }
            .chartYAxis(.hidden).chartLegend(.hidden))
    }

    @Test func shape11HeatMap() throws {
        try renders(Chart(Data9.cells) {
            RectangleMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("N", $0.n))
        }.chartForegroundStyleScale(range: Gradient(colors: [.white, .blue])))
    }

    @Test func shape12NestedForEachSeries() throws {
        try renders(Chart {
            ForEach(Data9.series) { s in
                ForEach(s.points) { p in
                    LineMark(x: .value("D", p.t), y: .value("V", p.v), series: .value("S", s.name))
                }.foregroundStyle(by: .value("S", s.name))
            }
        })
    }

    @Test func shape13AnnotationsAndPlotStyle() throws {
        try renders(Chart(Data9.monthly) { item in
            BarMark(x: .value("M", item.m), y: .value("V", item.v)).annotation(position: .top) {
                Text("\(item.v)").font(.caption)
            }
        }.chartPlotStyle { $0.background(.gray.opacity(0.1)) })
    }

    @Test func shape14ConditionalContent() throws {
        for (showAvg, sel) in [(true, Optional("Feb")), (false, nil)] as [(Bool, String?)] {
            let avg = 26.25
            let first = "Jan"
            try renders(Chart {
                ForEach(Data9.monthly) { BarMark(x: .value("M", $0.m), y: .value("V", $0.v)) }
                if showAvg { RuleMark(y: .value("Avg", avg)) }
                if let sel { RuleMark(x: .value("Sel", sel)) } else { PointMark(x: .value("M", first), y: .value("V", 0)) }
            })
        }
    }

    @Test func shape15FunctionAndVectorizedPlots() throws {
        try renders(Chart {
            LinePlot(x: "x", y: "y") { sin($0) }
            PointPlot(Data9.samples, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(4)
        }.chartXScale(domain: -10...10))
    }
}
