// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

@testable import ShipPlotCLI

/// User strings that reach `report.md` or a terminal stay inert.
@Suite struct MarkdownInjectionTests {
    /// Step names that became live links, images and HTML in Python-Markdown and markdown-it before the fix:
    /// a bracket sharing a grapheme cluster with a combining mark, ZWJ or U+0600 was not escaped, and neither
    /// was anything in the `#` heading.
    static let hostileSteps = [
        "x]\u{301}(javascript:alert(1))", "\u{0600}[a](http://evil.example)", "![i](http://evil.example/i.png)",
        "<img src=x onerror=alert(1)>", "y\u{200D}](http://evil.example)", "`code`", "<http://evil.example>",
        "&lt;b&gt;", "*em* _em_", "a\\", "#",
    ]

    static func hostileLog() throws -> ShipLog {
        let steps = ["Screenshots"] + hostileSteps
        return try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: steps)])
    }

    @Test func escapingIsPerScalarNotPerCharacter() {
        // Each of these is one Swift Character holding a bracket; a Markdown parser sees the bracket.
        #expect(MarkdownText.inline("]\u{301}") == "\\]\u{301}")
        // (Kept out of #expect: the macro re-spells "\u{0600}\\[" itself and trips on the same cluster.)
        let prepended = MarkdownText.inline("\u{0600}["), escapedPrepended = "\u{0600}\\["
        #expect(prepended == escapedPrepended)
        #expect(MarkdownText.inline("a\u{200D}]") == "a\u{200D}\\]")
        #expect(MarkdownText.inline("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;")
        let mixed = MarkdownText.inline("Release 4.2 [beta] & `x` *y* #1!")
        let expected = ##"Release 4.2 \[beta\] &amp; \`x\` \*y\* \#1\!"##
        #expect(mixed == expected)
        #expect(MarkdownText.inline("Nov\u{A0}22\nline") == "Nov 22 line")
    }

    /// `report --steps '<img src=x onerror=…>' --markdown DIR` wrote the heading raw: live HTML.
    @Test func theHeadingIsEscapedWithAFilterOrATitle() throws {
        let box = try Sandbox()
        try box.write(Self.hostileLog(), to: "log.json")
        let code = box.run([
            "report", "--log", "log.json", "--markdown", "md", "--steps", "<img src=x onerror=alert(1)>",
        ]).code
        #expect(code == 0)
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        #expect(markdown.hasPrefix("# Release prep · Nov 22 – Nov 28, 2026 · &lt;img src=x onerror=alert(1)&gt;\n"))
        let titled = box.run(["report", "--log", "log.json", "--markdown", "t", "--title", "<b>[x](y)</b> #"])
        #expect(titled.code == 0)
        let text = String(decoding: try #require(box.bytes("t/report.md")), as: UTF8.self)
        #expect(text.hasPrefix("# &lt;b&gt;\\[x\\](y)&lt;/b&gt; \\#\n"))
    }

    @Test func hostileStepNamesStayTextInTheAltText() throws {
        let box = try Sandbox()
        try box.write(Self.hostileLog(), to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "--markdown", "md", "--picture"]).code == 0)
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        // In the plain images' alt text (the default), Markdown escapes: the only link target is the PNG.
        #expect(box.run(["report", "--log", "log.json", "--markdown", "plain"]).code == 0)
        let plain = String(decoding: try #require(box.bytes("plain/report.md")), as: UTF8.self)
        let images = plain.split(separator: "\n").filter { $0.hasPrefix("![") }
        #expect(images.count == 4)
        for line in images { #expect(unescapedCount(of: "](", in: String(line)) == 1, "\(line)") }
        // In the data tables, Markdown escapes; in the alt attributes, character references.
        #expect(markdown.contains("x\\]\u{301}(javascript&#58;<!-- -->alert(1))"))
        let prependedLink = "\u{0600}\\[a\\](http&#58;//evil.example)"
        #expect(markdown.contains(prependedLink))
        #expect(markdown.contains("y\u{200D}\\](http&#58;//evil.example)"))
        #expect(markdown.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(markdown.contains("x&#93;\u{301}(javascript:alert(1))"))
        #expect(!markdown.contains("<img src=x") && !markdown.contains("<http"))
        for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
            // No unescaped "](" in a table row: no link.
            #expect(unescapedCount(of: "](", in: String(line)) == 0, "\(line)")
        }
        for line in markdown.split(separator: "\n") where line.hasPrefix("<img ") {
            #expect(!line.contains("](") && line.filter { $0 == "\"" }.count == 8, "\(line)")
        }
    }

    /// A real consumer: Python-Markdown and markdown-it-py (CommonMark, HTML on) when python3 has them. The
    /// rendered HTML may hold only the heading, paragraphs and our four pictures (the tables stay text without
    /// the tables extension).
    @Test func realMarkdownRenderersShowNoLiveHTML() async throws {
        let box = try Sandbox()
        try box.write(Self.hostileLog(), to: "log.json")
        for picture in [true, false] {
            try await expectOnlyOurHTML(box, picture: picture)
        }
    }

    private func expectOnlyOurHTML(_ box: Sandbox, picture: Bool) async throws {
        let code = box.run(
            [
                "report", "--log", "log.json", "--markdown", "md", "--steps",
                "<img src=x onerror=alert(1)>,\u{0600}[a](http://evil.example),Screenshots",
            ] + (picture ? ["--picture"] : [])
        ).code
        #expect(code == 0)
        let script = """
            import re, sys
            text = open(sys.argv[1], encoding='utf-8').read()
            outs = []
            try:
                import markdown
                outs.append(markdown.markdown(text))
            except ImportError:
                pass
            try:
                from markdown_it import MarkdownIt
                outs.append(MarkdownIt('commonmark').render(text))
            except ImportError:
                pass
            for html in outs:
                tags = sorted(set(re.findall(r'<\\s*/?\\s*([A-Za-z][A-Za-z0-9]*)', html)))
                srcs = re.findall(r'<img[^>]*src="([^"]*)"', html)
                print(len(outs), tags, srcs, 'href' in html, 'onerror=' in html and '<img src="x"' in html)
            """
        guard let output = try await runPython(script, arguments: [box.path("md/report.md")]), !output.isEmpty else {
            return  // No python3 with a Markdown package: the exact-text tests above still hold.
        }
        for line in output.split(separator: "\n") {
            #expect(
                line.hasSuffix(
                    (picture ? "['h1', 'img', 'p', 'picture', 'source']" : "['h1', 'img', 'p']")
                        + " ['steps-per-day.png', 'trend.png', 'by-step.png', "
                        + "'latest-day.png'] False False"),
                "\(line)")
        }
    }

    @Test func controlCharactersInATitleAreRefused() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        for (title, name) in [
            ("a\nb", "U+000A"), ("a\u{1B}[31mb", "U+001B"), ("\u{7}", "U+0007"), ("a\rb", "U+000D"),
            ("a\u{2028}b", "U+2028"), ("a\u{85}b", "U+0085"),
        ] {
            let (code, output) = box.run(["report", "--log", "log.json", "--markdown", "md", "--title", title])
            #expect(code == 64)
            #expect(output.stderr.hasPrefix("shipplot report: --title: "), "\(output.stderr)")
            #expect(output.stderr.contains("contains control character \(name), expected one line of printable text"))
            #expect(output.stderr.split(separator: "\n").count == 1)
            #expect(!box.exists("md"))
        }
        #expect(box.run(["week", "--log", "log.json", "--title", "a\u{1B}b", "-o", "w.png"]).code == 64)
        #expect(!box.exists("w.png"))
    }

    private func unescapedCount(of needle: String, in line: String) -> Int {
        var count = 0
        var escaped = false
        let scalars = Array(line.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        for index in scalars.indices {
            if escaped { escaped = false; continue }
            if scalars[index] == "\\" { escaped = true; continue }
            if Array(scalars[index..<min(index + target.count, scalars.count)]) == target { count += 1 }
        }
        return count
    }
}

