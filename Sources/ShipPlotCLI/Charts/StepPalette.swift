// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipPlot

/// The colours the step charts give their steps, in legend order (`--palette`).
public enum StepPalette: String, Sendable, CaseIterable {
    /// Apple's system colours (so each follows the theme), ordered so the first four steps stay apart under
    /// deuteranopia, protanopia and tritanopia: blue, orange, mint, brown, then purple, green, pink, cyan, red,
    /// indigo, yellow and teal. Any two of the first four differ by a CIEDE2000 of at least 10 in the Machado et
    /// al. (2009) simulations, in both themes; the library's blue, green, orange, purple start does not (blue and
    /// purple are 4.4 apart for a deuteranope).
    case standard
    /// Okabe and Ito's colour-blind-safe set (2008) without its black, the same in both themes: blue,
    /// vermillion, bluish green and reddish purple first, as they reach 3:1 on white and on the dark background;
    /// orange, sky blue and yellow follow, which are lighter than 3:1 on white.
    case okabeIto = "okabe-ito"

    /// The palette's colours in order; charts cycle through them.
    public var colors: [Color] {
        switch self {
        case .standard:
            [.blue, .orange, .mint, .brown, .purple, .green, .pink, .cyan, .red, .indigo, .yellow, .teal]
        case .okabeIto:
            [0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0xF0E442].map { (hex: Int) in
                Color(
                    red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                    blue: Double(hex & 0xFF) / 255)
            }
        }
    }

    /// `count` colours, cycling through the palette.
    public func colors(_ count: Int) -> [Color] {
        let all = colors
        return (0..<max(count, 0)).map { all[$0 % all.count] }
    }
}
