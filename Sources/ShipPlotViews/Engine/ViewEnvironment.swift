// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a view inherits from its parents while it is laid out and drawn: handed down the tree, each modifier
/// that changes it giving its content a changed copy.
///
/// The settings live in shared, immutable storage: layout hands the environment to every size it asks and every
/// node it places, and most views change nothing, so a copy is one reference where fourteen fields were; a
/// change makes new storage.
package struct ViewEnvironment: Sendable {
    private var storage: Storage

    /// The locale and time zone text is written in: the chart's.
    package var text: TextEnvironment {
        get { storage.fields.text }
        set { update { $0.text = newValue } }
    }
    package var font: Font? {
        get { storage.fields.font }
        set { update { $0.font = newValue } }
    }
    package var foreground: Paint {
        get { storage.fields.foreground }
        set { update { $0.foreground = newValue } }
    }
    /// The styles of a symbol's secondary and tertiary layers (`foregroundStyle(_:_:)`); empty draws every layer
    /// in `foreground`.
    package var palette: [Paint] {
        get { storage.fields.palette }
        set { update { $0.palette = newValue } }
    }
    package var bold: Bool {
        get { storage.fields.bold }
        set { update { $0.bold = newValue } }
    }
    package var italic: Bool {
        get { storage.fields.italic }
        set { update { $0.italic = newValue } }
    }
    /// How far text may shrink to show whole (1: not at all).
    package var minimumScaleFactor: Double {
        get { storage.fields.minimumScaleFactor }
        set { update { $0.minimumScaleFactor = newValue } }
    }
    package var lineLimit: Int? {
        get { storage.fields.lineLimit }
        set { update { $0.lineLimit = newValue } }
    }
    package var textAlignment: TextAlignment {
        get { storage.fields.textAlignment }
        set { update { $0.textAlignment = newValue } }
    }
    package var imageScale: Double {
        get { storage.fields.imageScale }
        set { update { $0.imageScale = newValue } }
    }
    package var labelStyle: LabelStyleKind {
        get { storage.fields.labelStyle }
        set { update { $0.labelStyle = newValue } }
    }
    /// The orientation of the enclosing layout (`Layout.layoutProperties.stackOrientation`), which `Spacer` and
    /// `Divider` extend along.
    package var stackAxis: Axis? {
        get { storage.fields.stackAxis }
        set { update { $0.stackAxis = newValue } }
    }
    /// The values `.environment(_:_:)` sets: colour scheme, locale, calendar, objects and the app's own keys.
    package var values: EnvironmentValues {
        get { storage.fields.values }
        set { update { $0.values = newValue } }
    }
    /// What the image is drawn for: charts inside are drawn with the same format, scale, fonts and calendar.
    package var render: RenderContext {
        get { storage.fields.render }
        set { update { $0.render = newValue } }
    }

    package func applying(_ change: EnvironmentChange) -> ViewEnvironment {
        var env = self
        env.update { fields in
            // The innermost font and paint win: a parent only sets what its children did not.
            if let font = change.font { fields.font = font }
            if let paint = change.foreground {
                let around = fields.foreground
                fields.foreground = paint.resolved(in: around)
                fields.palette = change.palette.map { $0.resolved(in: around) }
            }
            if let bold = change.bold { fields.bold = bold }
            if let italic = change.italic { fields.italic = italic }
            if let factor = change.minimumScaleFactor { fields.minimumScaleFactor = factor }
            if let limit = change.lineLimit { fields.lineLimit = limit }
            if let alignment = change.textAlignment { fields.textAlignment = alignment }
            if let scale = change.imageScale { fields.imageScale = scale }
            if let style = change.labelStyle { fields.labelStyle = style }
            change.values?.apply(&fields.values)
        }
        return env
    }

    package init(
        text: TextEnvironment = TextEnvironment(), font: Font? = nil, foreground: Paint = .foreground,
        bold: Bool = false, italic: Bool = false, minimumScaleFactor: Double = 1.0, lineLimit: Int? = nil,
        textAlignment: TextAlignment = .leading, imageScale: Double = 1.0,
        labelStyle: LabelStyleKind = LabelStyleKind.titleAndIcon, stackAxis: Axis? = nil,
        values: EnvironmentValues = EnvironmentValues(), render: RenderContext = RenderContext()
    ) {
        storage = Storage(
            Fields(
                text: text, font: font, foreground: foreground, palette: [], bold: bold, italic: italic,
                minimumScaleFactor: minimumScaleFactor, lineLimit: lineLimit, textAlignment: textAlignment,
                imageScale: imageScale, labelStyle: labelStyle, stackAxis: stackAxis, values: values, render: render))
    }

    /// New storage with `body`'s changes.
    private mutating func update(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Sendable {
        var text: TextEnvironment
        var font: Font?
        var foreground: Paint
        var palette: [Paint]
        var bold: Bool
        var italic: Bool
        var minimumScaleFactor: Double
        var lineLimit: Int?
        var textAlignment: TextAlignment
        var imageScale: Double
        var labelStyle: LabelStyleKind
        var stackAxis: Axis?
        var values: EnvironmentValues
        var render: RenderContext
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
    /// The foreground style; a level (`.secondary`) is taken of the style around.
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
