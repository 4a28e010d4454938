// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Which side of the plot an axis's labels sit on.
enum AxisSide: Sendable { case bottom, top, leading, trailing }

/// A grid line or tick as an axis value asks for it: its own stroke, or the theme's when nil.
struct AxisLineStyle: Sendable {
    var stroke: StrokeStyle?
    var length: Double
    /// `foregroundStyle` on the axis mark; nil draws the theme's colour.
    var color: Color? = nil
    /// A reach to the labels (ticks) and an offset (`AxisTick().offset(y: -16)`); the default is none.
    var detail = AxisLineDetail()
}

/// One axis value as the guides step settles it: where it sits (axis coordinates), which parts it draws and
/// what its label says (no lines: no label).
struct GuideTick: Sendable {
    var value: Double
    var grid: AxisLineStyle?
    var tick: AxisLineStyle?
    var lines: [String]
    var font: FontSpec
    /// The axis's own label for this value, which decides how densely ticks fit even when the declaration
    /// draws another label or none.
    var fitLines: [String]
    /// Where the grid line and tick sit relative to `value`: back at the bin's start on a binned date axis, as
    /// Swift Charts draws them, unless they ask to be centred.
    var lineShift = 0.0
    /// Where the label sits relative to `value`: on a date axis back at the bin's start (or at the tick), unless
    /// `AxisValueLabel(centered: true)` centres it in its bin; on other axes on the value.
    var labelShift = 0.0
    /// Whether the label's leading edge, not its centre, sits at its position: Swift Charts' default for date
    /// labels along x, which start at their grid line.
    var labelLeading = false
    /// The label as a view (`AxisValueLabel { VStack { … } }`), drawn instead of `lines`.
    var view: _ViewNode? = nil
    /// `AxisValueLabel(anchor:)`: the label's point placed at its position; nil is the side's default.
    var labelAnchor: UnitPoint? = nil
    /// `AxisValueLabel(collisionResolution: .disabled)`: the label is drawn even where it collides.
    var keepsCollidingLabel = false
}

/// One tick density the layout may choose for an axis: the tick count that rounds a nice domain (or the
/// category stride, or the date stride), and the ticks of every `AxisMarks` declaration at that density.
struct TickChoice: Sendable {
    /// The count a nice linear domain is rounded to; the layout places the scale with it.
    var count: Double
    /// For date axes: roughly how many days one step spans, so layout skips strides too fine to fit.
    var days: Double?
    /// Ticks per declaration, in declaration order; the leading declaration's decide whether the choice fits.
    var marks: [[GuideTick]]
}

/// How the layout picks among an axis's choices.
enum TickDensity: Sendable {
    /// Ticks the user fixed (values or a stride): the one choice whose count follows the axis length.
    case fixed
    /// Numbers: one choice per count, from 1 up (1 only for a plot too short for 2), or just the desired count.
    case counts(desired: Int?)
    /// Categories: one choice with a tick per category, which layout thins to every stride-th (to about the
    /// desired count, when a declaration asks for one).
    case strides(desired: Int?)
    /// Dates: calendar strides from finest to coarsest; with a desired count, the nearest wins.
    case dates(desired: Int?)
}

/// An axis title as the layout places it: its text written, its position, alignment, spacing and view.
struct AxisTitle: Sendable {
    var text: String
    var position: AnnotationPosition.Kind
    var alignment: Alignment?
    var spacing: Double?
    var view: _ViewNode?
}

/// What one axis says, settled before layout: its scale, each `AxisMarks` declaration's side, and the ticks
/// at every density the layout may choose. Layout measures and chooses; it evaluates nothing.
struct AxisGuide: Sendable {
    var orientation: AxisOrientation
    var scale: PositionScale
    var visible: Bool
    /// The axis titles (`chartXAxisLabel`), each at its own position.
    var titles: [AxisTitle] = []
    /// The side of each declaration, in order (one default declaration when the chart gives none).
    var sides: [AxisSide]
    /// Each declaration's `AxisMarks(preset:)`, in the same order.
    var presets: [AxisMarkPreset] = []
    /// `chartXAxisStyle` / `chartYAxisStyle`: opacity, offset and background of the whole axis.
    var viewStyle: AxisViewStyle? = nil
    /// Whether each declaration's ticks follow the axis's density (automatic values), so layout may thin
    /// category ticks; ticks at values the user gave are kept.
    var thins: [Bool]
    /// The declaration whose ticks decide which density fits: the first with automatic values.
    var leader: Int
    /// The label angle the first declaration asks for (`AxisValueLabel(orientation:)`), in radians.
    var forcedAngle: Double?
    var density: TickDensity
    var choices: [TickChoice]

    /// The preset of declaration `i` (`.automatic` for the default declaration).
    func preset(_ i: Int) -> AxisMarkPreset { presets.indices.contains(i) ? presets[i] : .automatic }

    /// The side the axis title and the axis line belong to: the first declaration's.
    var side: AxisSide { sides.first ?? (orientation == .x ? .bottom : .trailing) }
}
