// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// One line of a line diff: kept, only in the expected text, or only in the actual text.
public enum DiffLine: Equatable, Sendable {
    /// In both texts; `expected` and `actual` are 0-based line numbers.
    case same(String, expected: Int, actual: Int)
    /// Only in the expected text, at 0-based line `expected`.
    case removed(String, expected: Int)
    /// Only in the actual text, at 0-based line `actual`.
    case added(String, actual: Int)

    /// Whether the line is a change (removed or added).
    public var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}

/// The lines of `expected` and `actual` as a shortest edit: the common beginning and end kept, and a longest
/// common subsequence of the middle (when the middle is at most `maxCells` line pairs; beyond that the middle is
/// all removed and all added, which stays correct but less tidy). Within each run of changes, removed and added
/// lines alternate (first removed, first added, second removed, …), so a moved draw command reads as a pair.
public func lineDiff(expected: [String], actual: [String], maxCells: Int = 4_000_000) -> [DiffLine] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
        expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    { suffix += 1 }
    let a = Array(expected[prefix..<(expected.count - suffix)]), b = Array(actual[prefix..<(actual.count - suffix)])
    var lines = (0..<prefix).map { DiffLine.same(expected[$0], expected: $0, actual: $0) }
    if a.count * b.count <= maxCells {
        lines += middleByLCS(a, b, offset: prefix)
    } else {
        lines += a.indices.map { DiffLine.removed(a[$0], expected: prefix + $0) }
        lines += b.indices.map { DiffLine.added(b[$0], actual: prefix + $0) }
    }
    lines = pairingChanges(lines)
    lines += (0..<suffix).map { i in
        DiffLine.same(
            expected[expected.count - suffix + i], expected: expected.count - suffix + i,
            actual: actual.count - suffix + i)
    }
    return lines
}

/// `lines` with each run of consecutive changes reordered so removed and added lines alternate.
private func pairingChanges(_ lines: [DiffLine]) -> [DiffLine] {
    var out: [DiffLine] = [], removed: [DiffLine] = [], added: [DiffLine] = []
    func flush() {
        for k in 0..<max(removed.count, added.count) {
            if k < removed.count { out.append(removed[k]) }
            if k < added.count { out.append(added[k]) }
        }
        removed = []
        added = []
    }
    for line in lines {
        switch line {
        case .same: flush(); out.append(line)
        case .removed: removed.append(line)
        case .added: added.append(line)
        }
    }
    flush()
    return out
}

/// The classic dynamic-programming LCS walk over two line arrays, both starting at line `offset`.
private func middleByLCS(_ a: [String], _ b: [String], offset: Int) -> [DiffLine] {
    let width = b.count + 1
    // length[i * width + j]: LCS length of a[i...] and b[j...].
    var length = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            length[i * width + j] =
                a[i] == b[j]
                ? length[(i + 1) * width + j + 1] + 1
                : max(length[(i + 1) * width + j], length[i * width + j + 1])
        }
    }
    var lines: [DiffLine] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            lines.append(.same(a[i], expected: offset + i, actual: offset + j))
            i += 1
            j += 1
        } else if j < b.count, i == a.count || length[i * width + j + 1] >= length[(i + 1) * width + j] {
            lines.append(.added(b[j], actual: offset + j))
            j += 1
        } else {
            lines.append(.removed(a[i], expected: offset + i))
            i += 1
        }
    }
    return lines
}

/// A diff as unified-diff text: `@@ -e +a @@` hunk headers (1-based line numbers), `-` expected, `+` actual,
/// and `context` kept lines (default 2) around each change. Stops after `maxChanges` changed lines (default: all)
/// with a line saying how many more there are.
public func unifiedText(_ diff: [DiffLine], context: Int = 2, maxChanges: Int = .max) -> String {
    let changes = diff.indices.filter { diff[$0].isChange }
    var shown = Set<Int>()
    for index in changes {
        for near in max(0, index - context)...min(diff.count - 1, index + context) { shown.insert(near) }
    }
    var out: [String] = []
    var printed = 0, previous = -2
    for index in shown.sorted() {
        if printed == maxChanges {
            out.append("… \(changes.count - printed) more changed lines")
            break
        }
        if index != previous + 1 { out.append(hunkHeader(diff, at: index)) }
        previous = index
        switch diff[index] {
        case .same(let text, _, _): out.append("  " + text)
        case .removed(let text, _): out.append("- " + text); printed += 1
        case .added(let text, _): out.append("+ " + text); printed += 1
        }
    }
    return out.joined(separator: "\n")
}

/// `@@ -e +a @@` for the hunk starting at `index`: the 1-based expected and actual line numbers there.
private func hunkHeader(_ diff: [DiffLine], at index: Int) -> String {
    var expected = 0, actual = 0
    for line in diff[..<index] {
        switch line {
        case .same: expected += 1; actual += 1
        case .removed: expected += 1
        case .added: actual += 1
        }
    }
    return "@@ -\(expected + 1) +\(actual + 1) @@"
}
