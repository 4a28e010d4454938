// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a modifier does to the view it wraps, as the layout and drawing read it.
enum ViewModifierKind: Sendable {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: nil ratio takes the child's own.
    case aspectRatio(Double?, fill: Bool)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case background(_ViewNode, alignment: Alignment)
    case overlay(_ViewNode, alignment: Alignment)
    case clip(ShapeOutline)
    case mask(_ViewNode)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case rotation(radians: Double, anchor: UnitPoint)
    case opacity(Double)
    case environment(EnvironmentChange)
    /// The order a stack sizes this child in (`layoutPriority`); it changes nothing else.
    case layoutPriority(Double)
    /// `blur(radius:opaque:)` and `blendMode(_:)`: the view drawn as one layer, blurred or blended.
    case layerEffect(LayerEffect)
    /// Interaction, animation and accessibility modifiers: kept for compatibility, they change nothing drawn.
    case inert
    /// `tag(_:)`: the value a picker compares with its selection; it changes nothing drawn.
    case tag(ViewTag)
    /// Chart modifiers written on a view, for the charts inside it.
    case chartSettings(_ChartSettingsChange)

    /// The views this modifier holds besides the one it wraps.
    var views: [_ViewNode] {
        switch self {
        case .background(let view, _), .overlay(let view, _), .mask(let view): [view]
        default: []
        }
    }

    /// The text lines of `child` under this modifier (its font and colour applied).
    func textLines(of child: _ViewNode) -> [StyledText] {
        let lines = child.box.textLines
        guard case .environment(let change) = self else { return lines }
        return lines.map { line in
            var line = line
            if line.font == nil, let font = change.font { line.font = font }
            if line.color == nil, case .style(let paint)? = change.foreground { line.color = paint.representative }
            if let bold = change.bold, bold { line.font = (line.font ?? .caption).bold() }
            if let italic = change.italic, italic { line.font = (line.font ?? .caption).italic() }
            return line
        }
    }
}

/// A frame with minimum, ideal and maximum sizes; nil leaves that bound to the child.
struct FlexFrame: Sendable {
    var minWidth: Double? = nil
    var idealWidth: Double? = nil
    var maxWidth: Double? = nil
    var minHeight: Double? = nil
    var idealHeight: Double? = nil
    var maxHeight: Double? = nil
    var alignment: Alignment = .center
}

/// A change to what children inherit: font, paint, text layout.
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
    /// `.environment(_:_:)`: the environment values of the subtree.
    var values: EnvironmentValuesChange? = nil
}

/// What a view inherits from its parents while it is laid out and drawn.
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
    /// The axis of the enclosing stack, which `Spacer` and `Divider` extend along.
    var stackAxis: Axis?
    /// The values `.environment(_:_:)` sets: colour scheme, locale, calendar.
    var values = EnvironmentValues()
    /// What charts in this view are drawn with.
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

/// How the lines of multiline text align, as SwiftUI names it.
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }

/// A view's selection tag (`tag(_:)`, or the id of a `ForEach` element in a picker).
struct ViewTag: @unchecked Sendable, Equatable {
    // An AnyHashable built from the user's Hashable value and only ever compared.
    let value: AnyHashable
}
