// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension OverlaysCorpus {
    /// Interactive charts at rest: gesture overlays, hover, selection bindings and a styled plot.
    static var interaction: [Entry] {
        [dragOverlay, selectionRule, hoverAndTap, badge, plotStyle, plotStyleClipped, lifecycle]
    }

    /// The ChartProxy documentation's drag overlay: a clear layer that takes gestures and draws nothing.
    static var dragOverlay: Entry {
        @State var selectedDate: Date? = nil
        return Entry(
            "overlays07-drag-gesture-overlay-at-rest",
            Chart(OverlaysData.sales) { element in
                LineMark(x: .value("Date", element.day), y: .value("Sales", element.sales))
                    .foregroundStyle(.purple)
                AreaMark(x: .value("Date", element.day), y: .value("Sales", element.sales))
                    .foregroundStyle(.purple.opacity(0.12))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    let location = CGPoint(
                                        x: value.location.x - origin.x, y: value.location.y - origin.y)
                                    let (date, _) = proxy.value(at: location, as: (Date, Int).self) ?? (Date(), 0)
                                    selectedDate = date
                                }
                                .onEnded { _ in selectedDate = nil }
                        )
                }
            }
            .chartGesture { proxy in
                SpatialTapGesture().onEnded { value in
                    selectedDate = proxy.value(atX: value.location.x, as: Date.self)
                }
            })
    }

    /// iOS 17 selection: a binding (here `.constant`) and a rule with an annotation at the selected day.
    static var selectionRule: Entry {
        let selectedDay: Date? = OverlaysData.day(9)
        return Entry(
            "overlays08-selection-rule-annotation",
            Chart {
                ForEach(OverlaysData.sales.prefix(14)) { element in
                    BarMark(x: .value("Date", element.day, unit: .day), y: .value("Sales", element.sales))
                        .foregroundStyle(.blue)
                        .opacity(selectedDay == nil || selectedDay == element.day ? 1 : 0.35)
                }
                if let selectedDay {
                    RuleMark(x: .value("Selected", selectedDay, unit: .day))
                        .foregroundStyle(.gray.opacity(0.3))
                        .zIndex(-1)
                        .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit, y: .disabled)) {
                            Text("\(OverlaysData.sales[9].sales) sold")
                                .font(.caption.bold())
                                .padding(6)
                                .background(RoundedRectangle(cornerRadius: 6).fill(.gray.opacity(0.15)))
                        }
                }
            }
            .chartXSelection(value: .constant(selectedDay))
            .chartYSelection(value: .constant(nil as Int?)))
    }

    /// Hover and tap handlers on an overlay: compiled, never run, nothing drawn.
    static var hoverAndTap: Entry {
        @State var hovered: Int? = nil
        return Entry(
            "overlays09-hover-and-tap-handlers",
            Chart(OverlaysData.signal) { sample in
                LineMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .foregroundStyle(.pink)
            }
            .chartOverlay { proxy in
                Color.clear
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let location):
                            hovered = proxy.value(atX: location.x, as: Int.self)
                        case .ended:
                            hovered = nil
                        }
                    }
                    .onTapGesture { location in
                        hovered = proxy.value(atX: location.x)
                    }
                    .simultaneousGesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in hovered = nil })
                    .allowsHitTesting(true)
            })
    }

    /// A badge in the plot's top-leading corner, placed by the overlay's alignment.
    static var badge: Entry {
        Entry(
            "overlays10-aligned-badge",
            Chart(OverlaysData.sales) { element in
                AreaMark(x: .value("Date", element.day), y: .value("Sales", element.sales))
                    .foregroundStyle(.orange.gradient)
            }
            .chartOverlay(alignment: .topLeading) { _ in
                HStack(spacing: 4) {
                    Circle().fill(.red).frame(width: 8, height: 8)
                    Text("LIVE").font(.caption2.bold())
                }
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(.white))
                .overlay(Capsule().stroke(.red, lineWidth: 1))
                .padding(12)
            })
    }

    /// A plot with a tinted, rounded background and a border, through the plot style.
    static var plotStyle: Entry {
        Entry(
            "overlays11-plot-style-rounded",
            Chart(OverlaysData.monthly) { month in
                BarMark(x: .value("Month", month.month), y: .value("Revenue", month.revenue))
                    .foregroundStyle(.teal)
            }
            .chartPlotStyle { plotArea in
                plotArea
                    .background(.teal.opacity(0.08))
                    .border(.teal.opacity(0.4), width: 1)
                    .cornerRadius(8)
            })
    }
}

extension OverlaysCorpus {
    /// A plot of fixed height, clipped to a rounded rectangle, with a gradient fill and a caption over it.
    static var plotStyleClipped: Entry {
        Entry(
            "overlays16-plot-style-clip-height-views",
            Chart(OverlaysData.signal) { sample in
                LineMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .foregroundStyle(.blue)
            }
            .chartPlotStyle { plotArea in
                plotArea
                    .frame(height: 180)
                    .background(
                        LinearGradient(
                            colors: [.blue.opacity(0.18), .blue.opacity(0.02)], startPoint: .top, endPoint: .bottom)
                    )
                    .overlay(alignment: .topLeading) {
                        Text("Signal").font(.caption.bold()).foregroundStyle(.blue).padding(8)
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 12))
            })
    }
}

extension OverlaysCorpus {
    /// The handlers an app chains on the chart view itself: they compile, never run, and change nothing drawn.
    static var lifecycle: Entry {
        var selection: Int? = 4
        var readout = ""
        return Entry(
            "overlays17-chart-lifecycle-handlers",
            Chart(OverlaysData.monthly) { month in
                BarMark(x: .value("Month", month.month), y: .value("Revenue", month.revenue))
                    .foregroundStyle(.indigo)
            }
            .onChange(of: selection) { readout = "\(selection ?? 0)" }
            .onChange(of: selection) { old, new in readout = "\(old ?? 0) → \(new ?? 0)" }
            .onTapGesture { selection = nil }
            .onAppear { readout = "" }
            .task { await Task.yield() }
            .sensoryFeedback(.selection, trigger: selection)
            .contentShape(Rectangle())
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: {
                readout = "\($0)"
            }
            .disabled(readout.isEmpty))
    }
}
