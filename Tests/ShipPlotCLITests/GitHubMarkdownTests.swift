// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

@testable import ShipPlotCLI

/// `report.md` is read on GitHub: cmark-gfm's extensions (strikethrough, autolinks, tables) and GitHub's math and
/// `:emoji:` shortcodes must find nothing in a title or a step name either.
@Suite struct GitHubMarkdownTests {
    static let hostile = [
        "~~struck~~", "see www.evil.example now", "http://evil.example/x", "mail a@evil.example", ":smile: done",
        "$x^2$ math", "xmpp:a@evil.example", "https://evil.example", "ftp://evil.example", "WWW.EVIL.EXAMPLE",
    ]

    @Test func extensionsGetReferencesOrSplits() {
        #expect(MarkdownText.inline("~~s~~") == "&#126;&#126;s&#126;&#126;")
        #expect(MarkdownText.inline("www.a.b") == "www&#46;a.b")
        #expect(MarkdownText.inline("http://a.b") == "http&#58;//a.b")
        #expect(MarkdownText.inline("a@b.c") == "a<!-- -->@b.c")
        #expect(MarkdownText.inline(":smile:") == "&#58;<!-- -->smile&#58;")
        #expect(MarkdownText.inline("QA: done $5") == "QA&#58; done &#36;5")
        #expect(MarkdownText.cell("a|~b") == "a\\|&#126;b")
    }

    /// Rendered by GitHub's own parser, the `cmark-gfm` program (Debian's cmark-gfm package, which
    /// Scripts/bootstrap --tests installs), with GitHub's extensions on and raw HTML kept: no link, no
    /// strikethrough, no `$…$` or `:name:` left in one run of text, in the heading or in a table cell.
    @Test func cmarkGFMFindsNothingToLink() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.cmark), "Scripts/bootstrap --tests installs cmark-gfm")
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: Self.hostile)])
        try box.write(log, to: "log.json")
        for title in Self.hostile {
            let run = box.run(["report", "--log", "log.json", "--markdown", "md", "--title", title])
            #expect(run.code == 0, "\(run.output.stderr)")
            let html = try #require(await Self.render(box.path("md/report.md")), "cmark-gfm failed")
            let tags = Set(html.matches(of: #/<([a-z][a-z0-9]*)/#).map { String($0.output.1) })
            #expect(
                tags == ["h1", "img", "p", "table", "tbody", "td", "th", "thead", "tr"],
                "\(title): \(tags.sorted())")
            // A shortcode is found within one run of text; tags and comments end a run.
            let runs = html.split(separator: #/<[^>]*>/#)
            let shortcodes = runs.flatMap { $0.matches(of: #/:[A-Za-z0-9_+-]+:/#).map { String($0.output) } }
            #expect(shortcodes.isEmpty, "\(title): \(shortcodes)")
            // GitHub finds math in the source's text (not in raw HTML), where a reference is no dollar sign.
            let source = try String(contentsOfFile: box.path("md/report.md"), encoding: .utf8)
            #expect(!source.replacing(#/<[^>]*>/#, with: "").contains("$"), "\(title)")
        }
    }

    /// A renderer in safe mode (cmark-gfm without --unsafe, as GitHub's own default, static-site
    /// generators with raw HTML off) drops raw HTML; report.md's charts are plain images, so every one still shows.
    @Test func safeModeShowsEveryChart() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.cmark), "Scripts/bootstrap installs cmark-gfm")
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "--markdown", "md"]).code == 0)
        let html = try #require(await Self.render(box.path("md/report.md"), safe: true), "cmark-gfm failed")
        let images = html.matches(of: #/<img src="([a-z-]+\.png)" alt="[^"]+"/#).map { String($0.output.1) }
        #expect(images == ["steps-per-day.png", "trend.png", "by-step.png", "latest-day.png"], "\(html)")
        #expect(!html.contains("raw HTML omitted"))
        for image in images { #expect(box.exists("md/" + image)) }
        // --picture is for renderers that allow HTML: there every chart shows too, and follows the theme.
        #expect(box.run(["report", "--log", "log.json", "--markdown", "pic", "--picture"]).code == 0)
        let unsafe = try #require(await Self.render(box.path("pic/report.md")), "cmark-gfm failed")
        #expect(
            unsafe.matches(of: #/<source media="\(prefers-color-scheme: dark\)" srcset="[a-z-]+-dark.png"/#).count == 4)
        #expect(unsafe.matches(of: #/<img src=/#).count == 4)
    }

    static let cmark = "/usr/bin/cmark-gfm"

    /// `file` as GitHub renders it: cmark-gfm with the extensions github.com turns on, raw HTML kept unless `safe`.
    static func render(_ file: String, safe: Bool = false) async throws -> String? {
        let arguments =
            (safe ? [] : ["--unsafe"])
            + ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].flatMap {
                ["-e", $0]
            }
        let child = try ChildProcess.start(arguments + [file], executable: cmark)
        let result = await offThePool { child.wait() }
        return result.status == 0 ? result.stdout : nil
    }
}
