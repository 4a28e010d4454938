// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What an `Image` shows.
package struct ImageContent: Sendable {
    package var name: String
    package var isSystem: Bool
    package var resizable = false
    package var scale = 1.0
    /// An asset catalog image, as found when the image was made (`CatalogImage.swift`).
    package var asset: CatalogImage? = nil
    /// What was wrong with the asset catalog image, one line each for the view's diagnostic.
    package var assetProblems: [String] = []
    /// `renderingMode(_:)`: a template or the image's own colours; `nil` keeps the catalog's choice.
    package var renderingMode: Image.TemplateRenderingMode? = nil
    /// Whether a bitmap drawn at another size is resampled smoothly (`interpolation(_:)` other than `.none`).
    package var smooth = true

    package init(name: String, isSystem: Bool, resizable: Bool = false, scale: Double = 1.0) {
        self.name = name
        self.isSystem = isSystem
        self.resizable = resizable
        self.scale = scale
    }
}

/// An image: `Image(systemName:)` draws a built-in set of common SF Symbols as vector paths (arrows, chevrons,
/// circles, checkmark, xmark, star, heart, bolt, flag, tag, calendar, clock, info, weather, nature, activity and
/// everyday objects), sized by the font like text; `Image("name")` draws the app's asset catalog image
/// (`CatalogImage.swift`). An unknown name keeps its frame, draws nothing and counts one diagnostic, which
/// names it.
nonisolated public struct Image: View, Sendable {
    package var content: ImageContent

    /// A system symbol.
    public init(systemName: String) { content = ImageContent(name: systemName, isSystem: true) }

    public var _node: _ViewNode {
        let node = _ViewNode.make(ImagePrimitive(content: content))
        guard content.isSystem else { return content.assetProblems.reduce(node) { $0.noting(assetImage: $1) } }
        return SystemSymbols.isKnown(content.name) ? node : node.noting(unknownSymbol: content.name)
    }

    /// How an image fills its frame.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// How a template image is coloured (drawn in the foreground style).
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    /// An image that fills the frame it is offered instead of keeping the font's size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.content.resizable = true
        return copy
    }

    /// The image in `renderingMode`: a catalog image as a template (the foreground style through its alpha) or in
    /// its own colours; `nil` keeps the catalog's choice. Symbols draw in the foreground style either way.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.content.renderingMode = renderingMode
        return copy
    }

    /// The symbol in `mode`: its layers take the styles `foregroundStyle(_:_:)` gives, else one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured: the styles `foregroundStyle(_:_:)` gives colour the layers in palette
/// order, one style colours them all.
public struct SymbolRenderingMode: Sendable, Hashable {
    package let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")

    package init(name: String) {
        self.name = name
    }
}

/// The scale of a symbol relative to its font.
public enum ImageScale: Sendable, Hashable, CaseIterable { case small, medium, large }

nonisolated extension View {
    /// Symbols in this view drawn at `scale` of their font (small 0.8, medium 1, large 1.3).
    public func imageScale(_ scale: ImageScale) -> some View {
        modified(.environment(EnvironmentChange(imageScale: scale == .small ? 0.8 : scale == .large ? 1.3 : 1)))
    }

    /// Symbols in this view drawn in `mode`: layers in the styles `foregroundStyle(_:_:)` gives, else one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { modified(.inert) }
}

