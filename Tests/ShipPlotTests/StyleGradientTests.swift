// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Shape styles through the scene stage: gradients on fills, line strokes and the colour scale, shadows, opacity
/// and hue colours, read from the draw commands (fixed text metrics).
@Suite struct StyleGradientTests {
    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer()).commands
    }

    static let theme = Theme.standard(.light)

    @Test func colorGradientIsALighterTintToTheOpaqueColour() throws {
        let paint = Color.blue.gradient._paint
        guard case .linear(let gradient, let start, let end) = paint.fill else {
            Issue.record("not a linear gradient: \(paint)")
            return
        }
        #expect(start == .top && end == .bottom)
        let top = Self.theme.resolve(gradient.stops[0].color)
        let bottom = Self.theme.resolve(gradient.stops[1].color)
        #expect(top.alpha == 1 && bottom.alpha == 1, "no fade to transparency")
        #expect(bottom == Self.theme.resolve(.blue))
        #expect(top.red > bottom.red && top.green > bottom.green, "lighter at the top")
    }

    @Test func barsFillEachWithTheirOwnGradient() throws {
        let commands = try Self.commands(
            Chart(threeDays) {
                BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.red.gradient)
            })
        let gradients = commands.compactMap { command -> (Path, Point, Point)? in
            if case .linearGradient(let path, let from, let to, _) = command { return (path, from, to) }
            return nil
        }
        #expect(gradients.count == 3)
        for (path, from, to) in gradients {
            #expect(abs(from.y - path.bounds.minY) < 0.01 && abs(to.y - path.bounds.maxY) < 0.01)
        }
    }

    @Test func aLineIsStrokedWithItsGradientOverItsBounds() throws {
        let commands = try Self.commands(
            Chart(threeDays) {
                LineMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                    .foregroundStyle(LinearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top))
            })
        let strokes = commands.compactMap { command -> (Path, Stroke, GradientGeometry, [GradientStop])? in
            if case .gradientStroke(let p, let s, let g, let stops) = command { return (p, s, g, stops) }
            return nil
        }
        #expect(strokes.count == 1)
        let (path, stroke, geometry, stops) = try #require(strokes.first)
        let bounds = path.bounds
        #expect(
            geometry
                == .linear(
                    from: Point(x: bounds.midX, y: bounds.maxY + stroke.width / 2),
                    to: Point(x: bounds.midX, y: bounds.minY - stroke.width / 2)))
        #expect(stops.map(\.color) == [Self.theme.resolve(.blue), Self.theme.resolve(.red)])
    }

    @Test func gradientsInTheForegroundScaleFillTheirSeries() throws {
        let commands = try Self.commands(
            Chart(threeDays) {
                BarMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                    .foregroundStyle(by: .value("Kind", $0.name == "Tue" ? "B" : "A"))
            }.chartForegroundStyleScale(["A": AnyShapeStyle(Color.green.gradient), "B": AnyShapeStyle(Color.purple)]))
        let gradientFills = commands.filter {
            if case .linearGradient = $0 { return true }
            return false
        }
        #expect(gradientFills.count == 2, "the two A bars")
        let purple = Self.theme.resolve(.purple)
        #expect(
            commands.contains {
                if case .fill(_, let color) = $0 { return color == purple }
                return false
            }, "B keeps its plain colour")
    }

    @Test func anAreaGradientSpansTheAreaNotThePlot() throws {
        let commands = try Self.commands(
            Chart(threeDays) {
                AreaMark(x: .value("Day", $0.name), y: .value("V", $0.value + 10))
                    .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
            }.chartYScale(domain: 0...40))
        guard
            case .linearGradient(let path, let from, let to, let stops)? = commands.first(where: {
                if case .linearGradient = $0 { return true }
                return false
            })
        else {
            Issue.record("no gradient fill")
            return
        }
        #expect(from.y == path.bounds.minY && to.y == path.bounds.maxY)
        #expect(stops.last?.color.alpha == 0)
    }

    @Test func opacityOnAGradientScalesEveryStop() throws {
        let paint = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)._paint
        let commands = StylePainter(theme: Self.theme).fill(
            .rect(Rect(x: 0, y: 0, width: 10, height: 10)), bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            paint: paint)
        guard case .linearGradient(_, _, _, let stops)? = commands.last else {
            Issue.record("no gradient")
            return
        }
        #expect(stops.map(\.color.alpha) == [0.5, 0.5])
    }

    @Test func aShadowIsDrawnUnderTheMarkItBelongsTo() throws {
        let commands = try Self.commands(
            Chart(threeDays) {
                BarMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                    .foregroundStyle(.orange)
                    .shadow(color: .black.opacity(0.3), radius: 4, x: 1, y: 2)
            })
        let kinds = commands.compactMap { command -> String? in
            switch command {
            case .shadow: "shadow"
            case .fill(_, let color) where color == Self.theme.resolve(.orange): "bar"
            default: nil
            }
        }
        #expect(kinds == ["shadow", "bar", "shadow", "bar", "shadow", "bar"])
        guard
            case .shadow(let path, let stroke, let color, let radius)? = commands.first(where: {
                if case .shadow = $0 { return true }
                return false
            }),
            case .fill(let bar, _)? = commands.first(where: {
                if case .fill(_, let c) = $0 { return c == Self.theme.resolve(.orange) }
                return false
            })
        else { return }
        #expect(stroke == nil && radius == 4 && abs(color.alpha - 0.3) < 1e-9)
        #expect(path.bounds.minX == bar.bounds.minX + 1 && path.bounds.minY == bar.bounds.minY + 2)
    }

    @Test func aShadowFadesWithDistanceOnTheCanvas() throws {
        let pixels = try CanvasStageTests.draw([
            .shadow(CanvasStageTests.square(5, 5, 10), nil, RGBA(red: 0, green: 0, blue: 0, alpha: 0.8), radius: 4)
        ])
        let inside = pixels[10, 10][3], near = pixels[15, 10][3], far = pixels[18, 10][3], out = pixels[19, 0][3]
        #expect(inside > 190, "full shadow under the shape: \(inside)")
        #expect(near < inside && far < near && far > 0, "softening outward: \(near), \(far)")
        #expect(out == 0)
    }

    @Test func aRadialGradientIsLightAtItsCentre() throws {
        let white = RGBA(red: 1, green: 1, blue: 1), red = RGBA(red: 1, green: 0, blue: 0)
        let pixels = try CanvasStageTests.draw([
            .radialGradient(
                CanvasStageTests.square(0, 0, 20), center: Point(x: 10, y: 10), startRadius: 0, endRadius: 10,
                stops: [GradientStop(offset: 0, color: white), GradientStop(offset: 1, color: red)])
        ])
        #expect(pixels[10, 10][1] > 200, "white-ish centre")
        #expect(pixels[0, 10][1] < 30 && pixels[0, 10][0] > 240, "red edge")
    }

    @Test func hueColoursConvertLikeSwiftUI() {
        func rgb(_ h: Double, _ s: Double = 1, _ b: Double = 1) -> [Double] {
            let c = Self.theme.resolve(Color(hue: h, saturation: s, brightness: b))
            return [c.red, c.green, c.blue].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(rgb(0) == [1, 0, 0])
        #expect(rgb(1.0 / 3) == [0, 1, 0])
        #expect(rgb(2.0 / 3) == [0, 0, 1])
        #expect(rgb(0.25) == [0.5, 1, 0])
        #expect(rgb(1) == [1, 0, 0], "hue wraps")
        #expect(rgb(0.5, 0.5, 0.8) == [0.4, 0.8, 0.8])
        #expect(rgb(0.25, 0, 0.3) == [0.3, 0.3, 0.3], "no saturation: grey")
    }

    @Test func legendSwatchesShowTheHueOfAGradientThatFadesOut() {
        let fade = LinearGradient(colors: [.blue.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom)
        #expect(Self.theme.resolve(Color(style: fade)) == Self.theme.resolve(Color.blue.opacity(0.5)))
        #expect(Self.theme.resolve(Color(style: Color.green.gradient)) == Self.theme.resolve(.green))
    }
}
