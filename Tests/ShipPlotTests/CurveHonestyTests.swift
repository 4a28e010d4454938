// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Smooth curves sampled along their length: Catmull-Rom never passes below the lowest data point and is level
/// between equal values; the monotone cubic never leaves the range of a segment's two ends.
@Suite struct CurveHonestyTests {
    /// The segments of a path as (start, control 1, control 2, end).
    static func segments(_ path: Path) -> [(Point, Point, Point, Point)] {
        var current = Point(x: 0, y: 0)
        var out: [(Point, Point, Point, Point)] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .curve(let p, let c1, let c2):
                out.append((current, c1, c2, p))
                current = p
            case .close: break
            }
        }
        return out
    }

    /// y along a cubic Bézier at 201 evenly spaced parameters.
    static func sampledY(_ s: (Point, Point, Point, Point)) -> [Double] {
        (0...200).map { step in
            let t = Double(step) / 200, u = 1 - t
            return u * u * u * s.0.y + 3 * u * u * t * s.1.y + 3 * u * t * t * s.2.y + t * t * t * s.3.y
        }
    }

    /// Values as pixel points: one day per 40 pt, 50 pt per unit, zero at y = 300 (y grows downwards).
    static func path(_ values: [Double], _ method: InterpolationMethod) -> Path {
        var path = Path()
        let points = values.enumerated().map { Point(x: Double($0.offset) * 40, y: 300 - 50 * $0.element) }
        Curves.append(points, method: method.kind, to: &path)
        return path
    }

    static let counts: [[Double]] = [
        [3, 1, 1, 4], [0, 5, 0, 0, 3, 0, 7, 1, 0], [1, 7, 1, 4, 0, 4, 5], [2, 2, 2, 9, 2, 2], [0, 0, 6, 0, 6, 0, 0],
        [4, 0.5, 8, 0.2, 3],
    ]

    @Test(arguments: counts) func catmullRomNeverGoesBelowTheLowestPoint(values: [Double]) {
        let lowest = 300 - 50 * values.min()!
        for segment in Self.segments(Self.path(values, .catmullRom)) {
            let worst = Self.sampledY(segment).max()!
            #expect(worst <= lowest + 1e-9, "the curve reaches y \(worst), below the lowest point at \(lowest)")
        }
    }

    @Test(arguments: counts) func catmullRomIsLevelBetweenEqualValues(values: [Double]) {
        for segment in Self.segments(Self.path(values, .catmullRom)) where segment.0.y == segment.3.y {
            let ys = Self.sampledY(segment)
            #expect(
                ys.allSatisfy { abs($0 - segment.0.y) < 1e-9 }, "between two equal values: \(ys.min()!)…\(ys.max()!)")
        }
    }

    @Test(arguments: counts) func catmullRomStaysSmoothAtEveryPoint(values: [Double]) {
        let segments = Self.segments(Self.path(values, .catmullRom))
        for (a, b) in zip(segments, segments.dropFirst()) {
            // The incoming and outgoing handles at a point are collinear: a smooth joint, no kink.
            let incoming = (x: a.3.x - a.2.x, y: a.3.y - a.2.y), outgoing = (x: b.1.x - b.0.x, y: b.1.y - b.0.y)
            #expect(abs(incoming.x * outgoing.y - incoming.y * outgoing.x) < 1e-6)
        }
    }

    @Test(arguments: counts) func monotoneStaysBetweenItsEnds(values: [Double]) {
        for segment in Self.segments(Self.path(values, .monotone)) {
            let ys = Self.sampledY(segment)
            let (low, high) = (min(segment.0.y, segment.3.y), max(segment.0.y, segment.3.y))
            #expect(ys.allSatisfy { $0 >= low - 1e-9 && $0 <= high + 1e-9 })
        }
    }

    /// Away from the floor and from level stretches, the curve is d3's Catmull-Rom unchanged.
    @Test func unconstrainedCurvesAreUnchanged() {
        var expected = Path()
        let points = [(0.0, 100.0), (40, 20), (80, 60), (120, 10)].map { Point(x: $0.0, y: $0.1) }
        Curves.append(points, method: .catmullRom(alpha: 0.5), to: &expected)
        var raw = Path()
        raw.move(to: points[0])
        for (i, c) in Curves.catmullRomControls(points, alpha: 0.5).enumerated() {
            raw.curve(to: points[i + 1], control1: c.0, control2: c.1)
        }
        #expect(RecordingCanvas.describe(expected) == RecordingCanvas.describe(raw))
    }
}
