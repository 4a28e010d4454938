// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// SwiftUI sizes these frames from the nearest container: the screen, a navigation stack, a tab, a scroll view or a
// list. Here the container is the nearest scroll view, else the image (a screen's image is drawn at the screen's
// size, and its navigation stacks, tabs and lists span it).

/// The size of the nearest container: set to the image's at the root and to each scroll view's inside it.
package struct ContainerSizeKey: EnvironmentKey {
    package static var defaultValue: ViewSize? { nil }
}

/// `content` in a container of `size` (its sides that are nil keep the outer container's).
package func contained(_ content: _ViewNode, width: Double?, height: Double?) -> _ViewNode {
    let change = EnvironmentValuesChange { values in
        let outer = values[ContainerSizeKey.self]
        values[ContainerSizeKey.self] = ViewSize(
            width: width ?? outer?.width ?? 0, height: height ?? outer?.height ?? 0)
    }
    return content.modified(.environment(EnvironmentChange(values: change)))
}

nonisolated extension View {
    /// Places the view in a frame along `axes` as large as the container (the nearest scroll view, else the image),
    /// by `alignment`, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`; the other axis keeps the view's own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedView {
        modified(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Places the view in a frame along `axes` `span` of `count` equal columns (or rows) of the container wide,
    /// with `spacing` between them, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`
    /// (`count: 3` makes three to a screen).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedView {
        let (count, span, gap) = (Double(max(count, 1)), Double(max(span, 1)), Double(spacing))
        return modified(
            ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
                max(0, (length - gap * (count - 1)) / count * span + gap * (span - 1))
            })
    }

    /// Places the view in a frame along `axes` whose length `length` gives from the container's length on that
    /// axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedView {
        modified(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { Double(length(CGFloat($0), $1)) })
    }
}

/// A frame whose length along its axes comes from the container's: the content is offered those lengths (and the
/// proposal's other side) and placed in the frame by the alignment, as a fixed frame does.
package struct ContainerRelativeFrameModifier: LayoutModifier, @unchecked Sendable {
    // Unchecked: the app's length closure (Apple's signature does not mark it Sendable), called only while laying out.
    package let axes: Axis.Set
    package let alignment: Alignment
    package let length: (Double, Axis) -> Double

    package var meaning: ModifierMeaning { .geometry }

    /// The frame's fixed sides in `context`; a length that is not finite and positive leaves that side free.
    private func sides(_ context: LayoutContext, _ p: ProposedSize) -> (width: Double?, height: Double?) {
        let container = context.environment.values[ContainerSizeKey.self]
        func side(_ axis: Axis, _ containerLength: Double?, _ proposed: Double?) -> Double? {
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            guard axes.contains(set), let base = containerLength ?? proposed, base.isFinite else { return nil }
            let value = length(base, axis)
            return value.isFinite && value >= 0 ? value : nil
        }
        return (side(.horizontal, container?.width, p.width), side(.vertical, container?.height, p.height))
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        let (width, height) = sides(context, p)
        let c = context.size(content, ProposedSize(width: width ?? p.width, height: height ?? p.height))
        return ViewSize(width: width ?? c.width, height: height ?? c.height)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let (width, height) = sides(context, ProposedSize(width: frame.width, height: frame.height))
        let c = context.size(content, ProposedSize(width: width ?? frame.width, height: height ?? frame.height))
        return Placement(children: [(content, alignment.place(c, in: frame))])
    }
}
