// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: what selection and scroll modifiers
/// take. A rendered chart reads it once, at rest, and never writes it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to `projectedValue` itself (what `$value` of a binding gives).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value it refers to.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

extension Binding {
    /// A binding to an optional of the value, so a `Binding<Date>` can be given where a `Binding<Date?>` is
    /// taken; writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

/// A value a view owns and can change, as SwiftUI's `@State`; `$name` gives a ``Binding`` to it. A rendered chart
/// reads its initial value.
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        package var value: Value
        package init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) { storage = Storage(value) }

    /// State starting at `value`.
    public init(initialValue value: Value) { storage = Storage(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
