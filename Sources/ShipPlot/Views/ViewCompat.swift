// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// SwiftUI view modifiers that everyday annotation and overlay code uses and a static image draws the same
/// without: they compile as in SwiftUI and leave the view as it was.
extension View {
    /// Sizes the view to `aspectRatio` (width ÷ height; nil keeps the view's own), the largest that fits the
    /// offered size (`.fit`) or the smallest that covers it (`.fill`, which may overflow: add `.clipped()`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
        let ratio = aspectRatio.map(Double.init)
        return modified(.aspectRatio(ratio, fill: contentMode == .fill))
    }
    /// Sizes the view to the ratio of `aspectRatio`'s width to its height, as above.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedView {
        let ratio = aspectRatio.height != 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
        return modified(.aspectRatio(ratio, fill: contentMode == .fill))
    }
    /// Scales the view to fit the offered size, keeping its own aspect ratio.
    public func scaledToFit() -> ModifiedView { aspectRatio(contentMode: .fit) }
    /// Scales the view to cover the offered size, keeping its own aspect ratio (it may overflow).
    public func scaledToFill() -> ModifiedView { aspectRatio(contentMode: .fill) }
    /// Blurs the view by a Gaussian whose standard deviation is `radius` points (at most 64), as one layer;
    /// `opaque` is accepted and ignored. A NaN, infinite or negative radius draws the view sharp and is counted.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView {
        let sigma = BlurredChartContent<Never>.sigma(Double(radius))
        guard let sigma, sigma > 0 else { return modified(.inert, bad: sigma == nil) }
        return modified(.layerEffect(.blur(radius: sigma)))
    }
    /// Makes the view one accessibility element (ignored in an image).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView {
        modified(.inert)
    }
}

extension _ViewNode {
    /// Whether the view brings its own backdrop (a `.background` on its outer modifiers), so what it draws sits
    /// on that rather than on the mark beneath it.
    var hasOwnBackground: Bool {
        modifierChain.modifiers.contains { if case .background = $0 { true } else { false } }
    }
}
