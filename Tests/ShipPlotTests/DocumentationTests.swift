// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The DocC catalog repeats `docs/compatibility.md` (the table and the defaults under it); the two must not drift
/// apart, and the README's summary must point at the full table.
@Suite struct DocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ relativePath: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The text from `start` to the end of the file.
    private func body(of relativePath: String, from start: String) throws -> Substring {
        let text = try text(relativePath)
        return text[try #require(text.range(of: start)).lowerBound...]
    }

    @Test func compatibilityArticleMatchesTheDocsPage() throws {
        let start = "Code written for Apple's Swift Charts compiles"
        let page = try body(of: "docs/compatibility.md", from: start)
        let article = try body(of: "Sources/ShipPlot/ShipPlot.docc/SwiftChartsCompatibility.md", from: start)
        #expect(page.split(separator: "\n").filter { $0.hasPrefix("| ") }.count > 20)
        #expect(
            article == page,
            "update Sources/ShipPlot/ShipPlot.docc/SwiftChartsCompatibility.md with docs/compatibility.md")
    }

    /// Every `docs/…` page the README links to exists, so nothing it moved out is a dead link.
    @Test func readmeLinksResolve() throws {
        let readme = try text("README.md")
        let links = readme.matches(of: /\]\((docs\/[^)#]+)\)/).map { String($0.output.1) }
        #expect(links.count >= 8)
        for link in Set(links) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "\(link)")
        }
    }
}
