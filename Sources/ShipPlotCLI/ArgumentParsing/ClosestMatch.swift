// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The candidate nearest to `word` by Damerau–Levenshtein distance (optimal string alignment:
/// insertions, deletions, substitutions and swaps of adjacent letters each cost 1), ignoring case.
/// Returns `nil` when nothing is within `maxDistance`; ties go to the earlier candidate.
///
/// Used for "did you mean" hints on options, commands, allowed values and ship-log step names.
public func closestMatch(to word: String, in candidates: [String], maxDistance: Int) -> String? {
    guard maxDistance >= 0 else { return nil }
    let target = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = optimalStringAlignmentDistance(target, Array(candidate.lowercased()))
        if distance <= maxDistance, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// How far a typo may be from the intended word before a suggestion stops helping: short words get
/// less slack, or "tcsh" would "match" "bash".
func suggestionDistance(for word: String) -> Int {
    switch word.count {
    case 0...5: return 1
    case 6...8: return 2
    default: return 3
    }
}

/// Optimal-string-alignment distance over three rolling rows, O(a·b) time and O(b) memory.
func optimalStringAlignmentDistance(_ a: [Character], _ b: [Character]) -> Int {
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
