// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
@_spi(Reflection) import Swift

/// A custom view (or view modifier) whose body reads the environment (`@Environment`, `@EnvironmentObject`, or a
/// ``DynamicProperty`` holding them): its body is built where the engine places it, in that place's environment,
/// as SwiftUI builds it. Each build copies the view value and gives the copy's properties their environment, as
/// SwiftUI's `DynamicProperty` storage does, so renders on many threads never share or wait on anything.
/// Views that read nothing from the environment are built at once.
package struct DeferredView: PrimitiveView, @unchecked Sendable {
    // Unchecked: the app's view value and body closure: copied for each build and only used on the rendering thread.
    private let build: (EnvironmentValues) -> (node: _ViewNode, missing: [String])

    /// The node of `view`, whose body `body` builds: deferred when the view has environment readers, built now
    /// otherwise.
    package static func node<V>(for view: V, body: @escaping (V) -> _ViewNode) -> _ViewNode {
        let readers = EnvironmentReaders(of: V.self)
        guard !readers.isEmpty else { return body(view) }
        return .make(
            DeferredView { values in
                var copy = view
                let missing = readers.install(values, in: &copy)
                return missing.isEmpty ? (body(copy), []) : (.empty, missing)
            })
    }

    /// A view built where it is placed from what the environment there says (a control's style, the tint): the
    /// node `build` makes in that place's environment values.
    package static func environmental(_ build: @escaping (EnvironmentValues) -> _ViewNode) -> _ViewNode {
        .make(DeferredView { (build($0), []) })
    }

    /// The body built in `values`, or an empty view counting each object the view reads that no ancestor set.
    package func node(in values: EnvironmentValues) -> _ViewNode {
        let (node, missing) = build(values)
        return missing.reduce(missing.isEmpty ? node : _ViewNode.make(EmptyPrimitive())) {
            $0.noting(missingObject: $1)
        }
    }

    // Only views a tree built while laying out carries get here unbuilt (a geometry reader's content is built
    // before it is placed); built in the environment of the place, they lay out and draw as the body would.
    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        context.size(node(in: context.environment.values).expanded(context.environment), proposal)
    }
    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let built = node(in: context.environment.values).expanded(context.environment)
        var placement = Placement(children: [(built, frame)])
        placement.problems = built.box.problems
        return placement
    }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
    package var textLines: [StyledText] { node(in: EnvironmentValues()).expanded(ViewEnvironment()).textLines }
    package var isDeferred: Bool { true }
}

/// A property of a view that SwiftUI updates before it builds the view's body, as SwiftUI's `DynamicProperty`:
/// `@Environment` and `@EnvironmentObject` are, and so is a struct of your own that holds them.
public protocol DynamicProperty {
    /// Called before the view's body is built; nothing changes after an image is drawn, so the default does
    /// nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper that reads the environment of the view it is stored in: given its place's environment
/// before the body is built.
package protocol EnvironmentReading: DynamicProperty {
    mutating func install(_ values: EnvironmentValues)
    /// The type name of the object this reader needs and `values` lacks; nil when it has what it reads.
    func missingObject(in values: EnvironmentValues) -> String?
}

/// Where a view type keeps its environment readers: each stored property that is one, found through the type's
/// field metadata (nested in dynamic properties of the app's own, a few levels deep).
package struct EnvironmentReaders {
    private var fields: [(offset: Int, type: any EnvironmentReading.Type)] = []

    package var isEmpty: Bool { fields.isEmpty }

    package init(of type: Any.Type) { collect(type, at: 0, depth: 0) }

    private mutating func collect(_ type: Any.Type, at base: Int, depth: Int) {
        guard depth < 8 else { return }
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if let reader = fieldType as? any EnvironmentReading.Type {
                fields.append((base + offset, reader))
            } else if kind == .struct, fieldType is any DynamicProperty.Type {
                collect(fieldType, at: base + offset, depth: depth + 1)
            }
            return true
        }
    }

    /// Gives each reader in `value` the environment `values`; returns the objects they read that `values` lacks.
    package func install<V>(_ values: EnvironmentValues, in value: inout V) -> [String] {
        var missing: [String] = []
        withUnsafeMutableBytes(of: &value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in fields {
                if let name = Self.install(field.type, at: base + field.offset, values) { missing.append(name) }
            }
        }
        return missing
    }

    private static func install<R: EnvironmentReading>(
        _ type: R.Type, at address: UnsafeMutableRawPointer, _ values: EnvironmentValues
    ) -> String? {
        let reader = address.assumingMemoryBound(to: R.self)
        reader.pointee.install(values)
        return reader.pointee.missingObject(in: values)
    }
}

extension _ViewNode {
    /// This tree with every deferred body below it built in the environment of its place: `env`, changed by the
    /// views on the way down. A stack's deferred child that builds several views becomes that many children, as a
    /// view built at once would. Trees with nothing deferred come back as they are; deferred bodies that build
    /// deferred bodies stop at `ViewLimits.depth`.
    package func expanded(_ env: ViewEnvironment, depth: Int = 0) -> _ViewNode {
        guard box.hasDeferred else { return self }
        guard depth < ViewLimits.depth else { return _ViewNode.make(EmptyPrimitive()).noting(.tooDeep) }
        let next = depth + 1
        if let deferred = primitive as? DeferredView {
            return deferred.node(in: env.values).expanded(env, depth: next)
        }
        let inner = primitive.childEnvironment(env)
        guard primitive.spreadsExpandedChildren else {
            return rebuilt(primitive.replacingChildren(primitive.children.map { $0.expanded(inner, depth: next) }))
        }
        let (expanded, problems) = Self.expandedChildren(primitive.children, inner, depth: next)
        return rebuilt(primitive.replacingChildren(expanded), childProblems: problems)
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
            guard child.primitive.isDeferred else {
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

    /// A node of `primitive` that keeps the problems counted on this node itself (a list cut short, a bad
    /// length); `childProblems`, when given, stands for its children's.
    private func rebuilt(_ primitive: any PrimitiveView, childProblems: ViewProblems? = nil) -> _ViewNode {
        let own = box.problems - self.primitive.children.reduce(ViewProblems()) { $0 + $1.box.problems }
        let node = _ViewNode.make(primitive)
        return node.counting((childProblems ?? node.box.problems) + own)
    }
}
