// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view drawn by immediate-mode commands, as SwiftUI's `Canvas`: once the canvas is placed, `renderer` is
/// called with a ``GraphicsContext`` and the canvas's size, and what it fills, strokes and draws is the canvas's
/// picture, clipped to its frame.
///
/// The canvas takes all the space it is offered (10 × 10 points on an axis offered none). Views given as
/// `symbols` and tagged with `tag(_:)` are drawn where the renderer places them (``GraphicsContext/resolveSymbol(id:)``).
/// A canvas draws at most ``GraphicsContext/operationLimit`` operations; more are left out and reported.
nonisolated public struct Canvas<Symbols: View>: View {
    /// The drawing callback: the context to draw into and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by their tags.
    public var symbols: Symbols
    /// Whether the canvas is fully opaque; it draws the same either way.
    public var isOpaque: Bool
    /// The working colour space; ShipPlot draws 8-bit sRGB (`.nonLinear`) whatever it is.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously; a rendered image has them at once.
    public var rendersAsynchronously: Bool

    /// A canvas whose `renderer` draws, and which it can draw `symbols` into by their tags.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var _node: _ViewNode { .make(CanvasPrimitive(renderer: renderer, symbols: symbols._node)) }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose `renderer` draws into it.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
            symbols: { EmptyView() })
    }
}

/// A canvas laid out: all the space offered; its renderer run when it is placed, recording what it draws, and
/// the text, images and symbols it draws placed as its children.
package struct CanvasPrimitive: PrimitiveView, @unchecked Sendable {
    // Unchecked: the app's renderer, as SwiftUI's signature takes it (not `@Sendable`); called only while the
    // tree is placed, on the rendering thread.
    package let renderer: (inout GraphicsContext, CGSize) -> Void
    package let symbols: _ViewNode

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        ViewSize(width: p.width ?? 10, height: p.height ?? 10)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let symbolViews = flattenedChildren(symbols.expanded(context.environment)).children
        let recording = CanvasRecording(frame: frame, layout: context, symbols: symbolViews)
        var graphics = GraphicsContext(recording: recording)
        renderer(&graphics, CGSize(width: frame.width, height: frame.height))
        var placement = Placement(children: recording.views, payload: CanvasDrawing(operations: recording.operations))
        placement.problems = recording.problems
        return placement
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        guard let drawing = view.payload as? CanvasDrawing else { return }
        var commands: [DrawCommand] = [.pushClip(view.frame)]
        for operation in drawing.operations {
            commands += operation.commands(of: view, in: &drawer)
        }
        commands.append(.popClip)
        drawer.commands += commands
    }
}

/// What a canvas's renderer drew, in order, for the canvas's drawing.
package struct CanvasDrawing: Sendable {
    package var operations: [CanvasOperation]
}

/// The state a drawing operation was recorded in: the context's transform, opacity, blend mode and clips.
package struct CanvasState: Sendable {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var blendMode = BlendMode.normal
    /// The clip outlines, in the canvas's own space (each transformed as it was when clipped).
    var clips: [Path] = []
}

