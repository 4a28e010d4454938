// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Swift files under `folder`, at any depth, with their text: what the tests that read the sources walk.
public func swiftSources(under folder: URL) throws -> [(file: URL, text: String)] {
    var sources: [(file: URL, text: String)] = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        sources.append((file, try String(contentsOf: file, encoding: .utf8)))
    }
    return sources
}

/// Runs `body` on a fresh scratch folder holding one file, `A.swift`, with `source`, and removes the folder after:
/// how a check over the repository's sources is tried on a case written for it.
public func withScratchSource<T>(_ source: String, _ body: (URL) throws -> T) throws -> T {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    try source.write(to: scratch.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    return try body(scratch)
}
