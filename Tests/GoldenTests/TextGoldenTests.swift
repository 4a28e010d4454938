// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The structural-golden machinery: the line diff, the record modes on `.txt` files, the failure artifacts, and
/// that a real chart's text golden notices a layout change.
@Suite struct TextGoldenTests {
    /// A throwaway package root (a folder with a `Package.swift`) holding `golden-images/s/<name>.txt` files.
    struct Sandbox {
        let root: URL
        var filePath: String { root.appendingPathComponent("Tests/T.swift").path }
        var artifacts: URL { root.appendingPathComponent("artifacts") }

        init(goldens: [String: String] = [:]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("text-golden-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("golden-images/s"),
                withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent("Package.swift"))
            for (name, text) in goldens {
                try text.write(
                    to: root.appendingPathComponent("golden-images/s/\(name).txt"), atomically: true,
                    encoding: .utf8)
            }
        }

        func check(_ text: String, _ name: String, _ environment: [String: String]) -> String? {
            var environment = environment
            environment["GOLDEN_ARTIFACTS"] = artifacts.path
            return checkTextGolden(text, suite: "s", name: name, environment: environment, filePath: filePath)
        }

        func golden(_ name: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("golden-images/s/\(name).txt"), encoding: .utf8)
        }
    }

    @Test func anInsertedLineIsOneAddedLine() {
        let diff = lineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "b", "x", "c", "d"])
        #expect(diff.filter(\.isChange) == [.added("x", actual: 2)])
        #expect(unifiedText(diff, context: 1) == "@@ -2 +2 @@\n  b\n+ x\n  c")
    }

    @Test func aChangedLineIsRemovedThenAdded() {
        let diff = lineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
        #expect(unifiedText(diff, context: 0) == "@@ -2 +2 @@\n- b\n+ B")
        // Without the LCS (a middle over the cell limit) the diff is still a correct edit.
        let crude = lineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "C", "B", "d"], maxCells: 1)
        #expect(
            crude.filter(\.isChange) == [
                .removed("b", expected: 1), .added("C", actual: 1),
                .removed("c", expected: 2), .added("B", actual: 2),
            ])
    }

    @Test func longDiffsStopAfterTheLimitAndSayHowManyMore() {
        let expected = (0..<30).map { "line \($0)" }, actual = (0..<30).map { "LINE \($0)" }
        let text = unifiedText(lineDiff(expected: expected, actual: actual), maxChanges: 4)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 4)
        #expect(text.hasSuffix("… 56 more changed lines"))
    }

    @Test func aMismatchShowsTheDiffAndWritesTheArtifacts() throws {
        let sandbox = try Sandbox(goldens: ["chart": "fill a\nstroke b\ntext c\n"])
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let failure = try #require(sandbox.check("fill a\nstroke B\ntext c", "chart", ["CI": "true"]))
        let folder = sandbox.artifacts.appendingPathComponent("s/chart")
        #expect(
            failure == "golden-images/s/chart.txt differs (2 changed lines; expected, actual and diff.txt in "
                + "\(folder.path)):\n@@ -1 +1 @@\n  fill a\n- stroke b\n+ stroke B\n  text c")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("actual.txt"), encoding: .utf8)
                == "fill a\nstroke B\ntext c\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
                == "fill a\nstroke b\ntext c\n")
        #expect(try sandbox.golden("chart") == "fill a\nstroke b\ntext c\n", "CI never records")
    }

    @Test func recordModesApplyToTextAsToImages() throws {
        let sandbox = try Sandbox(goldens: ["old": "a\n"])
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let key = RecordMode.environmentVariable
        #expect(sandbox.check("n", "new", ["CI": "true"])?.hasPrefix("missing golden-images/s/new.txt") == true)
        #expect(
            sandbox.check("n", "new", [:]) == "golden-images/s/new.txt: recorded a new reference because none "
                + "existed; read it, check it is right, and run the tests again", "a recorded golden fails once")
        #expect(sandbox.check("n", "new", [:]) == nil)
        #expect(sandbox.check("b", "old", [key: "missing"])?.hasPrefix("golden-images/s/old.txt differs") == true)
        #expect(try sandbox.golden("old") == "a\n")
        #expect(sandbox.check("b", "old", [key: "failed"])?.hasPrefix("golden-images/s/old.txt: re-recorded") == true)
        #expect(try sandbox.golden("old") == "b\n")
        #expect(
            sandbox.check("b", "old", [key: "all"])
                == "golden-images/s/old.txt: re-recorded the reference because SHIPPLOT_RECORD_GOLDENS=all; read it, "
                + "check it is right, and run the tests again")
        #expect(sandbox.check("b", "old", [key: "never"]) == nil)
    }

    /// A real golden chart 8 points narrower: its stored structure must no longer match, and the message must
    /// show draw commands that moved.
    @Test func aLayoutChangeFailsTheRealTextGolden() throws {
        let chart = Chart(Fixtures.week) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
        }
        var renderer = ChartRenderer(chart, width: 480, height: 300)
        renderer.calendar = Fixtures.calendar
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent(
            "text-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let environment = ["CI": "true", "GOLDEN_ARTIFACTS": artifacts.path]
        #expect(
            checkTextGolden(try structure(renderer), suite: "charts", name: "bar-week", environment: environment) == nil
        )
        renderer.width = 472
        let failure = try #require(
            checkTextGolden(
                try structure(renderer), suite: "charts", name: "bar-week",
                maxShownChanges: 200, environment: environment))
        #expect(failure.contains("golden-images/charts/bar-week.txt differs"))
        #expect(failure.contains("\n- fill #007aff") && failure.contains("\n+ fill #007aff"), "\(failure)")
    }
}
