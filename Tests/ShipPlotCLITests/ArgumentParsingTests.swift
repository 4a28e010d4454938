// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlotCLI

/// A small tool shaped like `shipplot`, shared by the argument-parsing tests.
enum ArgumentParsingSample {
    enum Mark: String { case bar, line, point, area }

    static let week = CommandSpec(
        name: "week",
        abstract: "Chart the steps logged per day over the last N days.",
        discussion: "Days with nothing logged stay on the axis as empty days, so gaps in the work are visible.",
        options: [
            .value("days", short: "d", valueName: "N", help: "How many days to show, ending today.", default: "7"),
            .choice(
                "mark", short: "m", ["bar", "line", "point", "area"], help: "How to draw each day.", default: "bar"),
            .flag("smooth", short: "s", help: "Draw lines as Catmull-Rom curves instead of straight segments."),
            .flag("verbose", short: "v", help: "Say what is being drawn."),
            .value(
                "output", short: "o", valueName: "FILE",
                help: "Where to write the chart. The extension picks PNG, PDF or SVG; - writes PNG to standard output.",
                default: "week.png"),
            .value("scale", valueName: "N", help: "Pixels per point.", default: "1"),
            .repeatable("step", valueName: "NAME", help: "Count only this step."),
            .value("offset", valueName: "N", help: "Move the window back by N days."),
            .choice("theme", ["light", "dark"], valueName: "THEME", help: "Colour theme.", default: "light"),
        ],
        positionals: [PositionalSpec("LOGFILE", help: "The ship log to read.", arity: .optional)],
        examples: [
            UsageExample(
                "shipplot week --mark line --smooth -o week.png",
                "A smooth line chart of the last seven days, ready to attach to the release notes."),
            UsageExample("shipplot week --days 14 -o -", "Two weeks of bars as PNG on standard output."),
        ]
    )

    static let day = CommandSpec(
        name: "day",
        abstract: "Chart one day's count per step.",
        options: [
            .value("goal", valueName: "N", help: "Draw the goal line at N.", default: "1", check: .int(in: 0...100)),
            .value("out-dir", valueName: "DIR", help: "Where to write the chart."),
        ],
        positionals: [PositionalSpec("DATE", help: "The day to chart, as YYYY-MM-DD.", arity: .optional)]
    )

    static let add = CommandSpec(
        name: "add",
        abstract: "Log steps done on a date.",
        options: [.flag("dry-run", help: "Show what would change without saving.")],
        positionals: [
            PositionalSpec("DATE", help: "The day, as YYYY-MM-DD."),
            PositionalSpec("STEP", help: "The steps done that day.", arity: .oneOrMore),
        ],
        examples: [UsageExample("shipplot add 2024-11-28 Screenshots \"Final QA\"", "Log two steps on one day.")]
    )

    static let tool = ToolSpec(
        version: "1.2.0",
        abstract: "Turn a ship log into charts for release notes.",
        commands: [week, day, add]
    )
}

/// Tokenizer, parser, error wording, suggestions and table checks.
@Suite struct ArgumentParsingTests {
    // MARK: - Tokenizer

