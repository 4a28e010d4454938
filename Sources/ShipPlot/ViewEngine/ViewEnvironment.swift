import Foundation

/// What a view inherits from its parents while it is laid out and drawn: handed down the tree, each modifier
/// that changes it giving its content a changed copy.
struct ViewEnvironment: Sendable {
    /// The locale and time zone text is written in: the chart's.
    var text = TextEnvironment()
    var font: Font?
    var foreground: Paint = .foreground
    var bold = false
    var italic = false
    /// How far text may shrink to show whole (1: not at all).
    var minimumScaleFactor = 1.0
    var lineLimit: Int?
    var textAlignment: TextAlignment = .leading
    var imageScale = 1.0
    var labelStyle = LabelStyleKind.titleAndIcon
    /// The orientation of the enclosing layout (`Layout.layoutProperties.stackOrientation`), which `Spacer` and
    /// `Divider` extend along.
    var stackAxis: Axis?
    /// The values `.environment(_:_:)` sets: colour scheme, locale, calendar, objects and the app's own keys.
    var values = EnvironmentValues()
    /// What charts in this view are drawn with: the image's format, scale, fonts and calendar.
    var charts = ChartContext()

    func applying(_ change: EnvironmentChange) -> ViewEnvironment {
        var env = self
        // The innermost font and paint win: a parent only sets what its children did not.
        if let font = change.font { env.font = font }
        if let paint = change.foreground { env.foreground = paint }
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
}

/// A change to what children inherit: font, paint, text layout, environment values.
struct EnvironmentChange: Sendable {
    var font: Font? = nil
    var foreground: Paint? = nil
    var bold: Bool? = nil
    var italic: Bool? = nil
    var minimumScaleFactor: Double? = nil
    var lineLimit: Int?? = nil
    var textAlignment: TextAlignment? = nil
    var imageScale: Double? = nil
    var labelStyle: LabelStyleKind? = nil
    /// `.environment(_:_:)` and the modifiers that set environment values.
    var values: EnvironmentValuesChange? = nil
}

/// A change to the environment values of a subtree, made by `.environment(_:_:)`.
struct EnvironmentValuesChange: @unchecked Sendable {
    // Built once by a modifier from a key path and the app's value; only ever applied, on the rendering thread.
    let apply: (inout EnvironmentValues) -> Void
}

/// How the lines of multiline text align, as SwiftUI names it.
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }
