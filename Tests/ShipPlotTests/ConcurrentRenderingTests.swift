// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// Rendering is thread-safe: the same charts rendered from several threads at once give the same bytes as
/// one thread does (fonts, caches and SVG identifiers are shared or per document, never racing).
@Suite struct ConcurrentRenderingTests {
    private struct Day: Identifiable {
        let date: Date
        let step: String
        let count: Int
        var id: String { "\(date.timeIntervalSince1970) \(step)" }
    }

    private static let steps = ["Screenshots", "Metadata", "Keywords", "Final QA"]

    private static func days(_ count: Int) -> [Day] {
        (0..<count).flatMap { day in
            steps.enumerated().map { index, step in
                Day(
                    date: Date(timeIntervalSince1970: Double(20_094 + day) * 86_400), step: step,
                    count: (day * 7 + index * 3) % 5)
            }
        }
    }

    /// A stacked chart with a legend, dates and a title, and a smooth line with symbols: text, paths, dates.
    private static func renderers() -> [ChartRenderer] {
        let data = days(14)
        var stacked = ChartRenderer(
            Chart(data) { day in
                BarMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.count))
                    .foregroundStyle(by: .value("Step", day.step))
            }, width: 640, height: 400)
        stacked.title = "Release prep · two weeks"
        let line = ChartRenderer(
            Chart(data.filter { $0.step == "Metadata" }) { day in
                LineMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.count))
                    .symbol(.circle)
                    .interpolationMethod(.catmullRom)
            }, width: 400, height: 300, scale: 2)
        return [stacked, line]
    }

    private static func render(_ format: ChartOutputFormat) throws -> [Data] {
        try renderers().map { try $0.data(as: format) }
    }

    @Test(arguments: [ChartOutputFormat.png, .pdf, .svg])
    func threadsRenderTheSameBytesAsOneThread(_ format: ChartOutputFormat) throws {
        let expected = try Self.render(format)
        let threads = 4, rounds = 2
        let results = Results(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for _ in 0..<rounds {
                results.record(thread, Result { try Self.render(format) })
            }
        }
        for thread in 0..<threads {
            let outputs = results.outputs(of: thread)
            #expect(outputs.count == rounds)
            for output in outputs {
                #expect(try output.get() == expected, "thread \(thread) rendered different \(format) bytes")
            }
        }
    }

    /// One renderer (it is `Sendable`) shared by every child task of a group, with closures that rendering calls:
    /// axis content and a vectorized plot reading its collection.
    @Test func oneRendererSharedByATaskGroup() async throws {
        let data = Self.days(14).filter { $0.step == "Keywords" }
        let renderer = ChartRenderer(
            Chart {
                LinePlot(data, x: .value("Date", \.date), y: .value("Steps", \.count))
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 4)) { value in
                    AxisGridLine()
                    AxisValueLabel("\(value.index)")
                }
            }, width: 500, height: 300)
        let expected = try renderer.pngData()
        let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.pngData() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { $0 == expected })
    }
}

/// What each thread rendered, behind a lock.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var byThread: [[Result<[Data], Error>]]

    init(count: Int) { byThread = Array(repeating: [], count: count) }

    func record(_ thread: Int, _ result: Result<[Data], Error>) { lock.withLock { byThread[thread].append(result) } }

    func outputs(of thread: Int) -> [Result<[Data], Error>] { lock.withLock { byThread[thread] } }
}

/// Views whose bodies read the environment render from many tasks at once with nothing shared between renders:
/// each render gives the view's properties their environment in its own copy of the view.
@Suite struct EnvironmentReadingConcurrencyTests {
    private final class Store: ObservableObject, @unchecked Sendable {
        // Read-only after it is made.
        let title: String
        init(title: String) { self.title = title }
    }

    /// A card that reads the colour scheme and an environment object, with a chart inside.
    private struct Card: View {
        @Environment(\.colorScheme) private var scheme
        @EnvironmentObject private var store: Store
        var body: some View {
            VStack(alignment: .leading) {
                Text(store.title + (scheme == .dark ? " (dark)" : " (light)")).font(.headline)
                Chart([3, 1, 4, 1, 5].enumerated().map { $0 }, id: \.offset) {
                    BarMark(x: .value("Day", "\($0.offset)"), y: .value("Count", $0.element))
                }
                .frame(height: 120)
            }
            .padding()
            .background(scheme == .dark ? Color.black : Color.white)
            .frame(width: 320)
        }
    }

    private static func png(_ scheme: ColorScheme, _ store: Store) throws -> Data {
        let renderer = ImageRenderer(content: Card().environmentObject(store).environment(\.colorScheme, scheme))
        return try renderer.pngData()
    }

    @Test func sixteenTasksRenderTheSameViewIdentically() async throws {
        let store = Store(title: "Steps")
        let light = try Self.png(.light, store)
        let dark = try Self.png(.dark, store)
        // The environment reaches the body: the two schemes draw differently.
        #expect(light != dark)
        let images = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for task in 0..<16 {
                group.addTask { (task, try Self.png(task % 2 == 0 ? .light : .dark, store)) }
            }
            var images: [(Int, Data)] = []
            for try await image in group { images.append(image) }
            return images
        }
        #expect(images.count == 16)
        for (task, image) in images {
            #expect(image == (task % 2 == 0 ? light : dark), "task \(task)")
        }
    }
}
