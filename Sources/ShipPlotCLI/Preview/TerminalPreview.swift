// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import ShipPlot

/// `--preview`: the chart drawn on the terminal, in the best protocol it supports.
enum TerminalPreview {
    /// Shows `renderer`'s chart on standard output as `forced` says, else as the environment suggests.
    /// Refuses (a usage error) when standard output is not a terminal, so no escape code reaches a pipe or a
    /// file; a text preview needs the terminal's size and room for a readable chart.
    static func show(_ renderer: ChartRenderer, forced: PreviewKind?, io: CommandIO) throws {
        guard io.outputIsTerminal else {
            throw UsageError(
                "--preview draws on a terminal, and standard output is not one; write the chart with -o FILE")
        }
        if let forced, forced == .kitty || forced == .iterm, PreviewKind.insideMultiplexer(io.environment) {
            // tmux and screen drop these escapes (or need passthrough set up): the preview would show nothing.
            throw UsageError(
                "--preview \(forced.rawValue): tmux and screen do not pass \(forced.rawValue) image escapes to the "
                    + "terminal; use --preview text or sixel, or write the chart with -o FILE")
        }
        switch forced ?? PreviewKind.detect(io.environment) {
        case .kitty:
            io.writeOutput(PreviewEncoders.kitty(png: try renderer.pngData()))
        case .iterm:
            io.writeOutput(
                PreviewEncoders.iterm(
                    png: try renderer.pngData(), width: Int(renderer.width.rounded()),
                    height: Int(renderer.height.rounded())))
        case .sixel:
            io.writeOutput(PreviewEncoders.sixel(try image(renderer)))
        case .text:
            let size = io.terminalSize()
            let capped = size.map { TextPreview.capped($0, pixels: pixelSize(renderer)) }
            if let size, let capped, capped != size {
                let pixels = pixelSize(renderer)
                io.note(
                    "shipplot: note: the text preview is held to the chart's pixels (\(pixels.width)×\(pixels.height)) "
                        + "and at most \(TextPreview.maximum.columns)×\(TextPreview.maximum.rows) characters; the "
                        + "terminal reports \(size.columns)×\(size.rows)")
            }
            io.writeOutput(Data(try text(renderer, size: capped).utf8))
        }
    }

    /// The chart's size in pixels, as its PNG has them.
    static func pixelSize(_ renderer: ChartRenderer) -> (width: Int, height: Int) {
        (
            Int(saturating: (renderer.width * renderer.scale).rounded(.up)),
            Int(saturating: (renderer.height * renderer.scale).rounded(.up))
        )
    }

    /// The half-block drawing of the chart for a terminal of `size` (columns × rows).
    static func text(_ renderer: ChartRenderer, size: (columns: Int, rows: Int)?) throws -> String {
        guard let size, size.columns > 0, size.rows > 0 else {
            throw CommandError(
                message: "--preview: the terminal reports no size, so the chart cannot be fitted to it; "
                    + "use -o FILE", exitCode: .failure)
        }
        let grid = TextPreview.grid(
            aspect: renderer.width / renderer.height, columns: size.columns, rows: size.rows)
        guard grid.columns >= TextPreview.minimum.columns, grid.rows >= TextPreview.minimum.rows else {
            throw CommandError(
                message: "--preview: the terminal is \(size.columns)×\(size.rows) characters, too small for a "
                    + "readable chart (at least \(TextPreview.minimum.columns)×\(TextPreview.minimum.rows + 1)); "
                    + "enlarge it or use -o FILE", exitCode: .failure)
        }
        return TextPreview.render(try image(renderer).downsampled(columns: grid.columns, rows: grid.rows * 2))
    }

    /// The chart's pixels, composited over its theme's background when it is transparent.
    static func image(_ renderer: ChartRenderer) throws -> PreviewImage {
        let surface = try renderer.image()
        let background =
            renderer.colorScheme == .dark
            ? PreviewImage.RGB(r: 0x1C, g: 0x1C, b: 0x1E) : PreviewImage.RGB(r: 255, g: 255, b: 255)
        return PreviewImage(
            argb: surface.pixelBytes(), width: surface.width, height: surface.height, stride: surface.stride,
            background: background)
    }
}
