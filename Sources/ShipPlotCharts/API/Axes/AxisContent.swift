// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// One part of an axis mark: a grid line, a tick or a label.
public protocol AxisMark {
    /// The parts this mark contributes.
    var _components: [AxisComponent] { get }
}

/// An axis mark part as the guides step reads it.
public enum AxisComponent {
    case grid(centered: Bool?, stroke: StrokeStyle?, color: Color? = nil, detail: AxisLineDetail = AxisLineDetail())
    case tick(
        centered: Bool?, length: Double?, stroke: StrokeStyle?, color: Color? = nil,
        detail: AxisLineDetail = AxisLineDetail())
    case label(AxisLabelSpec)
}

/// How an axis label is written and placed.
public struct AxisLabelSpec {
    var format: ((PlottablePrimitive, TextEnvironment) -> String?)?
    var text: [StyledText]?
    var centered: Bool?
    var orientation: AxisValueLabelOrientation
    /// The label as a view, when it is more than text (a stack, an image, a shape).
    var view: _ViewNode? = nil
    /// Font, colour and offset from `AxisMark` modifiers (`AxisValueLabel().font(.title2)`).
    var style: AxisLabelStyle? = nil
    /// The point of the label placed at its value's label position; nil is the side's default.
    var anchor: UnitPoint? = nil
    /// Whether colliding labels are thinned or left out (`collisionResolution` other than `.disabled`).
    var resolvesCollisions = true
}

/// A grid line across the plot at each axis value.
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?

    /// A grid line, optionally centred in the band and with its own stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.stroke = stroke
    }

    public var _components: [AxisComponent] { [.grid(centered: centered, stroke: stroke)] }
}

/// A short tick outside the plot at each axis value.
public struct AxisTick: AxisMark {
    let centered: Bool?
    let length: Double?
    let stroke: StrokeStyle?

    let reach: TickReach?

    /// A tick of `length`: automatic (4 pt), or reaching past its own or the axis's longest label.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = nil
        self.reach = length.reach
        self.stroke = stroke
    }

    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = Double(length)
        self.reach = nil
        self.stroke = stroke
    }

    public var _components: [AxisComponent] {
        [.tick(centered: centered, length: length, stroke: stroke, detail: AxisLineDetail(reach: reach))]
    }
}

/// How axis labels are turned.
public struct AxisValueLabelOrientation: Sendable, Equatable {
    let degrees: Double?
    /// Turned only when labels would collide (the default).
    public static let automatic = AxisValueLabelOrientation(degrees: nil)
    public static let horizontal = AxisValueLabelOrientation(degrees: 0)
    public static let vertical = AxisValueLabelOrientation(degrees: -90)
    public static let verticalReversed = AxisValueLabelOrientation(degrees: 90)
}

/// How colliding labels are resolved: by default a label that would overlap one already placed is left out,
/// and category labels are thinned or turned to fit.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// Whether labels that collide are thinned or left out (all but `.disabled`).
    let resolves: Bool

    /// Colliding labels thinned, turned or left out, as the axis needs (the default).
    public static let automatic = AxisValueLabelCollisionResolution(resolves: true)
    /// Every label drawn where its value is, even over its neighbours: no category label is thinned out and no
    /// label is left out for colliding.
    public static let disabled = AxisValueLabelCollisionResolution(resolves: false)
    /// The later of two colliding labels left out, as `.automatic` does.
    public static let greedy = AxisValueLabelCollisionResolution(resolves: true)
    /// The later of two colliding labels left out, as `.automatic` does; `priority` and `minimumSpacing` are
    /// accepted, with no spacing added.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil)
        -> AxisValueLabelCollisionResolution
    { .greedy }
    /// Colliding labels resolved as `.automatic` resolves them; long labels are always cut with an ellipsis to fit.
    public static let truncate = AxisValueLabelCollisionResolution(resolves: true)
    /// Colliding labels resolved as `.automatic` resolves them; `priority` is accepted.
    public static func truncate(priority: Double = 0) -> AxisValueLabelCollisionResolution { .truncate }
}

