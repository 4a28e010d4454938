// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The geometry of one pie or donut slice in the plot: radii from the mark's dimensions, the gap of its angular
/// inset, rounded corners.
struct SectorShape {
    let start: Double
    let end: Double
    let center: Point
    let outer: Double
    let inner: Double
    /// Half the angular inset, in points.
    let inset: Double
    let cornerRadius: Double?

    init(
        _ sector: SectorPayload, angles: (start: Double, end: Double), center: Point, full: Double,
        cornerRadius: Double?
    ) {
        (start, end) = angles
        self.center = center
        outer = Self.radius(sector.outerRadius, full: full, automatic: full)
        // As Swift Charts has it, an inner ratio or inset is taken from this sector's own outer radius.
        inner = min(Self.radius(sector.innerRadius, full: outer, automatic: 0), outer)
        inset = (sector.angularInset ?? 0) / 2
        self.cornerRadius = cornerRadius
    }

    private static func radius(_ dimension: MarkDimension, full: Double, automatic: Double) -> Double {
        switch dimension.kind {
        case .automatic: automatic
        case .fixed(let r): min(r, full)
        case .ratio(let r): full * min(max(r, 0), 1)
        case .inset(let i): max(0, full - i)
        }
    }

    /// Where an overlaid annotation centres: mid-ring for a donut, about 0.62 of the radius for a pie.
    var centroid: Point {
        let mid = (start + end) / 2, r = inner > 0 ? (inner + outer) / 2 : outer * 0.62
        return Point(x: center.x + cos(mid) * r, y: center.y + sin(mid) * r)
    }

    /// The slice's outline, or nil when the inset leaves nothing of it.
    func path() -> Path? {
        // The gap between slices keeps the same width from rim to hub: wider in angle near the centre.
        let outerPad = outer > 0 ? min(inset / outer, (end - start) / 2) : 0
        let innerPad = inner > 0 ? min(inset / inner, (end - start) / 2) : 0
        guard end - start > 2 * outerPad else { return nil }
        var path = Path()
        let c = center
        if end - start >= 2 * Double.pi - 1e-9 && inset == 0 {
            path.arc(center: c, radius: outer, from: start, to: end, moveToStart: true)
            path.close()
            if inner > 0 {
                path.arc(center: c, radius: inner, from: end, to: start, moveToStart: true)
                path.close()
            }
        } else if let corner = cornerRadius, corner > 0 {
            rounded(&path, outerPad: outerPad, innerPad: innerPad, radius: corner)
        } else {
            path.arc(center: c, radius: outer, from: start + outerPad, to: end - outerPad, moveToStart: true)
            if inner > 0 && end - start > 2 * innerPad {
                path.arc(center: c, radius: inner, from: end - innerPad, to: start + innerPad)
            } else {
                // A pie slice meets the centre; with an inset, the apex moves out along the bisector.
                let mid = (start + end) / 2
                let apex = inset > 0 ? inset / max(sin((end - start) / 2), 1e-6) : 0
                path.line(to: Point(x: c.x + cos(mid) * min(apex, outer / 2), y: c.y + sin(mid) * min(apex, outer / 2)))
            }
            path.close()
        }
        return path
    }

    /// A sector whose four corners (two at a pie's rim) are rounded by fillets of radius `radius`, each tangent
    /// to the arc and to the slice's edge.
    private func rounded(_ path: inout Path, outerPad: Double, innerPad: Double, radius: Double) {
        let c = center
        let (s0, e0) = (start + outerPad, end - outerPad)
        // The fillet can be no larger than half the ring's depth or half the rim's length.
        let r = min(radius, (outer - inner) / 2, outer * (e0 - s0) / 2 * 0.9)
        func point(_ angle: Double, _ distance: Double) -> Point {
            Point(x: c.x + cos(angle) * distance, y: c.y + sin(angle) * distance)
        }
        guard r > 0.1, outer - r > r else {
            path.arc(center: c, radius: outer, from: s0, to: e0, moveToStart: true)
            path.line(to: c)
            path.close()
            return
        }
        let dOuter = asin(min(1, r / (outer - r)))
        let outerStart = point(s0 + dOuter, outer - r), outerEnd = point(e0 - dOuter, outer - r)
        path.arc(center: outerStart, radius: r, from: s0 - Double.pi / 2, to: s0 + dOuter, moveToStart: true)
        path.arc(center: c, radius: outer, from: s0 + dOuter, to: e0 - dOuter)
        path.arc(center: outerEnd, radius: r, from: e0 - dOuter, to: e0 + Double.pi / 2)
        if inner > 0 {
            let (s1, e1) = (start + innerPad, end - innerPad)
            let dInner = asin(min(1, r / (inner + r)))
            let innerEnd = point(e1 - dInner, inner + r), innerStart = point(s1 + dInner, inner + r)
            path.arc(center: innerEnd, radius: r, from: e1 + Double.pi / 2, to: e1 - dInner + Double.pi)
            path.arc(center: c, radius: inner, from: e1 - dInner, to: s1 + dInner)
            path.arc(center: innerStart, radius: r, from: s1 + dInner + Double.pi, to: s1 + 3 * Double.pi / 2)
        } else {
            path.line(to: c)
        }
        path.close()
    }
}
