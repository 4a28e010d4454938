// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// One command-line argument, classified by its shape alone; the tokenizer knows no option table.
public enum ArgumentToken: Equatable, Sendable {
    /// `--name` (value `nil`) or `--name=value` (the value may be empty).
    case longOption(name: String, value: String?)
    /// `-o`: one short option letter. Its value, if it takes one, is the next argument.
    case shortOption(Character)
    /// `-sv`: several short letters packed together, accepted only when every letter is a flag.
    case shortCluster(String)
    /// `--`: every argument after it is a value, even one that starts with a dash.
    case terminator
    /// Anything else: a plain word, a lone `-` (standard input or output), a negative number such as
    /// `-5` or `-0.5`, or any argument after `--`.
    case value(String)
}

/// Splits `arguments` (without the program name) into tokens, in order.
///
/// Negative numbers are values, never short options, so `--offset -5` works; short option names are
/// letters, so nothing is lost.
public func tokenize(_ arguments: [String]) -> [ArgumentToken] {
    var tokens: [ArgumentToken] = []
    tokens.reserveCapacity(arguments.count)
    var afterTerminator = false
    for argument in arguments {
        if afterTerminator {
            tokens.append(.value(argument))
            continue
        }
        let token = classify(argument)
        if token == .terminator { afterTerminator = true }
        tokens.append(token)
    }
    return tokens
}

private func classify(_ argument: String) -> ArgumentToken {
    if argument == "--" { return .terminator }
    if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
            return .longOption(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
        }
        return .longOption(name: String(body), value: nil)
    }
    guard argument.hasPrefix("-"), argument.count > 1 else { return .value(argument) }
    if isNegativeNumber(argument) { return .value(argument) }
    let letters = argument.dropFirst()
    if letters.count == 1, let letter = letters.first { return .shortOption(letter) }
    return .shortCluster(String(letters))
}

/// `-5`, `-0.25`, `-.5`, `-1e3`; not `-inf` or `-nan`, which read as option letters.
private func isNegativeNumber(_ argument: String) -> Bool {
    let rest = argument.unicodeScalars.dropFirst()
    guard let first = rest.first else { return false }
    let isDigit: (Unicode.Scalar) -> Bool = { $0 >= "0" && $0 <= "9" }
    let startsNumeric = isDigit(first) || (first == "." && rest.dropFirst().first.map(isDigit) == true)
    return startsNumeric && Double(argument) != nil
}
