// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ShipLog {
    /// Reads the property list an iOS ship-log app saves: an array of days, each a dictionary with
    ///
    /// - `date`: a property-list date (an instant; the calendar date it falls on in `timeZone` is the day), or a
    ///   string `YYYY-MM-DD`;
    /// - `steps`: an array of step-name strings, in the order logged (repeats allowed).
    ///
    /// Other keys in a day (an `id`, say) are ignored, as are days with no steps. XML and binary property lists
    /// are both read. Days may come in any order and may repeat a date (their steps are merged); step names are
    /// added to the standard steps in first-seen order. Dates must be in 1970...2100 and, when `notAfter` is
    /// given, not after it.
    ///
    /// Read by our own strict readers (`XMLPropertyList`, `BinaryPropertyList`), not Foundation's: a date must
    /// exist (`2024-02-30` and NaN are refused), each key comes once, strings hold no lone surrogates, and a binary
    /// list may refer to its objects at most `maximumPropertyListReferences` times in all, so a small file cannot
    /// expand to gigabytes.
    ///
    /// Throws `ShipLogError` `.badData` naming `source`, the day's place such as `[3].date` or the line and column
    /// of malformed XML, and what was expected.
    public static func decodePropertyList(
        _ data: Data, source: String, timeZone: some DayZone, notAfter: LogDate? = nil
    ) throws -> ShipLog {
        func fail(_ path: String?, _ message: String) -> ShipLogError {
            ShipLogError(.badData, source: source, path: path, message: message)
        }
        guard !data.isEmpty else { throw fail(nil, "empty file, expected a property list of days") }
        let bytes = [UInt8](data)
        if let kind = unsupportedBinaryObject(bytes) {
            throw fail(
                nil,
                "binary property list holds \(kind), expected only arrays, dictionaries, strings, dates and numbers")
        }
        let entries: [ShipDay]
        if bytes.starts(with: Array("bplist".utf8)) {
            var tree = try BinaryPropertyList(bytes: bytes, source: source)
            entries = try days(from: &tree, source: source, timeZone: timeZone, notAfter: notAfter)
        } else {
            var tree = try XMLPropertyList(bytes: bytes, source: source)
            entries = try days(from: &tree, source: source, timeZone: timeZone, notAfter: notAfter)
        }
        return ShipLog(normalizing: entries, steps: standardSteps)
    }

    /// The log as an XML property list in the form `decodePropertyList` reads: an array of days, newest first,
    /// each a dictionary with `date` (the day's first instant in `timeZone`, so an app in that zone sees the same
    /// calendar date) and `steps` (the steps in the order logged). Keys are written sorted, so equal logs give
    /// identical bytes. Throws `.usage` when a logged date does not exist in `timeZone` (a zone change skipped the
    /// whole day, as Samoa did with 2011-12-30): no instant would read back as that date; and `.badData` when a
    /// step name holds U+FFFE or U+FFFF, which no XML document can carry.
    ///
    /// Written by our own XML writer, byte for byte what Foundation's `PropertyListSerialization` writes for the
    /// same list: the statically linked Foundation of the shipped build cannot encode property lists at all
    /// (`NSCocoaErrorDomain` 3851, "Not A Type").
    public func encodedPropertyList(timeZone: some DayZone) throws -> Data {
        var out = PropertyListXML.header
        out += days.isEmpty ? "<array/>\n" : "<array>\n"
        for day in days {
            let start = day.date.startOfDay(inZone: timeZone)
            guard LogDate(start, inZone: timeZone) == day.date else {
                throw ShipLogError(
                    .usage,
                    message: "\(day.date) does not exist in \(timeZone.identifier) (a time-zone change skipped "
                        + "that day), expected a zone in which every logged date exists")
            }
            out +=
                "\t<dict>\n\t\t<key>date</key>\n\t\t<date>\(PropertyListXML.date(start))</date>\n\t\t<key>steps</key>\n"
            if let step = day.steps.first(where: PropertyListXML.cannotHold) {
                throw ShipLogError(
                    .badData,
                    message: "step name \(VisibleText.quoted(step, limit: 40)) holds U+FFFE or U+FFFF, which XML "
                        + "cannot carry, expected another format for this log (json or csv)")
            }
            if day.steps.isEmpty {
                out += "\t\t<array/>\n"
            } else {
                out += "\t\t<array>\n"
                for step in day.steps { out += "\t\t\t<string>\(PropertyListXML.escaped(step))</string>\n" }
                out += "\t\t</array>\n"
            }
            out += "\t</dict>\n"
        }
        if !days.isEmpty { out += "</array>\n" }
        out += "</plist>\n"
        return Data(out.utf8)
    }

    /// The first object of a binary property list that a ship log never holds (a set, a keyed-archiver UID, an
    /// unassigned marker), named for a message; `nil` when there is none or the data is not a well-formed
    /// binary list (`BinaryPropertyList` then reports what is wrong). Every object is looked at, reached or not,
    /// as when Foundation read these lists (its bridging of a set from hostile input crashed the process).
    /// Only the trailer and the offset table are read, each offset once: bounded by the data's size.
    static func unsupportedBinaryObject(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        func number(at start: Int, width: Int) -> Int? {
            guard width >= 1, width <= 8, start >= 0, start <= bytes.count - width else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<start + width] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        let trailer = bytes.count - 32
        guard let offsetWidth = number(at: trailer + 6, width: 1), (1...8).contains(offsetWidth),
            let count = number(at: trailer + 8, width: 8), count >= 1, count <= bytes.count,
            let table = number(at: trailer + 24, width: 8), table >= 8, table <= trailer,
            count <= (trailer - table) / offsetWidth
        else { return nil }
        for index in 0..<count {
            guard let offset = number(at: table + index * offsetWidth, width: offsetWidth), offset >= 8, offset < table
            else { continue }
            switch bytes[offset] >> 4 {
            case 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0xA, 0xD: continue
            case 0x8: return "a UID (object \(index))"
            case 0xB, 0xC: return "a set (object \(index))"
            default:
                return
                    "an unknown object (marker 0x\(String(bytes[offset], radix: 16, uppercase: true)), object \(index))"
            }
        }
        return nil
    }
}

/// The pieces of an XML property list, as Foundation writes them.
enum PropertyListXML {
    static let header =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
        + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n"

    /// Whether `text` holds a character XML 1.0 has no way to write, even as a reference: U+FFFE or U+FFFF (step
    /// names hold no control characters, and Swift strings no surrogates).
    static func cannotHold(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    /// `&`, `<` and `>` as entities; everything else as is (step names hold no control characters).
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `2026-11-27T23:00:00Z`: the instant in UTC, whole seconds (rounded down), no locale.
    static func date(_ instant: Date) -> String {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        let days = Int64((Double(seconds) / 86_400).rounded(.down))
        let rest = Int(seconds - days * 86_400)
        let day = LogDate(dayNumber: Int(days))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return
            "\(day.year)-\(two(day.month))-\(two(day.day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }
}