    struct TokenizerExample: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let tokens: [ArgumentToken]
        var testDescription: String { arguments.description }
    }

    @Test(arguments: [
        TokenizerExample(arguments: ["--smooth"], tokens: [.longOption(name: "smooth", value: nil)]),
        TokenizerExample(arguments: ["--days=14"], tokens: [.longOption(name: "days", value: "14")]),
        TokenizerExample(arguments: ["--title="], tokens: [.longOption(name: "title", value: "")]),
        TokenizerExample(arguments: ["--where=a=b"], tokens: [.longOption(name: "where", value: "a=b")]),
        TokenizerExample(arguments: ["-o", "week.png"], tokens: [.shortOption("o"), .value("week.png")]),
        TokenizerExample(arguments: ["-sv"], tokens: [.shortCluster("sv")]),
        TokenizerExample(arguments: ["-ofile.png"], tokens: [.shortCluster("ofile.png")]),
        TokenizerExample(arguments: ["-"], tokens: [.value("-")]),
        TokenizerExample(arguments: ["-o", "-"], tokens: [.shortOption("o"), .value("-")]),
        TokenizerExample(arguments: ["-5"], tokens: [.value("-5")]),
        TokenizerExample(arguments: ["-0.25"], tokens: [.value("-0.25")]),
        TokenizerExample(arguments: ["-.5"], tokens: [.value("-.5")]),
        TokenizerExample(arguments: ["-1e3"], tokens: [.value("-1e3")]),
        TokenizerExample(arguments: ["-inf"], tokens: [.shortCluster("inf")]),
        TokenizerExample(arguments: ["-5x"], tokens: [.shortCluster("5x")]),
        TokenizerExample(arguments: ["week"], tokens: [.value("week")]),
        TokenizerExample(arguments: [""], tokens: [.value("")]),
        TokenizerExample(
            arguments: ["--", "--smooth", "-o", "--", "-"],
            tokens: [.terminator, .value("--smooth"), .value("-o"), .value("--"), .value("-")]),
        TokenizerExample(
            arguments: ["week", "--days", "-5", "-m", "line"],
            tokens: [
                .value("week"), .longOption(name: "days", value: nil), .value("-5"), .shortOption("m"), .value("line"),
            ]),
    ])
    func tokenizerTable(_ example: TokenizerExample) {
        #expect(tokenize(example.arguments) == example.tokens)
    }

    // MARK: - Parsing

    @Test func parsesTheMainJob() throws {
        let parsed = try parse(["--mark", "line", "--smooth", "-o", "week.png"], spec: ArgumentParsingSample.week)
        #expect(parsed.choice("mark") == "line")
        #expect(try parsed.choice("mark", as: ArgumentParsingSample.Mark.self) == .line)
        #expect(parsed.flag("smooth"))
        #expect(!parsed.flag("verbose"))
        #expect(parsed.value("output") == "week.png")
        #expect(parsed.positionals.isEmpty)
        #expect(!parsed.helpRequested)
    }

    @Test func defaultsFillInButAreNotSet() throws {
        let parsed = try parse([], spec: ArgumentParsingSample.week)
        #expect(parsed.value("mark") == "bar")
        #expect(!parsed.isSet("mark"))
        #expect(try parsed.int("days", in: 1...3660) == 7)
        #expect(try parsed.double("scale", in: 0.5...4) == 1)
        #expect(parsed.value("offset") == nil)
        #expect(try parsed.int("offset") == nil)
        #expect(parsed.values("step").isEmpty)
        #expect(parsed.positional("LOGFILE") == nil)
    }

    @Test func explicitValuesWin() throws {
        let parsed = try parse(["--days=14", "--theme", "dark", "--scale", "2.5"], spec: ArgumentParsingSample.week)
        #expect(parsed.isSet("days"))
        #expect(try parsed.int("days", in: 1...3660) == 14)
        #expect(parsed.value("theme") == "dark")
        #expect(try parsed.double("scale", in: 0.5...4) == 2.5)
    }

    @Test func negativeNumbersAndDashAreValues() throws {
        let parsed = try parse(["--offset", "-5", "-o", "-", "-"], spec: ArgumentParsingSample.week)
        #expect(try parsed.int("offset") == -5)
        #expect(parsed.value("output") == "-")
        #expect(parsed.positional("LOGFILE") == "-")
    }

    @Test func packedFlags() throws {
        let parsed = try parse(["-sv"], spec: ArgumentParsingSample.week)
        #expect(parsed.flag("smooth"))
        #expect(parsed.flag("verbose"))
    }

    @Test func repeatableKeepsOrder() throws {
        let parsed = try parse(
            ["--step", "Screenshots", "--step=Final QA", "--step", "Screenshots"], spec: ArgumentParsingSample.week)
        #expect(parsed.values("step") == ["Screenshots", "Final QA", "Screenshots"])
    }

    @Test func terminatorMakesOptionsPositional() throws {
        let parsed = try parse(["--smooth", "--", "--help"], spec: ArgumentParsingSample.week)
        #expect(parsed.flag("smooth"))
        #expect(!parsed.helpRequested)
        #expect(parsed.positional("LOGFILE") == "--help")
        #expect(parsed.positionals == ["--help"])
    }

    @Test func positionalsByName() throws {
        let parsed = try parse(["2024-11-28", "Screenshots", "Final QA", "--dry-run"], spec: ArgumentParsingSample.add)
        #expect(parsed.positional("DATE") == "2024-11-28")
        #expect(parsed.positionalValues("STEP") == ["Screenshots", "Final QA"])
        #expect(parsed.positionals == ["2024-11-28", "Screenshots", "Final QA"])
        #expect(parsed.flag("dry-run"))
    }

    @Test(arguments: [["--help"], ["-h"], ["--smoth", "--help"], ["--days", "x", "-h"], ["-sh"]])
    func helpWinsOverMistakes(_ arguments: [String]) throws {
        #expect(try parse(arguments, spec: ArgumentParsingSample.week).helpRequested)
    }

    // MARK: - Error messages

    struct ErrorExample: Sendable, CustomTestStringConvertible {
        let spec: String
        let arguments: [String]
        let message: String
        var testDescription: String { "\(spec) \(arguments)" }

        init(_ arguments: [String], _ message: String, spec: String = "week") {
            self.spec = spec
            self.arguments = arguments
            self.message = message
        }
    }

    /// Parses, then reads the values a command would read, so accessor errors count too.
    private func parseAndRead(_ example: ErrorExample) throws {
        let spec = ArgumentParsingSample.tool.command(named: example.spec)!
        let parsed = try parse(example.arguments, spec: spec)
        if spec.name == "week" {
            _ = try parsed.int("days", in: 1...3660)
            _ = try parsed.double("scale", in: 0.5...4)
        }
    }

    @Test(arguments: [
        ErrorExample(["--days", "abc"], #"--days: "abc" is not a whole number"#),
        ErrorExample(["--days", "2.5"], #"--days: "2.5" is not a whole number"#),
        ErrorExample(["--days", "0"], "--days: 0 is out of range, expected 1...3660"),
        ErrorExample(
            ["-d", "99999999999999999999"], "--days: 99999999999999999999 is out of range, expected 1...3660"),
        ErrorExample(["--scale", "big"], #"--scale: "big" is not a number"#),
        ErrorExample(["--scale", "nan"], #"--scale: "nan" is not a finite number"#),
        ErrorExample(["--scale", "9"], "--scale: 9 is out of range, expected 0.5...4"),
        ErrorExample(["--smoth"], "unknown option --smoth (did you mean --smooth?)"),
        ErrorExample(["--ouptut", "x.png"], "unknown option --ouptut (did you mean --output?)"),
        ErrorExample(["--hlep"], "unknown option --hlep (did you mean --help?)"),
        ErrorExample(["--zzz"], "unknown option --zzz"),
        ErrorExample(["-x"], "unknown option -x"),
        ErrorExample(["-sx"], "unknown option -x (in -sx)"),
        ErrorExample(["-smooth"], "unknown option -smooth (did you mean --smooth?)"),
        ErrorExample(["-ofile.png"], "-ofile.png: -o takes its value as the next argument (-o file.png)"),
        ErrorExample(["-so", "x.png"], "-so: -o takes a value, so it cannot be packed with other letters"),
        ErrorExample(["--mark", "pie"], #"--mark: "pie" is not one of bar, line, point, area"#),
        ErrorExample(
            ["--mark", "lien"], #"--mark: "lien" is not one of bar, line, point, area (did you mean "line"?)"#),
        ErrorExample(["-m", "Bar"], #"--mark: "Bar" is not one of bar, line, point, area (did you mean "bar"?)"#),
        ErrorExample(["--days"], "--days expects a value"),
        ErrorExample(["--days", "--smooth"], "--days expects a value"),
        ErrorExample(["-o", "--", "x.png"], "--output expects a value"),
        ErrorExample(["--smooth=yes"], "--smooth does not take a value"),
        ErrorExample(["--help=yes"], "--help does not take a value"),
        ErrorExample(["-o", "a.png", "-o", "b.png"], "--output given twice"),
        ErrorExample(["--output", "a.png", "--output=a.png"], "--output given twice"),
        ErrorExample(["log.json", "foo"], #"unexpected argument "foo""#),
        ErrorExample(["--=x"], #"unexpected argument "--=x""#),
        ErrorExample(["--goal", "500"], "--goal: 500 is out of range, expected 0...100", spec: "day"),
        ErrorExample(["--goal=-1"], "--goal: -1 is out of range, expected 0...100", spec: "day"),
        ErrorExample([], "missing argument DATE", spec: "add"),
        ErrorExample(["2024-11-28"], "missing argument STEP", spec: "add"),
    ])
    func errorMessages(_ example: ErrorExample) {
        #expect(throws: UsageError(example.message)) { try parseAndRead(example) }
    }

    @Test func errorsAreOneLineEvenForOddInput() {
        let error = UsageError.notAllowed("--mark", value: "a\"b\nc", allowed: ["bar"])
        #expect(error.description == #"--mark: "a\"b\nc" is not one of bar"#)
        #expect(!error.description.contains("\n"))
    }

    // MARK: - Suggestions

    @Test func closestMatchFindsStepNames() {
        let steps = ["Screenshots", "Metadata", "Keywords", "Final QA"]
        #expect(closestMatch(to: "Screenshot", in: steps, maxDistance: 2) == "Screenshots")
        #expect(closestMatch(to: "screenshots", in: steps, maxDistance: 0) == "Screenshots")
        #expect(closestMatch(to: "Mteadata", in: steps, maxDistance: 1) == "Metadata")
        #expect(closestMatch(to: "final qa", in: steps, maxDistance: 1) == "Final QA")
        #expect(closestMatch(to: "Deploy", in: steps, maxDistance: 2) == nil)
        #expect(closestMatch(to: "x", in: [], maxDistance: 5) == nil)
        #expect(closestMatch(to: "x", in: ["y"], maxDistance: -1) == nil)
    }

    @Test func closestMatchBreaksTiesByOrder() {
        #expect(closestMatch(to: "cat", in: ["bat", "hat"], maxDistance: 1) == "bat")
        #expect(closestMatch(to: "cat", in: ["hat", "bat"], maxDistance: 1) == "hat")
        #expect(closestMatch(to: "cat", in: ["hat", "cat"], maxDistance: 1) == "cat")
    }

    @Test func editDistanceCountsAdjacentSwapsOnce() {
        func distance(_ a: String, _ b: String) -> Int { optimalStringAlignmentDistance(Array(a), Array(b)) }
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "") == 3)
        #expect(distance("smooth", "smoth") == 1)
        #expect(distance("ouptut", "output") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ca", "abc") == 3)  // optimal string alignment, not unrestricted Damerau (2)
    }

    // MARK: - Table checks

    @Test func sampleTableIsSound() {
        #expect(ArgumentParsingSample.tool.problems == [])
    }

    @Test func tableMistakesAreReported() {
        let bad = CommandSpec(
            name: "bad",
            abstract: "Broken on purpose.",
            options: [
                .flag("smooth", help: ""),
                .flag("smooth", short: "s", help: ""),
                .flag("quiet", short: "h", help: ""),
                .choice("mark", ["bar", "bar", "two words"], help: "", default: "pie"),
                .value("days", valueName: "N", help: "", default: "0", check: .int(in: 1...10)),
                .value("--bad", help: ""),
            ],
            positionals: [
                PositionalSpec("MORE", help: "", arity: .variadic),
                PositionalSpec("LAST", help: ""),
            ]
        )
        #expect(
            bad.problems == [
                "bad: --smooth is declared twice or is reserved",
                "bad: --quiet: -h is declared twice or is reserved",
                "bad: --mark: an allowed value is listed twice",
                #"bad: --mark: allowed value "two words" cannot be completed by shells"#,
                #"bad: --mark: default "pie" is not an allowed value"#,
                "bad: --days: default 0 is out of range, expected 1...10",
                #"bad: "--bad" is not a usable long option name (ASCII letters, digits, dashes)"#,
                "bad: variadic MORE must be the last positional",
            ])
        let tool = ToolSpec(
            version: "0", abstract: "",
            commands: [
                CommandSpec(name: "help", abstract: ""),
                CommandSpec(
                    name: "week", abstract: "",
                    examples: [UsageExample("shipplot week --smoth", ""), UsageExample("plot week", "")]),
            ])
        #expect(
            tool.problems == [
                #"command "help" is declared twice or is reserved"#,
                #"example "shipplot week --smoth" does not parse: unknown option --smoth"#,
                #"example "plot week" does not start with shipplot"#,
            ])
    }

    @Test func shellWordsSplitLikeAShell() {
        #expect(
            exampleWords(#"shipplot add 2024-11-28 "Final QA" 'a b' c\ d"#)
                == ["shipplot", "add", "2024-11-28", "Final QA", "a b", "c d"])
        #expect(exampleWords(#"x "" y"#) == ["x", "", "y"])
    }

    @Test func exitCodesFollowSysexits() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.failure.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.dataError.rawValue == 65)
        #expect(ExitCode.noInput.rawValue == 66)
        #expect(ExitCode.cannotCreate.rawValue == 73)
    }
}
