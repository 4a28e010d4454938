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
        return Text.oneLine(parts.joined(separator: ": "))
    }
}

/// Text helpers shared by messages, so every echoed value looks the same and stays on one line.
enum Text {
    /// Characters that would break a message across lines or hide text: C0/C1 controls and line separators.
    static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        // The control category (Cc) is exactly these two ranges; no property lookup needed.
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `value` in double quotes with JSON-style escapes, cut to `limit` characters with an ellipsis.
    static func quoted(_ value: String, limit: Int = 40) -> String {
        var out = "\""
        var count = 0
        for character in value {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    // Invisible characters are shown too, so a message never quotes what looks like a plain name.
                    if isBreaking(scalar) || scalar.properties.isDefaultIgnorableCodePoint {
                        out += "\\u" + hex(scalar.value, width: 4)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return out + "\""
    }

    /// `U+0007`-style name of a scalar.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hex(scalar.value, width: 4)
    }

    /// Uppercase hexadecimal, zero-padded to `width` digits.
    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Replaces anything that would break the line with a visible escape, so messages stay one line.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBreaking) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBreaking(scalar) {
                out.append(contentsOf: "\\u\(hex(scalar.value, width: 4))".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
