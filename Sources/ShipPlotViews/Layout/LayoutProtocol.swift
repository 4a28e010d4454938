// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A type whose values can be animated, as SwiftUI's `Animatable`. An image is drawn at rest, so nothing is
/// animated; the protocol is here so layouts and shapes that declare `animatableData` compile.
public protocol Animatable {
    /// The data animated.
    associatedtype AnimatableData: VectorArithmetic
    /// The data animated (none, by default).
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type that can be interpolated, as SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

/// Animatable data of nothing, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// No data.
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// A pair of animatable values, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A size proposed to a view, as SwiftUI's layout names it: nil on an axis asks for the view's ideal size there.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width in points; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` × `height`; nil leaves that axis to the view.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Proposes 0 × 0: views choose their smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes unbounded space: views choose their largest size (a chart, its ideal size).
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Proposes nothing: views choose their ideal size (the default).
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// This proposal with each nil axis replaced by `size`'s (10 × 10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// The engine's proposal: NaN is taken as no proposal on that axis.
    package var proposal: ProposedSize {
        func axis(_ v: CGFloat?) -> Double? { v.flatMap { $0.isNaN ? nil : Double($0) } }
        return ProposedSize(width: axis(width), height: axis(height))
    }
}

/// A type that arranges views, as SwiftUI's `Layout`: the container proposes each subview a size
/// (``LayoutSubview/sizeThatFits(_:)``), reports its own size (`sizeThatFits`), then places each subview
/// (`placeSubviews`, through ``LayoutSubview/place(at:anchor:proposal:)``). The built-in stacks
/// (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``) and ``GridLayout`` are layouts on the same machinery, and
/// ``AnyLayout`` switches between layouts:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// EqualWidthHStack { Text("One"); Text("Two") }
/// ```
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// What the layout is to the views inside: a stack orientation makes `Spacer` and `Divider` extend along it.
    /// Default: no orientation.
    static var layoutProperties: LayoutProperties { get }
    /// Values the layout computes once and reuses across its calls in one layout pass. Default: none.
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache, once per layout pass (default: none).
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the cache when the subviews change (default: makes it again); an image's subviews never change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing the layout prefers around itself. Default: the union of its subviews' spacing.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview in `bounds` (the size `sizeThatFits` chose, in the parent's space).
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Where the container puts a horizontal guide, relative to `bounds`; nil (the default) leaves it to the guide.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    /// Where the container puts a vertical guide, relative to `bounds`; nil (the default) leaves it to the guide.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// A view of the views `content` builds, arranged by this layout: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> ModifiedView {
        ModifiedView(node: LayoutNode.node(self, content: content()._node))
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// What a layout is to the views inside it, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if any: `Spacer` and `Divider` inside extend along it. Default nil.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}

/// How much space a view prefers beside its neighbours, edge by edge, as SwiftUI's `ViewSpacing`. Views here
/// prefer 8 points on every edge, ShipPlot's default stack spacing.
public struct ViewSpacing: Sendable, Equatable {
    package var top: CGFloat
    package var leading: CGFloat
    package var bottom: CGFloat
    package var trailing: CGFloat

    package static let standard: CGFloat = 8

    /// The default spacing: 8 points on every edge.
    public init() { self.init(all: Self.standard) }

    private init(all value: CGFloat) { (top, leading, bottom, trailing) = (value, value, value, value) }

    /// No spacing on any edge, as for an empty view.
    public static let zero = ViewSpacing(all: 0)

    /// Takes the larger of this spacing and `other`'s on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with the larger of it and `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to put between a view with this spacing and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}

/// A key for a value a view hands its layout, as SwiftUI's `LayoutValueKey`: set with
/// `.layoutValue(key:value:)`, read in a ``Layout`` as `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// One subview of a layout, as SwiftUI's `LayoutSubview`: ask it its size for a proposal, then place it once.
public struct LayoutSubview: Equatable {
    package let node: _ViewNode
    package let index: Int
    package let context: LayoutContext
    package let placements: LayoutPlacements?

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node == b.node && a.index == b.index }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = context.size(node, proposal.proposal)
        return CGSize(width: size.width, height: size.height)
    }

    /// The size the subview chooses for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = context.size(node, proposal.proposal)
        return node.dimensions(size, context: context)
    }

    /// Places the subview with `anchor` (a point of its frame, top-leading by default) at `position`, at the
    /// size it chooses for `proposal`. Call it once per subview in `placeSubviews`; one never placed is centred in
    /// the container at the size it chooses for the container's size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = context.size(node, proposal.proposal)
        let x = Double(position.x) - Double(anchor.x) * size.width
        let y = Double(position.y) - Double(anchor.y) * size.height
        placements?.frames[index] = Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The subview's layout priority (`layoutPriority(_:)`, 0 by default): stacks size higher priorities first.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers beside its neighbours.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(key) ?? K.defaultValue
    }

    /// Whether this is a `Spacer`, which stacks size after its siblings.
    package var isSpacer: Bool { node.isSpacer }

    package init(node: _ViewNode, index: Int, context: LayoutContext, placements: LayoutPlacements?) {
        self.node = node
        self.index = index
        self.context = context
        self.placements = placements
    }
}

