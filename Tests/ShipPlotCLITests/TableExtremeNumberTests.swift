// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlotCLI

/// `chart` on tables whose numbers strain arithmetic: keys from -1e308 to 1e308, subnormal steps, sums and
/// means near the largest double. Never a trap, and the answer is the right one.
struct TableExtremeNumberTests {
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

    /// A table of `xs` with y cycling 0…6.
    private func table(_ xs: [Double]) -> String {
        "x,y\n" + xs.enumerated().map { "\($0.element),\($0.offset % 7)" }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["line", "point", "area"])
    func keysFromMinusToPlus1e308AndSubnormalSteps(_ mark: String) throws {
        let box = try Sandbox()
        let n = 6_000
        func spread(_ i: Int) -> Double {
            let t = Double(i) / Double(n - 1)
            return -1e308 * (1 - t) + 1e308 * t
        }
        func ends(_ i: Int) -> Double {
            i == 0 ? -Double.greatestFiniteMagnitude : i == n - 1 ? Double.greatestFiniteMagnitude : Double(i)
        }
        let huge: [Double] = (0..<n).map(spread)
        let subnormal: [Double] = (0..<n).map { Double.leastNonzeroMagnitude * Double($0) }
        let largest: [Double] = (0..<n).map(ends)
        let spans: [(String, [Double])] = [("huge", huge), ("subnormal", subnormal), ("largest", largest)]
        for (name, xs) in spans {
            try box.write(table(xs), to: "\(name).csv")
            // Areas are drawn point by point: past 20,000 they are refused, so 6,000 are charted.
            let run = box.run(["chart", "\(name).csv", "--x", "x", "--y", "y", "--mark", mark, "-o", "\(name).png"])
            #expect(run.code == 0, "\(mark) \(name): \(run.output.stderr)")
            #expect(box.bytes("\(name).png").flatMap(pngSize).map { $0 == (800, 500) } == true, "\(mark) \(name)")
        }
    }

    /// Line thinning over random sorted keys: never a trap, first and last point of each series kept, and at
    /// most four points per slice and series.
    @Test func lineThinningOverRandomFiniteKeys() {
        var random = SplitMix64(seed: 35_101)
        for _ in 0..<Self.cases {
            let count = random.pick([2, 10, 300, 3_000])
            var points = PlotPoints()
            points.count = count
            points.x = .numbers((0..<count).map { _ in Self.finite(&random) }.sorted())
            points.y = .numbers((0..<count).map { _ in Self.finite(&random) })
            let buckets = random.pick([1, 7, 100, 1_600])
            let thinned = points.thinnedForLines(buckets: buckets)
            #expect(thinned.count <= min(points.count, 4 * buckets))
            let (keys, thinnedKeys) = (Double.values(points.x!), Double.values(thinned.x!))
            #expect(thinnedKeys.first == keys.first && thinnedKeys.last == keys.last)
        }
    }

    /// Date units, alt-text keys, numbers and the Vega-Lite reader's calendar fields over random finite seconds:
    /// never a trap.
    @Test func dateUnitsAndAltTextOverRandomFiniteNumbers() {
        var random = SplitMix64(seed: 35_102)
        for _ in 0..<Self.cases * 10 {
            let value = Self.finite(&random)
            for unit in DateUnit.allCases { _ = unit.start(of: value) }
            _ = TableAltText.number(value)
            _ = FieldText.civil(fromDays: FieldText.day(ofSeconds: value))
            // The Vega-Lite reader's calendar fields and quantiles take data and spec numbers too.
            _ = VegaDates.Fields(value)
            _ = VegaAggregation.quantile([1, 2, 3], value)
        }
    }

    /// Means and sums near the largest double: a mean of two 1e308s is 1e308, and a sum that passes the largest
    /// double and comes back is the same in every row order.
    @Test func meansAndSumsNearTheLargestDouble() throws {
        let box = try Sandbox()
        try box.write("k,v\na,1e308\na,1e308\n", to: "mean.csv")
        let mean = box.run([
            "chart", "mean.csv", "--x", "k", "--y", "v", "--aggregate", "mean", "-o", "m.png", "--alt-text",
        ])
        #expect(mean.code == 0, "\(mean.output.stderr)")
        #expect(mean.output.stdoutText.contains("the value is 1e+308 at a"), "\(mean.output.stdoutText)")
        for (name, order) in [("up", ["1e308", "1e308", "-1e308"]), ("down", ["1e308", "-1e308", "1e308"])] {
            try box.write("k,v\n" + order.map { "a,\($0)\n" }.joined(), to: "\(name).csv")
            let sum = box.run(["chart", "\(name).csv", "--x", "k", "--y", "v", "-o", "\(name).png", "--alt-text"])
            #expect(sum.code == 0, "\(name): \(sum.output.stderr)")
            #expect(sum.output.stdoutText.contains("the value is 1e+308 at a"), "\(name): \(sum.output.stdoutText)")
        }
        try box.write("k,v\na,1e308\na,1e308\na,1e308\n", to: "over.csv")
        let over = box.run(["chart", "over.csv", "--x", "k", "--y", "v", "-o", "o.png"])
        #expect(over.code == 65)
        #expect(over.output.stderr.contains("is past the largest number"), "\(over.output.stderr)")
    }

    /// A stack whose total passes the largest double: refused for stacks that add up (it would run off the
    /// plot), drawn as equal shares when normalized, side by side or unstacked as they are.
    @Test(arguments: ["bar", "area"])
    func stacksPastTheLargestDouble(_ mark: String) throws {
        let box = try Sandbox()
        try box.write("k,v,c\n1,1e308,p\n1,1e308,q\n2,1,p\n2,1,q\n", to: "s.csv")
        let base = ["chart", "s.csv", "--x", "k", "--y", "v", "--color", "c", "--mark", mark, "-o", "s.png"]
        for stacking in ["standard", "center"] {
            let run = box.run(base + ["--stacking", stacking])
            #expect(run.code == 65, "\(stacking): \(run.output.stderr)")
            #expect(run.output.stderr.contains("adds up past the largest number"), "\(run.output.stderr)")
            #expect(!box.exists("s.png"))
        }
        for stacking in ["normalized", "none"] {
            let run = box.run(base + ["--stacking", stacking])
            #expect(run.code == 0, "\(stacking): \(run.output.stderr)")
        }
    }
}
