// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// A positional argument of a command, such as the `DATE` of `shipplot day DATE`.
public struct PositionalSpec: Sendable {
    /// How many command-line words a positional takes.
    public enum Arity: Equatable, Sendable {
        /// Exactly one word; missing it is an error.
        case required
        /// One word if present.
        case optional
        /// All remaining words, possibly none. Must be the last positional.
        case variadic
        /// All remaining words, at least one. Must be the last positional.
        case oneOrMore
    }

    /// The name shown in usage and help, conventionally upper case (`DATE`, `FILE`). `FILE`, `PATH`
    /// and names ending in `FILE` complete file names; `DIR` completes directories.
    public var name: String
    /// One or two sentences for `--help`.
    public var help: String
    /// How many words it takes; `.required` by default.
    public var arity: Arity
    /// What shells offer for it beyond the `name` rule; `nil` by default.
    public var completion: CompletionHint?

    /// Creates a positional; `arity` defaults to `.required`, `completion` to none.
    public init(_ name: String, help: String, arity: Arity = .required, completion: CompletionHint? = nil) {
        self.name = name
        self.help = help
        self.arity = arity
        self.completion = completion
    }
}

/// A worked example shown at the end of help: a full command line and what it does.
public struct UsageExample: Equatable, Sendable {
    /// The command line as typed, starting with the tool name: `shipplot week --mark line`.
    public var commandLine: String
    /// What it does, in a sentence.
    public var explanation: String

    /// Creates an example from a command line and its explanation.
    public init(_ commandLine: String, _ explanation: String) {
        self.commandLine = commandLine
        self.explanation = explanation
    }
}

/// One `shipplot` command as a table of values: everything parsing, help and completion need.
public struct CommandSpec: Sendable {
    /// The word that selects the command: `week`.
    public var name: String
    /// One line for the command list and the top of its help.
    public var abstract: String
    /// Longer help below the abstract; empty (the default) for none. Line breaks are kept.
    public var discussion: String
    /// The options, in help order. `-h`/`--help` is built in and must not be declared.
    public var options: [OptionSpec]
    /// The positional arguments, in order; none by default.
    public var positionals: [PositionalSpec]
    /// Worked examples for the end of help; none by default.
    public var examples: [UsageExample]

    /// Creates a command spec; `discussion`, `options`, `positionals` and `examples` default to empty.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        examples: [UsageExample] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.examples = examples
    }

    /// The option with long name `name` (no dashes), if declared.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option with short letter `letter`, if declared.
    public func option(short letter: Character) -> OptionSpec? {
        options.first { $0.short == letter }
    }

    /// Parses this command's arguments (the words after the command name); see `parse(_:spec:)`.
    public func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ShipPlotCLI.parse(arguments, spec: self)
    }

    /// Mistakes in the table itself (duplicate names, a default outside the allowed values, a
    /// positional after a variadic one, …), one line each; empty when the spec is sound.
    /// Meant for tests, so a bad table fails CI instead of confusing a user.
    public var problems: [String] {
        var found: [String] = []
        func report(_ text: String) { found.append("\(name): \(text)") }

        var longNames: Set<String> = ["help"]
        var shortNames: Set<Character> = ["h"]
        for option in options {
            let flag = option.flagName
            if !isShellSafeName(option.name) {
                report(
                    "\(VisibleText.quoted(option.name)) is not a usable long option name (ASCII letters, digits, dashes)"
                )
            }
            if !longNames.insert(option.name).inserted { report("\(flag) is declared twice or is reserved") }
            if let short = option.short {
                if !short.isLetter || !short.isASCII { report("\(flag): short name -\(short) must be an ASCII letter") }
                if !shortNames.insert(short).inserted { report("\(flag): -\(short) is declared twice or is reserved") }
            }
            if let bare = option.bareValue, option.kind != .flag || option.allowedValues?.contains(bare) != true {
                report("\(flag): the value it means alone, \(VisibleText.quoted(bare)), is not one of its values")
            }
            if option.kind == .flag {
                if option.defaultValue != nil { report("\(flag): a flag cannot have a default value") }
                if option.check != nil { report("\(flag): a flag cannot have a value check") }
            }
            if let allowed = option.allowedValues {
                if allowed.isEmpty { report("\(flag): the allowed values are empty") }
                if Set(allowed).count != allowed.count { report("\(flag): an allowed value is listed twice") }
                for value in allowed
                where value.isEmpty || value.contains(where: { $0.isWhitespace || "'\"\\$`|".contains($0) }) {
                    report("\(flag): allowed value \(VisibleText.quoted(value)) cannot be completed by shells")
                }
            }
            if let defaultValue = option.defaultValue {
                if let allowed = option.allowedValues, !allowed.contains(defaultValue) {
                    report("\(flag): default \(VisibleText.quoted(defaultValue)) is not an allowed value")
                }
                if let problem = option.check?.problem(defaultValue) {
                    report("\(flag): default \(problem)")
                }
            }
        }

        var seenOptional = false
        for (index, positional) in positionals.enumerated() {
            switch positional.arity {
            case .required:
                if seenOptional { report("required \(positional.name) follows an optional positional") }
            case .optional:
                seenOptional = true
            case .variadic, .oneOrMore:
                if index != positionals.count - 1 { report("variadic \(positional.name) must be the last positional") }
            }
        }
        return found
    }
}

