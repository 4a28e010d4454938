// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Swift Charts and SwiftUI spellings that real chart code uses (found by compiling public examples against
/// ShipPlot): each compiles as Apple declares it and draws what Apple draws at rest.
@Suite(.tags(.heldOut)) struct ChartSpellingTests {
    private func commands<Content>(_ chart: Chart<Content>, scheme: ColorScheme = .light) throws -> [Substring] {
        var renderer = ChartRenderer(chart, width: 300, height: 200)
        renderer.colorScheme = scheme
        return try renderer.recordedCommands().split(separator: "\n")
    }

    /// The numbers of a `fill` or `stroke` command's path.
    private func coordinates(_ command: Substring) -> [Double] {
        command.split(whereSeparator: { " ,MLZ".contains($0) }).compactMap { Double($0) }
    }

    @Test func rectangleAtACategoryIsABandOverThePlotHeight() throws {
        let lines = try commands(
            Chart {
                BarMark(x: .value("k", "a"), y: .value("v", 3))
                BarMark(x: .value("k", "b"), y: .value("v", 5))
                RectangleMark(x: .value("k", "b")).foregroundStyle(.red)
            })
        let bars = lines.filter { $0.hasPrefix("fill #007aff") }.map(coordinates)
        let band = try coordinates(#require(lines.first { $0.hasPrefix("fill #ff3b30") }))
        let grid = lines.filter { $0.hasPrefix("stroke #1d1d1f26") }.map(coordinates)
        let (top, bottom) = (try #require(grid.map { $0[1] }.min()), try #require(grid.map { $0[1] }.max()))
        // The band sits on b's bar, 70 % of the category's band wide (bars fill 60 %), from plot top to bottom.
        let barCentre = (bars[1][0] + bars[1][2]) / 2
        #expect(abs((band[0] + band[2]) / 2 - barCentre) < 0.01)
        #expect(abs((band[2] - band[0]) / (bars[1][2] - bars[1][0]) - 0.7 / 0.6) < 0.01)
        #expect(abs(band[1] - top) <= 0.5 && abs(band[5] - bottom) <= 0.5)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func backgroundMaterialsAndHierarchyFollowTheTheme(_ scheme: ColorScheme) throws {
        let lines = try commands(
            Chart {
                RuleMark(y: .value("v", 4)).foregroundStyle(.background)
                RuleMark(y: .value("v", 3)).foregroundStyle(.thickMaterial)
                RuleMark(y: .value("v", 2)).foregroundStyle(.ultraThinMaterial)
                RuleMark(y: .value("v", 1)).foregroundStyle(.quaternary)
            }, scheme: scheme)
        let background = scheme == .dark ? "1c1c1e" : "ffffff"
        // Materials are their tint, translucent: white, or the design kit's grey in the dark.
        let tint = scheme == .dark ? "252525" : "ffffff"
        let text = scheme == .dark ? "f2f2f7" : "1d1d1f"
        let rules = lines.filter { $0.hasPrefix("stroke") && $0.contains(" w1 M16,") }.suffix(4).map {
            String($0.split(separator: " ")[1])
        }
        #expect(rules == ["#\(background)", "#\(tint)e6", "#\(tint)8c", "#\(text)2e"])
    }

    @Test func textLabelsAreTheirString() {
        #expect(PlottableValue<Double>.value(Text(verbatim: "Revenue"), 3).encoding.label == "Revenue")
        let date = Date(timeIntervalSince1970: 0)
        let binned = PlottableValue<Date>.value(Text("Day"), date, unit: .day)
        #expect(binned.encoding.label == "Day" && binned.encoding.unit == .day)
    }

    @Test func emptyAxisMarkDrawsNothing() throws {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 10)) }
            .chartYAxis {
                AxisMarks(values: [0, 5, 10]) { value in
                    switch value.index {
                    case 1: AxisValueLabel()
                    default: EmptyAxisMark()
                    }
                }
            }
        let texts = try commands(chart).filter { $0.hasPrefix("text") }.map { $0.split(separator: "\"")[1] }
        #expect(texts == ["a", "5"])
    }

    @Test func formattedMarksAtExplicitValues() throws {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 12)) }
            .chartYAxis { AxisMarks(format: .number, values: [0, 6, 12]) }
        let texts = try commands(chart).filter { $0.hasPrefix("text") }.map { $0.split(separator: "\"")[1] }
        #expect(texts == ["a", "0", "6", "12"])
    }

    @Test func viewModifiersOnAChartDrawTheSameChart() throws {
        let plain = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbolSize(by: .value("k", "a"))
            PointMark(x: .value("x", 2), y: .value("y", 3)).symbolSize(by: .value("k", "b"))
                .accessibilityValue("\(3.25, specifier: "%.1f")")
                .alignsMarkStylesWithPlotArea()
        }
        let modified = plain.aspectRatio(contentMode: .fit).aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
            .scaledToFit().scaledToFill().animation(.smooth, value: 1).animation(nil)
            .transition(.opacity)
            .chartXAxisStyle { axis in axis }.chartYAxisStyle { $0.frame(width: 20) }
            .chartSymbolSizeScale(mapping: { (_: String) in 10 })
            .accessibilityLabel("Points").accessibilityLabel(Text("Points")).accessibilityValue("2")
            .accessibilityHint("h").accessibilityHidden(false).accessibilityIdentifier("id")
            .accessibilityElement(children: .combine)
        #expect(try commands(modified) == commands(plain))
    }

    @Test func overlayViewsWithTheirOwnBackgroundKeepTheTextColour() throws {
        let lines = try commands(
            Chart {
                BarMark(x: .value("k", "a"), y: .value("v", 4)).annotation(position: .overlay) { Text("bare") }
                BarMark(x: .value("k", "b"), y: .value("v", 4)).annotation(position: .overlay) {
                    Text("boxed").padding(4).background(Capsule().fill(.background))
                }
            })
        let colour = { (word: String) in
            lines.first { $0.hasPrefix("text") && $0.contains("\"\(word)\"") }.map {
                String($0.split(separator: " ")[1])
            }
        }
        // White reads on the blue bar; on its own white capsule the label keeps the annotation colour.
        #expect(colour("bare") == "#ffffff")
        #expect(colour("boxed") == "#1d1d1fa3")
    }

    @Test func symbolSizeScaleSetsEachCategorysArea() throws {
        let points = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("k", "small"))
            PointMark(x: .value("x", 2), y: .value("y", 2)).symbolSize(by: .value("k", "large"))
        }
        func widths<C>(_ chart: Chart<C>) throws -> [Double] {
            try commands(chart).filter { $0.hasPrefix("fill #007aff") }.map { line in
                let xs = coordinates(line).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                return (xs.max() ?? 0) - (xs.min() ?? 0)
            }
        }
        let scaled = try widths(points.chartSymbolSizeScale(["small": 16, "large": 400]))
        // Areas of 16 and 400 pt²: diameters in the ratio 1 : 5, unlike the automatic 16…256 steps (1 : 4).
        #expect(scaled.count == 2 && abs(scaled[1] / scaled[0] - 5) < 0.05)
        #expect(try widths(points) != scaled)
    }

    @Test func viewModifiersInAnnotationsKeepTheView() throws {
        func chart(_ label: some View) -> Chart<some ChartContent> {
            Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)).annotation(position: .top) { label } }
        }
        let plain = try commands(chart(Text("peak")))
        let modified = try commands(
            chart(
                Text("peak").blur(radius: 2).scaledToFit().scaledToFill().aspectRatio(1, contentMode: .fit)
                    .accessibilityElement(children: .combine)))
        // The blur draws the text in a blur layer; the other modifiers leave the drawing as it was.
        #expect(modified.filter { $0 != "blur r2" && $0 != "unlayer" } == plain)
        #expect(modified.contains("blur r2"))
        #expect(plain.contains { $0.contains("\"peak\"") })
    }
}
