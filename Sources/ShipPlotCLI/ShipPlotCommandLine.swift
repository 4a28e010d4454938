// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// The `shipplot` tool: its command table and the entry point that runs a command line in-process.
public enum ShipPlotCommandLine {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    /// Every command, its options and examples; help, parsing and completion scripts all come from here.
    public static let tool = ToolSpec(
        version: version,
        abstract: "Keep a ship log of release-prep steps and chart it, or any table, for release notes.",
        discussion: "The log is --log PATH, else $SHIPPLOT_LOG, else $XDG_DATA_HOME/shipplot/shiplog.json, else "
            + "~/.local/share/shipplot/shiplog.json. Until you log something, the charts show a built-in sample.\n\n"
            + "A command's long options may also come before it: shipplot --log team.json week. Chart commands "
            + "note each file they write on stderr (shipplot: wrote week.png); --quiet leaves that out.",
        commands: commands.map(\.spec),
        examples: [
            UsageExample("shipplot week --mark line --smooth -o week.png", "Chart the last 7 days as a smooth line."),
            UsageExample("shipplot add Screenshots Metadata", "Log two steps done today."),
            UsageExample(
                "shipplot report --markdown notes", "Every chart as a PNG plus notes/report.md, with alt text."),
            UsageExample(
                "shipplot chart downloads.csv --x date --y downloads --color platform",
                "Chart any CSV, TSV, JSON or NDJSON table in the same look."),
            UsageExample("shipplot --log team.json week -o team.png", "Chart another log than your own."),
        ],
        exitCodes: ExitCode.documented,
        environment: [
            ReferenceEntry("SHIPPLOT_LOG", "The ship log, when --log is not given."),
            ReferenceEntry(
                "XDG_DATA_HOME",
                "An absolute path puts the default log at $XDG_DATA_HOME/shipplot/shiplog.json; other values are "
                    + "ignored."),
            ReferenceEntry(
                "HOME", "The default log is under it (~/.local/share/shipplot/shiplog.json); ~/ in paths names it."),
            ReferenceEntry(
                "TZ",
                "The zone that decides today's date when --tz is not given: a zone name or a rule as tzset(3) reads "
                    + "it; one the C library would quietly take as UTC is refused."),
            ReferenceEntry("TZDIR", "Where zone files are read (default /usr/share/zoneinfo)."),
            ReferenceEntry(
                "TERM, TMUX, STY, KITTY_WINDOW_ID, TERM_PROGRAM, LC_TERMINAL, WT_SESSION",
                "Which picture --preview draws in the terminal: kitty graphics, iTerm2 images, sixel or text."),
        ],
        files: [
            ReferenceEntry(
                "~/.local/share/shipplot/shiplog.json",
                "The ship log, unless --log, SHIPPLOT_LOG or XDG_DATA_HOME names another."),
            ReferenceEntry(
                "LOG.bak",
                "The version of the log before the last change, kept beside it by every command that changes the log."),
        ],
        seeAlso: ["tzset(3)", "tzselect(8)"])

    /// The commands in help order, each with the function that runs it.
    private static let commands: [(spec: CommandSpec, run: @Sendable (ParsedArguments, CommandIO) throws -> Void)] = [
        (WeekCommand.spec, WeekCommand.run),
        (DayCommand.spec, DayCommand.run),
        (StackedCommand.spec, StackedCommand.run),
        (ReportCommand.spec, ReportCommand.run),
        (ChartCommand.spec, ChartCommand.run),
        (LogCommand.spec, LogCommand.run),
        (AddCommand.spec, AddCommand.run),
        (RemoveCommand.spec, RemoveCommand.run),
        (ImportCommand.spec, ImportCommand.run),
        (ExportCommand.spec, ExportCommand.run),
        (SampleCommand.spec, SampleCommand.run),
    ]

