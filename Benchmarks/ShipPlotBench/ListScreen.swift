// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// In-process: a List screen (the W1 chart in its first row, then 50 rows) beside the chart alone, in CPU time.
import Foundation
import ShipPlot

/// The W1 chart as a screen shows it in a list row.
func listChart() -> some View {
    Chart(week, id: \.label) { BarMark(x: .value("Day", $0.label), y: .value("Tasks", $0.value)) }
        .frame(height: 300)
}

/// A list screen: the chart under a header, then 50 rows of a label and a trailing value, inset grouped.
func listScreen() -> some View {
    List {
        Section("This week") { listChart() }
        Section("Days") {
            ForEach(0..<50, id: \.self) { day in
                HStack {
                    Label("Day \(day + 1)", systemImage: "calendar")
                    Spacer()
                    Text("\(weekValues[day % 7]) tasks").foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// An opaque renderer of `view`.
func screenRenderer(_ view: some View) -> ChartRenderer {
    let renderer = ImageRenderer(content: view)
    renderer.isOpaque = true
    return try! renderer.chartRenderer()
}

/// The list screen on an iPhone-sized screen (390 × 844 pt: the chart and the rows that fit, as a screenshot
/// shows them), and at its whole height (every one of the 50 rows drawn); each beside the chart alone on a
/// canvas of the same size, so the PNGs have as many pixels.
let listWorkloads: [Workload] = [
    Workload(id: "LIST", summary: "List screen: W1 chart and 50 rows, 390 x 844", defaultExtension: "png") {
        screenRenderer(listScreen().frame(width: 390, height: 844))
    },
    Workload(id: "LIST-CHART", summary: "the LIST chart alone, 390 x 844", defaultExtension: "png") {
        screenRenderer(listChart().frame(width: 390, height: 844))
    },
    Workload(id: "LIST-ALL", summary: "List screen at its whole height: all 50 rows", defaultExtension: "png") {
        screenRenderer(listScreen().frame(width: 390))
    },
    Workload(id: "LIST-ALL-CHART", summary: "the LIST chart alone, at LIST-ALL's size", defaultExtension: "png") {
        let height = (try? ImageRenderer(content: listScreen().frame(width: 390)).size().height) ?? 844
        return screenRenderer(listChart().frame(width: 390, height: height))
    },
]

/// CPU time this process has used (user + system, every thread).
func processCPUTime() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
}

/// Alternates one list-screen render with one render of the chart alone (data, views and PNG bytes each) after
/// a warm-up of each, for the screen and for the whole list, and prints the median CPU times and their ratio.
func listScreenComparison(runs: Int) {
    print("| LIST | list CPU ms | chart alone CPU ms | list ÷ chart | runs |")
    print("|---|---|---|---|---|")
    for (list, chart, label) in [
        ("LIST", "LIST-CHART", "screen, 390 × 844"), ("LIST-ALL", "LIST-ALL-CHART", "all 50 rows"),
    ] {
        let (l, c) = (workload(list), workload(chart))
        func cpu(_ w: Workload) -> Duration {
            let start = processCPUTime()
            do {
                _ = try w.make().data(as: .png)
            } catch {
                fail("\(w.id): \(error)")
            }
            return processCPUTime() - start
        }
        _ = (cpu(l), cpu(c))
        var listTimes: [Duration] = []
        var chartTimes: [Duration] = []
        for _ in 0..<runs {
            listTimes.append(cpu(l))
            chartTimes.append(cpu(c))
        }
        let (m, n) = (median(listTimes), median(chartTimes))
        print("| \(label) | \(milliseconds(m)) | \(milliseconds(n)) | \(String(format: "%.2f", m / n))× | \(runs) |")
    }
}
