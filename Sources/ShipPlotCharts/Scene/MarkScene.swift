// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What a mark draws with: the resolved chart, its scales and layout, and the helpers every kind shares
/// (colour, fills, positions, widths across bands). Built once per scene and handed to each mark kind.
struct MarkScene {
    let chart: ResolvedChart
    let scales: ChartScales
    let layout: ChartLayout
    let theme: Theme
    /// Device pixels per point, so edges can land on whole pixels.
    let pixelScale: Double
    /// Thin dense straight-segment lines (M4, see Thinning.swift); off only to compare against the full line.
    var thinsDenseLines = true
    /// The one door to the view engine, for symbol views.
    let views: ChartViews

    /// The axes' scales, found once: marks read them for every point and bar, and finding an axis copies it.
    let xScale: PlacedScale?
    let yScale: PlacedScale?

    init(
        chart: ResolvedChart, scales: ChartScales, layout: ChartLayout, theme: Theme, pixelScale: Double,
        thinsDenseLines: Bool = true, views: ChartViews
    ) {
        self.chart = chart
        self.scales = scales
        self.layout = layout
        self.theme = theme
        self.pixelScale = pixelScale
        self.thinsDenseLines = thinsDenseLines
        self.views = views
        xScale = layout.x?.scale
        yScale = layout.y?.scale
    }

    var plot: Rect { layout.plot }

    /// The mark's colour: its explicit style, else its place on the colour scale, else the first palette colour.
    func color(_ mark: ResolvedMark) -> RGBA {
        color(style: mark.style, colorIndex: mark.colorIndex, colorValue: mark.colorValue)
    }

    func color(style: MarkStyle, colorIndex: Int?, colorValue: Double?) -> RGBA {
        let base: RGBA
        if let explicit = style.foreground {
            base = theme.resolve(explicit)
        } else if let value = colorValue, let domain = chart.colors?.continuous {
            base = scales.continuousColor(value, domain: domain)
        } else if let index = colorIndex, scales.colors.indices.contains(index) {
            base = scales.colors[index]
        } else {
            base = theme.paletteColor(0)
        }
        return base.withAlpha(style.opacity ?? 1)
    }

    /// The style a mark draws with when it is more than one colour (a gradient, a shadow): its own, else its
    /// entry on the colour scale. Nil for plain colours, the common case, which costs one check.
    /// A `.shadow` modifier adds its shadow to the style, or to the mark's plain `color`. No closure and no
    /// copy of the scene on this path: it runs once per bar.
    func paint(style: MarkStyle, colorIndex: Int?, color: RGBA? = nil) -> _ShapePaint? {
        var paint: _ShapePaint?
        if let explicit = style.foreground {
            paint = explicit.paint
        } else if let index = colorIndex, let explicit = chart.colors?.explicitColors, explicit.indices.contains(index)
        {
            paint = explicit[index]?.paint
        }
        paint = paint?.multiplyingOpacity(style.opacity ?? 1)
        guard let shadow = style.shadow else { return paint }
        var shadowed = paint ?? _ShapePaint(fill: .color(Color(rgba: color ?? theme.paletteColor(0))))
        shadowed.shadow = shadow
        return shadowed
    }

    /// Notes in `unknown` the asset colours no catalog gave that `mark`'s own style draws with (its colour or
    /// style, its shadow): resolved once per mark here, as `color(_:)` and the painter resolve them for every
    /// point. The colour scale's own colours were noted with the scale.
    func noteColors(of mark: ResolvedMark, in unknown: inout UnknownAssetColors) {
        if let explicit = mark.style.foreground { theme.note(explicit, in: &unknown) }
        if let shadow = mark.style.shadow { theme.note(shadow.color, in: &unknown) }
    }

    func paint(_ mark: ResolvedMark) -> _ShapePaint? {
        guard mark.style.shadow != nil else { return paint(style: mark.style, colorIndex: mark.colorIndex) }
        return paint(style: mark.style, colorIndex: mark.colorIndex, color: color(mark))
    }

