// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// How an option consumes the command line.
public enum OptionKind: Equatable, Sendable {
    /// A Bool switch such as `--smooth`: present or absent, never takes a value.
    case flag
    /// One value, such as `--days 14`; giving the option twice is an error.
    case single
    /// Any number of values, such as `--step A --step B`, kept in command-line order.
    case repeatable
}

/// One row of a command's option table. Help, usage, validation and shell completion are all
/// generated from these rows, so they cannot drift apart.
public struct OptionSpec: Sendable {
    /// The long name without dashes: `"days"` for `--days`.
    public var name: String
    /// The short letter for `-d`, or `nil` (the default) for none. `h` is reserved for help.
    public var short: Character?
    /// What the value is called in help, such as `FILE` or `N`. When `nil` (the default), help shows
    /// the allowed values joined by `|` if there are any, otherwise `VALUE`. `FILE`, `PATH` and names
    /// ending in `FILE` complete file names; `DIR` completes directories.
    public var valueName: String?
    /// One or two sentences for `--help`.
    public var help: String
    /// The value used when the option is absent, written as a user would type it (`"7"`, `"bar"`), and
    /// shown in help as `(default: 7)`. `nil` (the default) means "not set"; flags never have one.
    public var defaultValue: String?
    /// Whether this is a flag, a single value or a repeatable value.
    public var kind: OptionKind
    /// For enum-like options, the only values accepted, in help order; `nil` (the default) accepts any.
    public var allowedValues: [String]?
    /// An extra check run on every value while parsing, such as `.int(in: 1...3660)`; `nil` by default.
    public var check: ValueCheck?
    /// For a flag with optional values (`--smooth`), the value it means when given alone; help shows it as
    /// `(given alone: monotone)`. `nil` by default.
    public var bareValue: String?
    /// What shells offer for the value beyond `allowedValues` and the `valueName` rule; `nil` by default.
    public var completion: CompletionHint?

    /// Creates an option row; prefer the `flag`, `value`, `choice` and `repeatable` shorthands.
    public init(
        name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        defaultValue: String? = nil,
        kind: OptionKind,
        allowedValues: [String]? = nil,
        check: ValueCheck? = nil
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.kind = kind
        self.allowedValues = allowedValues
        self.check = check
    }

    /// A Bool flag, off unless given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, help: help, kind: .flag)
    }

    /// A flag that may name one of `values` (`--smooth`, `--smooth monotone` or `--smooth=monotone`); the
    /// word after it is taken only when it is one of `values`. Read it with `ParsedArguments.flagValue(_:)`.
    public static func flag(_ name: String, help: String, optionalValues values: [String]) -> OptionSpec {
        OptionSpec(name: name, help: help, kind: .flag, allowedValues: values)
    }

    /// An option taking one value (`VALUE` in help unless `valueName` is given), with an optional
    /// default and check.
    public static func value(
        _ name: String,
        short: Character? = nil,
        valueName: String = "VALUE",
        help: String,
        default defaultValue: String? = nil,
        check: ValueCheck? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help,
            defaultValue: defaultValue, kind: .single, check: check)
    }

    /// An enum-like option taking one of `allowed`, shown in help as `--name a|b|c` unless `valueName`
    /// is given.
    public static func choice(
        _ name: String,
        short: Character? = nil,
        _ allowed: [String],
        valueName: String? = nil,
        help: String,
        default defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help,
            defaultValue: defaultValue, kind: .single, allowedValues: allowed)
    }

    /// An option that may be given many times, each with a value; optionally limited to `allowedValues`.
    public static func repeatable(
        _ name: String,
        short: Character? = nil,
        valueName: String = "VALUE",
        help: String,
        allowedValues: [String]? = nil,
        check: ValueCheck? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help,
            kind: .repeatable, allowedValues: allowedValues, check: check)
    }

    /// `--name`, as users type it and as error messages name it.
    public var flagName: String { "--" + name }

    /// The value placeholder shown in help and usage: `valueName`, else `a|b|c`, else `VALUE`;
    /// empty for flags.
    public var displayValueName: String {
        guard kind != .flag else { return allowedValues.map { "[" + $0.joined(separator: "|") + "]" } ?? "" }
        if let valueName { return valueName }
        if let allowedValues, !allowedValues.isEmpty { return allowedValues.joined(separator: "|") }
        return "VALUE"
    }
}

