// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A strict reader of XML property lists, our own: Foundation's parser took `2024-02-30` as March 1, kept the
/// last of two equal keys, passed lone surrogates and reported every malformed binary list as an XML error.
/// It reads UTF-8 only, no entity definitions (so nothing can expand), and says where a problem is.
struct XMLPropertyList: PropertyListTree {
    private let bytes: [UInt8]
    private let source: String
    private let start: Int
    private var position: Int
    private var nodes: [PropertyListNode] = []
    private(set) var root = 0
    /// Values nest at most this deep: a ship log needs three levels.
    static let maximumDepth = 64

    var work: Int { position + nodes.count }

    /// Parses the whole document; throws `.badData` with a line and column when it is not a property list.
    init(bytes: [UInt8], source: String) throws {
        self.bytes = bytes
        self.source = source
        start = try ShipLog.checkedTextStart(bytes, source: source, expected: "a property list of days")
        position = start
        try skipMisc(prolog: true)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            throw problem("text outside any element, expected <plist>")
        }
        let tagOffset = position
        let tag = try readTag()
        if tag.name == "plist" && !tag.isEnd && !tag.isEmpty {
            root = try value(depth: 1)
            try skipMisc(prolog: false)
            try expectEnd("plist")
        } else {
            position = tagOffset
            root = try value(depth: 1)
        }
        try skipMisc(prolog: false)
        guard position == bytes.count else { throw problem("more after the property list, expected its end") }
    }

    func node(_ reference: Int) throws -> PropertyListNode { nodes[reference] }

    // MARK: Values

    /// One value, appended to `nodes`; its reference.
    private mutating func value(depth: Int) throws -> Int {
        guard depth <= Self.maximumDepth else {
            throw problem("values nested deeper than \(Self.maximumDepth), expected a ship log's array of days")
        }
        try skipMisc(prolog: false)
        guard position < bytes.count else { throw problem("the document ends, expected a value") }
        let tagOffset = position
        let tag = try readTag()
        guard !tag.isEnd else { throw problem(at: tagOffset, "</\(tag.name)> where a value belongs, expected a value") }
        let node: PropertyListNode
        switch tag.name {
        case "array": node = .array(tag.isEmpty ? [] : try elements(depth: depth))
        case "dict": node = .dictionary(tag.isEmpty ? [:] : try entries(depth: depth))
        case "string": node = .string(tag.isEmpty ? "" : try text(closing: "string"))
        case "date":
            let textOffset = position
            let text = tag.isEmpty ? "" : try text(closing: "date")
            node = .date(try Self.instant(text, fail: { invalid(at: textOffset, $0) }))
        case "integer", "real", "data", "true", "false":
            if !tag.isEmpty { _ = try text(closing: tag.name) }
            node = .other(
                tag.name == "data" ? "data" : tag.name == "true" || tag.name == "false" ? "a boolean" : "a number")
        default:
            throw problem(
                at: tagOffset,
                "element <\(tag.name)>, expected array, dict, string, date, integer, real, true, false or data")
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// An array's elements up to `</array>`.
    private mutating func elements(depth: Int) throws -> [Int] {
        var list: [Int] = []
        while true {
            try skipMisc(prolog: false)
            if startsEndTag() {
                try expectEnd("array")
                return list
            }
            list.append(try value(depth: depth + 1))
        }
    }

    /// A dictionary's `<key>` and value pairs up to `</dict>`; each key once.
    private mutating func entries(depth: Int) throws -> [String: Int] {
        var fields: [String: Int] = [:]
        while true {
            try skipMisc(prolog: false)
            if startsEndTag() {
                try expectEnd("dict")
                return fields
            }
            let keyOffset = position
            let tag = try readTag()
            guard tag.name == "key", !tag.isEnd else {
                throw problem(at: keyOffset, "<\(tag.isEnd ? "/" : "")\(tag.name)> in a dict, expected <key>")
            }
            let key = tag.isEmpty ? "" : try text(closing: "key")
            guard fields[key] == nil else {
                throw invalid(
                    at: keyOffset, "duplicate key \(VisibleText.quoted(key, limit: 40)), expected each key once")
            }
            fields[key] = try value(depth: depth + 1)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (fractional seconds allowed) as seconds since 1970; every field checked.
    static func instant(_ text: String, fail: (String) -> ShipLogError) throws -> Double {
        let digits = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var value = 0
            for byte in digits[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        let shape =
            digits.count >= 20 && digits[4] == 0x2D && digits[7] == 0x2D && digits[10] == 0x54
            && digits[13] == 0x3A && digits[16] == 0x3A && digits.last == 0x5A
        let fraction = shape ? digits[19..<digits.count - 1] : []
        guard shape,
            fraction.isEmpty
                || (fraction.first == 0x2E && fraction.count > 1
                    && fraction.dropFirst().allSatisfy { (0x30...0x39).contains($0) }),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else {
            throw fail("date \(VisibleText.quoted(text, limit: 40)) is not YYYY-MM-DDTHH:MM:SSZ, expected that form")
        }
        guard (1...12).contains(month), (1...LogDate.daysIn(month: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else { throw fail("date \(VisibleText.quoted(text, limit: 40)) does not exist, expected a real day and time") }
        let days = LogDate.daysFromCivil(year: year, month: month, day: day)
        let fractionValue = fraction.isEmpty ? 0 : Double("0" + String(decoding: fraction, as: UTF8.self)) ?? 0
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fractionValue
    }

    // MARK: Markup

    /// A start, end or empty-element tag at `position` (which holds `<`); attributes are read and ignored.
    private mutating func readTag() throws -> (name: String, isEnd: Bool, isEmpty: Bool) {
        let tagOffset = position
        position += 1
        let isEnd = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if isEnd { position += 1 }
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > nameStart else {
            throw problem(at: tagOffset, "\"<\" not starting a tag, expected a tag or &lt;")
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "<") {
                break
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = bytes[position - 2] == UInt8(ascii: "/")
                guard !(isEnd && isEmpty) else { throw problem(at: tagOffset, "</\(name)/>, expected </\(name)>") }
                return (name, isEnd, isEmpty)
            }
        }
        throw problem(at: tagOffset, "<\(name) is not closed, expected \">\"")
    }

    /// Text up to `</name>`: entity and character references decoded, CDATA kept, comments left out.
    private mutating func text(closing name: String) throws -> String {
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try reference(into: &out)
            } else if byte != UInt8(ascii: "<") {
                out.append(byte)
                position += 1
            } else if startsWith("<![CDATA[") {
                let end = try find("]]>", after: position + 9, what: "CDATA section")
                out += bytes[(position + 9)..<end]
                position = end + 3
            } else if startsWith("<!--") {
                try skipComment()
            } else {
                let tagOffset = position
                let tag = try readTag()
                guard tag.isEnd, tag.name == name else {
                    throw problem(at: tagOffset, "<\(tag.isEnd ? "/" : "")\(tag.name)> inside <\(name)>, expected text")
                }
                return String(decoding: out, as: UTF8.self)
            }
        }
        throw problem("the document ends inside <\(name)>, expected </\(name)>")
    }

    /// `&amp;` and the four other predefined entities, `&#NNN;` and `&#xHHH;` (a character XML allows).
    private mutating func reference(into out: inout [UInt8]) throws {
        let referenceOffset = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw problem("\"&\" not starting a reference, expected &amp;")
        }
        let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        let predefined = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = predefined[name] {
            out += Array(text.utf8)
            return
        }
        let hex = name.hasPrefix("#x")
        guard name.hasPrefix("#"), let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10) else {
            throw problem(
                at: referenceOffset,
                "unknown reference &\(VisibleText.escaped(name));, expected &amp;, &lt;, &gt;, &quot;, &apos; or &#N;")
        }
        let allowed =
            value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        guard allowed, let scalar = Unicode.Scalar(value) else {
            let what = (0xD800...0xDFFF).contains(value) ? "a lone surrogate" : "a character XML does not allow"
            throw invalid(at: referenceOffset, "character reference &\(name); is \(what), expected a Unicode character")
        }
        out += Array(String(scalar).utf8)
    }

    /// Whitespace, comments and processing instructions; in the prolog also the `<!DOCTYPE …>` declaration,
    /// which may not define entities.
    private mutating func skipMisc(prolog: Bool) throws {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D:
                position += 1
            case UInt8(ascii: "<") where startsWith("<!--"):
                try skipComment()
            case UInt8(ascii: "<") where startsWith("<?"):
                position = try find("?>", after: position + 2, what: "processing instruction") + 2
            case UInt8(ascii: "<") where prolog && startsWith("<!DOCTYPE"):
                let end = try find(">", after: position, what: "DOCTYPE")
                if bytes[position..<end].contains(UInt8(ascii: "[")) {
                    throw problem("a DOCTYPE that defines entities, expected the plist DOCTYPE or none")
                }
                position = end + 1
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws {
        position = try find("-->", after: position + 4, what: "comment") + 3
    }

    /// `</name>` at `position`, after which the element is done.
    private mutating func expectEnd(_ name: String) throws {
        let tagOffset = position
        guard position < bytes.count else { throw problem("the document ends inside <\(name)>, expected </\(name)>") }
        let tag = try readTag()
        guard tag.isEnd, tag.name == name else {
            throw problem(at: tagOffset, "<\(tag.isEnd ? "/" : "")\(tag.name)>, expected </\(name)>")
        }
    }

    private func startsEndTag() -> Bool { startsWith("</") }

    private func startsWith(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return position + pattern.count <= bytes.count
            && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }

    /// The offset of the first `text` at or after `offset`.
    private func find(_ text: String, after offset: Int, what: String) throws -> Int {
        let pattern = Array(text.utf8)
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        throw problem("the document ends inside a \(what), expected \(text)")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "!")
    }

    /// A problem with the markup at `offset` (default: where reading stopped), with its line and column.
    private func problem(at offset: Int? = nil, _ message: String) -> ShipLogError {
        let (line, column) = JSONScanner.lineAndColumn(of: offset ?? position, in: bytes, from: start)
        return ShipLogError(
            .badData, source: source, line: line, column: column, message: "malformed XML property list: " + message)
    }

    /// A problem with a value that is well-formed XML (a repeated key, a date that does not exist).
    private func invalid(at offset: Int, _ message: String) -> ShipLogError {
        let (line, column) = JSONScanner.lineAndColumn(of: offset, in: bytes, from: start)
        return ShipLogError(.badData, source: source, line: line, column: column, message: message)
    }
}
