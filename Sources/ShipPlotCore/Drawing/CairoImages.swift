// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetImages
import Cairo
import Foundation

extension CairoCanvas {
    /// A catalog image, its file chosen for the pixels it covers, drawn through the transform that takes its own
    /// box to the three corners given.
    func drawImage(_ placed: PlacedImage) throws {
        guard let chosen = chooseFile(placed) else { return }
        let file = chosen.file
        let (dx1, dy1) = (placed.topRight.x - placed.topLeft.x, placed.topRight.y - placed.topLeft.y)
        let (dx2, dy2) = (placed.bottomLeft.x - placed.topLeft.x, placed.bottomLeft.y - placed.topLeft.y)
        guard abs(dx1 * dy2 - dy1 * dx2) > 1e-9 else { return }
        context.save()
        defer { context.restore() }
        context.transform(
            xx: dx1 / file.width, yx: dy1 / file.width, xy: dx2 / file.height, yy: dy2 / file.height,
            x0: placed.topLeft.x, y0: placed.topLeft.y)
        // A vector file whose vectors are not preserved is a bitmap made at its size for the screen's scale (3×
        // for a PDF or SVG page), then scaled like any bitmap, as iOS draws it.
        let screenScale = context.drawsVectors ? 3 : min(max(ceil(pixelScale.isFinite ? pixelScale : 1), 1), 3)
        let raster = file.format.isVector && !placed.preservesVectors ? screenScale : nil
        do {
            try ImageFiles.draw(file, on: context, alpha: placed.opacity, rasterScale: raster)
        } catch {
            throw ChartError(stage: .render, message: "image \(error)")
        }
    }

    /// The file of `placed` that suits the canvas: on a bitmap, the lowest scale that covers the device pixels
    /// per point the image is drawn at (else the highest); in a PDF or SVG, the highest, for printing and zoom.
    private func chooseFile(_ placed: PlacedImage) -> ScaledImageFile? {
        guard let largest = placed.files.last else { return nil }
        guard !context.drawsVectors else { return largest }
        let density = pixelDensity(placed, placed.files[0])
        return placed.files.first { $0.scale >= density - 0.01 } ?? largest
    }

    /// Device pixels per point of `file`'s own size where `placed` draws it, along the more enlarged side.
    private func pixelDensity(_ placed: PlacedImage, _ file: ScaledImageFile) -> Double {
        let across = hypot(placed.topRight.x - placed.topLeft.x, placed.topRight.y - placed.topLeft.y)
        let down = hypot(placed.bottomLeft.x - placed.topLeft.x, placed.bottomLeft.y - placed.topLeft.y)
        let (width, height) = file.pointSize
        let scale = max(across / max(width, 1e-9), down / max(height, 1e-9))
        return scale * (pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1)
    }
}