/// An image laid out: a catalog image takes its own size, a resizable one all the space it is offered, a symbol a
/// square a little taller than its font; a catalog image is drawn by its files, a system symbol in the largest
/// square inside its frame; an unknown image draws nothing.
package struct ImagePrimitive: PrimitiveView {
    package let content: ImageContent

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        if let asset = content.asset {
            // A catalog image's ideal size is its own; resizable, it takes the frame offered.
            return content.resizable
                ? ViewSize(width: p.width ?? asset.width, height: p.height ?? asset.height)
                : ViewSize(width: asset.width, height: asset.height)
        }
        if content.resizable { return ViewSize(width: p.width ?? 10, height: p.height ?? 10) }
        let side = context.engine.symbolSide(context.environment)
        return ViewSize(width: side, height: side)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        if let asset = content.asset {
            let commands = catalogCommands(asset, view, &drawer)
            drawer.commands += commands
            return
        }
        guard content.isSystem else { return }
        let rect = view.frame
        let side = min(rect.width, rect.height)
        let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let ink = drawer.color(.foreground, view.environment)
        let secondary = view.environment.palette.first.map { drawer.color($0, view.environment) }
        let symbol = SystemSymbols.commands(
            content.name, in: square, color: ink, knockout: drawer.theme.background, secondary: secondary)
        guard case .style(let style) = view.environment.foreground, !style.isPlainColor else {
            drawer.commands += symbol
            return
        }
        // A gradient (or another style richer than one colour) paints the symbol across the image's frame, as
        // SwiftUI paints it; the parts knocked out of a filled symbol keep the background.
        let painter = StylePainter(theme: drawer.theme)
        drawer.note(style)
        for command in symbol {
            switch command {
            case .fill(let path, let color) where color == ink:
                drawer.commands += painter.fill(path, bounds: rect, paint: style)
            case .stroke(let path, let stroke, let color) where color == ink:
                drawer.commands += painter.stroke(path, stroke, paint: style)
            default: drawer.commands.append(command)
            }
        }
    }

    /// A catalog image drawn by `CatalogImage.commands`; a template takes the foreground style.
    private func catalogCommands(
        _ asset: CatalogImage, _ view: PlacedNode, _ drawer: inout ViewDrawer
    ) -> [DrawCommand] {
        let theme = drawer.theme
        let ink = drawer.color(.foreground, view.environment)
        if case .style(let style) = view.environment.foreground { drawer.note(style) }
        return asset.commands(
            in: view.frame, resizable: content.resizable, template: content.renderingMode.map { $0 == .template },
            smooth: content.smooth, scheme: theme.scheme, contrast: theme.contrast
        ) { path in
            guard case .style(let style) = view.environment.foreground else { return [.fill(path, ink)] }
            return StylePainter(theme: theme).fill(path, bounds: path.bounds, paint: style)
        }
    }

    package init(content: ImageContent) {
        self.content = content
    }
}

extension ViewLayoutEngine {
    /// The side of a symbol image: a little taller than its font's size.
    package func symbolSide(_ env: ViewEnvironment) -> Double {
        let font = env.font.map(spec(of:)) ?? defaultFont
        return (font.size * 1.2 * env.imageScale).rounded()
    }
}

/// A title with an icon: `Label("Peak", systemImage: "star.fill")`, laid out as an icon and text side by side.
nonisolated public struct Label<Title: View, Icon: View>: View {
    package let title: _ViewNode
    package let icon: _ViewNode

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()._node
        self.icon = icon()._node
    }

    public var _node: _ViewNode { .make(LabelPrimitive(title: title, icon: icon)) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with text and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with text and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with text and an asset catalog image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// A label laid out: its icon and title side by side, 4 points apart (as `.titleAndIcon` shows it), the one
/// part its built-in label style shows, or the view a label style of the app's own makes of them.
package struct LabelPrimitive: PrimitiveView {
    package let title: _ViewNode
    package let icon: _ViewNode
    /// The icon and title side by side.
    package let both: _ViewNode
    /// What the app's own label style makes of the title and icon where the label is placed (empty when its
    /// place has a built-in style).
    package let styled: _ViewNode

    package init(title: _ViewNode, icon: _ViewNode) {
        let styled = DeferredView.environmental { values in values[LabelStyleKey.self]?.make(title, icon) ?? .empty }
        self.init(title: title, icon: icon, styled: styled)
    }

    private init(title: _ViewNode, icon: _ViewNode, styled: _ViewNode) {
        self.title = title
        self.icon = icon
        self.styled = styled
        both = .make(LayoutNode(layout: HStackLayout(alignment: .center, spacing: 4), children: [icon, title]))
    }

    package var children: [_ViewNode] { [title, icon, styled] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        LabelPrimitive(title: children[0], icon: children[1], styled: children[2])
    }
    package var textLines: [StyledText] { title.textLines }

    /// The part of the label its style shows.
    package func part(_ env: ViewEnvironment) -> _ViewNode {
        // Unbuilt (laid out before the tree was expanded), the style is read from the place directly.
        let custom = styled.primitive.isDeferred ? env.values[LabelStyleKey.self] != nil : !styled.isEmpty
        guard !custom else { return styled }
        return env.labelStyle.showsIcon ? (env.labelStyle.showsTitle ? both : icon) : title
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        context.size(part(context.environment), proposal)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        Placement(children: [(part(context.environment), frame)])
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
}
