import Foundation

/// A view drawn: its commands, and the bad input found in views built while drawing (a `GeometryReader`'s
/// content).
struct ViewDrawing: Sendable {
    var commands: [DrawCommand] = []
    var problems = ViewProblems()
}

/// Lays out and draws one view into scene commands, with SwiftUI's layout (parent proposes, child chooses,
/// parent places). Charts reach it only through ``ChartViews``, their one door into the view engine.
///
/// `render` offers the view the rectangle's size, places it at the rectangle's origin and returns its commands
/// with every coordinate kept inside `bounds` widened by its own size, so nothing far off the image reaches cairo.
struct ViewRenderer {
    let engine: ViewLayoutEngine
    private(set) var theme: Theme
    /// Colour of text and shapes that set none.
    var defaultColor: RGBA
    /// The image's rectangle.
    let bounds: Rect
    /// The environment at the root: the chart's text environment.
    let root: ViewEnvironment

    init(
        measurer: TextMeasurer, theme: Theme, bounds: Rect, text: TextEnvironment, defaultFont: FontSpec? = nil,
        defaultColor: RGBA? = nil, charts: ChartContext = ChartContext(),
        values: EnvironmentValues = EnvironmentValues()
    ) {
        engine = ViewLayoutEngine(measurer: measurer, defaultFont: defaultFont ?? theme.labelFont)
        self.theme = theme
        self.defaultColor = defaultColor ?? theme.secondaryText
        self.bounds = bounds
        var root = ViewEnvironment()
        root.text = text
        root.charts = charts
        root.values = values
        self.root = root
    }

    /// This renderer with the house style of `scheme`, for a subtree `.environment(\.colorScheme, …)` changes:
    /// its text and shapes that set no colour take the new theme's primary or secondary text colour.
    func restyled(for scheme: ColorScheme) -> ViewRenderer {
        var copy = self
        copy.theme = theme.restyled(scheme)
        if defaultColor == theme.text {
            copy.defaultColor = copy.theme.text
        } else if defaultColor == theme.secondaryText {
            copy.defaultColor = copy.theme.secondaryText
        }
        return copy
    }

    /// The size `node` chooses for `proposal` (nil axes ask for its ideal size).
    func size(of node: _ViewNode, proposal: ProposedSize) -> ViewSize {
        engine.size(node.expanded(root), proposal, root)
    }

    /// `node` laid out in `rect` and drawn.
    func render(_ node: _ViewNode, in rect: Rect) -> ViewDrawing {
        guard rect.isFinite else { return ViewDrawing() }
        let before = engine.problems
        let built = node.expanded(root)
        var commands: [DrawCommand] = []
        draw(built, in: rect, root, into: &commands)
        return ViewDrawing(
            commands: ViewGeometry.confined(commands, to: bounds),
            problems: engine.problems - before + (built.box.problems - node.box.problems))
    }

    /// The colour `paint` draws in where one colour is drawn (text, symbols).
    func color(_ paint: Paint, _ env: ViewEnvironment) -> RGBA {
        switch paint == .foreground ? env.foreground : paint {
        case .foreground: return defaultColor
        case .style(let style): return theme.resolve(style.representative)
        }
    }

    func draw(_ node: _ViewNode, in rect: Rect, _ env: ViewEnvironment, into commands: inout [DrawCommand]) {
        switch node.box.kind {
        case .empty, .plotArea, .spacer: return
        case .group(let children):
            drawStack(children, axis: .vertical, alignment: .center, spacing: 0, in: rect, env, into: &commands)
        case .text(let text): drawText(text, in: rect, env, into: &commands)
        case .shape(let outline, let paint): drawShape(outline, paint, in: rect, env, into: &commands)
        case .image(let image): drawImage(image, in: rect, env, into: &commands)
        case .divider:
            let line =
                env.stackAxis == .horizontal
                ? Rect(x: rect.midX - 0.5, y: rect.y, width: 1, height: rect.height)
                : Rect(x: rect.x, y: rect.midY - 0.5, width: rect.width, height: 1)
            commands.append(.fill(.rect(line), theme.text.withAlpha(0.2)))
        case .stack(let axis, let alignment, let spacing, let children):
            var inner = env
            inner.stackAxis = axis
            guard let axis else {
                for child in children {
                    let size = engine.size(child, ProposedSize(width: rect.width, height: rect.height), inner)
                    draw(child, in: alignment.place(size, in: rect), inner, into: &commands)
                }
                return
            }
            drawStack(
                children, axis: axis, alignment: alignment, spacing: spacing ?? 8, in: rect, inner, into: &commands)
        case .label(let both, let title, let icon):
            draw(engine.labelPart(both: both, title: title, icon: icon, env), in: rect, env, into: &commands)
        case .modified(let child, let modifier):
            drawModified(child, modifier, in: rect, env, into: &commands)
        case .geometry(let content): drawGeometry(content, in: rect, env, into: &commands)
        case .deferred:
            // Only views a modifier carries (a background's, an overlay's) get here unbuilt.
            let built = node.expanded(env)
            engine.problems = engine.problems + built.box.problems
            draw(built, in: rect, env, into: &commands)
        case .chart(let chart): drawChart(chart, in: rect, env, into: &commands)
        case .firstFitting(let axes, let children):
            let proposal = ProposedSize(width: rect.width, height: rect.height)
            guard let chosen = engine.firstFitting(children, axes: axes, proposal, env) else { return }
            draw(chosen, in: Alignment.center.place(engine.size(chosen, proposal, env), in: rect), env, into: &commands)
        }
    }

