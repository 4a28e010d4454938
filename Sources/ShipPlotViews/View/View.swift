// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A piece of SwiftUI-style interface a chart can draw wherever Swift Charts takes a view: annotations, symbols,
/// legends and axis labels. Views here are static: laid out once with SwiftUI's proposal model (the parent
/// proposes a size, the child chooses its size, the parent places it) and drawn into the chart's image.
///
/// Write your own views as in SwiftUI, by composing others in `body`.
@MainActor @preconcurrency
public protocol View {
    /// The view this type is made of.
    associatedtype Body: View
    /// The content of a custom view; built-in views have `Never` here.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
    /// This view lowered to the layout tree. Built-in views implement it; custom views get it from `body`.
    nonisolated var _node: _ViewNode { get }
}

nonisolated extension View {
    public var _node: _ViewNode {
        DeferredView.node(for: self) { view in buildBody(of: view) { $0.body }._node }
    }

    /// The text this view shows, line by line, for places that only take text (axis titles, text legends).
    public var _textLines: [StyledText] { _node.textLines }
}

nonisolated extension View where Body == Never {
    /// Built-in views have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
    public var _node: _ViewNode { .empty }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var _node: _ViewNode { .empty }
}

/// A line of text with its font and colour, as an annotation or label draws it.
public struct StyledText: Sendable, Equatable {
    package var text: LocalText
    package var font: Font?
    package var color: Color?

    /// The line as `environment` writes it.
    package func string(in environment: TextEnvironment) -> String { text.string(in: environment) }

    package init(string: String, font: Font?, color: Color?) {
        self.init(text: .plain(string), font: font, color: color)
    }

    package init(text: LocalText, font: Font?, color: Color?) {
        self.text = text
        self.font = font
        self.color = color
    }

    public static func == (a: StyledText, b: StyledText) -> Bool {
        let standard = TextEnvironment()
        return a.string(in: standard) == b.string(in: standard) && a.font == b.font && a.color == b.color
    }
}

/// A view that draws nothing and takes no space.
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}
    public var _node: _ViewNode { .empty }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var _node: _ViewNode { self?._node ?? .empty }
}

/// Several views in a row, as a `@ViewBuilder` block produces them; the enclosing stack lays them out (a
/// chart's annotation stacks them vertically).
nonisolated public struct TupleView: View {
    package let children: [_ViewNode]
    public var _node: _ViewNode { .make(GroupPrimitive(children: children)) }

    package init(children: [_ViewNode]) {
        self.children = children
    }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    package let node: _ViewNode
    package init(node: _ViewNode) { self.node = node }
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) { node = view._node }
    /// Erases the type of `view`, or nil when it cannot (never here).
    public init?(erasing view: some View) { node = view._node }
    public var _node: _ViewNode { node }
}

/// Views grouped without changing their layout, as SwiftUI's `Group`.
public struct Group<Content> {
    package let node: _ViewNode

    package init(node: _ViewNode) {
        self.node = node
    }
}

nonisolated extension Group: View where Content: View {
    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = content()._node }
    public var _node: _ViewNode { node }
}

nonisolated extension ForEach: View where Content: View {
    /// A view for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, content: content, elementID: { AnyHashable($0[keyPath: id]) })
    }

    /// A view for each element of `data`, identified by its `Identifiable` id.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, content: content, elementID: { AnyHashable($0.id) })
    }

    /// A view for each integer in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content, elementID: { AnyHashable($0) })
    }

    public var _node: _ViewNode {
        // A view holds at most `ViewLimits.children` elements; the rest are counted, not built.
        var nodes: [_ViewNode] = []
        for element in data.prefix(ViewLimits.children) { nodes.append(content(element)._node) }
        var node = _ViewNode.make(GroupPrimitive(children: nodes))
        if data.count > ViewLimits.children { node = node.noting(.tooMany) }
        return node
    }
}

/// Content whose views carry ids a picker can compare with its selection, as a `ForEach`'s elements do.
package protocol ElementTaggedViews {
    /// The id of each view `_node` holds, in order (nil when not kept).
    var elementTags: [AnyHashable]? { get }
}

nonisolated extension ForEach: ElementTaggedViews where Content: View {
    package var elementTags: [AnyHashable]? { elementID.map { id in data.prefix(ViewLimits.children).map(id) } }
}

/// The result builder for view content: up to any number of views, `if`, `if`/`else` and `switch`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView {
        var nodes: [_ViewNode] = []
        for view in repeat each views { nodes.append(view._node) }
        return TupleView(children: nodes)
    }
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    public static func buildIf<V: View>(_ view: V?) -> V? { view }
    public static func buildEither<V: View>(first: V) -> AnyView { AnyView(first) }
    public static func buildEither<V: View>(second: V) -> AnyView { AnyView(second) }
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
}

/// Repeats content for each element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements iterated.
    public let data: Data
    package let content: (Data.Element) -> Content
    /// Each element's id, for a picker of views to compare with its selection (nil: not kept).
    package var elementID: ((Data.Element) -> AnyHashable)? = nil

    package init(
        data: Data, content: @escaping (Data.Element) -> Content, elementID: ((Data.Element) -> AnyHashable)? = nil
    ) {
        self.data = data
        self.content = content
        self.elementID = elementID
    }
}
