// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A report card as an app with its own asset catalog writes it: brand colours (hex, 8-bit, Display P3, grey and
/// system references, with dark and high-contrast appearances), a logo with a dark variant at 1×, 2× and 3×, a
/// JPEG photo, an SVG badge, a PDF trophy and a template glyph, each from this target's `Assets.xcassets` through
/// the symbols the `AssetSymbols` plugin generates (`Image(.logo)`, `.foregroundStyle(.ink)`) or by name.
public struct BrandScreen: View {
    struct Week: Identifiable {
        let label: String
        let channel: String
        let visits: Int
        var id: String { label + channel }
    }

    static let weeks: [Week] = [
        Week(label: "W1", channel: "Web", visits: 420), Week(label: "W1", channel: "App", visits: 310),
        Week(label: "W2", channel: "Web", visits: 380), Week(label: "W2", channel: "App", visits: 360),
        Week(label: "W3", channel: "Web", visits: 510), Week(label: "W3", channel: "App", visits: 400),
        Week(label: "W4", channel: "Web", visits: 470), Week(label: "W4", channel: "App", visits: 455),
    ]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            Image("Photo", bundle: .module)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 96)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            Chart(Self.weeks) { week in
                BarMark(x: .value("Week", week.label), y: .value("Visits", week.visits))
                    .foregroundStyle(by: .value("Channel", week.channel))
                RuleMark(y: .value("Goal", 450))
                    .foregroundStyle(Color("BrandBlue"))
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
            }
            .chartForegroundStyleScale(
                domain: ["Web", "App"], range: [Color(.Palette.series1), Color("Palette/Series2", bundle: .module)]
            )
            .frame(height: 150)
            footer
        }
        .padding(16)
        .background(Color(.cardBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding(12)
        .background(.background)
        .frame(width: 360)
    }

    private var header: some View {
        HStack(spacing: 10) {
            Image(.logo)
            VStack(alignment: .leading, spacing: 2) {
                Text("Harbor").font(.headline).foregroundStyle(.ink)
                Text("Weekly report").font(.subheadline).foregroundStyle(.mist)
            }
            Spacer()
            Image(.badge)
            Image("Trophy", bundle: .module)
        }
    }

    private var footer: some View {
        HStack(spacing: 6) {
            Image(.glyph).foregroundStyle(.sunset)
            Text("3 of 4 weekly goals met").font(.subheadline).foregroundStyle(.ink)
            Spacer()
            Text("−8 %").font(.subheadline.bold()).foregroundStyle(Color(uiColor: UIColor(resource: .alert)))
        }
    }
}
