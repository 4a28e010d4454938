// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The column help text is wrapped at unless a caller asks otherwise.
public let defaultHelpWidth = 80

/// Left-column entries wider than this put their help on the next line, so one long option does
/// not push every description to the right.
private let maximumLeftColumn = 26

/// Narrower than this, the help column moves under the option names.
private let minimumHelpColumnWidth = 30

extension CommandSpec {
    /// The usage line, e.g. `Usage: shipplot add [options] DATE STEP...`; `toolName` defaults to `shipplot`.
    public func usageLine(toolName: String = "shipplot") -> String {
        var words = ["Usage:", toolName, name, "[options]"]
        for positional in positionals {
            switch positional.arity {
            case .required: words.append(positional.name)
            case .optional: words.append("[\(positional.name)]")
            case .variadic: words.append("[\(positional.name)...]")
            case .oneOrMore: words.append("\(positional.name)...")
            }
        }
        return words.joined(separator: " ")
    }

    /// The full `--help` text: usage line, abstract, discussion, arguments, options (with value names,
    /// allowed values and defaults) and examples, wrapped at `width` (80 by default). No trailing newline.
    public func helpText(toolName: String = "shipplot", width: Int = defaultHelpWidth) -> String {
        var sections = [usageLine(toolName: toolName), wrapHelp(abstract, width: width).joined(separator: "\n")]
        if !discussion.isEmpty { sections.append(wrapHelpParagraphs(discussion, width: width)) }
        if !positionals.isEmpty {
            let rows = positionals.map { ($0.name, $0.help) }
            sections.append((["Arguments:"] + helpColumns(rows, width: width)).joined(separator: "\n"))
        }
        sections.append((["Options:"] + helpColumns(optionRows, width: width)).joined(separator: "\n"))
        if !examples.isEmpty { sections.append(examplesSection(examples, width: width)) }
        return sections.joined(separator: "\n\n")
    }

    /// The command's options as (names, help) rows, `-h, --help` last; the man page lists the same rows.
    var optionRows: [(String, String)] {
        options.map { (optionLeftColumn($0), optionHelp($0)) }
            + [(optionLeftColumn(short: "h", long: "--help", value: ""), "Show help for this command.")]
    }
}

extension ToolSpec {
    /// `Usage: shipplot COMMAND [options]` for the tool, or the usage line of `command` when given
    /// and known.
    public func usageLine(for command: String? = nil) -> String {
        if let command, let spec = self.command(named: command) { return spec.usageLine(toolName: name) }
        return "Usage: \(name) COMMAND [options]"
    }

