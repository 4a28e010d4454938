// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// What the user asked `shipplot` to do, decided from the command line alone.
public enum Invocation: Equatable, Sendable {
    /// Print this help text and exit with `ExitCode.success`.
    case help(String)
    /// Print this version text and exit with `ExitCode.success`.
    case version(String)
    /// Print this completion script (for `--generate-completion-script SHELL`) and exit with `ExitCode.success`.
    case completionScript(String)
    /// Print this man page (for the hidden `--generate-man-page`) and exit with `ExitCode.success`.
    case manPage(String)
    /// Print the values of `kind` (`steps` of the log `log` names, `zones`, or the `fields` of the table the
    /// command line being completed names) one a line, for the completion scripts (the hidden
    /// `--list-values KIND [--log PATH] [-- WORD…]`, the words being the line typed so far), and exit with
    /// `ExitCode.success`.
    case listValues(kind: String, log: String?, line: [String])
    /// Run the named command with its parsed arguments.
    case command(String, ParsedArguments)
}

/// The hidden top-level option the completion scripts call for values only the tool knows.
public let listValuesOption = "list-values"

/// What `--list-values` lists: the log's step names, the system's time zone names, a table's field names.
public let listValueKinds = ["steps", "zones", "fields"]

/// The top-level option that prints a shell completion script.
public let completionScriptOption = "generate-completion-script"

extension ToolSpec {
    /// Decides what to do for `arguments` (the words after the program name):
    /// no words, `-h`, `--help` or `help` → the tool's help; `help COMMAND` or `COMMAND -h/--help`
    /// → that command's help; `--version` → the version; `--generate-completion-script SHELL` → the script for
    /// bash, zsh or fish; `COMMAND …` → the parsed command; `--OPTION … COMMAND …` → the command with those
    /// options (see `commandFirst(_:)`).
    /// - Throws: `UsageError`, with `command` set when the mistake is inside a command's arguments,
    ///   e.g. `unknown command "wek" (did you mean "week"?)`.
    public func resolve(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else { return .help(helpText()) }
        if let moved = try commandFirst(arguments) { return try resolve(moved) }
        let rest = Array(arguments.dropFirst())
        switch tokenize([first])[0] {
        case .longOption("help", nil), .shortOption("h"):
            return .help(helpText())
        case .longOption("version", nil):
            return .version(versionText)
        case .longOption(completionScriptOption, let inline):
            let flag = "--" + completionScriptOption
            var words = rest
            guard let shell = inline ?? (words.isEmpty ? nil : words.removeFirst()) else {
                throw UsageError.missingValue(flag).appendingText(
                    ", one of \(completionShells.joined(separator: ", "))")
            }
            if let extra = words.first { throw UsageError.unexpectedArgument(extra) }
            guard completionShells.contains(shell) else {
                throw UsageError.notAllowed(flag, value: shell, allowed: completionShells)
            }
            return .completionScript(try completionScript(for: shell, tool: self))
        case .longOption(listValuesOption, nil):
            return try listValuesInvocation(rest)
        case .longOption(manPageOption, nil):
            if let extra = rest.first { throw UsageError.unexpectedArgument(extra) }
            return .manPage(ShipPlotCLI.manPage(for: self))
        case .longOption(let name, nil):
            let suggestion = closestMatch(
                to: name, in: ["help", "version", completionScriptOption], maxDistance: suggestionDistance(for: name))
            throw UsageError.unknownOption("--" + name, suggestion: suggestion.map { "--" + $0 })
        case .longOption(let name, _) where name == "help" || name == "version":
            throw UsageError.unexpectedValue("--" + name)
        case .longOption(let name, _):
            throw UsageError.unknownOption("--" + name)
        case .shortOption, .shortCluster:
            throw UsageError.unknownOption(first)
        case .terminator:
            throw UsageError.unexpectedArgument(first)
        case .value(builtInHelpCommand):
            return try helpInvocation(rest)
        case .value(let word):
            guard let spec = command(named: word) else {
                let names = commands.map(\.name) + [builtInHelpCommand]
                let suggestion = closestMatch(to: word, in: names, maxDistance: suggestionDistance(for: word))
                throw UsageError.unknownCommand(word, suggestion: suggestion)
            }
            do {
                let parsed = try parse(rest, spec: spec)
                if parsed.helpRequested { return .help(spec.helpText(toolName: name)) }
                return .command(spec.name, parsed)
            } catch var error as UsageError {
                error.command = spec.name
                throw error
            }
        }
    }

