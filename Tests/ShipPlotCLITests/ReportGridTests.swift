// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

@testable import ShipPlotCLI

/// In `report -o r.png` the bottom-left chart has a legend and the bottom-right none, so their
/// x axes sat 25 pt apart and their grid lines 97.5 and 104 pt apart. The grid now lines every plot area up.
@Suite struct ReportGridTests {
    /// The renderers `shipplot arguments…` drew, in order, on the built-in sample ending 2026-11-28.
    private func renderers(_ arguments: [String]) throws -> [ChartRenderer] {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        let box = try Sandbox()
        var io = CommandIO(
            environment: ["HOME": box.path("."), "TZ": "UTC"], currentDirectory: box.root,
            writeOutput: { _ in }, writeError: { _ in })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        #expect(ShipPlotCommandLine.main(arguments: arguments + ["--today", "2026-11-28"], io: io) == 0)
        return sink.lock.withLock { sink.renderers }
    }

    @Test func plotAreasLineUpAcrossRowsAndColumns() throws {
        let grid = try renderers(["report", "-o", "r.png"])
        #expect(grid.count == 4)
        let frames = try grid.map { try $0.plotFrame() }
        for frame in frames.dropFirst() {
            #expect(abs(frame.x - frames[0].x) < 0.01 && abs(frame.width - frames[0].width) < 0.01, "\(frames)")
            #expect(abs(frame.y - frames[0].y) < 0.01 && abs(frame.height - frames[0].height) < 0.01, "\(frames)")
        }
        // The bottom row: x axes (the plots' bottom edges) at one height, and with both y domains 0...4, grid
        // lines equally spaced.
        let (left, right) = (frames[2], frames[3])
        #expect(abs((left.y + left.height) - (right.y + right.height)) < 0.01)
        #expect(abs(left.height / 4 - right.height / 4) < 0.01)

        // The charts alone (as report.md shows them) keep their own layouts: the legend takes the stacked
        // chart's room.
        let alone = try renderers(["report", "--markdown", "md", "--scale", "1"]).enumerated()
            .filter { $0.offset % 2 == 0 }.map { try $0.element.plotFrame() }
        #expect(alone.count == 4)
        let shift = (alone[3].y + alone[3].height) - (alone[2].y + alone[2].height)
        #expect(shift > 20, "the legend moves the stacked chart's axis up: \(shift) pt")
    }

    @Test func aTitleThatWrapsInOneChartStillLinesUp() throws {
        let grid = try renderers([
            "report", "-o", "r.svg", "--width", "300", "--height", "260", "--steps", "Screenshots,Final QA",
        ])
        let frames = try grid.map { try $0.plotFrame() }
        for frame in frames.dropFirst() {
            #expect(abs(frame.y - frames[0].y) < 0.01 && abs(frame.height - frames[0].height) < 0.01, "\(frames)")
            #expect(abs(frame.x - frames[0].x) < 0.01 && abs(frame.width - frames[0].width) < 0.01, "\(frames)")
        }
    }
}