/// A name and what it means, for the tool's reference lists: an exit code, an environment variable or a file.
public struct ReferenceEntry: Equatable, Sendable {
    /// The code, variable or path: `64`, `TZ`, `~/.local/share/shipplot/shiplog.json`.
    public var name: String
    /// What it means, as a phrase (exit codes) or a sentence; `code spans` in backquotes are set in bold in the
    /// man page.
    public var meaning: String
    /// A shorter phrase where a list of them makes one sentence (help's exit codes); `meaning` when nil.
    public var summary: String?

    /// Creates an entry from a name, its meaning and, for help's one-sentence lists, a shorter summary.
    public init(_ name: String, _ meaning: String, summary: String? = nil) {
        self.name = name
        self.meaning = meaning
        self.summary = summary
    }
}

/// The whole `shipplot` tool: its name, version and commands. `help` is a built-in command.
public struct ToolSpec: Sendable {
    /// The program name used in usage lines and completion scripts; `"shipplot"` by default.
    public var name: String
    /// The version printed by `--version`.
    public var version: String
    /// One line for the top of the tool's help.
    public var abstract: String
    /// Longer help below the abstract; empty (the default) for none.
    public var discussion: String
    /// The commands, in help order.
    public var commands: [CommandSpec]
    /// Worked examples for the end of the tool's help; none by default.
    public var examples: [UsageExample]
    /// The exit codes and their meanings, in help (one sentence of their summaries) and the man page's EXIT
    /// STATUS; none by default.
    public var exitCodes: [ReferenceEntry]
    /// The environment variables the tool reads, for the man page's ENVIRONMENT; none by default.
    public var environment: [ReferenceEntry]
    /// The files the tool reads and writes on its own, for the man page's FILES; none by default.
    public var files: [ReferenceEntry]
    /// Related pages for the man page's SEE ALSO, as `tzset(3)`; none by default.
    public var seeAlso: [String]

    /// Creates a tool spec; `name` defaults to `"shipplot"`, the rest after `commands` to empty.
    public init(
        name: String = "shipplot",
        version: String,
        abstract: String,
        discussion: String = "",
        commands: [CommandSpec],
        examples: [UsageExample] = [],
        exitCodes: [ReferenceEntry] = [],
        environment: [ReferenceEntry] = [],
        files: [ReferenceEntry] = [],
        seeAlso: [String] = []
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        self.commands = commands
        self.examples = examples
        self.exitCodes = exitCodes
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }

    /// The command called `name`, if any (`help` is built in and not listed here).
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// Mistakes in the whole table: every command's `problems`, duplicate or reserved command names,
    /// and examples that would not parse. Empty when the tool is sound.
    public var problems: [String] {
        var found: [String] = []
        var names: Set<String> = [builtInHelpCommand]
        for command in commands {
            if !names.insert(command.name).inserted {
                found.append("command \(VisibleText.quoted(command.name)) is declared twice or is reserved")
            }
            if !isShellSafeName(command.name) {
                found.append(
                    "\(VisibleText.quoted(command.name)) is not a usable command name (ASCII letters, digits, dashes)")
            }
            found += command.problems
        }
        for example in examples + commands.flatMap(\.examples) {
            let words = exampleWords(example.commandLine)
            guard words.first == name else {
                found.append("example \(VisibleText.quoted(example.commandLine)) does not start with \(name)")
                continue
            }
            do {
                _ = try resolve(Array(words.dropFirst()))
            } catch {
                found.append("example \(VisibleText.quoted(example.commandLine)) does not parse: \(error)")
            }
        }
        return found
    }
}

/// Names go into shell scripts unquoted (zsh brace lists, case patterns), so keep them plain.
func isShellSafeName(_ name: String) -> Bool {
    guard let first = name.first, first != "-" else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
}

/// The name of the built-in command that prints help.
let builtInHelpCommand = "help"

/// Splits an example command line into words the way a POSIX shell would for simple cases:
/// spaces separate, single and double quotes group, backslash escapes one character.
func exampleWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
        if escaped {
            current.append(character)
            escaped = false
            continue
        }
        if let open = quote {
            if character == open {
                quote = nil
            } else if character == "\\" && open == "\"" {
                escaped = true
            } else {
                current.append(character)
            }
            continue
        }
        switch character {
        case "\\":
            escaped = true
            inWord = true
        case "'", "\"":
            quote = character
            inWord = true
        case _ where character.isWhitespace:
            if inWord { words.append(current) }
            current = ""
            inWord = false
        default:
            current.append(character)
            inWord = true
        }
    }
    if inWord { words.append(current) }
    return words
}
