// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Bounds on what a view tree may hold, so hostile input costs bounded time and memory.
package enum ViewLimits {
    /// Deeper nesting is cut here (outer modifiers are dropped) and counted.
    package static let depth = 128
    /// Children of one stack or `ForEach`.
    package static let children = 1_000
    /// Characters of one `Text`; longer text is cut with an ellipsis and counted.
    package static let characters = 2_000
    /// The largest width, height, offset or padding a view may use, in points.
    package static let dimension = 100_000.0
    /// Charts drawn into one image; more are counted and left out.
    package static let charts = 256
    /// Charts inside charts (a chart in an annotation of a chart in a view): deeper ones are left out.
    package static let chartDepth = 4
}

/// The tree a view lowers to: shared, immutable nodes, each knowing its depth and the problems below it.
package final class ViewBox: Sendable {
    /// The view this node is: it sizes, places and draws itself (and the children it holds).
    package let primitive: any PrimitiveView
    package let depth: Int
    package let problems: ViewProblems
    /// Whether a view built where it is placed (`DeferredView`) is at or below this node, so trees without one
    /// skip expansion.
    package let hasDeferred: Bool

    package init(primitive: any PrimitiveView, depth: Int, problems: ViewProblems, hasDeferred: Bool) {
        self.primitive = primitive
        self.depth = depth
        self.problems = problems
        self.hasDeferred = hasDeferred
    }
}

/// A view lowered to the layout tree (an implementation detail of ``View``).
public struct _ViewNode: Sendable, Equatable {
    package let box: ViewBox

    package static let empty = _ViewNode.make(EmptyPrimitive())

    public static func == (a: _ViewNode, b: _ViewNode) -> Bool { a.box === b.box }

    /// The view this node is.
    package var primitive: any PrimitiveView { box.primitive }

    /// A node for `primitive`; past the depth limit it keeps only its deepest child, so trees stay shallow.
    package static func make(_ primitive: any PrimitiveView) -> _ViewNode {
        // One pass over the children, with no arrays made on the way: every view of a tree is made here, and a
        // list's rows again each time their bodies are built.
        let children = primitive.children
        var deepest: _ViewNode?
        var problems = ViewProblems.none
        var deferred = primitive.isDeferred
        for child in children {
            if child.box.depth > deepest?.box.depth ?? 0 { deepest = child }
            problems = problems + child.box.problems
            deferred = deferred || child.box.hasDeferred
        }
        let depth = 1 + (deepest?.box.depth ?? 0)
        if depth > ViewLimits.depth, let deepest { return deepest.noting(.tooDeep) }
        return _ViewNode(
            box: ViewBox(primitive: primitive, depth: depth, problems: problems, hasDeferred: deferred))
    }

    /// This node with one more problem of `kind` counted.
    package func noting(_ kind: ViewProblems.Kind) -> _ViewNode { counting(box.problems.noting(kind)) }

    /// This node with one unknown symbol, `name`, counted and named.
    package func noting(unknownSymbol name: String) -> _ViewNode {
        counting(box.problems.noting(.unknownSymbol, name: name))
    }

    /// This node with one view left out for want of an environment object of type `name`.
    package func noting(missingObject name: String) -> _ViewNode {
        counting(box.problems.noting(.missingObject, name: name))
    }

    /// This node with one asset catalog image problem, `line` (the image's name and what is wrong), counted.
    package func noting(assetImage line: String) -> _ViewNode {
        counting(box.problems.noting(.assetImage, name: line))
    }

    /// This node with `problems` in place of its own count.
    package func counting(_ problems: ViewProblems) -> _ViewNode {
        _ViewNode(
            box: ViewBox(primitive: box.primitive, depth: box.depth, problems: problems, hasDeferred: box.hasDeferred))
    }

    /// The text lines this node shows, in reading order, for places that only take text.
    package var textLines: [StyledText] { primitive.textLines }

    /// Whether this is text alone, or lines of text, which the text-only drawing shows exactly.
    package var isTextOnly: Bool {
        if primitive is TextPrimitive { return true }
        guard primitive.isGroup else { return false }
        return primitive.children.allSatisfy { $0.primitive is TextPrimitive }
    }

    /// Whether this view draws nothing and takes no space.
    package var isEmpty: Bool { primitive is EmptyPrimitive }

    /// This node wrapped in `modifier`.
    package func modified<M: ViewModifierNode>(_ modifier: M) -> _ViewNode {
        .make(ModifiedNode(content: self, modifier: modifier))
    }

    /// The modifiers wrapped around this view, outermost first, and the view inside them: the one reading of a
    /// modifier chain, for every place that interprets one (axis view styles, compositing layers, a view built
    /// around the plot, layout priorities). Bounded: trees are at most `ViewLimits.depth` deep.
    package var modifierChain: (modifiers: [any ModifierApplication], base: _ViewNode) {
        var modifiers: [any ModifierApplication] = []
        var node = self
        while let modified = node.primitive.modifierApplication {
            modifiers.append(modified)
            node = modified.content
        }
        return (modifiers, node)
    }

    /// The first modifier of type `type` around this view, outermost first.
    package func modifier<M: ViewModifierNode>(_ type: M.Type) -> M? {
        for modifier in modifierChain.modifiers {
            if let found = modifier.modifier(as: type) { return found }
        }
        return nil
    }

