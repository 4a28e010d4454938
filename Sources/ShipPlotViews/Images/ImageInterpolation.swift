// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Image {
    /// How an image's pixels are blended when it is drawn at another size, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable, Hashable {
        /// Nearest pixel: hard-edged enlargements, as for pixel art.
        case none
        /// Fast blending.
        case low
        /// Moderate blending.
        case medium
        /// Smooth blending (SwiftUI's default).
        case high
    }

    /// This image, resampled with `interpolation` when scaled. Symbols are vector paths, drawn the same at every
    /// size whatever the interpolation, as in SwiftUI; asset images keep their frame and draw nothing, so the
    /// setting has nothing to resample yet.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// This image with its edges smoothed (`true`) or left hard. Symbols are drawn antialiased, as every path is.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
