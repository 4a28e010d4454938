// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI

/// One small table in every format `chart` reads.
private enum Tables {
    static let csv =
        "date,platform,downloads\n2026-11-02,iOS,120\n2026-11-02,macOS,40\n2026-11-03,iOS,150\n"
        + "2026-11-03,macOS,\"45\"\n2026-11-04,iOS,90\n"
    static let tsv =
        "date\tplatform\tdownloads\n2026-11-02\tiOS\t120\n2026-11-02\tmacOS\t40\n2026-11-03\tiOS\t150\n"
        + "2026-11-03\tmacOS\t45\n2026-11-04\tiOS\t90\n"
    static let rows = [
        ("2026-11-02", "iOS", 120), ("2026-11-02", "macOS", 40), ("2026-11-03", "iOS", 150),
        ("2026-11-03", "macOS", 45), ("2026-11-04", "iOS", 90),
    ]
    static let json =
        "[\n"
        + rows.map { "  {\"date\": \"\($0.0)\", \"platform\": \"\($0.1)\", \"downloads\": \($0.2)}" }
        .joined(separator: ",\n") + "\n]\n"
    static let ndjson = rows.map { "{\"date\": \"\($0.0)\", \"platform\": \"\($0.1)\", \"downloads\": \($0.2)}\n" }
        .joined()

    static let all = [("t.csv", csv), ("t.tsv", tsv), ("t.json", json), ("t.ndjson", ndjson)]
    static let chart = ["--x", "date", "--y", "downloads", "--color", "platform", "--alt-text"]
    static let description =
        "A bar chart of downloads by date, coloured by platform (iOS and macOS): 5 bars, date from 2026-11-02 to "
        + "2026-11-04; the highest is 150 at 2026-11-03 (iOS), the lowest 40 at 2026-11-02 (macOS).\n"
}

@Suite struct TableChartTests {
    @Test func everyFormatFromAFileAndFromStandardInput() throws {
        let box = try Sandbox()
        for (name, text) in Tables.all {
            try box.write(text, to: name)
            let file = box.run(["chart", name, "-o", "\(name).png"] + Tables.chart)
            #expect(file.code == 0, "\(name): \(file.output.stderr)")
            #expect(file.output.stdoutText == Tables.description, "\(name)")
            #expect(pngSize(try #require(box.bytes("\(name).png"))).map { $0 == (800, 500) } == true)
            // Standard input has no extension: the format is sniffed.
            let piped = box.run(["chart", "-", "-o", "\(name)-stdin.png"] + Tables.chart, input: Data(text.utf8))
            #expect(piped.code == 0, "\(name) on stdin: \(piped.output.stderr)")
            #expect(piped.output.stdoutText == Tables.description, "\(name) on stdin")
            #expect(box.bytes("\(name)-stdin.png") == box.bytes("\(name).png"), "\(name): the same chart either way")
        }
    }

