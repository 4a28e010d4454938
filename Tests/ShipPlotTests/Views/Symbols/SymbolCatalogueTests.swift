// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Every built-in SF Symbol, in each of its four forms, draws something, and all of it (strokes included) inside
/// the square it is given: a symbol never spills over its neighbours or reaches past its frame. A stroke may
/// reach a quarter point past a 40 pt square (the rounded ends of a few pointed glyphs: bolt, flame, star).
@Suite struct SymbolCatalogueTests {
    static let names = SystemSymbols.baseNames.flatMap { base in
        ["", ".fill", ".circle", ".circle.fill"].map { base + $0 }
    }

    @Test(arguments: names)
    func drawsInsideItsSquare(_ name: String) {
        #expect(SystemSymbols.isKnown(name))
        let square = Rect(x: 10, y: 20, width: 40, height: 40)
        let commands = SystemSymbols.commands(
            name, in: square, color: RGBA(hex: 0x007AFF), knockout: RGBA(hex: 0xFFFFFF))
        var inked = 0
        for command in commands {
            let (path, reach): (Path, Double)
            switch command {
            case .fill(let p, _): (path, reach) = (p, 0)
            case .stroke(let p, let stroke, _): (path, reach) = (p, stroke.width / 2)
            default: continue
            }
            let box = path.bounds
            if box.width > 0 || box.height > 0 { inked += 1 }
            let slack = 0.25
            #expect(
                box.minX - reach >= square.minX - slack && box.maxX + reach <= square.maxX + slack
                    && box.minY - reach >= square.minY - slack && box.maxY + reach <= square.maxY + slack,
                "\(name): \(box) ± \(reach)")
        }
        #expect(inked > 0, "\(name) draws nothing")
    }

    @Test func theSymbolsChartsAskForAreBuiltIn() {
        // Names public Swift Charts code puts in annotations, symbols and backgrounds (the held-out sets).
        for name in [
            "mountain.2.fill", "leaf.fill", "figure.walk", "figure.walk.circle.fill", "figure.run", "car.fill",
            "cart.fill", "bag", "creditcard", "house.fill", "bell.fill", "gearshape", "person.2.fill",
            "chart.pie.fill", "chart.line.downtrend.xyaxis", "bed.double.fill", "waveform.path.ecg",
            "thermometer.medium", "snowflake", "wind", "lightbulb.fill", "bicycle",
            // The third held-out set's weight cards.
            "figure",
            // The fourth set's tab bars and spending categories.
            "dumbbell", "chart.bar.xaxis", "fork.knife", "tv.fill", "book.fill", "airplane",
            // Its game-results screen's winner.
            "crown.fill",
            // Its workout screen's empty states.
            "target", "chart.xyaxis.line",
        ] {
            #expect(SystemSymbols.isKnown(name), "\(name)")
        }
    }

    @Test func aFilledClockShowsItsHandsCutOut() {
        let (ink, paper) = (RGBA(hex: 0x007AFF), RGBA(hex: 0xFFFFFF))
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        func strokeColours(_ name: String) -> [RGBA] {
            SystemSymbols.commands(name, in: square, color: ink, knockout: paper).compactMap {
                if case .stroke(_, _, let colour) = $0 { colour } else { nil }
            }
        }
        // The face is filled in the ink and the hands are drawn in what it sits on; outlined, both are ink.
        #expect(strokeColours("clock.fill") == [paper])
        #expect(strokeColours("clock") == [ink, ink])
        // On a filled circle the face is the knockout and the hands the circle's colour.
        #expect(strokeColours("clock.circle.fill") == [ink])
    }

    @Test func noNameIsInTwoTables() {
        let names = SystemSymbols.baseNames
        #expect(Set(names).count == names.count)
    }
}
