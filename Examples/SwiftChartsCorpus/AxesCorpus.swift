// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The axes part of the compatibility corpus: axis marks as everyday Swift Charts code writes them —
/// desired counts on date axes, inset presets, empty marks in a `switch`, values outside the domain.
public enum AxesCorpus {
    /// One chart of this part.
    public typealias Entry = CorpusEntry

    /// Every chart, in order.
    public static var all: [Entry] { [uvIndex, fixedValues, monthsTurned, titleViews, axisStyles] }

    struct Reading {
        let date: Date
        let index: Double
    }

    /// An hourly UV index over one day, 00:00 to 23:00 UTC.
    static let readings: [Reading] = (0..<24).map { hour in
        let date = CorpusEntry.calendar.date(from: DateComponents(year: 2026, month: 7, day: 1, hour: hour))!
        return Reading(date: date, index: max(0, (9 * sin(Double(hour - 6) / 14 * Double.pi)).rounded()))
    }

    static func band(_ index: Int) -> String? {
        switch index {
        case 1: "Low"
        case 3: "Moderate"
        case 6: "High"
        case 8: "Very high"
        case 11: "Extreme"
        default: nil
        }
    }

    /// A weather app's UV chart: band names inside the plot from a `switch` whose default draws nothing, even
    /// values on the trailing side, and every other hourly reading along the top.
    static var uvIndex: Entry {
        Entry(
            "axes01-uv-index-inset-bands",
            Chart(readings, id: \.date) { reading in
                AreaMark(x: .value("Hour", reading.date), y: .value("UV", reading.index))
                    .foregroundStyle(.orange.opacity(0.3))
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Hour", reading.date), y: .value("UV", reading.index))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.catmullRom)
            }
            .chartYScale(domain: 0...14)
            .chartYAxis {
                AxisMarks(position: .trailing, values: .automatic(desiredCount: 14)) { value in
                    if value.index % 2 == 0 {
                        AxisValueLabel()
                    }
                    AxisGridLine()
                }
                AxisMarks(preset: .inset, position: .leading, values: .automatic(desiredCount: 14)) { value in
                    switch value.index {
                    case 1, 3, 6, 8, 11:
                        AxisValueLabel(band(value.index) ?? "", anchor: .topLeading)
                    default:
                        EmptyAxisMark()
                    }
                }
            }
            .chartXAxis {
                AxisMarks(position: .bottom, values: .automatic) { _ in
                    AxisValueLabel()
                    AxisGridLine()
                    AxisTick()
                }
                AxisMarks(position: .top, values: .automatic(desiredCount: 24)) { value in
                    if value.index % 2 != 0 {
                        AxisValueLabel("\(Int(readings[value.index].index))", anchor: .bottom)
                    }
                }
            })
    }

    /// Fixed values past the data's domain: only those inside the plot get marks.
    static var fixedValues: Entry {
        Entry(
            "axes02-values-outside-the-domain",
            Chart(readings.filter { $0.index > 0 }, id: \.date) { reading in
                BarMark(x: .value("Hour", reading.date, unit: .hour), y: .value("UV", reading.index))
                    .foregroundStyle(.purple.gradient)
            }
            .chartYAxis {
                AxisMarks(format: .number, preset: .aligned, values: Array(0...12))
                AxisMarks(preset: .inset, position: .leading, values: [1, 3, 6, 8, 11]) { value in
                    AxisValueLabel(band(value.as(Int.self) ?? 0) ?? "")
                }
            })
    }

    /// Twelve months of grouped sales: the month names turn to fit, and the first one is shown whole.
    static var monthsTurned: Entry {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let products = ["Ice Cream", "Coffee"]
        return Entry(
            "axes03-month-names-turned",
            Chart {
                ForEach(products, id: \.self) { product in
                    ForEach(Array(months.enumerated()), id: \.offset) { index, month in
                        BarMark(
                            x: .value("Month", month),
                            y: .value("Sales", product == "Coffee" ? 1800 + index * 40 : 1200 - index * 50)
                        )
                        .position(by: .value("Product", product))
                        .foregroundStyle(by: .value("Product", product))
                    }
                }
            })
    }

    /// Axis titles as views: a symbol and caption in a tinted capsule under x, a turned symbol and name beside y.
    static var titleViews: Entry {
        Entry(
            "axes04-axis-title-views",
            Chart(readings, id: \.date) { reading in
                LineMark(x: .value("Hour", reading.date), y: .value("UV", reading.index))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.monotone)
            }
            .chartXAxisLabel(position: .bottom, alignment: .center) {
                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text("Hour of day")
                        .font(.caption.bold())
                }
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(Capsule().fill(Color.blue.opacity(0.12)))
            }
            .chartYAxisLabel(position: .trailing, alignment: .center) {
                HStack(spacing: 4) {
                    Image(systemName: "sun.max.fill")
                        .foregroundStyle(.orange)
                    Text("UV index")
                }
            })
    }

    /// Styled axes: a faded x axis on a tinted band, y labels nudged away from the plot.
    static var axisStyles: Entry {
        Entry(
            "axes05-axis-styles",
            Chart(readings.filter { $0.index > 0 }, id: \.date) { reading in
                BarMark(x: .value("Hour", reading.date, unit: .hour), y: .value("UV", reading.index))
                    .foregroundStyle(.teal)
            }
            .chartXAxisStyle { axis in
                axis
                    .opacity(0.6)
                    .background(Color.teal.opacity(0.12))
            }
            .chartYAxisStyle { axis in
                axis.offset(x: 4)
            })
    }
}
