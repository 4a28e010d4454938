// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

@testable import ShipPlotCLI

/// `report --markdown DIR --picture` on a GitHub-like page in headless Chromium, light and dark. The
/// dark PNGs are transparent, so a dark page (#0d1117) shows through them: no grey slab around a chart.
@Suite struct MarkdownBundleScreenshotTests {
    /// The bundle's files, written in-process into a fresh folder.
    private func bundle() throws -> [String: Data] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let io = CommandIO(
            environment: ["HOME": root.path, "TZ": "UTC"], currentDirectory: root, writeOutput: { _ in },
            writeError: { _ in })
        let arguments = [
            "report", "--today", "2026-11-16", "--markdown", "md", "--picture", "--width", "400", "--height", "250",
            "--scale", "1",
        ]
        #expect(ShipPlotCommandLine.main(arguments: arguments, io: io) == 0)
        var files: [String: Data] = [:]
        let folder = root.appendingPathComponent("md")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// The first chart of report.md as the page shows it, at (0, 0) and its own size, on `background`.
    private func page(_ files: [String: Data], background: String) throws -> String {
        let markdown = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        let picture = try #require(markdown.firstMatch(of: #/<picture>[\s\S]*?</picture>/#)).output
        var html = String(picture)
        for (name, data) in files where name.hasSuffix(".png") {
            html = html.replacingOccurrences(
                of: "\"\(name)\"", with: "\"data:image/png;base64,\(data.base64EncodedString())\"")
        }
        return "<!doctype html><html><head><style>body { margin: 0; background: \(background); } "
            + "img { display: block; }</style></head><body>\(html)</body></html>"
    }

    @Test(arguments: [("#ffffff", true), ("#0d1117", false)])
    func noSlabOnALightOrADarkPage(background: String, light: Bool) async throws {
        let files = try bundle()
        let html = try page(files, background: background)
        let dark = light ? "" : "<meta name=\"color-scheme\" content=\"dark\">"
        var flags = Chromium.flags
        flags.append("--blink-settings=preferredColorScheme=\(light ? 1 : 0)")
        let shot = try decodePNG(try await Chromium.screenshot(dark + html, width: 600, height: 400, flags: flags))
        let page = shot[590, 390]
        // The chart's margin (corners and the strip above its title) is the page's own colour.
        for (x, y) in [(2, 2), (397, 2), (200, 3), (2, 247), (397, 247)] {
            let pixel = shot[x, y]
            let distance = max(
                abs(Int(pixel.r) - Int(page.r)), abs(Int(pixel.g) - Int(page.g)), abs(Int(pixel.b) - Int(page.b)))
            #expect(distance <= 2, "\(background): \(pixel) at (\(x), \(y)) against the page's \(page)")
        }
        let pageColour = Int(background.dropFirst(), radix: 16)!
        #expect(Int(page.r) == pageColour >> 16 && Int(page.b) == pageColour & 0xFF, "\(page)")
        // And the chart itself is there: its bars differ from the page.
        let inked = (0..<400).contains { x in (0..<250).contains { y in shot[x, y].b > 200 && shot[x, y].r < 60 } }
        #expect(inked, "\(background): no blue bar drawn")
    }
}
