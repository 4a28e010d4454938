// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

#if canImport(Glibc)
    import Glibc
#endif

/// The error message `body` throws as a `.badData` `ShipLogError`.
private func badData(_ body: () throws -> Void) -> String? {
    failure(.badData, body)
}

private let utc = TimeZone(identifier: "UTC")!

@Suite struct CSVTests {
    @Test func readsRowsWithAndWithoutAHeader() throws {
        let text = "date,step\n2026-11-28,Screenshots\n2026-11-27,Metadata\n2026-11-28,\"Final QA\"\n"
        let log = try ShipLog.decodeCSV(Data(text.utf8), source: "a.csv")
        #expect(summary(log.days) == ["2026-11-28 Screenshots,Final QA", "2026-11-27 Metadata"])
        let headerless = try ShipLog.decodeCSV(Data("2026-11-28,Screenshots".utf8), source: "b.csv")
        #expect(summary(headerless.days) == ["2026-11-28 Screenshots"])
    }

    @Test func acceptsSpreadsheetHabits() throws {
        // BOM, CRLF, spaces after commas, blank lines, quoted commas and doubled quotes, upper-case header.
        let text = "\u{FEFF}DATE,Step\r\n2026-11-28, Screenshots\r\n\r\n2026-11-28,\"Launch, \"\"big\"\" one\"\r\n"
        let log = try ShipLog.decodeCSV(Data(text.utf8), source: "a.csv")
        #expect(log.days.first?.steps == ["Screenshots", "Launch, \"big\" one"])
        #expect(log.steps == ShipLog.standardSteps + ["Launch, \"big\" one"])
    }

    @Test func roundTripsThroughExport() throws {
        let log = try ShipLog(days: [
            ShipDay(date: day("2026-11-28"), steps: ["Screenshots", "Screenshots", "Launch, v2"]),
            ShipDay(date: day("2026-11-20"), steps: ["Final QA"]),
        ])
        let text = String(decoding: log.encodedCSV(), as: UTF8.self)
        #expect(
            text
                == "date,step\n2026-11-28,Screenshots\n2026-11-28,Screenshots\n2026-11-28,\"Launch, v2\"\n2026-11-20,Final QA\n"
        )
        let back = try ShipLog.decodeCSV(log.encodedCSV(), source: "x.csv")
        #expect(back.days == log.days)
    }

    @Test(
        arguments: [
            ("", "a.csv: empty file, expected CSV rows \"date,step\""),
            ("  \n\n", "a.csv: only whitespace, expected CSV rows \"date,step\""),
            ("date,step\n2026-11-28\n", "a.csv:2:1: 1 field, expected 2 (date,step)"),
            ("2026-11-28,Screenshots,extra\n", "a.csv:1:1: 3 fields, expected 2 (date,step)"),
            (
                "date,step\n2024-02-30,Metadata\n",
                "a.csv:2:1: date: \"2024-02-30\" is not a valid date, expected YYYY-MM-DD"
            ),
            (
                "date,step\n1969-12-31,Metadata\n",
                "a.csv:2:1: date: \"1969-12-31\" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"
            ),
            ("2026-11-28,\n", "a.csv:1:12: step: empty step name, expected text such as \"Screenshots\""),
            (
                "2026-11-28,\"Screen\nshots\"\n",
                "a.csv:1:12: step: step name \"Screen\\nshots\" contains control character U+000A, expected printable text"
            ),
            ("2026-11-28,\"Screenshots\n", "a.csv:1:12: a quoted field is not closed, expected a closing double quote"),
            (
                "2026-11-28,\"Screen\"shots\n",
                "a.csv:1:20: unexpected \"s\" after a quoted field, expected \",\" or the end of the line"
            ),
            (
                "2026-11-28,Scr\"een\n",
                "a.csv:1:15: a double quote inside an unquoted field, expected the whole field in quotes with the quote doubled"
            ),
        ] as [(String, String)])
    func errorsNameLineColumnAndExpectation(_ text: String, _ message: String) {
        #expect(badData { _ = try ShipLog.decodeCSV(Data(text.utf8), source: "a.csv") } == message)
    }

    @Test func refusesBinaryAndFutureDays() {
        #expect(
            badData { _ = try ShipLog.decodeCSV(Data([0x32, 0x00, 0x31]), source: "a.csv") }
                == "a.csv:1:2: NUL byte, expected text (is this a binary file?)")
        #expect(
            badData { _ = try ShipLog.decodeCSV(Data([0xFF, 0xFE, 0x32]), source: "a.csv") }
                == "a.csv: UTF-16 text, expected UTF-8")
        #expect(
            badData {
                _ = try ShipLog.decodeCSV(
                    Data("2026-11-29,Metadata\n".utf8), source: "a.csv", notAfter: day("2026-11-28"))
            } == "a.csv:1:1: date: 2026-11-29 is in the future, expected a date on or before 2026-11-28")
    }

    @Test func reportsProgressUpToTheEnd() throws {
        var rows = "date,step\n"
        for index in 0..<30_000 { rows += "\(day("2026-11-28").adding(days: -(index % 900))),Screenshots\n" }
        var seen: [Double] = []
        _ = try ShipLog.decodeCSV(Data(rows.utf8), source: "big.csv") { seen.append($0) }
        #expect(seen.count >= 2)
        #expect(seen == seen.sorted())
        #expect(seen.last == 1)
    }
}

