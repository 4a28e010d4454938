// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Gives the `Figure` structure elements of a cairo PDF their alternate text, which cairo 1.16 cannot write
/// (it drops every attribute of a structure tag), and asks viewers to show the document's Title rather than its
/// file name (`/DisplayDocTitle`).
///
/// It appends a standard incremental update (PDF 1.7 §7.5.6): new versions of the changed objects, an xref
/// section for them and a trailer pointing back at cairo's (`/Prev`). cairo's bytes are kept as they are, so
/// every reader sees the same page content; the update is built from the input alone, so it stays
/// deterministic.
public enum PDFAlternateText {
    /// `pdf` with `texts[i]` as the `/Alt` of the i-th `Figure` element (in object order, which is the order
    /// cairo opened them), and the carriers of colour emoji text fully transparent (``clearedCarriers(in:)``).
    /// Throws when the PDF is not one cairo wrote or the counts differ.
    public static func adding(_ texts: [String], to pdf: Data) throws -> Data {
        let bytes = [UInt8](pdf)
        func fail(_ reason: String) -> CairoError { CairoError(operation: "add PDF alternate text", reason: reason) }
        guard let trailer = Trailer(bytes) else { throw fail("no trailer cairo would write") }
        let figures = objects(in: bytes, starting: "<< /Type /StructElem\n   /S /Figure\n")
        guard figures.count == texts.count else {
            throw fail("\(figures.count) figures in the PDF for \(texts.count) alternate texts")
        }
        guard let root = objects(in: bytes, starting: "<< /Type /Catalog").first, root.number == trailer.root else {
            throw fail("no catalog")
        }
        var changed = zip(figures, texts).map { figure, text in
            (figure.number, figure.dictionary + "\n   /Alt " + textString(text) + "\n>>")
        }
        changed.append((root.number, root.dictionary + "\n   /ViewerPreferences << /DisplayDocTitle true >>\n>>"))
        changed += clearedCarriers(in: bytes)
        changed.sort { $0.0 < $1.0 }

        var update = bytes.last == 0x0A ? "" : "\n"
        var offsets: [(Int, Int)] = []
        for (number, dictionary) in changed {
            offsets.append((number, bytes.count + update.utf8.count))
            update += "\(number) 0 obj\n\(dictionary)\nendobj\n"
        }
        let xref = bytes.count + update.utf8.count
        update += "xref\n"
        for (number, offset) in offsets {
            let padded = String(repeating: "0", count: max(0, 10 - String(offset).count)) + String(offset)
            update += "\(number) 1\n\(padded) 00000 n \n"
        }
        update += "trailer\n<< /Size \(trailer.size)\n   /Root \(trailer.root) 0 R\n"
        if let info = trailer.info { update += "   /Info \(info) 0 R\n" }
        update += "   /Prev \(trailer.startxref)\n>>\nstartxref\n\(xref)\n%%EOF\n"
        return pdf + Data(update.utf8)
    }

    /// The graphics state of the glyphs that carry colour emoji's text (alpha 1/255, the least cairo writes;
    /// see `CPangoLoader`), and the same made fully transparent.
    static let carrierState = "<< /CA 0.00392157 /ca 0.00392157 >>"
    static let clearState = "<< /CA 0 /ca 0 >>"

    /// The page resources that hold the carriers' graphics state, with it made fully transparent: pdftotext
    /// still reads the carriers' text, and no viewer can show them.
    static func clearedCarriers(in bytes: [UInt8]) -> [(Int, String)] {
        objects(in: bytes, starting: "<<\n   /ExtGState <<").compactMap { resources in
            guard resources.dictionary.contains(carrierState) else { return nil }
            return (
                resources.number, resources.dictionary.replacingOccurrences(of: carrierState, with: clearState) + ">>"
            )
        }
    }

    /// A PDF text string: UTF-16BE with a byte-order mark, in hex, so no character needs escaping.
    static func textString(_ text: String) -> String {
        "<FEFF"
            + text.utf16.map { unit in
                let hex = String(unit, radix: 16, uppercase: true)
                return String(repeating: "0", count: 4 - hex.count) + hex
            }.joined() + ">"
    }

    struct Object {
        var number: Int
        /// The dictionary without its closing `>>`.
        var dictionary: String
    }

    /// Every top-level object whose dictionary starts with `prefix`, with its number, in object order.
    static func objects(in bytes: [UInt8], starting prefix: String) -> [Object] {
        let needle = Array(prefix.utf8)
        var found: [Object] = []
        var i = 0
        while let start = find(needle, in: bytes, from: i) {
            i = start + needle.count
            // The object header ends the line before: "N 0 obj\n".
            let header = Array("0 obj\n".utf8)
            guard start >= header.count + 2, bytes[(start - header.count)..<start].elementsEqual(header) else {
                continue
            }
            var digitsStart = start - header.count - 1  // the space before "0 obj"
            while digitsStart > 0, (48...57).contains(bytes[digitsStart - 1]) { digitsStart -= 1 }
            guard let number = Int(String(decoding: bytes[digitsStart..<(start - header.count - 1)], as: UTF8.self)),
                let end = find(Array(">>\nendobj".utf8), in: bytes, from: start)
            else { continue }
            found.append(Object(number: number, dictionary: String(decoding: bytes[start..<end], as: UTF8.self)))
        }
        return found.sorted { $0.number < $1.number }
    }

    /// The last trailer: cairo writes `/Size`, `/Root` and `/Info` each on a line of its own.
    struct Trailer {
        var size: Int
        var root: Int
        var info: Int?
        var startxref: Int

        init?(_ bytes: [UInt8]) {
            let tail = String(decoding: bytes.suffix(4096), as: UTF8.self)
            guard let trailer = tail.range(of: "trailer", options: .backwards) else { return nil }
            let text = tail[trailer.upperBound...]
            func value(_ key: String, _ suffix: String) -> Int? {
                guard let pattern = try? Regex("\(key)[ \n]+([0-9]+)\(suffix)"),
                    let match = text.firstMatch(of: pattern)
                else { return nil }
                return Int(match.output[1].substring ?? "")
            }
            guard let size = value("/Size", ""), let root = value("/Root", " 0 R"),
                let startxref = value("startxref", "")
            else { return nil }
            (self.size, self.root, info, self.startxref) = (size, root, value("/Info", " 0 R"), startxref)
        }
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