    @Test func everyMarkWithDatesColoursAndStacking() throws {
        let box = try Sandbox()
        try box.write(Tables.csv, to: "t.csv")
        var charts: [Data] = []
        for (index, extra) in [
            ["--mark", "bar"], ["--mark", "bar", "--stacking", "normalized"], ["--mark", "bar", "--group"],
            ["--mark", "bar", "--stacking", "none"], ["--mark", "line"], ["--mark", "line", "--smooth"],
            ["--mark", "point"], ["--mark", "area"], ["--mark", "area", "--stacking", "center"], ["--mark", "rule"],
        ].enumerated() {
            let run = box.run(
                [
                    "chart", "t.csv", "--x", "date", "--y", "downloads", "--color", "platform", "-o",
                    "\(index).png",
                ] + extra)
            #expect(run.code == 0, "\(extra): \(run.output.stderr)")
            charts.append(try #require(box.bytes("\(index).png")))
        }
        #expect(Set(charts).count == charts.count, "each mark and stacking draws its own chart")
        for format in ["svg", "pdf"] {
            #expect(box.run(["chart", "t.csv", "--x", "date", "--y", "downloads", "-o", "t.\(format)"]).code == 0)
        }
        let svg = String(decoding: try #require(box.bytes("t.svg")), as: UTF8.self)
        #expect(svg.contains("<svg"))
    }

    /// Alt text for `table` charted with `arguments`, after a successful run.
    private func describe(_ table: String, _ arguments: [String]) throws -> String {
        let box = try Sandbox()
        try box.write(table, to: "t.csv")
        let run = box.run(["chart", "t.csv", "-o", "t.png", "--alt-text"] + arguments)
        #expect(run.code == 0, "\(arguments): \(run.output.stderr)")
        return run.output.stdoutText
    }

    @Test(arguments: [
        ("sum", "the highest is 10 at b, the lowest 4 at a"), ("count", "the highest is 2 at a, the lowest 1 at b"),
        ("mean", "the highest is 10 at b, the lowest 2 at a"), ("min", "the highest is 10 at b, the lowest 1 at a"),
        ("max", "the highest is 10 at b, the lowest 3 at a"),
    ])
    func aggregatesCombineRowsThatShareAnX(_ aggregate: String, _ expected: String) throws {
        let text = try describe("k,v\na,1\nb,10\na,3\n", ["--x", "k", "--y", "v", "--aggregate", aggregate])
        #expect(text.contains(expected), "\(text)")
        let label = aggregate == "count" ? "Count" : "v (\(aggregate))"
        #expect(text.hasPrefix("A bar chart of \(label) by k"), "\(text)")
    }

    @Test func countNeedsNoY() throws {
        let text = try describe("day,who\nMon,a\nTue,b\nMon,c\n", ["--x", "day", "--aggregate", "count"])
        #expect(text.contains("the highest is 2 at Mon, the lowest 1 at Tue"), "\(text)")
    }

    @Test func unitsBinDatesInUTCWithWeeksFromMonday() throws {
        let table =
            "when,n\n2026-11-29T23:30:00Z,1\n2026-11-30T00:10:00+01:00,2\n2026-11-30T08:00:00Z,4\n"
            + "2026-12-01,8\n"
        // 00:10 at +01:00 is 23:10 UTC on the 29th, a Sunday: in the week of Monday the 23rd.
        let week = try describe(table, ["--x", "when", "--y", "n", "--unit", "week"])
        #expect(week.contains("2 bars, when (week) from 2026-11-23 to 2026-11-30"), "\(week)")
        #expect(week.contains("the highest is 12 at 2026-11-30, the lowest 3 at 2026-11-23"), "\(week)")
        let month = try describe(table, ["--x", "when", "--y", "n", "--unit", "month", "--mark", "line"])
        #expect(month.contains("2 points, when (month) from 2026-11 to 2026-12"), "\(month)")
        #expect(month.contains("the highest is 8 at 2026-12, the lowest 7 at 2026-11"), "\(month)")
        // Days chart as days without --unit.
        let days = try describe("d,n\n2026-11-02,1\n2026-11-09,2\n", ["--x", "d", "--y", "n"])
        #expect(days.contains("d from 2026-11-02 to 2026-11-09"), "\(days)")
    }

    @Test func typesAreInferredAndOverridden() throws {
        let years = "year,revenue\n2024,1.5\n2025,2.25\n2026,3\n"
        #expect(try describe(years, ["--x", "year", "--y", "revenue"]).contains("3 bars, year from 2024 to 2026"))
        let categories = try describe(years, ["--x", "year", "--y", "revenue", "--x-type", "category"])
        #expect(categories.contains("3 bars over 3 categories"), "\(categories)")
        // A number field given as --x and a category field as --y: horizontal bars.
        let sideways = try describe("team,builds\nA,3\nB,5\n", ["--x", "builds", "--y", "team"])
        #expect(sideways.hasPrefix("A bar chart of builds by team: 2 bars over 2 categories"), "\(sideways)")
        // JSON strings that spell numbers are versions, not numbers.
        let box = try Sandbox()
        try box.write(#"[{"v": "2.0", "n": 1}, {"v": "10.0", "n": 2}]"#, to: "t.json")
        let run = box.run(["chart", "t.json", "--x", "v", "--y", "n", "--mark", "point", "--alt-text", "-o", "t.png"])
        #expect(run.output.stdoutText.contains("2 points (one per row) over 2 categories"), "\(run.output.stderr)")
    }

    @Test func emptyValuesLeaveRowsOutWithAWarning() throws {
        let box = try Sandbox()
        try box.write("k,v\na,1\nb,\n,3\nc,4\n", to: "t.csv")
        let run = box.run(["chart", "t.csv", "--x", "k", "--y", "v", "-o", "t.png"])
        #expect(run.code == 0)
        #expect(
            run.output.stderr
                == "shipplot: warning: t.csv: left out 2 rows with an empty value in a charted field (the first on line 3)\n"
                + "shipplot: wrote t.png\n"
        )
    }

    @Test func aHundredThousandColoursFoldIntoAChart() throws {
        let table = "day,user,n\n" + (0..<100_000).map { "2026-11-0\($0 % 7 + 1),u\($0),1\n" }.joined()
        let text = try describe(table, ["--x", "day", "--y", "n", "--color", "user"])
        #expect(text.contains("u10, u11 and 99,988 more"), "\(text.prefix(300))")
    }

    @Test func aMillionRowsChartWithoutHanging() throws {
        let table = "x\n" + String(repeating: "a\nb\nb\nc\n", count: 250_000)
        let text = try describe(table, ["--x", "x", "--aggregate", "count"])
        // Every row counted; how fast is the benchmark's to say (Benchmarks/chart.sh, release), not a clock here.
        #expect(text.contains("the highest is 500,000 at b, the lowest 250,000 at a"), "\(text)")
    }

    @Test func readingIsLinearInAWideRow() throws {
        // One row of many fields: counting columns from the line's start for each field made four times the
        // fields take sixteen times as long. The reader counts the bytes it looks at.
        func wide(_ count: Int) -> [UInt8] {
            let header = (0..<count).map { "f\($0)" }.joined(separator: ",")
            let row = (0..<count).map { $0 == count - 1 ? "x" : " 1 " }.joined(separator: ",")
            return Array((header + "\n" + row + "\n").utf8)
        }
        func work(_ count: Int) throws -> Int {
            var reader = DelimitedReader(bytes: wide(count), start: 0, source: "wide.csv", delimiter: 0x2C)
            _ = try reader.read(requested: ["f0", "f\(count - 1)"], check: { _ in })
            return reader.work
        }
        let (small, large) = (try work(5_000), try work(20_000))
        #expect(small >= wide(5_000).count, "the reader counts its work")
        #expect(Double(large) <= 4.4 * Double(small), "work \(small) for 5,000 fields, \(large) for 20,000")

        // The last field's bad value is named by its line and column, found in one pass when it is needed.
        let box = try Sandbox()
        try box.write(String(decoding: wide(20_000), as: UTF8.self), to: "wide.csv")
        let run = box.run(["chart", "wide.csv", "--x", "f0", "--y", "f19999", "--y-type", "number"])
        #expect(run.code == 65)
        #expect(
            run.output.stderr
                == "shipplot: wide.csv:2:\(4 * 19_999 + 1): field \"f19999\": \"x\" is not a number, expected a number such "
                + "as 42, -1.5 or 2e3\n")
    }

    @Test func requestingEveryFieldOfAWideHeaderIsLinear() throws {
        // A Vega-Lite spec reads every field: finding each requested name by a scan of the header made 10,000
        // fields of 500 characters take minutes. The reader counts its work.
        func work(_ count: Int) throws -> Int {
            let names = (0..<count).map { "field\($0)" }
            let text = names.joined(separator: ",") + "\n" + names.map { _ in "1" }.joined(separator: ",") + "\n"
            var reader = DelimitedReader(bytes: Array(text.utf8), start: 0, source: "wide.csv", delimiter: 0x2C)
            _ = try reader.read(requested: names, check: { _ in })
            return reader.work
        }
        let (small, large) = (try work(1_000), try work(4_000))
        #expect(Double(large) <= 4.4 * Double(small), "work \(small) for 1,000 fields, \(large) for 4,000")
    }

    @Test func longLinesKeepEachSlicesFirstLowestHighestAndLast() {
        // Two series of 10,000 points over 0..<10,000, thinned to 100 slices of 100 keys.
        var keys: [Double] = []
        var values: [Double] = []
        var series: [Int32] = []
        for key in 0..<10_000 {
            for s in 0..<2 {
                keys.append(Double(key))
                values.append(Double((key * 7919 + s * 31) % 1000) + (key == 4_321 && s == 1 ? 5_000 : 0))
                series.append(Int32(s))
            }
        }
        var points = PlotPoints()
        (points.count, points.x, points.y) = (keys.count, .numbers(keys), .numbers(values))
        points.color = .categories(series, names: ["a", "b"])
        let thinned = points.thinnedForLines(buckets: 100)
        #expect(thinned.count <= 100 * 4 * 2)
        #expect(thinned.count >= 100 * 2 * 2, "at least the first and last of every slice")
        for s in [Int32(0), 1] {
            let (pointKeys, pointValues, pointSeries) = (
                Double.values(points.x!), Double.values(points.y!), Double.values(points.color!)
            )
            let (thinKeys, thinValues, thinSeries) = (
                Double.values(thinned.x!), Double.values(thinned.y!), Double.values(thinned.color!)
            )
            let full = pointKeys.indices.filter { pointSeries[$0] == Double(s) }
            let kept = thinKeys.indices.filter { thinSeries[$0] == Double(s) }
            #expect(kept.map { thinValues[$0] }.max() == full.map { pointValues[$0] }.max())
            #expect(kept.map { thinValues[$0] }.min() == full.map { pointValues[$0] }.min())
            #expect(kept.first.map { thinKeys[$0] } == 0 && kept.last.map { thinKeys[$0] } == 9_999)
            // Every slice keeps its own highest point.
            for slice in 0..<100 {
                let inSlice = { (k: Double) in Int(k) / 100 == slice }
                let fullHigh = full.filter { inSlice(pointKeys[$0]) }.map { pointValues[$0] }.max()
                let keptHigh = kept.filter { inSlice(thinKeys[$0]) }.map { thinValues[$0] }.max()
                #expect(fullHigh == keptHigh, "slice \(slice) of series \(s)")
            }
        }
        #expect(Double.values(thinned.y!).contains(values.max()!), "the spike at 4,321 survives")
    }

    @Test func chartIsInTheHelpManPageAndCompletion() throws {
        let box = try Sandbox()
        #expect(box.run(["--help"]).output.stdoutText.contains("  chart "))
        #expect(box.run(["--generate-man-page"]).output.stdoutText.contains("shipplot chart"))
        let bash = box.run(["--generate-completion-script", "bash"]).output.stdoutText
        #expect(bash.contains("bar line point area rule"))
        #expect(bash.contains("hour day week month year"))
        #expect(bash.contains("csv tsv json ndjson"))
        #expect(ShipPlotCommandLine.tool.problems == [])
    }
}

@Suite struct FieldTextTests {
    @Test(arguments: [
        ("2026-11-28", 1_795_824_000.0), ("2026-11", 1_793_491_200.0), ("2026-11-28T14:30:00Z", 1_795_876_200.0),
        ("2026-11-28 14:30", 1_795_876_200.0), ("2026-11-28T14:30:00.5+01:00", 1_795_872_600.5),
        ("2026-11-28T14:30-0130", 1_795_881_600.0), ("2024-02-29", 1_709_164_800.0), ("1969-12-31", -86_400.0),
    ])
    func datesInISO8601(_ text: String, _ seconds: Double) {
        #expect(FieldText.date(text) == seconds)
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-11-31", "2026-11-28T24:00", "2026-11-28T14", "2026-11-28T14:30Zx",
        "26-11-28", "2026/11/28", "2026", "Nov 28, 2026", "2026-11-28T14:30+25:00", "",
    ])
    func notDates(_ text: String) {
        #expect(FieldText.date(text) == nil)
    }

    @Test func numbersAreStrict() {
        for (text, value) in [("42", 42.0), ("-1.5", -1.5), ("+3", 3), (".5", 0.5), ("2e3", 2000), ("1E-2", 0.01)] {
            #expect(FieldText.number(text) == value, "\(text)")
        }
        for text in ["nan", "inf", "-Infinity", "0x1F", "1,000", "1e", "-", ".", "1e400", " 1", "12%", "1.2.3"] {
            #expect(FieldText.number(text) == nil, "\(text)")
        }
    }
}
