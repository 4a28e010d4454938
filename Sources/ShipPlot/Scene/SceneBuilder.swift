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
    /// Filled in while building: how far annotations need the plot's edges moved in to fit.
    let annotationRoom = AnnotationRoom()

    func build() -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let background, background.alpha > 0 {
            commands.append(.fill(.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height)), background))
        }
        let style = chart.settings.plotStyle
        let plotOutline =
            style?.clip?.path(layout.plot)
            ?? chart.settings.plotCornerRadius.map { Path.roundedRect(layout.plot, radius: $0) }
        let effects = style?.effects ?? []
        if let fill = chart.settings.plotBackground {
            let (start, path) = (commands.count, plotOutline ?? .rect(layout.plot))
            if let paint = fill.paint {
                commands += StylePainter(theme: theme).fill(path, bounds: layout.plot, paint: paint)
            } else {
                commands.append(.fill(path, theme.resolve(fill)))
            }
            applyPlotEffects(effects.dropFirst(style?.backgroundEffects ?? 0), to: &commands, from: start)
        }
        if let style { commands += plotViews(style.behind, clip: plotOutline) }
        grid(into: &commands)
        var annotations: [DrawCommand] = []
        // A scrolled chart's marks past its visible window are cut at the plot's edges.
        let clips = chart.settings.scroll.clipsMarks || style?.clip != nil
        let marksStart = commands.count
        if clips { commands.append(.pushClip(layout.plot)) }
        marks(into: &commands, annotations: &annotations)
        if clips { commands.append(.popClip) }
        applyPlotEffects(effects[...], to: &commands, from: marksStart)
        applyPlotEffects(effects[...], to: &annotations, from: 0)
        if let style { commands += plotViews(style.front) }
        if let border = chart.settings.plotBorder {
            let start = commands.count
            commands.append(
                .stroke(plotOutline ?? .rect(layout.plot), Stroke(width: border.width), theme.resolve(border.color)))
            applyPlotEffects(effects.dropFirst(style?.borderEffects ?? 0), to: &commands, from: start)
        }
        axes(into: &commands)
        commands.append(contentsOf: annotations)
        legend(into: &commands)
        commands.append(contentsOf: layout.title.map { .text($0) })
        return commands
    }

    // MARK: Grid and axes

    var hairline: Double { 1 / pixelScale }

    /// The centre of the device-pixel row or column nearest `value`, so one-pixel lines are crisp.
    func snap(_ value: Double) -> Double {
        ((value * pixelScale - 0.5).rounded() + 0.5) / pixelScale
    }

    private func grid(into commands: inout [DrawCommand]) {
        let plot = layout.plot
        for y in layout.axes where y.orientation == .y && y.visible {
            for tick in y.ticks {
                guard let grid = tick.grid else { continue }
                let py = snap(tick.position + grid.detail.offset.height), dx = grid.detail.offset.width
                commands.append(
                    .stroke(
                        .segment(Point(x: plot.minX + dx, y: py), Point(x: plot.maxX + dx, y: py)),
                        Stroke(grid.stroke, width: hairline), grid.color.map(theme.resolve) ?? theme.grid))
            }
        }
        for x in layout.axes where x.orientation == .x && x.visible {
            for tick in x.ticks {
                guard let grid = tick.grid else { continue }
                let px = snap(tick.position + grid.detail.offset.width), dy = grid.detail.offset.height
                commands.append(
                    .stroke(
                        .segment(Point(x: px, y: plot.minY + dy), Point(x: px, y: plot.maxY + dy)),
                        Stroke(grid.stroke, width: hairline), grid.color.map(theme.resolve) ?? theme.grid))
            }
        }
        if let x = layout.x, x.visible {
            // The axis line sits under the marks so a point on the baseline is drawn whole.
            let baseline = snap(x.side == .top ? plot.minY : plot.maxY)
            commands.append(
                .stroke(
                    .segment(Point(x: plot.minX, y: baseline), Point(x: plot.maxX, y: baseline)),
                    Stroke(width: hairline), theme.axisLine))
        }
    }

    private func axes(into commands: inout [DrawCommand]) {
        for axis in layout.axes where axis.visible {
            if let background = axis.background { commands += axisLabelViews([background]) }
            for tick in axis.ticks {
                guard let style = tick.tick else { continue }
                commands.append(
                    .stroke(
                        tickPath(tick, style, side: axis.side), Stroke(style.stroke, width: hairline),
                        style.color.map(theme.resolve) ?? theme.axisLine))
            }
            commands.append(contentsOf: axis.labels.map { .text($0) })
            if !axis.labelViews.isEmpty { commands += axisLabelViews(axis.labelViews) }
            commands += axis.titles.map { .text($0) }
            if !axis.titleViews.isEmpty { commands += axisLabelViews(axis.titleViews) }
        }
    }

    private func legend(into commands: inout [DrawCommand]) {
        guard let legend = layout.legend else { return }
        if let view = legend.view { commands += legendView(view) }
        commands.append(contentsOf: legend.titles.map { .text($0) })
        for item in legend.items {
            if let dash = item.dash {
                let half = theme.legendLineSwatch / 2
                let c = item.swatchCenter
                commands.append(
                    .stroke(
                        .segment(Point(x: c.x - half, y: c.y), Point(x: c.x + half, y: c.y)),
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
            commands.append(
                .linearGradient(
                    .roundedRect(gradient.bar, radius: 2), from: Point(x: gradient.bar.minX, y: gradient.bar.midY),
                    to: Point(x: gradient.bar.maxX, y: gradient.bar.midY), stops: gradient.stops))
            commands.append(contentsOf: gradient.labels.map { .text($0) })
        }
    }

    // MARK: Marks

    private enum Group: Hashable {
        case single(Int)
        /// A series of one kind; `layer` keeps a masked series and its mask's apart (-1 without masks).
        case series(MarkKind, String, layer: Int)
    }

    var markScene: MarkScene {
        MarkScene(
            chart: chart, scales: scales, layout: layout, theme: theme, pixelScale: pixelScale,
            thinsDenseLines: thinsDenseLines, measurer: measurer)
    }

    /// The mark groups in drawing order, as indices into the chart's marks: declaration order lifted by zIndex
    /// (ties keep order); lines and areas draw one group per series. Single marks that could not be placed are
    /// left out.
    private func orderedGroups() -> [[Int]] {
        var order: [Group] = []
        var members: [Group: [Int]] = [:]
        let masked = chart.settings.hasMasks
        for (i, mark) in chart.marks.enumerated() {
            // A plot is one mark holding all its points (and its own series).
            let series = mark.kind.contract.drawsAsSeries && !mark.isPlot
            let layer = masked ? mark.style.mask?.key ?? -1 : -1
            let group: Group = series ? .series(mark.kind, mark.seriesKey, layer: layer) : .single(i)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(i)
        }
        var items: [(z: Double, index: Int, group: Group)] = order.map { group in
            let first = chart.marks[members[group]![0]]
            return (first.style.zIndex ?? 0, first.index, group)
        }
        items.sort { $0.z == $1.z ? $0.index < $1.index : $0.z < $1.z }
        return items.compactMap { item in
            if case .single(let i) = item.group, !chart.marks[i].defined { return nil }
            return members[item.group]!
        }
    }

    /// Each mark group draws itself in z-order; masked groups draw in their layer, which goes where its first
    /// group would have drawn, and mask content draws only into its layer's mask.
    private func marks(into commands: inout [DrawCommand], annotations: inout [DrawCommand]) {
        let scene = markScene
        var drawing = MarkDrawing()
        var masks = MaskLayers()
        let masked = chart.settings.hasMasks, blurred = chart.settings.blurs.count > 0
        for indices in orderedGroups() {
            let group = indices.map { chart.marks[$0] }
            if masked, let role = group[0].style.mask {
                masks.add(group, role: role, at: drawing.commands.count, scene: scene)
                continue
            }
            if blurred, let radius = group[0].style.blur {
                Self.drawBlurred(group, radius: radius, on: scene, into: &drawing)
                continue
            }
            group[0].kind.contract.draw(group, on: scene, into: &drawing)
        }
        if masked { masks.insert(into: &drawing, builder: self, scene: scene) }
        commands += drawing.commands
        // Line symbols sit above every line so a later series never hides an earlier one's points.
        commands += drawing.overlay
        // A mark the scales cannot place (a bar from 0 on a log scale) draws nothing, so it has nothing to annotate.
        // A scrolled chart annotates only the marks in its window.
        let window = chart.settings.scroll.clipsMarks ? layout.plot : nil
        func shown(_ b: Rect) -> Bool {
            guard let w = window else { return true }
            return b.midX >= w.minX - 0.5 && b.midX <= w.maxX + 0.5 && b.midY >= w.minY - 0.5 && b.midY <= w.maxY + 0.5
        }
        for anchor in drawing.anchors where anchor.bounds.isFinite && shown(anchor.bounds) {
            annotate(anchor.mark, bounds: anchor.bounds, scene: scene, into: &annotations)
        }
    }

    // MARK: Annotations

    func annotate(_ mark: ResolvedMark, bounds: Rect, scene: MarkScene, into commands: inout [DrawCommand]) {
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
                    view, position, annotation, bounds: bounds, spacing: spacing, color: defaultColor)
                continue
            }
            let runs = annotation.lines.map { line -> (String, FontSpec, RGBA) in
                let font = line.font.map { $0.spec(in: theme) } ?? theme.labelFont
                let color = line.color.map(theme.resolve) ?? defaultColor
                // However long the text, it stays within the plot's width.
                return (measurer.fitting(line.string, font: font, maxWidth: max(layout.plot.width, 40)), font, color)
            }
            let widths = runs.map { measurer.width(of: $0.0, font: $0.1) }
            let heights = runs.map { measurer.metrics($0.1).height }
            let blockWidth = widths.max() ?? 0, blockHeight = heights.reduce(0, +)
            let origin = Self.blockOrigin(
                position, alignment: annotation.alignment ?? .center, bounds: bounds,
                block: (blockWidth, blockHeight), spacing: spacing)
            let placement = placed(origin, size: (blockWidth, blockHeight), resolution: annotation.overflow)
            let x = placement.x
            var y = placement.y
            for (i, run) in runs.enumerated() {
                let metrics = measurer.metrics(run.1)
                let lineX: Double
                switch annotation.alignment?.horizontal ?? .center {
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
            switch alignment.vertical {
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
            switch alignment.horizontal {
            case .leading: x = bounds.minX
            case .center: x = bounds.midX - block.width / 2
            case .trailing: x = bounds.maxX - block.width
            }
        }
        return (x, y)
    }
}
