// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// The data sets of the `vega_datasets` Python package, as `Scripts/bootstrap --tests` unpacks its wheel (never
/// committed), or the folder `$SHIPPLOT_VEGA_DATASETS` names.
enum VegaDatasets {
    static let folder: String? = {
        let environment = ProcessInfo.processInfo.environment
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates: [String?] = [
            environment["SHIPPLOT_VEGA_DATASETS"],
            root.appendingPathComponent(".build/vega-datasets/vega_datasets/_data").path,
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0 + "/cars.json") }
    }()

    /// Run when the data is here, and under CI, where its absence must fail rather than skip.
    static var runs: Bool { folder != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    static func text(_ name: String) throws -> String {
        let folder = try #require(folder, "the vega_datasets data is missing: Scripts/bootstrap --tests fetches it")
        return try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// A JSON array of objects.
    static func objects(_ name: String) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(text(name).utf8)) as? [[String: Any]])
    }

    /// A CSV with a header, as rows of named fields (double quotes group, as in these files).
    static func rows(_ name: String) throws -> [[String: String]] {
        let lines = try text(name).split(separator: "\n").map(String.init)
        func fields(_ line: String) -> [String] {
            var out: [String] = []
            var current = ""
            var quoted = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character == "," && !quoted {
                    out.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            return out + [current]
        }
        let header = fields(lines[0])
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, fields($0))) }
    }

    /// Runs `shipplot chart NAME ARGUMENTS` on the data set and returns the exit code and stderr: every chart
    /// here must be drawn.
    static func render(_ name: String, _ arguments: [String], as output: String = "chart.png") throws -> (Int32, String)
    {
        let box = try Sandbox()
        try box.write(try text(name), to: name)
        let run = box.run(["chart", name, "-o", output] + arguments)
        #expect(box.bytes(output).map { !$0.isEmpty } == true, "\(name) \(arguments): no chart")
        return (run.code, run.output.stderr)
    }

    /// Seconds since 1970 (UTC) of a day.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(FieldText.daysFromCivil(year: year, month: month, day: day)) * 86400
    }
}

