// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// A small stand-in for Apple's Combine, which Linux does not have, so app files that `import Combine` for their
// models (`ObservableObject`, `@Published`, `AnyCancellable`, subjects and the common operators) compile and run
// unchanged. Values are delivered synchronously on the thread that sends them; schedulers run actions with
// Dispatch, run loops and operation queues. There is no back-pressure: every subscriber takes every value.

import Foundation

/// A type that sends a sequence of values over time, then finishes or fails, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    /// The values this publisher sends.
    associatedtype Output
    /// The error it can fail with (`Never` when it cannot).
    associatedtype Failure: Error

    /// Starts sending values and the completion to `receiver`, until the returned cancellable is cancelled.
    func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable
}

/// What a subscription calls: once per value, and once when the publisher finishes or fails.
public struct _Receiver<Input, Failure: Error> {
    package let value: (Input) -> Void
    package let completion: (Subscribers.Completion<Failure>) -> Void

    package init(
        value: @escaping (Input) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
    ) {
        self.value = value
        self.completion = completion
    }
}

/// Namespace for subscriber types, as in Combine.
public enum Subscribers {
    /// How a publisher ended: it finished, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; cancelling twice does nothing more.
    func cancel()
}

/// A cancellable that cancels when it is released, as Combine's `AnyCancellable`: keep it (in a property, or
/// with `store(in:)`) for as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// A cancellable that calls `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// A cancellable that cancels `canceller`.
    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    deinit { cancel() }

    public func cancel() {
        lock.lock()
        let run = action
        action = nil
        lock.unlock()
        run?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps this cancellable in `set`, as an ``AnyCancellable``.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

/// A publisher whose type is erased, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (_Receiver<Output, Failure>) -> AnyCancellable

    /// `publisher`, its type erased.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            attach = erased.attach
        } else {
            attach = publisher._attach
        }
    }

    package init(attach: @escaping (_Receiver<Output, Failure>) -> AnyCancellable) { self.attach = attach }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable { attach(receiver) }
}

extension Publisher {
    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Calls `receiveCompletion` when the publisher ends and `receiveValue` for each value, until the returned
    /// cancellable is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _attach(_Receiver(value: receiveValue, completion: receiveCompletion))
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` for each value, until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _attach(_Receiver(value: receiveValue))
    }

    /// Sets `object`'s property at `keyPath` to each value, until the returned cancellable is cancelled.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _attach(_Receiver(value: { object[keyPath: keyPath] = $0 }))
    }

    /// Sets the `@Published` property `published` to each value, for as long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.keep(_attach(_Receiver(value: { [weak storage] in storage?.set($0) })))
    }
}