    /// Fills `path` with the mark's colour, or with its gradient laid over `bounds` (nil: the path's own bounds),
    /// above its shadow when it has one.
    /// Appends to `commands`, so the common plain fill allocates nothing of its own.
    func fill(_ path: Path, bounds: Rect? = nil, mark: ResolvedMark, into commands: inout [DrawCommand]) {
        guard let paint = paint(mark) else { return commands.append(.fill(path, color(mark))) }
        let bounds = mark.style.alignsToPlot ? plot : (bounds ?? path.bounds)
        commands += StylePainter(theme: theme).fill(path, bounds: bounds, paint: paint)
    }

    /// The pixel position of a mark's point along one axis: its value on the scale, or a fixed offset from the
    /// plot's start (the middle when the offset is nil).
    func position(_ span: Span?, fixed: FixedExtent?, scale: PlacedScale?, start: Double, end: Double) -> Double? {
        if let span, let scale { return scale.position(span.mid) }
        if let fixed { return fixed.start.map { start + $0 } ?? (start + end) / 2 }
        return nil
    }

    /// Where a point-like mark (a line vertex, a symbol) sits: x at its middle, y at its top (a stacked area's
    /// upper edge).
    func point(_ mark: ResolvedMark) -> Point? {
        guard let x = position(mark.x, fixed: mark.xFixed, scale: xScale, start: plot.minX, end: plot.maxX),
            let y = position(
                mark.y.map { Span.point($0.upper) }, fixed: mark.yFixed, scale: yScale,
                start: plot.minY, end: plot.maxY)
        else { return nil }
        guard let offset = mark.style.offset else { return Point(x: x, y: y) }
        return Point(x: x + offset.x, y: y + offset.y)
    }

    /// A fixed (point) extent within the plot; nil ends reach the plot's edges.
    func fixedExtent(_ fixed: FixedExtent?, start: Double, end: Double) -> (Double, Double) {
        let fixed = fixed ?? FixedExtent()
        return (fixed.start.map { start + $0 } ?? start, fixed.end.map { start + $0 } ?? end)
    }

    /// How a mark is sized across its band, bin or position.
    struct Thickness {
        var dimension: MarkDimension
        /// The automatic share of a bin or of the gap between positions.
        var fraction: Double
        /// The automatic size in points on a continuous axis with no gap to go by.
        var fallback: Double
        /// The smallest gap between positions on a numeric axis, when known.
        var gap: Double?
    }

    /// The pixel extent of a mark across its band, bin or position: `sizing` sizes it (automatic: the band's
    /// width, or a fraction of the bin or of the gap between positions), and `position(by:)` splits it into slots.
    func thickness(_ span: Span, bin: Span?, scale: PlacedScale, sizing: Thickness, mark: ResolvedMark) -> (
        Double, Double
    ) {
        let center: Double, full: Double, automatic: Double
        if let step = scale.step, let bandwidth = scale.bandwidth {
            center = scale.position(span.mid)
            full = step
            automatic = sizing.fraction == theme.barFraction ? bandwidth : step * sizing.fraction
        } else if let bin, bin.upper > bin.lower {
            let a = scale.position(bin.lower), b = scale.position(bin.upper)
            center = (a + b) / 2
            full = abs(b - a)
            automatic = full * sizing.fraction
        } else {
            center = scale.position(span.mid)
            full = sizing.gap.map { abs(scale.position(span.mid + $0) - center) } ?? sizing.fallback / sizing.fraction
            automatic = sizing.gap == nil ? sizing.fallback : full * sizing.fraction
        }
        func size(_ dimension: MarkDimension) -> Double {
            switch dimension.kind {
            case .automatic: automatic
            case .fixed(let w): w
            case .ratio(let r): full * r
            case .inset(let inset): full - 2 * inset
            }
        }
        var width = max(0, size(sizing.dimension))
        guard let slot = mark.dodgeIndex, mark.dodgeCount > 1 else { return (center - width / 2, center + width / 2) }
        // `position(by:span:)` sizes the whole group; automatic keeps the mark's own width for it.
        if let span = mark.style.positionSpan, span != .automatic { width = max(0, size(span)) }
        let sub = width / Double(mark.dodgeCount)
        let start = center - width / 2 + Double(slot) * sub
        // A hairline of space between neighbouring slots keeps grouped bars apart.
        let inset = min(0.5, sub * 0.1)
        return (start + inset, start + sub - inset)
    }

