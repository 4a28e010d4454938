// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// SwiftUI's `background` and `overlay` on the chart view, the annotation content that takes an
/// `AnnotationContext`, and the iOS 17/18 spellings charts use around them (`.rect(cornerRadius:)`,
/// `Color.mix`, hierarchical levels of a style, stroked shapes as symbols).
@Suite struct ChartViewLayerTests {
    static func commands<C>(_ chart: Chart<C>) throws -> [DrawCommand] {
        try OverlayTests.scene(chart).0.commands
    }

    static func fills(_ commands: [DrawCommand], _ color: RGBA) -> [Rect] {
        commands.compactMap { if case .fill(let path, color) = $0 { path.bounds } else { nil } }
    }

    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    @Test func aBackgroundFillsTheChartFrameUnderEverything() throws {
        let commands = try Self.commands(OverlayTests.bars().background(Color(red: 1, green: 0, blue: 0)))
        // Right over the image's own fill, the chart's frame inside the default padding.
        guard case .fill(let path, Self.red) = commands[1] else {
            Issue.record("no background after the image fill: \(commands[1])")
            return
        }
        #expect(path.bounds == Rect(x: 16, y: 16, width: 368, height: 268))
        // Padding given first is inside the background, as SwiftUI lays out `.padding(8).background(…)`.
        let padded = try Self.commands(
            OverlayTests.bars().padding(8).background(Color(red: 1, green: 0, blue: 0), in: .rect(cornerRadius: 6)))
        #expect(Self.fills(padded, Self.red) == [Rect(x: 0, y: 0, width: 400, height: 300)])
        // A later background goes behind an earlier one.
        let two = try Self.commands(
            OverlayTests.bars().background(Color(red: 1, green: 0, blue: 0))
                .background(Color(red: 0, green: 0, blue: 1)))
        let order = two.compactMap { command -> RGBA? in
            if case .fill(_, let color) = command, color == Self.red || color == Self.blue { return color }
            return nil
        }
        #expect(order == [Self.blue, Self.red])
    }

    @Test func aStrokedOverlayShapeDrawsABorderOverTheChart() throws {
        let chart = OverlayTests.bars()
            .overlay(
                Color(red: 1, green: 0, blue: 0), in: .rect(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 4)))
        let commands = try Self.commands(chart)
        guard case .stroke(let path, let stroke, Self.red)? = commands.last else {
            Issue.record("the chart does not end with the border: \(String(describing: commands.last))")
            return
        }
        #expect(stroke.width == 4)
        #expect(path.bounds == Rect(x: 16, y: 16, width: 368, height: 268))
        #expect(path.elements.contains { if case .curve = $0 { true } else { false } })
        // A plain shape is filled over the chart.
        let filled = try Self.commands(OverlayTests.bars().overlay(Color(red: 1, green: 0, blue: 0), in: .circle))
        guard case .fill(let disc, Self.red)? = filled.last else {
            Issue.record("no filled overlay")
            return
        }
        #expect(disc.bounds.width == 268)
    }

    @Test func annotationContentReadsItsMarksSize() throws {
        let chart = Chart([0, 1, 2], id: \.self) { i in
            BarMark(x: .value("Day", OverlayTests.days[i].name), y: .value("Steps", OverlayTests.days[i].value))
                .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                .annotation(position: .top) { context in
                    Text("\(Int(context.targetSize.width.rounded()))x\(Int(context.targetSize.height.rounded()))")
                }
        }
        let commands = try Self.commands(chart)
        let bars = Self.fills(commands, Self.blue)
        #expect(bars.count == 3)
        let texts = commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        for bar in bars {
            let label = "\(Int(bar.width.rounded()))x\(Int(bar.height.rounded()))"
            #expect(texts.contains(label), "no \(label) in \(texts)")
        }
    }

    @Test func iOS17And18SpellingsDrawWhatTheyName() throws {
        let theme = Theme.standard(.light)
        #expect(theme.resolve(Color.red.mix(with: .blue, by: 0)) == theme.resolve(.red))
        #expect(theme.resolve(Color.red.mix(with: .blue, by: 1)) == theme.resolve(.blue))
        let half = theme.resolve(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5))
        #expect(half == RGBA(red: 0.5, green: 0, blue: 0.5))
        // The third level of a gradient is the gradient at 30 %.
        #expect(Color.blue.gradient.tertiary._paint == Color.blue.gradient._paint.multiplyingOpacity(0.3))
        #expect(Color.red.gradient.secondary._paint.opacity == 0.6)
        // A blend mode keeps the style it is given and adds the mode.
        let darkened = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).blendMode(.darken)
        #expect(
            darkened._paint.fill
                == LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)._paint.fill)
        #expect(darkened._paint.blend == .darken)
        // Stroked shapes as symbols: hollow circle and square with their line width.
        let chart = OverlayTests.bars().chartSymbolScale([
            "a": Circle().strokeBorder(lineWidth: 2), "b": Rectangle().strokeBorder(lineWidth: 3),
            "c": Circle().fill(.red),
        ])
        let symbols = chart.spec.settings.styleScales.symbol?.map(\.symbol)
        #expect(
            symbols == [
                BasicChartSymbolShape.circle.strokeBorder(lineWidth: 2), .square.strokeBorder(lineWidth: 3), .circle,
            ])
    }

    @Test func aCompositingLayersStyleAndOpacityReachItsMarks() throws {
        let chart = Chart([0, 1, 2], id: \.self) { i in
            BarMark(x: .value("Day", OverlayTests.days[i].name), y: .value("Steps", OverlayTests.days[i].value))
                .compositingLayer { view in
                    if i == 0 {
                        AnyView(view.foregroundStyle(Color(red: 1, green: 0, blue: 0)).opacity(0.5))
                    } else {
                        AnyView(view)
                    }
                }
        }
        let fills = try Self.commands(chart).compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
        #expect(fills.contains(Self.red.withAlpha(0.5)))
        #expect(fills.filter { $0 == Self.red.withAlpha(0.5) }.count == 1)
    }
}
