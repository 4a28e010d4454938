// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// One piece of the scene's text, in document coordinates, for the SVG's invisible text layer.
struct SVGTextRun: Equatable {
    var text: String
    /// The baseline's left end.
    var x: Double
    var y: Double
    var size: Double
    var bold: Bool
    var italic = false
    /// Clockwise rotation about (x, y), in radians, as cairo draws it.
    var angle: Double
    /// The width the glyphs take, so the invisible text spans exactly the drawn text in any fallback font.
    var width: Double
}

/// Makes cairo's SVG fit to be inlined in a web page beside other charts:
/// - every id gets a prefix derived from the document's content (FNV-1a of its bytes), so two different charts
///   on one page never share a `glyph0-1` or `clip1`, and the same chart still gives the same bytes;
/// - `width` and `height` are in CSS pixels, equal to the PNG's at scale 1 (cairo writes points, which browsers
///   show 4/3 larger);
/// - `role="img"` with `<title>` and `<desc>` naming the chart for screen readers;
/// - the scene's text as `<text>` elements with `fill-opacity="0"` laid over cairo's glyph outlines, so the
///   labels can be selected, found with Ctrl+F and copied while the picture stays exactly cairo's.
enum SVGWeb {
    static func document(
        _ cairoSVG: Data, width: Double, height: Double, title: String?, description: String?, texts: [SVGTextRun]
    ) -> Data {
        let svg = String(decoding: SVGIdentifiers.normalized(cairoSVG), as: UTF8.self)
        // cairo writes `<?xml …?>`, `<svg …>`, the drawing, `</svg>`; anything else is passed through whole.
        guard let open = svg.range(of: "<svg"), let openEnd = svg[open.upperBound...].range(of: ">"),
            let close = svg.range(of: "</svg>", options: .backwards), openEnd.upperBound <= close.lowerBound
        else { return Data(svg.utf8) }
        let drawing = String(svg[openEnd.upperBound..<close.lowerBound])
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        let description = description.flatMap { $0.isEmpty ? nil : $0 }
        let textLayer = layer(texts)
        var hash = FNV1a()
        for part in [drawing, title ?? "", description ?? "", textLayer] {
            hash.add(part)
            hash.add("\u{0}")
        }
        let prefix = "sp" + String(String(hash.value, radix: 16).suffix(12)) + "-"

        let pixelWidth = Int(saturating: width.rounded(.up)), pixelHeight = Int(saturating: height.rounded(.up))
        var labels: [String] = []
        var head = ""
        if let title {
            head += "<title id=\"\(prefix)title\">\(escaped(title))</title>\n"
            labels.append(prefix + "title")
        }
        if let description {
            head += "<desc id=\"\(prefix)desc\">\(escaped(description))</desc>\n"
            labels.append(prefix + "desc")
        }
        let labelled = labels.isEmpty ? "" : " aria-labelledby=\"\(labels.joined(separator: " "))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        out += " width=\"\(pixelWidth)px\" height=\"\(pixelHeight)px\" viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\""
        out += " version=\"1.1\" role=\"img\"\(labelled)>\n"
        out += head
        out += "<g aria-hidden=\"true\">" + prefixingIdentifiers(drawing, with: prefix) + "</g>\n"
        out += textLayer
        out += "</svg>\n"
        return Data(out.utf8)
    }

    /// The invisible text: the glyphs' family (Inter, else DejaVu Sans), stretched by `textLength` to the drawn width so selection
    /// and find highlights cover the drawn labels even where the browser substitutes another font.
    static func layer(_ texts: [SVGTextRun]) -> String {
        guard !texts.isEmpty else { return "" }
        var out =
            "<g fill=\"#000\" fill-opacity=\"0\" font-family=\"Inter, 'DejaVu Sans', Verdana, sans-serif\""
            + " style=\"white-space:pre\">\n"
        for run in texts {
            let x = number(run.x), y = number(run.y)
            out += "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(number(run.size))\""
            if run.bold { out += " font-weight=\"bold\"" }
            if run.italic { out += " font-style=\"italic\"" }
            if run.width > 0 { out += " textLength=\"\(number(run.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            if run.angle != 0 { out += " transform=\"rotate(\(number(run.angle * 180 / .pi)) \(x) \(y))\"" }
            out += ">\(escaped(run.text))</text>\n"
        }
        return out + "</g>\n"
    }