/// Where a layout's subviews were placed, filled while `placeSubviews` runs; private to that call.
package final class LayoutPlacements {
    package var frames: [Rect?]
    package init(count: Int) { frames = Array(repeating: nil, count: count) }
}

/// The subviews of a layout, as SwiftUI's `LayoutSubviews`: a random-access collection you can slice, each
/// slice still a `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    package let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    package init(_ all: [LayoutSubview], range: Range<Int>? = nil) {
        self.all = all
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? all.count
    }

    /// The direction subviews are laid out in: left to right here.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview { all[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(all, range: bounds) }

    /// The subviews from `bounds.lowerBound` on (`subviews[1...]`).
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews through `bounds.upperBound` (`subviews[1...2]`).
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews before `bounds.upperBound` (`subviews[..<2]`).
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews through `bounds.upperBound` (`subviews[...2]`).
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { all[$0] }
        return LayoutSubviews(picked)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a) == Array(b) }
}

nonisolated extension View {
    /// Hands `value` to the layout that places this view, under `key`, for `subview[key]` to read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedView {
        modified(LayoutValueModifier(key: ObjectIdentifier(key), value: LayoutValueBox(value: value)))
    }
}

/// A layout value set on a view; passes its content through unchanged.
package struct LayoutValueModifier: PassThroughModifier {
    package let key: ObjectIdentifier
    package let value: LayoutValueBox
    package var meaning: ModifierMeaning { .nothing }

    package init(key: ObjectIdentifier, value: LayoutValueBox) {
        self.key = key
        self.value = value
    }
}

/// The app's layout value: set once by `layoutValue(key:value:)` and only read by the layout that places the view.
package struct LayoutValueBox: @unchecked Sendable {
    // Unchecked: the app's value (`Any`), set once by `layoutValue(key:value:)` and only read by the layout.
    package let value: Any

    package init(value: Any) {
        self.value = value
    }
}

extension _ViewNode {
    /// The value this view sets for `key` through the modifiers around it (the outermost wins), or nil.
    package func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        for modifier in modifiers(LayoutValueModifier.self) where modifier.key == ObjectIdentifier(key) {
            return modifier.value.value as? K.Value
        }
        return nil
    }

    /// This view's dimensions at `size` as a child of `context`'s view, with the alignment guides it sets itself.
    package func dimensions(_ size: ViewSize, context: LayoutContext) -> ViewDimensions {
        var dimensions = ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height))
        for guide in explicitGuides(size, in: context.childEnvironment, engine: context.engine) {
            switch guide {
            case .horizontal(let id, let value):
                dimensions.explicitHorizontal[id] = dimensions.explicitHorizontal[id] ?? value
            case .vertical(let id, let value):
                dimensions.explicitVertical[id] = dimensions.explicitVertical[id] ?? value
            }
        }
        return dimensions
    }

    /// Whether this is a `Spacer`, which stacks size after its siblings.
    package var isSpacer: Bool { primitive is SpacerPrimitive }
}

/// An alignment guide a view sets itself, at its value in the view.
package enum ExplicitGuide {
    case horizontal(ObjectIdentifier, CGFloat)
    case vertical(ObjectIdentifier, CGFloat)
}

/// A layout chosen at run time, as SwiftUI's `AnyLayout`: `let layout = compact ? AnyLayout(VStackLayout()) :
/// AnyLayout(HStackLayout())`, then `layout { … }`.
public struct AnyLayout: Layout {
    package let box: any AnyLayoutBox

    /// `layout`, type-erased.
    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? ErasedLayout(layout: layout)
    }

    /// The erased layout's cache, whatever its type.
    public struct Cache {
        package var value: Any
    }

    public typealias AnimatableData = EmptyAnimatableData

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { box.explicitAlignment(.horizontal(guide), bounds, proposal, subviews, &cache.value) }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { box.explicitAlignment(.vertical(guide), bounds, proposal, subviews, &cache.value) }

    /// The stack orientation of the erased layout, for the views inside.
    package var stackOrientation: Axis? { box.stackOrientation }

    /// The layout erased.
    package var base: any Layout { box.base }
}

/// A guide asked of a layout, on either axis.
package enum AlignmentGuideQuery: Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A layout behind ``AnyLayout``.
package protocol AnyLayoutBox: Sendable {
    var stackOrientation: Axis? { get }
    /// The layout erased.
    var base: any Layout { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(
        _ guide: AlignmentGuideQuery, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat?
}

private struct ErasedLayout<L: Layout>: AnyLayoutBox {
    package let layout: L

    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var base: any Layout { layout }

    /// `body` with the typed cache in `cache`, made when it holds another layout's.
    private func with<T>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    package func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(
        _ guide: AlignmentGuideQuery, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? {
        with(&cache, subviews) { cache in
            switch guide {
            case .horizontal(let g):
                layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let g):
                layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