/// A label at each axis value.
public struct AxisValueLabel: AxisMark {
    let spec: AxisLabelSpec

    /// The value in the axis's default format.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(
            format: nil, text: nil, centered: centered, orientation: orientation, anchor: anchor,
            resolvesCollisions: collisionResolution.resolves)
    }

    /// The value written by `format`, e.g. `.dateTime.month().day()` or `.percent`, in the chart's locale
    /// (``ChartRenderer/locale``, which replaces the format's own as in Swift Charts); dates in the chart's time zone.
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
        multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    )
    where F.FormatInput: Plottable, F.FormatOutput == String {
        spec = AxisLabelSpec(
            format: Self.formatting(format), text: nil, centered: centered, orientation: orientation, anchor: anchor,
            resolvesCollisions: collisionResolution.resolves)
    }

    /// The value written by a number format named without its type (`.number.grouping(.never)`,
    /// `.number.precision(.fractionLength(1))`), which Foundation declares for every number type; this overload
    /// picks `Double`'s, as every axis number is one here, so such code compiles as it does against Swift Charts.
    public init(
        format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil,
        multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(
            format: Self.formatting(format), text: nil, centered: centered, orientation: orientation, anchor: anchor,
            resolvesCollisions: collisionResolution.resolves)
    }

    /// Writes an axis value with `format` in the chart's locale and time zone; nil for a value of another kind.
    private static func formatting<F: FormatStyle>(_ format: F) -> (PlottablePrimitive, TextEnvironment) -> String?
    where F.FormatInput: Plottable, F.FormatOutput == String {
        { primitive, environment in
            guard let raw = F.FormatInput.PrimitivePlottable._make(primitive),
                let input = F.FormatInput(primitivePlottable: raw)
            else { return nil }
            return environment.format(input, format)
        }
    }

    /// A fixed string at each value.
    public init<S: StringProtocol>(
        _ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(
            format: nil, text: [StyledText(string: String(text), font: nil, color: nil)],
            centered: centered, orientation: orientation, anchor: anchor,
            resolvesCollisions: collisionResolution.resolves)
    }

    /// Custom text views at each value.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        let node = content()._node
        spec = AxisLabelSpec(
            format: nil, text: node.textLines, centered: centered, orientation: orientation,
            view: node.isTextOnly ? nil : node, anchor: anchor,
            resolvesCollisions: collisionResolution.resolves)
    }

    public var _components: [AxisComponent] { [.label(spec)] }
}

/// Several axis mark parts together, as a builder block produces them.
public struct AxisMarkGroup: AxisMark {
    /// The parts, in declaration order.
    public let _components: [AxisComponent]
}

extension Optional: AxisMark where Wrapped: AxisMark {
    public var _components: [AxisComponent] { self?._components ?? [] }
}

/// The result builder for `AxisMarks` content.
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(_components: []) }
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> AxisMarkGroup {
        var components: [AxisComponent] = []
        for mark in repeat each marks { components += mark._components }
        return AxisMarkGroup(_components: components)
    }
    public static func buildIf<M: AxisMark>(_ mark: M?) -> M? { mark }
    public static func buildEither<M: AxisMark>(first: M) -> AxisMarkGroup {
        AxisMarkGroup(_components: first._components)
    }
    public static func buildEither<M: AxisMark>(second: M) -> AxisMarkGroup {
        AxisMarkGroup(_components: second._components)
    }
    public static func buildLimitedAvailability<M: AxisMark>(_ mark: M) -> AxisMarkGroup {
        AxisMarkGroup(_components: mark._components)
    }
}

/// Anything `chartXAxis { … }` / `chartYAxis { … }` accepts: `AxisMarks`, several of them, or conditions.
public protocol AxisContent {
    /// The axis marks this content declares.
    var _axisMarks: [AxisMarksSpec] { get }
}