/// The eight charts a data person draws first from the `vega_datasets` examples, from the CLI without reshaping
/// the data, each plan's numbers checked against the same numbers computed here from the files.
@Suite(.enabled(if: VegaDatasets.runs)) struct VegaDatasetsTests {
    @Test func carsScatterShowsEveryCar() throws {
        let cars = try VegaDatasets.objects("cars.json")
        let pairs = cars.compactMap { car -> [Double]? in
            guard let hp = car["Horsepower"] as? Double, let mpg = car["Miles_per_Gallon"] as? Double else {
                return nil
            }
            return [hp, mpg]
        }
        let arguments = ["--x", "Horsepower", "--y", "Miles_per_Gallon", "--mark", "point"]
        let plan = try chartPlan(try VegaDatasets.text("cars.json"), arguments, name: "cars.json")
        let drawn = zip(Double.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y))).map {
            [$0, $1]
        }
        #expect(drawn.count == pairs.count && pairs.count == 392)
        #expect(drawn.sorted { $0.lexicographicallyPrecedes($1) } == pairs.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(plan.skipped == cars.count - 392)
        #expect(try VegaDatasets.render("cars.json", arguments).0 == 0)
    }

    @Test func irisHistogramCountsVegasBins() throws {
        let lengths = try VegaDatasets.objects("iris.json").map { try #require($0["petalLength"] as? Double) }
        // Vega's bins over 1…6.9 with at most 10: a step of 1 from 1 to 7, the largest value in the last.
        var counts: [Double: Double] = [:]
        for length in lengths { counts[min(length.rounded(.down), 6), default: 0] += 1 }
        let plan = try chartPlan(
            try VegaDatasets.text("iris.json"), ["--x", "petalLength", "--bin"], name: "iris.json")
        let drawn = Dictionary(
            uniqueKeysWithValues: zip(
                Double.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y))))
        #expect(drawn == counts)
        #expect(drawn.values.reduce(0, +) == 150)
        #expect(try VegaDatasets.render("iris.json", ["--x", "petalLength", "--bin"]).0 == 0)
    }

    @Test func seattleWeatherReadsSlashedDates() throws {
        var sums: [Double: Double] = [:]
        for row in try VegaDatasets.rows("seattle-weather.csv") {
            let parts = try #require(row["date"]).split(separator: "/").compactMap { Int($0) }
            sums[VegaDatasets.day(parts[0], parts[1], 1), default: 0] += try #require(
                Double(row["precipitation"] ?? ""))
        }
        let arguments = ["--x", "date", "--y", "precipitation", "--unit", "month"]
        let plan = try chartPlan(try VegaDatasets.text("seattle-weather.csv"), arguments, name: "seattle-weather.csv")
        let drawn = Dictionary(
            uniqueKeysWithValues: zip(
                Double.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y))))
        #expect(drawn.count == 48)
        #expect(drawn.keys.sorted() == sums.keys.sorted())
        #expect(drawn.allSatisfy { abs($0.value - sums[$0.key]!) < 1e-9 })
        #expect(try VegaDatasets.render("seattle-weather.csv", arguments).0 == 0)
    }

    @Test func stocksReadMonthNameDates() throws {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var expected: [String] = []
        for row in try VegaDatasets.rows("stocks.csv") {
            let parts = try #require(row["date"]).split(separator: " ")
            let month = try #require(months.firstIndex(of: String(parts[0]))) + 1
            let seconds = VegaDatasets.day(Int(parts[2])!, month, Int(parts[1])!)
            expected.append("\(row["symbol"]!) \(seconds) \(Double(row["price"]!)!)")
        }
        let arguments = ["--x", "date", "--y", "price", "--color", "symbol", "--mark", "line"]
        let plan = try chartPlan(try VegaDatasets.text("stocks.csv"), arguments, name: "stocks.csv")
        let (dates, prices) = (Double.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y)))
        let symbols = String.values(try #require(plan.points.color))
        let drawn = (0..<plan.points.count).map { "\(symbols[$0]) \(dates[$0]) \(prices[$0])" }
        #expect(drawn.count == 560)
        #expect(drawn.sorted() == expected.sorted())
        #expect(plan.style.seriesNames == ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"])
        #expect(try VegaDatasets.render("stocks.csv", arguments).0 == 0)
    }

    @Test func barleyFacetsBySite() throws {
        var sums: [String: Double] = [:]
        for row in try VegaDatasets.objects("barley.json") {
            let key = "\(row["site"]!) \(row["variety"]!) \(row["year"]!)"
            sums[key, default: 0] += try #require(row["yield"] as? Double)
        }
        let arguments = [
            "--x", "yield", "--y", "variety", "--color", "year", "--color-type", "category", "--facet", "site",
            "--aggregate", "sum",
        ]
        let plan = try chartPlan(try VegaDatasets.text("barley.json"), arguments, name: "barley.json")
        #expect(plan.points.facetNames.count == 6)
        #expect(plan.style.horizontal && plan.style.seriesNames == ["1931", "1932"])
        let (yields, varieties) = (
            Double.values(try #require(plan.points.x)), String.values(try #require(plan.points.y))
        )
        let years = String.values(try #require(plan.points.color))
        let sites = try #require(plan.points.facet).map { plan.points.facetNames[Int($0)] }
        let drawn = Dictionary(
            uniqueKeysWithValues: (0..<plan.points.count).map {
                ("\(sites[$0]) \(varieties[$0]) \(years[$0])", yields[$0])
            })
        #expect(drawn.keys.sorted() == sums.keys.sorted())
        #expect(drawn.allSatisfy { abs($0.value - sums[$0.key]!) < 1e-9 })
        // One scale for all six: from zero to the largest stack, rounded.
        let stacks = Dictionary(grouping: sums, by: { $0.key.split(separator: " ").dropLast().joined(separator: " ") })
            .mapValues { $0.map(\.value).reduce(0, +) }
        let shared = FacetGrid.sharedScales(plan.points, style: plan.style)
        guard case .number(let high)? = shared.xScale.domain?.last else {
            Issue.record("no shared x domain")
            return
        }
        #expect(high >= stacks.values.max()! && high < stacks.values.max()! * 1.5)
        #expect(try VegaDatasets.render("barley.json", arguments).0 == 0)
    }

    @Test func airportsByStateSortedByCount() throws {
        var counts: [String: Double] = [:]
        var order: [String] = []
        for row in try VegaDatasets.rows("airports.csv") {
            let state = row["state"] ?? ""
            guard !state.isEmpty else { continue }
            if counts[state] == nil { order.append(state) }
            counts[state, default: 0] += 1
        }
        let arguments = ["--x", "state", "--aggregate", "count", "--sort", "descending"]
        let plan = try chartPlan(try VegaDatasets.text("airports.csv"), arguments, name: "airports.csv")
        let drawn = Dictionary(
            uniqueKeysWithValues: zip(
                String.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y))))
        #expect(drawn == counts)
        // Largest first; ties keep the order the states first appear in.
        let expectedOrder = order.enumerated().sorted {
            counts[$0.element]! != counts[$1.element]!
                ? counts[$0.element]! > counts[$1.element]! : $0.offset < $1.offset
        }.map(\.element)
        #expect(plan.style.xCategories == expectedOrder)
        #expect(expectedOrder.first == "AK" && counts["AK"] == 263)
        #expect(try VegaDatasets.render("airports.csv", arguments).0 == 0)
    }

    @Test func employmentFoldsAWideTable() throws {
        let fields = ["nonfarm", "private", "government"]
        var expected: [String] = []
        for row in try VegaDatasets.rows("us-employment.csv") {
            let parts = try #require(row["month"]).split(separator: "-").compactMap { Int($0) }
            for field in fields {
                expected.append("\(field) \(VegaDatasets.day(parts[0], parts[1], parts[2])) \(Double(row[field]!)!)")
            }
        }
        let arguments = ["--x", "month", "--y", fields.joined(separator: ","), "--mark", "line"]
        let plan = try chartPlan(try VegaDatasets.text("us-employment.csv"), arguments, name: "us-employment.csv")
        let (months, values) = (Double.values(try #require(plan.points.x)), Double.values(try #require(plan.points.y)))
        let series = String.values(try #require(plan.points.color))
        #expect(
            (0..<plan.points.count).map { "\(series[$0]) \(months[$0]) \(values[$0])" }.sorted() == expected.sorted())
        #expect(plan.style.seriesNames == fields)
        #expect(try VegaDatasets.render("us-employment.csv", arguments).0 == 0)
    }

    @Test func iowaElectricityAsNormalizedShares() throws {
        var generation: [String: [String: Double]] = [:]
        for row in try VegaDatasets.rows("iowa-electricity.csv") {
            generation[row["year"]!, default: [:]][row["source"]!] = Double(row["net_generation"]!)!
        }
        let shares = generation.flatMap { year, sources in
            let total = sources.values.reduce(0, +)
            return sources.map { (year: year, source: $0.key, share: $0.value / total) }
        }
        let highest = try #require(shares.max { $0.share < $1.share })
        let arguments = [
            "--x", "year", "--y", "net_generation", "--color", "source", "--mark", "area", "--stacking", "normalized",
        ]
        let box = try Sandbox()
        try box.write(try VegaDatasets.text("iowa-electricity.csv"), to: "iowa.csv")
        let run = box.run(["chart", "iowa.csv", "-o", "iowa.png", "--alt-text", "-q"] + arguments)
        #expect(run.code == 0, "\(run.output.stderr)")
        let percent = TableAltText.number((highest.share * 1000).rounded() / 10)
        #expect(
            run.output.stdoutText.contains(
                "the highest share is \(percent) % at \(highest.year.prefix(4)) (\(highest.source))"),
            "\(run.output.stdoutText)")
    }
}