/// Runs `python3 -c script arguments…`; `nil` when there is no python3 or it fails.
func runPython(_ script: String, arguments: [String]) async throws -> String? {
    guard let result = try? await runToEnd("/usr/bin/env", ["python3", "-c", script] + arguments),
        result.status == 0
    else { return nil }
    return result.stdoutText
}

/// Bidi overrides and other invisible format characters.
@Suite struct TerminalSpoofingTests {
    static let spoofs = [
        "Final\u{202E}AQ", "a\u{2066}b\u{2069}c", "Screen\u{200B}shots", "x\u{200F}y", "q\u{061C}r",
        "soft\u{AD}hyphen", "a\u{2060}b", "lro\u{202D}x", "mid\u{FEFF}dle", "han\u{3164}gul",
        "c\u{034F}gj",
    ]

    /// `add --new-step 'Final\u{202E}AQ'` was accepted and printed raw, reordering the terminal line.
    @Test func newStepNamesWithInvisibleFormatCharactersAreRefused() throws {
        let box = try Sandbox()
        for name in Self.spoofs {
            let (code, output) = box.run(["add", name, "--new-step", "--log", "log.json"])
            #expect(code == 64, "\(name)")
            #expect(output.stderr.contains("contains invisible character U+"), "\(output.stderr)")
            #expect(!output.stderr.hasHiddenScalar, "\(output.stderr)")
            #expect(!box.exists("log.json"))
        }
        // Joiners stay allowed: emoji sequences and Persian spelling need them.
        #expect(
            box.run([
                "add", "👩\u{200D}💻 review", "می\u{200C}خواهم", "❤\u{FE0F} fixes",
                "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} build", "--new-step",
                "--log", "log.json",
            ]).code == 0)
        #expect(throws: ShipLogError.self) {
            var log = ShipLog()
            try log.add("Final\u{202E}AQ", on: LogDate("2026-11-28")!, today: LogDate("2026-11-28")!)
        }
    }

    /// Names already in a log (imported, or from an older version) are kept and shown escaped.
    @Test func existingNamesAreShownEscapedByLogAndImport() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: Self.spoofs)])
        try box.write(log, to: "in.json")
        let imported = box.run(["import", "in.json", "--log", "log.json"])
        #expect(imported.code == 0)
        #expect(
            !imported.output.stdoutText.hasHiddenScalar,
            "\(imported.output.stdoutText)")
        #expect(imported.output.stdoutText.contains("\"Final\\u202EAQ\""))
        let listed = box.run(["log", "--expand", "--log", "log.json"])
        #expect(listed.code == 0)
        #expect(!listed.output.stdoutText.hasHiddenScalar)
        #expect(listed.output.stdoutText.contains("    Final\\u202EAQ ×1\n"))
        #expect(listed.output.stdoutText.contains("    a\\u2066b\\u2069c ×1\n"))
        // `log --json` too: the same strings to a JSON reader, escaped on the terminal.
        let json = box.run(["log", "--json", "--log", "log.json"])
        #expect(!json.output.stdoutText.hasHiddenScalar)
        #expect(json.output.stdoutText.contains(#""Final\u202EAQ": 1"#))
        let parsed = try JSONSerialization.jsonObject(with: json.output.stdout) as? [[String: Any]]
        let names = (parsed?.first?["steps"] as? [String: Any]).map { Set($0.keys) }
        #expect(names == Set(Self.spoofs), "the JSON still names the same steps")
        // Logging an existing name again is fine, and the confirmation is escaped too.
        let again = box.run(["add", "Final\u{202E}AQ", "--log", "log.json", "--on", "2026-11-27"])
        #expect(again.code == 0, "\(again.output.stderr)")
        #expect(again.output.stdoutText.hasPrefix("Logged Final\\u202EAQ on "))
    }

    /// A value holding a scalar past U+FFFF that needs an escape (a language tag, U+E0001) trapped while the
    /// error message was written ("Negative count not allowed", exit 132).
    @Test func escapesOfScalarsPastU_FFFFDoNotCrash() throws {
        let box = try Sandbox()
        let run = box.run(["week", "--theme", "x\u{E0001}y", "-o", "w.png", "--log", "log.json"])
        #expect(run.code == 64, "\(run.output.stderr)")
        #expect(run.output.stderr.contains("\"x\\uE0001y\""), "\(run.output.stderr)")
        #expect(!box.exists("w.png"))
        #expect(VisibleText.escaped("tag\u{E0001}") == "tag\\uE0001")
    }

    /// `remove` listed the removed day's step names raw, and `--alt-text` printed them raw on the terminal.
    @Test func removeAndAltTextShowExistingNamesEscaped() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [
            ShipDay(date: LogDate("2026-11-27")!, steps: Self.spoofs),
            ShipDay(date: LogDate("2026-11-26")!, steps: ["Final\u{202E}AQ"]),
        ])
        try box.write(log, to: "log.json")
        for arguments in [
            ["stacked", "-o", "s.png", "--alt-text", "--today", "2026-11-28"],
            ["report", "-o", "r.pdf", "--alt-text", "--today", "2026-11-28"],
            ["remove", "--on", "2026-11-27", "--dry-run"], ["remove", "--on", "2026-11-26"],
        ] {
            let run = box.run(arguments + ["--log", "log.json"])
            #expect(run.code == 0, "\(arguments): \(run.output.stderr)")
            #expect(
                !run.output.stdoutText.hasHiddenScalar,
                "\(arguments): \(run.output.stdoutText)")
            #expect(run.output.stdoutText.contains("Final\\u202EAQ"), "\(arguments): \(run.output.stdoutText)")
        }
    }
}

extension String {
    /// Whether any scalar but a line feed would not show as itself on a terminal (``VisibleText``'s rule).
    var hasHiddenScalar: Bool { VisibleText.firstHidden(in: replacingOccurrences(of: "\n", with: " ")) != nil }
}
