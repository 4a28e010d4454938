// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The scene stage alone: draw commands for one mark of each kind, built from resolve, scales and layout
/// without `ChartRenderer`, and recorded by a `RecordingCanvas` before the cairo canvas's last guard.
@Suite struct SceneStageTests {
    struct Row: Identifiable {
        let id: Int
        let x: Double
        let y: Double
        init(_ x: Double, _ y: Double) { (id, self.x, self.y) = (Int(x), x, y) }
    }

    /// Runs the stages up to the scene with fixed text metrics, and records what the scene emits.
    static func recorded<Content>(_ chart: Chart<Content>, width: Double = 200, height: Double = 100) throws
        -> [DrawCommand]
    {
        let stages = try Stages(chart, width: width, height: height)
        let commands = stages.scene(stages.layout(stages.guides)).commands
        var canvas = RecordingCanvas()
        for command in commands { try canvas.draw(command) }
        return canvas.commands
    }

    /// The commands drawn in the mark colour (the first palette colour), so axes and grid are left aside.
    static func markCommands(_ commands: [DrawCommand]) -> [String] {
        commands.map(RecordingCanvas.describe).filter { $0.contains("#007aff") }
    }

    /// NaN and infinite values are left out and counted by resolve, so the scene emits no non-finite geometry
    /// for them: every mark kind, lines and areas included.
    @Test func nonFiniteValuesNeverReachTheRecordedCommands() throws {
        let rows = [Row(0, 1), Row(1, .nan), Row(2, 3), Row(3, .infinity), Row(4, 2)]
        let chart = Chart(rows) { row in
            LineMark(x: .value("x", row.x), y: .value("y", row.y))
            AreaMark(x: .value("x", row.x), y: .value("y", row.y))
            PointMark(x: .value("x", row.x), y: .value("y", row.y))
            RuleMark(y: .value("y", row.y))
            BarMark(x: .value("x", row.x), y: .value("y", row.y))
            RectangleMark(x: .value("x", row.x), y: .value("y", row.y))
        }
        let commands = try Self.recorded(chart)
        #expect(nonFinitePoints(in: commands).isEmpty, "\(nonFinitePoints(in: commands).prefix(3))")
        #expect(Self.markCommands(commands).count >= 6, "the finite values are still drawn")
        let diagnostics = try Resolver(spec: chart.spec, dates: ChartCalendar(chosen: ChartCalendar.standard)).resolve()
            .diagnostics.map(
                \.message)
        #expect(diagnostics.contains("2 non-finite or out-of-scale values left out of LineMark"))
        #expect(diagnostics.contains("2 non-finite or out-of-scale values left out of BarMark"))
    }
}

extension SceneStageTests {
    @Test func oneBarIsOneFilledRectangleOnItsBand() throws {
        let commands = try Self.markCommands(
            Self.recorded(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }))
        #expect(commands.count == 1)
        #expect(commands.first?.hasPrefix("fill #007aff M") == true)
        #expect(commands.first?.hasSuffix(" Z") == true)
    }

    @Test func oneLineIsOneRoundCappedStrokeThroughItsPoints() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 1), y: .value("y", 2))
            LineMark(x: .value("x", 2), y: .value("y", 1))
        }
        let resolved = try Resolver(spec: chart.spec, dates: ChartCalendar(chosen: ChartCalendar.standard)).resolve()
        let commands = try Self.recorded(chart).filter {
            if case .stroke(_, _, let c) = $0 { c.hexString == "#007aff" } else { false }
        }
        #expect(commands.count == 1)
        guard case .stroke(let path, let stroke, _)? = commands.first else { return }
        #expect(path.elements.count == 3, "\(RecordingCanvas.describe(path))")
        #expect(stroke.cap == .round && stroke.join == .round)
        let allDefined = resolved.marks.allSatisfy { $0.defined }
        #expect(allDefined)
    }

    @Test func aRuleIsOneStrokeAcrossThePlot() throws {
        let commands = try Self.markCommands(Self.recorded(Chart { RuleMark(y: .value("Goal", 5)) }))
        #expect(commands.count == 1)
        #expect(commands.first?.hasPrefix("stroke #007aff w1 M") == true)
    }

    @Test func touchingSlicesOfOneColourFillAsOnePath() throws {
        struct Share: Identifiable {
            let id: Int
            let value: Double
            let kind: String
        }
        let shares = [
            Share(id: 0, value: 2, kind: "a"), Share(id: 1, value: 3, kind: "a"), Share(id: 2, value: 5, kind: "b"),
        ]
        let fills = try Self.recorded(
            Chart(shares) { SectorMark(angle: .value("Share", $0.value)).foregroundStyle(by: .value("Kind", $0.kind)) },
            width: 200, height: 200
        ).filter { if case .fill(_, let color) = $0 { return color != RGBA(hex: 0xFFFFFF) } else { return false } }
        // Two colours, two fills: the two "a" slices share one path (no seam between them).
        let colors = fills.compactMap { command -> RGBA? in
            if case .fill(_, let c) = command { return c } else { return nil }
        }
        #expect(colors.count == 2 + 2, "two slice fills and two legend swatches: \(colors)")
        #expect(Set(colors.prefix(2)).count == 2)
        // An angular inset keeps every slice apart.
        let inset = try Self.recorded(
            Chart(shares) {
                SectorMark(angle: .value("Share", $0.value), angularInset: 1).foregroundStyle(
                    by: .value("Kind", $0.kind))
            }, width: 200, height: 200)
        #expect(inset.filter { if case .fill = $0 { return true } else { return false } }.count == 3 + 2)
    }

    @Test func aOneDimensionalBarIsOneStackAcrossThePlot() throws {
        struct Cost: Identifiable {
            let id: String
            let amount: Double
        }
        let costs = [Cost(id: "Rent", amount: 60), Cost(id: "Food", amount: 30), Cost(id: "Fun", amount: 10)]
        let chart = Chart(costs) { BarMark(x: .value("Amount", $0.amount)).foregroundStyle(by: .value("Kind", $0.id)) }
        let resolved = try Resolver(spec: chart.spec, dates: ChartCalendar(chosen: ChartCalendar.standard)).resolve()
        #expect(resolved.marks.map(\.orientation) == [.horizontal, .horizontal, .horizontal])
        #expect(
            resolved.marks.map(\.x) == [
                Span(lower: 0, upper: 60), Span(lower: 60, upper: 90), Span(lower: 90, upper: 100),
            ])
        // Each segment runs the plot's full height (16…63 here), side by side.
        let rects = try Self.recorded(chart, width: 300, height: 120).compactMap { command -> [Point]? in
            guard case .fill(let path, let color) = command, color != RGBA(hex: 0xFFFFFF) else { return nil }
            return path.elements.compactMap {
                if case .move(let p) = $0 { return p } else if case .line(let p) = $0 { return p } else { return nil }
            }
        }.filter { $0.count == 4 }
        let heights = rects.prefix(3).map { pts in (pts.map(\.y).max() ?? 0) - (pts.map(\.y).min() ?? 0) }
        #expect(heights == [47, 47, 47], "\(heights)")
    }
}
