// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `.mask { }` on marks: the masked marks show only through the alpha of the mask content, which is laid out on
/// the chart's scales and never drawn by itself.
@Suite struct MarkMaskTests {
    struct Hour: Identifiable {
        let id: Int
        let value: Double
    }
    static let hours = [Hour(id: 0, value: 1), Hour(id: 1, value: 6), Hour(id: 2, value: 9), Hour(id: 3, value: 3)]
    static let black = Theme.standard(.light).resolve(.black)
    static let orange = Theme.standard(.light).resolve(.orange)

    /// A band of orange over the whole plot, masked by a translucent area and a line under it.
    static func masked(line: Bool = true) -> some ChartContent {
        RectangleMark(xStart: .value("Hour", 0), xEnd: .value("Hour", 3))
            .foregroundStyle(.orange)
            .mask {
                ForEach(hours) { hour in
                    AreaMark(x: .value("Hour", hour.id), y: .value("Value", hour.value))
                        .foregroundStyle(.black.opacity(0.2))
                    if line {
                        LineMark(x: .value("Hour", hour.id), y: .value("Value", hour.value))
                            .foregroundStyle(.black)
                    }
                }
            }
    }

    static func commands<C>(_ chart: Chart<C>) throws -> [DrawCommand] {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        return try renderer.makeScene(measurer: FixedTextMeasurer()).commands
    }

    static func index(_ commands: [DrawCommand], _ match: (DrawCommand) -> Bool) -> Int? {
        commands.firstIndex(where: match)
    }

    @Test func theMaskedMarkDrawsInsideALayerWhoseMaskIsTheMaskContent() throws {
        let commands = try Self.commands(Chart { Self.masked() })
        let layer = try #require(Self.index(commands) { $0 == .pushMaskedLayer })
        let mask = try #require(Self.index(commands) { $0 == .pushMaskLayer })
        let end = try #require(Self.index(commands) { $0 == .popMaskLayers })
        let band = try #require(Self.index(commands) { if case .fill(_, Self.orange) = $0 { true } else { false } })
        let area = try #require(
            Self.index(commands) { if case .fill(_, Self.black.withAlpha(0.2)) = $0 { true } else { false } })
        let line = try #require(Self.index(commands) { if case .stroke(_, _, Self.black) = $0 { true } else { false } })
        #expect(layer < band && band < mask)
        #expect(mask < area && area < end && mask < line && line < end)
        // The mask content is drawn once, only as the mask.
        #expect(commands.filter { if case .fill(_, Self.black.withAlpha(0.2)) = $0 { true } else { false } }.count == 1)
    }

    @Test func chartsWithoutMasksHaveNoLayers() throws {
        let commands = try Self.commands(
            Chart { ForEach(Self.hours) { LineMark(x: .value("Hour", $0.id), y: .value("Value", $0.value)) } })
        #expect(!commands.contains { $0 == .pushMaskedLayer || $0 == .pushMaskLayer || $0 == .popMaskLayers })
    }

    @Test func theMaskContentSetsTheScalesDomain() throws {
        // The band has no y of its own: the y axis comes from the mask's values (0…9 → 0…10).
        let stages = try Stages(Chart { Self.masked() })
        guard case .linear(let lower, let upper, _, _)? = stages.scales.y?.domain else {
            Issue.record("no linear y scale")
            return
        }
        #expect(lower == 0 && upper >= 9)
    }

    @Test func aMaskAreaDoesNotStackOnTheMaskedArea() throws {
        let chart = Chart {
            ForEach(Self.hours) { hour in
                AreaMark(x: .value("Hour", hour.id), y: .value("Value", hour.value))
                    .mask {
                        AreaMark(x: .value("Hour", hour.id), y: .value("Value", 2 * hour.value))
                    }
            }
        }
        let marks = try Stages(chart).resolved.marks
        // Each area keeps its own value from zero rather than sitting on the other.
        #expect(marks.map { $0.y?.lower } == Array(repeating: 0, count: 8))
        #expect(marks.map { $0.y?.upper } == [1, 2, 6, 12, 9, 18, 3, 6])
    }

    @Test func aMaskLineIsNotJoinedToTheMaskedLine() throws {
        let chart = Chart {
            ForEach(Self.hours) { LineMark(x: .value("Hour", $0.id), y: .value("Value", $0.value)) }
                .foregroundStyle(.orange)
                .mask {
                    ForEach(Self.hours) { LineMark(x: .value("Hour", $0.id), y: .value("Value", $0.value)) }
                        .foregroundStyle(.black)
                }
        }
        let commands = try Self.commands(chart)
        let strokes = commands.compactMap { command -> Path? in
            if case .stroke(let path, _, let color) = command, color == Self.orange || color == Self.black {
                return path
            }
            return nil
        }
        // One orange line of four points and one black mask line of four points.
        #expect(strokes.count == 2)
        #expect(strokes.allSatisfy { $0.elements.count == 4 })
    }

    /// The canvas paints the content through the mask's alpha: opaque where the mask is, half where it is half.
    @Test func theCanvasPaintsThroughTheMasksAlpha() throws {
        let surface = try ImageSurface(width: 40, height: 40)
        var canvas = CairoCanvas(context: try Context(surface: surface), pixelScale: 1)
        let commands: [DrawCommand] = [
            .pushMaskedLayer, .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), RGBA(hex: 0x000000)),
            .pushMaskLayer, .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 40)), RGBA(hex: 0xFFFFFF)),
            .fill(.rect(Rect(x: 20, y: 0, width: 10, height: 40)), RGBA(hex: 0xFFFFFF).withAlpha(0.5)),
            .popMaskLayers,
        ]
        for command in commands { try canvas.draw(command) }
        let bytes = surface.pixelBytes()
        let alphas = stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
        #expect(alphas.filter { $0 == 255 }.count == 400)
        #expect(alphas.filter { $0 > 120 && $0 < 136 }.count == 400)
        #expect(alphas.filter { $0 == 0 }.count == 800)
    }

    @Test func aViewMaskShowsTheViewThroughTheMasksShape() throws {
        let chart = Chart {
            PointMark(x: .value("Hour", 1), y: .value("Value", 2))
                .annotation(position: .top) {
                    Rectangle().fill(.orange).frame(width: 40, height: 20).mask { Circle() }
                }
        }
        let commands = try Self.commands(chart)
        let layer = try #require(Self.index(commands) { $0 == .pushMaskedLayer })
        let mask = try #require(Self.index(commands) { $0 == .pushMaskLayer })
        let end = try #require(Self.index(commands) { $0 == .popMaskLayers })
        #expect(layer < mask && mask < end)
        // The orange rectangle is the content; the circle, 20 points across in its middle, is the mask.
        #expect(commands[layer..<mask].contains { if case .fill(_, Self.orange) = $0 { true } else { false } })
        let shapes = commands[mask..<end].compactMap { if case .fill(let path, _) = $0 { path } else { nil } }
        #expect(shapes.count == 1)
        #expect(shapes.first.map { abs($0.bounds.width - 20) < 0.01 && abs($0.bounds.height - 20) < 0.01 } == true)
        #expect(shapes.first?.elements.contains { if case .curve = $0 { true } else { false } } == true)
    }
}