    /// Puts `prefix` before every id cairo declares (`id="…"`) and every reference to one (`href="#…"`,
    /// `url(#…)`). cairo's drawing holds no user text, only glyph outlines, so these patterns are all markup.
    static func prefixingIdentifiers(_ drawing: String, with prefix: String) -> String {
        let bytes = Array(drawing.utf8), prefixBytes = Array(prefix.utf8)
        let markers = ["id=\"", "href=\"#", "url(#"].map { Array($0.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var i = 0
        scan: while i < bytes.count {
            // Every marker starts with a letter cairo's markup has in attribute names, so one byte test skips most.
            let b = bytes[i]
            if b == UInt8(ascii: "i") || b == UInt8(ascii: "h") || b == UInt8(ascii: "u") {
                for marker in markers where bytes.count - i >= marker.count && bytes[i] == marker[0] {
                    guard bytes[i..<(i + marker.count)].elementsEqual(marker) else { continue }
                    // `data-id`, `myhref` and the like are not cairo's; only a whole attribute name counts.
                    guard i == 0 || !isNameByte(bytes[i - 1]) else { continue }
                    out += marker
                    out += prefixBytes
                    i += marker.count
                    continue scan
                }
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 45 || b == 46
    }

    /// Text as XML character data or an attribute value: markup characters become entities, and characters XML
    /// 1.0 forbids (controls, U+FFFE, U+FFFF) become spaces, so no user string can add or break markup.
    static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&apos;".unicodeScalars)
            case "\t", "\n", "\r": out.append(" ")
            default:
                let forbidden =
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value >= 0xFFFE
                        && scalar.value <= 0xFFFF
                out.append(forbidden ? " " : scalar)
            }
        }
        return String(out)
    }

    /// At most two decimals, no trailing zeros, no exponent, never "-0": the same text on every machine.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
        let whole = Int64(hundredths)
        if whole == 0 { return "0" }
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let fraction = magnitude % 100
        var text = sign + String(magnitude / 100)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}

/// 64-bit FNV-1a: small, fast and the same on every platform (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}

extension ChartRenderer {
    /// The scene's text runs as the SVG's text layer: those cairo draws (`CairoSafety` keeps them) whose
    /// origin lies on the chart, offset by (`dx`, `dy`) for a chart placed in a grid.
    func svgTextRuns(_ scene: ChartScene, dx: Double = 0, dy: Double = 0) throws -> [SVGTextRun] {
        let measurer = try CairoTextMeasurer(shaper: shaper)
        return scene.commands.compactMap { command -> SVGTextRun? in
            guard case .text(let run)? = CairoSafety.safe(command, limit: CairoSafety.deviceLimit),
                (0...width).contains(run.origin.x), (0...height).contains(run.origin.y)
            else { return nil }
            let text = drawable(run.text)
            guard !text.allSatisfy(\.isWhitespace) else { return nil }
            return SVGTextRun(
                text: text, x: run.origin.x + dx, y: run.origin.y + dy, size: run.font.size, bold: run.font.bold,
                italic: run.font.italic, angle: run.angle, width: measurer.width(of: text, font: run.font))
        }
    }

    /// cairo's SVG of this chart made fit for the web (see ``SVGWeb``).
    func webSVG(_ cairoSVG: Data, scene: ChartScene) throws -> Data {
        SVGWeb.document(
            cairoSVG, width: width, height: height, title: title, description: altText,
            texts: try svgTextRuns(scene))
    }
}
