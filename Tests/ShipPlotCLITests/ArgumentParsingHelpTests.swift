// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlotCLI

/// Help text, usage lines and top-level dispatch.
@Suite struct ArgumentParsingHelpTests {
    // MARK: - Help text

    @Test func commandHelpSnapshot() {
        let expected = """
            Usage: shipplot week [options] [LOGFILE]

            Chart the steps logged per day over the last N days.

            Days with nothing logged stay on the axis as empty days, so gaps in the work are
            visible.

            Arguments:
              LOGFILE  The ship log to read.

            Options:
              -d, --days N                How many days to show, ending today. (default: 7)
              -m, --mark bar|line|point|area
                                          How to draw each day. (default: bar)
              -s, --smooth                Draw lines as Catmull-Rom curves instead of
                                          straight segments.
              -v, --verbose               Say what is being drawn.
              -o, --output FILE           Where to write the chart. The extension picks PNG,
                                          PDF or SVG; - writes PNG to standard output.
                                          (default: week.png)
                  --scale N               Pixels per point. (default: 1)
                  --step NAME             Count only this step. (may be repeated)
                  --offset N              Move the window back by N days.
                  --theme THEME           Colour theme. (one of: light, dark; default:
                                          light)
              -h, --help                  Show help for this command.

            Examples:
              shipplot week --mark line --smooth -o week.png
                  A smooth line chart of the last seven days, ready to attach to the release
                  notes.
              shipplot week --days 14 -o -
                  Two weeks of bars as PNG on standard output.
            """
        #expect(ArgumentParsingSample.week.helpText() == expected)
    }

    @Test func positionalUsageForms() {
        #expect(ArgumentParsingSample.add.usageLine() == "Usage: shipplot add [options] DATE STEP...")
        #expect(ArgumentParsingSample.day.usageLine() == "Usage: shipplot day [options] [DATE]")
        let variadic = CommandSpec(
            name: "clean", abstract: "", positionals: [PositionalSpec("DAY", help: "", arity: .variadic)])
        #expect(variadic.usageLine(toolName: "tool") == "Usage: tool clean [options] [DAY...]")
    }

    @Test func toolHelpSnapshot() {
        let expected = """
            Usage: shipplot COMMAND [options]

            Turn a ship log into charts for release notes.

            Commands:
              week  Chart the steps logged per day over the last N days.
              day   Chart one day's count per step.
              add   Log steps done on a date.
              help  Show help for the tool or one of its commands.

            Options:
              -h, --help                  Show this help.
                  --version               Show the version.
                  --generate-completion-script SHELL
                                          Print a completion script for bash, zsh or fish.

            See "shipplot help COMMAND" for a command's options.
            """
        #expect(ArgumentParsingSample.tool.helpText() == expected)
    }