@Suite struct PropertyListTests {
    /// The plist an iOS app writes with PropertyListEncoder for `[Day]` where `Day` has an `id`, a `date` and
    /// `steps`; dates are local midnights in Tokyo.
    static let appFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
            <dict>
                <key>date</key><date>2026-11-27T15:00:00Z</date>
                <key>id</key><string>7C1F0E2A-2B1C-4C51-9F55-6A1D2B3C4D5E</string>
                <key>steps</key><array><string>Screenshots</string><string>Screenshots</string></array>
            </dict>
            <dict>
                <key>date</key><string>2026-11-20</string>
                <key>steps</key><array><string>Final QA</string></array>
            </dict>
            <dict>
                <key>date</key><date>2026-11-25T15:00:00Z</date>
                <key>steps</key><array/>
            </dict>
        </array>
        </plist>
        """

    @Test func readsTheAppsFileInItsTimeZone() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let log = try ShipLog.decodePropertyList(Data(Self.appFile.utf8), source: "app.plist", timeZone: tokyo)
        #expect(summary(log.days) == ["2026-11-28 Screenshots,Screenshots", "2026-11-20 Final QA"])
        // Read in UTC, the same instant is still the 27th: the zone decides the day.
        let inUTC = try ShipLog.decodePropertyList(Data(Self.appFile.utf8), source: "app.plist", timeZone: utc)
        #expect(inUTC.days.first?.date == day("2026-11-27"))
    }

    @Test func roundTripsInAnyZoneAndIsDeterministic() throws {
        let log = try ShipLog(days: [
            ShipDay(date: day("2026-11-28"), steps: ["Screenshots", "Metadata"]),
            ShipDay(date: day("2026-03-29"), steps: ["Final QA"]),  // a DST change in Europe
        ])
        for name in ["UTC", "Europe/Berlin", "America/Los_Angeles", "Pacific/Kiritimati"] {
            let zone = TimeZone(identifier: name)!
            let data = try log.encodedPropertyList(timeZone: zone)
            #expect(try data == log.encodedPropertyList(timeZone: zone))
            let back = try ShipLog.decodePropertyList(data, source: "x.plist", timeZone: zone)
            #expect(back.days == log.days, "round trip in \(name)")
        }
        let text = String(decoding: try log.encodedPropertyList(timeZone: utc), as: UTF8.self)
        #expect(text.contains("<key>date</key>\n\t\t<date>2026-11-28T00:00:00Z</date>"))
        #expect(text.contains("<key>steps</key>\n\t\t<array>\n\t\t\t<string>Screenshots</string>"))
    }

    @Test func readsBinaryPropertyLists() throws {
        let list: [Any] = [["date": "2026-11-28", "steps": ["Metadata"]] as [String: Any]]
        let binary = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        let log = try ShipLog.decodePropertyList(binary, source: "b.plist", timeZone: utc)
        #expect(summary(log.days) == ["2026-11-28 Metadata"])
    }

    private func plist(_ body: String) -> Data {
        Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\">\(body)</plist>".utf8)
    }

    @Test(
        arguments: [
            ("<dict/>", "x.plist: top level is a dictionary, expected an array of days"),
            (
                "<array><string>2026-11-28</string></array>",
                "x.plist: [0]: found a string, expected a dictionary with \"date\" and \"steps\""
            ),
            ("<array><dict><key>steps</key><array/></dict></array>", "x.plist: [0].date: missing, expected a date"),
            (
                "<array><dict><key>date</key><integer>3</integer><key>steps</key><array/></dict></array>",
                "x.plist: [0].date: found a number, expected a date or a string YYYY-MM-DD"
            ),
            (
                "<array><dict><key>date</key><string>2026-02-30</string><key>steps</key><array/></dict></array>",
                "x.plist: [0].date: \"2026-02-30\" is not a valid date, expected YYYY-MM-DD"
            ),
            (
                "<array><dict><key>date</key><date>1960-01-01T00:00:00Z</date><key>steps</key><array/></dict></array>",
                "x.plist: [0].date: 1960-01-01 (in \(utc.identifier)) is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"
            ),
            (
                "<array><dict><key>date</key><string>2026-11-28</string></dict></array>",
                "x.plist: [0].steps: missing, expected an array of step names"
            ),
            (
                "<array><dict><key>date</key><string>2026-11-28</string><key>steps</key><string>Metadata</string></dict></array>",
                "x.plist: [0].steps: found a string, expected an array of step names"
            ),
            (
                "<array><dict><key>date</key><string>2026-11-28</string><key>steps</key><array><true/></array></dict></array>",
                "x.plist: [0].steps[0]: found a boolean, expected a step name string"
            ),
            (
                "<array><dict><key>date</key><string>2026-11-28</string><key>steps</key><array><string> QA</string></array></dict></array>",
                "x.plist: [0].steps[0]: step name \" QA\" starts or ends with whitespace, expected it trimmed"
            ),
            (
                "<array><dict><key>date</key><string>2026-11-29</string><key>steps</key><array/></dict></array>",
                "x.plist: [0].date: 2026-11-29 is in the future, expected a date on or before 2026-11-28"
            ),
        ] as [(String, String)])
    func errorsNameTheFieldAndTheExpectation(_ body: String, _ message: String) {
        #expect(
            badData {
                _ = try ShipLog.decodePropertyList(
                    plist(body), source: "x.plist", timeZone: utc, notAfter: day("2026-11-28"))
            } == message)
    }

    @Test func malformedPropertyListsAreOneLine() throws {
        let message = try #require(
            badData {
                _ = try ShipLog.decodePropertyList(
                    Data("<plist><array><dict><key>date</key></dict></array></plist>".utf8),
                    source: "x.plist", timeZone: utc)
            })
        #expect(message == "x.plist:1:36: malformed XML property list: </dict> where a value belongs, expected a value")
        #expect(!message.contains("\n"))
        #expect(
            badData { _ = try ShipLog.decodePropertyList(Data(), source: "x.plist", timeZone: utc) }
                == "x.plist: empty file, expected a property list of days")
    }
}

@Suite struct FileFormatChoiceTests {
    @Test func extensionsNameFormats() {
        #expect(ShipLogFileFormat(pathExtension: "JSON") == .json)
        #expect(ShipLogFileFormat(pathExtension: "csv") == .csv)
        #expect(ShipLogFileFormat(pathExtension: "plist") == .plist)
        #expect(ShipLogFileFormat(pathExtension: "txt") == nil)
    }

    @Test func jsonImportsRefuseFutureDaysWithTheirPlace() {
        let text = "{\"days\": [\n  {\"date\": \"2026-11-29\", \"steps\": [\"Metadata\"]}\n]}"
        #expect(
            failure(.badData) {
                _ = try ShipLog.decode(
                    Data(text.utf8), format: .json, source: "in.json",
                    options: ShipLogReadOptions(notAfter: day("2026-11-28")))
            } == "in.json:2:12: days[0].date: 2026-11-29 is in the future, expected a date on or before 2026-11-28")
    }

    @Test func exportWritesAtomicallyWithoutABackup() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("out.csv")
            let log = try ShipLog(days: [ShipDay(date: day("2026-11-28"), steps: ["Metadata"])])
            try log.export(to: url, format: .csv)
            try log.export(to: url, format: .csv)
            #expect(try contents(of: directory) == ["out.csv"])
            #expect(try Data(contentsOf: url) == log.encodedCSV())
        }
    }
}

@Suite struct MergeTests {
    let base = try! ShipLog(days: [
        ShipDay(date: day("2026-11-28"), steps: ["Screenshots", "Metadata"]),
        ShipDay(date: day("2026-11-20"), steps: ["Final QA"]),
    ])

    @Test func takesTheLargerCountPerStepAndDay() throws {
        var log = base
        let other = try ShipLog(days: [
            ShipDay(date: day("2026-11-28"), steps: ["Screenshots", "Screenshots", "Screenshots", "Metadata"]),
            ShipDay(date: day("2026-11-24"), steps: ["Keywords"]),
            ShipDay(date: day("2026-11-20"), steps: ["Final QA"]),
        ])
        let summary = log.merge(other)
        #expect(
            summary
                == {
                    var s = MergeSummary()
                    s.newDays = 1
                    s.changedDays = 1
                    s.unchangedDays = 1
                    s.addedSteps = 3
                    return s
                }())
        #expect(
            ShipLog.summaryLines(log) == [
                "2026-11-28 Screenshots,Metadata,Screenshots,Screenshots", "2026-11-24 Keywords", "2026-11-20 Final QA",
            ])
    }

    @Test func isIdempotent() throws {
        var log = base
        #expect(log.merge(base).isEmpty)
        #expect(log == base)
        var other = base
        try other.add("Keywords", on: day("2026-11-21"), today: day("2026-11-28"))
        log.merge(other)
        let once = log
        #expect(log.merge(other).isEmpty)
        #expect(log == once)
    }

    @Test func newStepNamesJoinTheListInTheirOrder() throws {
        var log = base
        let other = try ShipLog(
            steps: ["Press kit", "Screenshots", "Review"],
            days: [ShipDay(date: day("2026-11-02"), steps: ["Review", "Press kit"])])
        let summary = log.merge(other)
        #expect(summary.newStepNames == ["Press kit", "Review"])
        #expect(log.steps == ShipLog.standardSteps + ["Press kit", "Review"])
        #expect(log.day(on: day("2026-11-02"))?.steps == ["Review", "Press kit"])
    }
}

@Suite struct LockTests {
    @Test func updatesWaitForTheLockAndGiveUpWithAClearError() throws {
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory.appendingPathComponent("logs/shiplog.json"))
            try store.update { try $0.add("Metadata", on: day("2026-11-28"), today: day("2026-11-28")) }
            let before = try Data(contentsOf: store.url)

            // Another process's lock: a separate open file description of the log holding flock.
            let holder = open(store.url.path, O_RDONLY)
            #expect(holder >= 0)
            #expect(flock(holder, LOCK_EX) == 0)
            let message = failure(.cannotWrite) {
                try store.update(lockTimeout: 0) {
                    try $0.add("Keywords", on: day("2026-11-28"), today: day("2026-11-28"))
                }
            }
            #expect(
                message
                    == "\(store.url.path): locked by another process for over 0 seconds; try again when it has finished"
            )
            #expect(try Data(contentsOf: store.url) == before)
            flock(holder, LOCK_UN)
            close(holder)

            try store.update { try $0.add("Keywords", on: day("2026-11-28"), today: day("2026-11-28")) }
            #expect(try store.load().day(on: day("2026-11-28"))?.steps == ["Metadata", "Keywords"])
        }
    }
}

extension ShipLog {
    fileprivate static func summaryLines(_ log: ShipLog) -> [String] { summary(log.days) }
}
