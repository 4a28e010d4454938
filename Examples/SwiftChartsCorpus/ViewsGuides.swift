import Foundation
import ShipPlot

extension ViewsCorpus {
    /// Views in legends and axis labels.
    static var guides: [Entry] {
        legends
    }

    private static let productColors: [Color] = [.blue, .green, .orange, .purple, .pink]

    private static var legends: [Entry] {
        [
            Entry(
                "views16-legend-dots-top-trailing",
                Chart(ViewsData.readings) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.value))
                        .foregroundStyle(by: .value("Where", reading.series))
                        .interpolationMethod(.catmullRom)
                }
                .chartForegroundStyleScale(["Indoor": Color.orange, "Outdoor": Color.blue])
                .chartLegend(position: .top, alignment: .trailing) {
                    HStack(spacing: 12) {
                        ForEach(["Indoor", "Outdoor"], id: \.self) { place in
                            HStack(spacing: 4) {
                                Circle()
                                    .fill(place == "Indoor" ? Color.orange : Color.blue)
                                    .frame(width: 8, height: 8)
                                Text(place)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }),
            Entry(
                "views17-donut-legend-with-values",
                Chart(ViewsData.sales) { sale in
                    SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .cornerRadius(4)
                        .foregroundStyle(by: .value("Product", sale.product))
                }
                .chartForegroundStyleScale(domain: ViewsData.sales.map(\.product), range: productColors)
                .chartLegend(position: .trailing, alignment: .center, spacing: 16) {
                    VStack(alignment: .leading, spacing: 6) {
                        ForEach(Array(ViewsData.sales.enumerated()), id: \.offset) { index, sale in
                            HStack(spacing: 6) {
                                RoundedRectangle(cornerRadius: 2)
                                    .fill(productColors[index])
                                    .frame(width: 10, height: 10)
                                Text(sale.product)
                                    .font(.caption)
                                Spacer()
                                Text("\(Int(sale.units))")
                                    .font(.caption.monospacedDigit())
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }),
        ]
    }
}
