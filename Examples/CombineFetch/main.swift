// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// An app model as iOS apps write it: a view model that loads its rows with `URLSession.dataTaskPublisher`, decodes
// them and publishes them. Built with the package's Networking trait it loads each URL given and prints what it got:
//
//     swift run --traits Networking CombineFetch 'data:application/json;base64,W3siZGF5IjoxLCJzdGVwcyI6M31d'

import Combine
import Foundation

#if Networking
    struct Row: Decodable {
        let day: Int
        let steps: Int
    }

    final class StepsModel: ObservableObject {
        @Published var rows: [Row] = []
        @Published var failure: String?
        private var cancellables = Set<AnyCancellable>()

        func load(_ url: URL, then done: @escaping () -> Void) {
            URLSession.shared.dataTaskPublisher(for: url)
                .tryMap { output in
                    if let http = output.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                        throw URLError(.badServerResponse)
                    }
                    return output.data
                }
                .decode(type: [Row].self, decoder: JSONDecoder())
                .sink(
                    receiveCompletion: { [weak self] end in
                        if case .failure(let error) = end { self?.failure = String(describing: error) }
                        done()
                    },
                    receiveValue: { [weak self] rows in self?.rows = rows }
                )
                .store(in: &cancellables)
        }
    }

    var failed = false
    for argument in CommandLine.arguments.dropFirst() {
        guard let url = URL(string: argument) else {
            print("CombineFetch: not a URL: \(argument.debugDescription)")
            failed = true
            continue
        }
        let model = StepsModel()
        let finished = DispatchSemaphore(value: 0)
        model.load(url) { finished.signal() }
        // URLSession gives up on a silent server after 60 s; a publisher that never ends is a fault, not a wait.
        guard finished.wait(timeout: .now() + 120) == .success else {
            print("CombineFetch: no answer for \(argument.debugDescription) in 120 s")
            exit(1)
        }
        if let failure = model.failure {
            print("failed: \(failure.prefix(120))")
            failed = true
        } else {
            print(model.rows.map { "day \($0.day): \($0.steps) steps" }.joined(separator: ", "))
        }
    }
    exit(failed ? 1 : 0)
#else
    print(
        "CombineFetch: built without the Networking trait; run it with `swift run --traits Networking CombineFetch URL`"
    )
    exit(2)
#endif
