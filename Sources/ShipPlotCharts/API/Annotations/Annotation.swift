// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    /// Above vertical bars and points, after horizontal bars (the default).
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Centred on the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart, per dimension. The default, `.automatic`, keeps it
/// whole inside the chart (its padding included): one above or below its mark makes room by moving the plot's
/// edge in, so it never covers its mark; one beside its mark is moved back inside.
public struct AnnotationOverflowResolution: Sendable, Equatable {
    /// Resolution along one axis.
    public struct Strategy: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case automatic, padScale, disabled
            case fit(Boundary.Kind)
        }
        let kind: Kind

        /// Makes room along y (as `padScale`) and fits along x.
        public static let automatic = Strategy(kind: .automatic)
        /// Moves the annotation back inside the chart.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// Moves the annotation back inside `boundary`: the plot, or the chart with its padding.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy {
            Strategy(kind: .fit(boundary.kind))
        }
        /// Makes room for the annotation by moving the plot's top or bottom edge in.
        public static let padScale = Strategy(kind: .padScale)
        /// Places the annotation as it is; an image has no outside, so it is still kept inside the image.
        public static let disabled = Strategy(kind: .disabled)
    }

    /// The region an annotation is kept inside.
    public struct Boundary: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case automatic, plot, chart }
        let kind: Kind
        /// The chart.
        public static let automatic = Boundary(kind: .automatic)
        /// The plot area.
        public static let plot = Boundary(kind: .plot)
        /// The whole chart, with its padding.
        public static let chart = Boundary(kind: .chart)
    }

    let x: Strategy
    let y: Strategy

    /// Room along y, fit along x.
    public static let automatic = AnnotationOverflowResolution()

    /// Strategies for x and y (both `.automatic` by default).
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
}

/// Text or a view attached to a mark.
struct AnnotationSpec: Sendable, Equatable {
    var position: AnnotationPosition.Kind
    var alignment: Alignment?
    var spacing: Double?
    var overflow = AnnotationOverflowResolution.automatic
    var lines: [StyledText]
    /// The content as a view, when it is more than lines of text (those keep the text-only drawing).
    var view: _ViewNode? = nil
    /// Bad input found while building the content, reported as diagnostics.
    var problems = ViewProblems()
    /// Content that takes an `AnnotationContext`, built again for each mark's bounds.
    var contextual: ContextualAnnotation? = nil

    init(position: AnnotationPosition.Kind, alignment: Alignment?, spacing: Double?, content: _ViewNode) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        lines = content.textLines
        view = content.isTextOnly ? nil : content
        problems = content.box.problems
    }
}

nonisolated extension ChartContent {
    /// Adds a view beside each mark: `.annotation(position: .top) { Text("\(count)") }`, or any view
    /// (`HStack { Image(systemName: "star.fill"); Text("Peak") }.padding(4).background(.thinMaterial)`), laid out
    /// at its ideal size (at most the chart's width) and kept inside the chart. `spacing` defaults to 4 pt; text is
    /// 11 pt in the secondary colour unless the view says otherwise.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        let spec = AnnotationSpec(
            position: position.kind, alignment: alignment, spacing: spacing.map(Double.init), content: content()._node)
        return ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }

    /// Adds a view beside each mark, kept inside the chart as `overflowResolution` says (see
    /// `AnnotationOverflowResolution`).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution,
        @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        var spec = AnnotationSpec(
            position: position.kind, alignment: alignment, spacing: spacing.map(Double.init), content: content()._node)
        spec.overflow = overflowResolution
        return ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }
}
