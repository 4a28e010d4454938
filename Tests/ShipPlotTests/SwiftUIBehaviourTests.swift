// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Behaviours seen in shipped Swift Charts code that ShipPlot drew differently: each as
/// Apple documents or draws it.
@Suite struct SwiftUIBehaviourTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2024-01-05, 03:07 and 15:07 UTC.
    static let early = Date(timeIntervalSince1970: 1_704_424_020)
    static let late = Date(timeIntervalSince1970: 1_704_467_220)

    static func write(_ date: Date, _ style: Date.FormatStyle, locale: String = "en_US") -> String {
        TextEnvironment(locale: Locale(identifier: locale), timeZone: utc).format(date, style)
    }

    @Test func anHourInDefaultDigitsWithoutAMPMIsNotPadded() {
        let hour = Date.FormatStyle.dateTime.hour(.defaultDigits(amPM: .omitted))
        // Apple: "8 (for 8 a.m.) or 1 (for 1 p.m.) if used with defaultDigits"; Foundation on Linux wrote "03".
        #expect(Self.write(Self.early, hour) == "3")
        #expect(Self.write(Self.late, hour) == "3")
        #expect(Self.write(Self.early, hour.minute()) == "3:07")
        #expect(Self.write(Self.early, hour, locale: "en_GB") == "3")
        #expect(Self.write(Self.late, hour, locale: "en_GB") == "15")
        // Two digits stay two digits, and the default hour keeps its day period.
        #expect(Self.write(Self.early, .dateTime.hour(.twoDigits(amPM: .omitted))) == "03")
        #expect(
            Self.write(Self.early, .dateTime.hour()).hasPrefix("3")
                && Self.write(Self.early, .dateTime.hour()).hasSuffix("AM"))
    }

    @Test func anAxisLabelWithThatHourIsNotPadded() throws {
        let hours = (0..<4).map { Self.early.addingTimeInterval(Double($0) * 3600) }
        let chart = Chart(hours, id: \.self) { hour in
            BarMark(x: .value("Hour", hour, unit: .hour), y: .value("Steps", 1))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour)) { _ in
                AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
            }
        }
        let drawn = try TextLocaleTests.drawn(TextLocaleTests.renderer(chart, locale: "en_US"))
        #expect(drawn.contains("3") && drawn.contains("4") && !drawn.contains("03"), "\(drawn)")
    }

    @Test func aCustomLegendBesideThePlotFollowsItsAlignment() throws {
        func legend(_ alignment: Alignment) throws -> (plot: Rect, view: Rect) {
            let chart = LegendPlacementTests.chart(.trailing, alignment)
                .chartLegend(position: .trailing, alignment: alignment) {
                    VStack {
                        Text("Mon"); Text("Tue")
                    }
                }
            let (_, layout) = try PlotStyleTests.scene(chart)
            return (layout.plot, try #require(layout.legend?.view?.rect))
        }
        let centred = try legend(.center)
        #expect(abs(centred.view.midY - centred.plot.midY) < 1, "\(centred)")
        let bottom = try legend(.bottom)
        #expect(abs(bottom.view.maxY - bottom.plot.maxY) < 1, "\(bottom)")
        let top = try legend(.top)
        #expect(abs(top.view.minY - top.plot.minY) < 1, "\(top)")
    }

    /// A line with symbols, then a point mark on its middle point in another colour.
    static func lineThenPoint() -> Chart<some ChartContent> {
        Chart {
            ForEach(threeDays) { day in
                LineMark(x: .value("Day", day.name), y: .value("Value", day.value))
                    .foregroundStyle(.red)
                    .symbol(.circle)
            }
            PointMark(x: .value("Day", "Tue"), y: .value("Value", 7.3))
                .foregroundStyle(.green)
                .symbolSize(200)
        }
    }

    @Test func aPointMarkDeclaredAfterALineDrawsOverItsSymbols() throws {
        let theme = Theme.standard(.light)
        let (red, green) = (theme.resolve(.red), theme.resolve(.green))
        let (scene, _) = try PlotStyleTests.scene(Self.lineThenPoint())
        let fills = scene.commands.enumerated().compactMap { i, command -> (Int, RGBA)? in
            if case .fill(_, let color) = command { return (i, color) } else { return nil }
        }
        let lastRed = try #require(fills.last { $0.1 == red }?.0)
        let point = try #require(fills.first { $0.1 == green }?.0)
        #expect(point > lastRed, "the point mark at \(point) is under the line's symbols, the last at \(lastRed)")
    }

    @Test func lineSymbolsStayAboveTheNextLine() throws {
        let chart = Chart {
            ForEach(threeDays) { day in
                LineMark(x: .value("Day", day.name), y: .value("Value", day.value), series: .value("S", "a"))
                    .foregroundStyle(.red).symbol(.circle)
                LineMark(x: .value("Day", day.name), y: .value("Value", day.value + 0.1), series: .value("S", "b"))
                    .foregroundStyle(.blue)
            }
        }
        let theme = Theme.standard(.light)
        let (scene, _) = try PlotStyleTests.scene(chart)
        let red = theme.resolve(.red), blue = theme.resolve(.blue)
        let symbol = try #require(scene.commands.lastIndex { if case .fill(_, red) = $0 { true } else { false } })
        let line = try #require(scene.commands.lastIndex { if case .stroke(_, _, blue) = $0 { true } else { false } })
        #expect(symbol > line)
    }

    /// Grid line positions along x for daily values at midnight, centred or not.
    static func dailyGrid(centered: Bool?, binned: Bool) throws -> [Double] {
        let days = (0..<4).map { Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 86_400) }
        func grid<C>(_ chart: Chart<C>) -> Chart<C> {
            chart.chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine(centered: centered) } }
        }
        let bars = Chart(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("Steps", 2)) }
        let line = Chart(days, id: \.self) { LineMark(x: .value("Day", $0), y: .value("Steps", 2)) }
        let (_, layout) = try binned ? PlotStyleTests.scene(grid(bars)) : PlotStyleTests.scene(grid(line))
        let axis = try #require(layout.x)
        return axis.ticks.filter { $0.grid != nil }.map(\.position)
    }

    @Test func aCentredGridLineOnADateAxisSitsBetweenTheDays() throws {
        let plain = try Self.dailyGrid(centered: nil, binned: false)
        let centred = try Self.dailyGrid(centered: true, binned: false)
        try #require(plain.count >= 3)
        // Halfway between one day's line and the next (mid-day), and none after the last day.
        try #require(centred.count == plain.count - 1, "\(plain) \(centred)")
        for (i, x) in centred.enumerated() {
            #expect(abs(x - (plain[i] + plain[i + 1]) / 2) < 0.01, "\(plain) \(centred)")
        }
    }

    @Test func aCentredGridLineOnABinnedDateAxisSitsMidBin() throws {
        let plain = try Self.dailyGrid(centered: nil, binned: true)
        let centred = try Self.dailyGrid(centered: true, binned: true)
        try #require(plain.count >= 3 && centred.count >= plain.count - 1)
        for i in 0..<(plain.count - 1) {
            #expect(abs(centred[i] - (plain[i] + plain[i + 1]) / 2) < 0.01, "\(plain) \(centred)")
        }
    }

    /// SwiftUI's Dynamic Type sizes at the default ("large") size.
    static let textStyles: [(Font, Double, Bool)] = [
        (.largeTitle, 34, false), (.title, 28, false), (.title2, 22, false), (.title3, 20, false),
        (.headline, 17, true), (.body, 17, false), (.callout, 16, false), (.subheadline, 15, false),
        (.footnote, 13, false), (.caption, 12, false), (.caption2, 11, false),
    ]

    /// The text runs a chart draws, by string.
    static func runs<C>(_ chart: Chart<C>) throws -> [String: TextRun] {
        let (scene, _) = try PlotStyleTests.scene(chart)
        var runs: [String: TextRun] = [:]
        for case .text(let run) in scene.commands { runs[run.text] = run }
        return runs
    }

    @Test func textStylesInAnnotationsDrawAtSwiftUIsSizes() throws {
        for (font, size, bold) in Self.textStyles {
            let chart = Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("V", 3))
                    .annotation(position: .top) { Text("🔥").font(font) }
                BarMark(x: .value("Day", "Tue"), y: .value("V", 3))
                    .annotation(position: .top) { VStack { Text("Peak") }.font(font) }
            }
            let runs = try Self.runs(chart)
            for text in ["🔥", "Peak"] {
                let run = try #require(runs[text], "\(text) at \(size)")
                #expect(run.font.size == size && run.font.bold == bold, "\(text): \(run.font), not \(size)")
            }
        }
    }

    @Test func aTextSymbolDrawsWholeInItsTextStyle() throws {
        let chart = Chart {
            PointMark(x: .value("Day", "Mon"), y: .value("V", 3)).symbol { Text("🔥").font(.largeTitle) }
            PointMark(x: .value("Day", "Tue"), y: .value("V", 2)).symbol { Circle().fill(.red) }
        }
        // Measured with the real fonts: the emoji is wider than the 8 pt square.
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        let scene = try renderer.makeScene()
        let texts = scene.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let emoji = try #require(texts.first { $0.text.contains("🔥") || $0.text.contains("…") })
        #expect(emoji.text == "🔥" && emoji.font.size == 34, "\(emoji.text) at \(emoji.font.size)")
        // A shape still fills the symbol's 8 pt square.
        let red = Theme.standard(.light).resolve(.red)
        let circle = try #require(
            scene.commands.compactMap { if case .fill(let path, red) = $0 { path } else { nil } }.first)
        #expect(abs(circle.bounds.width - 8) < 0.01, "\(circle.bounds)")
    }

    @Test func anUnknownAssetColourIsTheAccentColourAndNamed() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("V", 3)).foregroundStyle(Color("Brand"))
            BarMark(x: .value("Day", "Tue"), y: .value("V", 2)).foregroundStyle(Color("Brand").opacity(0.5))
        }
        let (scene, _) = try PlotStyleTests.scene(chart)
        let accent = Theme.standard(.light).resolve(.accentColor)
        #expect(scene.commands.contains { if case .fill(_, accent) = $0 { true } else { false } })
        let named = scene.diagnostics.filter { $0.message.contains("\"Brand\"") }
        #expect(named.count == 1, "\(scene.diagnostics)")
    }

    @Test func unknownSymbolsAndColoursInViewsAreNamed() throws {
        let view = VStack {
            Text("Steps").foregroundStyle(Color("Ink"))
            Image(systemName: "figure.stand")
            Image(systemName: "star.fill")
        }
        let messages = try ImageRenderer(content: view).diagnostics().map(\.message)
        #expect(messages.contains { $0.contains("\"Ink\"") && $0.contains("accent") }, "\(messages)")
        #expect(
            messages.contains { $0.contains("\"figure.stand\"") && $0.hasPrefix("1 unknown symbol") }, "\(messages)")
        #expect(!messages.contains { $0.contains("star.fill") })
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("V", 3))
                .annotation { Image(systemName: "figure.stand").font(.largeTitle) }
        }
        let (scene, _) = try PlotStyleTests.scene(chart)
        #expect(scene.diagnostics.contains { $0.message.contains("\"figure.stand\"") }, "\(scene.diagnostics)")
    }

    /// The plot's fills, strokes and shadows in a colour, for a plot style.
    static func plotStyle(_ style: @escaping (ChartPlotContent) -> some View) throws -> (
        fills: [RGBA], strokes: [RGBA], shadows: Int
    ) {
        let (scene, _) = try PlotStyleTests.scene(OverlayTests.bars().chartPlotStyle(content: style))
        var fills: [RGBA] = [], strokes: [RGBA] = [], shadows = 0
        for command in scene.commands {
            switch command {
            case .fill(_, let color): fills.append(color)
            case .stroke(_, _, let color): strokes.append(color)
            case .shadow: shadows += 1
            default: break
            }
        }
        return (fills, strokes, shadows)
    }

    @Test func plotStyleModifiersItDoesNotDeclareKeepTheBackgroundAndBorder() throws {
        let theme = Theme.standard(.light)
        let yellow = theme.resolve(.yellow), gray = theme.resolve(.gray)
        let shadowed = try Self.plotStyle { $0.padding().background(.yellow).border(.gray).shadow(radius: 4) }
        #expect(shadowed.fills.contains(yellow) && shadowed.strokes.contains(gray) && shadowed.shadows > 0)
        let faded = try Self.plotStyle { $0.background(.yellow).border(.gray).opacity(0.5) }
        #expect(faded.fills.contains(yellow.withAlpha(0.5)) && faded.strokes.contains(gray.withAlpha(0.5)))
        let blended = try Self.plotStyle { $0.background(.yellow).border(.gray).blendMode(.multiply) }
        #expect(blended.fills.contains(yellow) && blended.strokes.contains(gray))
        let rounded = try Self.plotStyle {
            $0.background(.yellow).shadow(radius: 2).cornerRadius(8).clipShape(Capsule()).border(.gray)
        }
        #expect(rounded.fills.contains(yellow) && rounded.strokes.contains(gray) && rounded.shadows > 0)
    }
}
