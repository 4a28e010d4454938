// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// Property lists are read by our own strict readers: bad data is refused with a one-line message instead of
/// being taken silently, and a binary list cannot expand past what a log within the read limit holds.
@Suite struct PropertyListReaderTests {
    private static let utc = TimeZone(identifier: "UTC")!

    private static func decode(_ data: Data) throws -> ShipLog {
        try ShipLog.decodePropertyList(data, source: "x.plist", timeZone: utc)
    }

    private static func message(_ data: Data) -> String? {
        do {
            _ = try decode(data)
            return nil
        } catch let error as ShipLogError {
            #expect(error.kind == .badData)
            return error.description
        } catch {
            return "\(error)"
        }
    }

    private static func xml(_ body: String) -> Data {
        Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n".utf8)
    }

    /// Item 17 repro: `2024-02-30` became March 1, duplicate keys and lone surrogates passed. Each is refused,
    /// named by line and column.
    @Test(arguments: [
        (
            "<array><dict><key>date</key><date>2024-02-30T00:00:00Z</date></dict></array>",
            "x.plist:3:35: date \"2024-02-30T00:00:00Z\" does not exist, expected a real day and time"
        ),
        (
            "<array><dict><key>date</key><date>2024-13-01T00:00:00Z</date></dict></array>",
            "x.plist:3:35: date \"2024-13-01T00:00:00Z\" does not exist, expected a real day and time"
        ),
        (
            "<array><dict><key>date</key><date>yesterday</date></dict></array>",
            "x.plist:3:35: date \"yesterday\" is not YYYY-MM-DDTHH:MM:SSZ, expected that form"
        ),
        (
            "<array><dict><key>date</key><string>2026-11-27</string><key>date</key><string>2026-11-28</string>"
                + "<key>steps</key><array/></dict></array>",
            "x.plist:3:56: duplicate key \"date\", expected each key once"
        ),
        (
            "<array><dict><key>date</key><string>2026-11-27</string><key>steps</key><array><string>A&#xD800;B</string>"
                + "</array></dict></array>",
            "x.plist:3:88: character reference &#xD800; is a lone surrogate, expected a Unicode character"
        ),
        (
            "<array><dict><key>date</key><string>2026-11-27</string><key>steps</key><array><string>A&#xFFFE;</string>"
                + "</array></dict></array>",
            "x.plist:3:88: character reference &#xFFFE; is a character XML does not allow, expected a Unicode character"
        ),
    ])
    func badXMLDataIsRefusedWhereItStands(_ body: String, _ expected: String) {
        #expect(Self.message(Self.xml(body)) == expected)
    }

