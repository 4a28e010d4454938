// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// The report PDF as PDF readers see it, read back with poppler's `pdfinfo` and `qpdf --json` (both installed by
/// Scripts/bootstrap --tests; a missing tool fails the test).
@Suite struct ReportPDFTests {
    private static func tool(_ path: String, _ arguments: [String]) async throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(path): run Scripts/bootstrap --tests"])
        }
        let result = try await runToEnd(path, arguments)
        #expect(result.status == 0, "\(path) \(arguments)")
        return result.stdout
    }

    /// The report of the fixture log, with `arguments` added; the file lives as long as the sandbox.
    private static func report(_ arguments: [String]) throws -> (Sandbox, String, Data) {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["report", "--log", "log.json", "-o", "r.pdf"] + arguments)
        #expect(code == 0, "\(output.stderr)")
        return (box, box.path("r.pdf"), try #require(box.bytes("r.pdf")))
    }

    private static func pdfinfoTitle(_ path: String) async throws -> String? {
        let info = String(decoding: try await tool("/usr/bin/pdfinfo", [path]), as: UTF8.self)
        return info.split(separator: "\n").first { $0.hasPrefix("Title:") }.map {
            $0.dropFirst("Title:".count).trimmingCharacters(in: .whitespaces)
        }
    }

    private static func qpdfJSON(_ path: String) async throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: try await tool("/usr/bin/qpdf", ["--json", path])) as? [String: Any])
    }

    @Test func titleIsTheReportsAndEveryChartKeepsItsDatesUnderACustomTitle() async throws {
        let (box, path, _) = try Self.report(["--title", "v2.4 prep"])
        #expect(try await Self.pdfinfoTitle(path) == "v2.4 prep")
        let outlines = try #require(try await Self.qpdfJSON(path)["outlines"] as? [[String: Any]])
        #expect(
            outlines.compactMap { $0["title"] as? String } == [
                "v2.4 prep · Steps per day · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "v2.4 prep · Trend · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "v2.4 prep · By step · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "v2.4 prep · Latest day · Nov\u{A0}27,\u{A0}2026 · goal 1 each",
            ])
        #expect(outlines.compactMap { $0["destpageposfrom1"] as? Int } == [1, 2, 3, 4], "one bookmark per page")
        withExtendedLifetime(box) {}
    }

    @Test func defaultTitleNamesTheReportNotItsFirstChart() async throws {
        let (box, path, pdf) = try Self.report([])
        #expect(try await Self.pdfinfoTitle(path) == "Release prep · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026")
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Creator (ShipPlot)") && !text.contains("/CreationDate") && !text.contains("/ModDate"))
        #expect(try Self.report([]).2 == pdf, "the same log gives the same bytes")
        let (untitledBox, untitledPath, _) = try Self.report(["--title", ""])
        #expect(try await Self.pdfinfoTitle(untitledPath) == "Release prep · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026")
        withExtendedLifetime((box, untitledBox)) {}
    }

    /// Each page is a tagged Figure of one Document whose /Alt is that chart's alt text (`--alt-text` prints them).
    @Test func eachPageIsATaggedFigureWithTheChartsAltText() async throws {
        let (box, path, _) = try Self.report([])
        let altTexts = box.run(["report", "--log", "log.json", "-o", "again.pdf", "--alt-text"]).output.stdoutText
            .split(separator: "\n\n").map { $0.trimmingCharacters(in: .newlines) }
        #expect(altTexts.count == 4)
        let json = try await Self.qpdfJSON(path)
        let pages = try #require(json["pages"] as? [[String: Any]]).compactMap { $0["object"] as? String }
        let objects = try #require(((json["qpdf"] as? [Any])?.last as? [String: Any]))
        let values = objects.values.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }
        let catalog = try #require(values.first { $0["/Type"] as? String == "/Catalog" })
        #expect((catalog["/MarkInfo"] as? [String: Any])?["/Marked"] as? Bool == true)
        #expect((catalog["/ViewerPreferences"] as? [String: Any])?["/DisplayDocTitle"] as? Bool == true)
        let figures = values.filter { $0["/S"] as? String == "/Figure" }
        #expect(figures.count == 4)
        for (page, altText) in zip(pages, altTexts) {
            let figure = figures.first { $0["/Pg"] as? String == page }
            #expect(figure?["/Alt"] as? String == "u:" + altText, "page \(page)")
        }
        let check = String(decoding: try await Self.tool("/usr/bin/qpdf", ["--check", path]), as: UTF8.self)
        #expect(check.contains("No syntax or stream encoding errors found"))
    }
}