    /// A rectangle filled with the mark's colour or gradient, with its corner radius; nothing for an empty one.
    /// An offset moves its edges first; a clip shape replaces its outline.
    func filledRect(_ rect: Rect, mark: ResolvedMark, into commands: inout [DrawCommand]) {
        let rect = mark.style.offset?.apply(to: rect) ?? rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let path: Path
        if let clip = mark.style.clipShape {
            path = clip.path(in: rect, cornerRadius: mark.style.cornerRadius)
        } else {
            path = mark.style.cornerRadius.map { Path.roundedRect(rect, radius: $0) } ?? .rect(rect)
        }
        fill(path, bounds: rect, mark: mark, into: &commands)
    }

    /// The symbol a mark draws: its own, else its place on the symbol scale, else a circle.
    func symbolShape(_ mark: ResolvedMark) -> BasicChartSymbolShape {
        mark.style.symbol ?? mark.symbolIndex.flatMap { scales.symbols.indices.contains($0) ? scales.symbols[$0] : nil }
            ?? .circle
    }

    /// The view a mark draws at its point instead of a built-in shape: its own (`.symbol { … }`), else the app's
    /// shape its value has on the symbol scale.
    func symbolViewSpec(_ mark: ResolvedMark) -> SymbolViewSpec? {
        if let own = mark.style.symbolView { return own }
        guard mark.style.symbol == nil, let i = mark.symbolIndex, scales.customSymbols.indices.contains(i) else {
            return nil
        }
        return scales.customSymbols[i]
    }

    /// The side of a symbol's square: its area from the style, `symbolSize(by:)`, or the theme (also for an
    /// area that is not finite, so no symbol becomes infinite geometry).
    func symbolSide(_ mark: ResolvedMark) -> Double {
        let area = mark.style.symbolSize ?? mark.symbolArea ?? theme.symbolArea
        return max(0, area.isFinite ? area : theme.symbolArea).squareRoot()
    }
}

/// What marks add to the scene: their commands, symbols drawn above every line, and the bounds annotations
/// attach to, each in drawing order.
struct MarkDrawing {
    var commands: [DrawCommand] = []
    /// Line symbols: held above the lines drawn one after another, so a later series never hides an earlier
    /// one's points, until a group of another kind draws.
    var overlay: [DrawCommand] = []
    /// Where each mark with annotations was drawn (see `anchor(_:at:)`).
    var anchors: [(mark: ResolvedMark, bounds: Rect)] = []
    /// The last pie slice's fill and end angle, so a touching slice of the same colour can join it.
    var openSector: (index: Int, end: Double)?
    /// The charts drawn inside symbol views so far, with the scene's others: what later views may still draw.
    var nested = NestedRenders()

    /// Notes where `mark` was drawn, for its annotations to attach to. A mark without annotations is not noted:
    /// a chart of a thousand bars would copy each of them for nothing.
    mutating func anchor(_ mark: ResolvedMark, at bounds: Rect) {
        if !mark.style.annotations.isEmpty { anchors.append((mark, bounds)) }
    }

    /// Moves the held symbols into the commands, so the group drawn next goes over them, as declared.
    mutating func releaseSymbols() {
        commands += overlay
        overlay.removeAll()
    }
}