    /// Malformed XML names the place and what was expected; entity definitions (which could expand) are refused.
    @Test(arguments: [
        (
            "<array><dict><key>date</key></dict></array>",
            "x.plist:3:29: malformed XML property list: </dict> where a value belongs, expected a value"
        ),
        ("<array><dict>", "x.plist:4:1: malformed XML property list: </plist>, expected </dict>"),
        (
            "<array><string>a &bogus; b</string></array>",
            "x.plist:3:18: malformed XML property list: unknown reference &bogus;, expected &amp;, &lt;, &gt;, &quot;, &apos; or &#N;"
        ),
        (
            "<array><foo/></array>",
            "x.plist:3:8: malformed XML property list: element <foo>, expected array, dict, string, date, integer, real, true, false or data"
        ),
        (
            "<array><string>a<b/></string></array>",
            "x.plist:3:17: malformed XML property list: <b> inside <string>, expected text"
        ),
    ])
    func malformedXMLSaysWhereAndWhat(_ body: String, _ expected: String) {
        #expect(Self.message(Self.xml(body)) == expected)
        #expect(
            Self.message(Data("<!DOCTYPE plist [<!ENTITY a \"aaaa\">]><plist><array/></plist>".utf8))
                == "x.plist:1:1: malformed XML property list: a DOCTYPE that defines entities, expected the plist "
                + "DOCTYPE or none")
    }

    /// What Foundation's writer makes, and the app's own file, still read the same (CDATA, comments, entities).
    @Test func wellFormedListsReadAsBefore() throws {
        let list: [Any] = [
            ["date": Date(timeIntervalSince1970: 1_795_737_600), "steps": ["Metadata", "A & B", "Metadata"]],
            ["date": "2026-11-20", "steps": ["Final QA"], "id": 7] as [String: Any],
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: list, format: format, options: 0)
            let log = try Self.decode(data)
            #expect(log.days.map(\.date.description) == ["2026-11-27", "2026-11-20"], "\(format)")
            #expect(log.days.first?.steps == ["Metadata", "A & B", "Metadata"], "\(format)")
        }
        let body =
            "<array><!-- a day --><dict><key>date</key><string>2026-11-27</string><key>steps</key><array>"
            + "<string><![CDATA[x<y]]></string><string>&#233;t&#xE9; &lt;3</string></array></dict></array>"
        #expect(try Self.decode(Self.xml(body)).days.first?.steps == ["x<y", "été <3"])
    }

    /// Item 17 repro: a NaN date became 1970-01-01, and every malformed binary list was reported as the XML
    /// parser's "Unexpected character b at line 1".
    @Test func badBinaryDataIsRefused() {
        var nan = BinaryListBuilder()
        let dateKey = nan.ascii("date"), stepsKey = nan.ascii("steps")
        let date = nan.object([0x33] + BinaryListBuilder.bigEndian(Double.nan.bitPattern, width: 8))
        let steps = nan.array([nan.ascii("Metadata")])
        let day = nan.dictionary([(dateKey, date), (stepsKey, steps)])
        #expect(Self.message(nan.data(topArray: [day])) == "x.plist: [0].date: NaN, expected a date")

        var twice = BinaryListBuilder()
        let key = twice.ascii("date")
        let value = twice.ascii("2026-11-27")
        let repeated = twice.dictionary([(key, value), (key, value)])
        #expect(
            Self.message(twice.data(topArray: [repeated]))
                == "x.plist: malformed binary property list: object 2: duplicate key \"date\", expected each key once")

        var surrogate = BinaryListBuilder()
        let lone = surrogate.object([0x62, 0x00, 0x41, 0xD8, 0x00])
        #expect(
            Self.message(surrogate.data(topArray: [lone]))
                == "x.plist: malformed binary property list: object 0: string holds a lone surrogate, expected UTF-16 text"
        )

        var truncated = BinaryListBuilder()
        let whole = truncated.data(topArray: [truncated.ascii("Metadata")])
        var broken = [UInt8](whole)
        broken[8] = 0x5F  // the string claims a long count it does not have
        let message = Self.message(Data(broken)) ?? ""
        #expect(message.hasPrefix("x.plist: malformed binary property list: object 0: "), "\(message)")
        #expect(!message.contains("Unexpected character"))
        #expect(
            Self.message(Data("bplist15".utf8 + [UInt8](repeating: 0, count: 40)))
                == "x.plist: malformed binary property list: version \"15\", expected bplist00")
    }

    /// Item 10 repro: a 30 MB binary list of repeated references to one string used 2.3 GB before it was
    /// refused. A list that refers to its objects more often than a 64 MiB log holds values is refused before
    /// its references are read: the work counted stays that of the trailer and one object header.
    @Test func repeatedReferencesAreRefusedBeforeTheyExpand() throws {
        var builder = BinaryListBuilder()
        let name = builder.ascii("Metadata")
        let count = ShipLog.maximumPropertyListReferences + 1
        let steps = builder.object(BinaryListBuilder.header(0xA, count) + [UInt8](repeating: UInt8(name), count: count))
        let day = builder.dictionary([
            (builder.ascii("date"), builder.ascii("2026-11-27")), (builder.ascii("steps"), steps),
        ])
        let data = builder.data(topArray: [day])
        var tree = try BinaryPropertyList(bytes: [UInt8](data), source: "x.plist")
        #expect(throws: ShipLogError.self) {
            _ = try ShipLog.days(from: &tree, source: "x.plist", timeZone: Self.utc, notAfter: nil)
        }
        #expect(tree.work < 1_000, "refused after \(tree.work) units of work")
        #expect(
            Self.message(data)
                == "x.plist: binary property list refers to its objects more than 16777216 times (one object again "
                + "and again), expected at most as many values as a 64 MiB log holds")

        // Shared containers: 5,000 references to one day whose steps are 5,000 references to one name (with a
        // limit of 100,000 references, so the test reads little).
        var shared = BinaryListBuilder()
        let one = shared.ascii("Metadata")
        let sharedSteps = shared.array([Int](repeating: one, count: 5_000))
        let sharedDay = shared.dictionary([
            (shared.ascii("date"), shared.ascii("2026-11-27")), (shared.ascii("steps"), sharedSteps),
        ])
        let sharedData = shared.data(topArray: [Int](repeating: sharedDay, count: 5_000))
        let limit = 100_000
        var sharedTree = try BinaryPropertyList(bytes: [UInt8](sharedData), source: "x.plist", referenceLimit: limit)
        #expect(throws: ShipLogError.self) {
            _ = try ShipLog.days(from: &sharedTree, source: "x.plist", timeZone: Self.utc, notAfter: nil)
        }
        #expect(
            sharedTree.work < 2 * limit, "refused after \(sharedTree.work) units of work (25 million when read whole)")
    }

    /// Both readers do work in proportion to their input: twice the steps, at most about twice the work.
    @Test func workGrowsLinearly() throws {
        func binaryWork(_ count: Int) throws -> Int {
            var builder = BinaryListBuilder()
            let distinct = (0..<50).map { builder.ascii("Step \($0)") }
            let names = (0..<count).map { distinct[$0 % 50] }
            let day = builder.dictionary([
                (builder.ascii("date"), builder.ascii("2026-11-27")), (builder.ascii("steps"), builder.array(names)),
            ])
            var tree = try BinaryPropertyList(bytes: [UInt8](builder.data(topArray: [day])), source: "x")
            #expect(
                try ShipLog.days(from: &tree, source: "x", timeZone: Self.utc, notAfter: nil)[0].steps.count == count)
            return tree.work
        }
        func xmlWork(_ count: Int) throws -> Int {
            let names = (0..<count).map { "<string>Step \($0 % 50) &amp; co</string>" }.joined()
            let body =
                "<array><dict><key>date</key><string>2026-11-27</string><key>steps</key><array>\(names)</array></dict></array>"
            var tree = try XMLPropertyList(bytes: [UInt8](Self.xml(body)), source: "x")
            #expect(
                try ShipLog.days(from: &tree, source: "x", timeZone: Self.utc, notAfter: nil)[0].steps.count == count)
            return tree.work
        }
        for work in [binaryWork, xmlWork] {
            let (small, large) = (try work(20_000), try work(40_000))
            #expect(small >= 20_000, "the reader counts its work")
            #expect(Double(large) <= 2.2 * Double(small), "work \(small) for 20,000 steps, \(large) for 40,000")
        }
    }
}

