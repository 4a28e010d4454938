// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension OverlaysCorpus {
    /// Decorations drawn through the chart proxy: a lollipop, a crosshair, a target band, labels.
    static var proxyOverlays: [Entry] {
        [lollipop, crosshair, targetBand, goalLabel, donutCentre, rangeHighlight]
    }

    /// Apple's lollipop (from its Swift Charts sample): a rule and a value box at the selected day, drawn in the
    /// chart's background.
    static var lollipop: Entry {
        let selectedElement: OverlaysData.DailySales? = OverlaysData.sales[17]
        return Entry(
            "overlays01-lollipop-value-box",
            Chart(OverlaysData.sales) { element in
                LineMark(x: .value("Date", element.day), y: .value("Sales", element.sales))
                    .lineStyle(StrokeStyle(lineWidth: 2))
                    .foregroundStyle(.blue)
                    .interpolationMethod(.cardinal)
                    .symbol(.circle)
                    .symbolSize(40)
            }
            .chartYAxis(.hidden)
            .chartBackground { proxy in
                GeometryReader { geo in
                    if let selectedElement {
                        let startPositionX = proxy.position(forX: selectedElement.day) ?? 0
                        let lineX = startPositionX + geo[proxy.plotAreaFrame].origin.x
                        let lineHeight = geo[proxy.plotAreaFrame].maxY
                        let boxWidth: CGFloat = 100
                        let boxOffset = max(0, min(geo.size.width - boxWidth, lineX - boxWidth / 2))

                        Rectangle()
                            .fill(.red)
                            .frame(width: 2, height: lineHeight)
                            .position(x: lineX, y: lineHeight / 2)

                        VStack(alignment: .center) {
                            Text("\(selectedElement.day, format: .dateTime.month().day())")
                                .font(.callout)
                                .foregroundStyle(.secondary)
                            Text("\(selectedElement.sales, format: .number)")
                                .font(.title2.bold())
                                .foregroundColor(.primary)
                        }
                        .frame(width: boxWidth, alignment: .leading)
                        .background {
                            ZStack {
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(.background)
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(.quaternary.opacity(0.7))
                            }
                            .padding(.horizontal, -8)
                            .padding(.vertical, -4)
                        }
                        .offset(x: boxOffset)
                    }
                }
            })
    }

    /// A crosshair through one reading, with its value at the plot's edge.
    static var crosshair: Entry {
        let selected = OverlaysData.signal[22]
        return Entry(
            "overlays02-crosshair",
            Chart(OverlaysData.signal) { sample in
                PointMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .symbolSize(20)
                    .foregroundStyle(.teal)
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let plot = geometry[proxy.plotFrame!]
                    if let x = proxy.position(forX: selected.index), let y = proxy.position(forY: selected.value) {
                        Path { path in
                            path.move(to: CGPoint(x: plot.minX + x, y: plot.minY))
                            path.addLine(to: CGPoint(x: plot.minX + x, y: plot.maxY))
                            path.move(to: CGPoint(x: plot.minX, y: plot.minY + y))
                            path.addLine(to: CGPoint(x: plot.maxX, y: plot.minY + y))
                        }
                        .stroke(.orange, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        Circle()
                            .stroke(.orange, lineWidth: 2)
                            .frame(width: 12, height: 12)
                            .position(x: plot.minX + x, y: plot.minY + y)
                        Text(String(format: "%.1f", selected.value))
                            .font(.caption.bold())
                            .foregroundStyle(.orange)
                            .padding(.horizontal, 4)
                            .background(.white)
                            .position(x: plot.maxX - 18, y: plot.minY + y - 10)
                    }
                }
            })
    }

    /// A healthy range shaded behind the grid and the line, through the chart's background.
    static var targetBand: Entry {
        Entry(
            "overlays03-background-target-band",
            Chart(OverlaysData.signal) { sample in
                LineMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .foregroundStyle(.indigo)
            }
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let plotFrame = proxy.plotFrame, let top = proxy.position(forY: 65),
                        let bottom = proxy.position(forY: 45)
                    {
                        let plot = geometry[plotFrame]
                        Rectangle()
                            .fill(.green.opacity(0.15))
                            .frame(width: plot.width, height: bottom - top)
                            .offset(x: plot.minX, y: plot.minY + top)
                    }
                }
            })
    }

    /// A goal line with its label placed by a geometry reader at the plot's trailing edge.
    static var goalLabel: Entry {
        let goal = 150
        return Entry(
            "overlays04-geometry-goal-label",
            Chart(OverlaysData.sales.prefix(14)) { element in
                BarMark(x: .value("Date", element.day, unit: .day), y: .value("Sales", element.sales))
                    .foregroundStyle(.mint)
                RuleMark(y: .value("Goal", goal))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
            }
            .chartOverlay(alignment: .topLeading) { proxy in
                GeometryReader { geometry in
                    let origin = geometry[proxy.plotAreaFrame].origin
                    let width = geometry[proxy.plotAreaFrame].width
                    if let y = proxy.position(forY: goal) {
                        Text("Goal \(goal)")
                            .font(.caption2.weight(.semibold))
                            .foregroundStyle(.white)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(.red))
                            .position(x: origin.x + width - 34, y: origin.y + y)
                    }
                }
            })
    }

    /// A donut with its total in the hole, the classic `chartBackground` use.
    static var donutCentre: Entry {
        let total = OverlaysData.platforms.reduce(0) { $0 + $1.count }
        return Entry(
            "overlays05-donut-total-in-background",
            Chart(OverlaysData.platforms) { share in
                SectorMark(angle: .value("Downloads", share.count), innerRadius: .ratio(0.62), angularInset: 1.5)
                    .foregroundStyle(by: .value("Platform", share.name))
                    .cornerRadius(4)
            }
            .chartAngleSelection(value: .constant(nil as Int?))
            .chartBackground { chartProxy in
                GeometryReader { geometry in
                    if let plotFrame = chartProxy.plotFrame {
                        let frame = geometry[plotFrame]
                        VStack {
                            Text("Downloads")
                                .font(.callout)
                                .foregroundStyle(.secondary)
                            Text("\(total)k")
                                .font(.title.bold())
                                .foregroundColor(.primary)
                        }
                        .position(x: frame.midX, y: frame.midY)
                    }
                }
            })
    }

    /// A selected range of days shaded over the bars, drawn from a range binding at rest.
    static var rangeHighlight: Entry {
        let range: ClosedRange<Date>? = OverlaysData.day(8)...OverlaysData.day(13)
        return Entry(
            "overlays06-selected-range-band",
            Chart(OverlaysData.sales.prefix(21)) { element in
                BarMark(x: .value("Date", element.day, unit: .day), y: .value("Sales", element.sales))
                    .foregroundStyle(.blue.opacity(0.8))
            }
            .chartXSelection(range: .constant(range))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let range, let start = proxy.position(forX: range.lowerBound),
                        let end = proxy.position(forX: range.upperBound)
                    {
                        let plot = geometry[proxy.plotFrame!]
                        Rectangle()
                            .fill(.yellow.opacity(0.25))
                            .overlay(alignment: .top) {
                                Text("5 days")
                                    .font(.caption.bold())
                                    .padding(.top, 4)
                            }
                            .frame(width: end - start, height: plot.height)
                            .offset(x: plot.minX + start, y: plot.minY)
                    }
                }
            })
    }
}
