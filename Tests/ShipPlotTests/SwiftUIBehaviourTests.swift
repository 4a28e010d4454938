import Foundation
import Testing

@testable import ShipPlot

/// Behaviours seen in shipped Swift Charts code that ShipPlot drew differently (issue 22, item 5): each as
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
}
