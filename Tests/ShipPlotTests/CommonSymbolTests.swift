// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The SF Symbols added for everyday chart code: every base in its four forms is known and draws inside its square.
@Suite struct CommonSymbolTests {
    static let names = [
        "hand.thumbsup", "hand.thumbsdown", "chart.bar", "chart.line.uptrend.xyaxis", "flame", "trophy", "person",
        "dollarsign",
    ].flatMap { base in ["", ".fill", ".circle", ".circle.fill"].map { base + $0 } }

    @Test(arguments: names)
    func drawsInsideItsSquare(_ name: String) {
        #expect(SystemSymbols.isKnown(name))
        let square = Rect(x: 10, y: 20, width: 40, height: 40)
        let commands = SystemSymbols.commands(
            name, in: square, color: RGBA(hex: 0x34C759), knockout: RGBA(hex: 0xFFFFFF))
        #expect(commands.count >= 1)
        for command in commands {
            let path: Path
            switch command {
            case .fill(let p, _), .stroke(let p, _, _): path = p
            default: continue
            }
            let box = path.bounds
            #expect(
                box.minX >= square.minX - 0.01 && box.maxX <= square.maxX + 0.01 && box.minY >= square.minY - 0.01
                    && box.maxY <= square.maxY + 0.01, "\(name): \(box)")
        }
    }

    @Test func thumbsDownIsThumbsUpUpsideDown() {
        let square = Rect(x: 0, y: 0, width: 100, height: 100)
        func hand(_ name: String) -> Rect? {
            let commands = SystemSymbols.commands(name, in: square, color: RGBA(hex: 0), knockout: RGBA(hex: 0))
            guard case .fill(let path, _)? = commands.last else { return nil }
            return path.bounds
        }
        let up = hand("hand.thumbsup.fill"), down = hand("hand.thumbsdown.fill")
        #expect(up != nil && down != nil)
        if let up, let down {
            #expect(abs(up.minY - (100 - down.maxY)) < 0.5 && abs(up.minX - down.minX) < 0.5)
        }
    }
}
