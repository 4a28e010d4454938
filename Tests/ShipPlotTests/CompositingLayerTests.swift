// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `compositingLayer(style:)`: the style view's foreground and opacity reach the marks, and its overlays draw over
/// each mark's frame.
@Suite struct CompositingLayerTests {
    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer()).commands
    }

    /// Bars whose first is styled red, faded, with a heart over it moved down 10 pt (when `heart`).
    static func chart(heart: Bool) -> Chart<some ChartContent> {
        Chart(threeDays) { day in
            BarMark(x: .value("Day", day.name), y: .value("V", day.value))
                .compositingLayer { view in
                    if day.name == "Mon" && heart {
                        AnyView(
                            view.foregroundStyle(.red).opacity(0.3).overlay { Image(systemName: "heart").offset(y: 10) }
                        )
                    } else if day.name == "Mon" {
                        AnyView(view.foregroundStyle(.red).opacity(0.3))
                    } else {
                        AnyView(view)
                    }
                }
        }
    }

    static func bounds(_ command: DrawCommand) -> Rect? {
        switch command {
        case .fill(let path, _), .stroke(let path, _, _): path.bounds
        default: nil
        }
    }

    @Test func theOverlayDrawsOverTheMarksFrame() throws {
        let plain = try Self.commands(Self.chart(heart: false))
        let hearted = try Self.commands(Self.chart(heart: true))
        let red = Theme.standard(.light).resolve(Color.red).withAlpha(0.3)
        let bar = try #require(
            plain.compactMap { command -> Rect? in
                if case .fill(let path, let color) = command, color == red { return path.bounds }
                return nil
            }.first)
        let added = hearted.filter { !plain.contains($0) }.compactMap(Self.bounds)
        #expect(!added.isEmpty, "the heart draws")
        let minX = added.map(\.minX).min()!, maxX = added.map(\.maxX).max()!
        let minY = added.map(\.minY).min()!, maxY = added.map(\.maxY).max()!
        #expect(abs((minX + maxX) / 2 - bar.midX) < 1, "centred across the bar")
        #expect(abs((minY + maxY) / 2 - (bar.midY + 10)) < 1, "10 pt below the bar's middle")
        #expect(maxX - minX < bar.width, "at the symbol's size, not stretched to the bar")
    }
}
