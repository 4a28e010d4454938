// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

@Suite struct FillBatchingTests {
    let blue = RGBA(red: 0, green: 0, blue: 1)
    let red = RGBA(red: 1, green: 0, blue: 0)

    func rect(_ x: Double, _ w: Double = 1) -> Path { .rect(Rect(x: x, y: 0, width: w, height: 5)) }

    @Test func mergesRunsOfOpaqueRectanglesOfOneColour() {
        let commands: [DrawCommand] = [
            .fill(rect(0), blue), .fill(rect(1), blue), .fill(rect(2), blue),
            .fill(rect(3), red), .fill(rect(4), red),
        ]
        let merged = FillBatching.merged(commands)
        #expect(merged.count == 2)
        guard case .fill(let path, let color) = merged[0] else { Issue.record("not a fill"); return }
        #expect(color == blue && path.elements.count == 15)
        #expect(merged[1] == .fill(Path(elements: rect(3).elements + rect(4).elements), red))
    }

    @Test func keepsOrderAndLeavesEverythingElseAlone() {
        let translucent = blue.withAlpha(0.5)
        let commands: [DrawCommand] = [
            .fill(rect(0), blue), .stroke(rect(1), Stroke(width: 1), blue), .fill(rect(2), blue),
            .fill(rect(3), translucent), .fill(rect(4), translucent),
            .fill(.circle(center: Point(x: 1, y: 1), radius: 1), blue), .fill(rect(5), blue),
            .fill(rect(7, -1), blue),  // traced the other way round: a union could cancel
            .pushClip(Rect(x: 0, y: 0, width: 1, height: 1)), .fill(rect(8), blue), .popClip,
        ]
        #expect(FillBatching.merged(commands) == commands)
    }

    @Test func rectangleShape() {
        #expect(FillBatching.isClockwiseRectangle(rect(0)))
        #expect(!FillBatching.isClockwiseRectangle(rect(0, -2)))
        #expect(
            !FillBatching.isClockwiseRectangle(
                .polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 2)])))
        #expect(!FillBatching.isClockwiseRectangle(.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 1)))
    }
}
