// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view the engine lays out and draws itself: a leaf (text, a shape, an image, a chart), a container of views,
/// or a modifier around one (``ModifiedNode``). One type owns its size, where its children go and how it draws,
/// side by side: sizing and placement share their rules, and drawing reads what placement decided.
package protocol PrimitiveView: Sendable {
    /// The views this one holds, in drawing order where it draws them all.
    var children: [_ViewNode] { get }
    /// This view with `children` (as many, in the same order) in place of its own: how a tree whose views read the
    /// environment is rebuilt once their bodies are built.
    func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView
    /// Whether children that expand into several views (a deferred body building a `ForEach`) are spread into
    /// this view's children, as a stack spreads the views of a group.
    var spreadsExpandedChildren: Bool { get }
    /// The environment this view's children are laid out and drawn in.
    func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment
    /// The text this view shows, for places that only take text (axis titles, text legends).
    var textLines: [StyledText] { get }
    /// The alignment guides this view sets itself (`alignmentGuide`, a layout's explicit alignment), at `size`.
    func explicitGuides(_ size: ViewSize, context: LayoutContext) -> [ExplicitGuide]

    // What the view is, asked of the view rather than found by a cast: a cast to a protocol (or to a generic
    // node type) makes the Swift runtime search every conformance record in the process the first time it meets
    // each type, which cost a dashboard of charts more than the rest of its layout.
    /// This view as a modifier applied to a view, when it is one (``ModifiedNode``).
    var modifierApplication: (any ModifierApplication)? { get }
    /// The layout arranging this view's children, when this is a ``LayoutNode`` of a layout of type `type`.
    func layout<L: Layout>(as type: L.Type) -> L?
    /// Whether this view only groups views (a tuple, `ForEach`, `Group`) that a container spreads into its own.
    var isGroup: Bool { get }
    /// Whether this view's body is built where it is placed (``DeferredView``).
    var isDeferred: Bool { get }

    /// The size this view chooses when offered `proposal` (nil on an axis asks for its ideal size there).
    func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize
    /// Where this view's children go when it is given `frame`, and what drawing needs to know.
    func place(in frame: Rect, context: LayoutContext) -> Placement
    /// Draws this view, placed; `view.children` are the children `place` returned, placed in turn.
    func draw(_ view: PlacedNode, in drawer: inout ViewDrawer)
}

