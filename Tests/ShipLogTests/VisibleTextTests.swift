// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipLog

/// One rule for characters that do not show as themselves: look-alike step names are refused as new names and
/// shown escaped, while ordinary emoji sequences are names like any other.
@Suite struct VisibleTextTests {
    /// Six invisible variants of "Screenshots" that `add --new-step` accepted and `log` printed identically: a tag
    /// character carrying text, VS16, ZWJ, ZWNJ, VS17 after a letter, and a blank braille cell.
    static let lookAlikes = [
        "Screen\u{E0073}\u{E0078}shots", "Screen\u{FE0F}shots", "Screen\u{200D}shots", "Screen\u{200C}shots",
        "Screen\u{E0100}shots", "Screenshots\u{2800}",
    ]

    /// Names ending in an emoji with VS16, or a tag-sequence flag: refused as new names and as whole imports
    /// because their last scalar was default-ignorable.
    static let emojiNames = [
        "Fixes ❤️", "Check ⚠️", "Done ✔️", "Build 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "👩\u{200D}💻", "Release 🏳️\u{200D}🌈", "Step 1️⃣", "می\u{200C}خواهم", "क्\u{200D}ष", "葛\u{E0100}城",
    ]

    @Test(arguments: lookAlikes)
    func lookAlikesAreRefusedAsNewNames(_ name: String) throws {
        let problem = try #require(ShipLog.newStepNameProblem(name), "accepted \(VisibleText.escaped(name))")
        #expect(problem.contains("invisible character"), "\(problem)")
        #expect(VisibleText.escaped(name) != name, "shown escaped")
        #expect(VisibleText.firstHidden(in: problem) == nil, "the message itself hides nothing: \(problem)")
    }

    @Test(arguments: emojiNames)
    func emojiSequencesAreOrdinaryNames(_ name: String) throws {
        #expect(ShipLog.newStepNameProblem(name) == nil)
        #expect(VisibleText.escaped(name) == name, "printed as itself")
        #expect(VisibleText.quoted(name) == "\"\(name)\"")
        let imported = try ShipLog.decode(
            ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: [name])]).encoded(), source: "log.json")
        #expect(imported.steps.last == name, "an import keeps it")
    }

    /// A selector or joiner is allowed only where it belongs: after an emoji, not after a letter or a digit.
    @Test func jobsDependOnTheNeighbours() {
        #expect(VisibleText.escaped("1\u{FE0F}") == "1\\uFE0F", "a digit is an emoji only as a keycap")
        #expect(VisibleText.escaped("1\u{FE0F}\u{20E3}") == "1\u{FE0F}\u{20E3}")
        #expect(VisibleText.escaped("a\u{200D}😀") == "a\\u200D😀", "ZWJ after a letter")
        #expect(VisibleText.escaped("😀\u{200D}") == "😀\\u200D", "ZWJ with nothing after it")
        #expect(VisibleText.escaped("ab\u{200C}cd") == "ab\\u200Ccd", "ZWNJ between Latin letters")
        #expect(VisibleText.escaped("🏴\u{E0067}\u{E0062}") == "🏴\\uE0067\\uE0062", "a tag run with no CANCEL TAG")
        #expect(VisibleText.escaped("x\u{E0001}y") == "x\\uE0001y", "the language tag is never right")
        // Swift literals cannot spell noncharacters.
        let nonCharacters = String(
            String.UnicodeScalarView([0xFDD0, 0xFFFE, 0x10FFFF].compactMap(Unicode.Scalar.init)))
        #expect(VisibleText.escaped(nonCharacters) == "\\uFDD0\\uFFFE\\u10FFFF", "noncharacters")
        #expect(VisibleText.escaped("a\u{202E}b\u{1B}[31m\n") == "a\\u202Eb\\u001B[31m\\n")
        #expect(VisibleText.quoted("say \"hi\" \\ ok") == #""say \"hi\" \\ ok""#)
        #expect(
            VisibleText.quoted(String(repeating: "é", count: 50), limit: 40).count == 43, "40, the ellipsis, quotes")
    }

    /// Error messages (ShipLog's) and the tool's own quoting used to disagree on what is invisible: ShipLog
    /// escaped the ZWJ of 👩‍💻, the tool printed a lone ZWJ raw. One function now serves both.
    @Test func errorsAndMessagesEscapeTheSameScalars() throws {
        let name = "👩\u{200D}💻 review\u{200B}\u{7}"
        let error = try #require(ShipLog.newStepNameProblem(name))
        #expect(error.contains("\"👩\u{200D}💻 review\\u200B\\u0007\""), "\(error)")
        let badDate = ShipLogError(.badData, source: "a\u{200D}b.json", message: "x")
        #expect(badDate.description == "a\\u200Db.json: x")
    }
}
