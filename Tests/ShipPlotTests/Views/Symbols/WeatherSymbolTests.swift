// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The weather glyphs forecast charts put in annotations (`Image(systemName: "cloud.sun.fill")`).
@Suite(.tags(.heldOut)) struct WeatherSymbolTests {
    /// The box around a path's points and control points (a curve lies inside its control points' hull).
    private func bounds(_ path: Path, controls: Bool = true) -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    )? {
        let points = path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let p, let c1, let c2): controls ? [p, c1, c2] : [p]
            case .close: []
            }
        }
        guard let first = points.first else { return nil }
        return points.reduce((first.x, first.y, first.x, first.y)) {
            (min($0.0, $1.x), min($0.1, $1.y), max($0.2, $1.x), max($0.3, $1.y))
        }
    }

    @Test(arguments: [
        "sun.max", "sun.max.fill", "sun.min", "moon", "moon.fill", "cloud", "cloud.fill", "cloud.sun.fill",
        "cloud.rain", "cloud.rain.fill", "cloud.snow", "cloud.bolt.fill", "drop", "drop.fill", "cloud.circle",
    ])
    func weatherSymbolsDrawInsideTheirSquare(_ name: String) throws {
        #expect(SystemSymbols.isKnown(name))
        let square = Rect(x: 10, y: 20, width: 40, height: 40)
        let commands = SystemSymbols.commands(
            name, in: square, color: RGBA(hex: 0xFF9500), knockout: RGBA(hex: 0xFFFFFF))
        #expect(!commands.isEmpty)
        for case .fill(let path, _) in commands {
            let box = try #require(bounds(path))
            #expect(
                box.minX >= square.minX && box.maxX <= square.maxX && box.minY >= square.minY
                    && box.maxY <= square.maxY)
        }
    }

    @Test func theMoonIsACrescent() throws {
        let commands = SystemSymbols.commands(
            "moon.fill", in: Rect(x: 0, y: 0, width: 100, height: 100), color: RGBA(hex: 0), knockout: RGBA(hex: 0))
        guard case .fill(let path, _)? = commands.first else { throw CancellationError() }
        let box = try #require(bounds(path, controls: false))
        // The disc's left edge is there; its top right is cut away by the second disc.
        #expect(abs(box.minX - 10) < 1 && box.maxX < 90 && box.maxY > 89)
    }
}
