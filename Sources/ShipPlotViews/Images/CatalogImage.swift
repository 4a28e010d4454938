// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import AssetImages
import Foundation
import ShipPlotCore

/// An image read from an asset catalog when the `Image` is made: its files for each appearance, each probed (its
/// format and size read from its header, within the limits of `ImageFiles`), and how it is drawn.
package struct CatalogImage: Sendable {
    package let name: String
    /// The usable files by appearance, one per scale, lowest first.
    package let files: [AppearanceSlot: [ScaledImageFile]]
    /// Whether the set asks to be drawn as a template (in the foreground style).
    package let isTemplate: Bool
    package let preservesVectors: Bool
    /// The image's size in points: its light (or only) appearance's lowest-scale file's.
    package let width: Double
    package let height: Double

    /// The image set `name` of `bundle` (or the app's), with every problem found on the way, each a line for the
    /// view's diagnostic; `nil` when there is nothing to draw.
    package static func resolve(_ name: String, bundle: Bundle?) -> (image: CatalogImage?, problems: [String]) {
        switch AssetCatalogs.image(named: name, in: bundle) {
        case .missing(let searched, let problems):
            return (
                nil,
                [
                    "\"\(name)\" drawn as an empty frame (\(AssetLookupText.missing(searched: searched, problems: problems)))"
                ]
            )
        case .broken(let problem):
            return (nil, ["\"\(name)\" drawn as an empty frame (\(problem))"])
        case .found(let set, _):
            return make(name, set)
        }
    }

    private static func make(_ name: String, _ set: ImageSet) -> (image: CatalogImage?, problems: [String]) {
        var problems = set.problems
        var files: [AppearanceSlot: [ScaledImageFile]] = [:]
        for variant in set.variants {
            switch ImageFiles.probe(variant.file, path: variant.path) {
            case .success(let file):
                files[variant.appearance, default: []].append(ScaledImageFile(file: file, scale: variant.scale))
            case .failure(let problem):
                problems.append(problem)
            }
        }
        let listed = problems.map(\.description).joined(separator: "; ")
        guard let sizing = AppearanceSlot.pick(from: Set(files.keys), dark: false, highContrast: false),
            let first = files[sizing]?.first
        else {
            return (
                nil,
                ["\"\(name)\" drawn as an empty frame (\(problems.isEmpty ? "its image set names no file" : listed))"]
            )
        }
        let image = CatalogImage(
            name: name, files: files, isTemplate: set.renderingIntent == .template,
            preservesVectors: set.preservesVectorRepresentation, width: first.pointSize.width,
            height: first.pointSize.height)
        return (image, problems.isEmpty ? [] : ["\"\(name)\" drawn without what cannot be read (\(listed))"])
    }

    /// The files for a colour scheme and contrast.
    package func files(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> [ScaledImageFile] {
        let slot = AppearanceSlot.pick(
            from: Set(files.keys), dark: scheme == .dark, highContrast: contrast == .increased)
        return slot.flatMap { files[$0] } ?? []
    }

    /// The commands that draw the image in `rect`: stretched over it when `resizable`, else at its own size
    /// centred in it, as SwiftUI draws an image. A template image (the set's intent, or `template` when the view
    /// asks) is the foreground style seen through the image's alpha: `foreground` paints a path in that style.
    package func commands(
        in rect: Rect, resizable: Bool, template: Bool? = nil, scheme: ColorScheme, contrast: ColorSchemeContrast,
        foreground: (Path) -> [DrawCommand]
    ) -> [DrawCommand] {
        let chosen = files(scheme, contrast)
        guard !chosen.isEmpty, rect.isFinite else { return [] }
        let frame =
            resizable
            ? rect
            : Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
        let placed = PlacedImage(
            files: chosen, preservesVectors: preservesVectors, topLeft: Point(x: frame.minX, y: frame.minY),
            topRight: Point(x: frame.maxX, y: frame.minY), bottomLeft: Point(x: frame.minX, y: frame.maxY))
        guard template ?? isTemplate else { return [.image(placed)] }
        return [.pushMaskedLayer] + foreground(.rect(frame)) + [.pushMaskLayer, .image(placed), .popMaskLayers]
    }
}
