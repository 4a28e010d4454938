// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG parsed as XML: elements by name with their attributes and text, or the parser's error.
private final class SVGOutline: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }
    var elements: [Element] = []
    private var open: [Int] = []

    init(_ svg: Data) throws {
        super.init()
        let parser = XMLParser(data: svg)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    var root: Element { elements[0] }
}

private func bars(_ values: [Double] = [3, 1, 4]) -> Chart<some ChartContent> {
    Chart {
        ForEach(Array(values.enumerated()), id: \.offset) { index, value in
            BarMark(x: .value("Day", ["Mon", "Tue", "Wed", "Thu"][index % 4]), y: .value("Steps", value))
        }
    }
}

@Suite struct SVGWebTests {
    @Test func titleAndDescriptionNameTheImageAndCannotInjectMarkup() throws {
        var renderer = ChartRenderer(bars(), width: 300, height: 200)
        renderer.title = "v2.4 </title><script>alert(1)</script> & \"prep\""
        renderer.altText = "Bars <g onload='x'>]]> \u{1}\u{FFFF} done"
        let svg = try SVGOutline(try renderer.svgData())
        #expect(svg.root.name == "svg" && svg.root.attributes["role"] == "img")
        #expect(svg.all("script").isEmpty && svg.all("g").allSatisfy { $0.attributes["onload"] == nil })
        let title = try #require(svg.all("title").first), desc = try #require(svg.all("desc").first)
        #expect(title.text == "v2.4 </title><script>alert(1)</script> & \"prep\"")
        #expect(desc.text == "Bars <g onload='x'>]]>    done", "characters XML forbids become spaces")
        let labels = try #require(svg.root.attributes["aria-labelledby"]).split(separator: " ").map(String.init)
        #expect(labels == [title.attributes["id"], desc.attributes["id"]].compactMap { $0 })
    }

    @Test func sizeIsInCSSPixelsEqualToThePNGAtScaleOne() throws {
        for (width, height) in [(800.0, 500.0), (300.5, 200.25)] {
            let renderer = ChartRenderer(bars(), width: width, height: height, scale: 2)
            let root = try SVGOutline(try renderer.svgData()).root
            var one = renderer
            one.scale = 1
            let png = [UInt8](try one.pngData())
            let pngWidth = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let pngHeight = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(root.attributes["width"] == "\(pngWidth)px" && root.attributes["height"] == "\(pngHeight)px")
            #expect(root.attributes["viewBox"] == "0 0 \(pngWidth) \(pngHeight)")
        }
    }

    /// Every label the scene draws is in the invisible text layer, at its baseline, as wide as drawn.
    @Test func everyDrawnLabelIsInTheTextLayer() throws {
        var renderer = ChartRenderer(bars(), width: 300, height: 200)
        renderer.title = "Steps"
        let svg = try SVGOutline(try renderer.svgData())
        let layer = svg.all("text")
        let drawn = try renderer.makeScene(format: .svg).commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run } else { return nil }
        }
        #expect(drawn.count >= 5)
        #expect(layer.map(\.text) == drawn.map(\.text))
        for (element, run) in zip(layer, drawn) {
            #expect(element.attributes["x"] == SVGWeb.number(run.origin.x))
            #expect(element.attributes["y"] == SVGWeb.number(run.origin.y))
            #expect(Double(element.attributes["textLength"] ?? "") ?? 0 > 0)
        }
        let group = try #require(svg.all("g").first { $0.attributes["fill-opacity"] != nil })
        #expect(group.attributes["fill-opacity"] == "0", "the glyph outlines stay the only visible text")
        #expect(svg.all("g").first?.attributes["aria-hidden"] == "true")
    }

    @Test func rotatedTextTurnsAboutItsOrigin() {
        let run = SVGTextRun(text: "Steps", x: 12, y: 250.125, size: 11, bold: false, angle: -.pi / 2, width: 30.5)
        #expect(
            SVGWeb.layer([run]).contains(
                ##"<text x="12" y="250.13" font-size="11" textLength="30.5" lengthAdjust="spacingAndGlyphs" transform="rotate(-90 12 250.13)">Steps</text>"##
            ))
    }

    @Test func idsFollowTheContentAndStayTheSameForTheSameChart() throws {
        func ids(_ svg: Data) -> Set<String> {
            Set(String(decoding: svg, as: UTF8.self).matches(of: /id="([^"]+)"/).map { String($0.1) })
        }
        var renderer = ChartRenderer(bars(), width: 300, height: 200)
        let first = try renderer.svgData()
        #expect(try renderer.svgData() == first)
        #expect(ids(first).allSatisfy { $0.hasPrefix("sp") })
        #expect(
            ids(first).isDisjoint(with: ids(try ChartRenderer(bars([1, 2, 3]), width: 300, height: 200).svgData())))
        renderer.altText = "Three bars."
        #expect(ids(first).isDisjoint(with: ids(try renderer.svgData())), "the description is content too")
    }

    @Test func prefixesOnlyIdentifiersAndReferencesToThem() {
        let drawing =
            ##"<g id="surface1" clip-path="url(#clip1)" style="fill:url(#linear0);"><use xlink:href="#glyph0-1" data-id="k" href="https://x.org/#a"/></g>"##
        #expect(
            SVGWeb.prefixingIdentifiers(drawing, with: "p-")
                == ##"<g id="p-surface1" clip-path="url(#p-clip1)" style="fill:url(#p-linear0);"><use xlink:href="#p-glyph0-1" data-id="k" href="https://x.org/#a"/></g>"##
        )
    }

    @Test(arguments: [(0.0, "0"), (-0.001, "0"), (12.5, "12.5"), (3.14159, "3.14"), (-7.05, "-7.05"), (1e300, "0")])
    func numbersAreShortAndTheSameEverywhere(value: Double, text: String) {
        #expect(SVGWeb.number(value) == text)
    }

    @Test func aGridIsOneImageWithEveryChartsTextInItsCell() throws {
        var left = ChartRenderer(bars(), width: 300, height: 200)
        left.altText = "Left."
        var right = ChartRenderer(bars([2, 2]), width: 300, height: 200)
        right.altText = "Right."
        right.title = "Right chart"
        var sheet = ChartSheet([left, right])
        sheet.title = "Report"
        let svg = try SVGOutline(try sheet.svgData())
        #expect(svg.root.attributes["width"] == "600px" && svg.root.attributes["role"] == "img")
        #expect(svg.all("title").map(\.text) == ["Report"] && svg.all("desc").map(\.text) == ["Left. Right."])
        let heading = try #require(svg.all("text").first { $0.text == "Right chart" })
        #expect(Double(heading.attributes["x"] ?? "") ?? 0 > 300, "the right chart's text sits in the right cell")
    }
}
