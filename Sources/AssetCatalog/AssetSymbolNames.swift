// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The Swift names Xcode gives an asset catalog's colours and images in its generated symbols
/// (`ColorResource.brandBlue`, `ImageResource.logo`), as its generated files show them:
///
/// - a colour's trailing word "Color" and an image's trailing word "Image" are dropped, unless nothing else is
///   left (`AccentColor` is `accent`, `Hero image` is `hero`, `Image` stays `image`);
/// - words are split at spaces, punctuation and where digits end and letters start, then joined in lower camel
///   case, keeping the capitals inside a word (`myFirstFloor_v03-metric` is `myFirstFloorV03Metric`,
///   `MuseumMap-8k` is `museumMap8K`);
/// - a name with no lower-case letter keeps its capitals, its letters and digits joined by underscores
///   (`A220-300` is `A_220_300`, `CONCORDE` stays);
/// - a name that starts with a digit gets a leading underscore (`10e` is `_10E`), and a Swift keyword is
///   written in backquotes;
/// - a namespace folder is a type, in upper camel case (`App Icon` is `AppIcon`).
package enum AssetSymbolNames {
    /// The member name of the colour `name` (the last component of a namespaced name).
    package static func colorMember(_ name: String) -> String { member(dropping(suffix: "color", from: name)) }

    /// The member name of the image `name` (the last component of a namespaced name).
    package static func imageMember(_ name: String) -> String { member(dropping(suffix: "image", from: name)) }

    /// The type name of a namespace folder.
    package static func namespaceType(_ name: String) -> String {
        let words = self.words(name, screaming: false)
        let joined = words.map(capitalized).joined()
        return escaped(joined.isEmpty ? "_" : joined)
    }

    private static func member(_ name: String) -> String {
        let screaming = !name.contains(where: \.isLowercase) && name.contains(where: \.isLetter)
        let words = self.words(name, screaming: screaming)
        guard let first = words.first else { return "_" }
        let joined =
            screaming
            ? words.joined(separator: "_")
            : lowered(first) + words.dropFirst().map(capitalized).joined()
        return escaped(joined)
    }

    /// `name` without its trailing word `suffix` (any case), when another word remains.
    private static func dropping(suffix: String, from name: String) -> String {
        let separators: (Character) -> Bool = { !($0.isLetter || $0.isNumber) }
        let trimmed = String(name.reversed().drop(while: separators).reversed())
        guard trimmed.count > suffix.count, trimmed.lowercased().hasSuffix(suffix) else { return name }
        let head = trimmed.dropLast(suffix.count)
        let wordStart = trimmed[head.endIndex]
        let before = head.last!
        // A word of its own: after a separator, or a capitalised word after a lower-case letter or digit.
        let isWord = separators(before) || (wordStart.isUppercase && (before.isLowercase || before.isNumber))
        guard isWord else { return name }
        let rest = String(head.reversed().drop(while: separators).reversed())
        return rest.isEmpty ? name : rest
    }

    /// The words of `name`: runs of letters and digits, split where digits end and letters start, and (for a
    /// name with no lower-case letters) where letters end and digits start too.
    private static func words(_ name: String, screaming: Bool) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let last = current.last,
                (last.isNumber && character.isLetter) || (screaming && last.isLetter && character.isNumber)
            {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The word with its first character upper-cased.
    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// The first word in lower case up to its inner capitals: `AboutIcon` is `aboutIcon`, `HTMLView` is
    /// `htmlView`, `A319` is `a319`.
    private static func lowered(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        // Of a run of capitals followed by a lower-case letter, the last capital starts the next hump.
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<max(end, 1)]).lowercased() + String(characters[max(end, 1)...])
    }

    /// A name Swift accepts: a leading digit gets an underscore, a keyword backquotes.
    private static func escaped(_ name: String) -> String {
        if let first = name.first, first.isNumber { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "Type",
    ]
}