/// Assembles a binary property list (`bplist00`) object by object, with 4-byte offsets and 1-byte references
/// (at most 256 objects).
struct BinaryListBuilder {
    private(set) var objects: [[UInt8]] = []

    static func bigEndian<T: FixedWidthInteger>(_ value: T, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: UInt64(truncatingIfNeeded: value) >> (8 * UInt64($0))) }
    }

    /// A marker with its count: in the low four bits, or 0xF and an integer object after it.
    static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x13] + bigEndian(count, width: 8)
    }

    mutating func object(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    mutating func ascii(_ text: String) -> Int { object(Self.header(0x5, text.utf8.count) + Array(text.utf8)) }

    /// Object references are `referenceWidth` bytes wide, as `data(top:)` declares in the trailer.
    mutating func array(_ elements: [Int]) -> Int {
        object(Self.header(0xA, elements.count) + elements.flatMap { Self.bigEndian($0, width: Self.referenceWidth) })
    }

    mutating func dictionary(_ pairs: [(Int, Int)]) -> Int {
        object(
            Self.header(0xD, pairs.count) + pairs.flatMap { Self.bigEndian($0.0, width: Self.referenceWidth) }
                + pairs.flatMap { Self.bigEndian($0.1, width: Self.referenceWidth) })
    }

    static let referenceWidth = 1

    /// The list with a new array of `elements` as its top object.
    mutating func data(topArray elements: [Int]) -> Data {
        let top = array(elements)
        return data(top: top)
    }

    func data(top: Int) -> Data {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += Self.bigEndian(offset, width: 4) }
        out += [0, 0, 0, 0, 0, 0, 4, UInt8(Self.referenceWidth)]
        out += Self.bigEndian(objects.count, width: 8) + Self.bigEndian(top, width: 8) + Self.bigEndian(table, width: 8)
        return Data(out)
    }
}
