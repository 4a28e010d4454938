// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Where axis titles go (`chartXAxisLabel(position:alignment:spacing:)`): on the side their position names,
/// horizontal above or below the plot and turned to read upward beside it, whichever axis they title.
extension LayoutEngine {
    /// The side a title is drawn on: its position's (a corner counts as its top or bottom), else its axis's.
    static func titleSide(_ setting: AxisTitle, axisSide: AxisSide) -> AxisSide {
        switch setting.position {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .automatic, .overlay: axisSide
        }
    }

    /// A title aligned as asked, or to its position's corner (`.topLeading` aligns it with the leading edge).
    static func cornerAligned(_ setting: AxisTitle) -> AxisTitle {
        guard setting.alignment == nil else { return setting }
        var aligned = setting
        switch setting.position {
        case .topLeading, .bottomLeading: aligned.alignment = .leading
        case .topTrailing, .bottomTrailing: aligned.alignment = .trailing
        default: break
        }
        return aligned
    }

    /// Moves the plot's edges in by the room the titles take on each side: the widest title there and its
    /// spacing beyond the usual 4 points.
    func reserveTitleRoom(top: inout Double, bottom: inout Double, left: inout Double, right: inout Double) {
        var room: [AxisSide: Double] = [:]
        for guide in [guides.x, guides.y].compactMap({ $0 }) where guide.visible {
            // An empty title (`chartXAxisLabel("")`) draws nothing and takes no room.
            for title in guide.titles where title.view != nil || !title.text.isEmpty {
                let side = Self.titleSide(title, axisSide: guide.side)
                room[side] = max(room[side] ?? 0, titleRoom(title) + max(0, (title.spacing ?? 4) - 4))
            }
        }
        top += room[.top] ?? 0
        bottom -= room[.bottom] ?? 0
        left += room[.leading] ?? 0
        right -= room[.trailing] ?? 0
    }

    /// Places every title of both axes on the axis's first declaration, each beside the axes' labels (not
    /// beside the other titles: spacing is measured from the axis marks, as in Swift Charts).
    func placeTitles(x: inout [PlacedAxis], y: inout [PlacedAxis], plot: Rect) {
        let all = x + y
        if let guide = guides.x, guide.visible, !x.isEmpty {
            for title in guide.titles { placeTitle(title, axisSide: guide.side, on: &x[0], beside: all, plot: plot) }
        }
        if let guide = guides.y, guide.visible, !y.isEmpty {
            for title in guide.titles { placeTitle(title, axisSide: guide.side, on: &y[0], beside: all, plot: plot) }
        }
    }

    private func placeTitle(
        _ given: AxisTitle, axisSide: AxisSide, on axis: inout PlacedAxis, beside all: [PlacedAxis],
        plot: Rect
    ) {
        let setting = Self.cornerAligned(given)
        let side = Self.titleSide(setting, axisSide: axisSide)
        let across = side == .top || side == .bottom
        if let view = setting.view {
            axis.titleViews.append(
                across
                    ? xTitleView(view, setting, axes: all, side: side, plot: plot)
                    : yTitleView(view, setting, axes: all, side: side, plot: plot))
        } else {
            axis.titles.append(
                across
                    ? xTitle(setting, axes: all, side: side, plot: plot)
                    : yTitle(setting, axes: all, side: side, plot: plot))
        }
    }
}

extension _ViewNode {
    /// Whether an axis title view is plain text in no font or colour of its own, drawn as the text title; a
    /// `Text("…").font(.headline)` keeps its font and colour as a view.
    var isPlainTitle: Bool { isTextOnly && textLines.allSatisfy { $0.font == nil && $0.color == nil } }
}
