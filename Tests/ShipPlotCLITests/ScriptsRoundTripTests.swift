// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// Step names in every script keep their exact bytes through export and import, `log`, and the alt text of SVG
/// and PDF. Byte-exact, not just equal as Swift strings: two of the names are decomposed (canonically equal to
/// their composed forms), so a normalising step would be caught.
@Suite struct ScriptsRoundTripTests {
    static let names = [
        "スクリーンショット", "截图审核", "스크린샷", "لقطة شاشة", "צילום מסך", "स्क्रीनशॉट", "🚀 Launch 👩‍💻 🇯🇵",
        "Cafe\u{301} QA", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} build",
    ]

    /// Whether the UTF-8 bytes of `needle` occur in `haystack`'s.
    static func containsBytes(_ haystack: String, _ needle: String) -> Bool {
        Data(haystack.utf8).range(of: Data(needle.utf8)) != nil
    }

    private func box() throws -> Sandbox {
        let box = try Sandbox()
        let days = [
            ShipDay(date: LogDate("2026-11-27")!, steps: Self.names),
            ShipDay(date: LogDate("2026-11-28")!, steps: Self.names.reversed() + Self.names.prefix(2)),
        ]
        try box.write(try ShipLog(days: days), to: "log.json")
        return box
    }

    @Test(arguments: ["csv", "json", "plist"])
    func exportAndImportKeepTheBytes(_ format: String) throws {
        let box = try box()
        #expect(box.run(["export", "--log", "log.json", "-o", "out.\(format)"]).code == 0)
        let imported = box.run(["import", "out.\(format)", "--log", "new.json"])
        #expect(imported.code == 0, "\(imported.output.stderr)")
        let original = try box.log("log.json"), back = try box.log("new.json")
        #expect(
            back.days.map { $0.steps.map { Array($0.utf8) } } == original.days.map { $0.steps.map { Array($0.utf8) } })
        // CSV and property lists carry no step list: the names come back after the standard steps, in the
        // order first seen, still byte for byte.
        let backNames = Set(back.steps.map { Array($0.utf8) })
        #expect(Self.names.allSatisfy { backNames.contains(Array($0.utf8)) })
        if format == "json" { #expect(box.bytes("new.json") == box.bytes("log.json"), "the same file") }
    }

    @Test func logPrintsEachNameExactly() throws {
        let box = try box()
        let listed = box.run(["log", "--expand", "--log", "log.json"])
        #expect(listed.code == 0)
        for name in Self.names {
            let count = name.hasPrefix("ス") || name.hasPrefix("截") ? 2 : 1
            #expect(Self.containsBytes(listed.output.stdoutText, "    \(name) ×\(count)\n"), "\(name)")
        }
    }

    @Test func altTextInSVGAndPDFCarriesEachNameExactly() throws {
        let box = try box()
        #expect(box.run(["stacked", "--log", "log.json", "-o", "s.svg"]).code == 0)
        #expect(box.run(["report", "--log", "log.json", "-o", "r.pdf"]).code == 0)
        let svg = String(decoding: try #require(box.bytes("s.svg")), as: UTF8.self)
        let desc = try #require(svg.firstMatch(of: /<desc[^>]*>([^<]*)<\/desc>/)).output.1
        let alts = pdfAlternateTexts(try #require(box.bytes("r.pdf")))
        #expect(alts.count == 4)
        for name in Self.names {
            #expect(Self.containsBytes(String(desc), name), "\(name) not in the SVG's desc: \(desc)")
            #expect(alts.contains { Self.containsBytes($0, name) }, "\(name) not in any /Alt: \(alts)")
        }
    }
}

/// Every `/Alt` of the PDF, decoded from the UTF-16BE hex strings ShipPlot writes.
private func pdfAlternateTexts(_ pdf: Data) -> [String] {
    String(decoding: pdf, as: UTF8.self).matches(of: /\/Alt <FEFF([0-9A-F]*)>/).map { match in
        let hex = Array(match.output.1.utf8)
        let units = stride(from: 0, to: hex.count - 3, by: 4).compactMap {
            UInt16(String(decoding: hex[$0..<$0 + 4], as: UTF8.self), radix: 16)
        }
        return String(decoding: units, as: UTF16.self)
    }
}
