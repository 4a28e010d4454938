// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot
import Testing

@testable import ShipPlotCLI

/// `--theme both` writes `NAME.ext` in the light theme and `NAME-dark.ext` in the dark one, both or
/// neither.
@Suite struct ThemePairTests {
    @Test func darkPathsSitBesideTheLightOnes() {
        #expect(ThemePair.darkPath("week.png") == "week-dark.png")
        #expect(ThemePair.darkPath("out/v2.4/week.svg") == "out/v2.4/week-dark.svg")
        #expect(ThemePair.darkPath("notes") == "notes-dark")
    }

    @Test(arguments: ["week", "day", "stacked"])
    func everyChartCommandWritesBothThemes(command: String) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([command, "--log", "log.json", "--theme", "both", "-o", "c.png"])
        #expect(code == 0, "\(output.stderr)")
        let light = try #require(box.bytes("c.png")), dark = try #require(box.bytes("c-dark.png"))
        #expect(pngSize(light)! == (800, 500) && pngSize(dark)! == (800, 500))
        #expect(light != dark)
        #expect(box.allFiles() == ["c-dark.png", "c.png", "log.json"])
    }

    @Test func theDarkFileIsTheDarkTheme() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["week", "--log", "log.json", "--theme", "dark", "-o", "d.svg"]).code == 0)
        #expect(box.run(["week", "--log", "log.json", "--theme", "both", "-o", "p.svg"]).code == 0)
        #expect(box.run(["week", "--log", "log.json", "-o", "l.svg"]).code == 0)
        #expect(box.bytes("p-dark.svg") == box.bytes("d.svg"))
        #expect(box.bytes("p.svg") == box.bytes("l.svg"))
    }

    @Test func reportSheetsComeInPairsToo() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "--theme", "both", "-o", "r.pdf"]).code == 0)
        #expect(box.exists("r.pdf") && box.exists("r-dark.pdf"))
        #expect(box.bytes("r.pdf") != box.bytes("r-dark.pdf"))
    }

    @Test func stdoutCannotTakeTwoFiles() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["week", "--log", "log.json", "--theme", "both", "-o", "-"])
        #expect(code == 64)
        #expect(
            output.stderr
                == "shipplot week: --theme both writes two files, and -o - is one stream; write the chart to a file "
                + "(see shipplot week --help)\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func aPairThatCannotBeWrittenWholeIsNotWrittenAtAll() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try FileManager.default.createDirectory(atPath: box.path("c-dark.png"), withIntermediateDirectories: false)
        let (code, output) = box.run(["week", "--log", "log.json", "--theme", "both", "-o", "c.png"])
        #expect(code == 73)
        // The message names the file that is a folder: the dark one.
        #expect(output.stderr == "shipplot: cannot write c-dark.png: is a folder, expected a file\n")
        #expect(box.allFiles() == ["c-dark.png", "log.json"])
        let missing = box.run(["week", "--log", "log.json", "--theme", "both", "-o", "no/c.png"])
        #expect(
            missing.code == 73
                && missing.output.stderr == "shipplot: cannot write no/c.png: no folder no\n")
        #expect(!box.exists("no"))
    }

    @Test func theDarkTwinOfTheLogIsRefused() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "w-dark.png")
        let (code, output) = box.run(["week", "--log", "w-dark.png", "--theme", "both", "-o", "w.png"])
        #expect(code == 64)
        #expect(output.stderr.hasPrefix("shipplot week: --output: \"w-dark.png\" is "), "\(output.stderr)")
        #expect(box.bytes("w-dark.png") == before)
        #expect(box.allFiles() == ["w-dark.png"])
    }
}
