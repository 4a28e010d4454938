// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a view inherits from its parents while it is laid out and drawn: handed down the tree, each modifier
/// that changes it giving its content a changed copy.
package struct ViewEnvironment: Sendable {
    /// The locale and time zone text is written in: the chart's.
    package var text = TextEnvironment()
    package var font: Font?
    package var foreground: Paint = .foreground
    /// The styles of a symbol's secondary and tertiary layers (`foregroundStyle(_:_:)`); empty draws every layer
    /// in `foreground`.
    package var palette: [Paint] = []
    package var bold = false
    package var italic = false
    /// How far text may shrink to show whole (1: not at all).
    package var minimumScaleFactor = 1.0
    package var lineLimit: Int?
    package var textAlignment: TextAlignment = .leading
    package var imageScale = 1.0
    package var labelStyle = LabelStyleKind.titleAndIcon
    /// The orientation of the enclosing layout (`Layout.layoutProperties.stackOrientation`), which `Spacer` and
    /// `Divider` extend along.
    package var stackAxis: Axis?
    /// The values `.environment(_:_:)` sets: colour scheme, locale, calendar, objects and the app's own keys.
    package var values = EnvironmentValues()
    /// What the image is drawn for: charts inside are drawn with the same format, scale, fonts and calendar.
    package var render = RenderContext()

    package func applying(_ change: EnvironmentChange) -> ViewEnvironment {
        var env = self
        // The innermost font and paint win: a parent only sets what its children did not.
        if let font = change.font { env.font = font }
        if let paint = change.foreground {
            env.foreground = paint
            env.palette = change.palette
        }
        if let bold = change.bold { env.bold = bold }
        if let italic = change.italic { env.italic = italic }
        if let factor = change.minimumScaleFactor { env.minimumScaleFactor = factor }
        if let limit = change.lineLimit { env.lineLimit = limit }
        if let alignment = change.textAlignment { env.textAlignment = alignment }
        if let scale = change.imageScale { env.imageScale = scale }
        if let style = change.labelStyle { env.labelStyle = style }
        change.values?.apply(&env.values)
        return env
    }

    package init(
        text: TextEnvironment = TextEnvironment(), font: Font? = nil, foreground: Paint = .foreground,
        bold: Bool = false, italic: Bool = false, minimumScaleFactor: Double = 1.0, lineLimit: Int? = nil,
        textAlignment: TextAlignment = .leading, imageScale: Double = 1.0,
        labelStyle: LabelStyleKind = LabelStyleKind.titleAndIcon, stackAxis: Axis? = nil,
        values: EnvironmentValues = EnvironmentValues(), render: RenderContext = RenderContext()
    ) {
        self.text = text
        self.font = font
        self.foreground = foreground
        self.bold = bold
        self.italic = italic
        self.minimumScaleFactor = minimumScaleFactor
        self.lineLimit = lineLimit
        self.textAlignment = textAlignment
        self.imageScale = imageScale
        self.labelStyle = labelStyle
        self.stackAxis = stackAxis
        self.values = values
        self.render = render
    }
}

/// What an image is drawn for, as views that draw charts of their own need it.
package struct RenderContext: Sendable {
    package var format: ChartOutputFormat = .png
    /// Device pixels per point of a PNG.
    package var scale = 1.0
    /// The family every text is drawn in (nil: DejaVu Sans).
    package var fontFamily: String?
    /// The renderer's calendar, which dates are binned and labelled in unless the environment sets one.
    package var calendar = ChartCalendar(chosen: nil)
    /// The moment text that counts from now counts from (the renderer's reference date).
    package var referenceDate: Date? = nil

    package init(
        format: ChartOutputFormat = .png, scale: Double = 1.0, fontFamily: String? = nil,
        calendar: ChartCalendar = ChartCalendar(chosen: nil), referenceDate: Date? = nil
    ) {
        self.format = format
        self.scale = scale
        self.fontFamily = fontFamily
        self.calendar = calendar
        self.referenceDate = referenceDate
    }
}

/// A change to what children inherit: font, paint, text layout, environment values.
package struct EnvironmentChange: Sendable {
    package var font: Font? = nil
    package var foreground: Paint? = nil
    /// The later layers' styles set with `foreground` (none: every layer in it).
    package var palette: [Paint] = []
    package var bold: Bool? = nil
    package var italic: Bool? = nil
    package var minimumScaleFactor: Double? = nil
    package var lineLimit: Int?? = nil
    package var textAlignment: TextAlignment? = nil
    package var imageScale: Double? = nil
    package var labelStyle: LabelStyleKind? = nil
    /// `.environment(_:_:)` and the modifiers that set environment values.
    package var values: EnvironmentValuesChange? = nil

    package init(
        font: Font? = nil, foreground: Paint? = nil, bold: Bool? = nil, italic: Bool? = nil,
        minimumScaleFactor: Double? = nil, lineLimit: Int?? = nil, textAlignment: TextAlignment? = nil,
        imageScale: Double? = nil, labelStyle: LabelStyleKind? = nil, values: EnvironmentValuesChange? = nil
    ) {
        self.font = font
        self.foreground = foreground
        self.bold = bold
        self.italic = italic
        self.minimumScaleFactor = minimumScaleFactor
        self.lineLimit = lineLimit
        self.textAlignment = textAlignment
        self.imageScale = imageScale
        self.labelStyle = labelStyle
        self.values = values
    }
}

/// A change to the environment values of a subtree, made by `.environment(_:_:)`.
package struct EnvironmentValuesChange: @unchecked Sendable {
    // Unchecked: built once by a modifier from a key path and the app's value; only ever applied, on the
    // rendering thread.
    package let apply: (inout EnvironmentValues) -> Void

    package init(apply: @escaping (inout EnvironmentValues) -> Void) {
        self.apply = apply
    }
}

/// How the lines of multiline text align, as SwiftUI names it.
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }
