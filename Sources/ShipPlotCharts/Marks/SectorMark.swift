// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A slice of a pie or donut: its angle is the value's share of the total of all sectors in the chart.
/// `innerRadius: .ratio(0.618)` makes a donut; `angularInset` leaves a gap (in points) between slices.
nonisolated public struct SectorMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A slice for `angle`; radii default to a full pie filling the plot.
    public init<P: Plottable>(
        angle: PlottableValue<P>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        var spec = MarkSpec(kind: .sector)
        spec.angle = angle.encoding
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset.map(Double.init)
        self.spec = spec
    }
}

/// The sector's contract: its value is resolved to a share of the pie; it draws as a slice of the circle that
/// fills the plot, and its annotation sits over the slice.
enum SectorMarkKind: MarkContract {
    static var isPolar: Bool { true }

    static func resolvePayload(_ spec: MarkSpec, _ mark: ResolvedMark, axes: (x: AxisKind?, y: AxisKind?))
        -> (payload: MarkPayload, valid: Bool)
    {
        var value = 0.0, valid = false
        if case .number(let v)? = spec.angle?.value, v.isFinite, v >= 0 { (value, valid) = (v, true) }
        return (
            .sector(
                SectorPayload(
                    value: value, angles: nil, innerRadius: spec.innerRadius, outerRadius: spec.outerRadius,
                    angularInset: spec.angularInset)), valid
        )
    }

    /// Gives each defined sector with a positive value its share of the circle, clockwise from 12 o'clock in
    /// declaration order.
    static func share(_ marks: inout [ResolvedMark]) {
        var total = 0.0
        for mark in marks where mark.defined { if let value = mark.sector?.value, value > 0 { total += value } }
        guard total > 0 else { return }
        var angle = -Double.pi / 2
        for i in marks.indices where marks[i].defined {
            guard var sector = marks[i].sector, sector.value > 0 else { continue }
            let sweep = sector.value / total * 2 * Double.pi
            sector.angles = (angle, angle + sweep)
            marks[i].payload = .sector(sector)
            angle += sweep
        }
    }

    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        let plot = scene.plot
        let center = Point(x: plot.midX, y: plot.midY)
        let full = max(0, min(plot.width, plot.height) / 2)
        for mark in marks {
            guard let sector = mark.sector, let angles = sector.angles else { continue }
            let slice = SectorShape(
                sector, angles: angles, center: center, full: full, cornerRadius: mark.style.cornerRadius)
            guard let path = slice.path() else { continue }
            let outer = slice.outer
            let disc = Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
            var commands: [DrawCommand] = []
            scene.fill(path, bounds: disc, mark: mark, into: &commands)
            // Touching slices of one colour fill as one path: two antialiased edges on the same line would leave
            // a faint seam of background between them.
            if let last = drawing.openSector, last.index == drawing.commands.count - 1, slice.inset == 0,
                abs(last.end - angles.start) < 1e-9, commands.count == 1,
                case .fill(var joined, let color) = drawing.commands[last.index], commands[0] == .fill(path, color)
            {
                joined.elements += path.elements
                drawing.commands[last.index] = .fill(joined, color)
            } else {
                drawing.commands += commands
            }
            let single = commands.count == 1 && slice.inset == 0
            drawing.openSector = single ? (drawing.commands.count - 1, angles.end) : nil
            let centroid = slice.centroid
            drawing.anchor(mark, at: Rect(x: centroid.x, y: centroid.y, width: 0, height: 0))
        }
    }

    static func automaticAnnotationPosition(_ mark: ResolvedMark) -> AnnotationPosition { .overlay }
}
