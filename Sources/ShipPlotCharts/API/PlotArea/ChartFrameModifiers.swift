// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The chart view's own frame, as SwiftUI's layout modifiers on a `Chart` set it.
struct ChartFrameSetting: Sendable {
    /// The space around the chart (`.padding(…)`); nil means the theme's.
    var padding: EdgeInsets?
    /// Edges `.padding(_:_:)` did not set: they keep the chart's default (16 pt alone, none in a view).
    var defaultEdges: Edge.Set = []
    /// Width over height the chart keeps inside the image and its padding (`aspectRatio(_:contentMode: .fit)`).
    var aspectRatio: Double?
    /// The outline the whole chart is cut to (`cornerRadius`, `clipShape`).
    var clip: ShapeOutline?
    /// Whether the clip takes in the chart's padding: true when `.padding` came before it, as SwiftUI clips the
    /// padded view then.
    var clipIncludesPadding = false
}

/// SwiftUI's frame modifiers on the chart view. The renderer's width and height are the space offered to the
/// chart, as a parent view offers it; the chart's padding stands for the margin around it.
extension Chart {
    /// Keeps the chart at `aspectRatio` (width over height) inside the image's padding, centred, as a flexible
    /// view with `.fit` sizes itself. `.fill` and a nil ratio change nothing: the chart would overflow the image,
    /// and a chart has no ratio of its own.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Chart {
        guard let ratio = aspectRatio.map(Double.init), contentMode == .fit, ratio.isFinite, ratio > 0 else {
            return self
        }
        return with { $0.frame.aspectRatio = ratio }
    }

    /// Keeps the chart at the ratio of `aspectRatio`'s width to its height (see `aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Chart {
        guard aspectRatio.height != 0 else { return self }
        return self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the chart to fit its frame: a chart fills whatever it is offered, so nothing changes.
    public func scaledToFit() -> Chart { self }

    /// Scales the chart to fill its frame: a chart fills whatever it is offered, so nothing changes.
    public func scaledToFill() -> Chart { self }

    /// Rounds the chart view's corners by `radius` points: everything drawn is cut to the rounded frame (the
    /// frame inside the padding, or with it when `.padding` came first). A NaN or negative radius is ignored.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Chart {
        guard radius.isFinite, radius > 0 else { return self }
        return clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Cuts everything the chart draws to `shape` in the chart's frame (inside the padding, or with it when
    /// `.padding` came first).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Chart {
        with {
            $0.frame.clip = shape.outline
            $0.frame.clipIncludesPadding = $0.frame.padding != nil
        }
    }
}
