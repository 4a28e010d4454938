// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A chosen font family: the renderer's, `Font.custom` in `Text`, and the default family when it is missing.
@Suite struct TextFontTests {
    /// The fonts the golden tests pin, so widths are the same on every machine.
    let shaper: TextShaper
    init() throws { shaper = try FallbackFonts.pinned() }

    private struct Step: Identifiable {
        var name: String
        var count: Double
        var id: String { name }
    }

    private func renderer(family: String?) -> ChartRenderer {
        let steps = [Step(name: "Screenshots", count: 3), Step(name: "Final QA", count: 5)]
        let chart = Chart(steps) { step in
            BarMark(x: .value("Step", step.name), y: .value("Count", step.count))
        }
        var renderer = ChartRenderer(chart, width: 300, height: 200)
        renderer.title = "Release prep"
        renderer.fontFamily = family
        renderer.shaper = shaper
        return renderer
    }

    @Test func aFamilyThatIsNotInstalledDrawsTheDefaultFamily() throws {
        #expect(!ChartRenderer.isFontFamilyInstalled("No Such Family 12"))
        #expect(try renderer(family: "No Such Family 12").pngData() == renderer(family: nil).pngData())
    }

    @Test func anInstalledFamilyDrawsEveryText() throws {
        #expect(ChartRenderer.isFontFamilyInstalled("wenquanyi micro hei"), "family names are case-insensitive")
        let scene = try renderer(family: "WenQuanYi Micro Hei").makeScene().commands
        let fonts = scene.compactMap { command -> FontSpec? in
            if case .text(let run) = command { return run.font }
            return nil
        }
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0.family == "WenQuanYi Micro Hei" })
        #expect(try renderer(family: "WenQuanYi Micro Hei").pngData() != renderer(family: nil).pngData())
    }

    @Test func customFontsInTextKeepTheirFamilyThroughBoldAndWeight() {
        let theme = Theme.standard(.light)
        #expect(
            Font.custom("WenQuanYi Micro Hei", size: 14).spec(in: theme, shaper: shaper).family == "WenQuanYi Micro Hei"
        )
        #expect(
            Font.custom("WenQuanYi Micro Hei", size: 14, relativeTo: .caption).bold().spec(in: theme, shaper: shaper)
                .bold)
        #expect(
            Font.custom("WenQuanYi Micro Hei", fixedSize: 9).weight(.heavy).spec(in: theme, shaper: shaper)
                == FontSpec(size: 9, bold: true, family: "WenQuanYi Micro Hei"))
        #expect(
            Font.custom("No Such Family 12", size: 14).spec(in: theme, shaper: shaper)
                == FontSpec(size: 14, bold: false))
    }
}
