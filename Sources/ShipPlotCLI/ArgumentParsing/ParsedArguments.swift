// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The result of parsing one command's arguments, with typed access by long option name.
///
/// Accessors fall back to the option's declared default, so help and behaviour agree; use `isSet` to
/// tell an explicit value from a default. Asking for an option the command did not declare is a
/// programming error (an assertion in debug builds, an empty answer in release builds).
public struct ParsedArguments: Equatable, Sendable {
    /// The command these arguments belong to.
    public let command: String
    /// True when `-h`/`--help` was given; nothing else is filled in then.
    public var helpRequested = false
    /// The positional words in command-line order (including any after `--`).
    public private(set) var positionals: [String] = []

    var flags: Set<String> = []
    var explicitValues: [String: [String]] = [:]
    var positionalsByName: [String: [String]] = [:]
    private let table: [String: OptionRow]

    /// What accessors need to know about an option; a copy so the result stays `Equatable`.
    struct OptionRow: Equatable, Sendable {
        var kind: OptionKind
        var defaultValue: String?
        var allowedValues: [String]?
    }

    /// An empty result for `spec`: no flags, no values, no positionals.
    public init(spec: CommandSpec) {
        command = spec.name
        var table: [String: OptionRow] = [:]
        for option in spec.options {
            table[option.name] = OptionRow(
                kind: option.kind, defaultValue: option.defaultValue, allowedValues: option.allowedValues)
        }
        self.table = table
    }

    /// Whether the flag `--name` was given; false by default.
    public func flag(_ name: String) -> Bool {
        guard row(name, expecting: [.flag]) != nil else { return false }
        return flags.contains(name)
    }

    /// Whether the command declares `--name` (shared readers ask before reading an option some commands lack).
    public func declares(_ name: String) -> Bool { table[name] != nil }

    /// The value given to a flag with optional values (`--smooth monotone`), `nil` when the flag was given bare
    /// or not at all.
    public func flagValue(_ name: String) -> String? {
        guard row(name, expecting: [.flag]) != nil else { return nil }
        return explicitValues[name]?.last
    }

    /// The value of single-value option `--name`, else its declared default, else `nil`.
    public func value(_ name: String) -> String? {
        guard let row = row(name, expecting: [.single]) else { return nil }
        return explicitValues[name]?.last ?? row.defaultValue
    }

    /// All values of repeatable option `--name` in command-line order; `[default]` if none were given
    /// and a default is declared, else empty.
    public func values(_ name: String) -> [String] {
        guard let row = row(name, expecting: [.repeatable]) else { return [] }
        if let given = explicitValues[name], !given.isEmpty { return given }
        return row.defaultValue.map { [$0] } ?? []
    }

    /// Whether `--name` appeared on the command line at all (a default does not count).
    public func isSet(_ name: String) -> Bool {
        guard row(name, expecting: [.flag, .single, .repeatable]) != nil else { return false }
        return flags.contains(name) || explicitValues[name] != nil
    }

    /// The word given for positional `name` (as declared, e.g. `"DATE"`); for a variadic positional,
    /// the first of its words. `nil` when absent.
    public func positional(_ name: String) -> String? {
        positionalsByName[name]?.first
    }

    /// Every word given for the positional `name`, in order; empty when absent.
    public func positionalValues(_ name: String) -> [String] {
        positionalsByName[name] ?? []
    }

    /// `--name` as a whole number (or its default), `nil` when neither exists.
    /// - Throws: `UsageError` such as `--days: "abc" is not a whole number`.
    public func int(_ name: String) throws -> Int? {
        try readValue(name) { readIntArgument($0, in: nil) }
    }

    /// `--name` as a whole number in `range` (or its default), `nil` when neither exists.
    /// - Throws: `UsageError` such as `--days: 0 is out of range, expected 1...3660`.
    public func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        try readValue(name) { readIntArgument($0, in: range) }
    }

    /// `--name` as a finite number (or its default), `nil` when neither exists.
    /// - Throws: `UsageError` such as `--scale: "big" is not a number`.
    public func double(_ name: String) throws -> Double? {
        try readValue(name) { readDoubleArgument($0, in: nil) }
    }

    /// `--name` as a finite number in `range` (or its default), `nil` when neither exists.
    /// - Throws: `UsageError` such as `--scale: 9 is out of range, expected 0.5...4`.
    public func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        try readValue(name) { readDoubleArgument($0, in: range) }
    }

    /// The value of enum-like option `--name` (or its default), already checked against its allowed
    /// values while parsing; `nil` when neither exists.
    public func choice(_ name: String) -> String? {
        value(name)
    }

    /// The value of enum-like option `--name` (or its default) as `T`, `nil` when neither exists.
    /// - Throws: `UsageError` naming the option if the text is not a case of `T`, which means the
    ///   allowed values and `T` disagree.
    public func choice<T: RawRepresentable>(_ name: String, as type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = value(name) else { return nil }
        if let choice = T(rawValue: text) { return choice }
        throw UsageError.notAllowed("--" + name, value: text, allowed: table[name]?.allowedValues ?? [])
    }

    private func readValue<T>(_ name: String, _ read: (String) -> ArgumentReadResult<T>) throws -> T? {
        guard let text = value(name) else { return nil }
        switch read(text) {
        case .value(let value): return value
        case .problem(let problem): throw UsageError.invalidValue("--" + name, problem: problem)
        }
    }

    private func row(_ name: String, expecting kinds: [OptionKind]) -> OptionRow? {
        guard let row = table[name] else {
            assertionFailure("\(command) declares no option --\(name)")
            return nil
        }
        guard kinds.contains(row.kind) else {
            assertionFailure("\(command): --\(name) is a \(row.kind) option")
            return nil
        }
        return row
    }

    /// Stores one option value after checking it; single-value options may appear only once.
    mutating func record(_ text: String, for option: OptionSpec) throws {
        if option.kind == .single, explicitValues[option.name] != nil {
            throw UsageError.givenTwice(option.flagName)
        }
        if let allowed = option.allowedValues, !allowed.contains(text) {
            throw UsageError.notAllowed(option.flagName, value: text, allowed: allowed)
        }
        if let problem = option.check?.problem(text) {
            throw UsageError.invalidValue(option.flagName, problem: problem)
        }
        explicitValues[option.name, default: []].append(text)
    }

    /// Hands loose words to the declared positionals in order; leftovers and missing required ones
    /// are errors.
    mutating func assignPositionals(_ words: [String], spec: CommandSpec) throws {
        positionals = words
        var next = 0
        for positional in spec.positionals {
            let remaining = words.count - next
            switch positional.arity {
            case .required:
                guard remaining > 0 else { throw UsageError.missingArgument(positional.name) }
                positionalsByName[positional.name] = [words[next]]
                next += 1
            case .optional:
                if remaining > 0 {
                    positionalsByName[positional.name] = [words[next]]
                    next += 1
                }
            case .variadic, .oneOrMore:
                if positional.arity == .oneOrMore, remaining == 0 {
                    throw UsageError.missingArgument(positional.name)
                }
                if remaining > 0 { positionalsByName[positional.name] = Array(words[next...]) }
                next = words.count
            }
        }
        if next < words.count { throw UsageError.unexpectedArgument(words[next]) }
    }
}
