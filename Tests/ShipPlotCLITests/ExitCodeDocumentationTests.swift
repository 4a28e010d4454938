// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlotCLI

/// The exit codes are described once, by `ExitCode`: help and the man page are made from it, and the tables of
/// the README and `docs/cli.md` must say what it says, row for row.
@Suite struct ExitCodeDocumentationTests {
    /// The table `ExitCode.documented` gives, as the documents write it.
    private static let expected = MarkdownTable(
        header: ["code", "meaning"], rows: ExitCode.documented.map { [$0.name, $0.meaning] }, line: 0)

    @Test(arguments: ["README.md", "docs/cli.md"])
    func theDocumentsTableIsTheEnums(_ path: String) throws {
        let tables = MarkdownTable.all(in: try repositoryText(path)).filter { $0.header == ["code", "meaning"] }
        #expect(tables.count == 1, "\(path) should have one table of exit codes (a \"| code | meaning |\" header)")
        let table = try #require(tables.first)
        let advice =
            "\(path):\(table.line): the exit codes differ from ExitCode.documented "
            + "(Sources/ShipPlotCLI/ArgumentParsing/ExitCode.swift); write the table as:\n\(Self.expected.markdown)"
        #expect(table.rows == Self.expected.rows, Comment(rawValue: advice))
    }

    /// Help's one sentence lists every code with its summary, in order.
    @Test func helpNamesEveryCode() {
        let sentence = ShipPlotCommandLine.tool.exitCodesText
        let codes =
            ExitCode.allCases.map { "\($0.rawValue) \($0.summary)" } + ["128 + N ended by signal N (130 Ctrl-C)"]
        #expect(sentence == "Exit codes: " + codes.joined(separator: ", ") + ".")
    }

    @Test func tablesAreReadAsGitHubWritesThem() {
        let text = """
            # Title

            | code | meaning |
            |:---|---:|
            | 0 | done, with `a \\| b` |
            | 1 | failure |

            ```
            | not | a table |
            |---|---|
            ```
            | not a table without a delimiter row |
            """
        let tables = MarkdownTable.all(in: text)
        #expect(tables.count == 1)
        #expect(tables.first?.header == ["code", "meaning"])
        #expect(tables.first?.rows == [["0", "done, with `a | b`"], ["1", "failure"]])
        #expect(tables.first?.line == 3)
    }
}
