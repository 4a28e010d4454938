// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// A fact the documentation shows twice is written once: the copies (`Scripts/sync-docs`) must match their
/// sources, and the README's links must lead somewhere.
@Suite struct DocumentationTests {
    private static let script = repositoryRoot.appendingPathComponent("Scripts/sync-docs").path

    @Test func everyCopyMatchesItsSource() async throws {
        let run = try await runToEnd("/usr/bin/env", ["python3", Self.script, "--check"])
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(run.stderrText == "")
        // The DocC catalog holds the compatibility table's copy, so the check above compared something.
        let copies = run.stdoutText.split(separator: "\n").first { $0.hasPrefix("compatibility-table: ") }
        #expect(copies?.contains(".docc/") == true, "\(run.stdoutText)")
    }

    /// The script itself, on a scratch repository: a copy that drifted is named by `--check` (exit 1) and
    /// rewritten without it; a source's marker in a copy is refused.
    @Test func aDriftedCopyIsFoundAndRewritten() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sync-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["Scripts", "docs", "Catalog.docc"] {
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let script = scratch.appendingPathComponent("Scripts/sync-docs").path
        try FileManager.default.copyItem(atPath: Self.script, toPath: script)
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: scratch.appendingPathComponent(path))
        }
        try write(
            "docs/compatibility.md",
            "# Page\n\n<!-- compatibility-table -->\n| a | b |\n<!-- /compatibility-table -->\n")
        let copyHead =
            "# Article\n\n<!-- compatibility-table: copied from docs/compatibility.md by Scripts/sync-docs; edit it there -->\n"
        try write("Catalog.docc/Article.md", copyHead + "| a | old |\n<!-- /compatibility-table -->\nAfter.\n")

        let drifted = try await runToEnd("/usr/bin/env", ["python3", script, "--check"])
        #expect(drifted.status == 1)
        #expect(
            drifted.stderrText.contains(
                "Catalog.docc/Article.md: compatibility-table differs from docs/compatibility.md"))
        let article = scratch.appendingPathComponent("Catalog.docc/Article.md")
        #expect(try String(contentsOf: article, encoding: .utf8).contains("| a | old |"), "--check changed the copy")

        #expect(try await runToEnd("/usr/bin/env", ["python3", script]).status == 0)
        #expect(
            try String(contentsOf: article, encoding: .utf8)
                == copyHead + "| a | b |\n<!-- /compatibility-table -->\nAfter.\n")
        #expect(try await runToEnd("/usr/bin/env", ["python3", script, "--check"]).status == 0)

        try write("Catalog.docc/Other.md", "<!-- compatibility-table -->\nx\n<!-- /compatibility-table -->\n")
        let misplaced = try await runToEnd("/usr/bin/env", ["python3", script, "--check"])
        #expect(misplaced.status == 1)
        #expect(misplaced.stderrText.contains("belongs in docs/compatibility.md only"), "\(misplaced.stderrText)")
    }

    /// Every `docs/…` page the README links to exists, so nothing it moved out is a dead link.
    @Test func readmeLinksResolve() throws {
        let readme = try repositoryText("README.md")
        let links = readme.matches(of: /\]\((docs\/[^)#]+)\)/).map { String($0.output.1) }
        #expect(links.count >= 8)
        for link in Set(links) {
            #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(link).path), "\(link)")
        }
    }
}
