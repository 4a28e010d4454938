// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Compares text (a structural golden: a chart's draw commands as text) with
/// `golden-images/<suite>/<name>.txt`, with the same record modes as images (``RecordMode``).
///
/// Returns nil on a match, else a message: on a mismatch it holds the first differing lines as a unified diff
/// (at most `maxShownChanges`, default 12) and the folder where `expected.txt`, `actual.txt` and the full
/// `diff.txt` were written (``artifactDirectory(suite:case:environment:filePath:)``). A trailing newline is
/// added to `text` when missing, so files end in one.
public func checkTextGolden(
    _ text: String, suite: String, name: String, maxShownChanges: Int = 12,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: String = #filePath
) -> String? {
    do {
        let mode = try RecordMode.current(environment: environment)
        guard let root = packageRoot(startingAt: filePath) else {
            throw GoldenError("no Package.swift above \(filePath)")
        }
        let relative = "golden-images/\(suite)/\(name).txt"
        let golden = root.appendingPathComponent(relative)
        let exists = FileManager.default.fileExists(atPath: golden.path)
        let expected = exists ? try String(contentsOf: golden, encoding: .utf8) : ""
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        switch mode.outcome(referenceExists: exists, comparisonPassed: expected == actual) {
        case .pass:
            return nil
        case .recordAndFail(let reason):
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return "\(relative): \(reason); read it, check it is right, and run the tests again"
        case .failMissingReference:
            return "missing \(relative); record it with SHIPPLOT_RECORD_GOLDENS=missing (never under CI)"
        case .fail:
            let diff = lineDiff(expected: lines(expected), actual: lines(actual))
            let folder = artifactDirectory(suite: suite, case: name, environment: environment, filePath: filePath)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try expected.write(to: folder.appendingPathComponent("expected.txt"), atomically: true, encoding: .utf8)
            try actual.write(to: folder.appendingPathComponent("actual.txt"), atomically: true, encoding: .utf8)
            try (unifiedText(diff) + "\n").write(
                to: folder.appendingPathComponent("diff.txt"), atomically: true,
                encoding: .utf8)
            let changed = diff.filter(\.isChange).count
            return "\(relative) differs (\(changed) changed lines; expected, actual and diff.txt in \(folder.path)):\n"
                + unifiedText(diff, maxChanges: maxShownChanges)
        }
    } catch {
        return "golden \(suite)/\(name): \(error)"
    }
}

/// The lines of `text` without the final newline's empty line.
private func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}