    @Test func narrowHelpStacksColumns() {
        let text = ArgumentParsingSample.add.helpText(width: 40)
        #expect(
            text.hasSuffix(
                """
                Options:
                      --dry-run
                        Show what would change without
                        saving.
                  -h, --help
                        Show help for this command.

                Examples:
                  shipplot add 2024-11-28 Screenshots "Final QA"
                      Log two steps on one day.
                """))
    }

    @Test(arguments: [80, 60, 40])
    func helpLinesFitTheWidth(_ width: Int) {
        for text in [ArgumentParsingSample.tool.helpText(width: width)]
            + ArgumentParsingSample.tool.commands.map({ $0.helpText(width: width) })
        {
            // Usage lines and example command lines are literal; everything else wraps.
            for line in text.split(separator: "\n") where !line.hasPrefix("Usage:") && !line.hasPrefix("  shipplot ") {
                #expect(line.count <= width, "\(line)")
                #expect(!line.hasSuffix(" "), "trailing space in \(line)")
            }
        }
    }

    @Test func wrapKeepsLongWordsWhole() {
        #expect(wrapHelp("a bb ccc", width: 20) == ["a bb ccc"])
        #expect(
            wrapHelp(String(repeating: "x", count: 25) + " y", width: 20) == [String(repeating: "x", count: 25), "y"])
        #expect(wrapHelp("", width: 20) == [])
        #expect(wrapHelpParagraphs("one\n\ntwo", width: 20) == "one\n\ntwo")
    }

    @Test func errorTextNamesTheCommandUsage() throws {
        let error = try #require(throws: UsageError.self) {
            try ArgumentParsingSample.tool.resolve(["week", "--smoth"])
        }
        #expect(error.command == "week")
        #expect(
            ArgumentParsingSample.tool.errorText(for: error) == """
                Error: unknown option --smoth (did you mean --smooth?)
                Usage: shipplot week [options] [LOGFILE]
                See "shipplot week --help".
                """)
        #expect(
            ArgumentParsingSample.tool.errorText(for: .unknownCommand("wek", suggestion: "week")) == """
                Error: unknown command "wek" (did you mean "week"?)
                Usage: shipplot COMMAND [options]
                See "shipplot --help".
                """)
    }

    // MARK: - Dispatch

    @Test(arguments: [[], ["-h"], ["--help"], ["help"], ["help", "--help"], ["help", "help"], ["--help", "week"]])
    func toolHelp(_ arguments: [String]) throws {
        #expect(try ArgumentParsingSample.tool.resolve(arguments) == .help(ArgumentParsingSample.tool.helpText()))
    }

    @Test(arguments: [
        ["help", "week"], ["week", "-h"], ["week", "--help"], ["week", "--days", "x", "--help"], ["week", "-vh"],
    ])
    func commandHelp(_ arguments: [String]) throws {
        #expect(try ArgumentParsingSample.tool.resolve(arguments) == .help(ArgumentParsingSample.week.helpText()))
    }

    @Test func version() throws {
        #expect(try ArgumentParsingSample.tool.resolve(["--version"]) == .version("shipplot 1.2.0"))
    }

    @Test func commandIsParsed() throws {
        let invocation = try ArgumentParsingSample.tool.resolve([
            "week", "--mark", "line", "--smooth", "-o", "week.png",
        ])
        guard case .command(let name, let arguments) = invocation else {
            Issue.record("expected a command, got \(invocation)")
            return
        }
        #expect(name == "week")
        #expect(arguments.command == "week")
        #expect(arguments.choice("mark") == "line")
        #expect(arguments.flag("smooth"))
        #expect(arguments.value("output") == "week.png")
        #expect(
            invocation
                == .command(
                    "week", try ArgumentParsingSample.week.parse(["--mark", "line", "--smooth", "-o", "week.png"])))
    }

    struct DispatchErrorExample: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        let command: String?
        var testDescription: String { arguments.description }

        init(_ arguments: [String], _ message: String, command: String? = nil) {
            self.arguments = arguments
            self.message = message
            self.command = command
        }
    }

    @Test(arguments: [
        DispatchErrorExample(["wek"], #"unknown command "wek" (did you mean "week"?)"#),
        DispatchErrorExample(["hepl"], #"unknown command "hepl" (did you mean "help"?)"#),
        DispatchErrorExample(["plot"], #"unknown command "plot""#),
        DispatchErrorExample(["help", "wek"], #"unknown command "wek" (did you mean "week"?)"#),
        DispatchErrorExample(["help", "week", "day"], #"unexpected argument "day""#),
        DispatchErrorExample(["help", "--all"], "unknown option --all"),
        DispatchErrorExample(["--verison"], "unknown option --verison (did you mean --version?)"),
        DispatchErrorExample(["--version=2"], "--version does not take a value"),
        DispatchErrorExample(["-v"], "unknown option -v"),
        DispatchErrorExample(["--", "week"], #"unexpected argument "--""#),
        DispatchErrorExample(["week", "--days"], "--days expects a value", command: "week"),
        DispatchErrorExample(["add", "2024-11-28"], "missing argument STEP", command: "add"),
    ])
    func dispatchErrors(_ example: DispatchErrorExample) {
        #expect(throws: UsageError(example.message, command: example.command)) {
            try ArgumentParsingSample.tool.resolve(example.arguments)
        }
    }
}
