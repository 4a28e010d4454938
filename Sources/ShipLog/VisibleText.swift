// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The one rule for characters that would not show as themselves, and the one escaper every message uses.
///
/// A scalar is *hidden* when it breaks a line or recolours a terminal (C0 and C1 controls, DEL, U+2028, U+2029),
/// when it is a noncharacter (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF) or the blank braille cell U+2800, or when it is a default-ignorable code point (a
/// bidirectional override, a zero-width space, a soft hyphen, a byte order mark) outside the places the Unicode
/// standard gives it a job:
/// - ZWJ (U+200D) between two emoji (an emoji ZWJ sequence such as 👩‍💻), or after a virama (an Indic conjunct);
/// - ZWNJ (U+200C) after a virama, or between two letters of a joining script (Arabic, Syriac, N'Ko, Mongolian…),
///   as Persian spelling needs;
/// - VS15/VS16 (U+FE0E, U+FE0F) after an emoji (❤️), and after a digit, `#` or `*` only as part of a keycap (1️⃣);
///   VS1–VS14 after a non-ASCII symbol; VS17–VS256 after an ideograph; Mongolian selectors after Mongolian;
/// - tag characters (U+E0020–U+E007E) in a run that follows an emoji and ends with CANCEL TAG (U+E007F), as the
///   flags of England, Scotland and Wales are spelled.
///
/// So `Screenshots` with a tag, a selector or a joiner after a letter is a look-alike and is refused as a new step
/// name and shown escaped, while `Fixes ❤️` and `🏴󠁧󠁢󠁳󠁣󠁴󠁿 build` are ordinary names.
public enum VisibleText {
    /// For each scalar of `scalars`, whether it is hidden (see the type's description). Linear in the length.
    public static func hiddenFlags(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var hidden = [Bool](repeating: false, count: scalars.count)
        let tags = validTagRuns(scalars)
        for index in scalars.indices {
            let scalar = scalars[index]
            // U+2800, the braille pattern with no dots, is drawn as a blank: a look-alike of a space or of nothing.
            if isBreaking(scalar) || scalar.properties.isNoncharacterCodePoint || scalar.value == 0x2800 {
                hidden[index] = true
            } else if scalar.value >= 0xAD, scalar.properties.isDefaultIgnorableCodePoint {
                hidden[index] = !belongs(scalars, at: index, tags: tags)
            }
        }
        return hidden
    }

    /// The first hidden scalar of `text`, or `nil` when every scalar shows as itself.
    public static func firstHidden(in text: String) -> Unicode.Scalar? {
        // Printable ASCII never hides anything: the usual name costs one pass over its bytes.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return nil }
        let scalars = Array(text.unicodeScalars)
        return zip(scalars, hiddenFlags(scalars)).first { $0.1 }?.0
    }

    /// Whether `scalar` breaks a line or drives a terminal: C0 and C1 controls, DEL, U+2028 and U+2029.
    public static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        // The control category (Cc) is exactly these two ranges; no property lookup needed.
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `text` with every hidden scalar written as a visible `\u202E`-style escape (`\n`, `\t`, `\r` for those
    /// three), and everything else as is: how file names, step names and whole messages reach a terminal.
    public static func escaped(_ text: String) -> String {
        escape(text, quoting: false, keepingLines: false, limit: nil)
    }

    /// `text` in double quotes with `"` and `\` escaped too, and hidden scalars escaped as in `escaped(_:)`; cut
    /// after `limit` characters with an ellipsis when a limit is given (values quoted from a file can be huge).
    public static func quoted(_ text: String, limit: Int? = nil) -> String {
        "\"" + escape(text, quoting: true, keepingLines: false, limit: limit) + "\""
    }

    /// `U+0007`-style name of a scalar.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hex(scalar.value)
    }

