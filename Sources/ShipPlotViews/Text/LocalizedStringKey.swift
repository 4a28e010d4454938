// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A string literal with SwiftUI's interpolations: `"\(value, specifier: "%.1f")"`, `"\(value, format: .percent)"`.
public struct LocalizedStringKey: Sendable, Equatable, ExpressibleByStringInterpolation {
    package let text: LocalText

    /// The key for a plain literal.
    public init(stringLiteral value: String) { text = .plain(value) }

    /// The key for an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.local }

    /// The text in the default locale, which tells keys apart.
    package var key: String { text.string(in: TextEnvironment()) }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.key == b.key }

    /// The literal being built, with each interpolation formatted as SwiftUI formats it, in the chart's locale.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var pieces: [LocalText.Piece] = []
        package var literal = ""

        package var local: LocalText {
            pieces.isEmpty ? .plain(literal) : .pieces(pieces + (literal.isEmpty ? [] : [.literal(literal)]))
        }

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { self.literal += literal }

        /// A part that waits for the locale.
        private mutating func append(_ piece: LocalText.Piece) {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(piece)
        }

        public mutating func appendInterpolation(_ string: String) { literal += string }

        /// An integer as `%lld` formats it.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { literal += String(value) }

        /// A floating-point value as `%lf` formats it (six decimals), as SwiftUI does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            let number = String(format: "%lf", Double(value))
            append(.formatted { $0.decimal(number) })
        }

        /// A number formatted by a printf `specifier` such as `"%.1f"` or `"%d"`, with the locale's decimal mark.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendPrintf(specifier, Double(value))
        }

        /// An integer formatted by a printf `specifier`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendPrintf(specifier, Double(value), integer: Int64(clamping: value))
        }

        /// A value formatted by `format` in the chart's locale, which replaces the format's own as in SwiftUI.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(LocalText.formatted(input, format))
        }

        /// A text's string.
        public mutating func appendInterpolation(_ text: Text) {
            for piece in text.content.text.allPieces {
                if case .literal(let string) = piece { literal += string } else { append(piece) }
            }
        }

        /// Any other value, as `String(describing:)` shows it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { literal += String(describing: value) }

        private mutating func appendPrintf(_ specifier: String, _ value: Double, integer: Int64? = nil) {
            let (prefix, number, suffix, decimal) = Self.printf(specifier, value, integer: integer)
            literal += prefix
            if decimal { append(.formatted { $0.decimal(number) }) } else { literal += number }
            literal += suffix
        }

        /// One printf conversion of `value`, such as `%.1f`, `%5.2f`, `%d` or `%x`, with literal text around it;
        /// anything else (two conversions, `%s`, `%@`) prints the value plainly rather than reading a wrong argument.
        /// `decimal` says whether the number has a decimal mark for the locale to replace.
        package static func printf(_ specifier: String, _ value: Double, integer: Int64? = nil)
            -> (prefix: String, number: String, suffix: String, decimal: Bool)
        {
            let plain = (
                prefix: "", number: integer.map(String.init) ?? String(value), suffix: "", decimal: integer == nil
            )
            guard let parsed = Conversion(specifier) else { return plain }
            if "diouxX".contains(parsed.conversion) {
                guard let whole = integer ?? (value.isFinite && abs(value) < 9e18 ? Int64(value) : nil) else {
                    return plain
                }
                let number = String(format: parsed.format(length: "ll"), whole)
                return (String(parsed.prefix), number, String(parsed.suffix), false)
            }
            let number = String(format: parsed.format(length: ""), value)
            return (String(parsed.prefix), number, String(parsed.suffix), "fFeEgGaA".contains(parsed.conversion))
        }
    }
}

/// A single printf conversion with flags, width and precision of at most two digits each.
private struct Conversion {
    package var prefix: Substring
    var flags: Substring
    package var width: Substring
    var precision: Substring?
    var conversion: Character
    package var suffix: Substring

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

    package func format(length: String) -> String {
        "%" + flags + width + (precision.map { "." + $0 } ?? "") + length + String(conversion)
    }
}
