// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI

/// A table read a batch at a time keeps the rules a table read whole keeps: bars of several years over long date
/// spans, colours folded at the palette's limit into one grey series, sums the same in any row order, stacks past
/// the largest number refused, and lines ending in a carriage return alone named.
@Suite struct TableStreamingRulesTests {
    /// The plans of `arguments` over `text` read whole and read from a file in batches of `batchSize` bytes, for a
    /// legend naming at most `seriesLimit` colours.
    private func plans(
        _ arguments: [String], text: String, batchSize: Int = 200, seriesLimit: Int = StepFolding.limit
    ) throws -> (whole: ChartPlan, streamed: ChartPlan) {
        let input = try ChartCommand.input(try ChartCommand.spec.parse(["t.csv"] + arguments))
        let whole = try ChartCommand.plan(input, data: Array(text.utf8), width: 800, seriesLimit: seriesLimit)
        return (whole, try streamed(arguments, text: text, batchSize: batchSize, seriesLimit: seriesLimit))
    }

    /// The plan of `arguments` over `text` read from a file in batches of `batchSize` bytes.
    private func streamed(
        _ arguments: [String], text: String, batchSize: Int, seriesLimit: Int = StepFolding.limit
    ) throws -> ChartPlan {
        let box = try Sandbox()
        try box.write(text, to: "t.csv")
        var input = try ChartCommand.input(try ChartCommand.spec.parse(["t.csv"] + arguments))
        try input.checkCombinations()
        let requested = input.candidateFields
        let batches = try TableBatches(
            file: box.path("t.csv"), source: "t.csv", delimiter: UInt8(ascii: ","), batchSize: batchSize,
            requested: { header in
                input.splitY(header: header)
                try input.check(header)
                return requested
            })
        #expect(batches.isStreamed)
        return try ChartCommand.plan(input, batches: batches, width: 800, seriesLimit: seriesLimit)
    }

    private func keys(_ plan: ChartPlan) -> [Double] { plan.points.x.map(Double.values) ?? [] }
    private func values(_ plan: ChartPlan) -> [Double] { plan.points.y.map(Double.values) ?? [] }

    @Test func barsOverCenturiesTakeSeveralYearsEachInBatches() throws {
        let text = "year,n\n" + (1000...2100).map { "\($0)-01-01,\($0 % 7)\n" }.joined()
        let (whole, streamed) = try plans(["--x", "year", "--y", "n"], text: text, batchSize: 2_000)
        #expect(streamed.style.xTitle == "year (5 years a bar)" && whole.style.xTitle == streamed.style.xTitle)
        #expect(keys(streamed) == keys(whole) && values(streamed) == values(whole))
        #expect(streamed.points.count == 221 && streamed.points.x2 == whole.points.x2)
    }

    @Test(arguments: [StepFolding.limit, 7])
    func coloursFoldAtThePalettesLimitInBatches(_ limit: Int) throws {
        let text = "x,n,s\n" + (1...20).map { "1,\($0),s\($0)\n" }.joined()
        let (whole, streamed) = try plans(
            ["--x", "x", "--y", "n", "--color", "s"], text: text, batchSize: 64, seriesLimit: limit)
        #expect(streamed.style.seriesNames == whole.style.seriesNames)
        #expect(streamed.style.seriesNames.count == limit + 1)
        #expect(
            streamed.style.restSeries == "\(20 - limit) more" && whole.style.restSeries == streamed.style.restSeries)
        #expect(values(streamed) == values(whole))
    }

    @Test func sumsNearTheLargestDoubleAreTheSameInBatches() throws {
        for order in [["1e308", "1e308", "-1e308"], ["1e308", "-1e308", "1e308"]] {
            let text = "k,v\n" + order.map { "a,\($0)\n" }.joined()
            let (whole, streamed) = try plans(["--x", "k", "--y", "v"], text: text, batchSize: 8)
            #expect(values(streamed) == [1e308] && values(whole) == [1e308], "\(order)")
        }
        let stack = "k,v,c\n1,1e308,p\n1,1e308,q\n2,1,p\n2,1,q\n"
        do {
            _ = try streamed(["--x", "k", "--y", "v", "--color", "c"], text: stack, batchSize: 8)
            Issue.record("a stack past the largest number was planned")
        } catch {
            #expect("\(error)".contains("adds up past the largest number"), "\(error)")
        }
    }

    /// Lines thinned as they are read over keys from -1e308 to 1e308 and in subnormal steps: never a trap, the
    /// first and last point kept, at most four points a slice.
    @Test func lineThinningAsReadOverExtremeKeys() throws {
        let n = 6_000
        func spread(_ i: Int) -> Double {
            let t = Double(i) / Double(n - 1)
            return -1e308 * (1 - t) + 1e308 * t
        }
        func ends(_ i: Int) -> Double {
            i == 0 ? -Double.greatestFiniteMagnitude : i == n - 1 ? Double.greatestFiniteMagnitude : Double(i)
        }
        let subnormal: [Double] = (0..<n).map { Double.leastNonzeroMagnitude * Double($0) }
        let spans: [[Double]] = [(0..<n).map(spread), subnormal, (0..<n).map(ends)]
        for keys in spans {
            var thinning = LineThinning(low: keys[0], high: keys[n - 1], buckets: 100)
            for (index, x) in keys.enumerated() {
                try thinning.add(.init(x: x, value: Double(index % 7), series: 0, merged: false))
            }
            let kept = thinning.finish()
            #expect(kept.first?.x == keys[0] && kept.last?.x == keys[n - 1])
            #expect(kept.count <= 400)
        }
    }

    @Test func carriageReturnLineEndsAreNamedInBatches() throws {
        let box = try Sandbox()
        try box.write("date,n\r2026-11-02,3\r2026-11-03,5\r", to: "t.csv")
        do {
            _ = try TableBatches(
                file: box.path("t.csv"), source: "t.csv", delimiter: UInt8(ascii: ","), batchSize: 64,
                requested: { $0 })
            Issue.record("read")
        } catch {
            #expect("\(error)".contains("line 1 ends in a carriage return alone"), "\(error)")
        }
    }
}
