// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

@testable import ShipPlotCLI

/// "Did you mean": the nearest name however many and however long the names a file holds, in work counted and
/// bounded (scalars read, cells of the distance table), never in time measured.
struct SuggestionBoundTests {
    /// The number of random searches; `Scripts/reliability.sh` runs many more.
    static let cases = Int(ProcessInfo.processInfo.environment["SHIPPLOT_PROPERTY_CASES"] ?? "") ?? 300

    /// 10,000 names of 500 characters and a typo of one of them: once quadratic in the names' length (14 s
    /// measured), now at most the bound, which does not grow with the names' length.
    @Test func longNamesCostWhatTheWordDoes() {
        let names = (0..<10_000).map { String(format: "c%05d", $0) + String(repeating: "x", count: 494) }
        for word in [names[4_321].replacingOccurrences(of: "c04321", with: "c0432l"), "c04321", "date"] {
            var search = SuggestionSearch(word: word, maxDistance: suggestionDistance(for: word))
            _ = search.closest(in: names)
            let bound = search.bound(candidates: names.count)
            #expect(search.scalarsRead <= bound.scalars && search.cells <= bound.cells, "\(word.prefix(12))")
            // The word itself is at most the cut-off long: nothing scales with the 500 characters.
            #expect(search.scalarsRead <= names.count * (SuggestionSearch.longestWord + 4))
        }
    }

    /// One 20 MB field among the header's: read no further than the word's length, and the message one line.
    @Test func aHugeFieldIsReadOnlyAsFarAsTheWord() throws {
        let huge = String(repeating: "é", count: 10_000_000)
        var search = SuggestionSearch(word: "downloads", maxDistance: 3)
        #expect(search.closest(in: ["date", huge, "downlods"]) == "downlods")
        #expect(search.scalarsRead <= 3 * (9 + 3 + 1))
        let box = try Sandbox()
        try box.write("date,\(huge),downloads\n2026-11-02,1,2\n", to: "t.csv")
        let run = box.run(["chart", "t.csv", "--x", "date", "--y", "downlods", "-o", "t.png"])
        #expect(run.code == 64)
        #expect(run.output.stderr.contains("(did you mean \"downloads\"?)"), "\(run.output.stderr.prefix(300))")
        #expect(run.output.stderr.utf8.count < 1_000 && run.output.stderr.split(separator: "\n").count == 1)
    }

    /// A log of 400 steps: an unknown one lists the first dozen and counts the rest, not 400 names on a line.
    @Test func aLongStepListIsCountedNotListed() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: (0..<400).map { "Step \($0)" })])
        try box.write(log, to: "log.json")
        let run = box.run(["week", "--log", "log.json", "--steps", "Nothing like it", "-o", "w.png"])
        #expect(run.code == 64)
        #expect(run.output.stderr.contains("\"Step 7\" or 392 more"), "\(run.output.stderr.prefix(600))")
        #expect(run.output.stderr.utf8.count < 1_000)
    }

    /// Names longer than the cut-off get no suggestion (and cost nothing); at the cut-off they still do.
    @Test func theCutOffOnTheWord() {
        let long = String(repeating: "a", count: SuggestionSearch.longestWord)
        #expect(closestMatch(to: long + "b", in: [long + "bb"], maxDistance: 3) == nil)
        #expect(closestMatch(to: String(long.dropLast()) + "b", in: [long], maxDistance: 3) == long)
    }

    /// Random names against random typos: the bounded search finds what the plain distance would (nearest,
    /// earliest on ties, ignoring case), within its bound of work.
    @Test func randomNamesAgainstRandomTypos() {
        var random = SplitMix64(seed: 35_201)
        let letters = Array("abcdeABCDE_- éÉßİ漢😀") + ["e\u{301}"].flatMap { Array($0) }
        func name(_ length: Int) -> String { String((0..<length).map { _ in random.pick(letters) }) }
        for _ in 0..<Self.cases {
            let names = (0..<random.int(1..<40)).map { _ in name(random.pick([0, 1, 3, 8, 20, 140])) }
            var word = Array(random.pick(names).unicodeScalars)
            for _ in 0..<random.int(0..<5) {
                let at = random.int(0..<(word.count + 1))
                switch random.int(0..<4) {
                case 0: word.insert(random.pick(letters).unicodeScalars.first!, at: at)
                case 1 where at < word.count: word.remove(at: at)
                case 2 where at + 1 < word.count: word.swapAt(at, at + 1)
                case 3 where at < word.count: word[at] = random.pick(letters).unicodeScalars.first!
                default: break
                }
            }
            let typo = String(String.UnicodeScalarView(word))
            let limit = random.int(0..<4)
            var search = SuggestionSearch(word: typo, maxDistance: limit)
            let found = search.closest(in: names)
            #expect(found == reference(typo, names, limit), "\(typo.debugDescription) in \(names.debugDescription)")
            let bound = search.bound(candidates: names.count)
            #expect(search.scalarsRead <= bound.scalars && search.cells <= bound.cells)
        }
    }

    /// The plain, unbounded answer: every name's whole distance, folded as the search folds.
    private func reference(_ word: String, _ names: [String], _ limit: Int) -> String? {
        let folded = word.unicodeScalars.map(SuggestionSearch.folded)
        guard folded.count <= SuggestionSearch.longestWord else { return nil }
        var best: (String, Int)?
        for name in names {
            let d = optimalStringAlignmentDistance(folded, name.unicodeScalars.map(SuggestionSearch.folded))
            if d <= limit, d < (best?.1 ?? .max) { best = (name, d) }
        }
        return best?.0
    }
}
