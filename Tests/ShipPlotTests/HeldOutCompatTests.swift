// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Swift Charts and SwiftUI spellings that real chart code uses (found by compiling public examples against
/// ShipPlot): each compiles as Apple declares it and draws what Apple draws at rest.
struct HeldOutCompatTests {
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
        let text = scheme == .dark ? "f2f2f7" : "1d1d1f"
        let rules = lines.filter { $0.hasPrefix("stroke") && $0.contains(" w1 M16,") }.suffix(4).map {
            String($0.split(separator: " ")[1])
        }
        #expect(rules == ["#\(background)", "#\(background)e6", "#\(background)8c", "#\(text)2e"])
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

/// The weather glyphs forecast charts put in annotations (`Image(systemName: "cloud.sun.fill")`).
struct WeatherSymbolTests {
    /// The box around a path's points and control points (a curve lies inside its control points' hull).
    private func bounds(_ path: Path, controls: Bool = true) -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    )? {
        let points = path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let p, let c1, let c2): controls ? [p, c1, c2] : [p]
            case .close: []
            }
        }
        guard let first = points.first else { return nil }
        return points.reduce((first.x, first.y, first.x, first.y)) {
            (min($0.0, $1.x), min($0.1, $1.y), max($0.2, $1.x), max($0.3, $1.y))
        }
    }

    @Test(arguments: [
        "sun.max", "sun.max.fill", "sun.min", "moon", "moon.fill", "cloud", "cloud.fill", "cloud.sun.fill",
        "cloud.rain", "cloud.rain.fill", "cloud.snow", "cloud.bolt.fill", "drop", "drop.fill", "cloud.circle",
    ])
    func weatherSymbolsDrawInsideTheirSquare(_ name: String) throws {
        #expect(SystemSymbols.isKnown(name))
        let square = Rect(x: 10, y: 20, width: 40, height: 40)
        let commands = SystemSymbols.commands(
            name, in: square, color: RGBA(hex: 0xFF9500), knockout: RGBA(hex: 0xFFFFFF))
        #expect(!commands.isEmpty)
        for case .fill(let path, _) in commands {
            let box = try #require(bounds(path))
            #expect(
                box.minX >= square.minX && box.maxX <= square.maxX && box.minY >= square.minY
                    && box.maxY <= square.maxY)
        }
    }

    @Test func theMoonIsACrescent() throws {
        let commands = SystemSymbols.commands(
            "moon.fill", in: Rect(x: 0, y: 0, width: 100, height: 100), color: RGBA(hex: 0), knockout: RGBA(hex: 0))
        guard case .fill(let path, _)? = commands.first else { throw CancellationError() }
        let box = try #require(bounds(path, controls: false))
        // The disc's left edge is there; its top right is cut away by the second disc.
        #expect(abs(box.minX - 10) < 1 && box.maxX < 90 && box.maxY > 89)
    }
}

/// `.alignsMarkStylesWithPlotArea()`: one gradient over the plot for every mark instead of one per mark.
struct PlotAlignedStyleTests {
    private func gradientEnds<C: ChartContent>(_ content: C) throws -> [Substring] {
        let lines = try ChartRenderer(Chart { content }, width: 300, height: 200).recordedCommands()
            .split(separator: "\n")
        return lines.filter { $0.contains("gradient") }.map {
            $0.split(separator: " ").prefix(3).joined(separator: " ")[...]
        }
    }

    @Test func barsShareOneRampOverThePlot() throws {
        let bars = ForEach([("a", 2.0), ("b", 8.0)], id: \.0) { name, value in
            BarMark(x: .value("k", name), y: .value("v", value))
        }
        let style = LinearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top)
        let own = try gradientEnds(bars.foregroundStyle(style))
        let aligned = try gradientEnds(bars.foregroundStyle(style).alignsMarkStylesWithPlotArea())
        #expect(own.count == 2 && own[0] != own[1], "each bar has its own ramp")
        #expect(aligned.count == 2 && aligned[0] == aligned[1], "both bars share the plot's ramp")
    }

    @Test func aLineRampsOverThePlotNotItsOwnHeight() throws {
        let line = ForEach([(0, 2.0), (1, 3.0), (2, 8.0)], id: \.0) { x, y in
            LineMark(x: .value("x", x), y: .value("y", y))
        }
        let style = LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top)
        let bars = try gradientEnds(
            BarMark(x: .value("x", 1), y: .value("y", 10)).foregroundStyle(style)
                .alignsMarkStylesWithPlotArea())
        let own = try gradientEnds(line.foregroundStyle(style))
        let aligned = try gradientEnds(line.foregroundStyle(style).alignsMarkStylesWithPlotArea())
        #expect(own.count == 1 && aligned.count == 1 && own != aligned)
        // The plot-aligned ramp runs from the plot's bottom to its top, as a full-height bar's does.
        func ys(_ command: Substring) -> [Substring] {
            command.split(whereSeparator: { "()→".contains($0) }).filter { $0.contains(",") }.map {
                $0.split(separator: ",")[1]
            }
        }
        #expect(ys(aligned[0]) == ys(bars[0]) && ys(own[0]) != ys(bars[0]))
    }
}

/// CoreGraphics transforms as symbol code uses them (`path.applying(.init(rotationAngle:))`).
struct AffineTransformTests {
    private func close(_ p: CGPoint, _ x: Double, _ y: Double) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    @Test func transformsMapPointsAsCoreGraphicsDoes() {
        let p = CGPoint(x: 1, y: 0)
        #expect(close(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1))
        #expect(close(p.applying(CGAffineTransform(scaleX: 3, y: 2)), 3, 0))
        #expect(close(p.applying(CGAffineTransform(translationX: 5, y: -1)), 6, -1))
        // concatenating: the receiver first, then the argument; translatedBy: the move first.
        let rotateThenMove = CGAffineTransform(rotationAngle: .pi / 2).concatenating(.init(translationX: 10, y: 0))
        #expect(close(p.applying(rotateThenMove), 10, 1))
        let moveThenRotate = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(close(p.applying(moveThenRotate), 0, 11))
    }

    @Test func pathsAreMappedPointByPoint() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 1))
        let moved = path.applying(CGAffineTransform(scaleX: 2, y: 2).concatenating(.init(translationX: 5, y: 5)))
        #expect(moved.elements == [.move(Point(x: 5, y: 7)), .line(Point(x: 7, y: 7))])
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(combined.elements == [.move(Point(x: 1, y: 1)), .line(Point(x: 2, y: 1))])
    }
}
