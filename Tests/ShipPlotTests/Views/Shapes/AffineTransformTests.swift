// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// CoreGraphics transforms as symbol code uses them (`path.applying(.init(rotationAngle:))`).
@Suite(.tags(.heldOut)) struct AffineTransformTests {
    private func close(_ p: CGPoint, _ x: Double, _ y: Double) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    @Test func transformsMapPointsAsCoreGraphicsDoes() {
        let p = CGPoint(x: 1, y: 0)
        #expect(close(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1))
        #expect(close(p.applying(CGAffineTransform(scaleX: 3, y: 2)), 3, 0))
        #expect(close(p.applying(CGAffineTransform(translationX: 5, y: -1)), 6, -1))
        // concatenating: the receiver first, then the argument; translatedBy: the move first.
        let rotateThenMove = CGAffineTransform(rotationAngle: .pi / 2).concatenating(.init(translationX: 10, y: 0))
        #expect(close(p.applying(rotateThenMove), 10, 1))
        let moveThenRotate = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(close(p.applying(moveThenRotate), 0, 11))
    }

    @Test func pathsAreMappedPointByPoint() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 1))
        let moved = path.applying(CGAffineTransform(scaleX: 2, y: 2).concatenating(.init(translationX: 5, y: 5)))
        #expect(moved.elements == [.move(Point(x: 5, y: 7)), .line(Point(x: 7, y: 7))])
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(combined.elements == [.move(Point(x: 1, y: 1)), .line(Point(x: 2, y: 1))])
    }
}
