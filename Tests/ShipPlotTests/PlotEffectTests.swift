// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Geometry effects on the plot's content (`chartPlotStyle { $0.scaleEffect(0.8) }`): marks shrink or move in
/// the plot's frame, the axes stay, and a background added after the effect keeps the plot's size.
@Suite struct PlotEffectTests {
    static let blue = Theme.standard(.light).paletteColor(0)
    static let gray = Theme.standard(.light).resolve(.gray)

    static func scene<C>(_ chart: Chart<C>) throws -> (ChartScene, ChartLayout) {
        try PlotStyleTests.scene(chart)
    }

    static func bars(_ commands: [DrawCommand]) -> [Rect] {
        commands.compactMap { if case .fill(let path, Self.blue) = $0 { path.bounds } else { nil } }
    }

    static func texts(_ commands: [DrawCommand]) -> [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func aScaleEffectShrinksTheMarksAboutThePlotsCentreAndKeepsTheAxes() throws {
        let (plain, layout) = try Self.scene(OverlayTests.bars())
        let (scaled, scaledLayout) = try Self.scene(OverlayTests.bars().chartPlotStyle { $0.scaleEffect(0.5) })
        #expect(scaledLayout.plot == layout.plot)
        let c = Point(x: layout.plot.midX, y: layout.plot.midY)
        let expected = Self.bars(plain.commands).map {
            Rect(
                x: c.x + ($0.minX - c.x) * 0.5, y: c.y + ($0.minY - c.y) * 0.5, width: $0.width * 0.5,
                height: $0.height * 0.5)
        }
        let actual = Self.bars(scaled.commands)
        #expect(actual.count == 3 && expected.count == 3)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a.minX - e.minX) < 1e-6 && abs(a.minY - e.minY) < 1e-6)
            #expect(abs(a.width - e.width) < 1e-6 && abs(a.height - e.height) < 1e-6)
        }
        #expect(Self.texts(scaled.commands) == Self.texts(plain.commands))
    }

    @Test func anOffsetMovesTheMarksAndABackgroundOnlyWhenAddedBeforeTheEffect() throws {
        let (plain, layout) = try Self.scene(OverlayTests.bars())
        let (after, _) = try Self.scene(
            OverlayTests.bars().chartPlotStyle { $0.offset(x: 10, y: -5).background(.gray) })
        let (before, _) = try Self.scene(
            OverlayTests.bars().chartPlotStyle { $0.background(.gray).offset(x: 10, y: -5) })
        for scene in [after, before] {
            let moved = Self.bars(scene.commands).map { Point(x: $0.minX - 10, y: $0.minY + 5) }
            #expect(moved == Self.bars(plain.commands).map { Point(x: $0.minX, y: $0.minY) })
        }
        func background(_ scene: ChartScene) -> Rect? {
            scene.commands.compactMap { if case .fill(let path, Self.gray) = $0 { path.bounds } else { nil } }.first
        }
        #expect(background(after) == layout.plot)
        #expect(
            background(before)
                == Rect(
                    x: layout.plot.x + 10, y: layout.plot.y - 5, width: layout.plot.width, height: layout.plot.height))
    }

    @Test func unusableEffectsAreIgnoredWithADiagnostic() throws {
        let (plain, _) = try Self.scene(OverlayTests.bars())
        for chart in [
            OverlayTests.bars().chartPlotStyle { $0.scaleEffect(.nan) },
            OverlayTests.bars().chartPlotStyle { $0.scaleEffect(x: 1e9) },
            OverlayTests.bars().chartPlotStyle { $0.offset(x: .infinity) },
        ] {
            let (scene, _) = try Self.scene(chart)
            #expect(Self.bars(scene.commands) == Self.bars(plain.commands))
            #expect(
                scene.diagnostics.map(\.message) == [
                    "chart plot style: 1 view with a non-finite, negative or oversized length drawn without it"
                ])
        }
    }
}
