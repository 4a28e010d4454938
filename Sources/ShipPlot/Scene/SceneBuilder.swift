import Foundation

/// The scene stage: turns the laid-out chart into draw commands in z-order — background, grid, marks,
/// axes, legend, title. It is the only place that emits `DrawCommand`s.
struct SceneBuilder {
    let chart: ResolvedChart
    let scales: ChartScales
    let layout: ChartLayout
    let theme: Theme
    /// Device pixels per point, so hairlines land on whole pixels.
    let pixelScale: Double
    let background: RGBA?
    /// Thin dense straight-segment lines (M4, see Thinning.swift); off only to compare against the full line.
    var thinsDenseLines = true

    func build() -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let background, background.alpha > 0 {
            commands.append(.fill(.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height)), background))
        }
        grid(into: &commands)
        marks(into: &commands)
        axes(into: &commands)
        legend(into: &commands)
        commands.append(contentsOf: layout.title.map { .text($0) })
        return commands
    }

    // MARK: Grid and axes

    private var hairline: Double { 1 / pixelScale }

    /// The centre of the device-pixel row or column nearest `value`, so one-pixel lines are crisp.
    private func snap(_ value: Double) -> Double {
        ((value * pixelScale - 0.5).rounded() + 0.5) / pixelScale
    }

    private var hasBarsAlongX: Bool {
        chart.marks.contains { $0.kind == .bar && $0.orientation == .vertical }
    }

    private func grid(into commands: inout [DrawCommand]) {
        let plot = layout.plot
        let stroke = Stroke(width: hairline)
        if let y = layout.y, y.visible, case .linear = y.scale {
            for tick in y.ticks {
                let py = snap(y.scale.position(tick.value))
                commands.append(.stroke(.segment(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py)), stroke, theme.grid))
            }
        }
        if let x = layout.x, x.visible, case .linear = x.scale, !hasBarsAlongX {
            for tick in x.ticks {
                let px = snap(x.scale.position(tick.value))
                commands.append(.stroke(.segment(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY)), stroke, theme.grid))
            }
        }
        if let x = layout.x, x.visible {
            // The axis line sits under the marks so a point on the baseline is drawn whole.
            let baseline = snap(plot.maxY)
            commands.append(.stroke(.segment(Point(x: plot.minX, y: baseline), Point(x: plot.maxX, y: baseline)),
                                    stroke, theme.axisLine))
        }
    }

    private func axes(into commands: inout [DrawCommand]) {
        let plot = layout.plot
        if let x = layout.x, x.visible {
            let baseline = snap(plot.maxY)
            if case .linear = x.scale {
                for tick in x.ticks {
                    let px = snap(x.scale.position(tick.value))
                    commands.append(.stroke(.segment(Point(x: px, y: baseline), Point(x: px, y: baseline + theme.tickLength)),
                                            Stroke(width: hairline), theme.axisLine))
                }
            }
            commands.append(contentsOf: x.labels.map { .text($0) })
        }
        if let y = layout.y, y.visible {
            commands.append(contentsOf: y.labels.map { .text($0) })
        }
    }

    private func legend(into commands: inout [DrawCommand]) {
        guard let legend = layout.legend else { return }
        if let title = legend.title { commands.append(.text(title)) }
        for item in legend.items {
            commands.append(.fill(SymbolShapes.path(item.symbol, center: item.swatchCenter, size: theme.legendSwatch), item.color))
            commands.append(.text(item.label))
        }
    }

    // MARK: Marks

    private enum Group: Hashable {
        case single(Int)
        case series(MarkKind, String)
    }

    private func marks(into commands: inout [DrawCommand]) {
        var order: [Group] = []
        var members: [Group: [Int]] = [:]
        for (i, mark) in chart.marks.enumerated() {
            let group: Group = (mark.kind == .line || mark.kind == .area) ? .series(mark.kind, mark.seriesKey) : .single(i)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(i)
        }
        var symbols: [DrawCommand] = []
        for group in order {
            let indices = members[group]!
            switch group {
            case .single(let i):
                let mark = chart.marks[i]
                guard mark.defined else { continue }
                switch mark.kind {
                case .bar: bar(mark, into: &commands)
                case .point: symbol(for: mark, into: &commands)
                case .rule: rule(mark, into: &commands)
                case .line, .area: break
                }
            case .series(.line, _):
                line(indices.map { chart.marks[$0] }, into: &commands, symbols: &symbols)
            case .series(_, _):
                area(indices.map { chart.marks[$0] }, into: &commands)
            }
        }
        // Line symbols sit above every line so a later series never hides an earlier one's points.
        commands.append(contentsOf: symbols)
    }

    private func color(_ mark: ResolvedMark) -> RGBA {
        let base = mark.style.foreground.map(theme.resolve)
            ?? mark.colorIndex.flatMap { scales.colors.indices.contains($0) ? scales.colors[$0] : nil }
            ?? theme.paletteColor(0)
        return base.withAlpha(mark.style.opacity ?? 1)
    }

    private func point(_ mark: ResolvedMark) -> Point? {
        guard let x = mark.x, let y = mark.y, let xs = layout.x?.scale, let ys = layout.y?.scale else { return nil }
        return Point(x: xs.position(x.mid), y: ys.position(y.upper))
    }

    /// The pixel extent of a bar across its base axis.
    private func barBand(_ position: Span, bin: Span?, scale: PlacedScale, gap: Double?, dimension: MarkDimension) -> (Double, Double) {
        let center: Double, full: Double, automatic: Double
        if let step = scale.step, let bandwidth = scale.bandwidth {
            center = scale.position(position.lower)
            full = step
            automatic = bandwidth
        } else if let bin, bin.upper > bin.lower {
            let a = scale.position(bin.lower), b = scale.position(bin.upper)
            center = (a + b) / 2
            full = abs(b - a)
            automatic = full * theme.barFraction
        } else {
            center = scale.position(position.lower)
            full = gap.map { abs(scale.position(position.lower + $0) - center) } ?? 10
            automatic = full * theme.barFraction
        }
        let width: Double
        switch dimension.kind {
        case .automatic: width = automatic
        case .fixed(let w): width = w
        case .ratio(let r): width = full * r
        case .inset(let inset): width = full - 2 * inset
        }
        let w = max(0, width)
        return (center - w / 2, center + w / 2)
    }

    private func bar(_ mark: ResolvedMark, into commands: inout [DrawCommand]) {
        guard let xs = layout.x?.scale, let ys = layout.y?.scale, let x = mark.x, let y = mark.y else { return }
        let rect: Rect
        if mark.orientation == .vertical {
            let (x0, x1) = barBand(x, bin: mark.xBin, scale: xs, gap: scales.xBarGap, dimension: mark.width)
            let y0 = ys.position(y.lower), y1 = ys.position(y.upper)
            rect = Rect(x: x0, y: min(y0, y1), width: x1 - x0, height: abs(y1 - y0))
        } else {
            let (y0, y1) = barBand(y, bin: mark.yBin, scale: ys, gap: scales.yBarGap, dimension: mark.height)
            let x0 = xs.position(x.lower), x1 = xs.position(x.upper)
            rect = Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        guard rect.width > 0, rect.height > 0 else { return }
        let path = mark.style.cornerRadius.map { Path.roundedRect(rect, radius: $0) } ?? .rect(rect)
        commands.append(.fill(path, color(mark)))
    }

    private func symbolShape(_ mark: ResolvedMark) -> BasicChartSymbolShape {
        mark.style.symbol ?? mark.symbolIndex.flatMap { scales.symbols.indices.contains($0) ? scales.symbols[$0] : nil }
            ?? .circle
    }

    private func symbol(for mark: ResolvedMark, into commands: inout [DrawCommand]) {
        guard let center = point(mark) else { return }
        let size = (mark.style.symbolSize ?? theme.symbolArea).squareRoot()
        let shape = symbolShape(mark)
        let path = SymbolShapes.path(shape, center: center, size: size)
        if let width = shape.hollowLineWidth {
            commands.append(.stroke(path, Stroke(width: width, join: .round), color(mark)))
        } else if SymbolShapes.isStroked(shape) {
            commands.append(.stroke(path, Stroke(width: max(1, size / 5), cap: .round), color(mark)))
        } else {
            commands.append(.fill(path, color(mark)))
        }
    }

    /// Consecutive defined marks; a NaN or infinite value breaks the line there.
    private func runs(_ marks: [ResolvedMark]) -> [[ResolvedMark]] {
        var result: [[ResolvedMark]] = [[]]
        for mark in marks {
            if mark.defined, mark.x != nil, mark.y != nil {
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
        let thin = thinsDenseLines && method == .linear && first.style.lineStyle.map { $0.dash.isEmpty && $0.lineJoin != .miter } != false
        for run in runs(marks) {
            let points = run.compactMap(point)
            Curves.append(thin ? Thinning.line(points, plotWidth: layout.plot.width, pixelScale: pixelScale) : points, method: method, to: &path)
        }
        let style = first.style.lineStyle
        let stroke = Stroke(width: style.map { Double($0.lineWidth) } ?? theme.lineWidth,
                            dash: style?.dash.map { Double($0) } ?? [], dashPhase: Double(style?.dashPhase ?? 0),
                            cap: style?.lineCap ?? .round, join: style?.lineJoin ?? .round)
        if !path.elements.isEmpty { commands.append(.stroke(path, stroke, color(first))) }
        for mark in marks where mark.defined && (mark.style.symbol != nil || mark.symbolIndex != nil) {
            symbol(for: mark, into: &symbols)
        }
    }

    private func area(_ marks: [ResolvedMark], into commands: inout [DrawCommand]) {
        guard let first = marks.first, let xs = layout.x?.scale, let ys = layout.y?.scale else { return }
        let method = first.style.interpolation?.kind ?? .linear
        var path = Path()
        for run in runs(marks) {
            let top = run.map { Point(x: xs.position($0.x!.mid), y: ys.position($0.y!.upper)) }
            let bottom = run.reversed().map { Point(x: xs.position($0.x!.mid), y: ys.position($0.y!.lower)) }
            Curves.append(top, method: method, to: &path)
            Curves.append(bottom, method: method, to: &path, continuing: true)
            path.close()
        }
        if !path.elements.isEmpty { commands.append(.fill(path, color(first))) }
    }

    private func rule(_ mark: ResolvedMark, into commands: inout [DrawCommand]) {
        let plot = layout.plot
        let style = mark.style.lineStyle
        let stroke = Stroke(width: style.map { Double($0.lineWidth) } ?? theme.ruleWidth,
                            dash: style?.dash.map { Double($0) } ?? [], dashPhase: Double(style?.dashPhase ?? 0),
                            cap: style?.lineCap ?? .butt, join: style?.lineJoin ?? .miter)
        let path: Path
        if let y = mark.y, mark.x == nil, let ys = layout.y?.scale {
            let py = ys.position(y.mid)
            path = .segment(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py))
        } else if let x = mark.x, mark.y == nil, let xs = layout.x?.scale {
            let px = xs.position(x.mid)
            path = .segment(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY))
        } else {
            return
        }
        commands.append(.stroke(path, stroke, color(mark)))
    }
}
