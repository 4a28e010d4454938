// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI

/// The plan `shipplot chart t.csv ARGUMENTS` makes of `table`: what it draws, before any drawing.
func chartPlan(_ table: String, _ arguments: [String], name: String = "t.csv") throws -> ChartPlan {
    let args = try ChartCommand.spec.parse([name] + arguments)
    let input = try ChartCommand.input(args)
    try input.checkCombinations()
    return try ChartCommand.plan(input, data: Array(table.utf8), width: 800)
}

/// Runs `shipplot chart t.csv ARGUMENTS --alt-text` in a sandbox: the exit code, the alt text and stderr.
func chartRun(_ table: String, _ arguments: [String], name: String = "t.csv") throws -> (
    code: Int32, text: String, errors: String
) {
    let box = try Sandbox()
    try box.write(table, to: name)
    let run = box.run(["chart", name, "-o", "t.png", "--alt-text", "-q"] + arguments)
    return (run.code, run.output.stdoutText, run.output.stderr)
}

/// Marks that show rows show every row; aggregates only when asked; alt text says what is drawn.
@Suite struct TableRightAnswerTests {
    static let shared = "k,v\na,1\na,3\nb,10\n"

    @Test(arguments: ["point", "rule", "tick"])
    func rowMarksDrawEveryRow(_ mark: String) throws {
        let plan = try chartPlan(Self.shared, ["--x", "k", "--y", "v", "--mark", mark])
        #expect(plan.points.count == 3)
        #expect(Double.values(try #require(plan.points.y)) == [1, 3, 10], "no sum of the rows that share a")
        let run = try chartRun(Self.shared, ["--x", "k", "--y", "v", "--mark", mark])
        #expect(run.code == 0)
        #expect(run.text.contains("3 \(TableAltText.noun(DataMark(rawValue: mark)!, 3)) (one per row)"), "\(run.text)")
        #expect(run.text.contains("the highest is 10 at b, the lowest 1 at a"), "\(run.text)")
    }

    @Test func aScatterOfCarsKeepsEachCar() throws {
        // Two cars share a horsepower: each keeps its own miles per gallon (no 361-MPG sums).
        let cars = "hp,mpg\n130,18\n130,15\n150,16\n"
        let plan = try chartPlan(cars, ["--x", "hp", "--y", "mpg", "--mark", "point"])
        #expect(Double.values(try #require(plan.points.y)).sorted() == [15, 16, 18])
        #expect(plan.style.yTitle == "mpg")
    }

    @Test func anAggregateOnRowMarksCombinesThem() throws {
        let plan = try chartPlan(Self.shared, ["--x", "k", "--y", "v", "--mark", "point", "--aggregate", "mean"])
        #expect(Double.values(try #require(plan.points.y)) == [2, 10])
        #expect(plan.style.yTitle == "v (mean)")
    }

    @Test func aggregateNoneDrawsEachRowOfBars() throws {
        let plan = try chartPlan(Self.shared, ["--x", "k", "--y", "v", "--aggregate", "none"])
        #expect(plan.points.count == 3)
        let summed = try chartPlan(Self.shared, ["--x", "k", "--y", "v"])
        #expect(Double.values(try #require(summed.points.y)) == [4, 10])
        #expect(try chartRun(Self.shared, ["--x", "k", "--y", "v", "--aggregate", "none"]).code == 0)
    }

    @Test func normalizedStacksAreDescribedAsShares() throws {
        let table = "day,os,n\nMon,iOS,120\nMon,macOS,40\nTue,iOS,150\nTue,macOS,50\nWed,iOS,30\nWed,macOS,70\n"
        let run = try chartRun(table, ["--x", "day", "--y", "n", "--color", "os", "--stacking", "normalized"])
        // 120 / 160 = 75 %; 30 / 100 = 30 %; 70 / 100 = 70 %; 40 / 160 = 25 %.
        #expect(run.text.contains("Share of n (%) by day"), "\(run.text)")
        #expect(
            run.text.contains("the highest share is 75 % at Mon (iOS), the lowest 25 % at Mon (macOS)"), "\(run.text)")
    }
}

