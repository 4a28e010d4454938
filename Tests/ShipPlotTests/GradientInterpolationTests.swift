// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Gradients fade as SwiftUI's do: colours interpolated with premultiplied alpha, so a fade to `.clear` keeps its
/// hue instead of passing through grey.
struct GradientInterpolationTests {
    @Test func aFadeToClearKeepsItsHueHalfway() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1), yStart: .value("y", 0), yEnd: .value("y", 1))
                .foregroundStyle(
                    .linearGradient(colors: [.blue.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom))
        }
        .padding(0)
        .chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...1).chartYScale(domain: 0...1)
        var renderer = ChartRenderer(chart, width: 100, height: 100)
        renderer.background = .transparent
        let surface = try renderer.image()
        let bytes = surface.pixelBytes()
        // Cairo's ARGB32 is premultiplied BGRA in memory; un-premultiply the middle pixel.
        let offset = 50 * surface.stride + 50 * 4
        let (b, g, r, a) = (
            Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2]), Double(bytes[offset + 3])
        )
        #expect(a > 40 && a < 100)
        // SwiftUI's blue (0, 122, 255) at every opacity: red stays near 0, blue near full.
        #expect(r / a < 0.15, "red \(r / a * 255)")
        #expect(b / a > 0.85, "blue \(b / a * 255)")
        _ = g
    }

    @Test func stopsStayWhereNoOpacityChanges() {
        let opaque = [
            GradientStop(offset: 0, color: RGBA(hex: 0x007AFF)), GradientStop(offset: 1, color: RGBA(hex: 0xFF3B30)),
        ]
        #expect(GradientInterpolation.premultiplied(opaque) == opaque)
    }
}