    /// A system symbol drawn in the largest square inside `rect`, in the foreground style; a catalog image by
    /// `CatalogImage.commands`; an unknown image draws nothing.
    private func drawImage(
        _ image: ImageContent, in rect: Rect, _ env: ViewEnvironment, into commands: inout [DrawCommand]
    ) {
        if let asset = image.asset {
            commands += asset.commands(
                in: rect, resizable: image.resizable, template: image.renderingMode.map { $0 == .template },
                scheme: theme.scheme, contrast: theme.contrast
            ) { path in
                guard case .style(let style) = env.foreground else { return [.fill(path, color(.foreground, env))] }
                return StylePainter(theme: theme).fill(path, bounds: path.bounds, paint: style)
            }
            return
        }
        guard image.isSystem else { return }
        let side = min(rect.width, rect.height)
        let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let ink = color(.foreground, env)
        let symbol = SystemSymbols.commands(image.name, in: square, color: ink, knockout: theme.background)
        guard case .style(let style) = env.foreground, !style.isPlainColor else {
            commands += symbol
            return
        }
        // A gradient (or another style richer than one colour) paints the symbol across the image's frame, as
        // SwiftUI paints it; the parts knocked out of a filled symbol keep the background.
        let painter = StylePainter(theme: theme)
        for command in symbol {
            switch command {
            case .fill(let path, let color) where color == ink:
                commands += painter.fill(path, bounds: rect, paint: style)
            case .stroke(let path, let stroke, let color) where color == ink:
                commands += painter.stroke(path, stroke, paint: style, bounds: rect)
            default: commands.append(command)
            }
        }
    }

    private func drawStack(
        _ children: [_ViewNode], axis: Axis, alignment: Alignment, spacing: Double, in rect: Rect,
        _ env: ViewEnvironment, into commands: inout [DrawCommand]
    ) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        let sizes = engine.stackChildSizes(children, axis: axis, spacing: spacing, proposal, env)
        var cursor = axis == .horizontal ? rect.x : rect.y
        for (child, size) in zip(children, sizes) {
            let slot =
                axis == .horizontal
                ? Rect(x: cursor, y: rect.y, width: size.width, height: rect.height)
                : Rect(x: rect.x, y: cursor, width: rect.width, height: size.height)
            draw(child, in: alignment.place(size, in: slot), env, into: &commands)
            cursor += size.along(axis) + spacing
        }
    }

    private func drawText(
        _ text: TextContent, in rect: Rect, _ env: ViewEnvironment, into commands: inout [DrawCommand]
    ) {
        let layout = engine.textLayout(text, ProposedSize(width: rect.width, height: rect.height), env)
        let ink = text.color.map { theme.resolve($0) } ?? color(.foreground, env)
        // A text taller than its frame is centred on it, as SwiftUI does.
        var y = rect.y + (rect.height - layout.height) / 2
        for (line, width) in zip(layout.lines, layout.widths) {
            let x: Double
            switch env.textAlignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - width) / 2
            case .trailing: x = rect.maxX - width
            }
            if !line.isEmpty {
                commands.append(
                    .text(
                        TextRun(
                            text: line, origin: Point(x: x, y: y + layout.metrics.ascent), font: layout.font, color: ink
                        )))
            }
            y += layout.metrics.height
        }
    }

    private func drawShape(
        _ outline: ShapeOutline, _ paint: ShapePaint, in rect: Rect, _ env: ViewEnvironment,
        into commands: inout [DrawCommand]
    ) {
        let painter = StylePainter(theme: theme)
        switch paint {
        case .fill(let paint):
            let path = outline.path(rect)
            guard case .style(let style) = paint == .foreground ? env.foreground : paint else {
                commands.append(.fill(path, defaultColor))
                return
            }
            commands += painter.fill(path, bounds: rect, paint: style)
        case .stroke(let paint, let style, let inset):
            let width = Double(style.lineWidth)
            guard width.isFinite, width > 0 else { return }
            let frame = inset ? rect.insetBy(min(width / 2, min(rect.width, rect.height) / 2)) : rect
            let path = outline.path(frame)
            let stroke = Stroke(style, width: width)
            guard case .style(let shapePaint) = paint == .foreground ? env.foreground : paint else {
                commands.append(.stroke(path, stroke, defaultColor))
                return
            }
            commands += painter.stroke(path, stroke, paint: shapePaint)
        }
    }
}
