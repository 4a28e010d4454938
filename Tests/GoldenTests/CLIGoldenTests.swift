// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import ShipPlot
import Testing

@testable import ShipPlotCLI

/// The charts `shipplot` writes for the built-in sample, checked as the release notes will show them.
@Suite struct CLIGoldenTests {
    /// Runs `shipplot` in-process with `-o -` and returns the PNG it wrote to stdout and the structure (draw
    /// commands with fixed font metrics) of each chart it rendered, in order.
    private func run(_ arguments: [String]) throws -> (png: Data, structure: [String]) {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var data = Data()
            var errors = ""
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var io = CommandIO(
            environment: ["HOME": home.path, "TZ": "UTC"], currentDirectory: home,
            writeOutput: { data in sink.lock.withLock { sink.data.append(data) } },
            writeError: { text in sink.lock.withLock { sink.errors += text } })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let code = ShipPlotCommandLine.main(arguments: arguments + ["--today", "2026-11-16", "-o", "-"], io: io)
        #expect(code == 0, Comment(rawValue: sink.errors))
        let (data, renderers) = sink.lock.withLock { (sink.data, sink.renderers) }
        return (data, try renderers.map { try structure($0) })
    }

    /// The PNG `shipplot` writes for `arguments`.
    private func render(_ arguments: [String]) throws -> Data {
        try run(arguments).png
    }

    /// Checks the PNG against `golden-images/cli/<name>.png` and the charts' draw commands against
    /// `golden-images/cli/<name>.txt` (a report's charts one after another, each under a `# chart i of n` line).
    private func expectCLIGolden(
        _ arguments: [String], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (png, charts) = try run(arguments)
        let failure = checkGolden(png: png, suite: "cli", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
        #expect(!charts.isEmpty, "the command rendered no chart", sourceLocation: sourceLocation)
        let text =
            charts.count == 1
            ? charts[0]
            : charts.enumerated().map { "# chart \($0.offset + 1) of \(charts.count)\n" + $0.element }.joined(
                separator: "\n")
        expectTextGolden(text, suite: "cli", name, sourceLocation: sourceLocation)
    }

    @Test func weekSmoothLine() throws {
        try expectCLIGolden(["week", "--mark", "line", "--smooth"], "week-line-smooth")
    }

    @Test func weekBars() throws {
        try expectCLIGolden(["week"], "week-bar")
    }

    @Test func weekAreaTwoWeeksDark() throws {
        try expectCLIGolden(
            ["week", "--mark", "area", "--smooth", "--days", "14", "--theme", "dark"], "week-area-14-dark")
    }

    @Test func weekPointsSmallHiDPI() throws {
        try expectCLIGolden(
            ["week", "--mark", "point", "--width", "320", "--height", "200", "--scale", "2"], "week-point-small@2x")
    }

    @Test func quarterOfBarsThinsTheAxis() throws {
        try expectCLIGolden(["week", "--days", "90"], "week-bar-90")
    }

    @Test func dayAgainstTheGoal() throws {
        try expectCLIGolden(["day"], "day")
    }

    @Test func dayInOneColourDarkHiDPI() throws {
        try expectCLIGolden(
            [
                "day", "--date", "2026-11-13", "--goal", "2", "--bar-color", "#5E5CE6", "--theme", "dark",
                "--width", "480", "--height", "300", "--scale", "2",
            ], "day-goal2-dark@2x")
    }

    @Test func stackedWeek() throws {
        try expectCLIGolden(["stacked"], "stacked")
    }

    @Test func stackedTwoWeeksOfChosenSteps() throws {
        try expectCLIGolden(["stacked", "--days", "14", "--steps", "Final QA,Screenshots"], "stacked-14-steps")
    }

    @Test func reportGrid() throws {
        try expectCLIGolden(["report", "--width", "480", "--height", "300"], "report-grid")
    }

    @Test func reportTwoWeeksDark() throws {
        try expectCLIGolden(
            ["report", "--days", "14", "--theme", "dark", "--width", "480", "--height", "300"], "report-14-dark")
    }

    @Test func backgroundsReachEveryChartCommand() throws {
        for command in [["day"], ["stacked"], ["report", "--width", "400", "--height", "300"]] {
            let clear = try decodePNG(try render(command + ["--background", "transparent"]))
            #expect(clear[1, 1].a == 0, "\(command[0]): transparent corner")
            let navy = try decodePNG(try render(command + ["--background", "#102030"]))
            let corner = navy[1, 1]
            #expect(
                [corner.r, corner.g, corner.b, corner.a] == [0x10, 0x20, 0x30, 0xFF], "\(command[0]): coloured corner")
        }
    }
}
