// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image set (`Name.imageset`): its files by appearance and scale, and how it is drawn.
package struct ImageSet: Sendable, Hashable {
    /// The files, for the idiom chosen; an entry that names no file (a scale left empty in Xcode) is left out.
    package var variants: [ImageVariant]
    /// How the image is coloured: `template` takes the foreground style, `original` its own colours, `nil`
    /// (Xcode's "Default") its own colours in an `Image`.
    package var renderingIntent: RenderingIntent?
    /// Whether a PDF or SVG keeps its vectors when drawn larger than its size (otherwise it is drawn as a
    /// bitmap made at its size, as iOS does).
    package var preservesVectorRepresentation: Bool
    /// Files the set names that are missing or not usable, with the variants that remain drawn.
    package var problems: [AssetProblem]

    /// How an image set's images are coloured.
    package enum RenderingIntent: String, Sendable, Hashable { case template, original }

    /// The files for an appearance, one per scale (lowest scale first), falling back as colours do.
    package func files(dark: Bool, highContrast: Bool) -> [ImageVariant] {
        guard
            let chosen = AppearanceSlot.pick(
                from: Set(variants.map(\.appearance)), dark: dark, highContrast: highContrast)
        else { return [] }
        return variants.filter { $0.appearance == chosen }.sorted { $0.scale < $1.scale }
    }
}

/// One file of an image set.
package struct ImageVariant: Sendable, Hashable {
    package var file: URL
    /// The file's path from the catalog's folder, for diagnostics.
    package var path: String
    /// Pixels per point: 1, 2 or 3. A single-scale entry (a vector image, most often) is 1.
    package var scale: Double
    package var appearance: AppearanceSlot
}

extension ImageSet {
    /// The image set in `folder` (at `path`) whose `Contents.json` is `json`, for the iPhone (or universal) idiom.
    static func read(_ json: ContentsJSON, folder: URL, path: String) throws(ContentsError) -> ImageSet {
        var chosen: [VariantKey: (rank: EntryRank, variant: ImageVariant)] = [:]
        var problems: [AssetProblem] = []
        for entry in try json["images"].array() {
            guard let filename = try entry["filename"].string(), let rank = try EntryRank(entry),
                let slot = try AppearanceSlot.read(entry["appearances"])
            else { continue }
            let scale = try scaleValue(entry["scale"])
            guard isPlainFileName(filename) else {
                throw ContentsError("\"\(entry.keyPath).filename\" is \"\(filename)\", not a file in the image set")
            }
            let variant = ImageVariant(
                file: folder.appendingPathComponent(filename), path: path + "/" + filename, scale: scale,
                appearance: slot)
            let key = VariantKey(appearance: slot, scale: scale)
            if let current = chosen[key], current.rank <= rank { continue }
            chosen[key] = (rank, variant)
        }
        var usable: [ImageVariant] = []
        for (_, entry) in chosen.sorted(by: { $0.key < $1.key }) {
            if FileManager.default.fileExists(atPath: entry.variant.file.path) {
                usable.append(entry.variant)
            } else {
                problems.append(AssetProblem(path: entry.variant.path, reason: "is missing"))
            }
        }
        let properties = json["properties"]
        let intent = try properties["template-rendering-intent"].string()
        return ImageSet(
            variants: usable, renderingIntent: intent.flatMap(RenderingIntent.init(rawValue:)),
            preservesVectorRepresentation: try properties["preserves-vector-representation"].bool() ?? false,
            problems: problems)
    }

    /// `"2x"` as 2; absent (a single-scale image) as 1.
    private static func scaleValue(_ scale: ContentsJSON) throws(ContentsError) -> Double {
        guard let text = try scale.string() else { return 1 }
        switch text {
        case "1x": return 1
        case "2x": return 2
        case "3x": return 3
        default: throw ContentsError("\"\(scale.keyPath)\" is \"\(text)\", not 1x, 2x or 3x")
        }
    }

    /// A file name inside the set's folder: no separators, not `.` or `..`, no NUL.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    private struct VariantKey: Hashable, Comparable {
        let appearance: AppearanceSlot
        let scale: Double
        static func < (a: Self, b: Self) -> Bool { (a.appearance, a.scale) < (b.appearance, b.scale) }
    }
}
