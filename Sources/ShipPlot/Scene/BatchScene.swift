import Foundation

extension SceneBuilder {
    /// Draws a vectorized plot: lines stream through per-pixel-column thinning, points through per-pixel
    /// de-duplication, so a million elements cost a few thousand path segments.
    func batch(_ batch: ResolvedBatch, into commands: inout [DrawCommand]) {
        guard let xs = layout.x?.scale, let ys = layout.y?.scale else { return }
        switch batch.kind {
        case .line: batchLine(batch, xs: xs, ys: ys, into: &commands)
        case .area: batchArea(batch, xs: xs, ys: ys, into: &commands)
        default: batchPoints(batch, xs: xs, ys: ys, into: &commands)
        }
    }

    private func batchColor(_ batch: ResolvedBatch, index: Int?) -> RGBA {
        let base = batch.style.foreground.map(theme.resolve)
            ?? index.flatMap { scales.colors.indices.contains($0) ? scales.colors[$0] : nil }
            ?? theme.paletteColor(0)
        return base.withAlpha(batch.style.opacity ?? 1)
    }

    private func batchLine(_ batch: ResolvedBatch, xs: PlacedScale, ys: PlacedScale, into commands: inout [DrawCommand]) {
        let method = batch.style.interpolation?.kind ?? .linear
        let style = batch.style.lineStyle
        let stroke = Stroke(width: style.map { Double($0.lineWidth) } ?? theme.lineWidth,
                            dash: style?.dash.map { Double($0) } ?? [], dashPhase: Double(style?.dashPhase ?? 0),
                            cap: style?.lineCap ?? .round, join: style?.lineJoin ?? .round)
        let groups = batch.series ?? [Array(0..<batch.count)]
        for (k, indices) in groups.enumerated() {
            var path = Path()
            var run = ColumnThinner(pixelScale: pixelScale)
            func flush() {
                let points = run.finish()
                if !points.isEmpty { Curves.append(points, method: points.count > 2 && run.thinned ? .linear : method, to: &path) }
                run = ColumnThinner(pixelScale: pixelScale)
            }
            for i in indices {
                let x = batch.x(i), y = batch.y(i)
                guard x.isFinite, y.isFinite else {
                    flush()
                    continue
                }
                run.add(Point(x: xs.position(x), y: ys.position(y)))
            }
            flush()
            let colorIndex = batch.seriesColor.indices.contains(k) ? batch.seriesColor[k] : nil
            if !path.elements.isEmpty { commands.append(.stroke(path, stroke, batchColor(batch, index: colorIndex))) }
        }
    }

    private func batchArea(_ batch: ResolvedBatch, xs: PlacedScale, ys: PlacedScale, into commands: inout [DrawCommand]) {
        let method = batch.style.interpolation?.kind ?? .linear
        var path = Path()
        var top: [Point] = [], bottom: [Point] = []
        func flush() {
            guard top.count > 1 else { top = []; bottom = []; return }
            Curves.append(top, method: method, to: &path)
            Curves.append(bottom.reversed(), method: method, to: &path, continuing: true)
            path.close()
            top = []
            bottom = []
        }
        for i in 0..<batch.count {
            let x = batch.x(i), y = batch.y(i), low = batch.yLower?(i) ?? 0
            guard x.isFinite, y.isFinite, low.isFinite else {
                flush()
                continue
            }
            top.append(Point(x: xs.position(x), y: ys.position(y)))
            bottom.append(Point(x: xs.position(x), y: ys.position(low)))
        }
        flush()
        if !path.elements.isEmpty { commands.append(.fill(path, batchColor(batch, index: nil))) }
    }

    private func batchPoints(_ batch: ResolvedBatch, xs: PlacedScale, ys: PlacedScale, into commands: inout [DrawCommand]) {
        let size = max(0, batch.style.symbolSize ?? theme.symbolArea).squareRoot()
        let shape = batch.style.symbol ?? .circle
        // Symbols landing on the same quarter device pixel, with the same colour, draw identically: keep one.
        var seen: Set<Int64> = []
        let cell = 4 * pixelScale
        for i in 0..<batch.count {
            let x = batch.x(i), y = batch.y(i)
            guard x.isFinite, y.isFinite else { continue }
            let p = Point(x: xs.position(x), y: ys.position(y))
            let colorIndex = batch.elementColor?(i)
            var color = batchColor(batch, index: colorIndex)
            if let value = batch.elementColorValue?(i), let domain = chart.colors?.continuous, batch.style.foreground == nil {
                color = scales.continuousColor(value, domain: domain).withAlpha(batch.style.opacity ?? 1)
            }
            if batch.count > 2000 {
                let key = Int64((p.x * cell).rounded()) &* 1_000_003 &+ Int64((p.y * cell).rounded()) &* 31 &+ Int64(colorIndex ?? -1)
                if !seen.insert(key).inserted { continue }
            }
            let path = SymbolShapes.path(shape, center: p, size: size)
            if let width = shape.hollowLineWidth {
                commands.append(.stroke(path, Stroke(width: width, join: .round), color))
            } else if SymbolShapes.isStroked(shape) {
                commands.append(.stroke(path, Stroke(width: max(1, size / 5), cap: .round), color))
            } else {
                commands.append(.fill(path, color))
            }
        }
    }
}

/// Streams a run of points and keeps, per device-pixel column, the first, lowest, highest and last point
/// (M4), which strokes to the same pixels as the full run when x never decreases. If x goes backwards the
/// run is kept whole.
struct ColumnThinner {
    let pixelScale: Double
    private(set) var thinned = false
    private var all: [Point] = []
    private var output: [Point] = []
    private var column: Int?
    private var first = Point(x: 0, y: 0), last = Point(x: 0, y: 0), low = Point(x: 0, y: 0), high = Point(x: 0, y: 0)
    private var monotonic = true
    private var previousX = -Double.infinity
    /// Below this many points thinning is not worth it; the run is returned as given.
    private let threshold = 4096

    init(pixelScale: Double) { self.pixelScale = pixelScale }

    mutating func add(_ p: Point) {
        if p.x < previousX { monotonic = false }
        previousX = p.x
        if all.count < threshold || !monotonic {
            all.append(p)
            if all.count == threshold && monotonic {
                // Enough points to be worth thinning: switch to streaming columns.
                let buffered = all
                all = []
                thinned = true
                for q in buffered { addToColumn(q) }
            }
            return
        }
        addToColumn(p)
    }

    private mutating func addToColumn(_ p: Point) {
        let c = Int((p.x * pixelScale).rounded(.down))
        if c != column {
            emitColumn()
            column = c
            (first, last, low, high) = (p, p, p, p)
            return
        }
        last = p
        if p.y < low.y { low = p }
        if p.y > high.y { high = p }
    }

    private mutating func emitColumn() {
        guard column != nil else { return }
        output.append(first)
        // Keep the extremes in the order they were drawn, so the stroke retraces the same vertical span.
        let (a, b) = low.x <= high.x ? (low, high) : (high, low)
        if a != first { output.append(a) }
        if b != a && b != first { output.append(b) }
        if last != b && last != a && last != first { output.append(last) }
    }

    /// The kept points in drawing order.
    mutating func finish() -> [Point] {
        if !thinned { return all }
        if !monotonic {
            // x went backwards after thinning began: the thinned prefix (monotonic, so still exact) is followed
            // by the remaining points as given.
            emitColumn()
            column = nil
            return output + all
        }
        emitColumn()
        column = nil
        return output
    }
}
