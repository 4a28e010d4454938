// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// Parses one command's arguments (the words after the command name) against its option table.
///
/// `-h`/`--help` anywhere before `--` wins over every other mistake and returns a result with
/// `helpRequested` set. Values are checked as they are read (allowed values, then the option's
/// `check`), so the first mistake on the line is the one reported.
/// - Throws: `UsageError` with a one-line message.
public func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
    let tokens = tokenize(arguments)
    var result = ParsedArguments(spec: spec)
    if asksForHelp(tokens) {
        result.helpRequested = true
        return result
    }

    var loose: [String] = []
    var index = 0
    /// The next token as an option value; only plain values qualify, so `--days --smooth` is an error.
    func nextValue(for option: OptionSpec) throws -> String {
        guard index + 1 < tokens.count, case .value(let text) = tokens[index + 1] else {
            throw UsageError.missingValue(option.flagName)
        }
        index += 1
        return text
    }

    while index < tokens.count {
        switch tokens[index] {
        case .terminator:
            break
        case .value(let text):
            loose.append(text)
        case .longOption(let name, let inline):
            guard let option = spec.option(named: name) else { throw unknownLongOption(name, inline, spec: spec) }
            if option.kind == .flag {
                try applyFlag(option, inline: inline, tokens: tokens, index: &index, to: &result)
            } else {
                try result.record(inline ?? nextValue(for: option), for: option)
            }
        case .shortOption(let letter):
            guard let option = spec.option(short: letter) else {
                throw UsageError.unknownOption("-\(letter)")
            }
            if option.kind == .flag {
                result.flags.insert(option.name)
            } else {
                try result.record(nextValue(for: option), for: option)
            }
        case .shortCluster(let letters):
            if try applyCluster(letters, spec: spec, to: &result) {
                var helpOnly = ParsedArguments(spec: spec)
                helpOnly.helpRequested = true
                return helpOnly
            }
        }
        index += 1
    }

    try result.assignPositionals(loose, spec: spec)
    return result
}

/// Sets flag `option`. A flag with optional values (`--smooth`, `--smooth monotone`, `--smooth=monotone`) takes
/// the next word only when it is an allowed value, so `--smooth -o x.png` and positionals keep working.
private func applyFlag(
    _ option: OptionSpec, inline: String?, tokens: [ArgumentToken], index: inout Int, to result: inout ParsedArguments
) throws {
    if let allowed = option.allowedValues {
        if let inline {
            try result.record(inline, for: option)
        } else if index + 1 < tokens.count, case .value(let text) = tokens[index + 1], allowed.contains(text) {
            index += 1
            try result.record(text, for: option)
        }
    } else if inline != nil {
        throw UsageError.unexpectedValue(option.flagName)
    }
    result.flags.insert(option.name)
}

/// The error for `--name` (or `--name=inline`) that is not in the table, suggesting the closest option.
private func unknownLongOption(_ name: String, _ inline: String?, spec: CommandSpec) -> UsageError {
    if name == "help" { return UsageError.unexpectedValue("--help") }
    if name.isEmpty { return UsageError.unexpectedArgument("--" + name + (inline.map { "=" + $0 } ?? "")) }
    let candidates = ["help"] + spec.options.map(\.name)
    let suggestion = closestMatch(to: name, in: candidates, maxDistance: suggestionDistance(for: name))
    return UsageError.unknownOption("--" + name, suggestion: suggestion.map { "--" + $0 })
}

/// `-h` or `--help` before the terminator.
private func asksForHelp(_ tokens: [ArgumentToken]) -> Bool {
    for token in tokens {
        switch token {
        case .terminator: return false
        case .longOption("help", nil), .shortOption("h"): return true
        default: continue
        }
    }
    return false
}

/// Applies packed short flags such as `-sv`; returns true if `h` asked for help. Every other shape is
/// refused, with the most likely intent in the message.
private func applyCluster(_ letters: String, spec: CommandSpec, to result: inout ParsedArguments) throws -> Bool {
    let options = letters.map { spec.option(short: $0) }
    let allFlags = zip(letters, options).allSatisfy { letter, option in
        option?.kind == .flag || (option == nil && letter == "h")
    }
    if allFlags {
        if letters.contains("h") { return true }
        for case let option? in options { result.flags.insert(option.name) }
        return false
    }

    let spelled = "-" + letters
    // `-smooth`: a long option typed with one dash.
    let longNames = spec.options.map(\.name)
    if let long = closestMatch(to: letters, in: longNames, maxDistance: suggestionDistance(for: letters)) {
        throw UsageError.unknownOption(spelled, suggestion: "--" + long)
    }
    // `-ofile.png`: a value glued to its option.
    if let first = letters.first, let option = spec.option(short: first), option.kind != .flag {
        throw UsageError.invalidValue(
            spelled, problem: "-\(first) takes its value as the next argument (-\(first) \(letters.dropFirst()))")
    }
    for (letter, option) in zip(letters, options) where option == nil && letter != "h" {
        throw UsageError.unknownOption("-\(letter)").appending(" (in \(spelled))")
    }
    for (letter, option) in zip(letters, options) where option != nil && option?.kind != .flag {
        throw UsageError.invalidValue(
            spelled, problem: "-\(letter) takes a value, so it cannot be packed with other letters")
    }
    return false
}

extension UsageError {
    fileprivate func appending(_ text: String) -> UsageError {
        UsageError(message + text, command: command)
    }
}
