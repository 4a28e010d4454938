import Foundation

/// What a `Text` shows and how, before the environment adds its font and colour.
struct TextContent: Sendable {
    var string: String
    var font: Font?
    var color: Color?
    var bold: Bool?
}

/// A run of text, with SwiftUI's spelling: `Text("\(value)").font(.caption).foregroundStyle(.secondary)`.
/// Unset font and colour come from the enclosing view, then from where the chart draws it (11 pt, secondary).
public struct Text: View, Sendable {
    var content: TextContent
    var tooLong = false

    init(string: String) {
        var string = string
        if string.count > ViewLimits.characters {
            string = String(string.prefix(ViewLimits.characters)) + "…"
            tooLong = true
        }
        content = TextContent(string: string)
    }

    /// Text showing `content` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(string: String(content)) }

    /// Text showing `key`, with interpolations formatted as SwiftUI formats them (`specifier:`, `format:`).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(string: key.key)
    }

    /// Text showing `content` verbatim.
    public init(verbatim content: String) { self.init(string: content) }

    /// Text showing `input` formatted by `format`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(string: format.format(input))
    }

    public var _node: _ViewNode {
        let node = _ViewNode.make(.text(content))
        return tooLong ? node.noting(.longText) : node
    }

    private func with(_ change: (inout TextContent) -> Void) -> Text {
        var copy = self
        change(&copy.content)
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.color = style._paint.representative }
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text { with { $0.bold = isActive } }

    /// This text at `weight` (semibold and heavier draw bold).
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.bold = weight?.isBold } }

    /// This text with tabular digits (DejaVu Sans digits already are).
    public func monospacedDigit() -> Text { self }

    /// This text in italic (drawn upright).
    public func italic(_ isActive: Bool = true) -> Text { self }

    /// The label read by accessibility tools; a chart image draws the visible text.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

    /// The label read by accessibility tools; a chart image draws the visible text.
    public func accessibilityLabel(_ label: Text) -> Text { self }

    /// Two texts run together (the second keeps the first's style here).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content.string += rhs.content.string
        return joined
    }
}

/// A string literal with SwiftUI's interpolations: `"\(value, specifier: "%.1f")"`, `"\(value, format: .percent)"`.
public struct LocalizedStringKey: Sendable, Equatable, ExpressibleByStringInterpolation {
    let key: String

    /// The key for a plain literal.
    public init(stringLiteral value: String) { key = value }

    /// The key for an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The literal being built, with each interpolation formatted as SwiftUI formats it.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ string: String) { text += string }

        /// An integer as `%lld` formats it.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value) }

        /// A floating-point value as `%lf` formats it (six decimals), as SwiftUI does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            text += String(format: "%lf", Double(value))
        }

        /// A number formatted by a printf `specifier` such as `"%.1f"` or `"%d"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += Self.printf(specifier, Double(value))
        }

        /// An integer formatted by a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += Self.printf(specifier, Double(value), integer: Int64(clamping: value))
        }

        /// A value formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }

        /// A text's string.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content.string }

        /// Any other value, as `String(describing:)` shows it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        /// One printf conversion of `value`, such as `%.1f`, `%5.2f`, `%d` or `%x`, with literal text around it;
        /// anything else (two conversions, `%s`, `%@`) prints the value plainly rather than reading a wrong argument.
        static func printf(_ specifier: String, _ value: Double, integer: Int64? = nil) -> String {
            let plain = integer.map(String.init) ?? String(value)
            guard let parsed = Conversion(specifier) else { return plain }
            if "diouxX".contains(parsed.conversion) {
                guard let whole = integer ?? (value.isFinite && abs(value) < 9e18 ? Int64(value) : nil) else {
                    return plain
                }
                return parsed.prefix + String(format: parsed.format(length: "ll"), whole) + parsed.suffix
            }
            return parsed.prefix + String(format: parsed.format(length: ""), value) + parsed.suffix
        }
    }
}

/// A single printf conversion with flags, width and precision of at most two digits each.
private struct Conversion {
    var prefix: Substring
    var flags: Substring
    var width: Substring
    var precision: Substring?
    var conversion: Character
    var suffix: Substring

    init?(_ specifier: String) {
        guard let percent = specifier.firstIndex(of: "%") else { return nil }
        prefix = specifier[..<percent]
        var rest = specifier[specifier.index(after: percent)...]
        flags = rest.prefix { "-+ 0#".contains($0) }
        rest = rest.dropFirst(flags.count)
        width = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(width.count)
        if rest.first == "." {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            precision = digits
            rest = rest.dropFirst(digits.count)
        }
        rest = rest.drop { "lhqjzt".contains($0) }
        guard let conversion = rest.first, "diouxXeEfFgGaA".contains(conversion), width.count <= 2,
            (precision?.count ?? 0) <= 2
        else { return nil }
        self.conversion = conversion
        suffix = rest.dropFirst()
        guard !suffix.contains("%") else { return nil }
    }

    func format(length: String) -> String {
        "%" + flags + width + (precision.map { "." + $0 } ?? "") + length + String(conversion)
    }
}
