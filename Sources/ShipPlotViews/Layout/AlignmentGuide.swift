// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Sets where `guide` falls in this view, from its dimensions: a stack aligned by `guide` lines the view up by
    /// this value instead of the guide's default (`.alignmentGuide(.leading) { $0[.leading] - 10 }` indents it).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedView
    {
        modified(AlignmentGuideModifier(guide: .horizontal(g), compute: GuideValue(compute: computeValue)))
    }

    /// Sets where `guide` falls in this view, from its dimensions: a stack aligned by `guide` lines the view up by
    /// this value instead of the guide's default.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedView
    {
        modified(AlignmentGuideModifier(guide: .vertical(g), compute: GuideValue(compute: computeValue)))
    }
}

/// The app's guide computation: called only while the view is laid out, on the rendering thread.
package struct GuideValue: @unchecked Sendable {
    // Unchecked: the app's guide closure (not `@Sendable` in SwiftUI), only called while the view is laid out.
    package let compute: (ViewDimensions) -> CGFloat

    package init(compute: @escaping (ViewDimensions) -> CGFloat) {
        self.compute = compute
    }
}

/// An alignment guide set on a view: read by the stack that aligns it; the content is laid out and drawn as it is.
package struct AlignmentGuideModifier: PassThroughModifier {
    package let guide: AlignmentGuideQuery
    package let compute: GuideValue

    package var meaning: ModifierMeaning { .nothing }

    package func explicitGuides(_ size: ViewSize, content: _ViewNode, context: LayoutContext) -> [ExplicitGuide] {
        let inner = content.explicitGuides(size, in: context.childEnvironment, engine: context.engine)
        var dimensions = ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height))
        for guide in inner {
            switch guide {
            case .horizontal(let id, let value): dimensions.explicitHorizontal[id] = value
            case .vertical(let id, let value): dimensions.explicitVertical[id] = value
            }
        }
        let value = compute.compute(dimensions)
        guard value.isFinite else { return inner }
        switch guide {
        case .horizontal(let g): return [.horizontal(ObjectIdentifier(g.id), value)] + inner
        case .vertical(let g): return [.vertical(ObjectIdentifier(g.id), value)] + inner
        }
    }

    package init(guide: AlignmentGuideQuery, compute: GuideValue) {
        self.guide = guide
        self.compute = compute
    }
}
