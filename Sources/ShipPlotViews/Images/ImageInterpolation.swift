// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Image {
    /// How an image's pixels are blended when it is drawn at another size, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable, Hashable {
        /// Nearest pixel: hard-edged enlargements, as for pixel art and QR codes.
        case none
        /// Fast blending.
        case low
        /// Moderate blending.
        case medium
        /// Smooth blending (SwiftUI's default).
        case high
    }

    /// This image, resampled with `interpolation` when drawn at another size: `.none` enlarges an asset bitmap
    /// pixel by pixel, the others blend (cairo's good filter for all three). Symbols and vector images are paths,
    /// drawn the same at every size whatever the interpolation, as in SwiftUI.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.content.smooth = interpolation != .none
        return copy
    }

    /// This image with its edges smoothed (`true`, the default) or left hard. Accepted: paths and bitmaps are
    /// drawn antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
