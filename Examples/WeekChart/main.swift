// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// Renders a week of release-prep totals as a smooth line chart, the way an app would with Swift Charts.
// Usage: swift run WeekChart [output.png|.pdf|.svg]
import Foundation
import ShipPlot

struct DayTotal: Identifiable {
    let date: Date
    let total: Int
    var id: Date { date }
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let lastDay = calendar.date(from: DateComponents(year: 2026, month: 11, day: 28))!
let totals = [3, 5, 0, 2, 7, 4, 6]
let days = totals.enumerated().map { offset, total in
    DayTotal(date: calendar.date(byAdding: .day, value: offset - totals.count + 1, to: lastDay)!, total: total)
}

let chart = Chart {
    ForEach(days) { day in
        LineMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.total))
            .symbol(.circle)
            .interpolationMethod(.catmullRom)
    }
    RuleMark(y: .value("Goal", 4))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
}

let output = CommandLine.arguments.dropFirst().first ?? "week-example.png"
do {
    var renderer = ChartRenderer(chart, width: 800, height: 500, scale: 2)
    renderer.title = "Release prep, last 7 days"
    renderer.calendar = calendar
    try renderer.write(to: URL(fileURLWithPath: output))
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("WeekChart: \(error)\n".utf8))
    exit(1)
}
