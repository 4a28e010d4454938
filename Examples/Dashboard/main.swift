// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ChartViews
import Foundation
import ShipPlot

// Renders every view of the views corpus into the folder named by the first argument, as PNG (at 2×) and PDF.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: Dashboard FOLDER\n".utf8))
    exit(64)
}
let output = URL(fileURLWithPath: folder, isDirectory: true)
do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for entry in ViewCorpus.all {
        let renderer = ImageRenderer(content: entry.view)
        renderer.scale = 2
        renderer.isOpaque = true
        try renderer.write(to: output.appendingPathComponent(entry.name + ".png"))
        try renderer.write(to: output.appendingPathComponent(entry.name + ".pdf"))
        for diagnostic in try renderer.diagnostics() { print("\(entry.name): \(diagnostic)") }
    }
    print("wrote \(ViewCorpus.all.count) views to \(output.path)")
} catch {
    FileHandle.standardError.write(Data("Dashboard: \(error)\n".utf8))
    exit(1)
}
