// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A publisher that starts sending when it is connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    /// Starts sending; cancel the result to stop.
    func connect() -> Cancellable
}

/// Namespace for publisher types, as in Combine.
public enum Publishers {
    /// A connectable publisher that connects when it gets its first subscriber, as Combine's.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream

        public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            let subscription = upstream._attach(receiver)
            let connection = upstream.connect()
            return AnyCancellable {
                subscription.cancel()
                connection.cancel()
            }
        }
    }
}

extension ConnectablePublisher {
    /// This publisher, connected when it gets its first subscriber.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Timer {
    /// A publisher of the current date every `interval` seconds on `runLoop`, once connected, as Combine's.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// A publisher of the date each time a timer fires, as Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between dates.
        public let interval: TimeInterval
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode it runs in.
        public let mode: RunLoop.Mode
        private let list = ReceiverList<Date, Never>()

        /// A publisher every `interval` seconds on `runLoop` in `mode`.
        public init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
        }

        public func connect() -> Cancellable {
            let list = SendableList(list: list)
            let timer = Timer(timeInterval: max(interval, 0.001), repeats: true) { _ in list.list.send(Date()) }
            runLoop.add(timer, forMode: mode)
            let handle = SendableTimer(timer: timer)
            return AnyCancellable { handle.timer.invalidate() }
        }

        public func _attach(_ receiver: _Receiver<Date, Never>) -> AnyCancellable { list.attach(receiver) }
    }
}

/// The receivers of a timer, handed to the timer's block.
private struct SendableList: @unchecked Sendable {
    // Unchecked: the list locks its receivers itself; the timer's block only hands it the date.
    let list: ReceiverList<Date, Never>
}

/// A timer, handed to the cancellable that stops it.
private struct SendableTimer: @unchecked Sendable {
    // Unchecked: Timer is not Sendable; the only call made on it from another thread is invalidate().
    let timer: Timer
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given) posted to this centre.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name posted to a centre, as Combine's `NotificationCenter.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The centre observed.
        public let center: NotificationCenter
        /// The name of the notifications sent.
        public let name: Notification.Name
        /// The object whose notifications are sent (nil: any).
        public let object: AnyObject?

        public func _attach(_ receiver: _Receiver<Notification, Never>) -> AnyCancellable {
            let deliver = NotificationReceiver(receiver: receiver)
            let token = center.addObserver(forName: name, object: object, queue: nil) { deliver.receiver.value($0) }
            let center = center
            return AnyCancellable { center.removeObserver(token) }
        }
    }
}

/// A receiver handed to the notification centre's block.
private struct NotificationReceiver: @unchecked Sendable {
    // Unchecked: the notification centre calls the block on the posting thread, as Combine's publisher does.
    let receiver: _Receiver<Notification, Never>
}
