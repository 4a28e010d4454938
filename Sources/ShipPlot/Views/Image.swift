import Foundation

/// What an `Image` shows.
struct ImageContent: Sendable {
    var name: String
    var isSystem: Bool
    var resizable = false
    var scale = 1.0
    /// An asset catalog image, as found when the image was made (`Assets/CatalogImage.swift`).
    var asset: CatalogImage? = nil
    /// What was wrong with the asset catalog image, one line each for the view's diagnostic.
    var assetProblems: [String] = []
    /// `renderingMode(_:)`: a template or the image's own colours; `nil` keeps the catalog's choice.
    var renderingMode: Image.TemplateRenderingMode? = nil
}

/// An image: `Image(systemName:)` draws a built-in set of common SF Symbols as vector paths (arrows, chevrons,
/// circles, checkmark, xmark, star, heart, bolt, flag, tag, calendar, clock, info, weather, nature, activity and
/// everyday objects), sized by the font like text; `Image("name")` draws the app's asset catalog image
/// (`Assets/AssetImages.swift`). An unknown name keeps its frame, draws nothing and counts one diagnostic, which
/// names it.
public struct Image: View, Sendable {
    var content: ImageContent

    /// A system symbol.
    public init(systemName: String) { content = ImageContent(name: systemName, isSystem: true) }

    public var _node: _ViewNode {
        let node = _ViewNode.make(.image(content))
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

    /// The symbol in `mode` (drawn in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured; symbols here draw in one colour.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
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

/// A title with an icon: `Label("Peak", systemImage: "star.fill")`, laid out as an icon and text side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: _ViewNode
    let icon: _ViewNode

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()._node
        self.icon = icon()._node
    }

    public var _node: _ViewNode {
        let both = _ViewNode.make(
            .stack(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .center), spacing: 4,
                children: [icon, title]))
        return .make(.label(both: both, title: title, icon: icon))
    }
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
