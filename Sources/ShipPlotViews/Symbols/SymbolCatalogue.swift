// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension SystemSymbols {
    /// Every base name drawn, sorted: the glyph tables and the turned arrows, chevrons and arrow triangles. Each
    /// also takes the `.fill`, `.circle` and `.circle.fill` forms.
    package static var baseNames: [String] {
        let tables = [shapes, weather, common, nature, activity, objects].flatMap(\.keys)
        let turns = arrowTurns.keys
        let squareTurns = turns.filter { Int(arrowTurns[$0] ?? 45) % 90 == 0 }
        let turned =
            turns.map { "arrow." + $0 } + squareTurns.map { "chevron." + $0 }
            + squareTurns.map { "arrowtriangle." + $0 }
        return (tables + turned).sorted()
    }
}
