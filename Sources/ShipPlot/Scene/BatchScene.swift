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

    /// Builds one line's path from streamed points: runs break at missing points, and each run is thinned per
    /// pixel column when `thin` (or kept exactly).
    private struct LinePathBuilder {
        let method: InterpolationMethod.Kind
        let thin: Bool
        let plotWidth: Double
        let pixelScale: Double
        private(set) var path = Path()
        private var run: Thinning.Accumulator
        private var exact: [Point] = []

        init(method: InterpolationMethod.Kind, thin: Bool, plotWidth: Double, pixelScale: Double) {
            (self.method, self.thin, self.plotWidth, self.pixelScale) = (method, thin, plotWidth, pixelScale)
            run = Thinning.Accumulator(plotWidth: plotWidth, pixelScale: pixelScale)
        }

        mutating func add(_ p: Point) {
            if thin { run.add(p) } else { exact.append(p) }
        }

        /// Ends the current run (at a missing point, or at the end of the data).
        mutating func breakRun() {
            let points = thin ? run.finish() : exact
            if !points.isEmpty { Curves.append(points, method: method, to: &path) }
            run = Thinning.Accumulator(plotWidth: plotWidth, pixelScale: pixelScale)
            exact = []
        }
    }

    private func batchLine(_ batch: ResolvedBatch, xs: PlacedScale, ys: PlacedScale, into commands: inout [DrawCommand]) {
        let method = batch.style.interpolation?.kind ?? .linear
        let style = batch.style.lineStyle
        let stroke = Stroke(style, width: theme.lineWidth, cap: .round, join: .round)
        // Thinning keeps the picture of solid straight-segment lines with round or bevel joins.
        let thin = thinsDenseLines && method == .linear && style.map { $0.dash.isEmpty && $0.lineJoin != .miter } != false
        func builder() -> LinePathBuilder {
            LinePathBuilder(method: method, thin: thin, plotWidth: layout.plot.width, pixelScale: pixelScale)
        }
        func stroked(_ path: Path, colorIndex: Int?) {
            let color = batchColor(batch, index: colorIndex)
            // A long opaque round-joined line strokes as the same pixels in pieces, and cairo's stroker then needs
            // memory for one piece at a time rather than the whole line.
            let pieces = color.alpha == 1 && stroke.join == .round && stroke.cap == .round && stroke.dash.isEmpty
                ? path.pieces(ofAtMost: 1024) : [path]
            commands.append(contentsOf: pieces.filter { !$0.elements.isEmpty }.map { .stroke($0, stroke, color) })
        }
        if let pairs = batch.pairs {
            // One pass straight over the caller's data: map to pixels and thin as the points stream by.
            var line = builder()
            pairs { _, x, y in
                guard x.isFinite, y.isFinite else { return line.breakRun() }
                line.add(Point(x: xs.position(x), y: ys.position(y)))
            }
            line.breakRun()
            return stroked(line.path, colorIndex: nil)
        }
        func draw<Indices: Sequence>(_ indices: Indices, colorIndex: Int?) where Indices.Element == Int {
            var line = builder()
            for i in indices {
                let x = batch.x(i), y = batch.y(i)
                guard x.isFinite, y.isFinite else {
                    line.breakRun()
                    continue
                }
                line.add(Point(x: xs.position(x), y: ys.position(y)))
            }
            line.breakRun()
            stroked(line.path, colorIndex: colorIndex)
        }
        guard let series = batch.series else { return draw(0..<batch.count, colorIndex: nil) }
        for (k, indices) in series.enumerated() {
            draw(indices, colorIndex: batch.seriesColor.indices.contains(k) ? batch.seriesColor[k] : nil)
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
            commands.append(SymbolShapes.command(shape, center: p, size: size, color: color))
        }
    }
}
