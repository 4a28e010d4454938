// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's semantic colours: backgrounds, fills, separators, the fainter labels and the greys, each with the value
/// iOS 17 gives it in the light and in the dark appearance. Lists, forms and group boxes draw with them, and
/// `Color(.systemGroupedBackground)` names them. The grouped backgrounds, the separator and the secondary label
/// were read back from iOS 17 screenshots at 3× (on white the separator is #C6C6C8, on #1C1C1E it is #3E3E41).
package enum SemanticColor: Hashable, Sendable, CaseIterable {
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case tertiaryLabel, quaternaryLabel, placeholderText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case separator, opaqueSeparator, link
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The tint a material lays over what is behind it: white in the light appearance; in the dark one the grey of
    /// Apple's iOS design kit (#252525, whose regular material over a black screen is #1E1E1E).
    case materialTint

    /// The colour in `scheme`.
    package func rgba(_ scheme: ColorScheme) -> RGBA {
        let (light, dark) = values
        return scheme == .dark ? dark : light
    }

    /// The light and dark values.
    private var values: (RGBA, RGBA) {
        switch self {
        case .systemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000))
        case .secondarySystemBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x2C2C2E))
        case .systemGroupedBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x000000))
        case .secondarySystemGroupedBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemGroupedBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x2C2C2E))
        case .tertiaryLabel, .placeholderText: (RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3))
        case .quaternaryLabel: (RGBA(hex: 0x3C3C43, alpha: 0.18), RGBA(hex: 0xEBEBF5, alpha: 0.18))
        case .systemFill: (RGBA(hex: 0x787880, alpha: 0.2), RGBA(hex: 0x787880, alpha: 0.36))
        case .secondarySystemFill: (RGBA(hex: 0x787880, alpha: 0.16), RGBA(hex: 0x787880, alpha: 0.32))
        case .tertiarySystemFill: (RGBA(hex: 0x767680, alpha: 0.12), RGBA(hex: 0x767680, alpha: 0.24))
        case .quaternarySystemFill: (RGBA(hex: 0x747480, alpha: 0.08), RGBA(hex: 0x767680, alpha: 0.18))
        case .separator: (RGBA(hex: 0x3C3C43, alpha: 0.29), RGBA(hex: 0x545458, alpha: 0.6))
        case .opaqueSeparator: (RGBA(hex: 0xC6C6C8), RGBA(hex: 0x38383A))
        case .link: (RGBA(hex: 0x007AFF), RGBA(hex: 0x0984FF))
        case .systemGray2: (RGBA(hex: 0xAEAEB2), RGBA(hex: 0x636366))
        case .systemGray3: (RGBA(hex: 0xC7C7CC), RGBA(hex: 0x48484A))
        case .systemGray4: (RGBA(hex: 0xD1D1D6), RGBA(hex: 0x3A3A3C))
        case .systemGray5: (RGBA(hex: 0xE5E5EA), RGBA(hex: 0x2C2C2E))
        case .systemGray6: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
        case .materialTint: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x252525))
        }
    }
}

extension Color {
    /// The semantic colour `semantic`, resolved per colour scheme when drawn.
    package init(semantic: SemanticColor) { self.init(base: .semantic(semantic)) }
}
