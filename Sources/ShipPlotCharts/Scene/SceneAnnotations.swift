// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How far annotations that make room (`.automatic` or `.padScale` along y) reached past the image's top and
/// bottom edges, in points: the layout moves the plot's edges in by as much and the scene is built again. One
/// under its mark that reaches below the plot into the x labels (`.annotation(position: .bottom)` on a bar from
/// zero) pads the y scale instead, as `.padScale` does: the marks rise inside the plot and the labels stay clear.
struct AnnotationRoom: Sendable, Equatable {
    var top = 0.0
    var bottom = 0.0
    var belowPlot = 0.0

    /// Whether the scene should be built again with room: a fraction of a point is not worth a second layout.
    var isNeeded: Bool { top > 0.5 || bottom > 0.5 || belowPlot > 0.5 }
}

extension SceneBuilder {
    /// Draws `mark`'s annotations beside, over or inside `bounds`, and notes in `room` how far those that make
    /// room reached past the image.
    func annotate(
        _ mark: ResolvedMark, bounds: Rect, scene: MarkScene, into commands: inout [DrawCommand],
        room: inout AnnotationRoom, tally: inout NestedRenders
    ) {
        let contract = mark.kind.contract
        let fill: RGBA? = contract.isFilled ? scene.color(mark) : nil
        for unbuilt in mark.style.annotations
        where !unbuilt.lines.isEmpty || unbuilt.view != nil || unbuilt.contextual != nil {
            let annotation = unbuilt.built(for: bounds)
            var position = annotation.position
            if position == .automatic { position = contract.automaticAnnotationPosition(mark).kind }
            let spacing = annotation.spacing ?? 4
            // Text over a mark takes whichever of white or the text colour reads on the mark's fill; a view with
            // its own background draws on that instead.
            var defaultColor = theme.secondaryText
            if position == .overlay, let fill, annotation.view?.hasOwnBackground != true {
                let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
                defaultColor = fill.alpha > 0.4 && luminance < 0.55 ? RGBA(hex: 0xFFFFFF) : theme.text
            }
            if let view = annotation.view {
                commands += annotationView(
                    view, position, annotation, bounds: bounds, spacing: spacing, color: defaultColor, room: &room,
                    tally: &tally)
                continue
            }
            let runs = annotation.lines.map { line -> (String, FontSpec, RGBA) in
                let font = line.font.map { $0.spec(in: theme, shaper: measurer.shaper) } ?? theme.labelFont
                let color = line.color.map { theme.resolve($0, noting: &tally.unknownColors) } ?? defaultColor
                // However long the text, it stays within the plot's width.
                return (
                    measurer.fitting(line.string(in: views.text), font: font, maxWidth: max(layout.plot.width, 40)),
                    font, color
                )
            }
            let widths = runs.map { measurer.width(of: $0.0, font: $0.1) }
            let heights = runs.map { measurer.metrics($0.1).height }
            let blockWidth = widths.max() ?? 0, blockHeight = heights.reduce(0, +)
            let origin = Self.blockOrigin(
                position, alignment: annotation.alignment ?? .center, bounds: bounds,
                block: (blockWidth, blockHeight), spacing: spacing)
            let placement = placed(
                origin, size: (blockWidth, blockHeight), resolution: annotation.overflow, room: &room)
            let x = placement.x
            var y = placement.y
            for (i, run) in runs.enumerated() {
                let metrics = measurer.metrics(run.1)
                let lineX: Double
                switch (annotation.alignment?.horizontal ?? .center).key {
                case .leading: lineX = x
                case .center: lineX = x + (blockWidth - widths[i]) / 2
                case .trailing: lineX = x + blockWidth - widths[i]
                }
                commands.append(
                    .text(
                        TextRun(text: run.0, origin: Point(x: lineX, y: y + metrics.ascent), font: run.1, color: run.2))
                )
                y += heights[i]
            }
        }
    }

