// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The CLI's smooth week charts on the built-in sample, sampled along their curves.
@Suite struct CurveSmoothingTests {
    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 800, height: 500).makeScene(measurer: FixedTextMeasurer()).commands
    }

    /// Every curve segment of `path` as (start, control 1, control 2, end), and every end point.
    static func pieces(_ path: Path) -> (curves: [(Point, Point, Point, Point)], ends: [Point]) {
        var current = Point(x: 0, y: 0)
        var curves: [(Point, Point, Point, Point)] = []
        var ends: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .curve(let p, let c1, let c2):
                curves.append((current, c1, c2, p))
                current = p
            case .close: continue
            }
            ends.append(current)
        }
        return (curves, ends)
    }

    static func sampledY(_ s: (Point, Point, Point, Point)) -> [Double] {
        (0...100).map { step in
            let t = Double(step) / 100, u = 1 - t
            return u * u * u * s.0.y + 3 * u * u * t * s.1.y + 3 * u * t * t * s.2.y + t * t * t * s.3.y
        }
    }

    /// Over 60 seven-day windows of the sample, the smooth line is level wherever two neighbouring days are
    /// equal (the seed drew 0.85 between two days of 1) and never goes below the zero day, when there is one.
    @Test func sevenDaySmoothLineIsLevelBetweenEqualDays() throws {
        var flatSegments = 0
        for offset in 0..<60 {
            let today = try LogDate.parse("2026-11-16").adding(days: -offset)
            let window = try ShipLog.sample(through: today).window(days: 7, endingOn: today)
            let chart = ShipLogCharts.week(window, mark: .line, smooth: true)
            for case .stroke(let path, _, _) in try Self.commands(chart) {
                let (curves, ends) = Self.pieces(path)
                guard !curves.isEmpty, let lowest = ends.map(\.y).max() else { continue }
                for curve in curves {
                    let ys = Self.sampledY(curve)
                    #expect(ys.max()! <= lowest + 1e-9, "window ending \(today) draws below its lowest day")
                    if curve.0.y == curve.3.y {
                        flatSegments += 1
                        #expect(ys.allSatisfy { abs($0 - curve.0.y) < 1e-9 }, "window ending \(today) dips")
                    }
                }
            }
        }
        #expect(flatSegments > 0, "no window had two equal neighbouring days, so nothing was checked")
    }

    /// `week --days 30 --mark area --smooth`: neither the area nor its edge line goes below the zero baseline.
    @Test(arguments: [WeekSmoothing.catmullRom, .monotone]) func thirtyDayAreaStaysAboveZero(smoothing: WeekSmoothing)
        throws
    {
        let today = try LogDate.parse("2026-11-16")
        let window = try ShipLog.sample(through: today).window(days: 30, endingOn: today)
        #expect(window.contains { $0.total == 0 })
        let commands = try Self.commands(
            ShipLogCharts.week(window, mark: .area, smooth: true, smoothing: smoothing))
        // The area's fill path runs back along the baseline, so its lowest end point is y = 0.
        let fills = commands.compactMap { command -> Path? in
            if case .fill(let path, _) = command, !Self.pieces(path).curves.isEmpty { return path }
            return nil
        }
        let baseline = try #require(fills.first.flatMap { Self.pieces($0).ends.map(\.y).max() })
        var sampled = 0
        for command in commands {
            guard case .fill(let path, _) = command, !Self.pieces(path).curves.isEmpty else {
                guard case .stroke(let path, _, _) = command else { continue }
                for curve in Self.pieces(path).curves {
                    sampled += 1
                    #expect(Self.sampledY(curve).max()! <= baseline + 1e-9)
                }
                continue
            }
            for curve in Self.pieces(path).curves {
                sampled += 1
                #expect(Self.sampledY(curve).max()! <= baseline + 1e-9)
            }
        }
        #expect(sampled > 50)
    }
}

/// `--smooth` alone, or naming its curve.
@Suite struct SmoothOptionTests {
    @Test func smoothTakesAnOptionalCurveName() throws {
        let spec = WeekCommand.spec
        let bare = try parse(["--smooth", "-o", "w.png"], spec: spec)
        #expect(bare.flag("smooth") && bare.flagValue("smooth") == nil && bare.value("output") == "w.png")
        let spaced = try parse(["--smooth", "monotone"], spec: spec)
        #expect(spaced.flag("smooth") && spaced.flagValue("smooth") == "monotone")
        let inline = try parse(["--smooth=catmull-rom"], spec: spec)
        #expect(inline.flagValue("smooth") == "catmull-rom")
        #expect(throws: UsageError.self) { try parse(["--smooth=bogus"], spec: spec) }
        #expect(throws: UsageError.self) { try parse(["--smooth", "bogus"], spec: spec) }
        #expect(spec.problems.isEmpty)
    }

    /// `--smooth` alone is monotone, the curve the help calls the one for counts.
    @Test func smoothAloneIsMonotone() throws {
        #expect(try parse(["--smooth"], spec: WeekCommand.spec)[WeekCommand.smooth] == .monotone)
        #expect(WeekCommand.spec.option(named: "smooth")?.bareValue == "monotone")
        #expect(optionHelp(WeekCommand.smooth.spec).hasSuffix("(given alone: monotone)"))
    }
}
