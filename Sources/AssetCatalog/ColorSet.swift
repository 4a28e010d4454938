// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour set (`Name.colorset`): one colour for each appearance it names, converted to sRGB.
package struct ColorSet: Sendable, Hashable {
    /// The colours by appearance, as the set gives them (for the idiom chosen).
    package var variants: [AppearanceSlot: AssetColor]

    /// The colour for a dark or light appearance, at standard or high contrast (see `AppearanceSlot.pick`).
    package func color(dark: Bool, highContrast: Bool) -> AssetColor {
        variants[AppearanceSlot.pick(from: Set(variants.keys), dark: dark, highContrast: highContrast)!]!
    }
}

/// One colour of a colour set.
package enum AssetColor: Sendable, Hashable {
    /// sRGB components; an extended colour space may leave 0...1 (drawing clamps).
    case srgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// A system colour by UIKit's name (`systemBlueColor`, `labelColor`), as Xcode writes a reference to one.
    case system(String)
}

/// The appearance an entry of a set is for: a luminosity and a contrast.
package struct AppearanceSlot: Sendable, Hashable, Comparable {
    package enum Luminosity: Int, Sendable, Hashable { case any, light, dark }
    package var luminosity: Luminosity
    package var highContrast: Bool

    package init(_ luminosity: Luminosity, highContrast: Bool = false) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    package static func < (a: Self, b: Self) -> Bool {
        (a.highContrast ? 1 : 0, a.luminosity.rawValue) < (b.highContrast ? 1 : 0, b.luminosity.rawValue)
    }

    /// The slot of `slots` (not empty) for a dark or light appearance, at standard or high contrast, falling back
    /// as Apple's trait matching does: high contrast to the same luminosity, then to "any" high contrast (when
    /// there is nothing for that luminosity), then to "any", then to the first slot in a fixed order.
    package static func pick(from slots: Set<AppearanceSlot>, dark: Bool, highContrast: Bool) -> AppearanceSlot? {
        let luminosity: Luminosity = dark ? .dark : .light
        var order: [AppearanceSlot] = []
        if highContrast {
            order.append(AppearanceSlot(luminosity, highContrast: true))
            if !slots.contains(AppearanceSlot(luminosity)) { order.append(AppearanceSlot(.any, highContrast: true)) }
        }
        order += [AppearanceSlot(luminosity), AppearanceSlot(.any)]
        if highContrast { order.append(AppearanceSlot(.any, highContrast: true)) }
        return order.first(where: slots.contains) ?? slots.min()
    }

    /// The slot an entry's `appearances` array names; `nil` for appearances not drawn here (`gamut`, others).
    static func read(_ appearances: ContentsJSON) throws(ContentsError) -> AppearanceSlot? {
        var slot = AppearanceSlot(.any)
        for item in try appearances.array() {
            let kind = try item["appearance"].string(), value = try item["value"].string()
            switch (kind, value) {
            case ("luminosity", "light"): slot.luminosity = .light
            case ("luminosity", "dark"): slot.luminosity = .dark
            case ("luminosity", "any"): slot.luminosity = .any
            case ("contrast", "high"): slot.highContrast = true
            default: return nil
            }
        }
        return slot
    }
}

extension ColorSet {
    /// The colour set whose `Contents.json` is `json`, for the iPhone (or universal) idiom.
    static func read(_ json: ContentsJSON) throws(ContentsError) -> ColorSet {
        var chosen: [AppearanceSlot: (rank: EntryRank, color: AssetColor)] = [:]
        for entry in try json["colors"].array() {
            guard let rank = try EntryRank(entry), let slot = try AppearanceSlot.read(entry["appearances"]) else {
                continue
            }
            let color = try AssetColorReader.read(entry["color"])
            if let current = chosen[slot], current.rank <= rank { continue }
            chosen[slot] = (rank, color)
        }
        guard !chosen.isEmpty else {
            throw ContentsError("has no colour for the universal or iPhone idiom (\"colors\" is empty or absent)")
        }
        return ColorSet(variants: chosen.mapValues(\.color))
    }
}

/// How well an entry of a set fits an iPhone drawing in sRGB: the iPhone idiom before universal before the others
/// (iPad, Mac, …, in name order), the sRGB gamut before Display P3. Lower is better.
struct EntryRank: Comparable {
    let idiom: Int
    let otherIdiom: String
    let gamut: Int

    /// The rank of `entry`; `nil` for entries for a subtype or locale of device that a generic entry covers.
    init?(_ entry: ContentsJSON) throws(ContentsError) {
        let idiom = try entry["idiom"].string() ?? "universal"
        self.idiom = idiom == "iphone" ? 0 : idiom == "universal" ? 1 : 2
        otherIdiom = self.idiom == 2 ? idiom : ""
        gamut = try entry["display-gamut"].string() == "display-P3" ? 1 : 0
        for qualifier in ["subtype", "width-class", "height-class", "memory", "graphics-feature-set", "locale"] {
            if entry[qualifier].isPresent { return nil }
        }
        if let direction = try entry["language-direction"].string(), direction != "left-to-right" { return nil }
    }

    static func < (a: Self, b: Self) -> Bool { (a.idiom, a.otherIdiom, a.gamut) < (b.idiom, b.otherIdiom, b.gamut) }
}
