/// M4 thinning of dense polylines: per column, only the first, lowest, highest and last point are kept, in
/// their original order.
///
/// A polyline that crosses a column many times covers, in that column, the span from its lowest to its highest
/// point, entered at the first point and left at the last. With anti-aliasing a dense zigzag also fills the
/// column's width, so the scene thins to columns a quarter of a device pixel wide (``columnsPerPixel``):
/// measured against an 8× supersampled render of a 60,000-point random walk, whole-pixel columns are off by
/// RMS 5 (0–255) while quarter-pixel columns are off by RMS 1, within the golden-image tolerance. Miter joins
/// are left alone: their tips depend on the angle at every vertex, and no subset of the points keeps them.
enum Thinning {
    /// Columns per device pixel used for charts.
    static let columnsPerPixel = 4.0

    /// A line as the scene strokes it: thinned to at most 4 points per quarter device pixel once it has more
    /// than that many points for the plot's width; unchanged otherwise.
    static func line(_ points: [Point], plotWidth: Double, pixelScale: Double) -> [Point] {
        m4(points, pixelScale: pixelScale, columnsPerPixel: columnsPerPixel,
           threshold: threshold(plotWidth: plotWidth, pixelScale: pixelScale))
    }

    /// The point count above which a line in a plot `plotWidth` points wide is thinned: four points per column,
    /// where thinning starts to save work.
    static func threshold(plotWidth: Double, pixelScale: Double, columnsPerPixel: Double = columnsPerPixel) -> Int {
        let columns = (plotWidth * pixelScale * columnsPerPixel).rounded(.up)
        guard columns.isFinite, columns > 0 else { return Int.max }
        return 4 * Int(min(columns, 1e9))
    }

    /// The M4 thinning of `points`, or `points` itself when it has at most `threshold` points, when its x
    /// values decrease anywhere (columns would be revisited, so four points no longer stand for a column), or
    /// when a coordinate is not finite.
    ///
    /// - Parameters:
    ///   - points: one unbroken run of a line, in points (user space), in drawing order.
    ///   - pixelScale: device pixels per point.
    ///   - columnsPerPixel: columns per device pixel; column `k` holds the x with `⌊x · pixelScale · columnsPerPixel⌋ = k`.
    ///   - threshold: the point count up to which the line is left alone.
    static func m4(_ points: [Point], pixelScale: Double, columnsPerPixel: Double = 1, threshold: Int = 0) -> [Point] {
        let scale = pixelScale * columnsPerPixel
        guard points.count > max(threshold, 4), scale.isFinite, scale > 0 else { return points }
        var previousX = -Double.infinity
        for p in points {
            guard p.x.isFinite, p.y.isFinite, p.x >= previousX else { return points }
            previousX = p.x
        }
        var kept: [Point] = []
        let span = (points[points.count - 1].x - points[0].x) * scale + 2
        kept.reserveCapacity(min(points.count, 4 * Int(min(span, 1e9))))
        var i = 0
        let n = points.count
        while i < n {
            let column = (points[i].x * scale).rounded(.down)
            let first = i
            var lowest = i, highest = i
            i += 1
            while i < n, (points[i].x * scale).rounded(.down) == column {
                if points[i].y < points[lowest].y { lowest = i }
                if points[i].y > points[highest].y { highest = i }
                i += 1
            }
            let last = i - 1
            // In index order, each index once.
            var previous = -1
            for index in [first, min(lowest, highest), max(lowest, highest), last] where index != previous {
                kept.append(points[index])
                previous = index
            }
        }
        return kept
    }
}
