// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// The peer benchmark's charts (Benchmarks/peers, W1–W6) drawn with the ShipPlot DSL: same data (h01), same
// 800 × 500 size, a title, the grid and ~5 y ticks; the look is ShipPlot's own.
import Foundation
import ShipPlot

/// The peers' deterministic data: frac(sin(12.9898 i) × 43758.5453).
@inline(__always)
func h01(_ i: Double) -> Double {
    let v = sin(i * 12.9898) * 43758.5453
    return v - v.rounded(.down)
}

/// Midnight UTC `days` days after 1970-01-01; the renderer's default calendar is Gregorian UTC.
func utcDay(_ days: Int) -> Date { Date(timeIntervalSince1970: Double(days) * 86_400) }

/// Day number of 2025-01-06 and 2022-01-01 since 1970-01-01.
let jan6of2025 = 20_094
let jan1of2022 = 18_993

struct Workload: Sendable {
    let id: String
    let summary: String
    let defaultExtension: String
    /// Builds the data and the chart; the chart's DSL evaluation is part of the work.
    let make: @Sendable () -> ChartRenderer
}

struct DayValue {
    let label: String
    let value: Int
}

struct StepCount {
    let date: Date
    let step: String
    let count: Int
}

struct DatedCount {
    let date: Date
    let count: Int
}

struct WalkPoint {
    let i: Int
    let y: Double
}

let weekValues = [3, 5, 0, 2, 7, 4, 6]
let weekLabels = ["Mon 06", "Tue 07", "Wed 08", "Thu 09", "Fri 10", "Sat 11", "Sun 12"]
let week = zip(weekLabels, weekValues).map { DayValue(label: $0, value: $1) }

let stepNames = ["Screenshots", "Metadata", "Keywords", "Final QA"]
let stepTable: [[Int]] = [
    [2, 3, 1, 4, 2, 0, 1, 3, 2, 4, 1, 2, 3, 1],
    [1, 2, 2, 1, 3, 1, 0, 2, 1, 2, 3, 1, 2, 2],
    [3, 1, 2, 2, 1, 2, 1, 1, 3, 1, 2, 2, 1, 3],
    [0, 1, 1, 2, 1, 0, 2, 1, 1, 2, 1, 3, 2, 1],
]

/// W2's steps in Japanese, Simplified Chinese and Korean, for the CJK variant (fontconfig fallback and shaping).
let cjkStepNames = ["スクリーンショット", "元数据", "키워드", "最終確認"]

func stackedRenderer() -> ChartRenderer {
    stackedRenderer(names: stepNames, title: "Release tasks by stage, Jan 6-19 2025")
}

func stackedRenderer(names: [String], title: String) -> ChartRenderer {
    var steps: [StepCount] = []
    for (k, name) in names.enumerated() {
        for d in 0..<14 where stepTable[k][d] > 0 {
            steps.append(StepCount(date: utcDay(jan6of2025 + d), step: name, count: stepTable[k][d]))
        }
    }
    let chart = Chart(steps, id: \.date) {
        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Tasks", $0.count))
            .foregroundStyle(by: .value("Step", $0.step))
    }
    // The peers' four colours, in the peers' legend order.
    .chartForegroundStyleScale([
        names[0]: Color(red: 0x4c / 255, green: 0x78 / 255, blue: 0xa8 / 255),
        names[1]: Color(red: 0xf5 / 255, green: 0x85 / 255, blue: 0x18 / 255),
        names[2]: Color(red: 0xe4 / 255, green: 0x57 / 255, blue: 0x56 / 255),
        names[3]: Color(red: 0x72 / 255, green: 0xb7 / 255, blue: 0xb2 / 255),
    ])
    var renderer = ChartRenderer(chart, width: 800, height: 500)
    renderer.title = title
    return renderer
}