/// The encodings, named after Vega-Lite's: titles, order, bins, scales, facets, filters, folds, size, shape,
/// continuous colour, counts on either axis, heat maps, pies, box plots and error bars.
@Suite struct TableEncodingTests {
    static let states = "state,n\nMS,5\nTX,9\nAK,12\nCA,9\nAL,1\n"

    @Test func titlesAreTheUsers() throws {
        let plan = try chartPlan(
            Self.states, ["--x", "state", "--y", "n", "--x-title", "State", "--y-title", "Airports", "--title", "T"])
        #expect(plan.style.xTitle == "State" && plan.style.yTitle == "Airports")
        let run = try chartRun(Self.states, ["--x", "state", "--y", "n", "--y-title", "Airports"])
        #expect(run.text.hasPrefix("A bar chart of Airports by state"), "\(run.text)")
    }

    @Test(arguments: [
        ("descending", ["AK", "TX", "CA", "MS", "AL"]), ("ascending", ["AL", "MS", "TX", "CA", "AK"]),
        ("alphabetical", ["AK", "AL", "CA", "MS", "TX"]), ("reverse-alphabetical", ["TX", "MS", "CA", "AL", "AK"]),
        ("CA,AL", ["CA", "AL", "MS", "TX", "AK"]),
    ])
    func sortOrdersTheCategories(_ order: String, _ expected: [String]) throws {
        let plan = try chartPlan(Self.states, ["--x", "state", "--y", "n", "--sort", order])
        #expect(plan.style.xCategories == expected)
        // Each bar keeps its own value whatever the order.
        let values = Double.values(try #require(plan.points.y))
        let names = String.values(try #require(plan.points.x))
        #expect(Dictionary(uniqueKeysWithValues: zip(names, values)) == ["MS": 5, "TX": 9, "AK": 12, "CA": 9, "AL": 1])
    }

    @Test func topKeepsTheLargest() throws {
        let plan = try chartPlan(Self.states, ["--y", "state", "--x", "n", "--top", "2"])
        #expect(plan.style.horizontal)
        #expect(plan.style.yCategories == ["AK", "TX"])
        #expect(plan.notes == ["--top 2 charts 2 of the 5 values of \"state\" (the rest are left out)"])
    }

    @Test func countsGoOnEitherAxis() throws {
        let table = "race,age\nA,30\nB,40\nA,50\n"
        let sideways = try chartPlan(table, ["--y", "race", "--aggregate", "count"])
        #expect(sideways.style.horizontal)
        #expect(Double.values(try #require(sideways.points.x)) == [2, 1])
        #expect(sideways.style.xTitle == "Count")
        let upright = try chartPlan(table, ["--x", "race", "--aggregate", "count"])
        #expect(!upright.style.horizontal)
        #expect(Double.values(try #require(upright.points.y)) == [2, 1])
    }

    @Test(arguments: [
        // Vega's bins: the extent, at most `maxbins`, a step of 1, 2 or 5 times a power of ten.
        (1.0, 6.9, 10, 1.0, 1.0, 7.0), (4.3, 7.9, 10, 0.5, 4.0, 8.0), (46, 230, 10, 20, 40, 240),
        (0.1, 2.5, 10, 0.5, 0, 2.5), (-3.2, 41, 20, 5, -5, 45), (5, 5, 10, 0.5, 5, 5.5),
        (0, 1_000_000, 10, 100_000, 0, 1_000_000),
    ])
    func binsHaveVegasEdges(
        _ low: Double, _ high: Double, _ maxBins: Int, _ step: Double, _ start: Double, _ stop: Double
    ) {
        let edges = BinEdges(low: low, high: high, request: BinRequest(maxBins: maxBins))
        #expect(edges.map { [$0.start, $0.stop, $0.step] } == [start, stop, step], "\(low)…\(high)")
    }

    @Test func aHistogramCountsEachBin() throws {
        let values = [1.4, 1.5, 3.9, 4.5, 4.7, 5.1, 6.9]
        let table = "v\n" + values.map { "\($0)\n" }.joined()
        let plan = try chartPlan(table, ["--x", "v", "--bin"])
        // Bins of 1 from 1 to 7; the largest value falls in the last bin.
        let starts = Double.values(try #require(plan.points.x))
        let counts = Double.values(try #require(plan.points.y))
        var expected: [Double: Double] = [:]
        for value in values { expected[min(value.rounded(.down), 6), default: 0] += 1 }
        #expect(Dictionary(uniqueKeysWithValues: zip(starts, counts)) == expected)
        #expect(plan.points.x2 == starts.map { $0 + 1 })
        #expect(plan.style.xTitle == "v (binned)")
    }

    @Test func badBinsAreRefusedInOneLine() throws {
        let table = "v\n0\n1000000\n"
        let many = try chartRun(table, ["--x", "v", "--bins", "1000000000"])
        #expect(many.code == 64)
        #expect(
            many.errors
                == "shipplot chart: --bins: 1000000000 is out of range, expected 1...1000 (see shipplot chart --help)\n"
        )
        let fine = try chartRun(table, ["--x", "v", "--bin-step", "0.001"])
        #expect(fine.code == 64)
        #expect(
            fine.errors
                == "shipplot chart: --bin-step 0.001 makes 1,000,000,000 bins over 0 to 1,000,000, expected at most 10,000 "
                + "(a larger step) (see shipplot chart --help)\n")
    }

    @Test func binsOverASpanPastTheLargestNumberAreRefused() throws {
        for table in ["v\n-1e308\n1e308\n", "v\n-1.7976931348623157e308\n0\n1.7976931348623157e308\n"] {
            let run = try chartRun(table, ["--x", "v", "--bin"])
            #expect(run.code == 64, "\(run.errors)")
            #expect(
                run.errors.hasPrefix("shipplot chart: --bin cannot measure bins over --x \"v\": its values run from "))
            #expect(run.errors.filter { $0 == "\n" }.count == 1, "\(run.errors)")
        }
        // Extremes of one sign are a span a Double holds: binned.
        #expect(try chartRun("v\n1e308\n1.5e308\n", ["--x", "v", "--bin"]).code == 0)
    }

    @Test func aLogScaleLeavesOutWhatItCannotPlace() throws {
        let table = "x,y\n1,10\n2,0\n3,-5\n4,1000\n"
        let run = try chartRun(table, ["--x", "x", "--y", "y", "--mark", "point", "--y-scale", "log"])
        #expect(run.code == 0)
        #expect(run.errors == "shipplot: note: left out 2 points at or below zero, which a log scale cannot place\n")
        #expect(run.text.contains("2 points (one per row)"), "\(run.text)")
        let bars = try chartRun("k,y\na,10\nb,1000\n", ["--x", "k", "--y", "y", "--y-scale", "log"])
        #expect(bars.code == 0 && bars.errors.isEmpty, "\(bars.errors)")
    }

    @Test func aDomainLeavesOutWhatLiesOutside() throws {
        let plan = try chartPlan(
            "x,y\n1,10\n2,20\n3,30\n", ["--x", "x", "--y", "y", "--mark", "point", "--x-domain", "1.5,3"])
        #expect(Double.values(try #require(plan.points.x)) == [2, 3])
        #expect(plan.notes == ["left out 1 point outside --x-domain"])
    }

    @Test func filtersKeepTheRowsWhereAllHold() throws {
        let table = "state,n,day\nCA,5,2026-01-01\nOR,7,2026-01-02\nWA,9,2026-01-03\nCA,11,2026-01-04\n"
        let plan = try chartPlan(
            table,
            [
                "--x", "state", "--y", "n", "--filter", "n > 5", "--filter", "state in CA,OR", "--filter",
                "day <= 2026-01-04",
            ])
        #expect(String.values(try #require(plan.points.x)) == ["CA", "OR"])
        #expect(Double.values(try #require(plan.points.y)) == [11, 7])
        let bad = try chartRun(table, ["--x", "state", "--y", "n", "--filter", "state > CA"])
        #expect(bad.code == 64)
        #expect(
            bad.errors.contains("--filter: \"state\" holds categories, which compare only with ==, != or in, not >"))
        let unknown = try chartRun(table, ["--x", "state", "--y", "n", "--filter", "sate == CA"])
        #expect(
            unknown.errors.contains("--filter: \"sate\" is not a field of t.csv (did you mean \"state\"?)"),
            "\(unknown.errors)")
        let noOperator = try chartRun(table, ["--x", "state", "--y", "n", "--filter", "state CA"])
        #expect(noOperator.code == 64 && noOperator.errors.contains("has no operator"))
    }

    @Test func severalYFieldsFoldIntoOneColourEach() throws {
        let table = "month,nonfarm,private\n2006-01-01,10,7\n2006-02-01,12,8\n"
        let plan = try chartPlan(table, ["--x", "month", "--y", "nonfarm,private", "--mark", "line"])
        #expect(plan.style.seriesNames == ["nonfarm", "private"])
        #expect(plan.style.yTitle == "nonfarm and private")
        #expect(plan.points.count == 4)
        #expect(Double.values(try #require(plan.points.y)).sorted() == [7, 8, 10, 12])
    }

    @Test func pointsTakeSizeShapeAndAContinuousColour() throws {
        let table = "x,y,w,kind,z\n1,2,10,a,0.5\n2,3,20,b,1.5\n3,1,30,a,9\n"
        let plan = try chartPlan(
            table, ["--x", "x", "--y", "y", "--mark", "point", "--size", "w", "--shape", "kind", "--color", "z"])
        #expect(plan.points.size == [10, 20, 30])
        #expect(plan.points.shape?.names == ["a", "b"])
        #expect(plan.style.continuousColor)
        let run = try chartRun(
            table, ["--x", "x", "--y", "y", "--mark", "point", "--size", "w", "--shape", "kind", "--color", "z"])
        #expect(run.text.contains("coloured by z from 0.5 to 9, sized by w, shaped by kind (a and b)"), "\(run.text)")
    }

    @Test func aHeatMapCountsEachCell() throws {
        let table = "a,b\nx,p\nx,p\nx,q\ny,q\n"
        let plan = try chartPlan(table, ["--x", "a", "--y", "b", "--mark", "rect"])
        #expect(Double.values(try #require(plan.points.color)) == [2, 1, 1])
        #expect(plan.style.continuousColor)
        let run = try chartRun(table, ["--x", "a", "--y", "b", "--mark", "rect"])
        #expect(run.text.hasPrefix("A heat map of Count by a and b: 3 cells"), "\(run.text)")
        #expect(run.text.contains("the highest is 2 at x, p"), "\(run.text)")
    }

    @Test func aPieSaysEachSlicesShare() throws {
        let table = "os,n\niOS,500\nmacOS,200\niOS,125\nwatchOS,175\n"
        let run = try chartRun(table, ["--x", "os", "--y", "n", "--mark", "arc", "--inner-radius", "0.5"])
        // iOS 625 of 1,000 = 62.5 %; watchOS 175 = 17.5 %.
        #expect(run.text.contains("A pie chart of n (sum) by os: 3 sectors"), "\(run.text)")
        #expect(run.text.contains("the largest share is 62.5 % (iOS), the smallest 17.5 % (watchOS)"), "\(run.text)")
    }

    @Test func boxPlotsHaveTukeysQuartilesAndWhiskers() throws {
        let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 40]
        let table = "g,v\n" + values.map { "a,\($0)\n" }.joined()
        let plan = try chartPlan(table, ["--x", "g", "--y", "v", "--mark", "boxplot"])
        // Quartiles as R's type 7 (Vega's): 3.25, 5.5, 7.75; 1.5 × 4.5 above 7.75 is 14.5, so 40 is an outlier.
        let box = try #require(plan.points.box)
        #expect(box.lower == [3.25] && box.median == [5.5] && box.upper == [7.75])
        #expect(plan.points.low == [1] && plan.points.high == [9])
        let outliers = plan.points.outliers.map(\.value)
        #expect(outliers == [40])
    }

    @Test(arguments: ["stderr", "stdev", "ci"])
    func errorBarsSpanTheExtent(_ extent: String) throws {
        // Five values with mean 10 and sample standard deviation 2.
        let values: [Double] = [10 - 2 * 2.0.squareRoot(), 10, 10, 10, 10 + 2 * 2.0.squareRoot()]
        let table = "g,v\n" + values.map { "a,\($0)\n" }.joined()
        let plan = try chartPlan(table, ["--x", "g", "--y", "v", "--mark", "errorbar", "--extent", extent])
        let mean = values.reduce(0, +) / 5
        let deviation = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 4).squareRoot()
        #expect(abs(deviation - 2) < 1e-12)
        // Student's t for 4 degrees of freedom at 97.5 %: 2.776445.
        let half = [
            "stdev": deviation, "stderr": deviation / 5.0.squareRoot(), "ci": deviation / 5.0.squareRoot() * 2.776445,
        ][extent]!
        #expect(abs((plan.points.high?.first ?? 0) - mean - half) < 1e-9)
        #expect(abs(mean - (plan.points.low?.first ?? 0) - half) < 1e-9)
    }

    @Test func facetsShareScalesAndAreBounded() throws {
        let table = "site,variety,yield\nA,x,10\nA,y,30\nB,x,20\nB,y,5\n"
        let plan = try chartPlan(table, ["--x", "variety", "--y", "yield", "--facet", "site"])
        #expect(plan.points.facetNames == ["A", "B"])
        let shared = FacetGrid.sharedScales(plan.points, style: plan.style)
        #expect(shared.yScale.domain == [.number(0), .number(30)])
        let run = try chartRun(table, ["--x", "variety", "--y", "yield", "--facet", "site"])
        #expect(run.code == 0 && run.text.contains("in 2 small multiples by site"), "\(run.errors)")
        let many = "f,v\n" + (0..<100_000).map { "f\($0),1\n" }.joined()
        let refused = try chartRun(many, ["--x", "v", "--y", "v", "--facet", "f", "--mark", "point"])
        #expect(refused.code == 65)
        #expect(
            refused.errors
                == "shipplot: t.csv: --facet \"f\" has 100,000 different values, expected at most 100 charts (filter "
                + "the rows with --filter, or facet by a coarser field)\n")
    }

    @Test func optionsOfOneMarkAreRefusedWithAnother() throws {
        for (arguments, message) in [
            (["--size", "n"], "--size sizes and shapes points, expected --mark point with it"),
            (["--inner-radius", "0.5"], "--inner-radius makes a pie a donut, expected --mark arc with it"),
            (
                ["--mark", "boxplot", "--aggregate", "sum"],
                "--aggregate sum combines rows, and --mark boxplot summarises each group itself, expected no --aggregate with it"
            ),
            (["--bins", "5", "--bin-step", "2"], "--bins and --bin-step both size the bins, expected one"),
        ] {
            let run = try chartRun(Self.states, ["--x", "state", "--y", "n"] + arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.errors == "shipplot chart: \(message) (see shipplot chart --help)\n", "\(run.errors)")
        }
    }
}
