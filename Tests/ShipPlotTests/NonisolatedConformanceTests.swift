// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// Every library type and extension that conforms to a main-actor protocol (`View`, `ChartContent`, …) is declared
/// `nonisolated`, so its initialisers and modifiers stay callable from any thread, as Apple's built-in ones are.
/// Without the word, Swift would make the whole type main-actor isolated for every app and server.
@Suite struct NonisolatedConformanceTests {
    static let mainActorProtocols: Set<String> = [
        "View", "ViewModifier", "ChartContent", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
        "ProgressViewStyle", "GaugeStyle", "TabContent", "ToolbarContent",
    ]
    static let keywords: Set<Substring> = ["struct", "enum", "class", "extension", "protocol"]
    static let modifiers: Set<Substring> = [
        "public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated",
    ]

    /// The declarations in `folder` that conform to a main-actor protocol without `nonisolated`, as `file:line`.
    static func isolatedConformances(in folder: URL) throws -> [String] {
        var found: [String] = []
        for (file, text) in try swiftSources(under: folder) {
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let keyword = words.firstIndex(where: { keywords.contains($0) }),
                    words[..<keyword].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }),
                    !words[..<keyword].contains("nonisolated")
                else { continue }
                var header = line
                var next = index + 1
                while !header.contains("{"), next < lines.count, next - index < 6 {
                    header += " " + lines[next]
                    next += 1
                }
                guard let start = header.range(of: words[keyword] + " ")?.upperBound else { continue }
                let named = conformances(of: String(header[start...]))
                let extended = words[keyword] == "extension" ? named.extended : []
                if !mainActorProtocols.isDisjoint(with: named.listed.union(extended)) {
                    found.append("\(file.lastPathComponent):\(index + 1)")
                }
            }
        }
        return found.sorted()
    }

    /// The type a declaration names and the protocols its inheritance clause lists (generic arguments removed).
    static func conformances(of declaration: String) -> (extended: Set<String>, listed: Set<String>) {
        var plain = ""
        var depth = 0
        for character in declaration.prefix(while: { $0 != "{" }) {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                plain.append(character)
            }
        }
        let clause = plain.components(separatedBy: " where ")[0]
        let parts = clause.split(separator: ":", maxSplits: 1)
        func name(_ part: Substring) -> String {
            let words = part.split(separator: " ").filter { !$0.hasPrefix("@") }
            return String((words.last ?? "").split(separator: ".").last ?? "")
        }
        let listed = parts.count > 1 ? parts[1].split(whereSeparator: { $0 == "," || $0 == "&" }).map(name) : []
        return ([name(parts.first ?? "")], Set(listed))
    }

    @Test func everyConformanceInTheLibraryIsNonisolated() throws {
        let found = try Self.isolatedConformances(in: repositoryRoot.appendingPathComponent("Sources"))
        #expect(found == [], "main-actor isolated by inference, not written `nonisolated`: \(found)")
    }

    /// The check on a scratch folder: conformances and extensions without the word are named; the others, a
    /// generic constraint that mentions `View`, and a type named like a protocol are not.
    @Test func aConformanceWithoutTheWordIsNamed() throws {
        let source = """
            public struct Badge<Label: View>: Equatable, View {
            }
            extension View {
            }
            nonisolated public struct Card: View {}
            struct Box<Content: View>: Sendable {}
            extension Box: @unchecked Sendable where Content: View {}
            @frozen public struct Row
                : Hashable, ShipPlot.ChartContent
            {
            }
            nonisolated extension ChartContent where Self == Row {}
            """
        let found = try withScratchSource(source, Self.isolatedConformances(in:))
        #expect(found == ["A.swift:1", "A.swift:3", "A.swift:8"], "\(found)")
    }
}