    /// The tool's help: usage, abstract, discussion, the commands with their abstracts, the global
    /// options and examples, wrapped at `width` (80 by default). No trailing newline.
    public func helpText(width: Int = defaultHelpWidth) -> String {
        var sections = [usageLine(), wrapHelp(abstract, width: width).joined(separator: "\n")]
        if !discussion.isEmpty { sections.append(wrapHelpParagraphs(discussion, width: width)) }
        if let exitCodesText { sections.append(wrapHelp(exitCodesText, width: width).joined(separator: "\n")) }
        let commandRows = commands.map { ($0.name, $0.abstract) } + [(builtInHelpCommand, helpCommandAbstract)]
        sections.append((["Commands:"] + helpColumns(commandRows, width: width)).joined(separator: "\n"))
        sections.append((["Options:"] + helpColumns(globalOptionRows, width: width)).joined(separator: "\n"))
        if !examples.isEmpty { sections.append(examplesSection(examples, width: width)) }
        sections.append(wrapHelp(seeCommandHelpText, width: width).joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// The options before any command, as (names, help) rows; the man page lists the same rows.
    var globalOptionRows: [(String, String)] {
        [
            (optionLeftColumn(short: "h", long: "--help", value: ""), "Show this help."),
            (optionLeftColumn(short: nil, long: "--version", value: ""), "Show the version."),
            (
                optionLeftColumn(short: nil, long: "--" + completionScriptOption, value: "SHELL"),
                "Print a completion script for \(completionShells.dropLast().joined(separator: ", ")) or \(completionShells.last!)."
            ),
        ]
    }

    /// `Exit codes: 0 ok, 1 failure, ….`, or `nil` when the table lists none.
    var exitCodesText: String? {
        exitCodes.isEmpty
            ? nil
            : "Exit codes: " + exitCodes.map { "\($0.name) \($0.summary ?? $0.meaning)" }.joined(separator: ", ") + "."
    }

    /// The last line of the tool's help.
    var seeCommandHelpText: String { "See \"\(name) help COMMAND\" for a command's options." }

    /// The help of `command`, or `nil` if there is no such command.
    public func helpText(for command: String, width: Int = defaultHelpWidth) -> String? {
        self.command(named: command)?.helpText(toolName: name, width: width)
    }

    /// What `--version` prints: `shipplot 1.2.0`.
    public var versionText: String { "\(name) \(version)" }

    /// The three lines printed for a usage error: `Error: …`, the relevant usage line, and where to
    /// find more help. No trailing newline.
    public func errorText(for error: UsageError) -> String {
        let more =
            error.command.flatMap { self.command(named: $0) }.map { "\(name) \($0.name) --help" } ?? "\(name) --help"
        return "Error: \(error)\n\(usageLine(for: error.command))\nSee \"\(more)\"."
    }
}

/// The abstract of the built-in `help` command.
let helpCommandAbstract = "Show help for the tool or one of its commands."

/// `-d, --days N` or `    --smooth`: long names line up whether or not there is a short one.
func optionLeftColumn(_ option: OptionSpec) -> String {
    optionLeftColumn(short: option.short, long: option.flagName, value: option.displayValueName)
}

func optionLeftColumn(short: Character?, long: String, value: String) -> String {
    let names = short.map { "-\($0), \(long)" } ?? "    \(long)"
    return value.isEmpty ? names : "\(names) \(value)"
}

/// The help sentence plus what a user needs to know before typing: allowed values when the
/// placeholder hides them, repeatability and the default.
func optionHelp(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if let allowed = option.allowedValues, option.valueName != nil {
        notes.append("one of: \(allowed.joined(separator: ", "))")
    }
    if option.kind == .repeatable { notes.append("may be repeated") }
    if let bare = option.bareValue { notes.append("given alone: \(bare)") }
    if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
    guard !notes.isEmpty else { return option.help }
    let note = "(\(notes.joined(separator: "; ")))"
    return option.help.isEmpty ? note : "\(option.help) \(note)"
}

private func examplesSection(_ examples: [UsageExample], width: Int) -> String {
    var lines = ["Examples:"]
    for example in examples {
        lines.append("  " + example.commandLine)
        lines += wrapHelp(example.explanation, width: width - 6).map { "      " + $0 }
    }
    return lines.joined(separator: "\n")
}

/// Two aligned columns indented by two spaces; help wraps within its column. In a narrow terminal
/// every help text goes under its entry instead, so it never wraps to a few words a line.
func helpColumns(_ rows: [(String, String)], width: Int) -> [String] {
    let widest = rows.map(\.0.count).max() ?? 0
    var leftWidth = min(widest, maximumLeftColumn)
    var helpColumn = 2 + leftWidth + 2
    if width - helpColumn < minimumHelpColumnWidth {
        leftWidth = 0
        helpColumn = 8
    }
    let indent = String(repeating: " ", count: helpColumn)
    var lines: [String] = []
    for (left, text) in rows {
        let lead = "  " + left
        let wrapped = wrapHelp(text, width: width - helpColumn)
        guard let first = wrapped.first else {
            lines.append(lead)
            continue
        }
        if left.count <= leftWidth {
            lines.append(lead + String(repeating: " ", count: helpColumn - lead.count) + first)
            lines += wrapped.dropFirst().map { indent + $0 }
        } else {
            lines.append(lead)
            lines += wrapped.map { indent + $0 }
        }
    }
    return lines
}

/// Wraps each line of `text` separately, keeping the author's line breaks and blank lines.
func wrapHelpParagraphs(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in line.isEmpty ? "" : wrapHelp(String(line), width: width).joined(separator: "\n") }
        .joined(separator: "\n")
}

/// Greedy word wrap to at most `width` columns (never below 20); a word longer than the width gets
/// a line of its own rather than being cut.
func wrapHelp(_ text: String, width: Int) -> [String] {
    let width = max(width, 20)
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
        if line.isEmpty {
            line = String(word)
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = String(word)
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}