/// What a shell completion offers where a value goes, when the allowed values and the value name do not say.
public enum CompletionHint: Equatable, Sendable {
    /// These words, though others are accepted too (`today` and `yesterday` for a date).
    case words([String])
    /// The step names of the log the command line names (or the default log), asked of the tool itself.
    case steps
    /// A comma-separated list of step names (`--steps "Screenshots,Final QA"`): each name after the last comma
    /// is completed as `steps` completes one.
    case stepList
    /// The time zone names the system knows, asked of the tool itself.
    case timeZones
    /// The field names of the table the command line names (its first positional), asked of the tool itself.
    case fields
    /// A comma-separated list of field names: each name after the last comma is completed as `fields` does.
    case fieldList
}

/// A check run on an option's value while parsing. Its closure returns `nil` when the value is fine,
/// otherwise the problem as it should follow `--name: ` in the error, e.g. `"abc" is not a whole number`.
public struct ValueCheck: Sendable {
    /// Returns `nil` for a good value, otherwise the problem phrase.
    public let problem: @Sendable (String) -> String?

    /// Wraps a custom check; the closure returns `nil` or the problem phrase.
    public init(_ problem: @escaping @Sendable (String) -> String?) {
        self.problem = problem
    }

    /// Accepts whole numbers in `range`; the same rule and wording as `ParsedArguments.int(_:in:)`.
    public static func int(in range: ClosedRange<Int>) -> ValueCheck {
        ValueCheck { text in readIntArgument(text, in: range).problem }
    }

    /// Accepts finite numbers in `range`; the same rule and wording as `ParsedArguments.double(_:in:)`.
    public static func double(in range: ClosedRange<Double>) -> ValueCheck {
        ValueCheck { text in readDoubleArgument(text, in: range).problem }
    }
}

/// A value read from text, or the problem phrase explaining why it could not be.
public enum ArgumentReadResult<Value> {
    /// The value read.
    case value(Value)
    /// Why the text is not a value, as it follows `--name: ` in an error.
    case problem(String)

    /// The problem phrase, or `nil` for a value.
    public var problem: String? {
        if case .problem(let text) = self { return text }
        return nil
    }
}

/// Whole numbers with an optional sign; too many digits is "out of range", not "not a number".
func readIntArgument(_ text: String, in range: ClosedRange<Int>?) -> ArgumentReadResult<Int> {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    let allDigits = !digits.isEmpty && digits.unicodeScalars.allSatisfy { $0 >= "0" && $0 <= "9" }
    guard allDigits else { return .problem("\(VisibleText.quoted(text)) is not a whole number") }
    guard let number = Int(text) else {
        let expected = range.map { ", expected \($0.lowerBound)...\($0.upperBound)" } ?? ""
        return .problem("\(text) is out of range\(expected)")
    }
    if let range, !range.contains(number) {
        return .problem("\(text) is out of range, expected \(range.lowerBound)...\(range.upperBound)")
    }
    return .value(number)
}

/// Finite decimal numbers; `nan` and `inf` are refused because they must never reach drawing code.
func readDoubleArgument(_ text: String, in range: ClosedRange<Double>?) -> ArgumentReadResult<Double> {
    guard let number = Double(text) else { return .problem("\(VisibleText.quoted(text)) is not a number") }
    guard number.isFinite else { return .problem("\(VisibleText.quoted(text)) is not a finite number") }
    if let range, !range.contains(number) {
        return .problem(
            "\(text) is out of range, expected \(formatBound(range.lowerBound))...\(formatBound(range.upperBound))")
    }
    return .value(number)
}

/// `4.0` prints as `4`, so ranges read as users write them.
func formatBound(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
