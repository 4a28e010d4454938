// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import Foundation

/// A colour read from an asset catalog, resolved once when the `Color` is made: its value for each appearance, so
/// the theme picks one by colour scheme and contrast while drawing, with no lookup.
package struct CatalogColor: Hashable, Sendable {
    package let name: String
    package let light: Color
    package let dark: Color
    package let lightHighContrast: Color
    package let darkHighContrast: Color

    /// The colour set's values, each a plain colour or the system colour it refers to; throws when a reference
    /// names a system colour not known here.
    package init(name: String, set: ColorSet) throws(AssetProblem) {
        func value(dark: Bool, highContrast: Bool) throws(AssetProblem) -> Color {
            switch set.color(dark: dark, highContrast: highContrast) {
            case .srgb(let red, let green, let blue, let alpha):
                return Color(red: red, green: green, blue: blue, opacity: alpha)
            case .system(let reference):
                guard let system = UIColor.catalogReference(reference) else {
                    throw AssetProblem(
                        path: name, reason: "refers to the system colour \"\(reference)\", which is not known here")
                }
                return system.color
            }
        }
        self.name = name
        light = try value(dark: false, highContrast: false)
        dark = try value(dark: true, highContrast: false)
        lightHighContrast = try value(dark: false, highContrast: true)
        darkHighContrast = try value(dark: true, highContrast: true)
    }

    /// A colour with a value given for each appearance, named `name` in diagnostics.
    package init(name: String, light: Color, dark: Color, lightHighContrast: Color, darkHighContrast: Color) {
        (self.name, self.light, self.dark) = (name, light, dark)
        (self.lightHighContrast, self.darkHighContrast) = (lightHighContrast, darkHighContrast)
    }

    /// The value for a colour scheme and contrast.
    package func color(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Color {
        switch (scheme, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightHighContrast
        case (.dark, .increased): darkHighContrast
        }
    }
}

extension Color {
    /// A colour from the app's asset catalog, looked up when the colour is made: in `bundle`'s catalogs, or
    /// with `nil` in the main bundle's and then in every SwiftPM resource bundle beside the executable (where
    /// SwiftPM ships an app target's `Assets.xcassets`; see "Asset catalogs" in the documentation). The colour
    /// carries the set's light, dark and high-contrast values and follows the colour scheme it is drawn in.
    /// A name no catalog has, or a set that cannot be read, draws as the accent colour (system blue), and each
    /// is one diagnostic (`ChartRenderer.diagnostics()`) that names it and says why.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color.catalog(name, lookup: AssetCatalogs.color(named: name, in: bundle))
    }

    /// The asset catalog colour `resource`, a symbol Xcode generates (`Color(.brandBlue)`); on Linux the
    /// `AssetSymbols` build-tool plugin of this package generates the same symbols.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }

    /// The colour a catalog lookup found, or the accent colour with the reason it stands in.
    package static func catalog(_ name: String, lookup: AssetCatalogs.Lookup<ColorSet>) -> Color {
        switch lookup {
        case .found(let set, _):
            do {
                return Color(base: .catalog(try CatalogColor(name: name, set: set)))
            } catch {
                return Color(base: .asset(name, message: Color.brokenMessage(name, error)))
            }
        case .broken(let problem):
            return Color(base: .asset(name, message: Color.brokenMessage(name, problem)))
        case .missing(let searched, let problems):
            let why = AssetLookupText.missing(searched: searched, problems: problems)
            return Color(
                base: .asset(name, message: "unknown asset colour \"\(name)\" drawn as the accent colour (\(why))"))
        }
    }

    private static func brokenMessage(_ name: String, _ problem: AssetProblem) -> String {
        "asset colour \"\(name)\" drawn as the accent colour: \(problem)"
    }
}

/// A colour in the app's asset catalog, as the symbol Xcode generates for it (`ColorResource.brandBlue`, used as
/// `Color(.brandBlue)`). The `AssetSymbols` plugin generates these symbols from a target's catalogs on Linux.
public struct ColorResource: Hashable, Sendable {
    package let name: String
    package let bundlePath: String

    /// The colour named `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }

    package var bundle: Bundle? { Bundle(path: bundlePath) }
}

extension UIColor {
    /// The colour `name` from the app's asset catalog, as `Color(_:bundle:)` finds it without a bundle; `nil` when
    /// no catalog has it or its set cannot be read, as UIKit returns.
    public init?(named name: String) {
        let color = Color(name)
        guard case .catalog = color.base else { return nil }
        self.init(color)
    }

    /// The asset catalog colour `resource`, as Xcode's generated symbols give it (`UIColor(resource: .brandBlue)`).
    public init(resource: ColorResource) { self.init(Color(resource)) }

    /// The system colour a colour set refers to by UIKit's name (`systemBlueColor`, `labelColor`).
    package static func catalogReference(_ reference: String) -> UIColor? {
        guard reference.hasSuffix("Color") else { return nil }
        return referenced[String(reference.dropLast("Color".count))]
    }

    private static let referenced: [String: UIColor] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "link": .link, "placeholderText": .placeholderText, "systemGray": .systemGray, "systemGray2": .systemGray2,
        "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
        "systemGray6": .systemGray6, "systemRed": .systemRed, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemGreen": .systemGreen, "systemMint": .systemMint,
        "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
        "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink,
        "systemBrown": .systemBrown, "black": .black, "white": .white, "clear": .clear, "red": .red, "green": .green,
        "blue": .blue, "gray": .gray, "darkGray": .darkGray, "lightGray": .lightGray,
    ]
}

/// Why a name was not found, for a diagnostic.
package enum AssetLookupText {
    package static func missing(searched: [URL], problems: [AssetProblem]) -> String {
        var text: String
        switch searched.count {
        case 0: text = "no asset catalog found"
        case 1: text = "not in \(searched[0].lastPathComponent)"
        default: text = "not in any of \(searched.count) asset catalogs"
        }
        if let first = problems.first {
            text += "; \(first)" + (problems.count > 1 ? " and \(problems.count - 1) more catalog problems" : "")
        }
        return text
    }
}
