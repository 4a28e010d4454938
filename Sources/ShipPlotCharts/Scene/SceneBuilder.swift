// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The scene stage's output: the draw commands in z-order, the warnings about views it drew, and how far
/// annotations reached past the room they had (the driver lays out again with that much room).
struct ChartScene: Sendable {
    var commands: [DrawCommand]
    var diagnostics: [ChartDiagnostic]
    var annotationRoom = AnnotationRoom()
    /// The charts the chart's views drew (in annotations, labels, overlays), and what they reported.
    var nested = NestedRenders()
}

/// The scene stage: turns the laid-out chart into draw commands in one z-order — the image's fill, the views
/// behind the chart, the plot's fill and its views, grid, marks, the plot's border, axes, annotations, legend,
/// title, the views over the chart, and the chart's clip around all but the fill. It is the only place that
/// emits `DrawCommand`s, and nothing is added to them after it.
struct SceneBuilder {
    let chart: ResolvedChart
    let scales: ChartScales
    let layout: ChartLayout
    let theme: Theme
    /// Device pixels per point, so hairlines land on whole pixels (1 for PDF and SVG).
    let pixelScale: Double
    let background: RGBA?
    /// The one door to the view engine, for every view the scene draws.
    let views: ChartViews
    /// Thin dense straight-segment lines (M4, see Thinning.swift); off only to compare against the full line.
    var thinsDenseLines = true

    var measurer: TextMeasurer { views.measurer }

