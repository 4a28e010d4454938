// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// A mistake on the command line. `description` is one line naming the option or word at fault and
/// what was expected; the CLI prints it after `Error: `, adds the usage line and exits with
/// `ExitCode.usage`.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line message, e.g. `--days: "abc" is not a whole number`.
    public var message: String
    /// The command whose usage line should follow the message; `nil` (the default) for the tool itself.
    public var command: String?

    /// Creates an error with a one-line message; commands use this for their own checks. Control characters
    /// (an option typed with a newline in it, say) are written as visible escapes, so it stays one line.
    public init(_ message: String, command: String? = nil) {
        self.message = VisibleText.escaped(message)
        self.command = command
    }

    /// The message alone, so `"\(error)"` reads well.
    public var description: String { message }

    /// `unknown option --smoth (did you mean --smooth?)`; `spelled` is the option as typed.
    public static func unknownOption(_ spelled: String, suggestion: String? = nil) -> UsageError {
        UsageError("unknown option \(spelled)" + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
    }

    /// `--days expects a value`.
    public static func missingValue(_ option: String) -> UsageError {
        UsageError("\(option) expects a value")
    }

    /// `--smooth does not take a value`.
    public static func unexpectedValue(_ option: String) -> UsageError {
        UsageError("\(option) does not take a value")
    }

    /// `--output given twice`, for single-value options.
    public static func givenTwice(_ option: String) -> UsageError {
        UsageError("\(option) given twice")
    }

    /// `--days: "abc" is not a whole number`: `name` is the option or positional, `problem` what is wrong.
    public static func invalidValue(_ name: String, problem: String) -> UsageError {
        UsageError("\(name): \(problem)")
    }

    /// `--mark: "pie" is not one of bar, line, point, area`, plus `(did you mean "line"?)` when one is close.
    public static func notAllowed(_ name: String, value: String, allowed: [String]) -> UsageError {
        let suggestion = closestMatch(to: value, in: allowed, maxDistance: suggestionDistance(for: value))
        return invalidValue(
            name,
            problem: "\(VisibleText.quoted(value)) is not one of \(allowed.joined(separator: ", "))"
                + (suggestion.map { " (did you mean \(VisibleText.quoted($0))?)" } ?? ""))
    }

    /// `unexpected argument "foo"`: a word no positional wants.
    public static func unexpectedArgument(_ word: String) -> UsageError {
        UsageError("unexpected argument \(VisibleText.quoted(word))")
    }

    /// `missing argument DATE`: a required positional was not given.
    public static func missingArgument(_ name: String) -> UsageError {
        UsageError("missing argument \(name)")
    }

    /// `unknown command "wek" (did you mean "week"?)`.
    public static func unknownCommand(_ word: String, suggestion: String? = nil) -> UsageError {
        UsageError(
            "unknown command \(VisibleText.quoted(word))"
                + (suggestion.map { " (did you mean \(VisibleText.quoted($0))?)" } ?? ""))
    }
}
