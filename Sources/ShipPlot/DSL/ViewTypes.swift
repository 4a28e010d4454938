import Foundation

/// The SwiftUI view types Swift Charts code uses around marks, reduced to what a headless chart can draw:
/// `Text` in annotations and custom axis labels.
public protocol View {
    /// The text lines this view draws, top to bottom.
    var _textLines: [StyledText] { get }
}

/// A line of text with its font and colour, as an annotation or label draws it.
public struct StyledText: Sendable, Equatable {
    var string: String
    var font: Font?
    var color: Color?
}

/// A run of text, with SwiftUI's spelling: `Text("\(value)").font(.caption).foregroundStyle(.secondary)`.
public struct Text: View, Sendable, Equatable {
    var content: StyledText

    /// Text showing `string` verbatim.
    public init<S: StringProtocol>(_ string: S) {
        content = StyledText(string: String(string), font: nil, color: nil)
    }

    /// Text showing `string` verbatim.
    public init(verbatim string: String) {
        content = StyledText(string: string, font: nil, color: nil)
    }

    /// Text showing `value` formatted by `format`.
    public init<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        content = StyledText(string: format.format(value), font: nil, color: nil)
    }

    public var _textLines: [StyledText] { [content] }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.content.font = font
        return copy
    }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.content.color = style as? Color
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.content.color = color
        return copy
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        let font = copy.content.font ?? .caption
        copy.content.font = isActive ? font.bold() : font
        return copy
    }

    /// This text at `weight` (semibold and heavier draw bold).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        let font = copy.content.font ?? .caption
        copy.content.font = (weight?.isBold ?? false) ? font.bold() : font
        return copy
    }
}

/// Several views stacked top to bottom, as a `@ViewBuilder` block produces them.
public struct TupleView: View {
    /// The lines of text, top to bottom.
    public let _textLines: [StyledText]
}

/// A view that draws nothing.
public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}
    public var _textLines: [StyledText] { [] }
}

extension Optional: View where Wrapped: View {
    public var _textLines: [StyledText] { self?._textLines ?? [] }
}

/// The result builder for annotation content: text views, `if` and `if`/`else`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView {
        var lines: [StyledText] = []
        for view in repeat each views { lines += view._textLines }
        return TupleView(_textLines: lines)
    }
    public static func buildIf<V: View>(_ view: V?) -> V? { view }
    public static func buildEither<V: View>(first: V) -> TupleView { TupleView(_textLines: first._textLines) }
    public static func buildEither<V: View>(second: V) -> TupleView { TupleView(_textLines: second._textLines) }
}

/// Text stacked vertically, as SwiftUI's `VStack` lays it out.
public struct VStack: View {
    public let _textLines: [StyledText]

    /// Stacks the views built by `content`.
    public init<Content: View>(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        _textLines = content()._textLines
    }
}

/// A font, with SwiftUI's text styles (sizes in points as on iOS, scaled down for charts where noted).
public struct Font: Sendable, Equatable {
    var size: Double
    var isBold: Bool
    /// A family chosen with `Font.custom`; nil draws the chart's font family.
    var family: String? = nil

    /// Font weights; semibold and heavier draw DejaVu Sans Bold.
    public struct Weight: Sendable, Equatable {
        let isBold: Bool
        public static let ultraLight = Weight(isBold: false)
        public static let thin = Weight(isBold: false)
        public static let light = Weight(isBold: false)
        public static let regular = Weight(isBold: false)
        public static let medium = Weight(isBold: false)
        public static let semibold = Weight(isBold: true)
        public static let bold = Weight(isBold: true)
        public static let heavy = Weight(isBold: true)
        public static let black = Weight(isBold: true)
    }

    /// Font designs; all draw DejaVu Sans.
    public enum Design: Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(size: 34, isBold: false)
    public static let title = Font(size: 28, isBold: false)
    public static let title2 = Font(size: 22, isBold: false)
    public static let title3 = Font(size: 20, isBold: false)
    public static let headline = Font(size: 17, isBold: true)
    public static let subheadline = Font(size: 15, isBold: false)
    public static let body = Font(size: 17, isBold: false)
    public static let callout = Font(size: 16, isBold: false)
    public static let footnote = Font(size: 13, isBold: false)
    public static let caption = Font(size: 12, isBold: false)
    public static let caption2 = Font(size: 11, isBold: false)

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: Double(size), isBold: weight.isBold)
    }

    /// This font in bold.
    public func bold() -> Font { Font(size: size, isBold: true, family: family) }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font { Font(size: size, isBold: weight.isBold, family: family) }
}

/// Horizontal alignment, as SwiftUI names it.
public enum HorizontalAlignment: Sendable, Equatable { case leading, center, trailing }
/// Vertical alignment, as SwiftUI names it.
public enum VerticalAlignment: Sendable, Equatable { case top, center, bottom }

/// A two-dimensional alignment, as SwiftUI names it.
public struct Alignment: Sendable, Equatable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An axis, as SwiftUI names it.
public enum Axis: Sendable, Equatable { case horizontal, vertical }

/// Edges of a rectangle, as SwiftUI names them.
public struct Edge: Sendable, Equatable {
    /// Sets of edges.
    public struct Set: OptionSet, Sendable {
        /// The set as bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on four sides, in points.
public struct EdgeInsets: Sendable, Equatable {
    /// Inset at the top, in points.
    public var top: CGFloat
    /// Inset at the leading (left) edge, in points.
    public var leading: CGFloat
    /// Inset at the bottom, in points.
    public var bottom: CGFloat
    /// Inset at the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// Insets with each side given (default 0).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
