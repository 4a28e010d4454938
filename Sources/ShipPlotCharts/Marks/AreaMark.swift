// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The area between a line and zero (or the series stacked below it), or between two values (a band).
nonisolated public struct AreaMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of the area's top edge at (`x`, `y`); areas of different series at the same x stack.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        stacking: MarkStackingMethod = .standard
    ) {
        spec = MarkSpec(kind: .area, x: x.encoding, y: y.encoding, stacking: stacking)
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        series: PlottableValue<S>,
        stacking: MarkStackingMethod = .standard
    ) {
        spec = MarkSpec(kind: .area, x: x.encoding, y: y.encoding, series: series.encoding, stacking: stacking)
    }

    /// A band from `yStart` to `yEnd` at `x` (not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding)
    }

    /// A band of the series `series` from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec = MarkSpec(
            kind: .area, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, series: series.encoding)
    }

    /// A horizontal band from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding)
    }

    /// A horizontal band of the series `series` from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
        y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec = MarkSpec(
            kind: .area, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, series: series.encoding)
    }
}

/// The area's contract: the marks of one series fill between their upper and lower values (zero or the series
/// stacked below), breaking at undefined values; areas of different series at one x stack.
enum AreaMarkKind: MarkContract {
    static var drawsAsSeries: Bool { true }
    static var stacking: StackingRule { .areas }
    static var fillsFromBaseline: Bool { true }

    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        guard let first = marks.first, let xs = scene.xScale, let ys = scene.yScale else { return }
        if let points = first.plotPoints { return drawPlot(points, mark: first, on: scene, into: &drawing) }
        let horizontal = first.xIsRange && !first.yIsRange
        var area = AreaPathBuilder(method: first.style.interpolation?.kind ?? .linear)
        for run in runs(marks) where run.allSatisfy({ $0.x != nil && $0.y != nil }) {
            for mark in run {
                let (x, y) = (mark.x!, mark.y!)
                var (top, bottom) =
                    horizontal
                    ? (
                        Point(x: xs.position(x.upper), y: ys.position(y.mid)),
                        Point(x: xs.position(x.lower), y: ys.position(y.mid))
                    )
                    : (
                        Point(x: xs.position(x.mid), y: ys.position(y.upper)),
                        Point(x: xs.position(x.mid), y: ys.position(y.lower))
                    )
                if let offset = mark.style.offset { offset.move(&top, &bottom, horizontal: horizontal) }
                area.add(top: top, bottom: bottom)
            }
            area.breakRun()
        }
        if !area.path.elements.isEmpty {
            scene.fill(area.path, mark: first, into: &drawing.commands)
        }
        for mark in marks where mark.defined {
            if let p = scene.point(mark) { drawing.anchor(mark, at: Rect(x: p.x, y: p.y, width: 0, height: 0)) }
        }
    }

    /// A plot's area (a function's, or a band between two), streamed through the same path builder and fill.
    private static func drawPlot(
        _ points: PlotPoints, mark: ResolvedMark, on scene: MarkScene, into drawing: inout MarkDrawing
    ) {
        guard let xs = scene.xScale, let ys = scene.yScale else { return }
        var area = AreaPathBuilder(method: mark.style.interpolation?.kind ?? .linear)
        for i in 0..<points.count {
            let x = points.x(i), y = points.y(i), low = points.yLower?(i) ?? 0
            guard x.isFinite, y.isFinite, low.isFinite else {
                area.breakRun()
                continue
            }
            var top = Point(x: xs.position(x), y: ys.position(y)),
                bottom = Point(x: xs.position(x), y: ys.position(low))
            if let offset = mark.style.offset { offset.move(&top, &bottom, horizontal: false) }
            area.add(top: top, bottom: bottom)
        }
        area.breakRun()
        if !area.path.elements.isEmpty {
            scene.fill(area.path, mark: mark, into: &drawing.commands)
        }
    }

    /// Consecutive defined marks; a NaN or infinite value breaks the area there.
    private static func runs(_ marks: [ResolvedMark]) -> [[ResolvedMark]] {
        var result: [[ResolvedMark]] = [[]]
        for mark in marks {
            if mark.defined, mark.x != nil || mark.xFixed != nil, mark.y != nil || mark.yFixed != nil {
                result[result.count - 1].append(mark)
            } else if !result[result.count - 1].isEmpty {
                result.append([])
            }
        }
        return result.filter { !$0.isEmpty }
    }
}

extension MarkOffset {
    /// Moves an area's edge points as `.offset` moves a mark: the whole area by `x` and `y`, or its value edges
    /// apart by the range forms (`yStart` the lower edge, `yEnd` the upper; `xStart`/`xEnd` for a horizontal
    /// band), so a ridgeline's areas each sit on their own offset baseline.
    func move(_ top: inout Point, _ bottom: inout Point, horizontal: Bool) {
        if horizontal {
            top = Point(x: top.x + xEnd, y: top.y + y)
            bottom = Point(x: bottom.x + xStart, y: bottom.y + y)
        } else {
            top = Point(x: top.x + x, y: top.y + yEnd)
            bottom = Point(x: bottom.x + x, y: bottom.y + yStart)
        }
    }
}

/// Builds an area's path from streamed pairs of edge points: each run is closed from its top edge back along
/// its bottom edge.
struct AreaPathBuilder {
    let method: InterpolationMethod.Kind
    private(set) var path = Path()
    private var top: [Point] = []
    private var bottom: [Point] = []

    init(method: InterpolationMethod.Kind) { self.method = method }

    /// A pair the scales cannot place (a stacked edge below zero on a log scale) breaks the run there, as a
    /// missing value does.
    mutating func add(top t: Point, bottom b: Point) {
        guard t.x.isFinite, t.y.isFinite, b.x.isFinite, b.y.isFinite else { return breakRun() }
        top.append(t)
        bottom.append(b)
    }

    /// Ends the current run (at a missing value, or at the end of the data).
    mutating func breakRun() {
        guard !top.isEmpty else { return }
        Curves.append(top, method: method, to: &path)
        Curves.append(bottom.reversed(), method: method, to: &path, continuing: true)
        path.close()
        top = []
        bottom = []
    }
}
