// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import AssetCatalog

/// Colour sets as Xcode writes them: every component form, colour space and appearance.
@Suite struct ColorSetTests {
    /// The colour `name` of the catalog, or the test fails.
    static func color(_ catalog: TemporaryCatalog, _ name: String) throws -> ColorSet {
        try #require(AssetCatalog.load(catalog.catalog).colors[name]).get()
    }

    /// The problem of colour `name`, or the test fails.
    static func problem(_ catalog: TemporaryCatalog, _ name: String) -> String {
        guard case .failure(let problem)? = AssetCatalog.load(catalog.catalog).colors[name] else { return "no problem" }
        return "\(problem)"
    }

    static func rgb(_ color: AssetColor) -> [Double] {
        guard case .srgb(let r, let g, let b, let a) = color else { return [] }
        return [r, g, b, a]
    }

    static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 0.0005) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func theThreeComponentFormsXcodeWritesReadAlike() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet(
            "Float",
            TemporaryCatalog.entry("srgb", #""red" : "0.502", "green" : "0.000", "blue" : "1.000", "alpha" : "1.000""#))
        try catalog.colorSet(
            "Bytes", TemporaryCatalog.entry("srgb", #""red" : "128", "green" : "0", "blue" : "255", "alpha" : "1.000""#)
        )
        try catalog.colorSet(
            "Hex",
            TemporaryCatalog.entry("srgb", #""red" : "0x80", "green" : "0x00", "blue" : "0xFF", "alpha" : "1.000""#))
        for name in ["Float", "Bytes", "Hex"] {
            let value = Self.rgb(try Self.color(catalog, name).color(dark: false, highContrast: false))
            #expect(Self.close(value, [128.0 / 255, 0, 1, 1], 0.001), "\(name): \(value)")
        }
    }

    @Test func colourSpacesAreConvertedToSRGB() throws {
        let catalog = try TemporaryCatalog()
        let rgb = #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#
        try catalog.colorSet("P3", TemporaryCatalog.entry("display-p3", rgb))
        try catalog.colorSet(
            "Extended",
            TemporaryCatalog.entry(
                "extended-srgb", #""red" : "1.250", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000""#))
        try catalog.colorSet(
            "Linear",
            TemporaryCatalog.entry(
                "extended-linear-srgb", #""red" : "0.500", "green" : "0.500", "blue" : "0.500", "alpha" : "1.000""#))
        try catalog.colorSet("Gray", TemporaryCatalog.entry("gray-gamma-22", #""white" : "0.500", "alpha" : "0.250""#))
        try catalog.colorSet(
            "ExtendedGray", TemporaryCatalog.entry("extended-gray", #""white" : "0.500", "alpha" : "1.000""#))
        func value(_ name: String) throws -> [Double] {
            Self.rgb(try Self.color(catalog, name).color(dark: false, highContrast: false))
        }
        // Display P3's red lies outside sRGB: red above 1, green and blue below 0 (clamped only when drawn).
        let p3 = try value("P3")
        #expect(Self.close(p3, [1.0930, -0.2267, -0.1501, 1], 0.001), "\(p3)")
        #expect(Self.close(try value("Extended"), [1.25, -0.1, 0.5, 1]))
        #expect(Self.close(try value("Linear"), [0.7354, 0.7354, 0.7354, 1]))
        // Gamma 2.2 to sRGB: 0.5^2.2 = 0.2176 linear, 0.5039 encoded.
        #expect(Self.close(try value("Gray"), [0.5039, 0.5039, 0.5039, 0.25]))
        #expect(Self.close(try value("ExtendedGray"), [0.5, 0.5, 0.5, 1]))
    }

    @Test func appearancesFallBackAsTraitMatchingDoes() throws {
        let catalog = try TemporaryCatalog()
        func gray(_ v: String) -> String { #""white" : "\#(v)", "alpha" : "1.000""# }
        try catalog.colorSet(
            "All", TemporaryCatalog.entry("extended-gray", gray("0.100")),
            TemporaryCatalog.entry("extended-gray", gray("0.900"), appearances: TemporaryCatalog.dark),
            TemporaryCatalog.entry("extended-gray", gray("0.000"), appearances: TemporaryCatalog.highContrast),
            TemporaryCatalog.entry("extended-gray", gray("1.000"), appearances: TemporaryCatalog.darkHighContrast))
        try catalog.colorSet(
            "DarkOnly", TemporaryCatalog.entry("extended-gray", gray("0.100")),
            TemporaryCatalog.entry("extended-gray", gray("0.900"), appearances: TemporaryCatalog.dark))
        try catalog.colorSet(
            "ContrastOnly", TemporaryCatalog.entry("extended-gray", gray("0.100")),
            TemporaryCatalog.entry("extended-gray", gray("0.000"), appearances: TemporaryCatalog.highContrast))
        func white(_ name: String, dark: Bool, high: Bool) throws -> Double {
            Self.rgb(try Self.color(catalog, name).color(dark: dark, highContrast: high))[0]
        }
        #expect(
            try [false, true].flatMap { d in try [false, true].map { try white("All", dark: d, high: $0) } } == [
                0.1, 0, 0.9, 1,
            ])
        // No high-contrast value: the luminosity's own.
        #expect(try white("DarkOnly", dark: true, high: true) == 0.9)
        #expect(try white("DarkOnly", dark: false, high: true) == 0.1)
        // No dark value: "any" high contrast serves dark high contrast, "any" serves dark.
        #expect(try white("ContrastOnly", dark: true, high: true) == 0)
        #expect(try white("ContrastOnly", dark: true, high: false) == 0.1)
    }

    @Test func theIPhoneIdiomAndTheSRGBGamutAreChosen() throws {
        let catalog = try TemporaryCatalog()
        func gray(_ v: String) -> String { #""white" : "\#(v)", "alpha" : "1.000""# }
        try catalog.colorSet(
            "Idioms", TemporaryCatalog.entry("extended-gray", gray("0.300"), idiom: "ipad"),
            TemporaryCatalog.entry("extended-gray", gray("0.200"), idiom: "universal"),
            TemporaryCatalog.entry("extended-gray", gray("0.100"), idiom: "iphone"),
            TemporaryCatalog.entry("extended-gray", gray("0.400"), idiom: "mac"))
        try catalog.colorSet("MacOnly", TemporaryCatalog.entry("extended-gray", gray("0.400"), idiom: "mac"))
        try catalog.write(
            "Gamut.colorset/Contents.json",
            #"{ "colors" : [ { "display-gamut" : "display-P3", "idiom" : "universal", "color" : { "color-space" : "extended-gray", "components" : { "white" : "0.700" } } }, { "display-gamut" : "sRGB", "idiom" : "universal", "color" : { "color-space" : "extended-gray", "components" : { "white" : "0.600" } } } ] }"#
        )
        #expect(Self.rgb(try Self.color(catalog, "Idioms").color(dark: false, highContrast: false))[0] == 0.1)
        #expect(Self.rgb(try Self.color(catalog, "MacOnly").color(dark: false, highContrast: false))[0] == 0.4)
        #expect(Self.rgb(try Self.color(catalog, "Gamut").color(dark: false, highContrast: false))[0] == 0.6)
    }

    @Test func aReferenceNamesTheSystemColour() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write(
            "Back.colorset/Contents.json",
            #"{ "colors" : [ { "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" } } ] }"#
        )
        #expect(
            try Self.color(catalog, "Back").color(dark: true, highContrast: false) == .system("systemBackgroundColor"))
    }

    @Test func aComponentOutOfRangeIsNamedWithItsPlaceAndRange() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet(
            "Float", TemporaryCatalog.entry("srgb", #""red" : "1.500", "green" : "0", "blue" : "0", "alpha" : "1.000""#)
        )
        try catalog.colorSet(
            "Byte", TemporaryCatalog.entry("srgb", #""red" : "0", "green" : "300", "blue" : "0", "alpha" : "1.000""#))
        try catalog.colorSet(
            "Hex", TemporaryCatalog.entry("srgb", #""red" : "0", "green" : "0", "blue" : "0x1FF", "alpha" : "1.000""#))
        try catalog.colorSet(
            "Alpha",
            TemporaryCatalog.entry("extended-srgb", #""red" : "0", "green" : "0", "blue" : "0", "alpha" : "2.000""#))
        try catalog.colorSet(
            "NaN", TemporaryCatalog.entry("srgb", #""red" : "nan", "green" : "0", "blue" : "0", "alpha" : "1.000""#))
        #expect(
            Self.problem(catalog, "Float")
                == #"Assets.xcassets/Float.colorset/Contents.json: "colors[0].color.components.red" is "1.500", outside 0...1 (extended colour spaces take wider values)"#
        )
        #expect(
            Self.problem(catalog, "Byte").hasSuffix(#""colors[0].color.components.green" is "300", outside 0...255"#))
        #expect(
            Self.problem(catalog, "Hex").hasSuffix(#""colors[0].color.components.blue" is "0x1FF", outside 0...255"#))
        #expect(
            Self.problem(catalog, "Alpha").hasSuffix(#""colors[0].color.components.alpha" is "2.000", outside 0...1"#))
        #expect(Self.problem(catalog, "NaN").contains(#"is "nan", not a number Xcode writes"#))
    }

    @Test func malformedContentsAreNamedNeverCrash() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("Broken.colorset/Contents.json", "{ \"colors\" : [ { \"color\" : ")
        try catalog.write("Array.colorset/Contents.json", "[1, 2]")
        try catalog.write("Deep.colorset/Contents.json", String(repeating: "[", count: 200_000))
        try catalog.write("Big.colorset/Contents.json", String(repeating: " ", count: (1 << 20) + 1))
        try catalog.write(
            "Space.colorset/Contents.json", "{ \"colors\" : [ \(TemporaryCatalog.entry("cmyk", #""red" : "0""#)) ] }")
        try catalog.write("Empty.colorset/Contents.json", #"{ "colors" : [ ] }"#)
        try catalog.write("Kind.colorset/Contents.json", #"{ "colors" : { "color" : 1 } }"#)
        try FileManager.default.createDirectory(
            at: catalog.catalog.appendingPathComponent("NoFile.colorset"), withIntermediateDirectories: true)
        #expect(Self.problem(catalog, "Broken").contains("Broken.colorset/Contents.json: is not valid JSON ("))
        #expect(Self.problem(catalog, "Array").hasSuffix("is not a JSON object at the top level"))
        #expect(Self.problem(catalog, "Deep").contains("is not valid JSON"))
        #expect(Self.problem(catalog, "Big").hasSuffix("is 1048577 bytes, over the limit of 1048576 bytes"))
        #expect(Self.problem(catalog, "Space").contains(#""colors[0].color.color-space" is "cmyk", not one of srgb"#))
        #expect(
            Self.problem(catalog, "Empty").hasSuffix(
                "has no colour for the universal or iPhone idiom (\"colors\" is empty or absent)"))
        #expect(Self.problem(catalog, "Kind").hasSuffix(#""colors" is not an array"#))
        #expect(Self.problem(catalog, "NoFile") == "Assets.xcassets/NoFile.colorset/Contents.json: is missing")
    }

    @Test func aContentsFileThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let catalog = try TemporaryCatalog()
        let set = catalog.catalog.appendingPathComponent("Pipe.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        #expect(mkfifo(set.appendingPathComponent("Contents.json").path, 0o600) == 0)
        #expect(Self.problem(catalog, "Pipe").hasSuffix("Contents.json: is not a regular file"))
    }
}
