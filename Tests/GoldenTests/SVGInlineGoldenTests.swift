// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import ShipPlot
import TestSupport
import Testing

/// Two different charts inlined in one HTML page, as release notes and wikis do, rendered by headless Chromium
/// (installed by Scripts/bootstrap --tests; a missing browser fails the test rather than skipping it).
@Suite struct SVGInlineGoldenTests {
    /// Two charts whose cairo ids would collide (both have `glyph0-1`, `clip1`, `surface1`), with titles and
    /// alt text a page would carry.
    static func charts() throws -> (Data, Data) {
        var bars = ChartRenderer(
            Chart(Fixtures.week) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }, width: 480, height: 300)
        bars.calendar = Fixtures.calendar
        bars.title = "Steps per day"
        bars.altText = "Bar chart of steps per day, Nov 22 to Nov 28: 3, 5, 0, 2, 7, 4, 6."
        var line = ChartRenderer(
            Chart(Fixtures.steps) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.count))
                    .foregroundStyle(by: .value("Step", $0.step))
            }, width: 480, height: 300)
        line.calendar = Fixtures.calendar
        line.title = "Goal 1 each · by step"
        line.altText = "Stacked bars of four steps over ten days."
        return (try bars.svgData(), try line.svgData())
    }

    static func page(_ svgs: [Data], script: String = "") -> String {
        let inline = svgs.map { svg in
            String(decoding: svg, as: UTF8.self).split(separator: "\n", maxSplits: 1)[1]  // drop `<?xml …?>`
        }
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8">
            <style>body { margin: 0; background: #fff } svg { display: block }</style></head>
            <body>\(inline.joined(separator: "\n"))<pre id="result"></pre>\(script)</body></html>
            """
    }

    @Test func twoChartsInOnePageRenderAsTheirPNGs() async throws {
        let (first, second) = try Self.charts()
        let screenshot = try await Chromium.screenshot(Self.page([first, second]), width: 480, height: 600)
        let failure = checkGolden(png: screenshot, suite: "web", name: "two-inline-svgs")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    /// The invisible text layer is what Ctrl+F finds and what a selection copies, in both charts.
    @Test func findInPageFindsEachChartsLabels() async throws {
        let (first, second) = try Self.charts()
        let script = """
            <script>
            const found = ["Nov 25", "Steps per day", "Final QA", "Goal 1 each", "no such label"].map(text => {
                getSelection().removeAllRanges();
                return window.find(text) ? getSelection().toString() : "missing";
            });
            document.getElementById("result").textContent = found.join("|");
            </script>
            """
        let dom = try await Chromium.dumpDOM(Self.page([first, second], script: script))
        #expect(dom.contains("<pre id=\"result\">Nov 25|Steps per day|Final QA|Goal 1 each|missing</pre>"))
    }

    @Test func eachSVGIsValidXMLWithItsOwnIdsAndThePNGsSize() async throws {
        let (first, second) = try Self.charts()
        let ids = [first, second].map { svg in
            Set(String(decoding: svg, as: UTF8.self).matches(of: /id="([^"]+)"/).map { String($0.1) })
        }
        #expect(ids[0].count > 10 && ids[1].count > 10)
        #expect(ids[0].isDisjoint(with: ids[1]))
        for svg in [first, second] {
            try await Tool.run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
            let png = try await Tool.run("/usr/bin/rsvg-convert", ["--format", "png"], input: svg)
            let image = try decodePNG(png)
            #expect(image.width == 480 && image.height == 300, "rsvg-convert draws at the PNG's size")
        }
    }
}

/// Headless Chromium, as Debian packages it (`chromium`, run as root here, hence no sandbox).
enum Chromium {
    static let flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
        "--font-render-hinting=none", "--disable-lcd-text",
    ]

    static func screenshot(_ html: String, width: Int, height: Int, flags: [String] = flags) async throws -> Data {
        try await withPage(html) { page, folder in
            let shot = folder.appendingPathComponent("shot.png")
            try await Tool.run(
                "/usr/bin/chromium",
                flags + ["--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString])
            return try Data(contentsOf: shot)
        }
    }

    static func dumpDOM(_ html: String) async throws -> String {
        try await withPage(html) { page, _ in
            String(
                decoding: try await Tool.run("/usr/bin/chromium", flags + ["--dump-dom", page.absoluteString]),
                as: UTF8.self)
        }
    }

    private static func withPage<T>(_ html: String, _ body: (URL, URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        return try await body(page, folder)
    }
}

/// Runs a command-line tool and returns its standard output; a missing tool or a non-zero exit is an error.
/// Waits without holding a thread of the cooperative pool.
enum Tool {
    @discardableResult
    static func run(_ path: String, _ arguments: [String], input: Data? = nil) async throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw GoldenError("\(path) is missing; run Scripts/bootstrap --tests")
        }
        let result = try await runToEnd(path, arguments, input: input)
        guard result.status == 0 else {
            throw GoldenError("\(path) \(arguments.first ?? "") exited with \(result.status)")
        }
        return result.stdout
    }
}
