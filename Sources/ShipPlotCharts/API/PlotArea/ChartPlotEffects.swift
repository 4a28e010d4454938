// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A static geometry effect on the plot's content (`chartPlotStyle { $0.scaleEffect(0.8) }`). As in SwiftUI, it
/// changes how the plot is drawn, not the layout: the marks, grid and annotations shrink or move inside the
/// plot's frame while the axes keep their places.
enum PlotEffect: Sendable, Equatable {
    /// Scales by `x`, `y` about `anchor`, a point of the plot's unit square.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Moves by `x`, `y` points.
    case offset(x: Double, y: Double)

    /// Where `p` is drawn in `plot` once the effect applies.
    func apply(_ p: Point, in plot: Rect) -> Point {
        switch self {
        case .scale(let sx, let sy, let anchor):
            let ax = plot.minX + plot.width * Double(anchor.x), ay = plot.minY + plot.height * Double(anchor.y)
            return Point(x: ax + (p.x - ax) * sx, y: ay + (p.y - ay) * sy)
        case .offset(let dx, let dy):
            return Point(x: p.x + dx, y: p.y + dy)
        }
    }

    /// How much the effect scales line widths.
    var widthScale: Double {
        if case .scale(let sx, let sy, _) = self { return (abs(sx) * abs(sy)).squareRoot() }
        return 1
    }
}

extension ChartPlotContent {
    /// Adds `effect` when its numbers are usable (finite, a scale within ±10, an offset within 10,000 points);
    /// otherwise counts a diagnostic and leaves the plot as it was.
    private func adding(_ effect: PlotEffect) -> ChartPlotContent {
        var copy = self
        let usable: Bool
        switch effect {
        case .scale(let x, let y, let anchor):
            usable = abs(x) <= 10 && abs(y) <= 10 && anchor.x.isFinite && anchor.y.isFinite
        case .offset(let x, let y):
            usable = abs(x) <= 10_000 && abs(y) <= 10_000
        }
        if usable {
            copy.effects.append(effect)
        } else {
            copy.problems.counts[ViewProblems.Kind.invalidValue.rawValue] += 1
        }
        return copy
    }

    /// Scales the plot's content by `s` about `anchor` (the centre by default); the plot's frame, its axes and
    /// any background added after this keep their size.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ChartPlotContent {
        adding(.scale(x: Double(s), y: Double(s), anchor: anchor))
    }

    /// Scales the plot's content by `scale.width` and `scale.height` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ChartPlotContent {
        adding(.scale(x: Double(scale.width), y: Double(scale.height), anchor: anchor))
    }

    /// Scales the plot's content by `x` and `y` (1 by default) about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> ChartPlotContent {
        adding(.scale(x: Double(x), y: Double(y), anchor: anchor))
    }

    /// Moves the plot's content by `offset` points (y down); the axes stay.
    public func offset(_ offset: CGSize) -> ChartPlotContent {
        adding(.offset(x: Double(offset.width), y: Double(offset.height)))
    }

    /// Moves the plot's content by `x` and `y` points (y down); the axes stay.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ChartPlotContent {
        adding(.offset(x: Double(x), y: Double(y)))
    }
}
