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
