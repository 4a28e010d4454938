// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlotCLI

/// The man page says what `--help` says: both come from the command table.
@Suite struct ManPageTests {
    private let tool = ShipPlotCommandLine.tool
    private var page: String { manPage(for: tool) }

    @Test func everyCommandsHelpAppearsWholeInThePage() {
        let text = collapsed(plainText(ofTroff: page))
        for command in tool.commands {
            // Help wrapped at a width nothing reaches, so only the words and their order are compared; the usage
            // line is the subsection's synopsis, without help's "Usage:".
            var help = command.helpText(toolName: tool.name, width: 100_000).components(separatedBy: "\n\n")
            #expect(help.removeFirst() == "Usage: " + synopsis(command, toolName: tool.name))
            let body = help.map(withoutHeading).joined(separator: "\n")
            #expect(
                text.contains(collapsed(synopsis(command, toolName: tool.name) + "\n" + body)),
                "the man page differs from `shipplot \(command.name) --help`")
        }
    }

    @Test func everySectionOfTheToolsHelpAppearsInThePage() {
        let text = collapsed(plainText(ofTroff: page))
        for section in tool.helpText(width: 100_000).components(separatedBy: "\n\n") {
            if section.hasPrefix("Usage: ") {
                #expect(text.contains(String(section.dropFirst("Usage: ".count))))
            } else if section.hasPrefix("Exit codes: ") {
                continue  // EXIT STATUS lists them row by row (exitStatusEnvironmentAndFilesComeFromTheTable)
            } else if section.hasPrefix("Commands:") {
                // Each command is a subsection: its name, synopsis and abstract.
                for command in tool.commands { #expect(text.contains(collapsed(command.abstract))) }
            } else {
                #expect(text.contains(collapsed(withoutHeading(section))), "missing from the man page: \(section)")
            }
        }
    }

    @Test func sectionsAreThoseOfManPagesInTheirOrder() {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix(".TH \"SHIPPLOT\" 1 ") == true)
        #expect(page.hasSuffix("\n"))
        let sections = lines.filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(
            sections == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES",
                "EXAMPLES", "SEE ALSO",
            ])
        #expect(lines.filter { $0.hasPrefix(".SS ") } == tool.commands.map { ".SS \($0.name)" } + [".SS help"])
        // No heading doubled by help's own labels ("SYNOPSIS Usage:", "COMMANDS Commands:").
        let plain = plainText(ofTroff: page).split(separator: "\n").map(String.init)
        for label in ["Usage:", "Commands:", "Options:", "Arguments:"] { #expect(!plain.contains(label)) }
        #expect(!plain.contains { $0.hasPrefix("Usage: ") })
        for line in lines where !line.hasPrefix(".") { #expect(!line.hasPrefix("'")) }
    }

    @Test func exitStatusEnvironmentAndFilesComeFromTheTable() {
        let text = collapsed(plainText(ofTroff: page))
        for entry in tool.exitCodes + tool.environment + tool.files {
            let meaning = entry.meaning.replacingOccurrences(of: "`", with: "")
            #expect(text.contains(collapsed(entry.name + "\n" + meaning)), "\(entry.name)")
        }
        // The exit codes are the enum's, each case once, and the status of a signal.
        #expect(tool.exitCodes.map(\.name) == ExitCode.allCases.map { String($0.rawValue) } + ["128 + N"])
        #expect(tool.exitCodes.map(\.meaning) == ExitCode.allCases.map(\.meaning) + [ExitCode.signalled.meaning])
        #expect(tool.environment.map(\.name).contains("SHIPPLOT_LOG"))
        // Help states the same codes in one sentence.
        #expect(tool.helpText().contains("Exit codes: 0 ok, 1 failure, 64 usage error"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
    func manFormatsThePageWithoutWarnings() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-\(UUID().uuidString).1")
        try Data(page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let shown = try await runToEnd(
            "/usr/bin/man", ["--warnings", "-l", file.path],
            environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(shown.status == 0)
        #expect(shown.stderrText == "")
        for heading in ["EXIT STATUS", "ENVIRONMENT", "FILES", "SEE ALSO", "       shipplot add [options] STEP..."] {
            #expect(shown.stdoutText.contains(heading), "\(heading)")
        }
    }

    @Test func textIsEscapedForTroff() {
        #expect(troffText(#".hidden C:\dir --log"#) == #"\&.hidden C:\edir \-\-log"#)
        #expect(troffText("'quoted'") == #"\&'quoted'"#)
        #expect(troffText("plain") == "plain")
        #expect(troffTextWithCodeSpans("stdin for `import -`") == #"stdin for \fBimport \-\fR"#)
        #expect(troffTextWithCodeSpans(".`hidden` file") == #"\&.\fBhidden\fR file"#)
        #expect(troffTextWithCodeSpans("one ` backquote") == "one ` backquote")
    }

    @Test func hiddenOptionPrintsThePage() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["--generate-man-page"])
        #expect(code == 0)
        #expect(output.stdoutText == page)
        #expect(!tool.helpText().contains("man-page"))
        let (extraCode, extra) = box.run(["--generate-man-page", "week"])
        #expect(extraCode == 64)
        #expect(extra.stderr == "shipplot: unexpected argument \"week\" (see shipplot --help)\n")
    }
}

/// The words a reader sees: requests and font changes removed, escapes turned back into characters.
private func plainText(ofTroff troff: String) -> String {
    var out: [String] = []
    for line in troff.split(separator: "\n") {
        if line.hasPrefix(".SH ") || line.hasPrefix(".SS ") || line.hasPrefix(".") { continue }
        out.append(
            String(line)
                .replacingOccurrences(of: "\\\\f[BIR]", with: "", options: .regularExpression)
                .replacingOccurrences(of: "\\&", with: "")
                .replacingOccurrences(of: "\\-", with: "-")
                .replacingOccurrences(of: "\\(dq", with: "\"")
                .replacingOccurrences(of: "\\e", with: "\\"))
    }
    return out.joined(separator: "\n")
}

/// A help section without its label line ("Options:", "Arguments:", "Examples:"), as the man page lists it.
private func withoutHeading(_ section: String) -> String {
    let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.hasSuffix(":"), !first.contains(" ") else { return section }
    return lines.dropFirst().joined(separator: "\n")
}

private func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
