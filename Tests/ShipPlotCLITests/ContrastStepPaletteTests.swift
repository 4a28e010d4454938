// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The CLI's step colours under simulated colour-vision deficiencies: Machado, Oliveira and Fernandes (2009)
/// matrices at severity 1 on linear sRGB, compared with CIEDE2000 in CIELAB (D65).
@Suite struct ContrastStepPaletteTests {
    enum Deficiency: String, CaseIterable {
        case deuteranopia, protanopia, tritanopia

        var matrix: [[Double]] {
            switch self {
            case .deuteranopia:
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            case .protanopia:
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .tritanopia:
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    /// Linear-light sRGB of an opaque colour.
    static func linear(_ c: RGBA) -> [Double] {
        [c.red, c.green, c.blue].map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func simulate(_ rgb: [Double], _ deficiency: Deficiency?) -> [Double] {
        guard let deficiency else { return rgb }
        return deficiency.matrix.map { row in min(max(zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 }, 0), 1) }
    }

    /// CIELAB (D65) of linear sRGB.
    static func lab(_ rgb: [Double]) -> (l: Double, a: Double, b: Double) {
        let m = [
            [0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041],
        ]
        let white = [0.95047, 1.0, 1.08883]
        let f = (0..<3).map { i -> Double in
            let t = zip(m[i], rgb).reduce(0) { $0 + $1.0 * $1.1 } / white[i]
            return t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
        }
        return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))
    }

    /// CIEDE2000 (Sharma, Wu and Dalal's formulation).
    static func deltaE2000(_ x: (l: Double, a: Double, b: Double), _ y: (l: Double, a: Double, b: Double)) -> Double {
        func rad(_ d: Double) -> Double { d * .pi / 180 }
        func deg(_ r: Double) -> Double { r * 180 / .pi }
        let cBar = (hypot(x.a, x.b) + hypot(y.a, y.b)) / 2
        let g = 0.5 * (1 - (pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))).squareRoot())
        let (a1, a2) = ((1 + g) * x.a, (1 + g) * y.a)
        let (c1, c2) = (hypot(a1, x.b), hypot(a2, y.b))
        func hue(_ b: Double, _ a: Double) -> Double {
            a == 0 && b == 0 ? 0 : (deg(atan2(b, a)) + 360).truncatingRemainder(dividingBy: 360)
        }
        let (h1, h2) = (hue(x.b, a1), hue(y.b, a2))
        var dh = h2 - h1
        if c1 * c2 == 0 { dh = 0 } else if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        let dL = y.l - x.l, dC = c2 - c1
        let dH = 2 * (c1 * c2).squareRoot() * sin(rad(dh / 2))
        let lBar = (x.l + y.l) / 2, cBarP = (c1 + c2) / 2
        var hBar = h1 + h2
        if c1 * c2 != 0 { hBar = abs(h1 - h2) <= 180 ? hBar / 2 : (hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2) }
        let t =
            1 - 0.17 * cos(rad(hBar - 30)) + 0.24 * cos(rad(2 * hBar)) + 0.32 * cos(rad(3 * hBar + 6))
            - 0.20 * cos(rad(4 * hBar - 63))
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let rC = 2 * (pow(cBarP, 7) / (pow(cBarP, 7) + pow(25, 7))).squareRoot()
        let sL = 1 + 0.015 * pow(lBar - 50, 2) / (20 + pow(lBar - 50, 2)).squareRoot()
        let sC = 1 + 0.045 * cBarP, sH = 1 + 0.015 * cBarP * t
        let rT = -sin(rad(2 * dTheta)) * rC
        return (pow(dL / sL, 2) + pow(dC / sC, 2) + pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH)).squareRoot()
    }

    /// The smallest CIEDE2000 between any two of `colors` as seen with `deficiency` (`nil`: typical vision).
    static func closestPair(_ colors: [RGBA], _ deficiency: Deficiency?) -> (distance: Double, pair: String) {
        var best = (distance: Double.infinity, pair: "")
        for i in colors.indices {
            for j in colors.indices where j > i {
                let d = deltaE2000(
                    lab(simulate(linear(colors[i]), deficiency)), lab(simulate(linear(colors[j]), deficiency)))
                if d < best.distance { best = (d, "\(colors[i].hexString)/\(colors[j].hexString)") }
            }
        }
        return best
    }

    /// A CIEDE2000 of 10 is an obvious difference between two flat fills side by side.
    static let threshold = 10.0

    @Test(arguments: ColorScheme.allCases, StepPalette.allCases)
    func firstFourStepsStayApart(scheme: ColorScheme, palette: StepPalette) {
        let theme = Theme.standard(scheme, contrast: .increased)
        let colors = palette.colors.prefix(4).map(theme.resolve)
        for deficiency in [nil] + Deficiency.allCases.map(Optional.some) {
            let (distance, pair) = Self.closestPair(colors, deficiency)
            #expect(
                distance >= Self.threshold,
                "\(palette) on \(scheme), \(deficiency?.rawValue ?? "typical vision"): \(pair) only \(distance) apart")
        }
    }

    /// The library's own palette starts blue, green, orange, purple: blue and purple merge for a deuteranope,
    /// which is why the CLI orders its steps differently (and checks the test can tell).
    @Test func libraryPaletteWouldFail() {
        let colors = Array(Theme.standard(.light, contrast: .increased).palette.prefix(4))
        #expect(Self.closestPair(colors, .deuteranopia).distance < Self.threshold)
    }

    @Test func computationMatchesPublishedValues() {
        // Sharma, Wu and Dalal (2005), test pair 1: ΔE00 = 2.0425.
        let d = Self.deltaE2000((50, 2.6772, -79.7751), (50, 0, -82.7485))
        #expect(abs(d - 2.0425) < 1e-4)
    }

    @Test(arguments: ColorScheme.allCases) func standardStepColoursReachThree(scheme: ColorScheme) {
        let theme = Theme.standard(scheme, contrast: .increased)
        for color in StepPalette.standard.colors.map(theme.resolve) {
            #expect(color.contrast(on: theme.background) >= 3, "\(color.hexString) on \(scheme)")
        }
        // Okabe–Ito's first four reach 3:1 on both backgrounds; its orange, sky blue and yellow do not on white.
        for color in StepPalette.okabeIto.colors.prefix(4).map(theme.resolve) {
            #expect(color.contrast(on: theme.background) >= 3, "\(color.hexString) on \(scheme)")
        }
    }
}
