// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Rows in sections, as SwiftUI's `List`, drawn as iOS draws it at rest in its ``ListStyle`` (by default inset
/// grouped, as on iPhone): it takes the whole size it is offered, fills it with the style's background and shows
/// its rows from the top; rows below the bottom edge are cut, as a screen shows them before scrolling. Rows
/// outside a `Section` form sections of their own. Selection is not drawn.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    package init(node: _ViewNode) {
        self.node = node
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = ListPrimitive.node(content()._node) }

    /// A list of a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        node = ListPrimitive.node(ForEach(data, content: rowContent)._node)
    }

    /// A list of a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        node = ListPrimitive.node(ForEach(data, id: id, content: rowContent)._node)
    }

    /// A list of a row for each integer in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        node = ListPrimitive.node(ForEach(data, content: rowContent)._node)
    }
}

extension List {
    /// A list of the rows built by `content`; the selection is not drawn.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        node = ListPrimitive.node(content()._node)
    }

    /// A list of the rows built by `content`; the selection is not drawn.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        node = ListPrimitive.node(content()._node)
    }

    /// A list of a row for each element of `data`; the selection is not drawn.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        node = ListPrimitive.node(ForEach(data, content: rowContent)._node)
    }
}

/// A form of settings rows, as SwiftUI's `Form` on iPhone: its sections drawn grouped, as an inset grouped list,
/// whatever list style is set around it.
nonisolated public struct Form<Content: View>: View {
    package let node: _ViewNode
    /// A form of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = ListPrimitive.node(content()._node, isForm: true) }
    public var _node: _ViewNode { node }
}

/// One row of a list: its view and the settings it (or its section, or its `ForEach`) gives the list.
package struct ListRow: Sendable {
    package let node: _ViewNode
    package let traits: ListRowTraits
}

/// One section of a list: its header and footer dressed for each look, its rows, and its own settings.
package struct ListSection: Sendable {
    package let dress: SectionDress
    package let hasHeader: Bool
    package let hasFooter: Bool
    package let rows: [ListRow]
    package let traits: ListRowTraits
}

/// A list or form: its content read into sections once, when it is built (and again when views built where
/// they are placed change it); laid out and drawn by ``ListPlanner`` in the look of its environment.
package struct ListPrimitive: PrimitiveView {
    package let content: _ViewNode
    package let isForm: Bool
    package let sections: [ListSection]

    package static func node(_ content: _ViewNode, isForm: Bool = false) -> _ViewNode {
        let list = ListPrimitive(content: content, isForm: isForm)
        let node = _ViewNode.make(list)
        return list.rowCount > ViewLimits.children ? node.noting(.tooMany) : node
    }

    package init(content: _ViewNode, isForm: Bool) {
        self.content = content
        self.isForm = isForm
        sections = ListPrimitive.sections(of: content)
    }

    private var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    package var children: [_ViewNode] { [content] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        ListPrimitive(content: children[0], isForm: isForm)
    }
    package var textLines: [StyledText] { content.textLines }

    package func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment {
        guard !environment.values.isInListRows else { return environment }
        var inner = environment
        inner.values.isInListRows = true
        return inner
    }

    /// The look the list draws in: a form's is always grouped.
    private func look(_ environment: ViewEnvironment) -> _ListLook {
        isForm ? .insetGrouped : environment.values.listLook
    }

    /// A list's width when none is offered: an iPhone 15's.
    package static let idealWidth = 393.0

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        let width = proposal.width ?? Self.idealWidth
        if let height = proposal.height { return ViewSize(width: width, height: height) }
        let frame = Rect(x: 0, y: 0, width: width, height: .infinity)
        var planner = ListPlanner(list: self, look: look(context.environment), frame: frame, context: context)
        return ViewSize(width: width, height: planner.plan().height)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        var planner = ListPlanner(list: self, look: look(context.environment), frame: frame, context: context)
        let plan = planner.plan()
        var drawing = plan.drawing
        drawing.clip = frame
        drawing.background =
            context.environment.values.scrollContentBackground == .hidden
            ? nil : Color(semantic: planner.appearance.background)
        return Placement(children: plan.placed, payload: drawing)
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        guard let drawing = view.payload as? ListDrawing else { return drawer.drawChildren(of: view) }
        drawer.commands.append(.pushClip(drawing.clip))
        if let background = drawing.background {
            drawer.commands.append(.fill(.rect(drawing.clip), drawer.resolve(background)))
        }
        for fill in drawing.fills { drawer.commands.append(.fill(fill.path, drawer.resolve(fill.color))) }
        drawer.drawChildren(of: view)
        for line in drawing.lines { drawer.commands.append(.fill(.rect(line.rect), drawer.resolve(line.color))) }
        drawer.commands.append(.popClip)
    }
}

extension ListPrimitive {
    /// `content` read into sections: each `Section` one, and each run of rows between them one more.
    package static func sections(of content: _ViewNode) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [ListRow] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            sections.append(ListSection(rows: loose, traits: ListRowTraits()))
            loose = []
        }
        for item in rowNodes(content) {
            guard let section = item.modifierChain.base.primitive as? SectionPrimitive else {
                loose.append(ListRow(node: item, traits: ListRowTraits(of: item, over: ListRowTraits())))
                continue
            }
            closeLoose()
            // The modifiers written on a section reach its rows, header and footer, as those on a group do.
            let around = item.modifierChain.modifiers
            func dressed(_ node: _ViewNode) -> _ViewNode { around.reversed().reduce(node) { $1.wrapping($0) } }
            let rows = rowNodes(section.content).map(dressed).map {
                ListRow(node: $0, traits: ListRowTraits(of: $0, over: ListRowTraits()))
            }
            let traits = ListRowTraits(of: item, over: ListRowTraits())
            sections.append(ListSection(section, rows: rows, traits: traits, dressed: dressed))
        }
        closeLoose()
        return sections
    }

    /// The rows `node` holds: groups (`ForEach`, `Group`, view builder blocks) spread into their views, the
    /// modifiers written on a group given to each of its views, as SwiftUI gives them; at most
    /// `ViewLimits.children` and one more, so the list can tell it was cut.
    package static func rowNodes(_ node: _ViewNode) -> [_ViewNode] {
        var rows: [_ViewNode] = []
        var pending: [(node: _ViewNode, around: [any ModifierApplication])] = [(node, [])]
        while let item = pending.popLast(), rows.count <= ViewLimits.children {
            let (modifiers, base) = item.node.modifierChain
            if base.primitive.isGroup {
                pending += base.primitive.children.reversed().map { ($0, item.around + modifiers) }
            } else if !base.isEmpty {
                rows.append(item.around.reversed().reduce(item.node) { $1.wrapping($0) })
            }
        }
        return rows
    }
}

extension ListSection {
    /// A section of loose rows, with no header or footer.
    init(rows: [ListRow], traits: ListRowTraits) {
        self.init(
            dress: SectionDress(header: .empty, footer: .empty), hasHeader: false, hasFooter: false, rows: rows,
            traits: traits)
    }

    /// The section `section` declares, with `rows` read from its content and its header and footer `dressed` in
    /// the modifiers written on it.
    init(
        _ section: SectionPrimitive, rows: [ListRow], traits: ListRowTraits, dressed: (_ViewNode) -> _ViewNode
    ) {
        let (header, footer) = (section.header, section.footer)
        self.init(
            dress: SectionDress(
                header: header.isEmpty ? header : dressed(header), footer: footer.isEmpty ? footer : dressed(footer)),
            hasHeader: !header.isEmpty, hasFooter: !footer.isEmpty, rows: rows, traits: traits)
    }
}
