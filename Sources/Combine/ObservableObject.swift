// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A class whose changes others observe, as Combine's `ObservableObject`: its `objectWillChange` publisher sends
/// before any of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
    /// The publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The publisher an ``ObservableObject`` sends through before it changes, as Combine's.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let list = ReceiverList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() { list.send(()) }

    public func _attach(_ receiver: _Receiver<Void, Never>) -> AnyCancellable { list.attach(receiver) }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties share, made the first time it is asked for (an object
    /// with no `@Published` property gets a publisher nothing sends through).
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [PublishedStorageBase] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? PublishedProperty { storages.append(property.storageBase) }
            }
            mirror = current.superclassMirror
        }
        if let shared = storages.lazy.compactMap(\.objectWillChange).first { return shared }
        let made = ObservableObjectPublisher()
        for storage in storages { storage.objectWillChange = made }
        return made
    }
}

/// What the storage of every `@Published` property shares, whatever its value's type.
package class PublishedStorageBase {
    private let lock = NSLock()
    private var shared: ObservableObjectPublisher?

    /// The enclosing object's change publisher, once it has been asked for.
    package var objectWillChange: ObservableObjectPublisher? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return shared
        }
        set {
            lock.lock()
            shared = newValue
            lock.unlock()
        }
    }
}

/// The value of one `@Published` property and the subscribers of its publisher.
package final class PublishedStorage<Value>: PublishedStorageBase {
    private let lock = NSLock()
    private var current: Value
    private let list = ReceiverList<Value, Never>()
    /// Subscriptions that assign to this property (`assign(to: &$property)`), kept as long as it lives.
    private var assignments: [AnyCancellable] = []

    package init(_ value: Value) { current = value }

    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Sets the value: the property's subscribers get it first, as Combine sends in `willSet`.
    package func set(_ value: Value) {
        objectWillChange?.send()
        list.send(value)
        lock.lock()
        current = value
        lock.unlock()
    }

    package func attach(_ receiver: _Receiver<Value, Never>) -> AnyCancellable { list.attach(receiver, first: value) }

    package func keep(_ cancellable: AnyCancellable) {
        lock.lock()
        assignments.append(cancellable)
        lock.unlock()
    }
}

/// A `@Published` property, whatever its value's type, as the default `objectWillChange` finds it.
package protocol PublishedProperty {
    var storageBase: PublishedStorageBase { get }
}

/// A property of an ``ObservableObject`` that publishes its changes, as Combine's `@Published`: `$property` is
/// a publisher of its value, then of each new value, and the object's `objectWillChange` sends before each.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    package let storage: PublishedStorage<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

    /// A published property starting at `initialValue` (the older spelling).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    package var storageBase: PublishedStorageBase { storage }

    /// The property's value, then each new one, as a publisher.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // `assign(to: &$property)` passes the publisher inout; it keeps the same storage.
        set {}
    }

    /// The value of the property at `storageKeyPath` of `object`, set through the object so that its
    /// `objectWillChange` sends first when it is an `ObservableObject` (a class that is not still publishes the
    /// property's changes, as in Combine).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectWillChange == nil, let observable = object as? any ObservableObject,
                let shared = observable.objectWillChange as? ObservableObjectPublisher
            {
                storage.objectWillChange = shared
            }
            storage.set(newValue)
        }
    }

    /// The publisher of a `@Published` property: its current value first, then each new value.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        package let storage: PublishedStorage<Value>

        public func _attach(_ receiver: _Receiver<Value, Never>) -> AnyCancellable { storage.attach(receiver) }
    }
}
