// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// `ShipPlotBench --png`: PNG writers compared on the same rendered pixels (time, size, decoded equality).
import Cairo
import Foundation
import ShipPlot

func pngMatrix(_ ids: [String], runs: Int) {
    let candidates: [(String, PNGEncoding?)] =
        [("cairo (libpng defaults)", nil)]
        + [1, 3, 4, 6, 9].flatMap { level in
            [PNGFilter.none, .up, .paeth, .adaptive].map { filter in
                ("level \(level) \(filter)", PNGEncoding(level: level, filter: filter))
            }
        }
    print("| writer | " + ids.map { "\($0) ms | \($0) bytes" }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---|---|", count: ids.count))
    var images: [(ImageSurface, [UInt8])] = []
    for id in ids {
        do {
            let surface = try workload(id).make().image()
            let reference = try ImageSurface(pngData: try surface.cairoPNGData()).pixelBytes()
            images.append((surface, reference))
        } catch {
            fail("\(id): \(error)")
        }
    }
    for (name, encoding) in candidates {
        var cells: [String] = []
        for (surface, reference) in images {
            var times: [Duration] = []
            var data = Data()
            let clock = ContinuousClock()
            for _ in 0..<runs {
                let start = clock.now
                do {
                    data = try encoding.map { try surface.pngData(encoding: $0) } ?? surface.cairoPNGData()
                } catch {
                    fail("\(name): \(error)")
                }
                times.append(clock.now - start)
            }
            let same = (try? ImageSurface(pngData: data).pixelBytes()) == reference
            cells.append(milliseconds(median(times)) + (same ? "" : " (PIXELS DIFFER)"))
            cells.append("\(data.count)")
        }
        print("| \(name) | " + cells.joined(separator: " | ") + " |")
    }
}
