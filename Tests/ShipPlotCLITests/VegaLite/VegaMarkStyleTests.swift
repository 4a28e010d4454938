// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI
@testable import ShipPlotCharts

/// What a spec asks of its marks that changes what a reader sees, drawn as Vega draws it: overlaid bars seen
/// through, points on a line, a box of one value, a pie's small multiples headed and sharing one legend.
@Suite struct VegaMarkStyleTests {
    /// Draws `spec` in-process and returns each chart the command laid out (one, or one per small multiple),
    /// with its title.
    private func charts(_ spec: String) throws -> [ChartDriver.LaidOut] { try titledCharts(spec).map(\.chart) }

    private func titledCharts(_ spec: String) throws -> [(title: String?, chart: ChartDriver.LaidOut)] {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var renderers: [ChartRenderer] = []
        }
        let box = try Sandbox()
        try box.write(spec, to: "s.vl.json")
        let sink = Sink()
        var io = CommandIO(
            environment: ["HOME": box.root.path, "TZ": "UTC"], currentDirectory: box.root, writeOutput: { _ in },
            writeError: { _ in })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let code = ShipPlotCommandLine.main(arguments: ["chart", "--spec", "s.vl.json", "-o", "c.png"], io: io)
        #expect(code == 0)
        return try sink.lock.withLock { sink.renderers }.map { ($0.title, try $0.laidOut()) }
    }

    private func rows(_ count: Int) -> String {
        (0..<count).map { #"{"x": \#($0), "y": \#($0 % 7)}"# }.joined(separator: ",")
    }

    /// `opacity` as a mark property or a fixed channel value: overlaid bars (`stack: null`) are seen through, as
    /// in Vega, rather than the later hiding the earlier.
    @Test func opacityShowsOverlaidBarsThroughEachOther() throws {
        let data = #"{"values": [{"k": "A", "g": "f", "v": 3}, {"k": "A", "g": "m", "v": 5}]}"#
        for (mark, opacity) in [
            (#"{"type": "bar", "opacity": 0.5}"#, ""), (#""bar""#, #", "opacity": {"value": 0.7}"#),
        ] {
            let chart = try #require(
                try charts(
                    #"{"data": \#(data), "mark": \#(mark), "encoding": {"x": {"field": "k"}, "#
                        + #""y": {"field": "v", "type": "quantitative", "stack": null}, "color": {"field": "g"}\#(opacity)}}"#
                ).first)
            let bars = chart.resolved.marks.filter { $0.kind == .bar }
            #expect(bars.count == 2)
            #expect(bars.allSatisfy { $0.style.opacity == (opacity.isEmpty ? 0.5 : 0.7) }, "\(mark) \(opacity)")
        }
    }

    /// `point: true` on a line or area, or a fixed shape on a line: a symbol on every point, however many (a line
    /// of 60 points draws none by default).
    @Test func pointsOnALineOrAnAreaAreDrawn() throws {
        let encoding =
            #""encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}"#
        for (mark, extra) in [
            (#"{"type": "line", "point": true}"#, ""), (#"{"type": "area", "line": true, "point": true}"#, ""),
            (#""line""#, #", "shape": {"value": "square"}"#),
        ] {
            let chart = try #require(
                try charts(#"{"data": {"values": [\#(rows(60))]}, "mark": \#(mark), \#(encoding)\#(extra)}}"#).first)
            let lines = chart.resolved.marks.filter { $0.kind == .line }
            #expect(lines.count == 60, "\(mark)")
            #expect(lines.allSatisfy { $0.style.symbol != nil }, "\(mark) \(extra)")
        }
        let plain = try #require(
            try charts(#"{"data": {"values": [\#(rows(60))]}, "mark": "line", \#(encoding)}}"#).first)
        #expect(plain.resolved.marks.filter { $0.kind == .line }.allSatisfy { $0.style.symbol == nil })
    }

    /// A box plot's group of one value has a box of no height: its median is drawn in the series' colour, where
    /// the background's colour of a box's median would leave nothing to see.
    @Test func aBoxOfOneValueShowsItsMedian() throws {
        let chart = try #require(
            try charts(
                #"{"data": {"values": [{"a": "A", "b": 28}, {"a": "A", "b": 30}, {"a": "B", "b": 55}]}, "mark": "boxplot", "#
                    + #""encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}"#
            ).first)
        let medians = chart.resolved.marks.filter { $0.kind == .rectangle }
        #expect(medians.count == 2)
        // A's median (29) across its box in white; B's (55) in B's colour.
        #expect(medians.filter { $0.style.foreground != nil }.count == 1)
        #expect(medians.filter { $0.style.foregroundBy != nil }.count == 1)
    }

    /// Pies in small multiples: each headed by its facet's value, one legend for the grid (under the last).
    @Test func facetedPiesAreHeadedAndShareOneLegend() throws {
        let values = ["1931", "1932"].flatMap { year in
            ["Crookston", "Duluth"].enumerated().map { #"{"year": \#(year), "site": "\#($1)", "yield": \#($0 + 2)}"# }
        }
        let pies = try titledCharts(
            #"{"data": {"values": [\#(values.joined(separator: ","))]}, "mark": "arc", "encoding": {"#
                + #""theta": {"field": "yield", "type": "quantitative"}, "color": {"field": "site"}, "#
                + #""column": {"field": "year"}}}"#)
        #expect(pies.map(\.title) == ["1931", "1932"])
        #expect(pies.map { $0.chart.resolved.components.legend.visibility } == [.hidden, .automatic])
    }
}
