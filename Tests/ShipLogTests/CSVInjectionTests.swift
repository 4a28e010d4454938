// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// CSV quoting decided per Unicode scalar, and formula injection.
@Suite struct CSVInjectionTests {
    /// Names whose comma, quote or edge space shares a grapheme cluster with a combining mark, ZWJ or U+0600,
    /// plus formula starts and apostrophe runs: every one must come back from an export unchanged.
    static let hostileNames = [
        ",\u{301}", "a,\u{301}b", "a\"\u{301}b", "\"\u{200D}", "x,\u{200D}", "\u{0600},y", "a\u{0600}\"",
        ",\u{0301}\u{0301}\u{0301}", "a\u{200D},\u{200D}b", " \u{301}lead", "trail\u{301} \u{301}",
        "=1+2", "+SUM(A1)", "-2", "@cmd", "=HYPERLINK(\"http://x\",\"y\")", "'=1", "''=1", "'plain", "''", "'",
        "'-", "a=b", "=,\u{301}", "x\r\u{301}", "Launch, v2", "Final QA",
    ]

    /// Before the fix, "a,\u{301}b" was written unquoted (Swift sees one character ",\u{301}", not a comma), so
    /// the row had three fields and import failed.
    @Test func everyHostileNameRoundTripsThroughCSV() throws {
        let date = try #require(LogDate("2026-11-28"))
        for name in Self.hostileNames {
            guard ShipLog.stepNameProblem(name) == nil else { continue }
            let log = try ShipLog(days: [ShipDay(date: date, steps: [name, "Screenshots"])])
            let csv = log.encodedCSV()
            let back = try ShipLog.decodeCSV(csv, source: "x.csv")
            #expect(
                back.days == log.days,
                "\(name.unicodeScalars.map { String($0.value, radix: 16) }) → \(String(decoding: csv, as: UTF8.self))")
        }
    }

    @Test func aCommaOrQuoteWithACombiningMarkIsQuoted() {
        #expect(ShipLog.csvField("a,\u{301}b") == "\"a,\u{301}b\"")
        #expect(ShipLog.csvField("a\"\u{200D}b") == "\"a\"\"\u{200D}b\"")
        #expect(ShipLog.csvField("\u{0600}\"") == "\"\u{0600}\"\"\"")
        #expect(ShipLog.csvField("Final QA") == "Final QA")
    }

    /// Before the fix, `=HYPERLINK(…)` and friends were exported as is, and a spreadsheet ran them.
    @Test func formulaStartsGetALeadingApostrophe() throws {
        let date = try #require(LogDate("2026-11-28"))
        let log = try ShipLog(days: [
            ShipDay(date: date, steps: ["=1+2", "+A1", "-A1", "@SUM(A1)", "'=x", "'ok", "a=b"])
        ])
        #expect(
            String(decoding: log.encodedCSV(), as: UTF8.self) == """
                date,step
                2026-11-28,'=1+2
                2026-11-28,'+A1
                2026-11-28,'-A1
                2026-11-28,'@SUM(A1)
                2026-11-28,''=x
                2026-11-28,'ok
                2026-11-28,a=b

                """)
        #expect(try ShipLog.decodeCSV(log.encodedCSV(), source: "x.csv").days == log.days)
    }

    @Test func importStripsOneApostropheBeforeAFormulaStartOnly() throws {
        let text = "date,step\n2026-11-28,'=1\n2026-11-28,\"'-2, more\"\n2026-11-28,'Tis\n2026-11-28,''@x\n"
        let log = try ShipLog.decodeCSV(Data(text.utf8), source: "x.csv")
        #expect(log.days.first?.steps == ["=1", "-2, more", "'Tis", "'@x"])
    }
}
