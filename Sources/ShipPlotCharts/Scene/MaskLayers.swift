// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The masked layers of a scene (`.mask { }`): each layer's marks drawn on their own, the place in the scene
/// where the layer goes, and the mark groups of its mask. Built only for charts that have masks.
struct MaskLayers {
    private struct Layer {
        /// Where in the scene's mark commands the layer goes: where its first group would have drawn.
        var at: Int
        var content = MarkDrawing()
        var mask: [[ResolvedMark]] = []
    }

    private var layers: [Int: Layer] = [:]

    /// Draws a masked group into its layer, or keeps a mask group for `insert`.
    mutating func add(
        _ group: [ResolvedMark], role: MarkMaskRole, at position: Int, scene: MarkScene, tally: inout NestedRenders
    ) {
        var layer = layers[role.id] ?? Layer(at: position)
        if role.isMask {
            layer.mask.append(group)
        } else {
            layer.content.nested = tally
            group[0].kind.contract.draw(group, on: scene, into: &layer.content)
            tally = layer.content.nested
        }
        layers[role.id] = layer
    }

    /// Puts each layer into `drawing` at its place, as content then mask: the content shows through the mask's
    /// alpha (its marks, symbols and annotations). Masked marks keep their annotations, drawn unmasked.
    func insert(
        into drawing: inout MarkDrawing, builder: SceneBuilder, scene: MarkScene, room: inout AnnotationRoom
    ) {
        // From the last place back, so the places still to fill do not move; ties keep the layers' order.
        let ordered = layers.sorted { $0.value.at == $1.value.at ? $0.key > $1.key : $0.value.at > $1.value.at }
        for (_, layer) in ordered {
            let content = layer.content.commands + layer.content.overlay
            drawing.anchors += layer.content.anchors
            guard !content.isEmpty else { continue }
            var mask = MarkDrawing()
            mask.nested = drawing.nested
            for group in layer.mask { group[0].kind.contract.draw(group, on: scene, into: &mask) }
            var maskCommands = mask.commands + mask.overlay
            for anchor in mask.anchors where anchor.bounds.isFinite {
                builder.annotate(
                    anchor.mark, bounds: anchor.bounds, scene: scene, into: &maskCommands, room: &room,
                    tally: &mask.nested)
            }
            drawing.nested = mask.nested
            let layered = [DrawCommand.pushMaskedLayer] + content + [.pushMaskLayer] + maskCommands + [.popMaskLayers]
            drawing.commands.insert(contentsOf: layered, at: layer.at)
        }
    }
}