    /// Every modifier of type `type` around this view, outermost first.
    package func modifiers<M: ViewModifierNode>(_ type: M.Type) -> [M] {
        modifierChain.modifiers.compactMap { $0.modifier(as: type) }
    }

    /// The view inside this one when this is `type` applied to it, with the modifier.
    package func applying<M: ViewModifierNode>(_ type: M.Type) -> (modifier: M, content: _ViewNode)? {
        guard let application = primitive.modifierApplication, let modifier = application.modifier(as: type) else {
            return nil
        }
        return (modifier, application.content)
    }

    package init(box: ViewBox) {
        self.box = box
    }
}

/// Bad input found while building a view, counted and reported as chart diagnostics.
package struct ViewProblems: Sendable, Equatable {
    package enum Kind: Int, Sendable, CaseIterable {
        case unknownSymbol, tooDeep, tooMany, longText, invalidValue, missingObject, assetImage, longDrawing
    }
    package var counts: [Int]
    /// For each kind, the names the diagnostic gives (unknown symbols, the types of missing environment
    /// objects, asset images with what is wrong), each once in the order found, at most `namesShown`.
    package var names: [[String]]
    package static let namesShown = 8

    /// No problems: every view's count starts as this one, sharing its storage.
    package static let none = ViewProblems(
        counts: Array(repeating: 0, count: Kind.allCases.count), names: Array(repeating: [], count: Kind.allCases.count)
    )

    package var isEmpty: Bool { counts.allSatisfy { $0 == 0 } }

    package static func + (a: ViewProblems, b: ViewProblems) -> ViewProblems {
        guard !b.isEmpty else { return a }
        var sum = a
        for i in sum.counts.indices {
            sum.counts[i] += b.counts[i]
            for name in b.names[i] where sum.names[i].count < namesShown && !sum.names[i].contains(name) {
                sum.names[i].append(name)
            }
        }
        return sum
    }

    package static func - (a: ViewProblems, b: ViewProblems) -> ViewProblems {
        guard !a.isEmpty, !b.isEmpty else { return a }
        var difference = a
        for i in difference.counts.indices {
            difference.counts[i] = max(0, difference.counts[i] - b.counts[i])
            // The names only `a` found, or (a name found again) all of `a`'s while some problem of the kind remains.
            let own = a.names[i].filter { !b.names[i].contains($0) }
            difference.names[i] = difference.counts[i] == 0 ? [] : own.isEmpty ? a.names[i] : own
        }
        return difference
    }

    /// This count with one more problem of `kind`, and its name.
    package func noting(_ kind: Kind, name: String? = nil) -> ViewProblems {
        var one = ViewProblems()
        one.counts[kind.rawValue] = 1
        if let name { one.names[kind.rawValue] = [name] }
        return self + one
    }

    /// The names found for `kind`, for its diagnostic.
    private func named(_ kind: Kind, quoted: Bool) -> String {
        let list = names[kind.rawValue]
        return list.isEmpty ? "" : ": " + list.map { quoted ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }

    /// One line per kind of problem, in a fixed order.
    package var messages: [String] {
        Kind.allCases.compactMap { kind in
            let n = counts[kind.rawValue]
            guard n > 0 else { return nil }
            switch kind {
            case .unknownSymbol:
                return "\(n) unknown symbol name\(n == 1 ? "" : "s") in views drawn as empty frames"
                    + named(.unknownSymbol, quoted: true)
            case .tooDeep:
                return "\(n) view\(n == 1 ? "" : "s") nested deeper than \(ViewLimits.depth) levels cut short"
            case .tooMany: return "\(n) view list\(n == 1 ? "" : "s") longer than \(ViewLimits.children) cut short"
            case .longText:
                return "\(n) text\(n == 1 ? "" : "s") longer than \(ViewLimits.characters) characters cut short"
            case .invalidValue:
                return "\(n) view\(n == 1 ? "" : "s") with a non-finite, negative or oversized length drawn without it"
            case .missingObject:
                return "\(n) view\(n == 1 ? "" : "s") left out: no ancestor sets the environment object "
                    + "\(n == 1 ? "it reads" : "they read") with .environmentObject(_:) or .environment(_:)"
                    + named(.missingObject, quoted: false)
            case .assetImage:
                return "\(n) asset image problem\(n == 1 ? "" : "s"): " + names[kind.rawValue].joined(separator: "; ")
            case .longDrawing:
                return
                    "\(n) canvas\(n == 1 ? "" : "es") drawing more than \(GraphicsContext.operationLimit) operations cut short"
            }
        }
    }

    package init(counts: [Int], names: [[String]]) {
        self.counts = counts
        self.names = names
    }

    /// No problems.
    package init() { self = .none }
}

/// A length from the user: nil when it is NaN, infinite, negative (when `allowsNegative` is false) or larger than
/// the view limit, so the caller counts it and ignores it.
package func validLength(_ value: CGFloat?, allowsNegative: Bool = false) -> (value: Double?, bad: Bool) {
    guard let value else { return (nil, false) }
    let v = Double(value)
    guard v.isFinite, abs(v) <= ViewLimits.dimension, allowsNegative || v >= 0 else { return (nil, true) }
    return (v, false)
}
