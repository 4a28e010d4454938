// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Information about the marks an annotation is attached to, handed to the annotation's content.
public struct AnnotationContext: Sendable {
    /// The size of the annotated mark's bounds in points (a point mark's symbol, a bar's rectangle, a line's
    /// point: zero).
    public let targetSize: CGSize
}

/// Annotation content built from the annotated mark's context once its bounds are known.
struct ContextualAnnotation: @unchecked Sendable, Equatable {
    // Unchecked: `make` is the app's annotation closure (not `@Sendable` in Swift Charts), only called while
    // the chart draws.
    let make: (AnnotationContext) -> _ViewNode
    /// Every contextual annotation differs from every other: closures cannot be compared.
    static func == (lhs: ContextualAnnotation, rhs: ContextualAnnotation) -> Bool { false }
}

extension AnnotationSpec {
    /// This annotation with its content built for a mark of `bounds`, when the content takes a context.
    func built(for bounds: Rect) -> AnnotationSpec {
        guard let contextual else { return self }
        let size = CGSize(width: max(0, bounds.width), height: max(0, bounds.height))
        var copy = AnnotationSpec(
            position: position, alignment: alignment, spacing: spacing,
            content: contextual.make(AnnotationContext(targetSize: size)))
        copy.overflow = overflow
        return copy
    }
}

nonisolated extension ChartContent {
    /// Adds a view beside each mark, built from the mark's `AnnotationContext` (its `targetSize`), placed as
    /// ``annotation(position:alignment:spacing:content:)-(_,_,_,()->C)`` places its view.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> ModifiedChartContent<Self> {
        var spec = AnnotationSpec(
            position: position.kind, alignment: alignment, spacing: spacing.map(Double.init),
            content: content(AnnotationContext(targetSize: .zero))._node)
        spec.contextual = ContextualAnnotation { content($0)._node }
        return ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }

    /// Adds a view built from each mark's `AnnotationContext`, kept inside the chart as `overflowResolution`
    /// says (see `AnnotationOverflowResolution`).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> ModifiedChartContent<Self> {
        var spec = AnnotationSpec(
            position: position.kind, alignment: alignment, spacing: spacing.map(Double.init),
            content: content(AnnotationContext(targetSize: .zero))._node)
        spec.overflow = overflowResolution
        spec.contextual = ContextualAnnotation { content($0)._node }
        return ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }
}
