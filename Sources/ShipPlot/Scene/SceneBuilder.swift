import Foundation

/// The scene stage: turns the laid-out chart into draw commands in z-order — background, plot fill, grid,
/// marks, axes, annotations, legend, title. It is the only place that emits `DrawCommand`s.
struct SceneBuilder {
    let chart: ResolvedChart
    let scales: ChartScales
    let layout: ChartLayout
    let theme: Theme
    /// Device pixels per point, so hairlines land on whole pixels.
    let pixelScale: Double
    let background: RGBA?
    let measurer: TextMeasurer
    /// Thin dense straight-segment lines (M4, see Thinning.swift); off only to compare against the full line.
    var thinsDenseLines = true

    func build() -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let background, background.alpha > 0 {
            commands.append(.fill(.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height)), background))
        }
        if let fill = chart.settings.plotBackground {
            commands.append(.fill(.rect(layout.plot), theme.resolve(fill)))
        }
        grid(into: &commands)
        var annotations: [DrawCommand] = []
        marks(into: &commands, annotations: &annotations)
        if let border = chart.settings.plotBorder {
            commands.append(.stroke(.rect(layout.plot), Stroke(width: border.width), theme.resolve(border.color)))
        }
        axes(into: &commands)
        commands.append(contentsOf: annotations)
        legend(into: &commands)
        commands.append(contentsOf: layout.title.map { .text($0) })
        return CairoSafety.safe(commands, pixelScale: pixelScale)
    }

    // MARK: Grid and axes

    var hairline: Double { 1 / pixelScale }

    /// The centre of the device-pixel row or column nearest `value`, so one-pixel lines are crisp.
    private func snap(_ value: Double) -> Double {
        ((value * pixelScale - 0.5).rounded() + 0.5) / pixelScale
    }

    private func grid(into commands: inout [DrawCommand]) {
        let plot = layout.plot
        for y in layout.axes where y.orientation == .y && y.visible {
            for tick in y.ticks {
                guard let grid = tick.grid else { continue }
                let py = snap(tick.position)
                commands.append(.stroke(.segment(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py)),
                                        Stroke(grid.stroke, width: hairline), theme.grid))
            }
        }
        for x in layout.axes where x.orientation == .x && x.visible {
            for tick in x.ticks {
                guard let grid = tick.grid else { continue }
                let px = snap(tick.position)
                commands.append(.stroke(.segment(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY)),
                                        Stroke(grid.stroke, width: hairline), theme.grid))
            }
        }
        if let x = layout.x, x.visible {
            // The axis line sits under the marks so a point on the baseline is drawn whole.
            let baseline = snap(x.side == .top ? plot.minY : plot.maxY)
            commands.append(.stroke(.segment(Point(x: plot.minX, y: baseline), Point(x: plot.maxX, y: baseline)),
                                    Stroke(width: hairline), theme.axisLine))
        }
    }

    private func axes(into commands: inout [DrawCommand]) {
        let plot = layout.plot
        for axis in layout.axes where axis.visible {
            for tick in axis.ticks {
                guard let style = tick.tick else { continue }
                let p = snap(tick.position)
                let path: Path
                switch axis.side {
                case .bottom: path = .segment(Point(x: p, y: plot.maxY), Point(x: p, y: plot.maxY + style.length))
                case .top: path = .segment(Point(x: p, y: plot.minY), Point(x: p, y: plot.minY - style.length))
                case .trailing: path = .segment(Point(x: plot.maxX, y: p), Point(x: plot.maxX + style.length, y: p))
                case .leading: path = .segment(Point(x: plot.minX, y: p), Point(x: plot.minX - style.length, y: p))
                }
                commands.append(.stroke(path, Stroke(style.stroke, width: hairline), theme.axisLine))
            }
            commands.append(contentsOf: axis.labels.map { .text($0) })
            if let title = axis.title { commands.append(.text(title)) }
        }
    }

    private func legend(into commands: inout [DrawCommand]) {
        guard let legend = layout.legend else { return }
        commands.append(contentsOf: legend.titles.map { .text($0) })
        for item in legend.items {
            if let dash = item.dash {
                let half = theme.legendLineSwatch / 2
                let c = item.swatchCenter
                commands.append(.stroke(.segment(Point(x: c.x - half, y: c.y), Point(x: c.x + half, y: c.y)),
                                        Stroke(width: theme.lineWidth, dash: dash), item.color))
                commands.append(.text(item.label))
                continue
            }
            let path = SymbolShapes.path(item.symbol, center: item.swatchCenter, size: theme.legendSwatch)
            if SymbolShapes.isStroked(item.symbol) {
                commands.append(.stroke(path, Stroke(width: 1.5, cap: .round), item.color))
            } else {
                commands.append(.fill(path, item.color))
            }
            commands.append(.text(item.label))
        }
        if let gradient = legend.gradient {
            commands.append(.linearGradient(.roundedRect(gradient.bar, radius: 2), from: Point(x: gradient.bar.minX, y: gradient.bar.midY),
                                            to: Point(x: gradient.bar.maxX, y: gradient.bar.midY), stops: gradient.stops))
            commands.append(contentsOf: gradient.labels.map { .text($0) })
        }
    }

    // MARK: Marks

    private enum Group: Hashable {
        case single(Int)
        case series(MarkKind, String)
    }

    private func marks(into commands: inout [DrawCommand], annotations: inout [DrawCommand]) {
        var order: [Group] = []
        var members: [Group: [Int]] = [:]
        for (i, mark) in chart.marks.enumerated() {
            let group: Group = (mark.kind == .line || mark.kind == .area) ? .series(mark.kind, mark.seriesKey) : .single(i)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(i)
        }
        // Mark groups and vectorized plots draw in declaration order; zIndex lifts them (ties keep order).
        // A batch is named by its position in `chart.batches`: with the whole ResolvedBatch as a payload, valgrind
        // saw this enum's tag (a spare bit deep in that payload) read uninitialised for `.group` items.
        enum Item {
            case group(Group)
            case batch(Int)
        }
        var items: [(z: Double, index: Int, item: Item)] = order.map { group in
            let first = chart.marks[members[group]![0]]
            return (first.style.zIndex ?? 0, first.index, .group(group))
        }
        items += chart.batches.indices.map { (chart.batches[$0].style.zIndex ?? 0, chart.batches[$0].index, .batch($0)) }
        items.sort { $0.z == $1.z ? $0.index < $1.index : $0.z < $1.z }
        let sectors = sectorGeometry()
        var symbols: [DrawCommand] = []
        for entry in items {
            guard case .group(let group) = entry.item else {
                if case .batch(let position) = entry.item { batch(chart.batches[position], into: &commands) }
                continue
            }
            let indices = members[group]!
            switch group {
            case .single(let i):
                let mark = chart.marks[i]
                guard mark.defined else { continue }
                var bounds: Rect?
                switch mark.kind {
                case .bar: bounds = bar(mark, into: &commands)
                case .rectangle: bounds = rectangle(mark, into: &commands)
                case .point: bounds = symbol(for: mark, into: &commands)
                case .rule: bounds = rule(mark, into: &commands)
                case .sector: bounds = sector(mark, geometry: sectors, into: &commands)
                case .line, .area: break
                }
                if let bounds { annotate(mark, bounds: bounds, into: &annotations) }
            case .series(.line, _):
                let series = indices.map { chart.marks[$0] }
                line(series, into: &commands, symbols: &symbols)
                for mark in series where mark.defined {
                    if let p = point(mark) { annotate(mark, bounds: Rect(x: p.x - 4, y: p.y - 4, width: 8, height: 8), into: &annotations) }
                }
            case .series:
                let series = indices.map { chart.marks[$0] }
                area(series, into: &commands)
                for mark in series where mark.defined {
                    if let p = point(mark) { annotate(mark, bounds: Rect(x: p.x, y: p.y, width: 0, height: 0), into: &annotations) }
                }
            }
        }
        // Line symbols sit above every line so a later series never hides an earlier one's points.
        commands.append(contentsOf: symbols)
    }

    private func color(_ mark: ResolvedMark) -> RGBA {
        let base: RGBA
        if let explicit = mark.style.foreground {
            base = theme.resolve(explicit)
        } else if let value = mark.colorValue, let domain = chart.colors?.continuous {
            base = scales.continuousColor(value, domain: domain)
        } else if let index = mark.colorIndex, scales.colors.indices.contains(index) {
            base = scales.colors[index]
        } else {
            base = theme.paletteColor(0)
        }
        return base.withAlpha(mark.style.opacity ?? 1)
    }

    /// Fills `path` with the mark's colour, or its gradient from top to bottom of `bounds`.
    private func fill(_ path: Path, bounds: Rect, mark: ResolvedMark, into commands: inout [DrawCommand]) {
        if let gradient = mark.style.foregroundGradient, mark.style.foreground == nil || gradient.stops.last?.color == mark.style.foreground {
            let opacity = mark.style.opacity ?? 1
            let stops = gradient.stops.map { GradientStop(offset: Double($0.location), color: theme.resolve($0.color).withAlpha(opacity)) }
            commands.append(.linearGradient(path, from: Point(x: bounds.midX, y: bounds.minY),
                                            to: Point(x: bounds.midX, y: bounds.maxY), stops: stops))
        } else {
            commands.append(.fill(path, color(mark)))
        }
    }

    /// The pixel position of a mark's point along one axis: its value on the scale, or a fixed offset from the
    /// plot's start (the middle when the offset is nil).
    private func position(_ span: Span?, fixed: FixedExtent?, scale: PlacedScale?, start: Double, end: Double) -> Double? {
        if let span, let scale { return scale.position(span.mid) }
        if let fixed { return fixed.start.map { start + $0 } ?? (start + end) / 2 }
        return nil
    }

    private func point(_ mark: ResolvedMark) -> Point? {
        let plot = layout.plot
        guard let x = position(mark.x, fixed: mark.xFixed, scale: layout.x?.scale, start: plot.minX, end: plot.maxX),
              let y = position(mark.y.map { Span.point($0.upper) }, fixed: mark.yFixed, scale: layout.y?.scale,
                               start: plot.minY, end: plot.maxY) else { return nil }
        return Point(x: x, y: y)
    }

    /// The pixel extent of a mark across its band, bin or position: `dimension` sizes it (automatic: the band's
    /// width, or `fraction` of the bin or of the gap between positions), and `position(by:)` splits it into slots.
    private func thickness(_ span: Span, bin: Span?, scale: PlacedScale, gap: Double?, dimension: MarkDimension,
                           fraction: Double, fallback: Double, slot: (index: Int, count: Int)?) -> (Double, Double) {
        let center: Double, full: Double, automatic: Double
        if let step = scale.step, let bandwidth = scale.bandwidth {
            center = scale.position(span.mid)
            full = step
            automatic = fraction == theme.barFraction ? bandwidth : step * fraction
        } else if let bin, bin.upper > bin.lower {
            let a = scale.position(bin.lower), b = scale.position(bin.upper)
            center = (a + b) / 2
            full = abs(b - a)
            automatic = full * fraction
        } else {
            center = scale.position(span.mid)
            full = gap.map { abs(scale.position(span.mid + $0) - center) } ?? fallback / fraction
            automatic = gap == nil ? fallback : full * fraction
        }
        var width: Double
        switch dimension.kind {
        case .automatic: width = automatic
        case .fixed(let w): width = w
        case .ratio(let r): width = full * r
        case .inset(let inset): width = full - 2 * inset
        }
        width = max(0, width)
        guard let slot, slot.count > 1 else { return (center - width / 2, center + width / 2) }
        let sub = width / Double(slot.count)
        let start = center - width / 2 + Double(slot.index) * sub
        // A hairline of space between neighbouring slots keeps grouped bars apart.
        let inset = min(0.5, sub * 0.1)
        return (start + inset, start + sub - inset)
    }

    private func slot(_ mark: ResolvedMark) -> (index: Int, count: Int)? {
        mark.dodgeIndex.map { ($0, mark.dodgeCount) }
    }

    /// A fixed (point) extent within the plot; nil ends reach the plot's edges.
    private func fixedExtent(_ fixed: FixedExtent, start: Double, end: Double) -> (Double, Double) {
        (fixed.start.map { start + $0 } ?? start, fixed.end.map { start + $0 } ?? end)
    }

    private func bar(_ mark: ResolvedMark, into commands: inout [DrawCommand]) -> Rect? {
        let plot = layout.plot
        let xs = layout.x?.scale, ys = layout.y?.scale
        let xRange: (Double, Double), yRange: (Double, Double)
        if mark.orientation == .vertical {
            if let x = mark.x, let xs {
                xRange = mark.xIsRange ? (xs.position(x.lower), xs.position(x.upper))
                    : thickness(x, bin: mark.xBin, scale: xs, gap: scales.xBarGap, dimension: mark.width,
                                fraction: theme.barFraction, fallback: 10, slot: slot(mark))
            } else {
                xRange = fixedExtent(mark.xFixed ?? FixedExtent(), start: plot.minX, end: plot.maxX)
            }
            if let y = mark.y, let ys {
                yRange = (ys.position(y.lower), ys.position(y.upper))
            } else {
                yRange = fixedExtent(mark.yFixed ?? FixedExtent(), start: plot.minY, end: plot.maxY)
            }
        } else {
            if let y = mark.y, let ys {
                yRange = mark.yIsRange ? (ys.position(y.lower), ys.position(y.upper))
                    : thickness(y, bin: mark.yBin, scale: ys, gap: scales.yBarGap, dimension: mark.height,
                                fraction: theme.barFraction, fallback: 10, slot: slot(mark))
            } else {
                yRange = fixedExtent(mark.yFixed ?? FixedExtent(), start: plot.minY, end: plot.maxY)
            }
            if let x = mark.x, let xs {
                xRange = (xs.position(x.lower), xs.position(x.upper))
            } else {
                xRange = fixedExtent(mark.xFixed ?? FixedExtent(), start: plot.minX, end: plot.maxX)
            }
        }
        // Stacked segments meet on whole device pixels, so no antialiased seam shows between them.
        func edge(_ v: Double) -> Double { (v * pixelScale).rounded() / pixelScale }
        let (x0, x1) = mark.orientation == .horizontal ? (edge(xRange.0), edge(xRange.1)) : xRange
        let (y0, y1) = mark.orientation == .vertical ? (edge(yRange.0), edge(yRange.1)) : yRange
        let rect = Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return rect }
        let path = mark.style.cornerRadius.map { Path.roundedRect(rect, radius: $0) } ?? .rect(rect)
        fill(path, bounds: rect, mark: mark, into: &commands)
        return rect
    }

    private func rectangle(_ mark: ResolvedMark, into commands: inout [DrawCommand]) -> Rect? {
        let plot = layout.plot
        func extent(_ span: Span?, bin: Span?, isRange: Bool, fixed: FixedExtent?, scale: PlacedScale?, start: Double,
                    end: Double, gap: Double?, dimension: MarkDimension) -> (Double, Double) {
            if let span, let scale {
                if isRange { return (scale.position(span.lower), scale.position(span.upper)) }
                // Heat-map cells fill 70 % of their band or bin, or 20 pt on a continuous axis.
                return thickness(span, bin: bin, scale: scale, gap: nil, dimension: dimension, fraction: 0.7,
                                 fallback: 20, slot: slot(mark))
            }
            return fixedExtent(fixed ?? FixedExtent(), start: start, end: end)
        }
        let xr = extent(mark.x, bin: mark.xBin, isRange: mark.xIsRange, fixed: mark.xFixed, scale: layout.x?.scale,
                        start: plot.minX, end: plot.maxX, gap: nil, dimension: mark.width)
        let yr = extent(mark.y, bin: mark.yBin, isRange: mark.yIsRange, fixed: mark.yFixed, scale: layout.y?.scale,
                        start: plot.minY, end: plot.maxY, gap: nil, dimension: mark.height)
        let rect = Rect(x: min(xr.0, xr.1), y: min(yr.0, yr.1), width: abs(xr.1 - xr.0), height: abs(yr.1 - yr.0))
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return rect }
        let path = mark.style.cornerRadius.map { Path.roundedRect(rect, radius: $0) } ?? .rect(rect)
        fill(path, bounds: rect, mark: mark, into: &commands)
        return rect
    }

    private func symbolShape(_ mark: ResolvedMark) -> BasicChartSymbolShape {
        mark.style.symbol ?? mark.symbolIndex.flatMap { scales.symbols.indices.contains($0) ? scales.symbols[$0] : nil }
            ?? .circle
    }

    private func symbol(for mark: ResolvedMark, into commands: inout [DrawCommand]) -> Rect? {
        guard let center = point(mark) else { return nil }
        let size = max(0, mark.style.symbolSize ?? mark.symbolArea ?? theme.symbolArea).squareRoot()
        let shape = symbolShape(mark)
        commands.append(SymbolShapes.command(shape, center: center, size: size, color: color(mark)))
        return Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    }

    /// Consecutive defined marks; a NaN or infinite value breaks the line there.
    private func runs(_ marks: [ResolvedMark]) -> [[ResolvedMark]] {
        var result: [[ResolvedMark]] = [[]]
        for mark in marks {
            if mark.defined, mark.x != nil || mark.xFixed != nil, mark.y != nil || mark.yFixed != nil {
                result[result.count - 1].append(mark)
            } else if !result[result.count - 1].isEmpty {
                result.append([])
            }
        }
        return result.filter { !$0.isEmpty }
    }

    private func line(_ marks: [ResolvedMark], into commands: inout [DrawCommand], symbols: inout [DrawCommand]) {
        guard let first = marks.first else { return }
        let method = first.style.interpolation?.kind ?? .linear
        var path = Path()
        // Thinning keeps the picture of solid lines with round or bevel joins; dashes and miter tips would move.
        let thin = thinsDenseLines && method == .linear && first.dashIndex == nil
            && first.style.lineStyle.map { $0.dash.isEmpty && $0.lineJoin != .miter } != false
        for run in runs(marks) {
            let points = run.compactMap(point)
            Curves.append(thin ? Thinning.line(points, plotWidth: layout.plot.width, pixelScale: pixelScale) : points, method: method, to: &path)
        }
        let style = first.style.lineStyle
        let dashByValue = first.dashIndex.map { theme.dashCycle[$0 % theme.dashCycle.count] } ?? []
        let lineStroke = Stroke(style, width: theme.lineWidth, cap: dashByValue.isEmpty ? .round : .butt, join: .round,
                                dash: dashByValue)
        if !path.elements.isEmpty { commands.append(.stroke(path, lineStroke, color(first))) }
        for mark in marks where mark.defined && (mark.style.symbol != nil || mark.symbolIndex != nil) {
            _ = symbol(for: mark, into: &symbols)
        }
    }

    private func area(_ marks: [ResolvedMark], into commands: inout [DrawCommand]) {
        guard let first = marks.first, let xs = layout.x?.scale, let ys = layout.y?.scale else { return }
        let method = first.style.interpolation?.kind ?? .linear
        let horizontal = first.xIsRange && !first.yIsRange
        var path = Path()
        for run in runs(marks) where run.allSatisfy({ $0.x != nil && $0.y != nil }) {
            let top: [Point], bottom: [Point]
            if horizontal {
                top = run.map { Point(x: xs.position($0.x!.upper), y: ys.position($0.y!.mid)) }
                bottom = run.reversed().map { Point(x: xs.position($0.x!.lower), y: ys.position($0.y!.mid)) }
            } else {
                top = run.map { Point(x: xs.position($0.x!.mid), y: ys.position($0.y!.upper)) }
                bottom = run.reversed().map { Point(x: xs.position($0.x!.mid), y: ys.position($0.y!.lower)) }
            }
            Curves.append(top, method: method, to: &path)
            Curves.append(bottom, method: method, to: &path, continuing: true)
            path.close()
        }
        guard !path.elements.isEmpty else { return }
        fill(path, bounds: layout.plot, mark: first, into: &commands)
    }

    private func rule(_ mark: ResolvedMark, into commands: inout [DrawCommand]) -> Rect? {
        let plot = layout.plot
        let style = mark.style.lineStyle
        let ruleStroke = Stroke(style, width: theme.ruleWidth)
        let xs = layout.x?.scale, ys = layout.y?.scale
        let a: Point, b: Point
        if let x = mark.x, let xs, mark.xIsRange {
            // A horizontal segment between two x values.
            let y = position(mark.y, fixed: mark.yFixed, scale: ys, start: plot.minY, end: plot.maxY) ?? plot.midY
            (a, b) = (Point(x: xs.position(x.lower), y: y), Point(x: xs.position(x.upper), y: y))
        } else if let y = mark.y, let ys, mark.yIsRange {
            let x = position(mark.x, fixed: mark.xFixed, scale: xs, start: plot.minX, end: plot.maxX) ?? plot.midX
            (a, b) = (Point(x: x, y: ys.position(y.lower)), Point(x: x, y: ys.position(y.upper)))
        } else if let y = mark.y, let ys {
            let py = ys.position(y.mid)
            let (x0, x1) = fixedExtent(mark.xFixed ?? FixedExtent(), start: plot.minX, end: plot.maxX)
            (a, b) = (Point(x: x0, y: py), Point(x: x1, y: py))
        } else if let x = mark.x, let xs {
            let px = xs.position(x.mid)
            let (y0, y1) = fixedExtent(mark.yFixed ?? FixedExtent(), start: plot.minY, end: plot.maxY)
            (a, b) = (Point(x: px, y: y0), Point(x: px, y: y1))
        } else {
            return nil
        }
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        commands.append(.stroke(.segment(a, b), ruleStroke, color(mark)))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    // MARK: Sectors

    /// Start and end angles of every sector, clockwise from 12 o'clock, each slice sized by its share.
    private struct SectorGeometry {
        var angles: [Int: (start: Double, end: Double)] = [:]
        var center = Point(x: 0, y: 0)
        var radius = 0.0
    }

    private func sectorGeometry() -> SectorGeometry {
        var geometry = SectorGeometry()
        let sectors = chart.marks.filter { $0.kind == .sector && $0.defined && ($0.angle ?? 0) > 0 }
        let total = sectors.reduce(0) { $0 + ($1.angle ?? 0) }
        guard total > 0 else { return geometry }
        var angle = -Double.pi / 2
        for mark in sectors {
            let sweep = (mark.angle ?? 0) / total * 2 * Double.pi
            geometry.angles[mark.index] = (angle, angle + sweep)
            angle += sweep
        }
        let plot = layout.plot
        geometry.center = Point(x: plot.midX, y: plot.midY)
        geometry.radius = max(0, min(plot.width, plot.height) / 2)
        return geometry
    }

    private func radius(_ dimension: MarkDimension, full: Double, automatic: Double) -> Double {
        switch dimension.kind {
        case .automatic: automatic
        case .fixed(let r): min(r, full)
        case .ratio(let r): full * min(max(r, 0), 1)
        case .inset(let i): max(0, full - i)
        }
    }

    private func sector(_ mark: ResolvedMark, geometry: SectorGeometry, into commands: inout [DrawCommand]) -> Rect? {
        guard let (start, end) = geometry.angles[mark.index] else { return nil }
        let outer = radius(mark.outerRadius, full: geometry.radius, automatic: geometry.radius)
        let inner = min(radius(mark.innerRadius, full: geometry.radius, automatic: 0), outer)
        let inset = (mark.angularInset ?? 0) / 2
        // The gap between slices keeps the same width from rim to hub: wider in angle near the centre.
        let outerPad = outer > 0 ? min(inset / outer, (end - start) / 2) : 0
        let innerPad = inner > 0 ? min(inset / inner, (end - start) / 2) : 0
        guard end - start > 2 * outerPad else { return nil }
        var path = Path()
        let c = geometry.center
        if end - start >= 2 * Double.pi - 1e-9 && inset == 0 {
            path.arc(center: c, radius: outer, from: start, to: end, moveToStart: true)
            path.close()
            if inner > 0 {
                path.arc(center: c, radius: inner, from: end, to: start, moveToStart: true)
                path.close()
            }
        } else if let corner = mark.style.cornerRadius, corner > 0 {
            roundedSector(&path, center: c, inner: inner, outer: outer, start: start, end: end, outerPad: outerPad,
                          innerPad: innerPad, radius: corner)
        } else {
            path.arc(center: c, radius: outer, from: start + outerPad, to: end - outerPad, moveToStart: true)
            if inner > 0 && end - start > 2 * innerPad {
                path.arc(center: c, radius: inner, from: end - innerPad, to: start + innerPad)
            } else {
                // A pie slice meets the centre; with an inset, the apex moves out along the bisector.
                let mid = (start + end) / 2
                let apex = inset > 0 ? inset / max(sin((end - start) / 2), 1e-6) : 0
                path.line(to: Point(x: c.x + cos(mid) * min(apex, outer / 2), y: c.y + sin(mid) * min(apex, outer / 2)))
            }
            path.close()
        }
        let mid = (start + end) / 2, r = (inner + outer) / 2
        let centroid = Point(x: c.x + cos(mid) * (inner > 0 ? r : outer * 0.62), y: c.y + sin(mid) * (inner > 0 ? r : outer * 0.62))
        fill(path, bounds: Rect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer), mark: mark, into: &commands)
        return Rect(x: centroid.x, y: centroid.y, width: 0, height: 0)
    }

    /// A sector whose four corners (two at a pie's rim) are rounded by fillets of radius `radius`, each tangent
    /// to the arc and to the slice's edge.
    private func roundedSector(_ path: inout Path, center c: Point, inner: Double, outer: Double, start: Double,
                               end: Double, outerPad: Double, innerPad: Double, radius: Double) {
        let (s0, e0) = (start + outerPad, end - outerPad)
        // The fillet can be no larger than half the ring's depth or half the rim's length.
        let r = min(radius, (outer - inner) / 2, outer * (e0 - s0) / 2 * 0.9)
        func point(_ angle: Double, _ distance: Double, from origin: Point = c) -> Point {
            Point(x: origin.x + cos(angle) * distance, y: origin.y + sin(angle) * distance)
        }
        guard r > 0.1, outer - r > r else {
            path.arc(center: c, radius: outer, from: s0, to: e0, moveToStart: true)
            path.line(to: c)
            path.close()
            return
        }
        let dOuter = asin(min(1, r / (outer - r)))
        let outerStart = point(s0 + dOuter, outer - r), outerEnd = point(e0 - dOuter, outer - r)
        path.arc(center: outerStart, radius: r, from: s0 - Double.pi / 2, to: s0 + dOuter, moveToStart: true)
        path.arc(center: c, radius: outer, from: s0 + dOuter, to: e0 - dOuter)
        path.arc(center: outerEnd, radius: r, from: e0 - dOuter, to: e0 + Double.pi / 2)
        if inner > 0 {
            let (s1, e1) = (start + innerPad, end - innerPad)
            let dInner = asin(min(1, r / (inner + r)))
            let innerEnd = point(e1 - dInner, inner + r), innerStart = point(s1 + dInner, inner + r)
            path.arc(center: innerEnd, radius: r, from: e1 + Double.pi / 2, to: e1 - dInner + Double.pi)
            path.arc(center: c, radius: inner, from: e1 - dInner, to: s1 + dInner)
            path.arc(center: innerStart, radius: r, from: s1 + dInner + Double.pi, to: s1 + 3 * Double.pi / 2)
        } else {
            path.line(to: c)
        }
        path.close()
    }

    // MARK: Annotations

    private func annotate(_ mark: ResolvedMark, bounds: Rect, into commands: inout [DrawCommand]) {
        let fill: RGBA? = mark.kind == .line || mark.kind == .rule ? nil : color(mark)
        for annotation in mark.style.annotations where !annotation.lines.isEmpty {
            var position = annotation.position
            if position == .automatic {
                switch mark.kind {
                case .bar:
                    let negative = (mark.orientation == .vertical ? mark.y : mark.x).map { $0.upper <= 0 && $0.lower < 0 } ?? false
                    position = mark.orientation == .vertical ? (negative ? .bottom : .top) : (negative ? .leading : .trailing)
                case .sector, .rectangle: position = .overlay
                default: position = .top
                }
            }
            let spacing = annotation.spacing ?? 4
            // Text over a mark takes whichever of white or the text colour reads on the mark's fill.
            var defaultColor = theme.secondaryText
            if position == .overlay, let fill {
                let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
                defaultColor = fill.alpha > 0.4 && luminance < 0.55 ? RGBA(hex: 0xFFFFFF) : theme.text
            }
            let runs = annotation.lines.map { line -> (String, FontSpec, RGBA) in
                let font = line.font.map { FontSpec(size: $0.size, bold: $0.isBold) } ?? theme.labelFont
                let color = line.color.map(theme.resolve) ?? defaultColor
                // However long the text, it stays within the plot's width.
                return (measurer.fitting(line.string, font: font, maxWidth: max(layout.plot.width, 40)), font, color)
            }
            let widths = runs.map { measurer.width(of: $0.0, font: $0.1) }
            let heights = runs.map { measurer.metrics($0.1).height }
            let blockWidth = widths.max() ?? 0, blockHeight = heights.reduce(0, +)
            var x: Double, y: Double
            let alignment = annotation.alignment ?? .center
            switch position {
            case .top, .topLeading, .topTrailing: y = bounds.minY - spacing - blockHeight
            case .bottom, .bottomLeading, .bottomTrailing: y = bounds.maxY + spacing
            default:
                // Beside or over the mark: the vertical alignment picks its top, middle or bottom.
                switch alignment.vertical {
                case .top: y = bounds.minY
                case .center: y = bounds.midY - blockHeight / 2
                case .bottom: y = bounds.maxY - blockHeight
                }
            }
            switch position {
            case .leading: x = bounds.minX - spacing - blockWidth
            case .trailing: x = bounds.maxX + spacing
            case .topLeading, .bottomLeading: x = bounds.minX
            case .topTrailing, .bottomTrailing: x = bounds.maxX - blockWidth
            default:
                // Above, below or over the mark: the horizontal alignment picks its leading edge, middle or end.
                switch alignment.horizontal {
                case .leading: x = bounds.minX
                case .center: x = bounds.midX - blockWidth / 2
                case .trailing: x = bounds.maxX - blockWidth
                }
            }
            // Kept inside the chart: an annotation never runs off the image.
            x = min(max(x, 0), max(0, layout.width - blockWidth))
            y = min(max(y, 0), max(0, layout.height - blockHeight))
            for (i, run) in runs.enumerated() {
                let metrics = measurer.metrics(run.1)
                let lineX: Double
                switch annotation.alignment?.horizontal ?? .center {
                case .leading: lineX = x
                case .center: lineX = x + (blockWidth - widths[i]) / 2
                case .trailing: lineX = x + blockWidth - widths[i]
                }
                commands.append(.text(TextRun(text: run.0, origin: Point(x: lineX, y: y + metrics.ascent), font: run.1, color: run.2)))
                y += heights[i]
            }
        }
    }
}
