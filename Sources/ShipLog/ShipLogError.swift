// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A problem with a ship log, its file, or a request made of it.
///
/// `description` is always one line: the source (file name) when there is one, then `line:column` when the
/// problem has a place in the text, then the field path (such as `days[2].date`), then what was wrong and
/// what was expected, e.g. `shiplog.json:7:15: days[2].date: "2024-02-30" is not a valid date, expected YYYY-MM-DD`.
public struct ShipLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What sort of problem this is, so a command-line tool can pick an exit code.
    public enum Kind: Sendable, Equatable, Hashable {
        /// The data is wrong: malformed JSON, an impossible date, a bad step name (exit code 65).
        case badData
        /// The input cannot be read: missing, a directory, a FIFO, unreadable (exit code 66).
        case missingInput
        /// The log cannot be written: no permission, no space, a parent that is a file (exit code 73).
        case cannotWrite
        /// The request itself is wrong: a future date, a window of 0 days, an empty step list (exit code 64).
        case usage

        /// The conventional `sysexits.h` code for this kind: 65, 66, 73 or 64.
        public var exitCode: Int32 {
            switch self {
            case .badData: 65
            case .missingInput: 66
            case .cannotWrite: 73
            case .usage: 64
            }
        }
    }

    /// What sort of problem this is.
    public let kind: Kind
    /// The file (or other input) the problem is in, as the user named it; `nil` for requests.
    public let source: String?
    /// The 1-based line of the problem in the source text, when it has one.
    public let line: Int?
    /// The 1-based column (in characters) of the problem in the source text, when it has one.
    public let column: Int?
    /// Where in the log's structure the problem is, such as `days[2].date`; `nil` when not about a field.
    public let path: String?
    /// What was wrong and what was expected, without the source, place or path.
    public let message: String

    /// Creates an error; every part but `kind` and `message` is optional.
    public init(
        _ kind: Kind, source: String? = nil, line: Int? = nil, column: Int? = nil,
        path: String? = nil, message: String
    ) {
        self.kind = kind
        self.source = source
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// One line: `source:line:column: path: message`, leaving out the parts that are absent.
    public var description: String {
        var head = source ?? ""
        if let line, let column {
            head += head.isEmpty ? "\(line):\(column)" : ":\(line):\(column)"
        }
        var parts: [String] = []
        if !head.isEmpty { parts.append(head) }
        if let path { parts.append(path) }
        parts.append(message)
        return VisibleText.escaped(parts.joined(separator: ": "))
    }
}
