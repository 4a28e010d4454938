// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A reader of binary property lists (`bplist00`), our own: each object is read from the file only when the
/// decoder reaches it, and a string referred to again is decoded once, so a small file of repeated references
/// costs no more memory than its values do. Every offset, count and reference is checked against the file.
struct BinaryPropertyList: PropertyListTree {
    private let bytes: [UInt8]
    private let source: String
    private let offsetWidth: Int
    private let referenceWidth: Int
    private let objectCount: Int
    private let table: Int
    private(set) var root: Int
    private var strings: [Int: String] = [:]
    /// References the list may still expand to.
    private var referencesLeft: Int
    private let referenceLimit: Int
    private(set) var work = 0

    /// Checks the header, the trailer and that the offset table lies inside the file; the list may refer to its
    /// objects `referenceLimit` times in all.
    init(bytes: [UInt8], source: String, referenceLimit: Int = ShipLog.maximumPropertyListReferences) throws {
        self.bytes = bytes
        self.source = source
        self.referenceLimit = referenceLimit
        referencesLeft = referenceLimit
        func fail(_ message: String) -> ShipLogError {
            ShipLogError(.badData, source: source, message: "malformed binary property list: " + message)
        }
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            throw fail(
                "version \(VisibleText.quoted(String(decoding: bytes.prefix(8).dropFirst(6), as: UTF8.self))), expected bplist00"
            )
        }
        guard bytes.count >= 8 + 32 + 1 else { throw fail("\(bytes.count) bytes, too short for a trailer") }
        let trailer = bytes.count - 32
        func field(_ at: Int, _ width: Int) -> Int {
            var value = 0
            for byte in bytes[(trailer + at)..<(trailer + at + width)] { value = value &<< 8 | Int(byte) }
            return value
        }
        offsetWidth = field(6, 1)
        referenceWidth = field(7, 1)
        let (count, top, table) = (field(8, 8), field(16, 8), field(24, 8))
        guard (1...8).contains(offsetWidth), (1...8).contains(referenceWidth) else {
            throw fail("offsets of \(offsetWidth) and references of \(referenceWidth) bytes, expected 1 to 8 each")
        }
        guard count >= 1, count <= bytes.count, top >= 0, top < count else {
            throw fail("\(count) objects with the top one at \(top), expected the top object among them")
        }
        guard table >= 8, table <= trailer, count <= (trailer - table) / offsetWidth else {
            throw fail("the offset table at \(table) runs past the trailer at \(trailer), expected it inside the file")
        }
        (objectCount, root, self.table) = (count, top, table)
    }

    mutating func node(_ reference: Int) throws -> PropertyListNode {
        if let text = strings[reference] { return .string(text) }
        let offset = number(at: table + reference * offsetWidth, width: offsetWidth)
        guard offset >= 8, offset < table else {
            throw problem(reference, "starts at offset \(offset), expected one from 8 to \(table - 1)")
        }
        let marker = bytes[offset]
        let info = Int(marker & 0x0F)
        work += 1
        switch marker >> 4 {
        case 0x0: return .other(marker == 0x08 || marker == 0x09 ? "a boolean" : "an unknown value")
        case 0x1, 0x2:
            _ = try span(reference, from: offset + 1, count: 1 << info)
            return .other("a number")
        case 0x3:
            guard marker == 0x33 else {
                throw problem(reference, "date marker 0x\(String(marker, radix: 16)), expected 0x33")
            }
            let start = try span(reference, from: offset + 1, count: 8)
            let seconds = Double(bitPattern: UInt64(truncatingIfNeeded: number(at: start, width: 8)))
            return .date(seconds + 978_307_200)
        case 0x4:
            let (start, count) = try sized(reference, at: offset, info: info)
            _ = try span(reference, from: start, count: count)
            return .other("data")
        case 0x5, 0x6, 0x7:
            let text = try string(reference, at: offset, marker: marker >> 4, info: info)
            strings[reference] = text
            return .string(text)
        case 0xA: return .array(try references(reference, at: offset, info: info, width: 1))
        case 0xD:
            let refs = try references(reference, at: offset, info: info, width: 2)
            return .dictionary(
                try dictionary(reference, keys: refs[..<(refs.count / 2)], values: refs[(refs.count / 2)...]))
        default:
            throw problem(
                reference,
                "marker 0x\(String(marker, radix: 16, uppercase: true)), expected an array, "
                    + "dictionary, string, date, number, boolean or data")
        }
    }

    /// An object's element count: the marker's low four bits, or the integer object after it when they are 15.
    private mutating func sized(_ reference: Int, at offset: Int, info: Int) throws -> (start: Int, count: Int) {
        guard info == 0x0F else { return (offset + 1, info) }
        let intMarker = try bytes[span(reference, from: offset + 1, count: 1)]
        guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else {
            throw problem(reference, "count has marker 0x\(String(intMarker, radix: 16)), expected an integer")
        }
        let width = 1 << Int(intMarker & 0x0F)
        let start = try span(reference, from: offset + 2, count: width)
        let count = number(at: start, width: width)
        guard count >= 0 else { throw problem(reference, "count of \(count), expected 0 or more") }
        return (start + width, count)
    }

    /// The first of `count` bytes from `start` when they all lie before the offset table.
    private mutating func span(_ reference: Int, from start: Int, count: Int) throws -> Int {
        guard count >= 0, start <= table, count <= table - start else {
            throw problem(
                reference,
                "\(count) bytes at offset \(start) run past the objects, expected them before offset \(table)")
        }
        work += count
        return start
    }

    /// An ASCII, UTF-16 (big-endian) or UTF-8 string, refusing a lone surrogate or invalid UTF-8.
    private mutating func string(_ reference: Int, at offset: Int, marker: UInt8, info: Int) throws -> String {
        let (start, count) = try sized(reference, at: offset, info: info)
        guard marker == 0x6 else {
            let first = try span(reference, from: start, count: count)
            let slice = bytes[first..<(first + count)]
            if marker == 0x5, slice.contains(where: { $0 >= 0x80 }) {
                throw problem(reference, "ASCII string holds a byte above 0x7F, expected ASCII")
            }
            guard let text = String(validating: slice, as: UTF8.self) else {
                throw problem(reference, "string is not UTF-8, expected UTF-8 text")
            }
            return text
        }
        guard count <= Int.max / 2 else {
            throw problem(reference, "string of \(count) UTF-16 units, expected one that fits in the file")
        }
        let first = try span(reference, from: start, count: count * 2)
        var units: [UInt16] = []
        units.reserveCapacity(count)
        for index in 0..<count {
            units.append(UInt16(bytes[first + 2 * index]) << 8 | UInt16(bytes[first + 2 * index + 1]))
        }
        var text = ""
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return text
            case .error: throw problem(reference, "string holds a lone surrogate, expected UTF-16 text")
            }
        }
    }

    /// An array's (`width` 1) or a dictionary's (`width` 2: keys, then values) object references.
    private mutating func references(_ reference: Int, at offset: Int, info: Int, width: Int) throws -> [Int] {
        let (start, count) = try sized(reference, at: offset, info: info)
        guard count <= table / (width * referenceWidth) else {
            throw problem(reference, "\(count) elements, expected no more than the file has room for")
        }
        referencesLeft -= count * width
        guard referencesLeft >= 0 else {
            throw ShipLogError(
                .badData, source: source,
                message: "binary property list refers to its objects more than \(referenceLimit) "
                    + "times (one object again and again), expected at most as many values as a "
                    + "\(ShipLog.maximumFileSize >> 20) MiB log holds")
        }
        let first = try span(reference, from: start, count: count * width * referenceWidth)
        var list: [Int] = []
        list.reserveCapacity(count * width)
        for index in 0..<(count * width) {
            let element = number(at: first + index * referenceWidth, width: referenceWidth)
            guard element >= 0, element < objectCount else {
                throw problem(reference, "refers to object \(element), expected one of the \(objectCount) objects")
            }
            list.append(element)
        }
        return list
    }

    /// A dictionary from its key and value references; keys must be strings, each once.
    private mutating func dictionary(_ reference: Int, keys: ArraySlice<Int>, values: ArraySlice<Int>) throws
        -> [String: Int]
    {
        var fields: [String: Int] = [:]
        for (key, value) in zip(keys, values) {
            guard isString(key), case .string(let name) = try node(key) else {
                throw problem(reference, "a key that is not a string, expected string keys")
            }
            guard fields.updateValue(value, forKey: name) == nil else {
                throw problem(reference, "duplicate key \(VisibleText.quoted(name, limit: 40)), expected each key once")
            }
        }
        return fields
    }

    /// Whether object `reference` is a string, read from its marker alone (a key that is the dictionary itself
    /// must not be decoded).
    private func isString(_ reference: Int) -> Bool {
        let offset = number(at: table + reference * offsetWidth, width: offsetWidth)
        return offset >= 8 && offset < table && (0x5...0x7).contains(bytes[offset] >> 4)
    }

    /// A big-endian unsigned number of `width` bytes at `start` (already checked to lie inside the file).
    private func number(at start: Int, width: Int) -> Int {
        var value = 0
        for byte in bytes[start..<(start + width)] { value = value &<< 8 | Int(byte) }
        return value
    }

    private func problem(_ reference: Int, _ message: String) -> ShipLogError {
        ShipLogError(
            .badData, source: source, message: "malformed binary property list: object \(reference): " + message)
    }
}
