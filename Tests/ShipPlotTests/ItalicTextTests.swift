// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Italic text: SwiftUI's spellings reach the layout's font, every output draws the oblique face, and a missing
/// oblique file falls back to the upright face.
@Suite struct ItalicTextTests {
    /// The fonts the golden tests pin, so widths are the same on every machine.
    let shaper: TextShaper
    init() throws { shaper = try FallbackFonts.pinned() }

    private struct Step: Identifiable {
        var name: String
        var count: Double
        var id: String { name }
    }

    /// Two bars, each annotated with `label`; the axes and the title stay upright.
    private func renderer(_ label: Text) -> ChartRenderer {
        let steps = [Step(name: "Screenshots", count: 3), Step(name: "Final QA", count: 5)]
        let chart = Chart(steps) { step in
            BarMark(x: .value("Step", step.name), y: .value("Count", step.count))
                .annotation(position: .top) { label }
        }
        var renderer = ChartRenderer(chart, width: 300, height: 200)
        renderer.title = "Release prep"
        renderer.shaper = shaper
        return renderer
    }

    /// The fonts of the scene's text runs that show `text`.
    private func fonts(of text: String, in renderer: ChartRenderer) throws -> [FontSpec] {
        try renderer.makeScene().commands.compactMap { command -> FontSpec? in
            if case .text(let run) = command, run.text == text { return run.font }
            return nil
        }
    }

    @Test func swiftUISpellingsOfItalicReachTheLayout() throws {
        let theme = Theme.standard(.light)
        #expect(Font.caption2.italic().spec(in: theme, shaper: shaper) == FontSpec(size: 11, bold: false, italic: true))
        #expect(
            Font.caption.bold().italic().spec(in: theme, shaper: shaper) == FontSpec(size: 12, bold: true, italic: true)
        )
        #expect(
            Font.caption.italic().bold().spec(in: theme, shaper: shaper) == FontSpec(size: 12, bold: true, italic: true)
        )
        #expect(Font.title2.italic().weight(.heavy).spec(in: theme, shaper: shaper).italic, "weight keeps italic")
        #expect(!Font.caption.italic().italic(false).spec(in: theme, shaper: shaper).italic)
        #expect(
            Font.caption.bold().italic().bold(false).spec(in: theme, shaper: shaper)
                == FontSpec(size: 12, bold: false, italic: true))

        // An annotation's styled text without a font is caption, as bold text already was.
        let cases: [(Text, FontSpec)] = [
            (Text("Note").italic(), FontSpec(size: 12, bold: false, italic: true)),
            (Text("Note").italic().fontWeight(.bold), FontSpec(size: 12, bold: true, italic: true)),
            (Text("Note").bold().italic(), FontSpec(size: 12, bold: true, italic: true)),
            (Text("Note").font(.caption.bold().italic()), FontSpec(size: 12, bold: true, italic: true)),
            (Text("Note").font(.caption.italic()).italic(false), FontSpec(size: 12, bold: false, italic: true)),
            (Text("Note").italic(false), FontSpec(size: 11, bold: false)),
        ]
        for (text, expected) in cases {
            let found = try fonts(of: "Note", in: renderer(text))
            #expect(found == [expected, expected], "\(found)")
        }
    }

    @Test func italicOnAViewReachesTheTextInside() throws {
        let chart = Chart([Step(name: "Screenshots", count: 3)]) { step in
            BarMark(x: .value("Step", step.name), y: .value("Count", step.count))
                .annotation(position: .top) {
                    VStack { Text("Inside").bold() }.italic()
                }
        }
        let fonts = try fonts(of: "Inside", in: ChartRenderer(chart, width: 300, height: 200))
        #expect(fonts == [FontSpec(size: 11, bold: true, italic: true)])
    }

    @Test func theStructuralGoldenMarksItalicRuns() throws {
        let dump = try renderer(Text("Note").font(.caption.bold().italic())).recordedCommands()
        #expect(dump.contains("12bi ("), "\(dump)")
        #expect(!(try renderer(Text("Note")).recordedCommands()).contains("i ("))
    }

    @Test func italicDrawsTheObliqueFaceInEveryFormat() async throws {
        let italic = renderer(Text("Note").italic()), upright = renderer(Text("Note"))
        #expect(try italic.pngData() != upright.pngData())

        let svg = String(decoding: try italic.svgData(), as: UTF8.self)
        #expect(svg.components(separatedBy: "font-style=\"italic\"").count == 3, "the two annotations, not the axes")
        #expect(!String(decoding: try upright.svgData(), as: UTF8.self).contains("font-style"))

        #expect(try await pdfFonts(italic).contains("Inter-Italic"))
        #expect(try await !pdfFonts(upright).contains("Italic"))
        let boldItalic = renderer(Text("Note").font(.caption.bold().italic()))
        #expect(try await pdfFonts(boldItalic).contains("Inter-BoldItalic"))
    }

    @Test func shapedTextTakesTheObliqueFaceToo() async throws {
        // A combining accent sends the text through Pango, which must ask fontconfig for the oblique face.
        let text = "Cafe\u{301}"
        #expect(try await pdfFonts(renderer(Text(text).italic())).contains("Inter-Italic"))
        #expect(try await !pdfFonts(renderer(Text(text))).contains("Italic"))
    }

    @Test func aMissingObliqueFaceDrawsUpright() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("italic-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            try FileManager.default.copyItem(
                atPath: DirectFamily.dejaVu.directory + "/" + name, toPath: folder.appendingPathComponent(name).path)
        }
        let withoutOblique = Fonts(directory: folder.path)
        for bold in [false, true] {
            let italic = try withoutOblique.font(FontSpec(size: 11, bold: bold, italic: true))
            #expect(italic.face === (try withoutOblique.font(FontSpec(size: 11, bold: bold))).face)
        }
        let installed = Fonts(directory: DirectFamily.inter.directory)
        let oblique = try installed.font(FontSpec(size: 11, bold: false, italic: true))
        #expect(oblique.face !== (try installed.font(FontSpec(size: 11, bold: false))).face)
    }

    /// The font names `pdffonts` lists for `renderer`'s PDF.
    private func pdfFonts(_ renderer: ChartRenderer) async throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("italic-\(UUID()).pdf")
        try renderer.pdfData().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await runToEnd("/usr/bin/pdffonts", [url.path]).stdoutText
    }
}
