// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// Options declared once with their type, default and range: what help shows is what a command reads.
@Suite struct TypedOptionTests {
    private static let days = Option<Int>.int("days", help: "How many days.", default: 7, in: 1...30)
    private static let goal = Option<Int?>.int("goal", help: "A goal.", in: 0...9)
    private static let mark = Option<WeekMark>.choice("mark", help: "The mark.", default: .bar)
    private static let smooth: Option<WeekSmoothing?> = .flag("smooth", help: "Curves.", bare: .monotone)
    private static let quiet = Option<Bool>.flag("quiet", help: "Say less.")
    private static let command = CommandSpec(
        name: "try", abstract: "Try options.",
        options: [days.spec, goal.spec, mark.spec, smooth.spec, quiet.spec])

    private func parse(_ words: [String]) throws -> ParsedArguments { try Self.command.parse(words) }

    @Test func absentOptionsReadTheirDeclaredDefaults() throws {
        let args = try parse([])
        #expect(try args[Self.days] == 7)
        #expect(try args[Self.goal] == nil)
        #expect(try args[Self.mark] == .bar)
        #expect(try args[Self.smooth] == nil)
        #expect(try args[Self.quiet] == false)
        #expect(!args.isSet(Self.days))
    }

    @Test func givenOptionsReadTyped() throws {
        let args = try parse(["--days", "14", "--goal", "0", "--mark", "line", "--smooth", "--quiet"])
        #expect(try args[Self.days] == 14)
        #expect(try args[Self.goal] == 0)
        #expect(try args[Self.mark] == .line)
        #expect(try args[Self.smooth] == .monotone)
        #expect(try args[Self.quiet])
        #expect(args.isSet(Self.days))
        #expect(try parse(["--smooth", "catmull-rom"])[Self.smooth] == .catmullRom)
    }

    @Test func theRangeIsCheckedWhileParsingWithTheDeclaredBounds() {
        #expect(throws: UsageError.invalidValue("--days", problem: "31 is out of range, expected 1...30")) {
            try parse(["--days", "31"])
        }
        #expect(throws: UsageError.invalidValue("--goal", problem: "\"x\" is not a whole number")) {
            try parse(["--goal", "x"])
        }
    }

    @Test func helpShowsTheDefaultsTheCommandReads() {
        let help = Self.command.helpText(width: 200)
        #expect(help.contains("How many days. (default: 7)"))
        #expect(help.contains("The mark. (default: bar)"))
        #expect(help.contains("Curves. (given alone: monotone)"))
        #expect(!help.contains("A goal. (default"))
        #expect(Self.command.problems.isEmpty)
    }

    /// A default outside its own range, or a bare value that is not one of the flag's values, is a table mistake.
    @Test func aDefaultOutsideItsRangeIsATableProblem() {
        let broken = Option<Int>.int("days", help: "Days.", default: 0, in: 1...30)
        var bare = Self.smooth.spec
        bare.bareValue = "spline"
        let problems = CommandSpec(name: "bad", abstract: "Bad.", options: [broken.spec, bare]).problems
        #expect(problems.contains("bad: --days: default 0 is out of range, expected 1...30"))
        #expect(problems.contains("bad: --smooth: the value it means alone, \"spline\", is not one of its values"))
    }

    /// `--days` is one declaration shared by the window charts and the report; `-o`'s default is in every chart
    /// command's help.
    @Test func sharedOptionsAreOneDeclaration() throws {
        let tool = ShipPlotCommandLine.tool
        #expect(tool.problems.isEmpty)
        for name in ["week", "stacked", "report"] {
            let option = try #require(tool.command(named: name)?.option(named: "days"))
            #expect(option.defaultValue == "7")
            #expect(option.check?.problem("3661") == "3661 is out of range, expected 1...3660")
        }
        for (name, file) in [
            ("week", "week.png"), ("day", "day.png"), ("stacked", "stacked.png"),
            ("report", "report.pdf"),
        ] {
            let help = try #require(tool.helpText(for: name, width: 400))
            #expect(help.contains("(default: \(file))"), "\(name)")
        }
    }
}
