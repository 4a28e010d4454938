// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Sizes the view to `aspectRatio` (width ÷ height; nil keeps the view's own), the largest that fits the
    /// offered size (`.fit`) or the smallest that covers it (`.fill`, which may overflow: add `.clipped()`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
        modified(AspectRatioModifier(ratio: aspectRatio.map(Double.init), fill: contentMode == .fill))
    }
    /// Sizes the view to the ratio of `aspectRatio`'s width to its height, as above.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedView {
        let ratio = aspectRatio.height != 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
        return modified(AspectRatioModifier(ratio: ratio, fill: contentMode == .fill))
    }
    /// Scales the view to fit the offered size, keeping its own aspect ratio.
    public func scaledToFit() -> ModifiedView { aspectRatio(contentMode: .fit) }
    /// Scales the view to cover the offered size, keeping its own aspect ratio (it may overflow).
    public func scaledToFill() -> ModifiedView { aspectRatio(contentMode: .fill) }
}

/// An aspect ratio, as SwiftUI lays it out: the content is offered the largest size of the ratio (width ÷ height;
/// nil takes the content's ideal size's) inside the proposal to fit, the smallest that covers it to fill, and is
/// centred in the frame; with one dimension proposed the other follows from the ratio; with none, the content's
/// ideal width.
package struct AspectRatioModifier: LayoutModifier {
    package let ratio: Double?
    package let fill: Bool

    package var meaning: ModifierMeaning { .geometry }

    private func inner(_ p: ProposedSize, _ content: _ViewNode, _ context: LayoutContext) -> ProposedSize {
        let ideal = context.size(content, ProposedSize(width: nil, height: nil))
        let r: Double
        if let ratio, ratio.isFinite, ratio > 0 {
            r = ratio
        } else if ideal.width > 0, ideal.height > 0 {
            r = ideal.width / ideal.height
        } else {
            return p
        }
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        switch (usable(p.width), usable(p.height)) {
        case (let w?, let h?):
            // Fit: the smaller of the two scales; fill: the larger.
            let width = fill ? max(w, h * r) : min(w, h * r)
            return ProposedSize(width: width, height: width / r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, inner(p, content, context))
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let proposal = inner(ProposedSize(width: frame.width, height: frame.height), content, context)
        return Placement(children: [(content, Alignment.center.place(context.size(content, proposal), in: frame))])
    }

    package init(ratio: Double?, fill: Bool) {
        self.ratio = ratio
        self.fill = fill
    }
}

/// How content keeps its aspect ratio when its frame has another one, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Scales the content to fit inside the frame.
    case fit
    /// Scales the content to fill the frame.
    case fill
}
