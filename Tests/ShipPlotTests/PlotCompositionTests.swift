// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A plot style that builds a view around the plot (`ZStack { Color.black; Text(…); plotArea }.cornerRadius(5)`)
/// draws the whole view with the plot in it.
@Suite struct PlotCompositionTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    @Test func viewsAroundThePlotDrawBehindAndOverIt() throws {
        let chart = Chart([0, 1, 2], id: \.self) { i in
            BarMark(x: .value("Day", OverlayTests.days[i].name), y: .value("Steps", OverlayTests.days[i].value))
                .foregroundStyle(Color(red: 0, green: 0, blue: 1))
        }
        .chartPlotStyle { plotArea in
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                Text("Free")
                plotArea
                Text("Over")
            }
            .cornerRadius(5)
        }
        let (scene, stages) = try OverlayTests.scene(chart)
        let commands = scene.commands
        let plot = stages.layout.plot
        let backdrop = commands.firstIndex {
            if case .fill(let path, Self.red) = $0 { path.bounds == plot } else { false }
        }
        let firstBar = commands.firstIndex { if case .fill(_, Self.blue) = $0 { true } else { false } }
        let texts = commands.enumerated().compactMap { i, c -> (Int, String)? in
            if case .text(let run) = c, ["Free", "Over"].contains(run.text) { (i, run.text) } else { nil }
        }
        let backdropAt = try #require(backdrop, "no red backdrop filling the plot")
        let barAt = try #require(firstBar)
        #expect(backdropAt < barAt)
        #expect(texts.map(\.1) == ["Free", "Over"])
        #expect(texts.first.map { $0.0 < barAt } == true)
        #expect(texts.last.map { $0.0 > barAt } == true)
        // The stack's corner radius rounds the backdrop.
        if case .fill(let path, _) = commands[backdropAt] {
            #expect(path.elements.contains { if case .curve = $0 { true } else { false } })
        }
    }
}
