// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// A Swift 6 server-style client: one task builds the chart, a task group renders it in every format at once.
// Usage: swift run ConcurrentRender [OUTPUT_DIRECTORY]     (writes chart.png, chart.pdf and chart.svg)
//
// It compiles in the Swift 6 language mode only because ChartRenderer is Sendable: the renderer built in one
// task is captured by every child task of the group.
import Foundation
import ShipPlot

struct DayTotal: Identifiable, Sendable {
    let date: Date
    let total: Int
    var id: Date { date }
}

/// The chart a request handler would build: a week of totals with a goal line.
func makeRenderer() -> ChartRenderer {
    let totals = [3, 5, 0, 2, 7, 4, 6]
    let days = totals.enumerated().map { offset, total in
        DayTotal(date: Date(timeIntervalSince1970: Double(20_414 + offset) * 86_400), total: total)
    }
    let chart = Chart {
        ForEach(days) { day in
            BarMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.total))
        }
        RuleMark(y: .value("Goal", 4))
            .foregroundStyle(.red)
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
    }
    var renderer = ChartRenderer(chart, width: 640, height: 400)
    renderer.title = "Release prep, last 7 days"
    return renderer
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".", isDirectory: true)
do {
    let renderer = await Task.detached { makeRenderer() }.value
    let files = try await withThrowingTaskGroup(of: (ChartOutputFormat, Data).self) { group in
        for format in ChartOutputFormat.allCases {
            group.addTask { (format, try renderer.data(as: format)) }
        }
        var files: [(ChartOutputFormat, Data)] = []
        for try await file in group { files.append(file) }
        return files.sorted { $0.0.rawValue < $1.0.rawValue }
    }
    for (format, data) in files {
        let url = folder.appendingPathComponent("chart.\(format.rawValue)")
        try data.write(to: url)
        print("wrote \(url.path) (\(data.count) bytes)")
    }
} catch {
    FileHandle.standardError.write(Data("ConcurrentRender: \(error)\n".utf8))
    exit(1)
}
