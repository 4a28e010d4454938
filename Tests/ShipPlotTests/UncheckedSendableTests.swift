// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// Every `@unchecked Sendable` in the sources says in one line why the compiler cannot see that it is sound: a
/// `// Unchecked:` comment on the first line of the type's body, or in the comment just above the declaration.
@Suite struct UncheckedSendableTests {
    /// The declarations with `@unchecked Sendable` that give no `// Unchecked:` reason, as `file:line`.
    static func unexplained(in folder: URL) throws -> [String] {
        var found: [String] = []
        for (file, text) in try swiftSources(under: folder) {
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains("@unchecked Sendable") {
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                var above: [String] = []
                var k = index - 1
                while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    above.append(lines[k])
                    k -= 1
                }
                let explained =
                    next.trimmingCharacters(in: .whitespaces).hasPrefix("// Unchecked: ")
                    || above.contains { $0.contains("// Unchecked: ") }
                if !explained { found.append("\(file.lastPathComponent):\(index + 1)") }
            }
        }
        return found.sorted()
    }

    @Test func everyUncheckedSendableSaysWhy() throws {
        let unexplained = try Self.unexplained(in: repositoryRoot.appendingPathComponent("Sources"))
        #expect(unexplained == [], "no `// Unchecked:` reason at \(unexplained)")
    }

    /// The check on a scratch folder: a type with no reason is named; the two accepted places are not.
    @Test func aTypeWithoutAReasonIsNamed() throws {
        let source = """
            final class Bare: @unchecked Sendable {
                var x = 0
            }
            final class Inside: @unchecked Sendable {
                // Unchecked: x is only read.
                let x = 0
            }
            // Unchecked: the box is only read.
            extension Bare2: @unchecked Sendable {}
            """
        #expect(try withScratchSource(source, Self.unexplained(in:)) == ["A.swift:1"])
    }
}
