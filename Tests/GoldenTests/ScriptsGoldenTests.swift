// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import PangoText
import ShipLog
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Step names, labels, titles and annotations in Japanese, Simplified Chinese, Korean, Arabic, Hebrew, Hindi and
/// emoji (a ZWJ sequence and a flag), drawn with the fonts pinned by file (golden-images/README.md lists them).
@Suite struct ScriptsGoldenTests {
    static let steps = [
        "スクリーンショット", "截图审核", "스크린샷", "لقطة شاشة", "צילום מסך", "स्क्रीनशॉट", "🚀 Launch 👩‍💻 🇯🇵",
    ]

    /// The fonts the goldens were drawn with (golden-images/README.md lists them).
    let shaper: TextShaper
    init() throws { shaper = try FallbackFonts.pinned() }

    /// A week of the steps above, ending 2026-11-16, in a temporary folder.
    private func withLog<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-scripts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let today = LogDate(year: 2026, month: 11, day: 16)!
        let days = (0..<7).map { offset in
            ShipDay(
                date: today.adding(days: -offset),
                steps: Self.steps.enumerated().flatMap { index, step in
                    Array(repeating: step, count: (index + offset) % 3 + (index == 0 ? 1 : 0))
                })
        }
        try ShipLog(steps: Self.steps, days: days).save(to: folder.appendingPathComponent("log.json"))
        return try await body(folder)
    }

    /// Runs `shipplot` in-process on the log in `folder`; returns its exit code and stderr.
    @discardableResult
    private func shipplot(_ arguments: [String], in folder: URL) -> (code: Int32, errors: String) {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var errors = ""
        }
        let sink = Sink()
        var io = CommandIO(
            environment: ["HOME": folder.path, "TZ": "UTC"], currentDirectory: folder,
            writeOutput: { _ in }, writeError: { text in sink.lock.withLock { sink.errors += text } })
        io.shaper = shaper
        let code = ShipPlotCommandLine.main(
            arguments: arguments + ["--log", folder.appendingPathComponent("log.json").path, "--today", "2026-11-16"],
            io: io)
        return (code, sink.lock.withLock { sink.errors })
    }

    private func expectGolden(png: Data, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = checkGolden(png: png, suite: "scripts", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
    }

    /// Runs a chart command writing `name`.png and `name`.pdf and checks both against their goldens (for the
    /// PDF, its page `page` as pdftoppm renders it).
    private func expectCLIGoldens(_ arguments: [String], _ name: String, page: Int = 1) async throws {
        try await withLog { folder in
            for ext in ["png", "pdf"] {
                let out = folder.appendingPathComponent("\(name).\(ext)")
                let (code, errors) = shipplot(arguments + ["-o", out.path], in: folder)
                #expect(code == 0, Comment(rawValue: errors))
                let data = try Data(contentsOf: out)
                let png = ext == "png" ? data : try await rasterize(out, page: page)
                expectGolden(png: png, ext == "png" ? name : "\(name).pdf")
            }
        }
    }

    @Test func stackedChart() async throws {
        try await expectCLIGoldens(["stacked", "--width", "640", "--height", "400"], "stacked")
    }

    @Test func report() async throws {
        // Page 3 is the chart by step, whose legend names every step.
        try await expectCLIGoldens(["report", "--width", "480", "--height", "300"], "report", page: 3)
    }

    @Test func reportPDFTextGivesBackEveryStepName() async throws {
        try await withLog { folder in
            let pdf = folder.appendingPathComponent("report.pdf")
            let (code, errors) = shipplot(["report", "-o", pdf.path], in: folder)
            #expect(code == 0, Comment(rawValue: errors))
            let text = try await pdfText(pdf)
            // The legend gives each step a line of its own: every name, emoji included, comes back whole.
            let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            for step in Self.steps { #expect(lines.contains(step), "\(step) not a line of: \(text)") }
            // The glyphs that carry the emoji's text are made fully transparent by the incremental update.
            let bytes = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
            #expect(bytes.contains("<< /CA 0 /ca 0 >>"))
            #expect(try await runToEnd("/usr/bin/qpdf", ["--check", pdf.path]).status == 0, "qpdf --check")
        }
    }

    @Test func aMissingFontFamilyWarnsAndDrawsTheDefaultFamily() async throws {
        try await withLog { (folder: URL) throws -> Void in
            let plain = folder.appendingPathComponent("plain.png"), asked = folder.appendingPathComponent("font.png")
            #expect(shipplot(["stacked", "-o", plain.path], in: folder).code == 0)
            let (code, errors) = shipplot(
                ["stacked", "--font", "No Such Family 12", "-o", asked.path, "--quiet"], in: folder)
            #expect(code == 0)
            #expect(
                errors
                    == "shipplot: warning: font family \"No Such Family 12\" is not installed; using Inter\n")
            let plainPNG = try Data(contentsOf: plain)
            #expect(plainPNG == (try Data(contentsOf: asked)))
            let (installed, quiet) = shipplot(
                ["stacked", "--font", "WenQuanYi Micro Hei", "-o", asked.path, "--quiet"], in: folder)
            #expect(installed == 0 && quiet.isEmpty, Comment(rawValue: quiet))
            let familyPNG = try Data(contentsOf: asked)
            #expect(plainPNG != familyPNG)
        }
    }

    @Test func dslChart() async throws {
        var renderer = Self.dslRenderer()
        renderer.shaper = shaper
        expectGolden(png: try renderer.pngData(), "dsl")
        expectGolden(png: try await rasterizePDF(try renderer.pdfData()), "dsl.pdf")
    }

    @Test func rotatedLabels() async throws {
        // At 3× (PNG) and 216 dpi (PDF) an emoji is large enough that an unturned one fails the comparison.
        var renderers = Self.rotatedRenderers()
        renderers.vertical.scale = 3
        (renderers.vertical.shaper, renderers.dense.shaper) = (shaper, shaper)
        expectGolden(png: try renderers.vertical.pngData(), "rotated-vertical")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-rotated-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("rotated.pdf")
        try renderers.vertical.pdfData().write(to: pdf)
        expectGolden(png: try await rasterize(pdf, page: 1, dpi: 216), "rotated-vertical.pdf")
        expectGolden(png: try renderers.dense.pngData(), "rotated-dense")
    }

    /// Step names in every script as x labels turned by `AxisValueLabel(orientation: .vertical)`, and as many
    /// crowded labels as the chart auto-rotates.
    static func rotatedRenderers() -> (vertical: ChartRenderer, dense: ChartRenderer) {
        let rows = steps.enumerated().map { Release(step: $0.element, count: Double($0.offset % 4 + 1)) }
        let vertical = Chart(rows) { row in
            BarMark(x: .value("Step", row.step), y: .value("Count", row.count))
        }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .vertical) }
        }
        let dense = Chart(rows + rows.map { Release(step: $0.step + " 2", count: $0.count + 1) }) { row in
            BarMark(x: .value("Step", row.step), y: .value("Count", row.count))
        }
        return (ChartRenderer(vertical, width: 360, height: 320), ChartRenderer(dense, width: 360, height: 320))
    }

    struct Release: Identifiable {
        var step: String
        var count: Double
        var id: String { step }
    }

    /// Category labels, a title, a legend and annotations in every script.
    static func dslRenderer() -> ChartRenderer {
        let rows = steps.enumerated().map {
            Release(step: $0.element, count: Double([3, 5, 2, 4, 6, 1, 3][$0.offset]))
        }
        let notes = ["最多", "שיא", "न्यूनतम"]
        let chart = Chart(rows) { row in
            BarMark(x: .value("Step", row.step), y: .value("Count", row.count))
                .foregroundStyle(by: .value("Step", row.step))
                .annotation(position: .top) {
                    Text(row.count == 6 ? notes[1] : row.count == 5 ? notes[0] : row.count == 1 ? notes[2] : "")
                        .font(.caption)
                }
        }
        .chartXAxisLabel("ステップ · خطوة")
        .chartYAxisLabel("回数")
        var renderer = ChartRenderer(chart, width: 720, height: 420)
        renderer.title = "リリース準備 — 发布 · 출시 · إصدار · שחרור · रिलीज़ 🚀"
        return renderer
    }
}

/// The text `pdftotext` extracts from `url`, without the directional embeddings it wraps right-to-left lines in
/// (U+202A–U+202E, which are not in the PDF's text).
private func pdfText(_ url: URL) async throws -> String {
    let text = try await runToEnd("/usr/bin/pdftotext", ["-enc", "UTF-8", url.path, "-"]).stdoutText
    return String(String.UnicodeScalarView(text.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) }))
}

/// Page `page` of the PDF at `url` as a PNG, rendered at `dpi` by pdftoppm (72 as `rasterizePDF` does page 1).
private func rasterize(_ url: URL, page: Int, dpi: Int = 72) async throws -> Data {
    let prefix = url.deletingPathExtension().path + "-page"
    _ = try await runToEnd(
        "/usr/bin/pdftoppm",
        ["-r", "\(dpi)", "-png", "-singlefile", "-f", "\(page)", "-l", "\(page)", url.path, prefix])
    return try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))
}
