// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// An interval a scheduler waits, spelled as Combine spells it: `.seconds(1)`, `.milliseconds(300)`, `0.5`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when actions run, as Combine's `Scheduler`: a dispatch queue, a run loop, an operation queue, or at
/// once (``ImmediateScheduler``).
public protocol Scheduler {
    /// A moment on this scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling; none are read here.
    associatedtype SchedulerOptions
    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The least tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` on the scheduler as soon as it can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` on the scheduler at `date`.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as the scheduler can.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A moment on a scheduler's clock, in seconds; what every scheduler here counts in.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since the clock's start.
    public var seconds: Double

    /// The moment `seconds` after the clock's start.
    public init(seconds: Double) { self.seconds = seconds }

    /// An interval between moments.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByFloatLiteral
    {
        /// The interval in seconds.
        public var timeInterval: Double

        /// An interval of `timeInterval` seconds.
        public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = Double(source) }

        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        public var magnitude: Stride { Stride(abs(timeInterval)) }
        public static func < (a: Stride, b: Stride) -> Bool { a.timeInterval < b.timeInterval }
        public static func + (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval + b.timeInterval) }
        public static func - (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval - b.timeInterval) }
        public static func * (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval * b.timeInterval) }
        public static func *= (a: inout Stride, b: Stride) { a = a * b }
    }

    public func distance(to other: SchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.timeInterval) }

    /// The current moment of the monotonic clock.
    package static var now: SchedulerTime { SchedulerTime(seconds: Double(DispatchTime.now().uptimeNanoseconds) / 1e9) }

    /// Seconds from now until this moment (none if it has passed).
    package var delay: Double { max(0, seconds - SchedulerTime.now.seconds) }
}

/// An action handed to Dispatch, which runs it once on the scheduler the app chose.
private struct ScheduledAction: @unchecked Sendable {
    // Unchecked: the app's action, run once on the scheduler it chose, as Combine's schedulers run it.
    let run: () -> Void
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    public var now: SchedulerTime { .now }
    public var minimumTolerance: SchedulerTime.Stride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(run: action)
        async { action.run() }
    }

    public func schedule(
        after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(run: action)
        asyncAfter(deadline: .now() + date.delay) { action.run() }
    }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    public var now: SchedulerTime { .now }
    public var minimumTolerance: SchedulerTime.Stride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: .now, tolerance: .zero, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(run: action)
        add(Timer(timeInterval: date.delay, repeats: false) { _ in action.run() }, forMode: .common)
    }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    public var now: SchedulerTime { .now }
    public var minimumTolerance: SchedulerTime.Stride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(run: action)
        addOperation { action.run() }
    }

    public func schedule(
        after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(run: action)
        let queue = ScheduledQueue(queue: self)
        DispatchQueue.global().asyncAfter(deadline: .now() + date.delay) { queue.queue.addOperation { action.run() } }
    }
}

/// An operation queue handed to Dispatch to add an operation to later.
private struct ScheduledQueue: @unchecked Sendable {
    // Unchecked: OperationQueue is thread-safe but not marked Sendable in swift-corelibs-foundation.
    let queue: OperationQueue
}

/// A scheduler that runs every action at once, on the calling thread, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTime { .now }
    public var minimumTolerance: SchedulerTime.Stride { .zero }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
    ) { action() }
}

extension Publisher {
    /// Values and completion delivered on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<
        Output, Failure
    > {
        relay { r in
            _Receiver(
                value: { value in scheduler.schedule(options: options) { r.value(value) } },
                completion: { end in scheduler.schedule(options: options) { r.completion(end) } })
        }
    }

    /// The subscription made on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<
        Output, Failure
    > {
        AnyPublisher { r in
            let pending = PendingSubscription()
            scheduler.schedule(options: options) { pending.start { self._attach(r) } }
            return AnyCancellable { pending.cancel() }
        }
    }

    /// Each value that is not followed by another within `dueTime`, delivered on `scheduler` once that time has
    /// passed.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> {
        relay { r in
            let generation = Generation()
            return _Receiver(
                value: { value in
                    let mine = generation.advance()
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
                        if generation.isCurrent(mine) { r.value(value) }
                    }
                }, completion: r.completion)
        }
    }

    /// Each value delivered on `scheduler` after `interval`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> {
        relay { r in
            _Receiver(
                value: { value in scheduler.schedule(after: scheduler.now.advanced(by: interval)) { r.value(value) } },
                completion: { end in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval)) { r.completion(end) }
                }
            )
        }
    }

    /// At most one value per `interval`: the first or the latest of those sent within it, on `scheduler`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> AnyPublisher<Output, Failure>
    {
        relay { r in
            let window = ThrottleWindow<Output>()
            return _Receiver(
                value: { value in
                    guard window.offer(value, latest: latest) else { return }
                    scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
                        if let chosen = window.close() { r.value(chosen) }
                    }
                }, completion: r.completion)
        }
    }
}

/// A subscription started later, on a scheduler, unless cancelled first.
private final class PendingSubscription {
    private let lock = NSLock()
    private var cancelled = false
    private var started: AnyCancellable?

    func start(_ make: () -> AnyCancellable) {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return }
        started = make()
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let running = started
        started = nil
        lock.unlock()
        running?.cancel()
    }
}

/// Which value a debounce last saw.
private final class Generation {
    private let lock = NSLock()
    private var count = 0

    func advance() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    func isCurrent(_ value: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return value == count
    }
}

/// The values a throttle has seen in its current interval.
private final class ThrottleWindow<T> {
    private let lock = NSLock()
    private var open = false
    private var chosen: T?

    /// Takes `value` into the window; true when it opens a new one.
    func offer(_ value: T, latest: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if chosen == nil || latest { chosen = value }
        guard !open else { return false }
        open = true
        return true
    }

    /// Ends the window and returns the value it chose.
    func close() -> T? {
        lock.lock()
        defer { lock.unlock() }
        open = false
        let value = chosen
        chosen = nil
        return value
    }
}
