// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// SwiftUI's frame modifiers on the chart view: padding on the named edges, `aspectRatio(_:contentMode: .fit)`
/// centring a chart of that ratio, and `cornerRadius`/`clipShape` cutting the chart to its frame.
@Suite struct ChartFrameTests {
    static func frame<C>(_ chart: Chart<C>) throws -> Rect {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        return try renderer.laidOut(measurer: FixedTextMeasurer()).chartFrame
    }

    static func commands<C>(_ chart: Chart<C>) throws -> [DrawCommand] {
        try PlotStyleTests.scene(chart).0.commands
    }

    @Test func paddingInsetsOnlyTheNamedEdges() throws {
        let standard = Rect(x: 16, y: 16, width: 368, height: 268)
        #expect(try Self.frame(OverlayTests.bars()) == standard)
        #expect(try Self.frame(OverlayTests.bars().padding(.bottom)) == standard)
        #expect(try Self.frame(OverlayTests.bars().padding()) == standard)
        #expect(try Self.frame(OverlayTests.bars().padding(.bottom, 40)) == Rect(x: 16, y: 16, width: 368, height: 244))
        #expect(
            try Self.frame(OverlayTests.bars().padding(.horizontal, 48)) == Rect(x: 48, y: 16, width: 304, height: 268))
        let insets = EdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 20)
        #expect(try Self.frame(OverlayTests.bars().padding(insets)) == Rect(x: 8, y: 4, width: 372, height: 284))
    }

    @Test func aFittedAspectRatioCentresTheChart() throws {
        #expect(
            try Self.frame(OverlayTests.bars().aspectRatio(1, contentMode: .fit))
                == Rect(x: 66, y: 16, width: 268, height: 268))
        #expect(
            try Self.frame(OverlayTests.bars().aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit))
                == Rect(x: 16, y: 104, width: 368, height: 92))
        // Filling would overflow the image, and a nil ratio has nothing to keep: both leave the frame.
        let standard = try Self.frame(OverlayTests.bars())
        #expect(try Self.frame(OverlayTests.bars().aspectRatio(1, contentMode: .fill)) == standard)
        #expect(try Self.frame(OverlayTests.bars().aspectRatio(contentMode: .fit)) == standard)
        #expect(try Self.frame(OverlayTests.bars().aspectRatio(.nan, contentMode: .fit)) == standard)
    }

    @Test func aCornerRadiusCutsTheChartToItsRoundedFrame() throws {
        let commands = try Self.commands(OverlayTests.bars().cornerRadius(10))
        // The image's background stays whole; everything after it is in the layer.
        #expect(commands.dropFirst().first == .pushMaskedLayer)
        #expect(commands.last == .popMaskLayers)
        guard case .fill(let path, _)? = commands.dropLast().last else {
            Issue.record("no mask shape")
            return
        }
        #expect(path.bounds == Rect(x: 16, y: 16, width: 368, height: 268))
        #expect(path.elements.contains { if case .curve = $0 { true } else { false } })
        // Padding given before the clip is inside it.
        let padded = try Self.commands(OverlayTests.bars().padding(8).clipShape(Capsule()))
        guard case .fill(let outline, _)? = padded.dropLast().last else {
            Issue.record("no mask shape")
            return
        }
        #expect(outline.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
        // A radius that cannot round anything leaves the chart as it was.
        #expect(try Self.commands(OverlayTests.bars().cornerRadius(.nan)) == Self.commands(OverlayTests.bars()))
    }
}
