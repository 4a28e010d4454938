// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A chart is a view: it renders inside cards and stacks through `ImageRenderer`, with SwiftUI's layout.
struct ImageRendererTests {
    struct Day: Identifiable {
        let id: Int
        let steps: Double
    }
    static let days = (0..<7).map { Day(id: $0, steps: Double([3, 5, 2, 6, 4, 7, 5][$0])) }

    static func bars() -> Chart<ForEach<[Day], Int, BarMark>> {
        Chart(days) { BarMark(x: .value("Day", "d\($0.id)"), y: .value("Steps", $0.steps)) }
    }

    @Test func aChartAloneIsItsIdealSize() throws {
        let renderer = ImageRenderer(content: Self.bars())
        #expect(try renderer.size() == CGSize(width: 800, height: 500))
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(try renderer.size() == CGSize(width: 300, height: 500))
    }

    @Test func aFrameSetsTheImageSize() throws {
        let renderer = ImageRenderer(content: Self.bars().frame(width: 320, height: 180))
        renderer.scale = 2
        #expect(try renderer.size() == CGSize(width: 320, height: 180))
        let png = try renderer.pngData()
        // PNG header: width and height in pixels at bytes 16...23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (640, 360))
    }

    @Test func aCardStacksItsTitleOverTheChart() throws {
        let card = VStack(alignment: .leading) {
            Text("Steps").font(.headline)
            Self.bars().frame(height: 120)
        }
        .padding()
        .frame(width: 300)
        let renderer = ImageRenderer(content: card)
        let size = try renderer.size()
        #expect(size.width == 300)
        // 16 padding, a headline line, 8 spacing, 120 chart, 16 padding.
        #expect(size.height > 160 && size.height < 190)
        let commands = try renderer.recordedCommands()
        #expect(commands.contains("Steps"))
        #expect(try renderer.diagnostics().isEmpty)
    }

    @Test func aChartModifierAfterAFrameReachesTheChart() throws {
        let hidden = ImageRenderer(content: Self.bars().frame(width: 300, height: 150).chartYAxis(.hidden))
        let shown = ImageRenderer(content: Self.bars().frame(width: 300, height: 150))
        let hiddenText = try hidden.recordedCommands()
        let shownText = try shown.recordedCommands()
        #expect(shownText.contains("\"6\""))
        #expect(!hiddenText.contains("\"6\""))
    }

    @Test func aChartModifierOnAContainerAroundTheChartReachesIt() throws {
        // As a screen writes it: chart modifiers after the stack that holds the chart and its title.
        let stacked = VStack {
            Text("Balance")
            Self.bars().frame(width: 300, height: 150)
        }
        .chartYAxis(.hidden).chartXAxis(.hidden)
        let text = try ImageRenderer(content: stacked).recordedCommands()
        #expect(text.contains("Balance") && !text.contains("\"6\""))
        for view in [
            AnyView(HStack { Self.bars().frame(width: 300, height: 150) }.chartYAxis(.hidden)),
            AnyView(ZStack { Self.bars().frame(width: 300, height: 150) }.chartYAxis(.hidden)),
            AnyView(ScrollView { Self.bars().frame(width: 300, height: 150) }.chartYAxis(.hidden)),
            AnyView(GroupBox { Self.bars().frame(width: 300, height: 150) }.chartYAxis(.hidden)),
            AnyView(LazyVStack { Self.bars().frame(width: 300, height: 150) }.chartYAxis(.hidden)),
        ] {
            #expect(!(try ImageRenderer(content: view).recordedCommands().contains("\"6\"")))
        }
    }

    @Test func theChartsOwnModifierWinsOverTheViewsAroundIt() throws {
        let view = Self.bars().chartYAxis(.visible).frame(width: 300, height: 150).chartYAxis(.hidden)
        #expect(try ImageRenderer(content: view).recordedCommands().contains("\"6\""))
    }

    @Test func aViewModifierBuildsAroundItsContent() throws {
        struct Titled: ViewModifier {
            func body(content: Content) -> some View {
                VStack {
                    Text("Titled")
                    content
                }
            }
        }
        let renderer = ImageRenderer(content: Self.bars().frame(width: 200, height: 100).modifier(Titled()))
        #expect(try renderer.recordedCommands().contains("Titled"))
        #expect(try renderer.size().height > 100)
    }

    @Test func badProposalsGetADrawableImage() throws {
        for proposal in [ProposedViewSize.zero, .infinity, ProposedViewSize(width: .nan, height: -5)] {
            let renderer = ImageRenderer(content: Self.bars())
            renderer.proposedSize = proposal
            let size = try renderer.size()
            #expect(size.width >= 1 && size.height >= 1 && size.width <= 100_000)
            _ = try renderer.pdfData()
        }
        let huge = ImageRenderer(content: Self.bars())
        huge.proposedSize = ProposedViewSize(width: 1_000_000, height: 1_000_000)
        #expect(throws: ChartError.self) { try huge.pngData() }
        let zeroScale = ImageRenderer(content: Self.bars())
        zeroScale.scale = 0
        #expect(throws: ChartError.self) { try zeroScale.pngData() }
    }
}
