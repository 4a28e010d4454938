import Foundation

/// How far annotations that make room (`.automatic` or `.padScale` along y) reached past the image's top and
/// bottom edges, in points: the layout moves the plot's edges in by as much and the scene is built again.
final class AnnotationRoom {
    var top = 0.0
    var bottom = 0.0

    /// Whether the scene should be built again with room: a fraction of a point is not worth a second layout.
    var isNeeded: Bool { top > 0.5 || bottom > 0.5 }
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
            annotationRoom.bottom = max(annotationRoom.bottom, y + size.height - layout.height)
        case .fit, .disabled:
            break
        }
        x = min(max(x, 0), max(0, layout.width - size.width))
        y = min(max(y, 0), max(0, layout.height - size.height))
        return (x, y)
    }
}
