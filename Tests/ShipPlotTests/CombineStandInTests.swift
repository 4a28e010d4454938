// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Combine
import Foundation
import Testing

@testable import ShipPlot

/// The Combine stand-in: what app models do with `ObservableObject`, `@Published`, subjects, cancellables and the
/// common operators behaves as Combine documents it.
@Suite struct CombineStandInTests {
    final class Store: ObservableObject {
        @Published var count = 0
        @Published var name = "a"
    }

    /// Collects what a publisher sends.
    final class Log<T> {
        var values: [T] = []
        var finished = false
    }

    @Test func publishedSendsItsValueThenEachChangeAndWillChangeComesFirst() {
        let store = Store()
        let log = Log<Int>()
        var seenBefore: [Int] = []
        let values = store.$count.sink { log.values.append($0) }
        let changes = store.objectWillChange.sink { seenBefore.append(store.count) }
        store.count = 1
        store.name = "b"
        store.count = 5
        #expect(log.values == [0, 1, 5])
        // objectWillChange sends before the change, for every published property.
        #expect(seenBefore == [0, 1, 1])
        values.cancel()
        changes.cancel()
        store.count = 9
        #expect(log.values == [0, 1, 5] && seenBefore.count == 3)
    }

    @Test func aCancellableReleasedStopsItsSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        var kept = Set<AnyCancellable>()
        do {
            let dropped = subject.sink { log.values.append(-$0) }
            subject.send(1)
            _ = dropped
        }
        subject.sink { log.values.append($0) }.store(in: &kept)
        subject.send(2)
        #expect(log.values == [-1, 2])
        kept.removeAll()
        subject.send(3)
        #expect(log.values == [-1, 2])
    }

    @Test func subjectsJustAndFutureDeliverAsCombineDoes() {
        let current = CurrentValueSubject<String, Never>("first")
        let log = Log<String>()
        let a = current.sink { log.values.append($0) }
        current.value = "second"
        current.send(completion: .finished)
        current.send("dropped")
        #expect(log.values == ["first", "second"])
        var justValues: [Int] = []
        var finished = false
        let b = Just(7).sink(receiveCompletion: { _ in finished = true }, receiveValue: { justValues.append($0) })
        #expect(justValues == [7] && finished)
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        var futureValues: [Int] = []
        let c = future.sink { futureValues.append($0) }
        #expect(futureValues.isEmpty)
        promise?(.success(3))
        let d = future.sink { futureValues.append($0 * 10) }
        #expect(futureValues == [3, 30])
        _ = (a, b, c, d)
    }

    @Test func operatorsTransformAndCombine() {
        let numbers = PassthroughSubject<Int, Never>()
        let words = PassthroughSubject<String, Never>()
        let log = Log<String>()
        let a = numbers.dropFirst().removeDuplicates().filter { $0 > 0 }.map { "n\($0)" }
            .sink { log.values.append($0) }
        let b = numbers.combineLatest(words).map { "\($0)\($1)" }.sink { log.values.append($0) }
        for n in [5, 6, 1, 1, -2, 3] { numbers.send(n) }
        words.send("x")
        numbers.send(4)
        #expect(log.values == ["n6", "n1", "n3", "3x", "n4", "4x"])
        var merged: [Int] = []
        let c = numbers.merge(with: Just(9).setFailureType(to: Never.self)).scan(0, +).sink { merged.append($0) }
        numbers.send(1)
        #expect(merged == [9, 10])
        _ = (a, b, c)
    }

    @Test func combineLatestPublishersSendOnceEachHasAValue() {
        final class Model: ObservableObject {
            @Published var exercises = ["Squat"]
            @Published var history: [Int] = []
            @Published var active: String? = nil
        }
        let model = Model()
        var seen: [String] = []
        // As a model writes it: the three published values, each change after all have sent.
        let three = Publishers.CombineLatest3(model.$exercises, model.$history, model.$active)
            .sink { exercises, history, active in seen.append("\(exercises.count) \(history.count) \(active ?? "-")") }
        model.history = [1, 2]
        model.active = "Run"
        #expect(seen == ["1 0 -", "1 2 -", "1 2 Run"])
        var pairs: [String] = []
        let numbers = PassthroughSubject<Int, Never>(), words = PassthroughSubject<String, Never>()
        let two = Publishers.CombineLatest(numbers, words).sink { pairs.append("\($0)\($1)") }
        let flags = PassthroughSubject<Bool, Never>(), marks = PassthroughSubject<Character, Never>()
        let four = Publishers.CombineLatest4(numbers, words, flags, marks).sink { pairs.append("\($0)\($1)\($2)\($3)") }
        numbers.send(1)
        words.send("a")
        flags.send(true)
        marks.send("!")
        numbers.send(2)
        #expect(pairs == ["1a", "1atrue!", "2a", "2atrue!"])
        _ = (three, two, four)
    }

    @Test func tryMapEndsWithTheErrorItsTransformThrows() {
        struct Odd: Error {}
        let numbers = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var failed = false
        let subscription = numbers.tryMap { n -> Int in
            guard n % 2 == 0 else { throw Odd() }
            return n * 10
        }
        .sink(
            receiveCompletion: { if case .failure(let error) = $0 { failed = error is Odd } },
            receiveValue: { values.append($0) })
        for n in [2, 4, 5, 6] { numbers.send(n) }
        #expect(values == [20, 40] && failed)
        _ = subscription
    }

    @Test func publishedWorksInAClassThatIsNotObservable() {
        // As a service class writes it: published properties, no ObservableObject.
        final class Downloader {
            @Published var progress = 0.0
        }
        let downloader = Downloader()
        var seen: [Double] = []
        let subscription = downloader.$progress.sink { seen.append($0) }
        downloader.progress = 0.5
        #expect(seen == [0, 0.5] && downloader.progress == 0.5)
        _ = subscription
    }

    @Test func assignSetsAPropertyOrAPublishedOne() {
        final class Target {
            var text = ""
        }
        let target = Target()
        let store = Store()
        let subject = PassthroughSubject<String, Never>()
        let a = subject.assign(to: \.text, on: target)
        subject.map(\.count).assign(to: &store.$count)
        subject.send("four")
        #expect(target.text == "four" && store.count == 4)
        _ = a
    }

    /// A scheduler whose clock moves only when the test says.
    final class ManualScheduler: Scheduler {
        var now = SchedulerTime(seconds: 0)
        var minimumTolerance: SchedulerTime.Stride { .zero }
        private var pending: [(time: SchedulerTime, action: () -> Void)] = []

        func schedule(options: Never?, _ action: @escaping () -> Void) { pending.append((now, action)) }
        func schedule(
            after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
        ) { pending.append((date, action)) }

        func advance(by seconds: Double) {
            now = now.advanced(by: .seconds(seconds))
            let due = pending.enumerated().filter { $0.element.time <= now }
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            pending.removeAll { $0.time <= now }
            for item in due { item.action() }
        }
    }

    @Test func debounceDeliversOnlyTheValueNotFollowedWithinItsTime() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let a = subject.debounce(for: .milliseconds(500), scheduler: scheduler).sink { seen.append($0) }
        subject.send(1)
        scheduler.advance(by: 0.2)
        subject.send(2)
        scheduler.advance(by: 0.4)
        #expect(seen.isEmpty)
        scheduler.advance(by: 0.2)
        #expect(seen == [2])
        let b = subject.receive(on: scheduler).sink { seen.append($0 * 100) }
        subject.send(3)
        #expect(!seen.contains(300))
        scheduler.advance(by: 1)
        #expect(seen == [2, 300, 3])
        _ = (a, b)
    }

    @Test func notificationsArePublishedUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("ShipPlotTest")
        var count = 0
        let a = center.publisher(for: name).sink { _ in count += 1 }
        center.post(name: name, object: nil)
        a.cancel()
        center.post(name: name, object: nil)
        #expect(count == 1)
    }

    struct Day: Codable, Equatable {
        let day: Int
        let steps: Int
    }

    @Test func decodeSendsTheDecodedValueAndAFailureForDataThatDoesNotDecode() {
        var days: [[Day]] = []
        var ends: [String] = []
        let rows = Data(#"[{"day":1,"steps":3},{"day":2,"steps":5}]"#.utf8)
        let good = Just(rows).decode(type: [Day].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { ends.append("\($0)") }, receiveValue: { days.append($0) })
        #expect(days == [[Day(day: 1, steps: 3), Day(day: 2, steps: 5)]])
        #expect(ends == ["finished"])
        var failure: (any Error)?
        let bad = Just(Data("{}".utf8)).decode(type: [Day].self, decoder: JSONDecoder())
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                receiveValue: { days.append($0) })
        #expect(days.count == 1)
        #expect(failure is DecodingError)
        good.cancel()
        bad.cancel()
    }

    @Test func encodeThenDecodeRoundTripsThroughJSONAndPropertyLists() {
        var json: [Day] = []
        var plist: [Day] = []
        let day = Day(day: 4, steps: 12)
        let a = Just(day).encode(encoder: JSONEncoder()).decode(type: Day.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { json.append($0) })
        let b = Just(day).encode(encoder: PropertyListEncoder()).decode(type: Day.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { plist.append($0) })
        #expect(json == [day] && plist == [day])
        a.cancel()
        b.cancel()
    }
}
