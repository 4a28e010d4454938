// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import CLITestSupport
import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// A spec folder with files, and a loader for it.
private struct SpecFolder {
    let sandbox: Sandbox
    let loader: VegaDataLoader

    init(_ files: [(String, String)] = [], links: [(String, String)] = []) throws {
        sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("specs/data"), withIntermediateDirectories: true)
        for (name, text) in files { try sandbox.write(text, to: name) }
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: sandbox.path(name), withDestinationPath: target)
        }
        loader = VegaDataLoader(specPath: "specs/s.vl.json", folder: KernelPath.resolve(sandbox.path("specs")))
    }

    func load(_ data: VegaData) throws -> VegaTable { try loader.load(data, specSource: "specs/s.vl.json") }

    func refusal(_ url: String) -> String? {
        do {
            _ = try load(.url(url, VegaFormat()))
            return nil
        } catch {
            return "\(error)"
        }
    }
}

private func node(_ json: String) throws -> JSONNode {
    var reader = JSONTreeReader()
    return try reader.read(Array(json.utf8), source: "t", expected: "JSON").0
}

@Suite struct VegaDataTests {
    @Test func readsOnlyFilesInTheSpecsFolder() throws {
        let folder = try SpecFolder(
            [("secret.csv", "a\n1\n"), ("specs/data/ok.csv", "a\n1\n")],
            links: [("specs/data/out.csv", "../../secret.csv"), ("specs/up", "..")])
        #expect(try folder.load(.url("data/ok.csv", VegaFormat())).rows == [[.string("1")]])
        let prefix = "specs/s.vl.json: data.url: "
        #expect(
            folder.refusal("https://cdn.jsdelivr.net/npm/vega-datasets/data/cars.json")
                == prefix
                + #""https://cdn.jsdelivr.net/npm/vega-datasets/data/cars.json" is a URL; shipplot reads no network and no URLs, expected a file path relative to the spec's folder (download the file next to the spec)"#
        )
        #expect(folder.refusal("//example.com/a.csv")?.contains("is a URL") == true)
        #expect(folder.refusal("HTTP:a.csv")?.contains("is a URL") == true)
        #expect(
            folder.refusal("../secret.csv")
                == prefix + #""../secret.csv" leads out with "..", expected a file in the spec's folder or below it"#)
        #expect(
            folder.refusal("data/../../secret.csv")
                == prefix
                + #""data/../../secret.csv" leads out with "..", expected a file in the spec's folder or below it"#)
        #expect(
            folder.refusal(folder.sandbox.path("secret.csv"))?.hasSuffix(
                "is an absolute path, expected a path relative to the spec's folder") == true)
        #expect(
            folder.refusal("data/out.csv")
                == prefix
                + #""data/out.csv" leads out of the spec's folder through a symbolic link, expected a file in the spec's folder or below it"#
        )
        #expect(folder.refusal("up/secret.csv")?.contains("through a symbolic link") == true)
        let stdin = VegaDataLoader(specPath: nil, folder: nil)
        #expect(throws: ShipLogError.self) { try stdin.load(.url("data/ok.csv", VegaFormat()), specSource: "stdin") }
        #expect(folder.refusal("data/missing.csv") == "specs/data/missing.csv: no such file")
    }

    @Test func readsCSVAsTextAndJSONAsTyped() throws {
        let folder = try SpecFolder([
            ("specs/data/z.csv", "zip,n,when\n00501,3,Jan 1 2000\n,4,2012/01/02\n"),
            ("specs/data/u.tsv", "id\trate\n1001\t.097\n"),
            ("specs/data/nested.json", #"{"values": {"rows": [{"a": {"b": 1, "c": [1]}, "d": true}, {"e": "x"}]}}"#),
        ])
        var format = VegaFormat()
        format.parse = [("n", .number)]
        var loader = folder.loader
        loader.dateFields = ["when"]
        let csv = try loader.load(.url("data/z.csv", format), specSource: "s")
        #expect(csv.fields == ["zip", "n", "when"])
        // A zip code stays text, as Vega keeps CSV values until a parse says otherwise.
        #expect(csv.rows[0] == [.string("00501"), .number(3), .date(946_684_800)])
        #expect(csv.rows[1] == [.null, .number(4), .date(1_325_462_400)])
        let tsv = try folder.load(.url("data/u.tsv", VegaFormat()))
        #expect(tsv.rows == [[.string("1001"), .string(".097")]])
        var nested = VegaFormat()
        nested.property = ["values", "rows"]
        let json = try folder.load(.url("data/nested.json", nested))
        // The object itself reads as JavaScript prints one; an array, which rows do not hold, as null.
        #expect(json.fields == ["a", "a.b", "a.c", "d", "e"])
        #expect(
            json.rows == [
                [.string("[object Object]"), .number(1), .null, .bool(true), .null],
                [.null, .null, .null, .null, .string("x")],
            ])
        let plain = try folder.load(.values(try node("[1, \"b\", null]"), VegaFormat()))
        #expect(plain.fields == ["data"] && plain.rows == [[.number(1)], [.string("b")], [.null]])
        let sequence = try folder.load(.sequence(start: 0, stop: 1, step: 0.25, field: "x"))
        #expect(sequence.rows == [[.number(0)], [.number(0.25)], [.number(0.5)], [.number(0.75)]])
    }

    @Test func readsDatesAsJavaScriptDoesButInUTC() {
        #expect(VegaDates.parse("2012-01-01") == 1_325_376_000)
        #expect(VegaDates.parse("2000-01-01T08:00:00.000Z") == 946_713_600)
        #expect(VegaDates.parse("Jan 1 2000") == 946_684_800)
        #expect(VegaDates.parse("Jun 12, 1998") == 897_609_600)
        #expect(VegaDates.parse("2001/01/01 00:47") == 978_310_020)
        #expect(VegaDates.parse("01/31/2012") == 1_327_968_000)
        #expect(VegaDates.parse("1565") == -12_780_547_200)
        #expect(VegaDates.parse("2012-02-30") == nil)
        #expect(VegaDates.parse("soon") == nil)
        // Cut to a unit: the year 2012 stands in when the year is not kept; weeks start on Sunday.
        let instant = VegaDates.parse("2015/03/18 13:47")!
        #expect(VegaDates.truncate(instant, to: VegaTimeUnit(name: "month")!) == VegaDates.parse("2012-03-01"))
        #expect(VegaDates.truncate(instant, to: VegaTimeUnit(name: "yearmonthdate")!) == VegaDates.parse("2015-03-18"))
        #expect(
            VegaDates.truncate(instant, to: VegaTimeUnit(name: "hoursminutes")!) == VegaDates.parse("2012-01-01T13:47Z")
        )
        #expect(VegaDates.truncate(instant, to: VegaTimeUnit(name: "yearweek")!) == VegaDates.parse("2015-03-15"))
        #expect(VegaDates.truncate(instant, to: VegaTimeUnit(name: "day")!) == VegaDates.parse("2012-01-04"))
        #expect(VegaDates.truncate(instant, to: VegaTimeUnit(name: "yearquarter")!) == VegaDates.parse("2015-01-01"))
        var fiveMinutes = VegaTimeUnit(name: "hoursminutes")!
        fiveMinutes.step = 5
        #expect(VegaDates.truncate(instant, to: fiveMinutes) == VegaDates.parse("2012-01-01T13:45Z"))
    }
}