/// The 1,000,000-point random walk: y[i] = Σ_{k ≤ i} (h01(k) − 0.5).
func randomWalk(count: Int = 1_000_000) -> [WalkPoint] {
    var points: [WalkPoint] = []
    points.reserveCapacity(count)
    var acc = 0.0
    for i in 0..<count {
        acc += h01(Double(i)) - 0.5
        points.append(WalkPoint(i: i, y: acc))
    }
    return points
}

let workloads: [Workload] = [
    Workload(id: "W1", summary: "week bars: 7 bars, day labels", defaultExtension: "png") {
        let chart = Chart(week, id: \.label) {
            BarMark(x: .value("Day", $0.label), y: .value("Tasks", $0.value))
        }
        var renderer = ChartRenderer(chart, width: 800, height: 500)
        renderer.title = "Tasks done, week of Jan 6 2025"
        return renderer
    },
    Workload(id: "W2", summary: "stacked: 14 days x 4 series + legend", defaultExtension: "png", make: stackedRenderer),
    Workload(id: "W3", summary: "smooth line: 7 points, spline + symbols", defaultExtension: "png") {
        let chart = Chart(week, id: \.label) {
            LineMark(x: .value("Day", $0.label), y: .value("Tasks", $0.value))
                .interpolationMethod(.catmullRom(alpha: 0))  // uniform, as the peers draw it
                .symbol(.circle)
        }
        var renderer = ChartRenderer(chart, width: 800, height: 500)
        renderer.title = "Tasks done, week of Jan 6 2025 (smoothed)"
        return renderer
    },
    Workload(id: "W4", summary: "big line: 1,000,000-point polyline", defaultExtension: "png") {
        let walk = randomWalk()
        // 1 px as the peers stroke it, with our default round joins (thinning keeps miter tips only in full).
        let thin = StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round)
        // The vectorized plot reads the array through key paths: no mark value per point.
        let chart = Chart { LinePlot(walk, x: .value("Index", \.i), y: .value("Value", \.y)).lineStyle(thin) }
        var renderer = ChartRenderer(chart, width: 800, height: 500)
        renderer.title = "Random walk, 1,000,000 points"
        return renderer
    },
    Workload(id: "W5", summary: "three years: 1,095 daily bars", defaultExtension: "png") {
        let days = (0..<1095).map { i in
            let v = (6 + 4 * sin(2 * Double.pi * Double(i) / 365.25) + 4 * h01(Double(i))).rounded(.down)
            return DatedCount(date: utcDay(jan1of2022 + i), count: Int(v))
        }
        let chart = Chart(days.filter { $0.count > 0 }, id: \.date) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count), width: .ratio(1))
        }
        var renderer = ChartRenderer(chart, width: 800, height: 500)
        renderer.title = "Daily count, 2022-2024"
        return renderer
    },
    Workload(id: "W6", summary: "W2 as PDF", defaultExtension: "pdf", make: stackedRenderer),
    // Not a peer workload: W2 with CJK step names and title, the cost of fallback fonts and shaping.
    Workload(id: "W2-cjk", summary: "W2 with Japanese, Chinese and Korean text", defaultExtension: "png") {
        stackedRenderer(names: cjkStepNames, title: "リリース作業 · 发布任务 · 릴리스 작업, 2025年1月6日–19日")
    },
    // Not a peer workload: four W1 charts in a 2 × 2 SwiftUI grid through ImageRenderer, to compare with four
    // W1 renders (the target: within 1.2×).
    Workload(id: "DASH", summary: "2 x 2 dashboard of W1 charts via ImageRenderer", defaultExtension: "png") {
        func card() -> some View {
            Chart(week, id: \.label) { BarMark(x: .value("Day", $0.label), y: .value("Tasks", $0.value)) }
                .frame(width: 800, height: 500)
        }
        let dashboard = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                card()
                card()
            }
            GridRow {
                card()
                card()
            }
        }
        let renderer = ImageRenderer(content: dashboard)
        renderer.isOpaque = true
        return try! renderer.chartRenderer()
    },
]