/// One thing a canvas's renderer drew.
package enum CanvasOperation: Sendable {
    case fill(Path, GraphicsContext.Shading, CanvasState)
    case stroke(Path, GraphicsContext.Shading, Stroke, CanvasState)
    /// The canvas's child at `index` (a text, an image or a symbol), drawn where it was placed.
    case view(index: Int, CanvasState)

    /// The draw commands of this operation in the placed canvas `view`.
    func commands(of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        let origin = Point(x: view.frame.x, y: view.frame.y)
        let state: CanvasState
        var drawn: [DrawCommand]
        switch self {
        case .fill(let path, let shading, let s):
            state = s
            let placing = CanvasPlacing(transform: s.transform, origin: origin)
            drawn = shading.fill(placing.path(path), in: view.environment, at: placing, drawer: &drawer)
        case .stroke(let path, let shading, var stroke, let s):
            state = s
            stroke.width *= s.transform.lengthScale
            let placing = CanvasPlacing(transform: s.transform, origin: origin)
            drawn = shading.stroke(placing.path(path), stroke, in: view.environment, at: placing, drawer: &drawer)
        case .view(let index, let s):
            state = s
            guard view.children.indices.contains(index) else { return [] }
            drawn = drawer.layer { $0.draw(view.children[index]) }
            if !s.transform.isIdentity { drawn = Self.transformed(drawn, by: s.transform, around: origin) }
        }
        if state.opacity < 1 { drawn = ViewGeometry.faded(drawn, by: max(state.opacity, 0)) }
        if state.blendMode != .normal { drawn = [.pushEffect(.blend(state.blendMode))] + drawn + [.popEffect] }
        for clip in state.clips.reversed() {
            let outline = clip.offsetBy(x: origin.x, y: origin.y)
            drawn = [.pushMaskedLayer] + drawn + [.pushMaskLayer, .fill(outline, RGBA(red: 0, green: 0, blue: 0))]
            drawn.append(.popMaskLayers)
        }
        return drawn
    }

    /// A view's commands, drawn in the canvas's space around `origin`, mapped through `transform`; text turns
    /// with it (its size stays).
    private static func transformed(_ commands: [DrawCommand], by transform: CGAffineTransform, around origin: Point)
        -> [DrawCommand]
    {
        let turn = atan2(Double(transform.b), Double(transform.a))
        return commands.map { command in
            var mapped = ViewGeometry.mapPoints(command) { q in
                let p = transform.apply(Point(x: q.x - origin.x, y: q.y - origin.y))
                return Point(x: p.x + origin.x, y: p.y + origin.y)
            }
            if case .text(var run) = mapped, turn != 0 {
                run.angle += turn
                mapped = .text(run)
            }
            return mapped
        }
    }
}

/// Where the context's points land in the image: through the context's transform, then to the canvas's corner.
struct CanvasPlacing {
    let transform: CGAffineTransform
    let origin: Point

    func point(_ p: Point) -> Point {
        let q = transform.apply(p)
        return Point(x: q.x + origin.x, y: q.y + origin.y)
    }

    func point(_ p: CGPoint) -> Point { point(Point(x: Double(p.x), y: Double(p.y))) }

    /// `path` of the context's, in the image.
    func path(_ path: Path) -> Path {
        var copy = path
        copy.transform { point($0) }
        return copy
    }

    /// A length of the context's (a radius) in the image.
    func length(_ value: CGFloat) -> Double { Double(value) * transform.lengthScale }
}

/// What a canvas's contexts record into, shared by every copy of the context the renderer makes.
final class CanvasRecording {
    let frame: Rect
    let layout: LayoutContext
    let symbols: [_ViewNode]
    var operations: [CanvasOperation] = []
    var views: [(node: _ViewNode, frame: Rect)] = []
    var problems = ViewProblems()
    private var cut = false

    init(frame: Rect, layout: LayoutContext, symbols: [_ViewNode]) {
        self.frame = frame
        self.layout = layout
        self.symbols = symbols
    }

    /// Records `operation`, unless the canvas has drawn its limit (then the first one left out is counted).
    func record(_ operation: CanvasOperation) {
        guard operations.count < GraphicsContext.operationLimit else {
            if !cut { problems = problems.noting(.longDrawing) }
            cut = true
            return
        }
        operations.append(operation)
    }

    /// Records `node` drawn at `localFrame` (in the canvas's own space, before the transform).
    func record(_ node: _ViewNode, at localFrame: Rect, _ state: CanvasState) {
        let frame = Rect(
            x: localFrame.x + self.frame.x, y: localFrame.y + self.frame.y, width: localFrame.width,
            height: localFrame.height)
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else {
            problems = problems.noting(.invalidValue)
            return
        }
        let recorded = operations.count
        record(.view(index: views.count, state))
        if operations.count > recorded { views.append((node, frame)) }
    }

    /// The ideal size of `node` (or its size for `proposal`).
    func size(of node: _ViewNode, proposal: ProposedSize = ProposedSize(width: nil, height: nil)) -> CGSize {
        let size = layout.size(node, proposal)
        return CGSize(width: size.width, height: size.height)
    }
}

/// The destination a ``Canvas`` renderer draws into, with its current state, as SwiftUI's `GraphicsContext`:
/// fill and stroke paths, draw text, images and symbols, move, scale and turn the drawing, fade it, blend it and
/// clip it.
///
/// Copies share the canvas and keep their own state, as in SwiftUI: a copy made to draw a part moved or clipped
/// leaves the original as it was. Text drawn under a scale keeps its size (it moves and turns with the transform).
public struct GraphicsContext {
    /// The most operations one canvas draws; the renderer's later ones are left out and reported.
    public static let operationLimit = 200_000

