import Foundation

/// How far annotations that make room (`.automatic` or `.padScale` along y) reached past the image's top and
/// bottom edges, in points: the layout moves the plot's edges in by as much and the scene is built again. One
/// under its mark that reaches below the plot into the x labels (`.annotation(position: .bottom)` on a bar from
/// zero) pads the y scale instead, as `.padScale` does: the marks rise inside the plot and the labels stay clear.
final class AnnotationRoom {
    var top = 0.0
    var bottom = 0.0
    var belowPlot = 0.0

    /// Whether the scene should be built again with room: a fraction of a point is not worth a second layout.
    var isNeeded: Bool { top > 0.5 || bottom > 0.5 || belowPlot > 0.5 }
}

extension SceneBuilder {
    /// Where an annotation block of `size` at `origin` goes once kept inside its bounds by `resolution`: moved
    /// back inside the plot (`fit(to: .plot)`) or the image (everything else, since nothing is drawn outside it).
    /// An annotation that makes room records how far it reached past the image's top or bottom first.
    func placed(
        _ origin: (x: Double, y: Double), size: (width: Double, height: Double),
        resolution: AnnotationOverflowResolution
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
