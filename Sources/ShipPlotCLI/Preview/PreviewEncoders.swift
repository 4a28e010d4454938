// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The image protocols' escape sequences, built as bytes so tests can compare them exactly.
enum PreviewEncoders {
    static let escape: UInt8 = 0x1B

    /// The kitty graphics protocol: transmit and display (`a=T`) a PNG (`f=100`), quietly (`q=2`: no replies to
    /// type into the shell), as base64 in chunks of at most 4096 bytes; `m=1` on every chunk but the last.
    static func kitty(png: Data) -> Data {
        let payload = Array(png.base64EncodedString().utf8)
        var out = Data()
        var start = 0
        repeat {
            let end = min(start + 4096, payload.count)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0 ? "a=T,f=100,q=2,m=\(more)" : "m=\(more)"
            out.append(contentsOf: [escape] + Array("_G\(keys);".utf8))
            out.append(contentsOf: payload[start..<end])
            out.append(contentsOf: [escape, UInt8(ascii: "\\")])
            start = end
        } while start < payload.count
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// iTerm2's inline image: `OSC 1337;File=inline=1;size=N;width=Wpx;height=Hpx:<base64> BEL`, at the
    /// chart's size in points (so a scale-2 PNG shows sharp at its 1× size).
    static func iterm(png: Data, width: Int, height: Int) -> Data {
        var out = Data([escape])
        out.append(contentsOf: "]1337;File=inline=1;size=\(png.count);width=\(width)px;height=\(height)px;".utf8)
        out.append(contentsOf: "preserveAspectRatio=1:".utf8)
        out.append(contentsOf: png.base64EncodedString().utf8)
        out.append(contentsOf: [0x07, UInt8(ascii: "\n")])
        return out
    }

    /// DEC sixel: `DCS 0;1;0 q`, raster attributes `"1;1;W;H`, a palette of at most 216 colours (the
    /// 6×6×6 cube, in percent), then six-pixel bands, each colour's run-length-encoded row, `$` to return and
    /// `-` for the next band; `ST` ends it.
    static func sixel(_ image: PreviewImage) -> Data {
        let indices = image.pixels.map { cubeIndex($0) }
        let used = Set(indices).sorted()
        var text = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for index in used {
            let (r, g, b) = (index / 36, (index / 6) % 6, index % 6)
            text += "#\(index);2;\(r * 20);\(g * 20);\(b * 20)"
        }
        for top in stride(from: 0, to: image.height, by: 6) {
            let rows = top..<min(top + 6, image.height)
            let bandColours = Set(rows.flatMap { y in indices[(y * image.width)..<((y + 1) * image.width)] }).sorted()
            for (n, colour) in bandColours.enumerated() {
                var line: [Int] = []
                line.reserveCapacity(image.width)
                for x in 0..<image.width {
                    var bits = 0
                    for y in rows where indices[y * image.width + x] == colour { bits |= 1 << (y - top) }
                    line.append(bits)
                }
                text += "#\(colour)" + runLength(line) + (n + 1 < bandColours.count ? "$" : "")
            }
            text += "-"
        }
        return Data((text + "\u{1B}\\\n").utf8)
    }

    /// The sixel characters for a row of 6-bit columns, runs of four or more as `!count char`.
    static func runLength(_ columns: [Int]) -> String {
        var out = ""
        var index = 0
        while index < columns.count {
            var end = index
            while end < columns.count && columns[end] == columns[index] { end += 1 }
            let char = Character(Unicode.Scalar(UInt8(63 + columns[index])))
            let count = end - index
            out += count >= 4 ? "!\(count)\(char)" : String(repeating: char, count: count)
            index = end
        }
        return out
    }

    /// The nearest colour of the 6×6×6 cube, as `36r + 6g + b`.
    static func cubeIndex(_ pixel: PreviewImage.RGB) -> Int {
        func level(_ v: UInt8) -> Int { (Int(v) * 5 + 127) / 255 }
        return 36 * level(pixel.r) + 6 * level(pixel.g) + level(pixel.b)
    }
}
