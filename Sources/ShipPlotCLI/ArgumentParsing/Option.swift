// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A command-line option declared once: the row it adds to its command's table (help, the man page, completion
/// and the check while parsing all come from that row) and how its value is read back, typed, with the same
/// default and range. Read it with `try args[option]`.
///
/// ```swift
/// static let days = Option<Int>.int("days", valueName: "N", help: "How many days.", default: 7, in: 1...3660)
/// let days = try args[Self.days]   // 7 unless --days was given
/// ```
public struct Option<Value: Sendable>: Sendable {
    /// The option's row in its command's table: name, help, the default as help shows it, the check.
    public private(set) var spec: OptionSpec
    private let read: @Sendable (ParsedArguments) throws -> Value

    init(spec: OptionSpec, read: @escaping @Sendable (ParsedArguments) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The long name without dashes.
    public var name: String { spec.name }

    /// The same option with other help text, for a command whose option means something narrower (the days a
    /// report covers). The default, the range and how it is read stay the same.
    public func help(_ text: String) -> Option {
        var copy = self
        copy.spec.help = text
        return copy
    }

    /// The same option with another completion hint.
    public func completing(_ completion: CompletionHint) -> Option {
        var copy = self
        copy.spec.completion = completion
        return copy
    }

    func value(in arguments: ParsedArguments) throws -> Value { try read(arguments) }
}

extension ParsedArguments {
    /// The typed value of `option`: what the command line gave, else the option's declared default.
    /// - Throws: `UsageError` naming the option when its text cannot be read (parsing already checked it).
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws { try option.value(in: self) }
    }

    /// Whether `option` appeared on the command line at all (its default does not count).
    public func isSet<Value>(_ option: Option<Value>) -> Bool { isSet(option.name) }

    /// The last value given for `name` on the command line, ignoring any default.
    func explicitValue(_ name: String) -> String? {
        explicitValues[name]?.last
    }
}

/// Reads option text into a typed value, or the problem phrase that follows `--name: ` in an error.
public typealias OptionReader<Value> = @Sendable (String) -> ArgumentReadResult<Value>

extension Option {
    /// An option taking one value read by `reader`, absent unless given: `Value` is an optional.
    public static func value<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        reader: @escaping OptionReader<Wrapped>
    ) -> Option<Wrapped?> {
        let spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, kind: .single,
            check: ValueCheck { reader($0).problem })
        return Option<Wrapped?>(spec: spec) { arguments in
            guard let text = arguments.explicitValue(name) else { return nil }
            return try readOrThrow(text, spec.flagName, reader)
        }
    }

    /// An option taking one value read by `reader`, `defaultValue` when absent (shown in help as `shown`).
    public static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String, default defaultValue: Value,
        shown: String, reader: @escaping OptionReader<Value>
    ) -> Option<Value> {
        let spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, defaultValue: shown, kind: .single,
            check: ValueCheck { reader($0).problem })
        return Option(spec: spec) { arguments in
            guard let text = arguments.explicitValue(name) else { return defaultValue }
            return try readOrThrow(text, spec.flagName, reader)
        }
    }
}

