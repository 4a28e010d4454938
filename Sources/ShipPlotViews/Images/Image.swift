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

    package init(name: String, isSystem: Bool, resizable: Bool = false, scale: Double = 1.0) {
        self.name = name
        self.isSystem = isSystem
        self.resizable = resizable
        self.scale = scale
    }
}

/// An image: `Image(systemName:)` draws a built-in set of common SF Symbols as vector paths (arrows, chevrons,
/// circles, checkmark, xmark, star, heart, bolt, flag, tag, calendar, clock, info, weather, nature, activity and
/// everyday objects), sized by the font
/// like text. An unknown name, or an asset image, keeps its frame, draws
/// nothing and counts one diagnostic, which names it.
public struct Image: View, Sendable {
    package var content: ImageContent

    /// A system symbol.
    public init(systemName: String) { content = ImageContent(name: systemName, isSystem: true) }

    /// An image from the app's assets (not available to a chart image: it keeps its frame and draws nothing).
    public init(_ name: String, bundle: Bundle? = nil) { content = ImageContent(name: name, isSystem: false) }

    /// A decorative image from the app's assets (not available: it keeps its frame and draws nothing).
    public init(decorative name: String, bundle: Bundle? = nil) { content = ImageContent(name: name, isSystem: false) }

    public var _node: _ViewNode {
        let node = _ViewNode.make(ImagePrimitive(content: content))
        return content.isSystem && SystemSymbols.isKnown(content.name) ? node : node.noting(unknownSymbol: content.name)
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

    /// The image in `renderingMode` (drawn in the foreground style either way).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The symbol in `mode` (drawn in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured; symbols here draw in one colour.
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

extension View {
    /// Symbols in this view drawn at `scale` of their font (small 0.8, medium 1, large 1.3).
    public func imageScale(_ scale: ImageScale) -> some View {
        modified(.environment(EnvironmentChange(imageScale: scale == .small ? 0.8 : scale == .large ? 1.3 : 1)))
    }

    /// Symbols in this view drawn in `mode` (one colour here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { modified(.inert) }
}

/// An image laid out: a resizable one takes all the space it is offered, a symbol a square a little taller than
/// its font; a system symbol is drawn in the largest square inside its frame, other images draw nothing.
package struct ImagePrimitive: PrimitiveView {
    package let content: ImageContent

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        if content.resizable { return ViewSize(width: p.width ?? 10, height: p.height ?? 10) }
        let side = context.engine.symbolSide(context.environment)
        return ViewSize(width: side, height: side)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        guard content.isSystem else { return }
        let rect = view.frame
        let side = min(rect.width, rect.height)
        let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let ink = drawer.color(.foreground, view.environment)
        let symbol = SystemSymbols.commands(content.name, in: square, color: ink, knockout: drawer.theme.background)
        guard case .style(let style) = view.environment.foreground, !style.isPlainColor else {
            drawer.commands += symbol
            return
        }
        // A gradient (or another style richer than one colour) paints the symbol across the image's frame, as
        // SwiftUI paints it; the parts knocked out of a filled symbol keep the background.
        let painter = StylePainter(theme: drawer.theme)
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
public struct Label<Title: View, Icon: View>: View {
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

    /// A label with text and an asset image (drawn as an empty frame).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// An image in the app's asset catalog, as the symbol Xcode generates for it (`Image(.permit)`). ShipPlot has no
/// asset catalog: the image keeps its frame and draws nothing, as every asset image does.
public struct ImageResource: Hashable, Sendable {
    package let name: String
    /// The image named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The asset catalog image `resource` (it keeps its frame and draws nothing: no asset catalog here).
    public init(_ resource: ImageResource) { content = ImageContent(name: resource.name, isSystem: false) }
}

/// A label laid out: its icon and title side by side, 4 points apart (as `.titleAndIcon` shows it), or the one
/// part its label style shows.
package struct LabelPrimitive: PrimitiveView {
    package let title: _ViewNode
    package let icon: _ViewNode
    /// The icon and title side by side.
    package let both: _ViewNode

    package init(title: _ViewNode, icon: _ViewNode) {
        self.title = title
        self.icon = icon
        both = .make(LayoutNode(layout: HStackLayout(alignment: .center, spacing: 4), children: [icon, title]))
    }

    package var children: [_ViewNode] { [title, icon] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        LabelPrimitive(title: children[0], icon: children[1])
    }
    package var textLines: [StyledText] { title.textLines }

    /// The part of the label its style shows.
    package func part(_ env: ViewEnvironment) -> _ViewNode {
        env.labelStyle.showsIcon ? (env.labelStyle.showsTitle ? both : icon) : title
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        context.size(part(context.environment), proposal)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        Placement(children: [(part(context.environment), frame)])
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
}
