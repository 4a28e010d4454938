// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCore
@testable import ShipPlotViews

/// UIKit's text API as app helpers use it: `UIFont`, `size(withAttributes:)`, HTML read into an attributed string.
@Suite struct UIKitTextTests {
    /// A string is as wide as the library draws it, in the font the attributes name, and a line high per line.
    @Test func sizeWithAttributesMeasuresAsDrawn() throws {
        let measurer = try CairoTextMeasurer()
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Weight 72.5 kg".size(withAttributes: [.font: font])
        #expect(
            abs(Double(size.width) - measurer.width(of: "Weight 72.5 kg", font: FontSpec(size: 17, bold: false)))
                < 0.001)
        let metrics = measurer.metrics(FontSpec(size: 17, bold: false))
        #expect(abs(Double(size.height) - metrics.height) < 0.001)
        let bold = "Weight 72.5 kg".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(bold.width > size.width)
        let two = "Weight\n72.5 kg".size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * size.height) < 0.001)
        #expect(two.width < size.width)
        let kerned = "abc".size(withAttributes: [.font: font, .kern: 2.0])
        #expect(abs(kerned.width - "abc".size(withAttributes: [.font: font]).width - 6) < 0.001)
    }

    /// Text styles take iOS's sizes; a UIKit font becomes the same SwiftUI font.
    @Test func fontsAndStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font(UIFont.boldSystemFont(ofSize: 20)) == Font.system(size: 20, weight: .bold))
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .medium)) == Font.system(size: 13))
        #expect(UIFont(name: "No Such Family", size: 12)?.withSize(30).pointSize == 30)
        #expect(UIFont.systemFont(ofSize: 17).lineHeight > 17)
    }

    /// HTML becomes its visible text: tags, comments and scripts gone, blocks on lines, references decoded.
    @Test func htmlBecomesText() throws {
        let html = """
            <html><head><title>T</title><style>p { color: red }</style></head>
            <body><!-- note --><p>Height &amp; weight</p><p>5&nbsp;cm &lt;&gt; caf&#233; &#x1F600;</p>
            <script>var a = "<p>no</p>";</script>line<br>break   and    spaces 1 < 2</body></html>
            """
        let options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
            .documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue,
        ]
        let text = try NSAttributedString(data: Data(html.utf8), options: options, documentAttributes: nil).string
        #expect(text == "Height & weight\n5\u{A0}cm <> café 😀\nline\nbreak and spaces 1 < 2")
        let plain = try NSAttributedString(
            data: Data("a <b>".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
            documentAttributes: nil)
        #expect(plain.string == "a <b>")
        #expect(throws: NSAttributedString.DocumentReadingError.self) {
            try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [:], documentAttributes: nil)
        }
        #expect(throws: NSAttributedString.DocumentReadingError.self) {
            try NSAttributedString(
                data: Data("{\\rtf1}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        }
    }
}
