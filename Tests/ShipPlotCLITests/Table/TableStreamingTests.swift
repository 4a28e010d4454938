// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI

/// A table read a batch at a time charts exactly as it does read whole: the same marks, titles, notes and
/// messages, with lines counted from the start of the file.
@Suite struct TableStreamingTests {
    /// Three thousand rows: minutes over two days, hosts, values, a quoted field with commas and a line end, and
    /// some empty values.
    static let table: String = {
        var text = "time,host,value,note\n"
        for row in 0..<3_000 {
            let minute = row * 7 % 2_880
            let time = String(format: "2026-11-%02dT%02d:%02d:00Z", 1 + minute / 1_440, minute / 60 % 24, minute % 60)
            let value = row % 97 == 0 ? "" : String(Double(row * 7919 % 1000) / 10)
            let note = row % 5 == 0 ? "\"a, \"\"quoted\"\"\nnote\"" : "plain"
            text += "\(time),\(["a", "b", "c", "d"][row % 4]),\(value),\(note)\n"
        }
        return text
    }()

    /// The plan of `arguments` over `text` read whole, and read from a file in batches of `batchSize` bytes.
    private func plans(_ arguments: [String], text: String = table, batchSize: Int = 1_000) throws -> (
        whole: ChartPlan, streamed: ChartPlan
    ) {
        let box = try Sandbox()
        try box.write(text, to: "t.csv")
        let args = try ChartCommand.spec.parse(["t.csv"] + arguments)
        var input = try ChartCommand.input(args)
        try input.checkCombinations()
        let whole = try ChartCommand.plan(input, data: Array(text.utf8), width: 800)
        let requested = input.candidateFields
        let batches = try TableBatches(
            file: box.path("t.csv"), source: "t.csv", delimiter: UInt8(ascii: ","), batchSize: batchSize,
            requested: { header in
                input.splitY(header: header)
                try input.check(header)
                return requested
            })
        #expect(batches.isStreamed)
        return (whole, try ChartCommand.plan(input, batches: batches, width: 800))
    }

    /// Everything a plan says, as text.
    private func summary(_ plan: ChartPlan) -> [String] {
        let points = plan.points
        let columns = [points.x, points.y, points.color].map { $0.map { "\(Double.values($0)) \($0.names)" } ?? "-" }
        return columns + [
            "\(points.count) \(points.x2 ?? []) \(points.low ?? []) \(points.high ?? []) \(points.merged)",
            "\(plan.skipped) \(plan.firstSkippedLine ?? 0) \(plan.notes)",
            "\(plan.style.xTitle ?? "") \(plan.style.yTitle ?? "") \(plan.style.unit?.rawValue ?? "")",
            "\(plan.style.xCategories) \(plan.style.seriesNames)",
        ]
    }

    @Test(arguments: [
        ["--x", "time", "--y", "value", "--color", "host"],
        ["--x", "time", "--y", "value", "--mark", "line", "--unit", "hour", "--aggregate", "mean"],
        ["--x", "time", "--y", "value", "--mark", "point"],
        ["--x", "host", "--y", "value", "--aggregate", "median", "--sort", "descending"],
        ["--x", "value", "--bin", "--color", "host"],
        ["--x", "host", "--y", "value", "--mark", "boxplot"],
        ["--x", "note", "--aggregate", "count"],
        ["--x", "time", "--y", "value", "--filter", "host in a,c", "--filter", "value > 20", "--mark", "area"],
    ])
    func batchesChartAsTheWholeTableDoes(_ arguments: [String]) throws {
        let (whole, streamed) = try plans(arguments)
        #expect(summary(streamed) == summary(whole), "\(arguments)")
        if arguments.contains("value") && !arguments.contains("--filter") {
            #expect(whole.skipped == 31, "the empty values are left out and counted")
        }
    }

    @Test func longLinesAreThinnedAsTheyAreRead() throws {
        // 12,000 minutes on two hosts, in time order: more points than a line draws whole.
        var text = "time,host,value\n"
        for minute in 0..<6_000 {
            for host in ["a", "b"] {
                let value = Double((minute * 7919 + (host == "a" ? 0 : 31)) % 1000) + (minute == 4_321 ? 5_000 : 0)
                text += String(format: "2026-11-%02dT%02d:%02d:00Z", 1 + minute / 1_440, minute / 60 % 24, minute % 60)
                text += ",\(host),\(value)\n"
            }
        }
        for arguments in [["--aggregate", "sum"], ["--aggregate", "none"]] {
            let (whole, streamed) = try plans(
                ["--x", "time", "--y", "value", "--color", "host", "--mark", "line"] + arguments, text: text,
                batchSize: 20_000)
            #expect(whole.points.count == 12_000)
            let thinned = whole.points.thinnedForLines(buckets: 1_600)
            #expect(streamed.points.count == thinned.count && streamed.points.count < 12_000)
            #expect(Double.values(streamed.points.x!) == Double.values(thinned.x!), "\(arguments)")
            #expect(Double.values(streamed.points.y!) == Double.values(thinned.y!), "\(arguments)")
            #expect(streamed.points.color.map(String.values) == thinned.color.map(String.values))
            // The spike at minute 4,321 survives on both hosts.
            let spikes = [0, 31].map { 5_000 + Double((4_321 * 7919 + $0) % 1000) }
            #expect(spikes.allSatisfy { Double.values(streamed.points.y!).contains($0) })
        }
        // Out of time order, the lines are read whole after all: every point.
        let shuffled =
            "time,value\n2026-11-02T00:00:00Z,1\n"
            + (0..<6_000).map {
                String(format: "2026-11-01T%02d:%02d:00Z,%d\n", $0 / 60 % 24, $0 % 60, $0 % 7)
            }.joined()
        let (whole, streamed) = try plans(
            ["--x", "time", "--y", "value", "--mark", "line"], text: shuffled, batchSize: 5_000)
        #expect(summary(streamed) == summary(whole))
    }

    @Test func aBadValueInALaterBatchIsNamedByItsLine() throws {
        var text = "k,v\n"
        for row in 0..<2_000 { text += "k\(row % 3),\(row == 1_500 ? "n/a" : "\(row)")\n" }
        let expected = #"t.csv:1502:4: field "v": "n/a" is not a number"#
        #expect(throws: (any Error).self) { try plans(["--x", "k", "--y", "v", "--y-type", "number"], text: text) }
        do {
            _ = try plans(["--x", "k", "--y", "v", "--y-type", "number"], text: text, batchSize: 500)
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
        // Typed by inference, the text among numbers is named the same way, with its line.
        do {
            _ = try plans(["--x", "k", "--y", "v"], text: text, batchSize: 500)
        } catch {
            #expect(
                "\(error)".hasPrefix(#"t.csv:1502:4: field "v": "n/a" is not a number, but 1,999 other values"#),
                "\(error)")
        }
    }

    @Test func rowBoundariesSkipLineEndsInQuotes() {
        let text = Array("a,\"x\ny\",b\nc,\"\"\"\",d\ne,f\"g,h\n".utf8)
        #expect(RowBoundary.firstRowEnd(text, delimiter: 0x2C) == 10)
        #expect(RowBoundary.lastRowEnd(text, delimiter: 0x2C) == text.count)
        #expect(RowBoundary.lastRowEnd(Array("a,\"open\nstill".utf8), delimiter: 0x2C) == 0)
        #expect(RowBoundary.lastRowEnd(Array("a\tb\nc\t\"d\n".utf8), delimiter: 0x09) == 4)
    }
}
