// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A publisher the code that owns it sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the subject: subscribers get `completion`, later ones get it at once, and later values are dropped.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends a value to every subscriber.
    public func send() { send(()) }
}

/// The receivers attached to a subject, and whether it has ended; safe to use from several threads.
package final class ReceiverList<Output, Failure: Error> {
    private let lock = NSLock()
    private var receivers: [(id: Int, receiver: _Receiver<Output, Failure>)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    package init() {}

    /// Attaches `receiver`; a list that has ended sends it the completion at once.
    package func attach(_ receiver: _Receiver<Output, Failure>, first: Output? = nil) -> AnyCancellable {
        lock.lock()
        if let completion {
            lock.unlock()
            receiver.completion(completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        receivers.append((id, receiver))
        lock.unlock()
        if let first { receiver.value(first) }
        return AnyCancellable { [weak self] in self?.detach(id) }
    }

    private func detach(_ id: Int) {
        lock.lock()
        receivers.removeAll { $0.id == id }
        lock.unlock()
    }

    /// Sends `value` to the receivers attached now, unless the list has ended.
    package func send(_ value: Output) {
        lock.lock()
        let current = completion == nil ? receivers.map(\.receiver) : []
        lock.unlock()
        for receiver in current { receiver.value(value) }
    }

    /// Ends the list: each receiver gets `completion` once and is let go.
    package func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let current = receivers.map(\.receiver)
        receivers = []
        lock.unlock()
        for receiver in current { receiver.completion(completion) }
    }
}

/// A subject that passes each value it is sent to its subscribers, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let list = ReceiverList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { list.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }
    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable { list.attach(receiver) }
}

/// A subject that holds a current value and sends it to each new subscriber, then every change, as Combine's
/// `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let list = ReceiverList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject whose value starts as `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it to every subscriber.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        list.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        list.attach(receiver, first: value)
    }
}

/// A publisher that sends one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value it sends.
    public let output: Output

    /// A publisher of `output` alone.
    public init(_ output: Output) { self.output = output }

    public func _attach(_ receiver: _Receiver<Output, Never>) -> AnyCancellable {
        receiver.value(output)
        receiver.completion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that sends nothing, and finishes at once unless told not to, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to. Default true.
    public let completeImmediately: Bool

    /// A publisher of no values.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// A publisher of no values, of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        if completeImmediately { receiver.completion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher of `outputType` failing with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        receiver.completion(.failure(error))
        return AnyCancellable {}
    }
}

/// A publisher that eventually produces one value or fails, as Combine's `Future`: the closure runs at once and
/// calls its promise when the result is known.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let list = ReceiverList<Output, Failure>()
    private let lock = NSLock()
    private var result: Result<Output, Failure>?

    /// A future whose result `attemptToFulfill` gives to the promise it is passed.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] in self?.fulfill($0) }
    }

    private func fulfill(_ outcome: Result<Output, Failure>) {
        lock.lock()
        guard result == nil else { return lock.unlock() }
        result = outcome
        lock.unlock()
        switch outcome {
        case .success(let value):
            list.send(value)
            list.finish(.finished)
        case .failure(let error): list.finish(.failure(error))
        }
    }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        lock.lock()
        let known = result
        lock.unlock()
        switch known {
        case .success(let value)?:
            receiver.value(value)
            receiver.completion(.finished)
            return AnyCancellable {}
        case .failure(let error)?:
            receiver.completion(.failure(error))
            return AnyCancellable {}
        case nil: return list.attach(receiver)
        }
    }
}

/// A publisher made afresh for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher a subscriber gets.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        createPublisher()._attach(receiver)
    }
}