    let recording: CanvasRecording
    var state = CanvasState()

    init(recording: CanvasRecording) { self.recording = recording }

    /// The opacity of what is drawn next, in 0...1. Default 1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 }
    }

    /// How what is drawn next blends with what is below it. Default `.normal`.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The transform from the context's coordinates to the canvas's (origin at its top-leading corner).
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue.isFinite ? newValue : state.transform }
    }

    /// The environment the canvas is drawn in.
    public var environment: EnvironmentValues { recording.layout.environment.values }

    /// The bounds of the area drawing can reach, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        var (minX, minY, maxX, maxY) = (0.0, 0.0, recording.frame.width, recording.frame.height)
        for clip in state.clips {
            let b = clip.bounds
            (minX, minY, maxX, maxY) = (max(minX, b.minX), max(minY, b.minY), min(maxX, b.maxX), min(maxY, b.maxY))
        }
        guard maxX > minX, maxY > minY, let inverse = state.transform.inverted else { return .zero }
        let bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ].map(inverse.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Moves the drawing by `x`, `y` in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = state.transform.translatedBy(x: x, y: y) }
    /// Scales the drawing by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = state.transform.scaledBy(x: x, y: y) }
    /// Turns the drawing by `angle` around the current origin (clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = state.transform.rotated(by: angle.radians) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(state.transform) }

    /// Restricts what is drawn next to the inside of `path` (in the current coordinates), within the clips
    /// already set.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(path.applying(state.transform))
    }

    /// Draws what `content` draws, with a copy of this context whose state changes stay inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.record(.fill(path, shading, state))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return }
        recording.record(.stroke(path, shading, Stroke(style, width: width), state))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text`, resolved, at its ideal size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.node, size: text.size, at: point, anchor: anchor)
    }

    /// Draws `text`, resolved, laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let size = text.measure(in: rect.size)
        recording.record(text.node, at: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), state)
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image`, resolved, at its own size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        place(image.image.resizable()._node, size: image.size, at: point, anchor: anchor)
    }

    /// Draws `image`, resolved, stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.record(image.image.resizable()._node, at: Rect(rect), state)
    }

    /// Draws `symbol` at its size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        place(symbol.node, size: symbol.size, at: point, anchor: anchor)
    }

    /// Draws `symbol` laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recording.record(symbol.node, at: Rect(rect), state)
    }

    /// `text` with the environment applied, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        let node = text._node
        return ResolvedText(node: node, size: recording.size(of: node), recording: recording)
    }

    /// `image` resolved, with its size.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, size: recording.size(of: image._node))
    }

    /// The canvas's symbol view tagged `id`, sized for the canvas; nil when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let tag = AnyHashable(id)
        guard let node = recording.symbols.first(where: { $0.tag == tag }) else { return nil }
        let offered = ProposedSize(width: recording.frame.width, height: recording.frame.height)
        return ResolvedSymbol(node: node, size: recording.size(of: node, proposal: offered))
    }

    private func place(_ node: _ViewNode, size: CGSize, at point: CGPoint, anchor: UnitPoint) {
        let frame = Rect(
            x: Double(point.x - anchor.x * size.width), y: Double(point.y - anchor.y * size.height),
            width: Double(size.width), height: Double(size.height))
        recording.record(node, at: frame, state)
    }
}