extension PrimitiveView {
    package var children: [_ViewNode] { [] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView { self }
    package var spreadsExpandedChildren: Bool { false }
    package func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment { environment }
    package var textLines: [StyledText] { [] }
    package func explicitGuides(_ size: ViewSize, context: LayoutContext) -> [ExplicitGuide] { [] }
    package var modifierApplication: (any ModifierApplication)? { nil }
    package func layout<L: Layout>(as type: L.Type) -> L? { nil }
    package var isGroup: Bool { false }
    package var isDeferred: Bool { false }
}

/// What placing a view decided: each child with its frame, what drawing reads of the layout (a text's lines),
/// and the problems found in views built while placing (a `GeometryReader`'s content).
package struct Placement: Sendable {
    package var children: [(node: _ViewNode, frame: Rect)] = []
    package var payload: (any Sendable)? = nil
    package var problems = ViewProblems()

    package init(children: [(node: _ViewNode, frame: Rect)] = [], payload: (any Sendable)? = nil) {
        self.children = children
        self.payload = payload
    }

    /// A view with no children.
    package static let leaf = Placement()
}

/// A view that draws nothing and takes no space.
package struct EmptyPrimitive: PrimitiveView {
    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize { .zero }
    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {}
}

// MARK: Modifiers

/// A modifier the engine draws: one type that says how the view it wraps is sized, where it goes and how it
/// draws. Conform through the family that says what it is — ``LayoutModifier`` (size and place, draws what it
/// placed), ``DrawingEffect`` (changes drawn commands), ``EnvironmentChanging`` or ``PassThroughModifier`` —
/// or implement all three requirements; the compiler refuses one that does not say how it draws.
package protocol ViewModifierNode: Sendable {
    /// The views this modifier holds besides its content (a background's, an overlay's, a mask's).
    var views: [_ViewNode] { get }
    /// This modifier with `views` in place of its own.
    func replacingViews(_ views: [_ViewNode]) -> Self
    /// What the modifier is, for code that reads a chain of modifiers instead of drawing it.
    var meaning: ModifierMeaning { get }
    /// The environment the content and the modifier's views are laid out and drawn in.
    func environment(_ environment: ViewEnvironment) -> ViewEnvironment
    /// The layout priority this modifier gives its content in a stack, if it sets one.
    var layoutPriority: Double? { get }
    /// The text lines of `content` under this modifier.
    func textLines(of content: _ViewNode) -> [StyledText]
    /// The alignment guides the modified view sets itself at `size` (by default none: a modifier that moves or
    /// resizes its content does not carry the content's guides).
    func explicitGuides(_ size: ViewSize, content: _ViewNode, context: LayoutContext) -> [ExplicitGuide]

    func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize
    func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement
    func draw(_ view: PlacedNode, in drawer: inout ViewDrawer)
}

extension ViewModifierNode {
    package var views: [_ViewNode] { [] }
    package func replacingViews(_ views: [_ViewNode]) -> Self { self }
    package func environment(_ environment: ViewEnvironment) -> ViewEnvironment { environment }
    package var layoutPriority: Double? { nil }
    package func textLines(of content: _ViewNode) -> [StyledText] { content.textLines }
    package func explicitGuides(_ size: ViewSize, content: _ViewNode, context: LayoutContext) -> [ExplicitGuide] { [] }
}

/// What a modifier is to code that reads a modifier chain rather than drawing it (a chart's plot style, its
/// compositing layer, an axis style): each modifier names its meaning, and readers switch on it exhaustively.
package enum ModifierMeaning: Sendable {
    case background(_ViewNode, alignment: Alignment)
    case overlay(_ViewNode, alignment: Alignment)
    case clip(ShapeOutline)
    /// A fixed frame (`frame(width:height:)`).
    case frame(width: Double?, height: Double?)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case opacity(Double)
    case offset(x: Double, y: Double)
    case environment(EnvironmentChange)
    /// Room around the content on each edge (`padding`).
    case padding(EdgeInsets)
    /// The content's share of a stack: flexible frames, layout priority.
    case room
    /// Where the content goes or how large it is drawn: position, fixed size, aspect ratio.
    case geometry
    /// How the content is drawn: rotation, masks, blurs and blend modes.
    case drawing
    /// Nothing drawn changes: interaction, accessibility, tags.
    case nothing
}

/// A modifier applied to a view: the node the engine sees for `content.padding()` and every other modifier.
///
/// `Modifier` is constrained where the node conforms, not on the type, as ``LayoutNode``'s layout is: so building
/// the metadata of a node of one modifier type looks no conformance up.
package struct ModifiedNode<Modifier> {
    package let content: _ViewNode
    package let modifier: Modifier

    package init(content: _ViewNode, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedNode: Sendable where Modifier: Sendable {}

extension ModifiedNode: PrimitiveView, ModifierApplication where Modifier: ViewModifierNode {

    package var children: [_ViewNode] { [content] + modifier.views }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        ModifiedNode(content: children[0], modifier: modifier.replacingViews(Array(children.dropFirst())))
    }
    package func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment {
        modifier.environment(environment)
    }
    package var textLines: [StyledText] { modifier.textLines(of: content) }
    package var meaning: ModifierMeaning { modifier.meaning }
    package var layoutPriority: Double? { modifier.layoutPriority }
    package func wrapping(_ content: _ViewNode) -> _ViewNode { content.modified(modifier) }
    package var modifierApplication: (any ModifierApplication)? { self }
    // A cast between two concrete types compares their metadata; no conformance is looked up.
    package func modifier<M: ViewModifierNode>(as type: M.Type) -> M? { modifier as? M }
    package func explicitGuides(_ size: ViewSize, context: LayoutContext) -> [ExplicitGuide] {
        modifier.explicitGuides(size, content: content, context: context)
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        modifier.sizeThatFits(proposal, content: content, in: context)
    }
    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        modifier.place(in: frame, content: content, context: context)
    }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { modifier.draw(view, in: &drawer) }
}

/// A modifier as a chain reader sees it, whatever its type.
package protocol ModifierApplication: PrimitiveView {
    /// The view modified.
    var content: _ViewNode { get }
    var meaning: ModifierMeaning { get }
    var layoutPriority: Double? { get }
    /// `content` with this same modifier applied.
    func wrapping(_ content: _ViewNode) -> _ViewNode
    /// The modifier, when it is of type `type`.
    func modifier<M: ViewModifierNode>(as type: M.Type) -> M?
}

/// A modifier that decides its content's size and place and draws what it placed, in order (padding, frames,
/// backgrounds, overlays).
package protocol LayoutModifier: ViewModifierNode {}

extension LayoutModifier {
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
}

/// A modifier that leaves its content's size and place alone and changes what it draws (opacity, shadows,
/// rotation, clips, layer effects): `drawing` turns the content's commands into this modifier's.
package protocol DrawingEffect: ViewModifierNode {
    func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand]
}

extension DrawingEffect {
    package func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, proposal)
    }
    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        Placement(children: [(content, frame)])
    }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let content = drawer.layer { $0.draw(view.children[0]) }
        drawer.commands += drawing(content, of: view, in: &drawer)
    }
}

/// A modifier that changes nothing drawn and nothing laid out (interaction, accessibility, tags, layout values):
/// its content is sized, placed and drawn as it is.
package protocol PassThroughModifier: ViewModifierNode {}

extension PassThroughModifier {
    package func sizeThatFits(_ proposal: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, proposal)
    }
    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        Placement(children: [(content, frame)])
    }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
    package func explicitGuides(_ size: ViewSize, content: _ViewNode, context: LayoutContext) -> [ExplicitGuide] {
        content.explicitGuides(size, in: context.childEnvironment, engine: context.engine)
    }
}

extension _ViewNode {
    /// The `layoutPriority` set on this view, through the modifiers around it; 0 when none.
    package var layoutPriority: Double {
        for modifier in modifierChain.modifiers {
            if let value = modifier.layoutPriority { return value }
        }
        return 0
    }
}

extension _ViewNode {
    /// The alignment guides this view sets itself at `size` in `environment`.
    package func explicitGuides(_ size: ViewSize, in environment: ViewEnvironment, engine: ViewLayoutEngine)
        -> [ExplicitGuide]
    {
        primitive.explicitGuides(size, context: LayoutContext(engine: engine, node: self, environment: environment))
    }
}
