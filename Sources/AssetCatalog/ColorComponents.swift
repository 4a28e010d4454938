// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads the `color` of a colour set's entry: a reference to a system colour, or components in a colour space,
/// converted to sRGB.
enum AssetColorReader {
    /// The colour spaces Xcode writes, and whether each takes values outside 0...1.
    enum Space: String, CaseIterable {
        case srgb
        case extendedSRGB = "extended-srgb"
        case extendedLinearSRGB = "extended-linear-srgb"
        case displayP3 = "display-p3"
        case grayGamma22 = "gray-gamma-22"
        case extendedGray = "extended-gray"

        var isExtended: Bool { rawValue.hasPrefix("extended") }
        var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    }

    static func read(_ color: ContentsJSON) throws(ContentsError) -> AssetColor {
        guard color.isPresent else { throw ContentsError("\"\(color.keyPath)\" is missing") }
        if let reference = try color["reference"].string() { return .system(reference) }
        let spaceName = try color["color-space"].string() ?? "srgb"
        // Xcode writes "display-p3"; older catalogs and hand-written ones spell it "display-P3".
        guard let space = Space(rawValue: spaceName.lowercased()) else {
            let known = Space.allCases.map(\.rawValue).joined(separator: ", ")
            throw ContentsError("\"\(color.keyPath).color-space\" is \"\(spaceName)\", not one of \(known)")
        }
        let components = color["components"]
        let alpha = try component(components["alpha"], space: .srgb, default: 1)
        if space.isGray {
            let white = try component(components["white"], space: space)
            let value = space == .grayGamma22 ? ColorConversion.grayGamma22ToSRGB(white) : white
            return .srgb(red: value, green: value, blue: value, alpha: alpha)
        }
        var rgb = (
            try component(components["red"], space: space), try component(components["green"], space: space),
            try component(components["blue"], space: space)
        )
        switch space {
        case .displayP3: rgb = ColorConversion.displayP3ToSRGB(rgb)
        case .extendedLinearSRGB:
            rgb = (ColorConversion.encode(rgb.0), ColorConversion.encode(rgb.1), ColorConversion.encode(rgb.2))
        default: break
        }
        return .srgb(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// One component in any form Xcode writes: a fraction (`"0.500"`), an 8-bit integer (`"128"`) or an 8-bit
    /// hexadecimal (`"0x80"`). A JSON number is a fraction up to 1 and an 8-bit value above. Extended colour
    /// spaces take any finite fraction; the others, and alpha, only 0...1.
    static func component(_ value: ContentsJSON, space: Space, default fallback: Double? = nil) throws(ContentsError)
        -> Double
    {
        guard value.isPresent else {
            if let fallback { return fallback }
            throw ContentsError("\"\(value.keyPath)\" is missing")
        }
        let written: String
        let parsed: (value: Double, isByte: Bool)?
        if let text = value.value as? String {
            written = "\"\(text)\""
            parsed = number(text.trimmingCharacters(in: .whitespaces))
        } else if let number = value.value as? Double, !(value.value is Bool) {
            written = "\(number)"
            let isByte = number > 1 && number == number.rounded()
            parsed = (isByte ? number / 255 : number, isByte)
        } else {
            throw ContentsError("\"\(value.keyPath)\" is not a number")
        }
        guard let parsed, parsed.value.isFinite else {
            throw ContentsError("\"\(value.keyPath)\" is \(written), not a number Xcode writes (0.500, 128 or 0x80)")
        }
        let isAlpha = value.keyPath.hasSuffix(".alpha")
        guard (0...1).contains(parsed.value) || (space.isExtended && !isAlpha && !parsed.isByte) else {
            let hint = isAlpha || parsed.isByte || space.isExtended ? "" : " (extended colour spaces take wider values)"
            let range = parsed.isByte ? "0...255" : "0...1"
            throw ContentsError("\"\(value.keyPath)\" is \(written), outside \(range)\(hint)")
        }
        return parsed.value
    }

    /// The value of one component's text: `0x` and hexadecimal digits or digits alone (8-bit values, divided by
    /// 255), or a decimal fraction.
    private static func number(_ text: String) -> (value: Double, isByte: Bool)? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16) else { return nil }
            return (Double(value) / 255, true)
        }
        if !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return Double(text).map { ($0 / 255, true) }
        }
        guard text.count <= 40, let value = Double(text) else { return nil }
        return (value, false)
    }
}

/// Conversions from the colour spaces of a colour set to sRGB, with sRGB's transfer curve extended to negative
/// and above-one values by symmetry, as Apple's extended spaces are.
enum ColorConversion {
    /// sRGB's encoding of a linear value.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB's (and Display P3's) decoding to a linear value.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// A Display P3 colour in sRGB: decoded, through the D65 P3-to-sRGB matrix, encoded. Colours outside sRGB's
    /// gamut leave 0...1 here and are clamped when drawn.
    static func displayP3ToSRGB(_ p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = (decode(p3.0), decode(p3.1), decode(p3.2))
        return (
            encode(1.2249401 * r - 0.2249404 * g),
            encode(-0.0420569 * r + 1.0420571 * g),
            encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    /// A grey in the gamma-2.2 grey space as an sRGB grey value.
    static func grayGamma22ToSRGB(_ white: Double) -> Double {
        encode(white < 0 ? -pow(-white, 2.2) : pow(white, 2.2))
    }
}
