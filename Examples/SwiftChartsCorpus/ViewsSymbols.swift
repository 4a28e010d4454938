// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A custom symbol shape, drawn from its path as Swift Charts does.
struct StarSymbol: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        for k in 0..<10 {
            let radius = k % 2 == 0 ? outer : outer * 0.45
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A custom shape for views: a speech bubble.
struct Bubble: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 5)
        path.addRoundedRect(in: body, cornerSize: CGSize(width: 6, height: 6))
        path.move(to: CGPoint(x: rect.midX - 5, y: body.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX + 5, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

extension ViewsCorpus {
    /// Views and custom shapes as symbols, and a custom Shape behind an annotation.
    static var symbols: [Entry] {
        [
            Entry(
                "views11-hollow-circle-symbols",
                Chart(ViewsData.readings) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.value))
                        .foregroundStyle(by: .value("Where", reading.series))
                        .symbol {
                            Circle()
                                .strokeBorder(lineWidth: 2)
                                .background(Circle().fill(.white))
                                .frame(width: 9, height: 9)
                        }
                }),
            Entry(
                "views12-custom-star-symbol",
                Chart(ViewsData.week) { day in
                    PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .symbol(StarSymbol())
                        .symbolSize(220)
                        .foregroundStyle(.orange)
                }),
            Entry(
                "views13-icon-symbols",
                Chart(ViewsData.week) { day in
                    LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(.gray.opacity(0.5))
                    PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .symbol {
                            Image(systemName: day.steps >= 10_000 ? "star.fill" : "circle.fill")
                                .font(.system(size: 12))
                                .foregroundStyle(day.steps >= 10_000 ? Color.orange : Color.blue)
                        }
                }),
            Entry(
                "views14-bubble-shape-annotation",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(.blue.gradient)
                        .annotation(position: .top, spacing: 2) {
                            Text("\(Int(sale.units))")
                                .font(.caption2.bold())
                                .foregroundStyle(.white)
                                .padding(.horizontal, 6)
                                .padding(.top, 2)
                                .padding(.bottom, 7)
                                .background(Bubble().fill(Color.blue))
                        }
                }),
            Entry(
                "views15-rotated-and-shadowed",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(.purple.opacity(0.7))
                        .annotation(position: .overlay, alignment: .center) {
                            Text(sale.product)
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                                .rotationEffect(.degrees(-90))
                                .shadow(color: .black.opacity(0.4), radius: 1, x: 0, y: 1)
                        }
                }),
        ]
    }
}
