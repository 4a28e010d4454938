// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Annotations under bars (`.annotation(position: .bottom)` on bars from zero) reach below the plot into the x
/// labels; by default they pad the y scale, as Swift Charts' `.padScale`: the bars rise inside the plot and the
/// annotations sit between them and the labels, never over the labels.
@Suite struct BottomAnnotationTests {
    static let cities = [("Baku", 640.0), ("Ganja", 210)]

    static func chart(_ resolution: AnnotationOverflowResolution = .automatic) -> Chart<some ChartContent> {
        Chart {
            ForEach(cities, id: \.0) { city, population in
                BarMark(x: .value("City", city), y: .value("Population", population))
                    .annotation(position: .bottom, alignment: .trailing, spacing: 16, overflowResolution: resolution) {
                        Text("\(Int(population))").font(.caption)
                    }
            }
        }
    }

    /// The boxes of the text runs named `texts`, as drawn.
    static func boxes<C>(_ chart: Chart<C>, _ texts: Set<String>) throws -> [String: Rect] {
        var renderer = ChartRenderer(chart, width: 400, height: 260)
        renderer.calendar = ChartCalendar.standard
        let measurer = FixedTextMeasurer()
        var found: [String: Rect] = [:]
        for case .text(let run) in try renderer.makeScene(measurer: measurer).commands where texts.contains(run.text) {
            let m = measurer.metrics(run.font)
            found[run.text] = Rect(
                x: run.origin.x, y: run.origin.y - m.ascent, width: measurer.width(of: run.text, font: run.font),
                height: m.ascent + m.descent)
        }
        return found
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test func annotationsUnderBarsKeepClearOfTheXLabels() throws {
        let found = try Self.boxes(Self.chart(), ["640", "210", "Baku", "Ganja"])
        #expect(found.count == 4)
        for number in ["640", "210"] {
            for city in ["Baku", "Ganja"] {
                if let a = found[number], let b = found[city] {
                    #expect(!Self.overlaps(a, b), "\(number) \(a) covers \(city) \(b)")
                    #expect(a.maxY <= b.minY, "\(number) sits above the labels")
                }
            }
        }
    }

    @Test func disabledPlacesThemAsIs() throws {
        // `.disabled` keeps Apple's as-is placement: the numbers land in the labels' row.
        let found = try Self.boxes(Self.chart(.init(y: .disabled)), ["640", "Baku"])
        #expect(found.count == 2)
        if let a = found["640"], let b = found["Baku"] { #expect(a.minY < b.maxY) }
    }

    @Test func theReportGridPlotFrameTakesTheAnnotationRoomIn() throws {
        var renderer = ChartRenderer(AnnotationOverflowTests.chart(), width: 400, height: 260)
        renderer.calendar = ChartCalendar.standard
        let frame = try renderer.plotFrame()
        let stages = try Stages(AnnotationOverflowTests.chart(), width: 400, height: 260)
        let plain = stages.driver.layout(
            stages.guides, stages.resolved, theme: stages.theme, views: try renderer.laidOut().views,
            room: AnnotationRoom()
        ).plot
        // The three-line annotation over the tallest bar moves the plot's top down; the frame says so, as does
        // the layout drawing uses.
        #expect(frame.y > plain.y + 1)
        #expect(abs(frame.y + frame.height - plain.maxY) < 0.01)
        let drawn = try renderer.laidOut().layout.plot
        #expect(drawn.y == frame.y && drawn.height == frame.height)
    }
}
