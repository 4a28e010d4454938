// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct CurveTests {
    private func path(_ points: [(Double, Double)], _ method: InterpolationMethod) -> String {
        var path = Path()
        Curves.append(points.map { Point(x: $0.0, y: $0.1) }, method: method.kind, to: &path)
        return RecordingCanvas.describe(path)
    }

    @Test func catmullRomMatchesD3Vector() {
        // d3.line().curve(d3.curveCatmullRom)([[0,0],[5,5],[10,0]]) → M0,0C0,0,3.333,5,5,5C6.667,5,10,0,10,0
        #expect(path([(0, 0), (5, 5), (10, 0)], .catmullRom) == "M0,0 C0,0 3.33,5 5,5 C6.67,5 10,0 10,0")
    }

    @Test func catmullRomSecondSegmentMatchesD3() {
        var p = Path()
        Curves.append(
            [(0, 0), (10, 30), (20, 10), (40, 40), (45, 0)].map { Point(x: $0.0, y: $0.1) },
            method: .catmullRom(alpha: 0.5), to: &p)
        guard case .curve(_, let c1, let c2) = p.elements[2] else {
            Issue.record("expected a curve")
            return
        }
        #expect(abs(c1.x - 13.0911) < 1e-4 && abs(c1.y - 30.2197) < 1e-4)
        #expect(abs(c2.x - 15.8222) < 1e-4 && abs(c2.y - 10.2601) < 1e-4)
    }

    @Test func shortRunsDegrade() {
        #expect(path([(1, 2)], .catmullRom) == "M1,2")
        #expect(path([(1, 2), (3, 4)], .catmullRom) == "M1,2 L3,4")
        #expect(path([(0, 0), (0, 0), (5, 5)], .catmullRom).hasPrefix("M0,0 C0,0 0,0 0,0"))
    }

    @Test func uniformCatmullRomIsCardinalZero() {
        #expect(path([(0, 0), (6, 6), (12, 0)], .catmullRom(alpha: 0)) == path([(0, 0), (6, 6), (12, 0)], .cardinal))
    }

    @Test func steps() {
        #expect(path([(0, 0), (10, 10)], .stepStart) == "M0,0 L0,10 L10,10")
        #expect(path([(0, 0), (10, 10)], .stepEnd) == "M0,0 L10,0 L10,10")
        #expect(path([(0, 0), (10, 10)], .stepCenter) == "M0,0 L5,0 L5,10 L10,10")
    }

    @Test func monotoneNeverOvershoots() {
        var p = Path()
        Curves.append([(0, 0), (10, 10), (20, 10), (30, 0)].map { Point(x: $0.0, y: $0.1) }, method: .monotone, to: &p)
        for element in p.elements {
            if case .curve(_, let c1, let c2) = element {
                #expect(c1.y <= 10 + 1e-9 && c2.y <= 10 + 1e-9)
                #expect(c1.y >= -1e-9 && c2.y >= -1e-9)
            }
        }
    }
}
