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
            // Read whole, the line is thinned as it is read too, and says how many points it stands for.
            #expect(summary(whole) == summary(streamed), "\(arguments)")
            #expect(whole.points.thinnedFrom == 12_000 && streamed.points.thinnedFrom == 12_000)
            // Out of x order, the rows are read whole: every point, which the writer thins the same way.
            let shuffled = try plans(
                ["--x", "time", "--y", "value", "--color", "host", "--mark", "line"] + arguments,
                text: Self.reversed(text), batchSize: 20_000)
            #expect(shuffled.streamed.points.count == 12_000)
            let thinned = shuffled.streamed.points.thinnedForLines(buckets: 1_600)
            #expect(streamed.points.count == thinned.count && streamed.points.count < 12_000)
            // The same points (the two hosts at one minute come the other way round).
            func marks(_ points: PlotPoints) -> [String] {
                zip(Double.values(points.x!), zip(Double.values(points.y!), String.values(points.color!))).map {
                    "\($0) \($1.0) \($1.1)"
                }.sorted()
            }
            #expect(marks(streamed.points) == marks(thinned), "\(arguments)")
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

    /// The table's rows after its header in the opposite order.
    private static func reversed(_ text: String) -> String {
        let lines = text.split(separator: "\n")
        return ([lines[0]] + lines.dropFirst().reversed()).joined(separator: "\n") + "\n"
    }

    @Test(arguments: [[String](), ["--aggregate", "none"], ["--color", "host"]])
    func aLineReadWholeHoldsNoMarkPerRow(_ arguments: [String]) throws {
        // 20,000 distinct x, in order and not: a line is thinned as its rows are read, so reading them holds a
        // few thousand points (four a slice at most), never a group or a row each.
        var text = "x,y,host\n"
        for row in 0..<20_000 { text += "\(row),\(row * 7919 % 1000),\(["a", "b"][row % 2])\n" }
        for table in [text, Self.reversed(text)] {
            let (whole, streamed) = try plans(["--x", "x", "--y", "y", "--mark", "line"] + arguments, text: table)
            #expect(whole.marksHeld <= 1_600 * 4 * (arguments.contains("host") ? 2 : 1), "\(arguments)")
            #expect(whole.points.thinnedFrom == 20_000)
            #expect(TableAltText.describe(whole.points, style: whole.style).contains(": 20,000 points"))
            #expect(summary(whole) == summary(streamed) || table != text)
        }
    }

    @Test(arguments: [
        ["--y-scale", "log"], ["--y-domain", "100,900"], ["--x-domain", "5000,15000"],
        ["--x-scale", "log", "--color", "host"],
    ])
    func aLineWithALogScaleOrADomainHoldsNoMarkPerRow(_ arguments: [String]) throws {
        // What the axes cannot place is left out before the line is thinned: reading holds a few thousand points,
        // every one of them placed, and the note counts the rest.
        var text = "x,y,host\n"
        for row in 0..<20_000 { text += "\(row),\(row * 7919 % 1000),\(["a", "b"][row % 2])\n" }
        let (whole, streamed) = try plans(["--x", "x", "--y", "y", "--mark", "line"] + arguments, text: text)
        #expect(whole.marksHeld <= 1_600 * 4 * (arguments.contains("host") ? 2 : 1), "\(whole.marksHeld)")
        #expect(summary(whole) == summary(streamed))
        let (xs, ys) = (Double.values(whole.points.x!), Double.values(whole.points.y!))
        let placed = { (x: Double, y: Double) -> Bool in
            switch arguments[0] {
            case "--y-scale": y > 0
            case "--y-domain": (100...900).contains(y)
            case "--x-domain": (5_000...15_000).contains(x)
            default: x > 0
            }
        }
        #expect(zip(xs, ys).allSatisfy(placed))
        let left = (0..<20_000).filter { !placed(Double($0), Double($0 * 7919 % 1000)) }.count
        let what = left == 1 ? "1 point" : "\(StepFolding.grouped(left)) points"
        #expect(whole.notes.contains { $0.hasPrefix("left out \(what)") }, "\(whole.notes)")
        #expect(whole.points.thinnedFrom == 20_000 - left)
        if arguments[0] == "--x-domain" {
            // Thinned over the domain's span, not the data's: every slice of the 10,001 points keeps its four.
            #expect(whole.points.count > 4_000, "\(whole.points.count) points")
        }
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
