// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A custom view (or view modifier) whose body reads the environment with `@Environment` or
/// `@EnvironmentObject`: its body is built when the view engine reaches it, in the environment of its place, as
/// SwiftUI builds it. Views that read nothing from the environment are built at once, as before.
struct DeferredBody: @unchecked Sendable {
    // The view's value and its readers are the user's; they are only used under `lock`, on the rendering thread.
    private let readers: [EnvironmentReading]
    private let build: () -> _ViewNode

    /// The node of a view with `readers`, built by `build` once its environment is known; `build` alone when
    /// the view reads nothing.
    static func node(readers: [EnvironmentReading], build: @escaping () -> _ViewNode) -> _ViewNode {
        guard !readers.isEmpty else { return build() }
        return .make(.deferred(DeferredBody(readers: readers, build: build)))
    }

    /// The environment readers among `value`'s stored properties (property wrappers store themselves there).
    static func readers(of value: Any) -> [EnvironmentReading] {
        Mirror(reflecting: value).children.compactMap { $0.value as? EnvironmentReading }
    }

    /// Serializes filling the readers and building the body: a view value may be drawn by renderers on several
    /// threads, each in its own environment. Recursive, since a body may build views whose bodies it builds.
    private static let lock = NSRecursiveLock()

    /// The body built in `values`, or an empty view counting each object the view reads that no ancestor set.
    func node(in values: EnvironmentValues) -> _ViewNode {
        let missing = readers.compactMap { $0.missingObject(in: values) }
        guard missing.isEmpty else {
            return missing.reduce(_ViewNode.make(.empty)) { $0.noting(missingObject: $1) }
        }
        return Self.lock.withLock {
            for reader in readers { reader.slot.values = values }
            defer { for reader in readers { reader.slot.values = nil } }
            return build()
        }
    }
}

/// Where an environment property wrapper reads the environment while its view's body is built.
final class EnvironmentSlot: @unchecked Sendable {
    // Set and cleared under DeferredBody's lock, around the body it is read in.
    var values: EnvironmentValues?
}

/// A property wrapper that reads the environment of the view it is stored in.
protocol EnvironmentReading {
    var slot: EnvironmentSlot { get }
    /// The type name of the object this reader needs and `values` lacks; nil when it has what it reads.
    func missingObject(in values: EnvironmentValues) -> String?
}

extension _ViewNode {
    /// This tree with every deferred body below it built in the environment of its place: `env`, changed by
    /// the `.environment` modifiers on the way down. A stack's deferred child that builds several views
    /// becomes that many children, as a view built at once would. Trees with nothing deferred come back as they
    /// are; deferred bodies that build deferred bodies stop at `ViewLimits.depth`.
    func expanded(_ env: ViewEnvironment, depth: Int = 0) -> _ViewNode {
        guard box.hasDeferred else { return self }
        guard depth < ViewLimits.depth else { return _ViewNode.make(.empty).noting(.tooDeep) }
        let next = depth + 1
        switch box.kind {
        case .deferred(let body): return body.node(in: env.values).expanded(env, depth: next)
        case .group(let children): return rebuilt(.group(children.map { $0.expanded(env, depth: next) }))
        case .stack(let axis, let alignment, let spacing, let children):
            let (expanded, problems) = Self.expandedChildren(children, env, depth: next)
            return rebuilt(
                .stack(axis: axis, alignment: alignment, spacing: spacing, children: expanded), childProblems: problems)
        case .firstFitting(let axes, let children):
            let (expanded, problems) = Self.expandedChildren(children, env, depth: next)
            return rebuilt(.firstFitting(axes: axes, children: expanded), childProblems: problems)
        case .label(let both, let title, let icon):
            return rebuilt(
                .label(
                    both: both.expanded(env, depth: next), title: title.expanded(env, depth: next),
                    icon: icon.expanded(env, depth: next)))
        case .modified(let child, let modifier):
            let inner = if case .environment(let change) = modifier { env.applying(change) } else { env }
            return rebuilt(.modified(child.expanded(inner, depth: next), modifier))
        default: return self
        }
    }

    /// `children` expanded, a deferred child that built several views spread into them, and the problems of
    /// everything built (an empty view left out for a missing object is dropped, its problem kept).
    private static func expandedChildren(
        _ children: [_ViewNode], _ env: ViewEnvironment, depth: Int
    ) -> ([_ViewNode], ViewProblems) {
        var result: [_ViewNode] = []
        var problems = ViewProblems()
        for child in children {
            let expanded = child.expanded(env, depth: depth)
            problems = problems + expanded.box.problems
            guard case .deferred = child.box.kind else {
                result.append(expanded)
                continue
            }
            let (spread, cut) = flattenedChildren(expanded)
            if cut { problems = problems.noting(.tooMany) }
            result += spread
        }
        if result.count > ViewLimits.children {
            result.removeLast(result.count - ViewLimits.children)
            problems = problems.noting(.tooMany)
        }
        return (result, problems)
    }

    /// A node of `kind` that keeps the problems counted on this node itself (a list cut short, a bad length);
    /// `childProblems`, when given, stands for its children's.
    private func rebuilt(_ kind: ViewKind, childProblems: ViewProblems? = nil) -> _ViewNode {
        let own = box.problems - _ViewNode.children(of: box.kind).reduce(ViewProblems()) { $0 + $1.box.problems }
        let node = _ViewNode.make(kind)
        return node.counting((childProblems ?? node.box.problems) + own)
    }
}
