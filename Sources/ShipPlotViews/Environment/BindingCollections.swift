// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Observation
import ShipPlotCore

// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
// `ForEach($items) { $item in … }` edits each element in place.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the value the binding refers to.
    public var id: Value.ID { wrappedValue.id }
}

/// The edits a `ForEach` over a binding lets people make, as SwiftUI's `EditActions`; an image shows none.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Moving elements.
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    /// Deleting elements.
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit.
    public static var all: EditActions<Data> { [.move, .delete] }
}

extension ForEach where Content: View {
    /// A view for each element of the collection `data` binds, built from a binding to it; `editActions` are
    /// the edits allowed (none happen in an image).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(data: data, content: content, elementID: { AnyHashable($0.id) })
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`: `$model.name` is a binding.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// The bindable itself (what `$model` of a bindable gives).
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// The bindable itself.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A view that is made of a collection's elements, as SwiftUI's `DynamicViewContent`: a `ForEach`, whose rows a
/// list can let people delete and move.
nonisolated public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// What deleting rows does (nothing is deleted in an image, and no delete control shows at rest).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// What moving rows does (nothing moves in an image).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI's `remove(atOffsets:)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` offsets to before the element at offset `destination`, keeping their order,
    /// as SwiftUI's `move(fromOffsets:toOffset:)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.min(Swift.max(destination - before, 0), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
