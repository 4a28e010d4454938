import Foundation
import Testing

@testable import ShipPlotCLI

/// The man page says what `--help` says: both come from the command table.
@Suite struct ManPageTests {
    private let tool = ShipPlotCommandLine.tool
    private var page: String { manPage(for: tool) }

    @Test func everyCommandsHelpAppearsWholeInThePage() {
        let text = collapsed(plainText(ofTroff: page))
        for command in tool.commands {
            // Help wrapped at a width nothing reaches, so only the words and their order are compared.
            let help = collapsed(command.helpText(toolName: tool.name, width: 100_000))
            #expect(text.contains(help), "the man page differs from `shipplot \(command.name) --help`")
        }
    }

    @Test func everySectionOfTheToolsHelpAppearsInThePage() {
        let text = collapsed(plainText(ofTroff: page))
        for section in tool.helpText(width: 100_000).components(separatedBy: "\n\n") {
            #expect(text.contains(collapsed(section)), "missing from the man page: \(section)")
        }
    }

    @Test func pageIsWellFormedTroff() {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix(".TH \"SHIPPLOT\" 1 ") == true)
        #expect(page.hasSuffix("\n"))
        for name in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXAMPLES"] {
            #expect(lines.contains(".SH \(name)"))
        }
        for line in lines where !line.hasPrefix(".") { #expect(!line.hasPrefix("'")) }
    }

    @Test func textIsEscapedForTroff() {
        #expect(troffText(#".hidden C:\dir --log"#) == #"\&.hidden C:\edir \-\-log"#)
        #expect(troffText("'quoted'") == #"\&'quoted'"#)
        #expect(troffText("plain") == "plain")
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

private func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