    /// Runs `arguments` (without the program name) and returns the exit code. Errors are printed as one line on
    /// stderr: `shipplot: <problem>`.
    public static func main(arguments: [String], io: CommandIO = .standard()) -> Int32 {
        // The version needs no command table: building it is most of what `shipplot --version` would do.
        if arguments == ["--version"] {
            io.writeOutput(CommandIO.data("shipplot \(version)\n"))
            return finish(io)
        }
        do {
            switch try tool.resolve(arguments) {
            case .help(let text):
                io.writeOutput(CommandIO.data(text + "\n"))
                return finish(io)
            case .version(let text):
                io.writeOutput(CommandIO.data(text + "\n"))
                return finish(io)
            case .completionScript(let text), .manPage(let text):
                io.writeOutput(CommandIO.data(text))
                return finish(io)
            case .listValues(let kind, let log, let line):
                for value in try listedValues(kind, log: log, line: line, io: io) { io.print(value) }
                return finish(io)
            case .command(let name, let args):
                do {
                    try run(name, args, io: io)
                } catch var usage as UsageError where usage.command == nil {
                    usage.command = name
                    throw usage
                }
                return finish(io)
            }
        } catch {
            let failure = CommandError.from(error)
            var line = "shipplot: \(failure.message)"
            if let usage = error as? UsageError {
                let help = usage.command.map { "shipplot \($0) --help" } ?? "shipplot --help"
                line = "shipplot\(usage.command.map { " " + $0 } ?? ""): \(usage.message) (see \(help))"
            }
            // Whatever an error echoes (a file name, a library's message), stderr gets exactly one line.
            io.note(VisibleText.escaped(line))
            return failure.exitCode.rawValue
        }
    }

    /// Runs a command line given as the bytes of each argument (without the program name). An argument that is
    /// not valid UTF-8 is refused with a usage error (64), since decoding it would silently turn its bytes into
    /// U+FFFD in a file or step name. So is a process environment whose `SHIPPLOT_LOG`, `XDG_DATA_HOME` or `HOME`
    /// is not UTF-8.
    public static func main(rawArguments: [[UInt8]], io: CommandIO = .standard()) -> Int32 {
        var arguments: [String] = []
        for (index, bytes) in rawArguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
                let shown = bytes.map {
                    (0x20...0x7E).contains($0) && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + hexByte($0)
                }
                io.note(
                    "shipplot: argument \(index + 1) is not valid UTF-8 (\"\(shown.prefix(60).joined())\"), expected "
                        + "UTF-8 text (see shipplot --help)")
                return ExitCode.usage.rawValue
            }
            arguments.append(text)
        }
        // The variables that name the log are file names too; Foundation would decode them with U+FFFD as well.
        for name in ["SHIPPLOT_LOG", "XDG_DATA_HOME", "HOME"] {
            guard let raw = getenv(name) else { continue }
            if String(validatingCString: raw) == nil {
                io.note("shipplot: $\(name) is not valid UTF-8, expected UTF-8 text (see shipplot --help)")
                return ExitCode.usage.rawValue
            }
        }
        return main(arguments: arguments, io: io)
    }

    /// The values `--list-values` prints: the step list of the log (the one a command with `log` would use;
    /// a missing log has the new log's steps), every time zone name the system knows, sorted, or the field names
    /// of the table the line's `chart` command names.
    private static func listedValues(_ kind: String, log: String?, line: [String], io: CommandIO) throws -> [String] {
        if kind == "fields" {
            return TableFields.names(line: line, spec: ChartCommand.spec, io: io)
        }
        guard kind == "steps" else { return ZoneSetting.knownZones(environment: io.environment) }
        let location = try LogLocation.resolve(option: log, io: io)
        return try location.store.load(ifMissing: ShipLog()).steps
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// The exit code of a command that ran to its end: 74 when stdout could not be written, unless a change was
    /// saved first; then only a warning, since reporting a saved change as a failure invites a second one.
    private static func finish(_ io: CommandIO) -> Int32 {
        guard let problem = io.status.outputProblem else { return ExitCode.success.rawValue }
        if io.status.savedChange {
            io.note("shipplot: warning: cannot write to stdout: \(problem); the change was saved")
            return ExitCode.success.rawValue
        }
        io.note("shipplot: cannot write to stdout: \(problem)")
        return ExitCode.ioError.rawValue
    }

    private static func run(_ name: String, _ args: ParsedArguments, io: CommandIO) throws {
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            throw CommandError(message: "command \(name) is not implemented", exitCode: .failure)
        }
        try command.run(args, io)
    }
}

extension CommandLine {
    /// The process's arguments after the program name, as the bytes the kernel passed (not decoded).
    public static func rawArguments() -> [[UInt8]] {
        (1..<Int(argc)).map { index in
            guard let pointer = unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        }
    }
}
