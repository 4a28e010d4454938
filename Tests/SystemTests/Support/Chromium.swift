// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import TestSupport

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
