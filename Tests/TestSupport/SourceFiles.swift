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
