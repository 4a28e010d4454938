// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// The candidate nearest to `word` by Damerau–Levenshtein distance (optimal string alignment: insertions,
/// deletions, substitutions and swaps of adjacent letters each cost 1), compared by Unicode scalar, ignoring case.
/// Returns `nil` when nothing is within `maxDistance`; ties go to the earlier candidate.
///
/// Used for "did you mean" hints on options, commands, allowed values, ship-log step names and table fields, where
/// the word and the candidates can come from a file of any size, so the work is bounded: a word longer than
/// ``SuggestionSearch/longestWord`` scalars gets no suggestion, a candidate is read no further than the word's
/// length plus `maxDistance` (one longer or shorter than that cannot be near), and the distance is worked out in
/// a band `maxDistance` wide on either side of the diagonal, given up as soon as a whole row is past it.
public func closestMatch(to word: String, in candidates: [String], maxDistance: Int) -> String? {
    var search = SuggestionSearch(word: word, maxDistance: maxDistance)
    return search.closest(in: candidates)
}

/// The names a message offers instead of a wrong one, however many the file holds.
enum NameList {
    /// How many names a message lists before it says how many more there are.
    static let shown = 12

    /// `"a", "b" or "c"`; past ``shown`` names, the first ones and `or 399,988 more`. Each name is quoted and cut
    /// after `limit` characters.
    static func oneOf(_ names: [String], quotedUpTo limit: Int? = nil) -> String {
        let quoted = names.prefix(shown).map { VisibleText.quoted($0, limit: limit) }
        if names.count > shown {
            return quoted.joined(separator: ", ") + " or \(StepFolding.grouped(names.count - shown)) more"
        }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// How far a typo may be from the intended word before a suggestion stops helping: short words get
/// less slack, or "tcsh" would "match" "bash". Reads at most nine scalars of `word`.
func suggestionDistance(for word: String) -> Int {
    switch word.unicodeScalars.prefix(9).count {
    case 0...5: return 1
    case 6...8: return 2
    default: return 3
    }
}

/// One "did you mean" search: the word folded once, then each candidate compared within the bounds above, with
/// the work counted so tests can hold it to its bound.
struct SuggestionSearch {
    /// Words longer than this many scalars get no suggestion: nobody mistypes a name that long by a letter or
    /// two, and the bound keeps each comparison to a few hundred steps. Step names are at most 100 characters.
    static let longestWord = 128

    /// The word, lower-cased scalar by scalar; `nil` when it is too long to search for.
    private let word: [UInt32]?
    private let maxDistance: Int
    /// Scalars read from candidates, and cells of the distance table filled.
    private(set) var scalarsRead = 0
    private(set) var cells = 0
    /// Rows of the distance table and the candidate being compared, reused from one candidate to the next.
    private var rows: [[Int]]
    private var candidate: [UInt32] = []

    init(word: String, maxDistance: Int) {
        self.maxDistance = max(maxDistance, -1)
        let scalars = word.unicodeScalars.prefix(Self.longestWord + 1).map(Self.folded)
        self.word = scalars.count > Self.longestWord || maxDistance < 0 ? nil : scalars
        let width = (self.word?.count ?? 0) + max(maxDistance, 0) + 2
        rows = [[Int]](repeating: [Int](repeating: 0, count: width), count: 3)
    }

    /// The most work one search over `count` candidates may do: every candidate read to the word's length plus
    /// the distance (and one more scalar, to see it is longer), and a band of cells for each row.
    func bound(candidates count: Int) -> (scalars: Int, cells: Int) {
        let length = (word?.count ?? 0) + max(maxDistance, 0)
        return (count * (length + 1), count * length * (2 * max(maxDistance, 0) + 1))
    }

    /// The nearest of `candidates` within the distance, earliest on ties.
    mutating func closest(in candidates: [String]) -> String? {
        guard word != nil else { return nil }
        var best: (candidate: String, distance: Int)?
        for name in candidates {
            guard let distance = distance(to: name), distance < (best?.distance ?? .max) else { continue }
            best = (name, distance)
            if distance == 0 { break }
        }
        return best?.candidate
    }

    /// The distance from the word to `name`, `nil` when it is more than the most allowed.
    mutating func distance(to name: String) -> Int? {
        guard let word else { return nil }
        let longest = word.count + maxDistance
        candidate.removeAll(keepingCapacity: true)
        for scalar in name.unicodeScalars {
            scalarsRead += 1
            guard candidate.count < longest else { return nil }
            candidate.append(Self.folded(scalar))
        }
        guard abs(candidate.count - word.count) <= maxDistance else { return nil }
        return banded(word, candidate)
    }

    /// Optimal string alignment of `a` and `b` (their lengths within the distance of each other) in the band of
    /// the diagonal: cells further off cannot be within `maxDistance`, and stand for "too far". Three rolling
    /// rows; `nil` once every cell of a row is past the distance.
    private mutating func banded(_ a: [UInt32], _ b: [UInt32]) -> Int? {
        let k = maxDistance, far = maxDistance + 1
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var (beforePrevious, previous, current) = (0, 1, 2)
        for j in 0...b.count { rows[previous][j] = j <= k ? j : far }
        for i in 1...a.count {
            let low = max(1, i - k), high = min(b.count, i + k)
            guard low <= high else { return nil }
            rows[current][low - 1] = low == 1 && i <= k ? i : far
            var rowBest = rows[current][low - 1]
            for j in low...high {
                cells += 1
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[beforePrevious][j - 2] + 1)
                }
                rows[current][j] = min(value, far)
                rowBest = min(rowBest, rows[current][j])
            }
            if high < b.count { rows[current][high + 1] = far }
            guard rowBest <= k else { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let distance = rows[previous][b.count]
        return distance <= k ? distance : nil
    }

    /// `scalar` lower-cased when its lower case is one scalar (ASCII without a lookup).
    static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value + 0x20 : value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : value
    }
}

/// Optimal-string-alignment distance over three rolling rows, O(a·b) time and O(b) memory, with no bound: the
/// reference the bounded search is checked against.
func optimalStringAlignmentDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, beforePrevious[j - 2] + 1)
            }
            current[j] = value
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
