// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// Renders every gallery chart into a folder (default ./gallery) as PNGs, plus an index.md.
// Usage: swift run Gallery [output-folder]
import Foundation
import GalleryCharts

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "gallery", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var index = "# ShipPlot gallery\n\n"
    for entry in Gallery.entries {
        let file = folder.appendingPathComponent(entry.name + ".png")
        try entry.png().write(to: file, options: .atomic)
        index += "## \(entry.name)\n\(entry.family)\n\n![\(entry.family)](\(entry.name).png)\n\n"
        print("wrote \(file.path)")
    }
    try Gallery.overview.pngData().write(to: folder.appendingPathComponent("overview.png"), options: .atomic)
    try Data(index.utf8).write(to: folder.appendingPathComponent("index.md"), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
    exit(1)
}
