// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import Cairo

/// A tagged PDF of `pages` pages, each a Figure holding one rectangle; `coverFirst` paints the whole first page
/// inside its Figure.
private func taggedPDF(pages: Int, coverFirst: Bool = false) throws -> Data {
    let surface = try DocumentSurface(format: .pdf, width: 100, height: 50, title: "T")
    let context = try Context(surface: surface)
    context.beginTag("Document")
    for page in 1...pages {
        context.beginTag("Figure")
        if coverFirst && page == 1 {
            context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
            context.rectangle(x: 0, y: 0, width: 100, height: 50)
            context.fill()
        }
        context.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        context.rectangle(x: 10, y: 10, width: Double(10 * page), height: 20)
        context.fill()
        context.endTag("Figure")
        context.showPage()
    }
    context.endTag("Document")
    try context.checkStatus("draw")
    return try surface.documentData()
}

@Suite struct PDFAlternateTextTests {
    @Test func eachFigureGetsItsTextInAnIncrementalUpdate() throws {
        let pdf = try taggedPDF(pages: 2)
        let updated = try PDFAlternateText.adding(["First (chart)", "Zweite · Grafik"], to: pdf)
        #expect(updated.prefix(pdf.count) == pdf, "cairo's bytes are kept; the update is appended")
        let tail = String(decoding: updated.suffix(from: pdf.count), as: UTF8.self)
        #expect(tail.contains("/Alt " + PDFAlternateText.textString("First (chart)")))
        #expect(tail.contains("/Alt <FEFF005A00770065006900740065002000B7002000470072006100660069006B>"))
        #expect(tail.contains("/DisplayDocTitle true") && tail.contains("/Prev ") && tail.hasSuffix("%%EOF\n"))
        #expect(try PDFAlternateText.adding(["First (chart)", "Zweite · Grafik"], to: pdf) == updated)
    }

    @Test func aCountThatDoesNotMatchIsAnError() throws {
        #expect(
            throws: CairoError(
                operation: "add PDF alternate text", reason: "2 figures in the PDF for 1 alternate texts")
        ) { try PDFAlternateText.adding(["only one"], to: try taggedPDF(pages: 2)) }
        #expect(throws: CairoError.self) { try PDFAlternateText.adding([], to: Data("%PDF-1.5\n".utf8)) }
    }

    /// Why ChartSheet draws a page's background before opening its tags: cairo 1.16 discards what it recorded
    /// on a page before a fill that covers the page, the open tag included.
    @Test func cairoLosesTagsOpenedBeforeAFillThatCoversThePage() throws {
        #expect(throws: CairoError.self) { try taggedPDF(pages: 1, coverFirst: true) }
        #expect(throws: Never.self) { try taggedPDF(pages: 1) }
    }
}

extension PDFAlternateTextTests {
    /// The trailer's numbers: the first of each key followed by spaces or line ends, digits and its suffix.
    @Test func readsTheTrailerAsCairoWritesIt() throws {
        let pdf =
            "%PDF-1.5\n1 0 obj\n<< /Size 3 >>\nendobj\ntrailer\n<< /Size 12\n   /RootX 4 0 R\n   /Root 7 1 R\n   /Root  10 0 R\n"
            + "   /Info\n9 0 R\n>>\nstartxref\n1234\n%%EOF\n"
        let trailer = try #require(PDFAlternateText.Trailer(Array(pdf.utf8)))
        #expect(trailer.size == 12)
        #expect(trailer.root == 10)
        #expect(trailer.info == 9)
        #expect(trailer.startxref == 1234)
        #expect(PDFAlternateText.Trailer(Array("trailer\n<< /Size 12 >>\n%%EOF\n".utf8)) == nil)
    }
}
