// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// `Scripts/install` links every cairo and FreeType function in `Scripts/late-cairo.list` through a wrapper that
/// loads the libraries on first use, and refuses a binary that still calls one directly. A call added to the
/// sources without its line broke the install, not a test: this names it at `swift test`.
@Suite struct LateCairoListTests {
    /// The cairo and FreeType functions Swift sources call (`cairo_name(`), types (`_t`) left out.
    static func calledFunctions() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"\b((?:cairo|FT)_[A-Za-z0-9_]+)\("#)
        var names: Set<String> = []
        for (_, text) in try swiftSources(under: repositoryRoot.appendingPathComponent("Sources")) {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
                if !name.hasSuffix("_t") { names.insert(name) }
            }
        }
        return names
    }

    @Test func everyCairoCallIsListed() throws {
        let list = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Scripts/late-cairo.list"), encoding: .utf8)
        let listed = Set(
            list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let called = try Self.calledFunctions()
        #expect(called.count > 50, "the scan found \(called.count) cairo calls; the sources moved?")
        #expect(called.subtracting(listed).sorted() == [], "add these to Scripts/late-cairo.list")
    }
}