@Suite struct VegaTransformTests {
    private let runner = VegaTransformRunner(source: "s.vl.json")

    private func table(_ fields: [String], _ rows: [[VegaValue]]) -> VegaTable { VegaTable(fields: fields, rows: rows) }

    @Test func foldsAggregatesAndFilters() throws {
        let wide = table(
            ["k", "a", "b"], [[.string("x"), .number(1), .number(2)], [.string("y"), .number(3), .string("4")]])
        let long = try runner.apply(.fold(fields: ["a", "b"], as: ("key", "value")), to: wide, path: "t")
        #expect(long.fields == ["k", "a", "b", "key", "value"])
        #expect(
            long.rows.map { [$0[0], $0[3], $0[4]] } == [
                [.string("x"), .string("a"), .number(1)], [.string("x"), .string("b"), .number(2)],
                [.string("y"), .string("a"), .number(3)], [.string("y"), .string("b"), .string("4")],
            ])
        let sums = try runner.apply(
            .aggregate(
                [
                    VegaAggregateField(op: .sum, field: "value", output: "total"),
                    VegaAggregateField(op: .count, field: nil, output: "n"),
                    VegaAggregateField(op: .median, field: "value", output: "median"),
                ], groupBy: ["key"]), to: long, path: "t")
        // Groups in the order they first appear; "4" counts as the number it spells.
        #expect(
            sums.rows == [
                [.string("a"), .number(4), .number(2), .number(2)], [.string("b"), .number(6), .number(2), .number(3)],
            ])
        let filtered = try runner.apply(
            .filter(
                .or([
                    .expression(try VegaExpression("datum.total > 5")),
                    .field(VegaFieldPredicate(field: "key", test: .equal(.string("a")))),
                ])),
            to: sums, path: "t")
        #expect(filtered.rows.count == 2)
        let none = try runner.apply(
            .filter(.field(VegaFieldPredicate(field: "n", test: .range(.number(3), nil)))), to: sums, path: "t")
        #expect(none.rows.isEmpty)
    }

    @Test func aggregatesAsVegaDoes() {
        let values: [VegaValue] = [.number(1), .number(2), .number(3), .number(4), .null, .string("x")]
        #expect(VegaAggregation.apply(.count, values) == .number(6))
        #expect(VegaAggregation.apply(.valid, values) == .number(5))
        #expect(VegaAggregation.apply(.missing, values) == .number(1))
        #expect(VegaAggregation.apply(.mean, values) == .number(2.5))
        #expect(VegaAggregation.apply(.average, values) == .number(2.5))
        #expect(VegaAggregation.apply(.q1, values) == .number(1.75))
        #expect(VegaAggregation.apply(.q3, values) == .number(3.25))
        #expect(VegaAggregation.apply(.variance, values) == .number(5.0 / 3))
        #expect(VegaAggregation.apply(.stdevp, values) == .number(1.25.squareRoot()))
        #expect(VegaAggregation.apply(.max, [.date(5), .date(9)]) == .date(9))
        #expect(VegaAggregation.apply(.mean, [.null]) == .null)
        #expect(VegaAggregation.apply(.sum, [.null]) == .number(0))
    }

    @Test func binsAtNiceEdgesAsVegaDoes() throws {
        // Vega's bins for the movies' IMDB ratings (1.4 to 9.2, 10 bins at most): 1 to 10, one wide.
        #expect(VegaBinning.bins(VegaBin(), extent: (1.4, 9.2)) == BinEdges(start: 1, stop: 10, step: 1))
        // Horsepower (46 to 230): 40 to 240 by 20.
        #expect(VegaBinning.bins(VegaBin(), extent: (46, 230)) == BinEdges(start: 40, stop: 240, step: 20))
        var wide = VegaBin()
        wide.maxBins = 20
        // Vega stops at the maximum when it falls on an edge: 230 is in the last bin.
        #expect(VegaBinning.bins(wide, extent: (46, 230)) == BinEdges(start: 40, stop: 230, step: 10))
        var stepped = VegaBin()
        stepped.step = 0.5
        #expect(VegaBinning.bins(stepped, extent: (0.2, 1.9)) == BinEdges(start: 0, stop: 2, step: 0.5))
        let rows = table(["v"], [[.number(46)], [.number(230)], [.number(59.9)], [.null]])
        let binned = try runner.bin(rows, VegaBin(), field: "v", names: ("b", "b_end"), maxBins: 10, path: "t")
        #expect(
            binned.rows.map { [$0[1], $0[2]] } == [
                [.number(40), .number(60)], [.number(220), .number(240)], [.number(40), .number(60)], [.null, .null],
            ])
    }

    @Test func refusesBinsOverASpanPastTheLargestNumber() throws {
        let rows = table(["v"], [[.number(-1e308)], [.number(0)], [.number(1e308)]])
        do {
            _ = try runner.bin(rows, VegaBin(), field: "v", names: ("b", "e"), maxBins: 10, path: "encoding.x.bin")
            Issue.record("binned a span past the largest number")
        } catch {
            #expect(
                "\(error)"
                    == "s.vl.json: encoding.x.bin: cannot measure bins over -1e+308 to 1e+308, a span past the largest "
                    + "number, expected values less far apart (filter out the extremes)")
        }
    }

    @Test func refusesABillionBins() throws {
        var tiny = VegaBin()
        tiny.step = 1e-9
        let rows = table(["v"], [[.number(0)], [.number(1)]])
        #expect(throws: ShipLogError.self) {
            try runner.bin(rows, tiny, field: "v", names: ("b", "e"), maxBins: 10, path: "p")
        }
        do {
            _ = try runner.bin(rows, tiny, field: "v", names: ("b", "e"), maxBins: 10, path: "transform[0]")
        } catch {
            #expect(
                "\(error)"
                    == "s.vl.json: transform[0]: makes 1,000,000,000 bins of 1e-9 over 0 to 1, expected at most 10,000 (give a larger step or fewer maxbins)"
            )
        }
    }

    @Test func refusesAFoldPastTheValueLimit() throws {
        let fields = (0..<1_000).map { "f\($0)" }
        let rows = table(fields, Array(repeating: Array(repeating: VegaValue.number(1), count: 1_000), count: 50))
        #expect(throws: ShipLogError.self) {
            try runner.apply(.fold(fields: fields, as: ("k", "v")), to: rows, path: "transform[0]")
        }
    }
}
