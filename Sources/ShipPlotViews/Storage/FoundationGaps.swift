// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// What app models and views use of Foundation that Foundation on Linux lacks: `String(localized:)` with
// `String.LocalizationValue`, and `URL.documentsDirectory`. Strings are not localized on Linux (there is no string
// catalog lookup), so a localized string is its key as written, interpolations filled in.

extension String {
    /// A string to localize, written as a string literal with interpolations, as Foundation's
    /// `String.LocalizationValue`.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Hashable {
        package let text: String

        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
        /// A value of `text` as it is.
        public init(_ text: String) { self.text = text }

        /// The parts of a localization value as they are written.
        public struct StringInterpolation: StringInterpolationProtocol {
            fileprivate var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatOutput == String {
                text += format.format(value)
            }
        }
    }

    /// The string for `keyAndValue`, as Foundation's `String(localized:table:bundle:locale:comment:)` on Apple
    /// platforms: on Linux, the value as written (`table`, `bundle`, `locale` and the note to translators,
    /// `comment`, are accepted and not read).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }
}

extension URL {
    /// The user's documents folder, as Foundation's `URL.documentsDirectory` on Apple platforms: here the user
    /// domain's document directory, `~/Documents`.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
    }
}