/// One `AxisMarks` declaration as the guides step reads it; every declaration of an axis builder draws.
public struct AxisMarksSpec {
    var preset: AxisMarkPreset = .automatic
    var position: AxisMarkPosition.Kind
    var values: AxisMarkValues
    var content: (AxisValue) -> [AxisComponent]
}

/// Axis marks: which values get marks, where, and which parts (grid line, tick, label) each has.
///
/// `AxisMarks()` gives the default grid, tick and label; pass content to choose parts per value:
/// `AxisMarks(values: .stride(by: .day, count: 7)) { _ in AxisGridLine(); AxisValueLabel(format: .dateTime.month().day()) }`.
public struct AxisMarks: AxisContent {
    let spec: AxisMarksSpec

    public var _axisMarks: [AxisMarksSpec] { [spec] }

    /// Marks whose parts are built per value by `content`.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position.kind, values: values, content: { content($0)._components })
    }

    /// Marks with the same parts at every value.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: () -> Content
    ) {
        let components = content()._components
        spec = AxisMarksSpec(preset: preset, position: position.kind, values: values, content: { _ in components })
    }

    /// Marks at exactly `values`, with parts built per value by `content`.
    public init<Value: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic,
        position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position.kind, values: AxisMarkValues(kind: .values(values.map(\.primitive))),
            content: { content($0)._components })
    }

    /// Marks at exactly `values`, with the same parts at each.
    public init<Value: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic,
        position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: () -> Content
    ) {
        let components = content()._components
        spec = AxisMarksSpec(
            preset: preset, position: position.kind, values: AxisMarkValues(kind: .values(values.map(\.primitive))),
            content: { _ in components })
    }

    /// The default grid line, tick and label, optionally with a stroke for grid and tick.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position.kind, values: values,
            content: { _ in
                [
                    .grid(centered: nil, stroke: stroke), .tick(centered: nil, length: nil, stroke: stroke),
                    .label(AxisLabelSpec(format: nil, text: nil, centered: nil, orientation: .automatic)),
                ]
            })
    }

    /// The default marks at exactly `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil
    ) {
        self.init(
            preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(\.primitive))),
            stroke: stroke)
    }

    /// The default marks with labels written by `format`.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    )
    where F.FormatInput: Plottable, F.FormatOutput == String {
        let label = AxisValueLabel(format: format)
        spec = AxisMarksSpec(
            preset: preset, position: position.kind, values: values,
            content: { _ in
                [.grid(centered: nil, stroke: stroke), .tick(centered: nil, length: nil, stroke: stroke)]
                    + label._components
            })
    }
}

/// Several `AxisMarks` declarations, as a builder block produces them.
public struct AxisContentGroup: AxisContent {
    /// The declarations, in order.
    public let _axisMarks: [AxisMarksSpec]
}

extension Optional: AxisContent where Wrapped: AxisContent {
    public var _axisMarks: [AxisMarksSpec] { self?._axisMarks ?? [] }
}

/// The result builder behind `chartXAxis { … }` and `chartYAxis { … }`.
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup(_axisMarks: []) }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentGroup {
        var marks: [AxisMarksSpec] = []
        for item in repeat each content { marks += item._axisMarks }
        return AxisContentGroup(_axisMarks: marks)
    }
    public static func buildIf<C: AxisContent>(_ content: C?) -> C? { content }
    public static func buildEither<C: AxisContent>(first: C) -> AxisContentGroup {
        AxisContentGroup(_axisMarks: first._axisMarks)
    }
    public static func buildEither<C: AxisContent>(second: C) -> AxisContentGroup {
        AxisContentGroup(_axisMarks: second._axisMarks)
    }
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> AxisContentGroup {
        AxisContentGroup(_axisMarks: content._axisMarks)
    }
}
