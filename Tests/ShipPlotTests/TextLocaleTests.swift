// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// One locale for every value a chart formats: `Text(_:format:)`, `format:` and `specifier:` interpolations and
/// `AxisValueLabel(format:)`, from the renderer, or from the chart's `.environment(\.locale, …)`, which wins.
@Suite struct TextLocaleTests {
    static let may18 = Date(timeIntervalSince1970: 1_652_875_200)  // 2022-05-18 12:00 UTC
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// A one-bar chart whose annotation shows a price, a date and a printf number.
    static func annotated() -> Chart<some ChartContent> {
        Chart {
            BarMark(x: .value("Day", "Wed"), y: .value("Price", 38))
                .annotation(position: .top) {
                    VStack {
                        Text(38.0, format: .currency(code: "USD"))
                        Text("\(may18, format: .dateTime.year().month().day())")
                        Text("\(3.5, specifier: "%.1f") pt.")
                    }
                }
        }
    }

    /// The strings a renderer draws, in drawing order.
    static func drawn(_ renderer: ChartRenderer) throws -> [String] {
        try renderer.makeScene(measurer: FixedTextMeasurer()).commands.compactMap {
            if case .text(let run) = $0 { return run.text } else { return nil }
        }
    }

    static func renderer<C>(_ chart: Chart<C>, locale: String? = nil) -> ChartRenderer {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = utc
        if let locale { renderer.locale = Locale(identifier: locale) }
        return renderer
    }

    @Test func aProcessWithoutALocaleFormatsAsAUSIPhone() {
        for environment in [
            [:], ["LANG": "C.UTF-8"], ["LANG": "POSIX"], ["LANG": "C"], ["LC_ALL": "C", "LANG": "de_DE"],
        ] {
            #expect(processLocale(environment).identifier == "en_US", "\(environment)")
        }
    }

    @Test func aRealLocaleFromTheEnvironmentIsHonoured() {
        #expect(processLocale(["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(processLocale(["LANG": "en_GB.UTF-8"]).identifier == "en_GB")
        #expect(processLocale(["LC_ALL": "fr_FR.UTF-8@euro", "LANG": "de_DE.UTF-8"]).identifier == "fr_FR")
        #expect(processLocale(["LC_ALL": "", "LANG": "sv_SE"]).identifier == "sv_SE")
    }

    @Test func theRenderersLocaleFormatsTextInViews() throws {
        let us = try Self.drawn(Self.renderer(Self.annotated(), locale: "en_US"))
        #expect(us.contains("$38.00"))
        #expect(us.contains("May 18, 2022"))
        #expect(us.contains("3.5 pt."))
        let german = try Self.drawn(Self.renderer(Self.annotated(), locale: "de_DE"))
        #expect(german.contains("38,00\u{a0}$"))
        #expect(german.contains("18. Mai 2022"))
        // Only the number's decimal mark changes, not the full stop after it.
        #expect(german.contains("3,5 pt."))
    }

    @Test func theChartsEnvironmentLocaleWinsOverTheRenderers() throws {
        let chart = Self.annotated().environment(\.locale, Locale(identifier: "de_DE"))
        let drawn = try Self.drawn(Self.renderer(chart, locale: "en_US"))
        #expect(drawn.contains("38,00\u{a0}$"))
        #expect(drawn.contains("18. Mai 2022"))
    }

    @Test func axisLabelFormatsUseTheChartsLocale() throws {
        let chart = Chart {
            BarMark(x: .value("Month", Self.may18, unit: .month), y: .value("Sales", 12))
        }
        .chartXAxis {
            AxisMarks(values: [Self.may18]) { AxisValueLabel(format: .dateTime.month(.wide)) }
        }
        .chartYAxis {
            AxisMarks(values: [1.5]) { AxisValueLabel(format: FloatingPointFormatStyle<Double>.number) }
        }
        let us = try Self.drawn(Self.renderer(chart, locale: "en_US"))
        #expect(us.contains("May") && us.contains("1.5"))
        let german = try Self.drawn(Self.renderer(chart.environment(\.locale, Locale(identifier: "de_DE"))))
        #expect(german.contains("Mai") && german.contains("1,5"))
    }

    @Test func textBuiltOutsideAChartFormatsInThePinnedLocale() {
        let text = Text("\(0.5, format: .percent) of \(1234.5, format: .number)")
        let us = text.content.string(in: TextEnvironment(locale: Locale(identifier: "en_US")))
        #expect(us == "50% of 1,234.5")
        let french = text.content.string(in: TextEnvironment(locale: Locale(identifier: "fr_FR")))
        #expect(french.hasPrefix("50") && french.hasSuffix("234,5"))
    }
}