    /// `shipplot --log x.json import f` as `shipplot import --log x.json f`: long options of the commands may come
    /// before the command, as in `git -C`, and then count as written right after it (so the command's own table
    /// still checks them). `nil` when `arguments` does not start with such an option.
    /// - Throws: `UsageError` for an option no command takes, a missing value, or no command after the options.
    func commandFirst(_ arguments: [String]) throws -> [String]? {
        var index = 0
        while index < arguments.count, case .longOption(let name, let inline) = tokenize([arguments[index]])[0],
            !topLevelOptions.contains(name)
        {
            guard let option = commands.lazy.flatMap(\.options).first(where: { $0.name == name }) else {
                let names = topLevelOptions + commands.flatMap { $0.options.map(\.name) }
                let suggestion = closestMatch(to: name, in: names, maxDistance: suggestionDistance(for: name))
                throw UsageError.unknownOption("--" + name, suggestion: suggestion.map { "--" + $0 })
            }
            index += 1
            guard inline == nil else { continue }
            let next = index < arguments.count ? arguments[index] : nil
            if option.kind != .flag {
                guard let next, case .value = tokenize([next])[0] else {
                    throw UsageError.missingValue(option.flagName)
                }
                index += 1
            } else if let next, option.allowedValues?.contains(next) == true {
                index += 1
            }
        }
        guard index > 0 else { return nil }
        guard index < arguments.count else {
            throw UsageError(
                "missing command after \(arguments.joined(separator: " ")), expected one of "
                    + commands.map(\.name).joined(separator: ", "))
        }
        // `--log x.json --help` asks for the tool's help; the options before it change nothing.
        guard case .value = tokenize([arguments[index]])[0] else { return Array(arguments[index...]) }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// The options of the tool itself, which come before any command.
    private var topLevelOptions: [String] {
        ["help", "version", completionScriptOption, manPageOption, listValuesOption]
    }

    /// `--list-values steps [--log PATH]`, `--list-values zones` or `--list-values fields`, each optionally followed
    /// by `--` and the words of the line being completed.
    private func listValuesInvocation(_ arguments: [String]) throws -> Invocation {
        let flag = "--" + listValuesOption
        guard let kind = arguments.first else { throw UsageError.missingValue(flag) }
        guard listValueKinds.contains(kind) else {
            throw UsageError.notAllowed(flag, value: kind, allowed: listValueKinds)
        }
        var log: String?
        var words = arguments.dropFirst()
        while let word = words.popFirst() {
            switch tokenize([word])[0] {
            case .longOption("log", let inline?): log = inline
            case .longOption("log", nil):
                guard let value = words.popFirst() else { throw UsageError.missingValue("--log") }
                log = value
            case .terminator: return .listValues(kind: kind, log: log, line: Array(words))
            default: throw UsageError.unexpectedArgument(word)
            }
        }
        return .listValues(kind: kind, log: log, line: [])
    }

    /// `help`, `help COMMAND`; `-h`/`--help` after `help` changes nothing.
    private func helpInvocation(_ arguments: [String]) throws -> Invocation {
        var words: [String] = []
        for token in tokenize(arguments) {
            switch token {
            case .value(let word): words.append(word)
            case .longOption("help", nil), .shortOption("h"), .terminator: continue
            case .longOption(let name, _): throw UsageError.unknownOption("--" + name)
            case .shortOption(let letter): throw UsageError.unknownOption("-\(letter)")
            case .shortCluster(let letters): throw UsageError.unknownOption("-" + letters)
            }
        }
        guard let word = words.first else { return .help(helpText()) }
        if words.count > 1 { throw UsageError.unexpectedArgument(words[1]) }
        if word == builtInHelpCommand { return .help(helpText()) }
        guard let text = helpText(for: word) else {
            let suggestion = closestMatch(
                to: word, in: commands.map(\.name), maxDistance: suggestionDistance(for: word))
            throw UsageError.unknownCommand(word, suggestion: suggestion)
        }
        return .help(text)
    }
}

extension UsageError {
    fileprivate func appendingText(_ text: String) -> UsageError {
        UsageError(message + text, command: command)
    }
}
