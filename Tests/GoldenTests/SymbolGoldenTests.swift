// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// The SF Symbols added for nature, activity and everyday-object charts, each in its outline and `.fill` forms at
/// two sizes and as `.circle.fill`: a contact sheet to judge them by eye.
@Suite struct SymbolGoldenTests {
    static let added = [
        "mountain.2", "leaf", "snowflake", "wind", "thermometer.medium", "figure.walk", "figure.run", "bed.double",
        "waveform.path.ecg", "car", "bicycle", "house", "bell", "gearshape", "cart", "bag", "creditcard", "person.2",
        "lightbulb", "chart.pie", "chart.line.downtrend.xyaxis",
    ]

    /// One row a symbol: small outline, small fill, large outline, large fill, large in a filled circle.
    static func row(_ name: String) -> some View {
        HStack(spacing: 10) {
            Image(systemName: name).font(.system(size: 12))
            Image(systemName: name + ".fill").font(.system(size: 12))
            Image(systemName: name).font(.system(size: 28))
            Image(systemName: name + ".fill").font(.system(size: 28)).foregroundStyle(.blue)
            Image(systemName: name + ".circle.fill").font(.system(size: 28)).foregroundStyle(.green)
        }
    }

    @Test func addedSymbolsContactSheet() throws {
        let half = (Self.added.count + 1) / 2
        let chart = Chart { RuleMark(y: .value("Zero", 0)).foregroundStyle(.clear) }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartOverlay(alignment: .topLeading) { _ in
                HStack(alignment: .top, spacing: 40) {
                    VStack(spacing: 6) { ForEach(Self.added.prefix(half), id: \.self) { Self.row($0) } }
                    VStack(spacing: 6) { ForEach(Self.added.dropFirst(half), id: \.self) { Self.row($0) } }
                }
            }
        try expectGolden(chart, "symbols-added-contact-sheet", width: 480, height: 480)
    }
}
