// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The locale and time zone values are formatted in while a chart renders: SwiftUI's environment for text,
/// an input of the chart's driver. Text made with `format:` or `specifier:` keeps its value and formats it here,
/// so the chart's locale applies wherever the view was built.
package struct TextEnvironment: Sendable {
    /// The locale set on the renderer or the chart; nil means ``processDefault``, which is read from the process
    /// environment only when text is formatted (it costs about 0.8 M instructions once).
    private var chosenLocale: Locale?
    /// The chart calendar's time zone when the renderer pins one; nil formats dates in the host's zone.
    package var timeZone: TimeZone? = nil

    package init(locale: Locale? = nil, timeZone: TimeZone? = nil) {
        (chosenLocale, self.timeZone) = (locale, timeZone)
    }

    package var locale: Locale { chosenLocale ?? Self.processDefault }

    /// The locale set on the renderer or the chart, if any, read without looking up the process's default.
    package var chosen: Locale? { chosenLocale }

    /// The locale `LC_ALL` or `LANG` names (`de_DE.UTF-8` → `de_DE`), or `en_US` when they name none.
    package static let processDefault: Locale = processLocale(ProcessInfo.processInfo.environment)

    /// This environment with dates written in `zone`.
    package func inTimeZone(_ zone: TimeZone) -> TextEnvironment {
        var copy = self
        copy.timeZone = zone
        return copy
    }

    /// `input` written by `format` in this locale, as SwiftUI's `Text(_:format:)` does: the environment's locale
    /// replaces the format's, and dates take the chart's time zone.
    package func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        let localized = format.locale(locale)
        if var dates = localized as? Date.FormatStyle, let date = input as? Date {
            if let timeZone { dates.timeZone = timeZone }
            return Self.minimalHour(dates, date) ?? dates.format(date)
        }
        return localized.format(input)
    }

    /// `date` in `style` with the hour in its fewest digits when the style asks for
    /// `.hour(.defaultDigits(amPM: .omitted))`, as Apple documents and draws it ("3", "3:07"): Foundation on
    /// Linux pads that hour ("03"). Nil for every other style.
    package static func minimalHour(_ style: Date.FormatStyle, _ date: Date) -> String? {
        guard style.hour(.defaultDigits(amPM: .omitted)) == style else { return nil }
        var text = style.attributed.format(date)
        for run in text.runs where run.dateField == .hour {
            let digits = text[run.range].characters
            // A zero-padded hour: two digits, the first a zero in the locale's digits ("03", "٠٣").
            guard digits.count == 2, digits.first?.wholeNumberValue == 0 else { continue }
            text.characters.removeSubrange(run.range.lowerBound..<text.characters.index(after: run.range.lowerBound))
            break
        }
        return String(text.characters)
    }

    /// `number`, printed in C conventions, with this locale's decimal separator.
    package func decimal(_ number: String) -> String {
        let separator = locale.decimalSeparator ?? "."
        return separator == "." ? number : number.replacingOccurrences(of: ".", with: separator)
    }
}

/// The locale a Linux process asks for in `LC_ALL` or `LANG` (`de_DE.UTF-8` → `de_DE`), or `en_US` when it names
/// none (unset, `C`, `POSIX`): Foundation on Linux answers `en_001` for every setting, where a US iPhone, the
/// look charts are written for, formats "$38.00" and "May 18, 2022".
func processLocale(_ environment: [String: String]) -> Locale {
    for name in ["LC_ALL", "LANG"] {
        guard let value = environment[name], !value.isEmpty else { continue }
        let identifier = value.prefix { $0 != "." && $0 != "@" }
        if identifier == "C" || identifier == "POSIX" || identifier.isEmpty { break }
        return Locale(identifier: String(identifier))
    }
    return Locale(identifier: "en_US")
}

/// Text whose formatted parts wait for the locale the chart renders in.
package enum LocalText: Sendable {
    case plain(String)
    case pieces([Piece])

    package enum Piece: Sendable {
        case literal(String)
        case formatted(@Sendable (TextEnvironment) -> String)
    }

    /// The text as `environment` writes it.
    package func string(in environment: TextEnvironment) -> String {
        switch self {
        case .plain(let string): return string
        case .pieces(let pieces): return resolved(in: environment, pieces)
        }
    }

    private func resolved(in environment: TextEnvironment, _ pieces: [Piece]) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let string): text += string
            case .formatted(let format): text += format(environment)
            }
        }
        return text
    }

    package var allPieces: [Piece] {
        switch self {
        case .plain(let string): return [.literal(string)]
        case .pieces(let pieces): return pieces
        }
    }

    package static func + (a: LocalText, b: LocalText) -> LocalText {
        if case .plain(let x) = a, case .plain(let y) = b { return .plain(x + y) }
        return .pieces(a.allPieces + b.allPieces)
    }

    /// `input` formatted by `format` once the locale is known.
    package static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> Piece
    where F.FormatOutput == String {
        // Format styles and their inputs are values; the box only carries them to the render.
        let write = UncheckedValue { (environment: TextEnvironment) in environment.format(input, format) }
        return .formatted { write.value($0) }
    }
}

/// A value that is only read, never mutated, after it is made.
private struct UncheckedValue<T>: @unchecked Sendable {
    // Unchecked: `value` (a format style and its input, both values) is only read after it is made.
    package let value: T
    init(_ value: T) { self.value = value }
}
