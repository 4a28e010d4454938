// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A strict RFC 8259 reader over UTF-8 bytes that the ship-log decoder drives field by field.
///
/// Ours rather than `JSONSerialization` because the errors must carry line and column, duplicate keys must be
/// caught, and trailing commas refused; Foundation on Linux reports only a character offset and accepts both.
/// The input has already been checked to be valid UTF-8 without NUL bytes.
package struct JSONScanner {
    /// What a value turned out to be, named for messages ("found an array").
    package enum ValueKind {
        case object, array, string, number, boolean, null

        package var phrase: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .null: "null"
            }
        }
    }

    package let bytes: [UInt8]
    package let source: String
    /// Where the text starts (after a byte order mark), for columns on the first line.
    package let start: Int
    package var position: Int

    package init(bytes: [UInt8], start: Int, source: String) {
        self.bytes = bytes
        self.source = source
        self.start = start
        self.position = start
    }

    package var atEnd: Bool { position >= bytes.count }

    package var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    package mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    /// The kind of the value starting here (after whitespace), or a syntax error when none starts here.
    package mutating func peekKind(expected: String) throws -> ValueKind {
        skipWhitespace()
        guard let byte = current else { throw unexpected(expected: expected) }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"): return try literal("true", .boolean, expected: expected)
        case UInt8(ascii: "f"): return try literal("false", .boolean, expected: expected)
        case UInt8(ascii: "n"): return try literal("null", .null, expected: expected)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // Checked here so "found a number" is never said of something that is not one.
            var probe = self
            try probe.skipNumber()
            return .number
        default: throw unexpected(expected: expected)
        }
    }

    /// `kind` when `word` starts here; `tru` or `nothing` is a syntax error, not a value of the wrong type.
    private func literal(_ word: String, _ kind: ValueKind, expected: String) throws -> ValueKind {
        let end = position + word.utf8.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8) else {
            throw unexpected(expected: expected)
        }
        return kind
    }

    /// Reads the members of an object, calling `member` with each key and the offset where it starts; `member`
    /// must read the value. Duplicate keys are refused.
    package mutating func readObject(_ member: (inout JSONScanner, String, Int) throws -> Void) throws {
        skipWhitespace()
        try expect("{", "\"{\"")
        // Most objects have a handful of keys: a list is checked faster than a set is built, per object.
        var few: [String] = []
        var many: Set<String>?
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let keyOffset = position
            guard current == UInt8(ascii: "\"") else {
                throw unexpected(expected: "a field name in double quotes")
            }
            let key = try readString()
            let repeated: Bool
            if many != nil {
                repeated = !many!.insert(key).inserted
            } else {
                repeated = few.contains(key)
                few.append(key)
                if few.count > 16 { many = Set(few) }
            }
            guard !repeated else {
                throw error(
                    at: keyOffset, "duplicate field \(VisibleText.quoted(key, limit: 40)), expected each field once")
            }
            skipWhitespace()
            try expect(":", "\":\" after the field name")
            skipWhitespace()
            try member(&self, key, keyOffset)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect("}", "\",\" or \"}\"")
            return
        }
    }

    /// Reads the elements of an array, calling `element` with each index; `element` must read the value.
    package mutating func readArray(_ element: (inout JSONScanner, Int) throws -> Void) throws {
        skipWhitespace()
        try expect("[", "\"[\"")
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            skipWhitespace()
            try element(&self, index)
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect("]", "\",\" or \"]\"")
            return
        }
    }

    /// Reads past a string value without making it, when it holds no escape: true then, and its text is the bytes
    /// between the quotes; false, with nothing read, when it has an escape (read it with `readString`).
    package mutating func skipPlainString() throws -> Bool {
        let opening = position
        try expect("\"", "a string")
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"):
                position = opening
                return false
            case 0x00..<0x20:
                // readString says what is wrong, with the same message.
                position = opening
                return false
            default:
                position += 1
            }
        }
        position = opening
        return false
    }

    /// Reads a string value, decoding escapes.
    package mutating func readString() throws -> String {
        try expect("\"", "a string")
        // Escapes are rare: most strings are one slice of the input, decoded once.
        var unescaped: [UInt8]?
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<position]
                position += 1
                guard var text = unescaped else { return String(decoding: run, as: UTF8.self) }
                text += run
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                var text = unescaped ?? []
                text += bytes[runStart..<position]
                let escapeOffset = position
                position += 1
                UTF8.encode(try readEscape(startingAt: escapeOffset)) { text.append($0) }
                unescaped = text
                runStart = position
            case 0x00..<0x20:
                throw error(
                    at: position,
                    "malformed JSON: control character \(VisibleText.codePoint(Unicode.Scalar(byte))) in a string, expected it escaped"
                )
            default:
                position += 1
            }
        }
        throw error(at: position, "malformed JSON: unexpected end of file in a string, expected a closing quote")
    }

    private mutating func readEscape(startingAt offset: Int) throws -> Unicode.Scalar {
        guard let byte = current else {
            throw error(at: position, "malformed JSON: unexpected end of file in a string, expected an escape")
        }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw error(
                        at: offset,
                        "malformed JSON: unpaired surrogate \\u\(VisibleText.hex(high)), expected a low surrogate after it"
                    )
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(
                        at: offset,
                        "malformed JSON: unpaired surrogate \\u\(VisibleText.hex(high)), expected a low surrogate after it"
                    )
                }
                // Always a valid scalar: a surrogate pair encodes U+10000...U+10FFFF.
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error(
                    at: offset,
                    "malformed JSON: unpaired surrogate \\u\(VisibleText.hex(high)), expected a character")
            }
            return scalar
        default:
            throw unexpected(expected: "an escape such as \\n, \\\" or \\u0041", at: offset + 1)
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw unexpected(expected: "four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads a number in JSON's grammar and returns its text.
    package mutating func readNumber() throws -> String {
        let begin = position
        try skipNumber()
        return String(decoding: bytes[begin..<position], as: UTF8.self)
    }

    /// Reads past a number in JSON's grammar without making its text: a table reader keeps where it lies.
    package mutating func skipNumber() throws {
        func digits(_ scanner: inout JSONScanner) -> Int {
            var count = 0
            while let byte = scanner.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                scanner.position += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw unexpected(expected: "a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw unexpected(expected: "a digit after \".\"") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw unexpected(expected: "a digit in the exponent") }
        }
    }

    /// Checks that nothing but whitespace follows the top-level value.
    package mutating func expectEnd() throws {
        skipWhitespace()
        guard atEnd else { throw unexpected(expected: "the end of the file after the top-level object") }
    }

    private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws {
        guard current == UInt8(character.value) else { throw unexpected(expected: what) }
        position += 1
    }

    /// A syntax error at `offset` (default: here) naming what was found and what was expected.
    package func unexpected(expected: String, at offset: Int? = nil) -> ShipLogError {
        let offset = offset ?? position
        guard offset < bytes.count else {
            return error(at: offset, "malformed JSON: unexpected end of file, expected \(expected)")
        }
        let found =
            String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
            .unicodeScalars.first.map { VisibleText.quoted(String($0)) } ?? "byte"
        return error(at: offset, "malformed JSON: unexpected \(found), expected \(expected)")
    }

    /// An error at `offset`, with its line and column; `path` names the field when known.
    package func error(at offset: Int, path: String? = nil, _ message: String) -> ShipLogError {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes, from: start)
        return ShipLogError(.badData, source: source, line: line, column: column, path: path, message: message)
    }

    /// 1-based line and column (counting characters as Unicode scalars) of a byte offset.
    package static func lineAndColumn(of offset: Int, in bytes: [UInt8], from start: Int) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = start
        for index in start..<max(start, end) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<max(lineStart, end) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return (line, column)
    }
}
