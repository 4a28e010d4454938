// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation

/// Decodes a PNG into straight RGBA pixels through cairo.
public func decodePNG(_ data: Data) throws -> RGBAImage {
    let surface = try ImageSurface(pngData: data)
    return try RGBAImage.fromPremultipliedBGRA(
        width: surface.width, height: surface.height, stride: surface.stride,
        bytes: surface.pixelBytes())
}

/// Encodes straight RGBA pixels as a PNG through cairo.
public func encodePNG(_ image: RGBAImage) throws -> Data {
    let surface = try ImageSurface(width: max(1, image.width), height: max(1, image.height))
    surface.withPixelBytes { image.writePremultipliedBGRA(into: $0, stride: surface.stride) }
    return try surface.pngData()
}

/// Renders page 1 of a PDF to PNG at 72 dpi with poppler's `pdftoppm`, as cairo's own tests do. Waits for it
/// without holding a thread of the caller's pool.
public func rasterizePDF(_ pdf: Data) async throws -> Data {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-pdf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("page.pdf")
    try pdf.write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
    process.arguments = [
        "-r", "72", "-png", "-singlefile", "-f", "1", "-l", "1", input.path,
        folder.appendingPathComponent("page").path,
    ]
    let status = try await exitStatus(of: process)
    guard status == 0 else { throw GoldenError("pdftoppm exited with \(status); install poppler-utils") }
    return try Data(contentsOf: folder.appendingPathComponent("page.png"))
}

/// Starts `process` and returns its exit status once its termination handler runs: no thread blocks meanwhile.
func exitStatus(of process: Process) async throws -> Int32 {
    try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
}

/// A problem with the golden machinery itself (not a mismatch).
public struct GoldenError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Compares a rendered PNG with `golden-images/<suite>/<name>.png` and applies the record mode.
///
/// Returns nil when the test passes, or a failure message naming the golden, the comparison figures and where
/// the expected, actual and diff images were written. A golden that is recorded still fails once, so nobody
/// records by accident; with `CI=true` nothing is ever recorded.
public func checkGolden(
    png actualData: Data, suite: String, name: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: String = #filePath
) -> String? {
    do {
        guard let root = packageRoot(startingAt: filePath) else {
            throw GoldenError("no Package.swift above \(filePath)")
        }
        let golden = root.appendingPathComponent("golden-images/\(suite)/\(name).png")
        let relative = "golden-images/\(suite)/\(name).png"
        let mode = try RecordMode.current(environment: environment)
        let actual = try decodePNG(actualData)
        let exists = FileManager.default.fileExists(atPath: golden.path)
        var result: ImageComparisonResult?
        if exists {
            result = compareImages(expected: try decodePNG(try Data(contentsOf: golden)), actual: actual)
        }
        switch mode.outcome(referenceExists: exists, comparisonPassed: result?.passes ?? false) {
        case .pass:
            return nil
        case .recordAndFail(let reason):
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actualData.write(to: golden, options: .atomic)
            return "\(relative): \(reason); open it, check it is right, and run the tests again"
        case .failMissingReference:
            return "missing \(relative); record it with SHIPPLOT_RECORD_GOLDENS=missing (never under CI)"
        case .fail:
            let folder = artifactDirectory(suite: suite, case: name, environment: environment, filePath: filePath)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let expected = try decodePNG(try Data(contentsOf: golden))
            try actualData.write(to: folder.appendingPathComponent("actual.png"))
            try encodePNG(expected).write(to: folder.appendingPathComponent("expected.png"))
            if let diff = result?.diffImage {
                try encodePNG(diff).write(to: folder.appendingPathComponent("diff.png"))
                try encodePNG(triptych(expected: expected, actual: actual, diff: diff))
                    .write(to: folder.appendingPathComponent("triptych.png"))
            }
            try encodePNG(amplifiedDifference(expected: expected, actual: actual))
                .write(to: folder.appendingPathComponent("amplified.png"))
            return "\(relative) differs: \(result?.summary ?? "no comparison"); artifacts in \(folder.path)"
        }
    } catch {
        return "golden \(suite)/\(name): \(error)"
    }
}