    private static func escape(_ text: String, quoting: Bool, keepingLines: Bool, limit: Int?) -> String {
        let short = limit.map { text.utf8.count <= $0 } ?? true
        let plain =
            short
            && text.utf8.allSatisfy {
                ((0x20...0x7E).contains($0) || (keepingLines && $0 == 0x0A))
                    && (!quoting || ($0 != 0x22 && $0 != 0x5C))
            }
        if plain { return text }
        // A cut text is read only as far as its limit can reach (a character of up to 64 scalars), so quoting a
        // 100 MB field costs what quoting its start does.
        var scalars: [Unicode.Scalar]
        var cut = false
        if let limit {
            let most = (limit + 1) * 64
            scalars = Array(text.unicodeScalars.prefix(most + 1))
            if scalars.count > most {
                scalars.removeLast()
                cut = true
            }
        } else {
            scalars = Array(text.unicodeScalars)
        }
        let hidden = hiddenFlags(scalars)
        var out = String.UnicodeScalarView()
        var characters = 0
        for (index, scalar) in scalars.enumerated() {
            if let limit, index == 0 || !continuesCharacter(scalars, at: index) {
                if characters == limit {
                    out.append("…")
                    cut = false
                    break
                }
                characters += 1
            }
            switch scalar {
            case "\"" where quoting, "\\" where quoting:
                out.append("\\")
                out.append(scalar)
            case "\n" where keepingLines: out.append(scalar)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if hidden[index] {
                    out.append(contentsOf: ("\\u" + hex(scalar.value)).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        if cut { out.append("…") }
        return String(out)
    }

    /// Whether the scalar at `index` extends the character before it (a combining mark, a joiner, a selector):
    /// the limit counts characters without building Swift's grapheme breaks, which one huge cluster makes slow.
    private static func continuesCharacter(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let properties = scalars[index].properties
        return properties.canonicalCombiningClass != .notReordered || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .enclosingMark || properties.generalCategory == .spacingMark
            || properties.isDefaultIgnorableCodePoint || properties.isEmojiModifier
            || (index > 0 && scalars[index - 1] == "\u{200D}")
    }

    /// Whether the default-ignorable scalar at `index` has its standard job there (see the type's description).
    private static func belongs(_ scalars: [Unicode.Scalar], at index: Int, tags: [Bool]) -> Bool {
        let scalar = scalars[index]
        let previous = index > 0 ? scalars[index - 1] : nil
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalar.value {
        case 0x200D:
            if let previous, isVirama(previous) { return true }
            guard let base = emojiBase(scalars, before: index), isPictographic(base), let next else { return false }
            return isPictographic(next)
        case 0x200C:
            if let previous, isVirama(previous) { return true }
            guard let base = letterBase(scalars, before: index), let next else { return false }
            return isJoiningScript(base) && isJoiningScript(next)
        case 0xFE0E, 0xFE0F:
            guard let previous, previous.properties.isEmoji else { return false }
            // A digit, # or * is an emoji only as a keycap: 1 U+FE0F U+20E3.
            return !previous.isASCII || next == "\u{20E3}"
        case 0xFE00...0xFE0D:
            guard let previous else { return false }
            return !previous.isASCII && !previous.properties.isWhitespace && !isBreaking(previous)
        case 0xE0100...0xE01EF:
            return previous?.properties.isIdeographic ?? false
        case 0x180B...0x180D, 0x180F:
            return previous.map { (0x1820...0x18AA).contains($0.value) } ?? false
        case 0xE0020...0xE007F:
            return tags[index]
        default:
            return false
        }
    }

    /// Marks the tag characters that form emoji tag sequences: a run of U+E0020–U+E007E right after an emoji,
    /// closed by U+E007F. One pass.
    private static func validTagRuns(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var valid = [Bool](repeating: false, count: scalars.count)
        var index = 0
        while index < scalars.count {
            guard index > 0, (0xE0020...0xE007E).contains(scalars[index].value),
                scalars[index - 1].properties.isEmoji, !(0xE0020...0xE007F).contains(scalars[index - 1].value)
            else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, (0xE0020...0xE007E).contains(scalars[end].value) { end += 1 }
            if end < scalars.count, scalars[end].value == 0xE007F {
                for tag in index...end { valid[tag] = true }
                end += 1
            }
            index = end
        }
        return valid
    }

    /// The emoji a ZWJ follows, skipping a selector or skin-tone modifier after it.
    private static func emojiBase(_ scalars: [Unicode.Scalar], before index: Int) -> Unicode.Scalar? {
        var position = index - 1
        while position >= 0, scalars[position] == "\u{FE0F}" || scalars[position].properties.isEmojiModifier {
            position -= 1
        }
        return position >= 0 ? scalars[position] : nil
    }

    /// The letter a ZWNJ follows, skipping combining marks after it.
    private static func letterBase(_ scalars: [Unicode.Scalar], before index: Int) -> Unicode.Scalar? {
        var position = index - 1
        while position >= 0, scalars[position].properties.generalCategory == .nonspacingMark { position -= 1 }
        return position >= 0 ? scalars[position] : nil
    }

    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmoji && !scalar.isASCII
    }

    private static func isVirama(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass == .virama
    }

    /// Letters of the scripts whose letters join, where ZWNJ keeps two apart: Arabic, Syriac, N'Ko, Mandaic,
    /// Mongolian, Phags-pa and the Arabic presentation forms.
    private static func isJoiningScript(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.isAlphabetic else { return false }
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xA840...0xA87F, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10AC0...0x10AFF,
            0x10B80...0x10BAF:
            return true
        default:
            return false
        }
    }

    /// Uppercase hexadecimal, at least four digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