    /// Where an annotation block of `block` size goes for `position`: outside the mark's bounds by `spacing`,
    /// or aligned within them.
    static func blockOrigin(
        _ position: AnnotationPosition.Kind, alignment: Alignment, bounds: Rect,
        block: (width: Double, height: Double), spacing: Double
    ) -> (Double, Double) {
        let x: Double, y: Double
        switch position {
        case .top, .topLeading, .topTrailing: y = bounds.minY - spacing - block.height
        case .bottom, .bottomLeading, .bottomTrailing: y = bounds.maxY + spacing
        default:
            // Beside or over the mark: the vertical alignment picks its top, middle or bottom.
            switch alignment.vertical.key {
            case .top: y = bounds.minY
            case .center: y = bounds.midY - block.height / 2
            case .bottom: y = bounds.maxY - block.height
            }
        }
        switch position {
        case .leading: x = bounds.minX - spacing - block.width
        case .trailing: x = bounds.maxX + spacing
        case .topLeading, .bottomLeading: x = bounds.minX
        case .topTrailing, .bottomTrailing: x = bounds.maxX - block.width
        default:
            // Above, below or over the mark: the horizontal alignment picks its leading edge, middle or end.
            switch alignment.horizontal.key {
            case .leading: x = bounds.minX
            case .center: x = bounds.midX - block.width / 2
            case .trailing: x = bounds.maxX - block.width
            }
        }
        return (x, y)
    }

    /// An annotation's view at its ideal size (re-offered the chart's width when wider), placed beside the mark
    /// like text and kept inside the chart.
    func annotationView(
        _ view: _ViewNode, _ position: AnnotationPosition.Kind, _ annotation: AnnotationSpec, bounds: Rect,
        spacing: Double, color: RGBA, room: inout AnnotationRoom, tally: inout NestedRenders
    ) -> [DrawCommand] {
        var size = views.size(view, ProposedSize(width: nil, height: nil))
        if size.width > layout.width {
            size = views.size(view, ProposedSize(width: layout.width, height: nil))
        }
        let origin = Self.blockOrigin(
            position, alignment: annotation.alignment ?? .center, bounds: bounds, block: (size.width, size.height),
            spacing: spacing)
        let (x, y) = placed(origin, size: (size.width, size.height), resolution: annotation.overflow, room: &room)
        let rect = Rect(x: x, y: y, width: size.width, height: size.height)
        return views.draw(view, in: rect, color: color, tally: &tally).commands
    }

    /// Where an annotation block of `size` at `origin` goes once kept inside its bounds by `resolution`: moved
    /// back inside the plot (`fit(to: .plot)`) or the image (everything else, since nothing is drawn outside it).
    /// An annotation that makes room records how far it reached past the image's top or bottom first.
    func placed(
        _ origin: (x: Double, y: Double), size: (width: Double, height: Double),
        resolution: AnnotationOverflowResolution, room annotationRoom: inout AnnotationRoom
    ) -> (x: Double, y: Double) {
        var (x, y) = origin
        if resolution.x.kind == .fit(.plot) {
            x = min(max(x, layout.plot.minX), layout.plot.maxX - size.width)
        }
        switch resolution.y.kind {
        case .fit(.plot):
            y = min(max(y, layout.plot.minY), layout.plot.maxY - size.height)
        case .automatic, .padScale:
            annotationRoom.top = max(annotationRoom.top, -y)
            let below = y + size.height - layout.plot.maxY
            if below > 0, hasBottomLabels {
                annotationRoom.belowPlot = max(annotationRoom.belowPlot, below)
            } else {
                annotationRoom.bottom = max(annotationRoom.bottom, y + size.height - layout.height)
            }
        case .fit, .disabled:
            break
        }
        x = min(max(x, 0), max(0, layout.width - size.width))
        y = min(max(y, 0), max(0, layout.height - size.height))
        return (x, y)
    }

    /// Whether x labels sit under the plot, where an annotation below a mark would cover them.
    private var hasBottomLabels: Bool {
        layout.axes.contains { axis in
            axis.orientation == .x && axis.side == .bottom && axis.visible
                && !(axis.labels.isEmpty && axis.labelViews.isEmpty)
        }
    }
}
