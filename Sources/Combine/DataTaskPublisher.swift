// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// On Linux `URLSession` lives in FoundationNetworking, which loads libcurl and its dependencies: about 7 ms and
// 460 page faults more at every program's start (measured in docs/library.md). So it comes only with the package's
// `Networking` trait, for apps whose models fetch their data; charts and the `shipplot` tool do not pay for it.
#if Networking
    @_exported import FoundationNetworking
    import Foundation

    extension URLSession {
        /// A publisher of the data and response of one request, as Combine's `URLSession.DataTaskPublisher`: it
        /// starts a data task when subscribed, sends one value and finishes, or fails with the task's `URLError`.
        public struct DataTaskPublisher: Publisher {
            public typealias Output = (data: Data, response: URLResponse)
            public typealias Failure = URLError
            /// The request the task loads.
            public let request: URLRequest
            /// The session that runs the task.
            public let session: URLSession

            /// A publisher of what `session` loads for `request`.
            public init(request: URLRequest, session: URLSession) {
                self.request = request
                self.session = session
            }

            public func _attach(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
                let delivery = TaskDelivery(receiver: receiver)
                let task = session.dataTask(with: request) { data, response, error in
                    delivery.deliver(data: data, response: response, error: error)
                }
                task.resume()
                return AnyCancellable {
                    delivery.cancel()
                    task.cancel()
                }
            }
        }

        /// A publisher of what this session loads from `url`.
        public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
            DataTaskPublisher(request: URLRequest(url: url), session: self)
        }

        /// A publisher of what this session loads for `request`.
        public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
            DataTaskPublisher(request: request, session: self)
        }
    }

    /// Hands a task's result to its receiver once, unless the subscription was cancelled first.
    private final class TaskDelivery: @unchecked Sendable {
        // Unchecked: `cancelled` is read and written under `lock`; the receiver is called on the session's queue
        // only, as Combine's publisher delivers.
        private let lock = NSLock()
        private var cancelled = false
        private let receiver: _Receiver<(data: Data, response: URLResponse), URLError>

        init(receiver: _Receiver<(data: Data, response: URLResponse), URLError>) { self.receiver = receiver }

        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }

        func deliver(data: Data?, response: URLResponse?, error: (any Error)?) {
            lock.lock()
            let wanted = !cancelled
            cancelled = true
            lock.unlock()
            guard wanted else { return }
            if let response, error == nil {
                receiver.value((data ?? Data(), response))
                receiver.completion(.finished)
            } else {
                receiver.completion(.failure(error as? URLError ?? URLError(.unknown)))
            }
        }
    }
#endif
