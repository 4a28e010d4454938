// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `--preview`: exact escape sequences of the image protocols, the text drawing, detection, and the refusals.
@Suite struct PreviewTests {
    static let esc = "\u{1B}"

    @Test func kittyChunksBase64At4096Bytes() {
        let png = Data((0..<5000).map { UInt8($0 % 251) })
        let b64 = png.base64EncodedString()
        #expect(b64.count == 6668)
        let expected =
            "\(Self.esc)_Ga=T,f=100,q=2,m=1;\(b64.prefix(4096))\(Self.esc)\\"
            + "\(Self.esc)_Gm=0;\(b64.dropFirst(4096))\(Self.esc)\\\n"
        #expect(String(decoding: PreviewEncoders.kitty(png: png), as: UTF8.self) == expected)
        // Exactly 4096 bytes of base64 (3072 bytes of PNG) is one chunk, the last.
        let one = Data(repeating: 7, count: 3072)
        #expect(
            String(decoding: PreviewEncoders.kitty(png: one), as: UTF8.self)
                == "\(Self.esc)_Ga=T,f=100,q=2,m=0;\(one.base64EncodedString())\(Self.esc)\\\n")
    }

    @Test func itermInlineImage() {
        let text = String(
            decoding: PreviewEncoders.iterm(png: Data([1, 2, 3]), width: 800, height: 500), as: UTF8.self)
        #expect(
            text == "\(Self.esc)]1337;File=inline=1;size=3;width=800px;height=500px;preserveAspectRatio=1:AQID\u{07}\n")
    }

    @Test func sixelDCS() {
        let image = PreviewImage(width: 2, height: 1, pixels: [.init(r: 255, g: 0, b: 0), .init(r: 0, g: 0, b: 0)])
        let text = String(decoding: PreviewEncoders.sixel(image), as: UTF8.self)
        #expect(text == "\(Self.esc)P0;1;0q\"1;1;2;1#0;2;0;0;0#180;2;100;0;0#0?@$#180@?-\(Self.esc)\\\n")
        #expect(PreviewEncoders.runLength([5, 5, 5, 5, 0, 1, 1]) == "!4D?@@")
    }

    @Test func detectionReadsOnlyTheEnvironment() {
        #expect(PreviewKind.detect(["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"]) == .kitty)
        #expect(PreviewKind.detect(["TERM_PROGRAM": "ghostty"]) == .kitty)
        #expect(PreviewKind.detect(["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"]) == .iterm)
        #expect(PreviewKind.detect(["LC_TERMINAL": "iTerm2"]) == .iterm)
        #expect(PreviewKind.detect(["TERM": "foot"]) == .sixel)
        #expect(PreviewKind.detect(["TERM": "xterm-256color"]) == .text)
        #expect(PreviewKind.detect([:]) == .text)
        // Inside tmux an image escape would need passthrough: text, whatever the outer terminal is.
        #expect(PreviewKind.detect(["TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"]) == .text)
    }

    static func weekRenderer() throws -> ChartRenderer {
        let today = try LogDate.parse("2026-11-16")
        let window = try ShipLog.sample(through: today).window(days: 7, endingOn: today)
        return ChartRenderer(ShipLogCharts.week(window), width: 800, height: 500)
    }

    @Test func textFitsTheTerminalInHalfBlocks() throws {
        let text = try TerminalPreview.text(try Self.weekRenderer(), size: (columns: 80, rows: 40))
        let lines = text.split(separator: "\n")
        // 80 columns at 1.6:1 and two pixel rows a cell: 25 rows, every line reset at its end.
        #expect(lines.count == 25)
        for line in lines {
            let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(visible == String(repeating: "▀", count: 80))
            #expect(line.hasSuffix("\(Self.esc)[0m"))
        }
        #expect(text.contains("38;2;0;122;255") || text.contains("48;2;0;122;255"), "the blue bars are drawn")
    }

    @Test func aTinyOrSizelessTerminalGetsOneLine() throws {
        let renderer = try Self.weekRenderer()
        for size in [(columns: 10, rows: 40), (columns: 200, rows: 5), nil] {
            #expect {
                _ = try TerminalPreview.text(renderer, size: size)
            } throws: { error in
                "\(error)".split(separator: "\n").count == 1 && "\(error)".contains("--preview")
            }
        }
    }

    @Test(arguments: ["--preview", "--preview=kitty", "--preview=text"])
    func neverWritesEscapesToAPipe(option: String) throws {
        let sandbox = try Sandbox()
        let (code, output) = sandbox.run(["week", option, "--today", "2026-11-16"])
        #expect(code == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("standard output is not one"))
    }

    /// `--preview kitty` inside tmux printed escapes tmux dropped, and exited 0 with nothing shown.
    @Test(arguments: [PreviewKind.kitty, .iterm])
    func imageEscapesAreRefusedInsideTmux(kind: PreviewKind) throws {
        let written = Captured()
        var io = CommandIO(
            environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"],
            currentDirectory: URL(fileURLWithPath: "/"), writeOutput: { written.appendOut($0) },
            writeError: { written.appendErr($0) })
        io.outputIsTerminal = true
        #expect {
            try TerminalPreview.show(try Self.weekRenderer(), forced: kind, io: io)
        } throws: { error in
            let text = "\(error)"
            return error is UsageError && !text.contains("\n") && text.contains("tmux")
                && text.contains("--preview text")
        }
        #expect(written.stdout.isEmpty)
        // Text still works there.
        #expect(throws: Never.self) {
            try TerminalPreview.show(
                try Self.weekRenderer(), forced: .text,
                io: {
                    var textIO = io; textIO.terminalSize = { (100, 40) }; return textIO
                }())
        }
    }
}
