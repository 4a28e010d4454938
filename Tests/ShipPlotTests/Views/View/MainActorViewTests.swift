// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts

/// `View`, `ViewModifier` and `ChartContent` are `@MainActor`, as SwiftUI and Swift Charts declare them: an app's
/// view reads its main-actor models in `body` and in its own methods, and renders from the main actor. Charts
/// still render concurrently off it: the engine is nonisolated and builds bodies on the rendering thread.
@Suite struct MainActorViewTests {
    /// A main-actor model, as apps keep them (an `ObservableObject`, an `@Observable` class).
    @MainActor final class WeekModel {
        var title = "Steps this week"
        var totals = [3, 5, 2, 7]
        init() {}
    }

    /// Reads the model in `body` and in a method of its own: both are main-actor isolated with the view.
    struct WeekCard: View {
        let model: WeekModel

        var body: some View {
            VStack(alignment: .leading) {
                Text(model.title).font(.headline)
                Chart {
                    ForEach(Array(days().enumerated()), id: \.offset) { day, total in
                        BarMark(x: .value("Day", "D\(day)"), y: .value("Steps", total))
                    }
                }
                .frame(width: 240, height: 120)
            }
            .modifier(CardInset(model: model))
        }

        private func days() -> [Int] { model.totals }
    }

    /// A modifier that reads the model in `body(content:)`.
    struct CardInset: ViewModifier {
        let model: WeekModel
        func body(content: Content) -> some View {
            content.padding(Double(model.totals.count) * 2)
        }
    }

    @MainActor @Test func aViewReadsAMainActorModelInItsBodyAndMethods() throws {
        let renderer = ImageRenderer(content: WeekCard(model: WeekModel()))
        let commands = try renderer.recordedCommands()
        #expect(commands.contains("Steps this week"))
        // The four bars the method's totals make, inset by the modifier's 8 points.
        #expect(try renderer.size().width == 256)
    }

    /// Chart content of a server's own, with a body that passes closures to the standard library. It opts out of
    /// the main-actor isolation `ChartContent` gives its conformers, as Apple documents for its own protocols, so
    /// its body is nonisolated and compiled without main-actor checks: built on whichever thread renders.
    nonisolated struct GoalBars: ChartContent {
        let totals: [Int]
        let goal: Int

        var body: some ChartContent {
            ForEach(totals.enumerated().map { (day: $0.offset, total: $0.element) }, id: \.day) { item in
                BarMark(x: .value("Day", "D\(item.day)"), y: .value("Steps", item.total))
                    .foregroundStyle(item.total >= goal ? .green : .orange)
            }
            RuleMark(y: .value("Goal", goal))
        }
    }

    /// A view of a server's own around such content, rendered with `ImageRenderer` in each task.
    nonisolated struct GoalCard: View {
        let totals: [Int]
        var body: some View {
            VStack {
                Text("Met \(totals.filter { $0 >= 4 }.count) of \(totals.count)")
                Chart { GoalBars(totals: totals, goal: 4) }.frame(width: 200, height: 100)
            }
        }
    }

    private static func totals(_ chart: Int) -> [Int] { [chart + 1] + (0..<6).map { ($0 * 5 + chart) % 9 } }

    @Test func chartsWithBodiesRenderConcurrentlyOffTheMainActor() async throws {
        let count = 12
        let expected = try (0..<count).map { chart in
            try ChartRenderer(Chart { GoalBars(totals: Self.totals(chart), goal: 4) }, width: 300, height: 200)
                .pngData()
        }
        let rendered = try await withThrowingTaskGroup(of: (Int, Data, Data, Bool).self) { group in
            for chart in 0..<count {
                group.addTask {
                    let totals = Self.totals(chart)
                    let png = try ChartRenderer(Chart { GoalBars(totals: totals, goal: 4) }, width: 300, height: 200)
                        .pngData()
                    let card = try ImageRenderer(content: GoalCard(totals: totals)).pngData()
                    return (chart, png, card, Thread.isMainThread)
                }
            }
            return try await group.reduce(into: [Int: (png: Data, card: Data, onMain: Bool)]()) {
                $0[$1.0] = ($1.1, $1.2, $1.3)
            }
        }
        #expect(rendered.count == count)
        for chart in 0..<count {
            #expect(rendered[chart]?.png == expected[chart], "chart \(chart) rendered different bytes in a task")
            #expect(rendered[chart]?.card.isEmpty == false)
            #expect(rendered[chart]?.onMain == false, "chart \(chart) was rendered on the main thread")
        }
        // Bodies were built: each chart has its bars, not an empty plot.
        #expect(Set(expected).count == count)
    }
}
