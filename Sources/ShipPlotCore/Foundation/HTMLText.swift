// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The visible text of an HTML document, for `NSAttributedString(data:options:documentAttributes:)`. One pass.
enum HTMLText {
    /// Elements whose content is not shown.
    private static let hidden: Set<String> = ["head", "script", "style", "title", "template"]
    /// Elements that start and end a line.
    private static let blocks: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre",
        "section", "article", "header", "footer", "hr", "dt", "dd",
    ]

    static func text(of html: String) -> String {
        var out = ""
        var pendingSpace = false
        var hiddenDepth: String? = nil
        var rest = Substring(html)
        while let next = rest.first {
            if next == "<" {
                guard case (let name, let closing, let after)? = tag(in: rest) else {
                    rest = rest.dropFirst()
                    if hiddenDepth == nil { append("<", to: &out, space: &pendingSpace) }
                    continue
                }
                rest = after
                if let hidden = hiddenDepth {
                    if closing && name == hidden { hiddenDepth = nil }
                    continue
                }
                if !closing && hidden.contains(name) { hiddenDepth = name }
                if blocks.contains(name), !out.isEmpty, out.last != "\n" {
                    out.append("\n")
                    pendingSpace = false
                }
                continue
            }
            rest = rest.dropFirst()
            guard hiddenDepth == nil else { continue }
            if next.isWhitespace {
                pendingSpace = !out.isEmpty && out.last != "\n"
            } else if next == "&", case (let decoded, let after)? = reference(in: rest) {
                rest = after
                append(decoded, to: &out, space: &pendingSpace)
            } else {
                append(String(next), to: &out, space: &pendingSpace)
            }
        }
        while out.last == "\n" { out.removeLast() }
        return out
    }

    private static func append(_ text: String, to out: inout String, space: inout Bool) {
        if space { out.append(" ") }
        space = false
        out.append(text)
    }

    /// The lowercased name of the tag, comment or declaration at the start of `text`, whether it closes, and what
    /// follows it; nil when `text` does not start one (a lone "<" is text).
    private static func tag(in text: Substring) -> (String, Bool, Substring)? {
        if text.hasPrefix("<!--") {
            guard let end = text.range(of: "-->") else { return ("!--", false, text[text.endIndex...]) }
            return ("!--", false, text[end.upperBound...])
        }
        var body = text.dropFirst()
        let closing = body.first == "/"
        if closing { body = body.dropFirst() }
        guard let first = body.first, first.isLetter || first == "!" || first == "?" else { return nil }
        let name = body.prefix { $0.isLetter || $0.isNumber }.lowercased()
        guard let end = body.firstIndex(of: ">") else { return (name, closing, text[text.endIndex...]) }
        return (name, closing, body[body.index(after: end)...])
    }

    /// The character a reference after "&" stands for, and what follows its ";"; nil when it is not one.
    private static func reference(in text: Substring) -> (String, Substring)? {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
        let name = text[..<semicolon]
        let after = text[text.index(after: semicolon)...]
        let named: [Substring: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
            "hellip": "…", "mdash": "—", "ndash": "–", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“",
            "euro": "€", "deg": "°", "middot": "·", "bull": "•",
        ]
        if let character = named[name] { return (character, after) }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let code = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let code, let scalar = Unicode.Scalar(code), code != 0 else { return nil }
        return (String(Character(scalar)), after)
    }
}