extension Option where Value == Bool {
    /// A switch: true when given, false (the default) when not.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(spec: .flag(name, short: short, help: help)) { $0.flag(name) }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, `defaultValue` when absent.
    public static func int(
        _ name: String, valueName: String = "N", help: String, default defaultValue: Int, in range: ClosedRange<Int>
    ) -> Option {
        .value(
            name, valueName: valueName, help: help, default: defaultValue, shown: String(defaultValue),
            reader: { readIntArgument($0, in: range) })
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, `nil` when absent.
    public static func int(_ name: String, valueName: String = "N", help: String, in range: ClosedRange<Int>) -> Option
    {
        .value(name, valueName: valueName, help: help, reader: { readIntArgument($0, in: range) })
    }
}

extension Option where Value == Double {
    /// A finite number in `range`, `defaultValue` when absent.
    public static func double(
        _ name: String, valueName: String, help: String, default defaultValue: Double, in range: ClosedRange<Double>
    ) -> Option {
        .value(
            name, valueName: valueName, help: help, default: defaultValue, shown: formatBound(defaultValue),
            reader: { readDoubleArgument($0, in: range) })
    }
}

extension Option where Value == String? {
    /// Free text, `nil` when absent; `check` (if any) refuses bad text while parsing.
    public static func text(
        _ name: String, short: Character? = nil, valueName: String, help: String, check: ValueCheck? = nil
    ) -> Option {
        .value(
            name, short: short, valueName: valueName, help: help,
            reader: { text in check?.problem(text).map { .problem($0) } ?? .value(text) })
    }
}

extension Option where Value == String {
    /// Free text, `defaultValue` when absent (and shown as the default in help).
    public static func text(
        _ name: String, short: Character? = nil, valueName: String, help: String, default defaultValue: String
    ) -> Option {
        .value(
            name, short: short, valueName: valueName, help: help, default: defaultValue, shown: defaultValue,
            reader: { .value($0) })
    }
}

extension Option where Value == [String] {
    /// A value that may be given many times, every value in command-line order (none by default).
    public static func repeatable(
        _ name: String, short: Character? = nil, valueName: String, help: String, check: ValueCheck? = nil
    ) -> Option {
        Option(spec: .repeatable(name, short: short, valueName: valueName, help: help, check: check)) {
            $0.values(name)
        }
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of `Value`'s cases by raw value (`--mark bar|line`), `defaultValue` when absent; `cases` narrows and
    /// orders the values help lists (all cases by default).
    public static func choice(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: Value, cases: [Value]? = nil
    ) -> Option {
        let allowed = (cases ?? Array(Value.allCases)).map(\.rawValue)
        let spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, defaultValue: defaultValue.rawValue,
            kind: .single, allowedValues: allowed)
        return Option(spec: spec) { arguments in
            guard let text = arguments.explicitValue(name) else { return defaultValue }
            return try choiceOrThrow(text, spec)
        }
    }
}

extension Option {
    /// One of `Choice`'s cases by raw value, `nil` when absent.
    public static func choice<Choice: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, cases: [Choice]? = nil
    ) -> Option<Choice?> where Choice.RawValue == String {
        let allowed = (cases ?? Array(Choice.allCases)).map(\.rawValue)
        let spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, kind: .single, allowedValues: allowed)
        return Option<Choice?>(spec: spec) { arguments in
            try arguments.explicitValue(name).map { try choiceOrThrow($0, spec) }
        }
    }

    /// A switch that may name one of `Choice`'s cases (`--preview`, `--preview kitty`), read as whether it was
    /// given and the case it named, if any.
    public static func switchValue<Choice: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, help: String
    ) -> Option<SwitchValue<Choice>> where Choice.RawValue == String {
        let spec = OptionSpec.flag(name, help: help, optionalValues: Choice.allCases.map(\.rawValue))
        return Option<SwitchValue<Choice>>(spec: spec) { arguments in
            SwitchValue(
                isOn: arguments.flag(name), choice: try arguments.flagValue(name).map { try choiceOrThrow($0, spec) })
        }
    }

    /// A switch that may name one of `Choice`'s cases (`--smooth`, `--smooth monotone`, `--smooth=monotone`):
    /// `nil` when absent, `bare` when given alone. Help says which case the bare switch means.
    public static func flag<Choice: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, help: String, bare: Choice
    ) -> Option<Choice?> where Choice.RawValue == String {
        var spec = OptionSpec.flag(name, help: help, optionalValues: Choice.allCases.map(\.rawValue))
        spec.bareValue = bare.rawValue
        return Option<Choice?>(spec: spec) { [spec] arguments in
            guard arguments.flag(name) else { return nil }
            guard let text = arguments.flagValue(name) else { return bare }
            return try choiceOrThrow(text, spec)
        }
    }
}

/// A switch that may name a value: whether it was given, and the value it named (`nil` when given alone).
public struct SwitchValue<Choice: Sendable>: Sendable {
    /// Whether the switch was on the command line.
    public var isOn: Bool
    /// The value it named, `nil` when given alone or not at all.
    public var choice: Choice?
}

private func readOrThrow<Value>(_ text: String, _ flag: String, _ reader: OptionReader<Value>) throws -> Value {
    switch reader(text) {
    case .value(let value): return value
    case .problem(let problem): throw UsageError.invalidValue(flag, problem: problem)
    }
}

private func choiceOrThrow<Choice: RawRepresentable>(_ text: String, _ spec: OptionSpec) throws -> Choice
where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text) else {
        throw UsageError.notAllowed(spec.flagName, value: text, allowed: spec.allowedValues ?? [])
    }
    return choice
}
