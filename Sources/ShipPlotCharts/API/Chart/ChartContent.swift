// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Anything that can appear inside a `Chart { … }`: marks, `ForEach`, groups, and your own types that
/// compose marks in `body`.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this type is made of.
    associatedtype Body: ChartContent
    /// The content this type is made of; primitive marks have `Never` here.
    @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
    /// Lowers this content to plain mark values. Implemented by the primitives; custom content gets it from `body`.
    nonisolated func _collect(into collector: inout ChartContentCollector)
}

nonisolated extension ChartContent {
    public func _collect(into collector: inout ChartContentCollector) {
        buildBody(of: self) { $0.body }._collect(into: &collector)
    }
}

/// Gathers the marks a chart's content lowers to, in declaration order.
public struct ChartContentCollector {
    var marks: [MarkSpec] = []
    /// How many `.mask { }` layers the content has opened, so each gets its own number.
    var maskCount = 0
    /// How many blurs the content applies, and how many of them had a radius that is not a length.
    var blurs = (count: 0, invalid: 0)

    init() {}

    mutating func add(_ mark: MarkSpec) {
        var mark = mark
        mark.index = marks.count
        marks.append(mark)
    }

    /// Applies `change` to the style of every mark from `start` on that `applies` to. Marks that share a style
    /// get the same changed style: computed once, still shared afterwards. The original is kept alive in the
    /// table so its identity cannot be reused while the loop runs.
    mutating func restyleMarks(
        from start: Int, where applies: (MarkStyle) -> Bool = { _ in true }, _ change: (inout MarkStyle) -> Void
    ) {
        var done: [ObjectIdentifier: (before: MarkStyle, after: MarkStyle)] = [:]
        for i in start..<marks.count where applies(marks[i].style) {
            let before = marks[i].style
            if let shared = done[before.identity] {
                marks[i].style = shared.after
            } else {
                change(&marks[i].style)
                done[before.identity] = (before, marks[i].style)
            }
        }
    }
}

nonisolated extension Never: ChartContent {
    /// `Never` has no content.
    public typealias Body = Never
    public var body: Never { self }
    public func _collect(into collector: inout ChartContentCollector) {}
}

/// Content with no marks: what an empty builder block produces.
nonisolated public struct EmptyChartContent: ChartContent {
    /// Creates empty content.
    public init() {}
    public var body: Never { fatalError("EmptyChartContent is primitive") }
    public func _collect(into collector: inout ChartContentCollector) {}
}

/// Several pieces of content side by side, as a builder block produces them.
nonisolated public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { fatalError("TupleChartContent is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        for item in repeat each content {
            item._collect(into: &collector)
        }
    }
}

/// One of two pieces of content, chosen by an `if`/`else` or `switch` in a builder.
nonisolated public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { fatalError("BuilderConditional is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        switch storage {
        case .trueContent(let content): content._collect(into: &collector)
        case .falseContent(let content): content._collect(into: &collector)
        }
    }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional content is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        self?._collect(into: &collector)
    }
}

/// Type-erased chart content.
nonisolated public struct AnyChartContent: ChartContent {
    private let collect: (inout ChartContentCollector) -> Void

    /// Erases the type of `content`.
    public init(_ content: any ChartContent) {
        collect = { content._collect(into: &$0) }
    }

    /// Erases the type of `content`.
    public init<C: ChartContent>(erasing content: C) {
        collect = { content._collect(into: &$0) }
    }

    public var body: Never { fatalError("AnyChartContent is primitive") }

    public func _collect(into collector: inout ChartContentCollector) { collect(&collector) }
}

/// Groups content so modifiers can apply to all of it: `Plot { LineMark(…); PointMark(…) }.foregroundStyle(.red)`.
nonisolated public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content

    /// Groups the content built by `content`.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Plot is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        content._collect(into: &collector)
    }
}

/// The result builder behind `Chart { … }`: blocks, `if`, `if`/`else`, `switch` and `ForEach` (no `for` loops,
/// as in Swift Charts).
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content)
        -> TupleChartContent<repeat each Content>
    {
        TupleChartContent(repeat each content)
    }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(first: TrueContent)
        -> BuilderConditional<TrueContent, FalseContent>
    {
        BuilderConditional(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(second: FalseContent)
        -> BuilderConditional<TrueContent, FalseContent>
    {
        BuilderConditional(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(erasing: content)
    }
}

nonisolated extension ForEach: ChartContent where Content: ChartContent {
    /// Content for each element of `data`, identified by the key path `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, content: content)
    }

    /// Content for each element of `data`, identified by its `Identifiable` id.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, content: content)
    }

    /// Content for each integer in `data`.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content)
    }

    public var body: Never { fatalError("ForEach is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        // By index rather than by iterator: finding the iterator type of a conditionally conforming collection
        // (`Range<Int>`) makes the runtime search every conformance record of the process.
        var index = data.startIndex
        while index != data.endIndex {
            content(data[index])._collect(into: &collector)
            data.formIndex(after: &index)
        }
    }
}