    func build() -> ChartScene {
        var commands: [DrawCommand] = []
        if let background, background.alpha > 0 {
            commands.append(.fill(.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height)), background))
        }
        let filled = commands.count
        var problems = SceneProblems()
        let behind = views.draw(layout.layers.behind, tally: &problems.nested)
        commands += behind.commands
        var room = AnnotationRoom()
        let annotations = plotArea(into: &commands, room: &room, problems: &problems)
        axes(into: &commands, problems: &problems)
        commands.append(contentsOf: annotations)
        legend(into: &commands, tally: &problems.nested)
        commands.append(contentsOf: layout.title.map { .text($0) })
        let front = views.draw(layout.layers.front, tally: &problems.nested)
        commands += front.commands
        problems.layers = layout.layers.problems + behind.problems + front.problems
        if let clip = layout.clip, commands.count > filled {
            commands =
                Array(commands[..<filled]) + [.pushMaskedLayer] + commands[filled...]
                + [.pushMaskLayer, .fill(clip, RGBA(hex: 0x000000)), .popMaskLayers]
        }
        return ChartScene(
            commands: commands, diagnostics: problems.diagnostics, annotationRoom: room, nested: problems.nested)
    }

    /// The plot's fill, its style's views, the grid, the marks and the border, in that order; returns the
    /// annotations, which go over the axes.
    private func plotArea(
        into commands: inout [DrawCommand], room: inout AnnotationRoom, problems: inout SceneProblems
    ) -> [DrawCommand] {
        let area = chart.components.plotArea
        let style = area.style
        let plotOutline =
            style?.clip?.path(layout.plot) ?? area.cornerRadius.map { Path.roundedRect(layout.plot, radius: $0) }
        let effects = style?.effects ?? []
        if let fill = area.background {
            let (start, path) = (commands.count, plotOutline ?? .rect(layout.plot))
            theme.note(fill, in: &problems.nested.unknownColors)
            if let paint = fill.paint {
                commands += StylePainter(theme: theme).fill(path, bounds: layout.plot, paint: paint)
            } else {
                commands.append(.fill(path, theme.resolve(fill)))
            }
            applyPlotEffects(effects.dropFirst(style?.backgroundEffects ?? 0), to: &commands, from: start)
            shade(from: start, into: &commands, shadows: style?.shadows ?? [], noting: &problems.nested.unknownColors)
        }
        commands += plotViews(layout.plotViews.behind, clip: plotOutline, problems: &problems)
        grid(into: &commands, noting: &problems.nested.unknownColors)
        var annotations: [DrawCommand] = []
        // A scrolled chart's marks past its visible window are cut at the plot's edges.
        let clips = area.clipsMarks || style?.clip != nil
        let marksStart = commands.count
        if clips { commands.append(.pushClip(layout.plot)) }
        marks(into: &commands, annotations: &annotations, room: &room, tally: &problems.nested)
        if clips { commands.append(.popClip) }
        applyPlotEffects(effects[...], to: &commands, from: marksStart)
        applyPlotEffects(effects[...], to: &annotations, from: 0)
        commands += plotViews(layout.plotViews.front, clip: nil, problems: &problems)
        if let style {
            problems.plotStyle = (style.behind + style.front).reduce(style.problems) { $0 + $1.view.box.problems }
        }
        if let border = area.border {
            let start = commands.count
            let color = theme.resolve(border.color, noting: &problems.nested.unknownColors)
            commands.append(.stroke(plotOutline ?? .rect(layout.plot), Stroke(width: border.width), color))
            applyPlotEffects(effects.dropFirst(style?.borderEffects ?? 0), to: &commands, from: start)
        }
        return annotations
    }

    /// The plot style's shadows (`chartPlotStyle { $0.background(.white).shadow(radius: 4) }`) under what was
    /// drawn from `start`: the plot's background.
    private func shade(
        from start: Int, into commands: inout [DrawCommand], shadows: [PlotShadow],
        noting unknown: inout UnknownAssetColors
    ) {
        guard !shadows.isEmpty, start < commands.count else { return }
        let drawn = Array(commands[start...])
        var shades: [DrawCommand] = []
        for shadow in shadows {
            let color = theme.resolve(shadow.color, noting: &unknown)
            shades += ViewGeometry.shadow(of: drawn, color: color, radius: shadow.radius, dx: shadow.x, dy: shadow.y)
        }
        commands.insert(contentsOf: shades, at: start)
    }

    // MARK: Grid and axes

    var hairline: Double { 1 / pixelScale }

    /// The centre of the device-pixel row or column nearest `value`, so one-pixel lines are crisp.
    func snap(_ value: Double) -> Double {
        ((value * pixelScale - 0.5).rounded() + 0.5) / pixelScale
    }

    private func grid(into commands: inout [DrawCommand], noting unknown: inout UnknownAssetColors) {
        let plot = layout.plot
        for y in layout.axes where y.orientation == .y && y.visible {
            for tick in y.ticks {
                guard let grid = tick.grid else { continue }
                let py = snap(tick.position + grid.detail.offset.height), dx = grid.detail.offset.width
                commands.append(
                    .stroke(
                        .segment(Point(x: plot.minX + dx, y: py), Point(x: plot.maxX + dx, y: py)),
                        Stroke(grid.stroke, width: hairline),
                        grid.color.map { theme.resolve($0, noting: &unknown) } ?? theme.grid))
            }
        }
        for x in layout.axes where x.orientation == .x && x.visible {
            for tick in x.ticks {
                guard let grid = tick.grid else { continue }
                let px = snap(tick.position + grid.detail.offset.width), dy = grid.detail.offset.height
                commands.append(
                    .stroke(
                        .segment(Point(x: px, y: plot.minY + dy), Point(x: px, y: plot.maxY + dy)),
                        Stroke(grid.stroke, width: hairline),
                        grid.color.map { theme.resolve($0, noting: &unknown) } ?? theme.grid))
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

    private func axes(into commands: inout [DrawCommand], problems: inout SceneProblems) {
        func draw(_ placed: [PlacedView]) {
            guard !placed.isEmpty else { return }
            let drawn = views.draw(placed, tally: &problems.nested)
            commands += drawn.commands
            problems.axes = problems.axes + drawn.problems + placed.reduce(ViewProblems()) { $0 + $1.node.box.problems }
        }
        for axis in layout.axes where axis.visible {
            if let background = axis.background {
                commands += views.draw([background], tally: &problems.nested).commands
            }
            for tick in axis.ticks {
                guard let style = tick.tick else { continue }
                commands.append(
                    .stroke(
                        tickPath(tick, style, side: axis.side), Stroke(style.stroke, width: hairline),
                        style.color.map { theme.resolve($0, noting: &problems.nested.unknownColors) } ?? theme.axisLine)
                )
            }
            commands.append(contentsOf: axis.labels.map { .text($0) })
            draw(axis.labelViews)
            commands += axis.titles.map { .text($0) }
            draw(axis.titleViews)
        }
        // Views of hidden axes are reported as before: they were built, though not drawn.
        for axis in layout.axes where !axis.visible {
            problems.axes = (axis.labelViews + axis.titleViews).reduce(problems.axes) { $0 + $1.node.box.problems }
        }
    }

    /// A tick from the plot's edge outward on its side, moved by its mark's offset.
    func tickPath(_ tick: PlacedTick, _ style: AxisLineStyle, side: AxisSide) -> Path {
        let plot = layout.plot
        let (dx, dy) = (style.detail.offset.width, style.detail.offset.height)
        let along = tick.tickPosition ?? tick.position
        let p = snap(along + (side == .bottom || side == .top ? dx : dy))
        let n = style.length
        switch side {
        case .bottom: return .segment(Point(x: p, y: plot.maxY + dy), Point(x: p, y: plot.maxY + n + dy))
        case .top: return .segment(Point(x: p, y: plot.minY + dy), Point(x: p, y: plot.minY - n + dy))
        case .trailing: return .segment(Point(x: plot.maxX + dx, y: p), Point(x: plot.maxX + n + dx, y: p))
        case .leading: return .segment(Point(x: plot.minX + dx, y: p), Point(x: plot.minX - n + dx, y: p))
        }
    }

    private func legend(into commands: inout [DrawCommand], tally: inout NestedRenders) {
        guard let legend = layout.legend else { return }
        if let view = legend.view {
            // Cut to its rectangle when the view chose more room than the chart gives.
            let drawn = views.draw(view.node, in: view.rect, tally: &tally).commands
            commands += view.clipped ? [.pushClip(view.rect)] + drawn + [.popClip] : drawn
        }
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
            if let custom = item.custom,
                let rect = custom.shapeFrame(center: item.swatchCenter, side: theme.legendSwatch)
            {
                commands += views.draw(custom.node, in: rect, color: item.color, tally: &tally).commands
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

    /// A series of one kind; `layer` keeps a masked series and its mask's apart (-1 without masks).
    private struct Series: Hashable {
        let kind: MarkKind
        let key: String
        let layer: Int
    }

    var markScene: MarkScene {
        MarkScene(
            chart: chart, scales: scales, layout: layout, theme: theme, pixelScale: pixelScale,
            thinsDenseLines: thinsDenseLines, views: views)
    }

    /// The mark groups in drawing order, as indices into the chart's marks: declaration order lifted by zIndex
    /// (ties keep order); lines and areas draw one group per series. Single marks that could not be placed are
    /// left out.
    private func orderedGroups() -> [[Int]] {
        // A single mark is a group of its own, made without a lookup (a daily bar chart has a thousand); only
        // the marks of a series are gathered by key.
        var groups: [(members: [Int], isSeries: Bool)] = []
        var seriesGroups: [Series: Int] = [:]
        let masked = chart.components.markLayers.hasMasks
        for i in chart.marks.indices {
            // A plot is one mark holding all its points (and its own series). Fields are read in place: a copy
            // of each mark costs more than the grouping.
            guard chart.marks[i].kind.contract.drawsAsSeries, !chart.marks[i].isPlot else {
                groups.append(([i], false))
                continue
            }
            let layer = masked ? chart.marks[i].style.mask?.key ?? -1 : -1
            let series = Series(kind: chart.marks[i].kind, key: chart.marks[i].seriesKey, layer: layer)
            if let g = seriesGroups[series] {
                groups[g].members.append(i)
            } else {
                seriesGroups[series] = groups.count
                groups.append(([i], true))
            }
        }
        var items: [(z: Double, index: Int, group: Int)] = groups.indices.map { g in
            let first = groups[g].members[0]
            return (chart.marks[first].style.zIndex ?? 0, chart.marks[first].index, g)
        }
        items.sort { $0.z == $1.z ? $0.index < $1.index : $0.z < $1.z }
        return items.compactMap { item in
            let group = groups[item.group]
            if !group.isSeries, !chart.marks[group.members[0]].defined { return nil }
            return group.members
        }
    }

    /// Each mark group draws itself in z-order; masked groups draw in their layer, which goes where its first
    /// group would have drawn, and mask content draws only into its layer's mask.
    private func marks(
        into commands: inout [DrawCommand], annotations: inout [DrawCommand], room: inout AnnotationRoom,
        tally: inout NestedRenders
    ) {
        let scene = markScene
        var drawing = MarkDrawing()
        drawing.nested = tally
        var masks = MaskLayers()
        let layers = chart.components.markLayers
        let masked = layers.hasMasks, blurred = layers.blurs.count > 0
        // One buffer for every group's marks: a chart of a thousand bars draws a thousand groups of one.
        var group: [ResolvedMark] = []
        for indices in orderedGroups() {
            group.removeAll(keepingCapacity: true)
            for i in indices { group.append(chart.marks[i]) }
            for mark in group { scene.noteColors(of: mark, in: &drawing.nested.unknownColors) }
            // Declaration order wins over held line symbols: a point mark declared after a line covers them.
            if !group[0].kind.contract.holdsSymbols { drawing.releaseSymbols() }
            if masked, let role = group[0].style.mask {
                masks.add(group, role: role, at: drawing.commands.count, scene: scene, tally: &drawing.nested)
                continue
            }
            if blurred, let radius = group[0].style.blur {
                Self.drawBlurred(group, radius: radius, on: scene, into: &drawing)
                continue
            }
            group[0].kind.contract.draw(group, on: scene, into: &drawing)
        }
        if masked { masks.insert(into: &drawing, builder: self, scene: scene, room: &room) }
        commands += drawing.commands
        // The last lines' symbols, above every one of those lines.
        commands += drawing.overlay
        // A mark the scales cannot place (a bar from 0 on a log scale) draws nothing, so it has nothing to annotate.
        // A scrolled chart annotates only the marks in its window.
        let window = chart.components.plotArea.clipsMarks ? layout.plot : nil
        func shown(_ b: Rect) -> Bool {
            guard let w = window else { return true }
            return b.midX >= w.minX - 0.5 && b.midX <= w.maxX + 0.5 && b.midY >= w.minY - 0.5 && b.midY <= w.maxY + 0.5
        }
        tally = drawing.nested
        for anchor in drawing.anchors where anchor.bounds.isFinite && shown(anchor.bounds) {
            annotate(anchor.mark, bounds: anchor.bounds, scene: scene, into: &annotations, room: &room, tally: &tally)
        }
    }
}
