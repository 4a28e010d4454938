// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The operators app models use most, each returning an `AnyPublisher` (Combine returns a type of its own per
// operator; code that names those types does not compile here).

extension Publisher {
    /// A publisher built on this one: `transform` turns each receiver of the result into a receiver of this.
    package func relay<T, E: Error>(
        _ transform: @escaping (_Receiver<T, E>) -> _Receiver<Output, Failure>
    ) -> AnyPublisher<T, E> {
        AnyPublisher { receiver in self._attach(transform(receiver)) }
    }

    /// Each value turned by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        relay { r in _Receiver(value: { r.value(transform($0)) }, completion: r.completion) }
    }

    /// Each value turned by `transform`, which may throw: a thrown error ends the publisher with that failure.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { r in
            let ended = Counter()
            return self._attach(
                _Receiver(
                    value: { value in
                        guard ended.current == 0 else { return }
                        do {
                            r.value(try transform(value))
                        } catch {
                            _ = ended.next()
                            r.completion(.failure(error))
                        }
                    },
                    completion: {
                        guard ended.current == 0 else { return }
                        switch $0 {
                        case .finished: r.completion(.finished)
                        case .failure(let error): r.completion(.failure(error))
                        }
                    }))
        }
    }

    /// The values `transform` turns into something, turned.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relay { r in _Receiver(value: { transform($0).map(r.value) }, completion: r.completion) }
    }

    /// The values `isIncluded` keeps.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay { r in _Receiver(value: { if isIncluded($0) { r.value($0) } }, completion: r.completion) }
    }

    /// Each value unless `predicate` says it repeats the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay { r in
            let last = Latest<Output>()
            return _Receiver(
                value: { value in
                    if let previous = last.swap(value), predicate(previous, value) { return }
                    r.value(value)
                }, completion: r.completion)
        }
    }

    /// The values after the first `count` (default 1).
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        relay { r in
            let seen = Counter()
            return _Receiver(value: { if seen.next() >= count { r.value($0) } }, completion: r.completion)
        }
    }

    /// Each value, then the errors turned by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relay { r in
            _Receiver(
                value: r.value,
                completion: {
                    switch $0 {
                    case .finished: r.completion(.finished)
                    case .failure(let error): r.completion(.failure(transform(error)))
                    }
                })
        }
    }

    /// Each value, then `output` and a normal finish in place of a failure.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relay { r in
            _Receiver(
                value: r.value,
                completion: {
                    if case .failure = $0 { r.value(output) }
                    r.completion(.finished)
                })
        }
    }

    /// Calls `receiveOutput` with each value as it passes.
    public func handleEvents(
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        relay { r in
            _Receiver(
                value: {
                    receiveOutput?($0)
                    r.value($0)
                },
                completion: {
                    receiveCompletion?($0)
                    r.completion($0)
                })
        }
    }

    /// Each value with the running result `nextPartialResult` gives from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure>
    {
        relay { r in
            let running = Latest<T>()
            return _Receiver(
                value: {
                    let next = nextPartialResult(running.current ?? initialResult, $0)
                    _ = running.swap(next)
                    r.value(next)
                }, completion: r.completion)
        }
    }

    /// `values`, then this publisher's values.
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { r in
            for value in values { r.value(value) }
            return self._attach(r)
        }
    }

    /// This publisher's values and `other`'s, as they come; it ends when both have.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
        AnyPublisher { r in
            let ends = Counter()
            let relay = _Receiver<Output, Failure>(
                value: r.value,
                completion: {
                    if case .failure = $0 { return r.completion($0) }
                    if ends.next() == 1 { r.completion(.finished) }
                })
            let first = self._attach(relay)
            let second = other._attach(relay)
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    /// The latest value of this publisher and of `other` together, each time either sends once both have.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
    where P.Failure == Failure {
        AnyPublisher { r in
            let left = Latest<Output>()
            let right = Latest<P.Output>()
            let ends = Counter()
            let end: (Subscribers.Completion<Failure>) -> Void = {
                if case .failure = $0 { return r.completion($0) }
                if ends.next() == 1 { r.completion(.finished) }
            }
            let first = self._attach(
                _Receiver(
                    value: {
                        _ = left.swap($0)
                        if let other = right.current { r.value(($0, other)) }
                    }, completion: end))
            let second = other._attach(
                _Receiver(
                    value: {
                        _ = right.swap($0)
                        if let mine = left.current { r.value((mine, $0)) }
                    }, completion: end))
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    /// The values of the publishers `transform` makes from each value, as they come.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
    where P.Failure == Failure {
        AnyPublisher { r in
            let inner = CancellableBag()
            let outer = self._attach(
                _Receiver(
                    value: { inner.add(transform($0)._attach(_Receiver(value: r.value, completion: { _ in }))) },
                    completion: r.completion))
            return AnyCancellable {
                outer.cancel()
                inner.cancelAll()
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Each value unless it equals the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// This publisher, declared able to fail with `failureType` (it never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        relay { r in _Receiver(value: r.value, completion: { _ in r.completion(.finished) }) }
    }
}

/// The latest value seen, shared by the closures of one subscription.
private final class Latest<T> {
    private let lock = NSLock()
    private var value: T?

    var current: T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Stores `new` and returns the value before it.
    func swap(_ new: T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        let old = value
        value = new
        return old
    }
}

/// A count shared by the closures of one subscription.
private final class Counter {
    private let lock = NSLock()
    private var count = 0

    /// The count before this call, which adds one.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count - 1
    }

    /// The count so far.
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// The inner subscriptions of one `flatMap`.
private final class CancellableBag {
    private let lock = NSLock()
    private var items: [AnyCancellable] = []

    func add(_ item: AnyCancellable) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    func cancelAll() {
        lock.lock()
        let all = items
        items = []
        lock.unlock()
        for item in all { item.cancel() }
    }
}

extension Publishers {
    /// The latest values of two publishers together, each time either sends once both have, as Combine's.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The publishers combined.
        public let a: A, b: B

        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            a.combineLatest(b)._attach(receiver)
        }
    }

    /// The latest values of three publishers together, each time one sends once all have, as Combine's.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// The publishers combined.
        public let a: A, b: B, c: C

        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            a.combineLatest(b, c)._attach(receiver)
        }
    }

    /// The latest values of four publishers together, each time one sends once all have, as Combine's.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        /// The publishers combined.
        public let a: A, b: B, c: C, d: D

        /// The latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            a.combineLatest(b, c).combineLatest(d).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }._attach(receiver)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher, `b` and `c` together, each time one sends once all have.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C)
        -> AnyPublisher<(Output, B.Output, C.Output), Failure>
    where B.Failure == Failure, C.Failure == Failure {
        combineLatest(b).combineLatest(c).map { ($0.0.0, $0.0.1, $0.1) }
    }
}
