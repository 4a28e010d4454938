// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A size offered to a view; nil on an axis asks for the view's ideal size there.
package struct ProposedSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    package init(_ size: ViewSize) { self.init(width: size.width, height: size.height) }

    package func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

/// A size a view chose, in points.
package struct ViewSize: Equatable, Sendable {
    package var width: Double
    package var height: Double

    package static let zero = ViewSize(width: 0, height: 0)

    package func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// SwiftUI's layout for one tree: the parent proposes a size, the child chooses its size (`size`), the parent
/// places it (`place`), which yields the placed tree drawing walks. Each view's own type answers both questions
/// (``PrimitiveView``); the engine caches sizes per node, proposal and inherited text settings, keeps each custom
/// ``Layout``'s cache, and a visit budget bounds the work for any tree. Private to one layout of one tree.
package final class ViewLayoutEngine {
    package let measurer: TextMeasurer
    /// The font for text that sets none (the chart's label font).
    package let defaultFont: FontSpec
    private var cache: [CacheKey: ViewSize] = [:]
    private var budget = 100_000
    /// The sizes asked of views so far, answered from the cache or worked out: the layout's work, as tests count it.
    package private(set) var sizesAsked = 0
    /// Each custom layout's cache, by node and inherited settings, made once and kept across its calls.
    package var layoutCaches: [CacheKey: Any] = [:]

    package struct CacheKey: Hashable {
        package let node: ObjectIdentifier
        package let proposal: ProposedSize?
        package let env: SizeEnvironment

        package init(node: ObjectIdentifier, proposal: ProposedSize?, env: SizeEnvironment) {
            self.node = node
            self.proposal = proposal
            self.env = env
        }
    }

    /// The parts of the environment that change sizes, hashed once: a view's children share it, and every size
    /// asked of one hashes it again.
    package struct SizeEnvironment: Hashable {
        package let font: Font?
        package let bold: Bool
        package let italic: Bool
        package let minimumScaleFactor: Double
        package let lineLimit: Int?
        package let stackAxis: Axis?
        package let imageScale: Double
        package let labelStyle: LabelStyleKind
        private let hash: Int

        package init(_ env: ViewEnvironment) {
            font = env.font
            bold = env.bold
            italic = env.italic
            minimumScaleFactor = env.minimumScaleFactor
            lineLimit = env.lineLimit
            stackAxis = env.stackAxis
            imageScale = env.imageScale
            labelStyle = env.labelStyle
            var hasher = Hasher()
            hasher.combine(font)
            hasher.combine(bold)
            hasher.combine(italic)
            hasher.combine(minimumScaleFactor)
            hasher.combine(lineLimit)
            hasher.combine(stackAxis)
            hasher.combine(imageScale)
            hasher.combine(labelStyle)
            hash = hasher.finalize()
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// An engine measuring text with `measurer`, each string in each face once.
    package init(measurer: TextMeasurer, defaultFont: FontSpec) {
        self.measurer = MemoizedTextMeasurer(measurer)
        self.defaultFont = defaultFont
    }

    /// The size `node` chooses when offered `proposal` in `env` (whose size-changing parts are `sizeEnv`, when
    /// the caller has them already).
    package func size(
        _ node: _ViewNode, _ proposal: ProposedSize, _ env: ViewEnvironment, sizeEnv: SizeEnvironment? = nil
    ) -> ViewSize {
        sizesAsked += 1
        let key = CacheKey(node: ObjectIdentifier(node.box), proposal: proposal, env: sizeEnv ?? SizeEnvironment(env))
        if let known = cache[key] { return known }
        guard budget > 0 else { return .zero }
        budget -= 1
        let size = node.primitive.sizeThatFits(proposal, in: LayoutContext(engine: self, node: node, environment: env))
        let safe = ViewSize(width: Self.finite(size.width), height: Self.finite(size.height))
        cache[key] = safe
        return safe
    }

    /// The size `node` chose when offered `proposal` in an environment whose size-changing parts are `sizeEnv`, if
    /// it was asked in this layout (not counted as work: nothing is worked out).
    package func knownSize(_ node: _ViewNode, _ proposal: ProposedSize, _ sizeEnv: SizeEnvironment) -> ViewSize? {
        cache[CacheKey(node: ObjectIdentifier(node.box), proposal: proposal, env: sizeEnv)]
    }

    /// A length kept inside the view limits (infinite proposals come back as the limit).
    package static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), ViewLimits.dimension)
    }

    /// `node` given `frame` in `env`, and each of its children placed in turn: the placed tree drawing walks.
    package func place(_ node: _ViewNode, in frame: Rect, _ env: ViewEnvironment) -> PlacedNode {
        let context = LayoutContext(engine: self, node: node, environment: env)
        let placement = node.primitive.place(in: frame, context: context)
        let inner = context.childEnvironment
        let children = placement.children.map { place($0.node, in: $0.frame, inner) }
        return PlacedNode(
            node: node, frame: frame, environment: env, children: children, payload: placement.payload,
            problems: placement.problems)
    }
}

