// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The asset colours a render draws that no catalog gave: a value each stage notes into and the driver merges,
/// one diagnostic per name in the order first drawn.
@Suite struct UnknownAssetColorsTests {
    @Test func eachNameIsListedOnceInTheOrderDrawnAndThoseOverSixteenAreCounted() {
        var first = UnknownAssetColors()
        first.note("B", message: "b")
        first.note("A", message: "a")
        first.note("B", message: "b again")
        var second = UnknownAssetColors()
        second.note("A", message: "a")
        for i in 0..<20 { second.note("C\(i)", message: "c\(i)") }
        first.merge(second)
        let lines = first.diagnostics.map(\.message)
        #expect(lines.count == UnknownAssetColors.listed + 1, "\(lines)")
        #expect(Array(lines.prefix(4)) == ["b", "a", "c0", "c1"], "\(lines)")
        #expect(lines.last == "6 more unknown asset colours drawn as the accent colour", "\(lines)")
    }

    @Test func aChartNamesTheColoursOfItsPlotItsMarksAndTheirViewsOnce() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("V", 3)).foregroundStyle(Color("Brand"))
                .annotation { Text("3").foregroundStyle(Color("Note")) }
            BarMark(x: .value("Day", "Tue"), y: .value("V", 2)).foregroundStyle(Color("Brand"))
        }
        .chartPlotStyle { $0.background(Color("Plot")).border(Color("Edge")) }
        let (scene, _) = try OverlayTests.scene(chart)
        for name in ["Brand", "Note", "Plot", "Edge"] {
            let named = scene.diagnostics.filter { $0.message.contains("\"\(name)\"") }
            #expect(named.count == 1, "\(name): \(scene.diagnostics)")
        }
    }

    @Test func rendersOnManyThreadsNameOnlyTheirOwnColours() async throws {
        let names = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for i in 0..<16 {
                group.addTask {
                    let view = VStack {
                        Text("a").foregroundStyle(Color("Ink\(i)"))
                        Rectangle().fill(Color("Fill\(i)")).frame(width: 10, height: 10)
                    }
                    return (i, try ImageRenderer(content: view).diagnostics().map(\.message))
                }
            }
            var all: [Int: [String]] = [:]
            for try await (i, messages) in group { all[i] = messages }
            return all
        }
        for i in 0..<16 {
            let messages = names[i] ?? []
            #expect(messages.count == 2, "\(i): \(messages)")
            #expect(messages.first?.contains("\"Ink\(i)\"") == true, "\(i): \(messages)")
            #expect(messages.last?.contains("\"Fill\(i)\"") == true, "\(i): \(messages)")
        }
    }
}
