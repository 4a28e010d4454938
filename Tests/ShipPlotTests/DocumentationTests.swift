import Foundation
import Testing

/// The DocC catalog repeats the README's compatibility table; the two must not drift apart.
@Suite struct DocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rows of the first table after `heading` (lines starting with `|`).
    private func tableRows(in relativePath: String, after heading: String) throws -> [String] {
        let text = try String(contentsOf: Self.root.appendingPathComponent(relativePath), encoding: .utf8)
        let start = try #require(text.range(of: heading)).upperBound
        let lines = text[start...].split(separator: "\n", omittingEmptySubsequences: false)
        let table = lines.drop(while: { !$0.hasPrefix("|") }).prefix(while: { $0.hasPrefix("|") })
        return table.map(String.init)
    }

    @Test func compatibilityTableMatchesTheReadme() throws {
        let readme = try tableRows(in: "README.md", after: "## Swift Charts compatibility")
        let article = try tableRows(
            in: "Sources/ShipPlot/ShipPlot.docc/SwiftChartsCompatibility.md", after: "# Swift Charts Compatibility")
        #expect(readme.count > 20)
        #expect(
            article == readme,
            "update Sources/ShipPlot/ShipPlot.docc/SwiftChartsCompatibility.md with the README's table")
    }
}