/// What a view's own type is handed while it is sized or placed: its environment, and its children's sizes
/// through the engine's cache.
package struct LayoutContext {
    package let engine: ViewLayoutEngine
    /// The node being laid out.
    package let node: _ViewNode
    private let scope: Scope

    /// The environment the view inherits.
    package var environment: ViewEnvironment { scope.environment }

    /// The environment the view's children inherit (its own, as the view changes it).
    package var childEnvironment: ViewEnvironment { scope.inner(node).environment }

    /// The size `child` chooses when offered `proposal`, in the children's environment.
    package func size(_ child: _ViewNode, _ proposal: ProposedSize) -> ViewSize {
        let inner = scope.inner(node)
        return engine.size(child, proposal, inner.environment, sizeEnv: inner.sizeEnv)
    }

    /// The size `child` chooses when offered `proposal` in `environment`.
    package func size(_ child: _ViewNode, _ proposal: ProposedSize, in environment: ViewEnvironment) -> ViewSize {
        engine.size(child, proposal, environment)
    }

    package var measurer: TextMeasurer { engine.measurer }

    /// The proposal this view is placed in `frame` with: `frame`'s size, but none along an axis where the view was
    /// sized with none and given just the length it chose (a scroll view's content), as SwiftUI places a view
    /// with the proposal it sized it with.
    package func placementProposal(_ frame: Rect) -> ProposedSize {
        var proposal = ProposedSize(width: frame.width, height: frame.height)
        let env = ViewLayoutEngine.SizeEnvironment(environment)
        if let ideal = engine.knownSize(node, ProposedSize(width: frame.width, height: nil), env),
            abs(ideal.height - frame.height) < 0.01
        {
            proposal.height = nil
        }
        if let ideal = engine.knownSize(node, ProposedSize(width: nil, height: frame.height), env),
            abs(ideal.width - frame.width) < 0.01
        {
            proposal.width = nil
        }
        return proposal
    }

    package init(engine: ViewLayoutEngine, node: _ViewNode, environment: ViewEnvironment) {
        self.engine = engine
        self.node = node
        scope = Scope(environment)
    }

    /// What one view inherits and what its children do, worked out once: a stack asks its children's sizes many
    /// times, and its subviews each carry the context, which copies as three references.
    private final class Scope {
        let environment: ViewEnvironment
        private var children: (environment: ViewEnvironment, sizeEnv: ViewLayoutEngine.SizeEnvironment)?

        init(_ environment: ViewEnvironment) { self.environment = environment }

        /// The environment `node`'s children inherit, and the parts of it that change sizes.
        func inner(_ node: _ViewNode) -> (environment: ViewEnvironment, sizeEnv: ViewLayoutEngine.SizeEnvironment) {
            if let children { return children }
            let environment = node.primitive.childEnvironment(environment)
            let made = (environment, ViewLayoutEngine.SizeEnvironment(environment))
            children = made
            return made
        }
    }
}

/// A view laid out: where it is, what it inherits, its children placed in turn, and what drawing reads of its
/// layout. A value: layout builds it once and drawing walks it once.
package struct PlacedNode: Sendable {
    package let node: _ViewNode
    package let frame: Rect
    package let environment: ViewEnvironment
    package let children: [PlacedNode]
    /// What the view's type kept from placing for its drawing (a text's lines).
    package let payload: (any Sendable)?
    /// Problems in views built while placing this one (a `GeometryReader`'s content).
    package let problems: ViewProblems

    package init(
        node: _ViewNode, frame: Rect, environment: ViewEnvironment, children: [PlacedNode], payload: (any Sendable)?,
        problems: ViewProblems
    ) {
        self.node = node
        self.frame = frame
        self.environment = environment
        self.children = children
        self.payload = payload
        self.problems = problems
    }
}
