// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension SceneBuilder {
    /// Draws a blurred mark group: its commands (and its line symbols, apart) each wrapped in one blur layer.
    static func drawBlurred(
        _ group: [ResolvedMark], radius: Double, on scene: MarkScene, into drawing: inout MarkDrawing
    ) {
        let start = (drawing.commands.count, drawing.overlay.count)
        group[0].kind.contract.draw(group, on: scene, into: &drawing)
        if drawing.commands.count > start.0 {
            drawing.commands.insert(.pushEffect(.blur(radius: radius)), at: start.0)
            drawing.commands.append(.popEffect)
        }
        if drawing.overlay.count > start.1 {
            drawing.overlay.insert(.pushEffect(.blur(radius: radius)), at: start.1)
            drawing.overlay.append(.popEffect)
        }
    }
}