extension GraphicsContext {
    /// How a path is painted: a colour, a shape style, the foreground style, or a gradient placed in the
    /// context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(Paint)
            case linear(Gradient, from: CGPoint, to: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        /// The inherited foreground style.
        public static var foreground: Shading { Shading(kind: .paint(.foreground)) }
        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(Paint(color))) }
        /// One colour from its components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// One grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style, its gradient's unit points placed in the bounds of what it paints.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .paint(Paint(style))) }
        /// The first of `array` (a path has one layer to paint); the foreground style when it is empty.
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }
        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, from: startPoint, to: endPoint))
        }
        /// A radial gradient around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }

    /// Options for gradient shadings; ShipPlot draws every gradient padded with its end colours, in sRGB.
    public struct GradientOptions: OptionSet, Sendable {
        /// Its bits.
        public let rawValue: UInt32
        /// Options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options for clipping; ShipPlot keeps what is inside the path.
    public struct ClipOptions: OptionSet, Sendable {
        /// Its bits.
        public let rawValue: UInt32
        /// Options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A text resolved in the canvas's environment: measure it, then draw it.
    public struct ResolvedText {
        let node: _ViewNode
        let size: CGSize
        let recording: CanvasRecording

        /// The size the text takes when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            recording.size(of: node, proposal: ProposedSize(width: Double(size.width), height: Double(size.height)))
        }
    }

    /// An image resolved for drawing, with its size.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points.
        public let size: CGSize
    }

    /// A symbol view of the canvas, resolved for drawing.
    public struct ResolvedSymbol {
        let node: _ViewNode
        /// The symbol's size in points.
        public let size: CGSize
    }
}

extension GraphicsContext.Shading {
    /// The commands filling `path` (already placed) in `environment`.
    fileprivate func fill(
        _ path: Path, in environment: ViewEnvironment, at placing: CanvasPlacing, drawer: inout ViewDrawer
    ) -> [DrawCommand] {
        switch kind {
        case .paint(let paint):
            guard case .style(let style) = paint.resolved(in: environment.foreground) else {
                return [.fill(path, drawer.color(paint, environment))]
            }
            drawer.note(style)
            return StylePainter(theme: drawer.theme).fill(path, bounds: path.bounds, paint: style)
        case .linear(let gradient, let from, let to):
            return [
                .linearGradient(
                    path, from: placing.point(from), to: placing.point(to), stops: stops(gradient, &drawer))
            ]
        case .radial(let gradient, let center, let r0, let r1):
            return [
                .radialGradient(
                    path, center: placing.point(center), startRadius: placing.length(r0),
                    endRadius: placing.length(r1), stops: stops(gradient, &drawer))
            ]
        }
    }

    /// The commands stroking `path` (already placed) in `environment`.
    fileprivate func stroke(
        _ path: Path, _ stroke: Stroke, in environment: ViewEnvironment, at placing: CanvasPlacing,
        drawer: inout ViewDrawer
    ) -> [DrawCommand] {
        switch kind {
        case .paint(let paint):
            guard case .style(let style) = paint.resolved(in: environment.foreground) else {
                return [.stroke(path, stroke, drawer.color(paint, environment))]
            }
            drawer.note(style)
            return StylePainter(theme: drawer.theme).stroke(path, stroke, paint: style)
        case .linear(let gradient, let from, let to):
            let geometry = GradientGeometry.linear(from: placing.point(from), to: placing.point(to))
            return [.gradientStroke(path, stroke, geometry, stops: stops(gradient, &drawer))]
        case .radial(let gradient, let center, let r0, let r1):
            let geometry = GradientGeometry.radial(
                center: placing.point(center), startRadius: placing.length(r0), endRadius: placing.length(r1))
            return [.gradientStroke(path, stroke, geometry, stops: stops(gradient, &drawer))]
        }
    }

    private func stops(_ gradient: Gradient, _ drawer: inout ViewDrawer) -> [GradientStop] {
        gradient.stops.map {
            let location = Double($0.location)
            return GradientStop(
                offset: location.isFinite ? min(max(location, 0), 1) : 0, color: drawer.resolve($0.color))
        }
    }
}

extension CGAffineTransform {
    /// Whether every component is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// How much the transform scales lengths on average (a stroke's width under it).
    var lengthScale: Double { sqrt(abs(Double(a * d - b * c))) }

    /// The transform undoing this one; nil when it flattens the plane.
    var inverted: CGAffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

/// How colours are blended when drawn, as SwiftUI names the modes. ShipPlot draws 8-bit sRGB, which is
/// `.nonLinear`; the other modes are accepted and draw the same.
public enum ColorRenderingMode: Sendable, Hashable, CaseIterable {
    /// sRGB, gamma-encoded (what ShipPlot draws).
    case nonLinear
    /// Linear sRGB, as Core Graphics would blend in it.
    case linear
    /// Extended linear sRGB, as Core Graphics would blend in it.
    case extendedLinear
}
