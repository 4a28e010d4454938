// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An opaque RGB image, the input of the sixel and text previews.
struct PreviewImage: Sendable {
    struct RGB: Hashable, Sendable {
        var r: UInt8
        var g: UInt8
        var b: UInt8
    }

    var width: Int
    var height: Int
    /// Row by row, top first.
    var pixels: [RGB]

    /// Cairo's premultiplied native-endian ARGB32 bytes, composited over `background`.
    init(argb bytes: [UInt8], width: Int, height: Int, stride: Int, background: RGB) {
        self.width = width
        self.height = height
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = y * stride + x * 4
                // Little-endian ARGB32 is B, G, R, A in memory; premultiplied, so "over" is c + bg·(1 − a).
                let a = Int(bytes[o + 3])
                func over(_ c: UInt8, _ bg: UInt8) -> UInt8 { UInt8(min(255, Int(c) + Int(bg) * (255 - a) / 255)) }
                pixels.append(
                    RGB(
                        r: over(bytes[o + 2], background.r), g: over(bytes[o + 1], background.g),
                        b: over(bytes[o], background.b)))
            }
        }
        self.pixels = pixels
    }

    init(width: Int, height: Int, pixels: [RGB]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The average colour of each cell of a `columns` × `rows` grid laid over the image.
    func downsampled(columns: Int, rows: Int) -> PreviewImage {
        var out: [RGB] = []
        out.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let y0 = row * height / rows, y1 = max(y0 + 1, (row + 1) * height / rows)
            for column in 0..<columns {
                let x0 = column * width / columns, x1 = max(x0 + 1, (column + 1) * width / columns)
                var (r, g, b, n) = (0, 0, 0, 0)
                for y in y0..<min(y1, height) {
                    for x in x0..<min(x1, width) {
                        let p = pixels[y * width + x]
                        (r, g, b, n) = (r + Int(p.r), g + Int(p.g), b + Int(p.b), n + 1)
                    }
                }
                let d = max(n, 1)
                out.append(RGB(r: UInt8(r / d), g: UInt8(g / d), b: UInt8(b / d)))
            }
        }
        return PreviewImage(width: columns, height: rows, pixels: out)
    }
}

/// The chart as Unicode upper half blocks (`▀`): each character cell shows two pixels, the top one in the
/// foreground colour and the bottom one in the background colour, both as 24-bit SGR colours.
enum TextPreview {
    /// The smallest terminal a chart is drawn in: below it, labels and bars are unreadable smudges.
    static let minimum = (columns: 20, rows: 6)

    /// The largest grid drawn, whatever the terminal reports: a terminal claiming 65535×65535 cells would
    /// otherwise get gigabytes of escapes. (At most 1,000 × 500 cells of about 40 bytes: 20 MB.)
    static let maximum = (columns: 1_000, rows: 500)

    /// The terminal's `size` held to ``maximum`` and to the chart's pixels (a cell shows one pixel across and
    /// two down; more cells would only repeat pixels), leaving the prompt's row.
    static func capped(_ size: (columns: Int, rows: Int), pixels: (width: Int, height: Int)) -> (
        columns: Int, rows: Int
    ) {
        let columns = min(size.columns, maximum.columns, max(pixels.width, minimum.columns))
        let rows = min(size.rows, maximum.rows + 1, max((pixels.height + 1) / 2, minimum.rows) + 1)
        return (columns, rows)
    }

    /// The grid a chart of `aspect` (width / height) takes in a terminal of `columns` × `rows`, leaving one row
    /// for the prompt; a cell is about twice as tall as wide, so it holds two pixel rows of square pixels.
    static func grid(aspect: Double, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let rowsAvailable = max(rows - 1, 1)
        var width = columns
        var height = Int((Double(width) / aspect / 2).rounded())
        if height > rowsAvailable {
            height = rowsAvailable
            width = min(columns, Int((Double(height) * 2 * aspect).rounded()))
        }
        return (max(width, 1), max(height, 1))
    }

    /// `image`, already `columns` × `2·rows` pixels, as text: one line per row, colours reset at each end.
    static func render(_ image: PreviewImage) -> String {
        var out = ""
        for row in 0..<(image.height / 2) {
            var last: (PreviewImage.RGB, PreviewImage.RGB)?
            for x in 0..<image.width {
                let top = image.pixels[2 * row * image.width + x]
                let bottom = image.pixels[(2 * row + 1) * image.width + x]
                if last == nil || last! != (top, bottom) {
                    out += "\u{1B}[38;2;\(top.r);\(top.g);\(top.b);48;2;\(bottom.r);\(bottom.g);\(bottom.b)m"
                    last = (top, bottom)
                }
                out += "▀"
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }
}
