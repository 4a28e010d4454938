// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSAttributedString {
    /// The kind of document `init(data:options:documentAttributes:)` reads.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// Its name.
        public let rawValue: String
        /// The one named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// HTML, read as its text (see `init(data:options:documentAttributes:)`).
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich Text Format (not read here).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments (not read here).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// An option of `init(data:options:documentAttributes:)`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// Its name.
        public let rawValue: String
        /// The one named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The `DocumentType` of the data; sniffed from it when absent (HTML when it starts with a tag).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding, a `String.Encoding` raw value; UTF-8 when absent.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    }

    /// Why a document could not be read.
    public struct DocumentReadingError: Error, CustomStringConvertible, Sendable {
        /// What was wrong, in one line.
        public let description: String
    }

    /// The text of a plain-text or HTML document, as UIKit reads it on iOS, without its styling: HTML loses its
    /// tags, comments, `<head>`, `<script>` and `<style>`; block elements and `<br>` break lines; runs of white
    /// space collapse to one space; character references (`&amp;`, `&#233;`, `&#xE9;`, `&nbsp;`) are decoded.
    /// Throws for data that is not text in the encoding, and for RTF. `documentAttributes` is left untouched.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let source = String(data: data, encoding: encoding) else {
            throw DocumentReadingError(description: "the document is not text in \(encoding)")
        }
        let type =
            options[.documentType] as? DocumentType
            ?? (source.drop { $0.isWhitespace }.first == "<" ? .html : .plain)
        switch type {
        case .plain: self.init(string: source)
        case .html: self.init(string: HTMLText.text(of: source))
        default: throw DocumentReadingError(description: "\(type.rawValue) documents are not read on Linux")
        }
    }
}
