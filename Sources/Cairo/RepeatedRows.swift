// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// Deflate blocks for runs of PNG rows that repeat the row above. With the Up filter such a row filters to its
/// type byte and zeros; a chart is mostly such rows (on an 800 × 500 bar chart, 421 of 500), and zlib spends
/// ~20 instructions a byte on them, most of it sliding its hash tables. Here a run costs a few instructions a
/// row: one dynamic-Huffman block whose only symbols are the type byte, a zero, the match lengths that cover the
/// rest of the row (distance 1) and the end of the block — about 4 bytes a row, close to what zlib makes of it.
struct RepeatedRowBlock {
    /// The filter type byte every row of the run starts with.
    let type: UInt8
    /// The filtered row's length without its type byte; at least 4 (see ``isPossible(rowBytes:)``).
    let rowBytes: Int

    /// Whether a row of `rowBytes` bytes leaves enough zeros after its literal zero for one match (3 bytes).
    static func isPossible(rowBytes: Int) -> Bool { rowBytes >= 4 }

    /// The match lengths covering the `rowBytes - 1` zeros that follow a row's literal zero, each 3...258.
    var pieces: [Int] {
        let zeros = rowBytes - 1
        let full = zeros / 258, rest = zeros % 258
        if rest == 0 { return Array(repeating: 258, count: full) }
        if rest >= 3 { return Array(repeating: 258, count: full) + [rest] }
        // 1 or 2 left over: the last full match gives up 3 (full >= 1 since zeros >= 3).
        return Array(repeating: 258, count: full - 1) + [255, 3 + rest]
    }

    /// Appends one non-final block holding `rows` such rows to `bits`.
    func write(rows: Int, to bits: inout BitWriter) {
        let pieces = self.pieces
        // Symbols by how often they occur: the 258 match (several a row) first, the end of the block last.
        var symbols: [Int] = []
        for symbol in [285] + [Int(type), 0] + pieces.map({ Deflate.lengthSymbol($0).symbol }) + [256]
        where !symbols.contains(symbol) && (symbol != 285 || pieces.contains(258)) {
            symbols.append(symbol)
        }
        var lengths = [Int](repeating: 0, count: 286)
        let depths =
            symbols.first == 285 && symbols.count > 2
            ? [1] + Deflate.completeCodeLengths(symbols.count - 1).map { $0 + 1 }
            : Deflate.completeCodeLengths(symbols.count)
        for (symbol, depth) in zip(symbols, depths) { lengths[symbol] = depth }
        let literalCount = max(257, (symbols.max() ?? 256) + 1)
        let codes = Deflate.canonicalCodes(lengths)

        bits.write(0, count: 1)  // not the final block
        bits.write(2, count: 2)  // dynamic Huffman codes
        // One distance code (distance 1) of length 1; zlib's inflate accepts a lone length-1 distance code.
        Deflate.writeCodeLengths(Array(lengths[0..<literalCount]) + [1], literalCount: literalCount, to: &bits)

        // Every row of the run is the same bits: gathered once into words of up to 56 bits, written per row.
        var row: [(value: UInt64, count: Int)] = []
        func add(_ value: UInt64, _ count: Int) {
            guard count > 0 else { return }
            if let last = row.last, last.count + count <= 56 {
                row[row.count - 1] = (last.value | value << UInt64(last.count), last.count + count)
            } else {
                row.append((value, count))
            }
        }
        func addCode(_ symbol: Int) { add(BitWriter.reversed(codes[symbol], length: lengths[symbol]), lengths[symbol]) }
        addCode(Int(type))
        addCode(0)
        for piece in pieces {
            let length = Deflate.lengthSymbol(piece)
            addCode(length.symbol)
            add(UInt64(piece - length.base), length.extraBits)
            add(0, 1)  // distance code 0 (distance 1), the only one
        }
        for _ in 0..<rows {
            for word in row { bits.write(word.value, count: word.count) }
        }
        bits.writeCode(codes[256], length: lengths[256])
    }

    /// The Adler-32 checksum `adler` continued over `rows` rows of this run, without reading them.
    func adler32(continuing adler: UInt32, rows: Int) -> UInt32 {
        let modulus: UInt64 = 65521
        var s1 = UInt64(adler & 0xFFFF), s2 = UInt64(adler >> 16)
        for _ in 0..<rows {
            s1 = (s1 + UInt64(type)) % modulus
            s2 = (s2 + s1 + UInt64(rowBytes) % modulus * s1) % modulus
        }
        return UInt32(s2 << 16 | s1)
    }
}

/// The parts of RFC 1951 the repeated-row blocks need.
enum Deflate {
    /// The length symbol (257...285) for a match of `length` (3...258), with its base and extra bits.
    static func lengthSymbol(_ length: Int) -> (symbol: Int, base: Int, extraBits: Int) {
        if length == 258 { return (285, 258, 0) }
        if length < 11 { return (254 + length, length, 0) }
        // From 11 on, each group of four symbols doubles the span its extra bits cover.
        var base = 11, symbol = 265, extra = 1
        while true {
            let span = 4 << extra
            if length < base + span {
                let step = (length - base) >> extra
                return (symbol + step, base + (step << extra), extra)
            }
            base += span
            symbol += 4
            extra += 1
        }
    }

    /// Lengths of a complete prefix code for `count` symbols (count >= 2), shortest first.
    static func completeCodeLengths(_ count: Int) -> [Int] {
        var depth = 1
        while 1 << depth < count { depth += 1 }
        let shallow = (1 << depth) - count
        return Array(repeating: depth - 1, count: shallow) + Array(repeating: depth, count: count - shallow)
    }

    /// The canonical Huffman codes for `lengths` (RFC 1951 3.2.2); 0 where a length is 0.
    static func canonicalCodes(_ lengths: [Int]) -> [UInt32] {
        let longest = lengths.max() ?? 0
        var counts = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        for bits in stride(from: 1, through: longest, by: 1) {
            code = (code + UInt32(counts[bits - 1])) << 1
            next[bits] = code
        }
        next[0] = 0
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[length] += 1 }
            return next[length]
        }
    }

    /// The order code-length code lengths are stored in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes HLIT, HDIST, HCLEN and the code lengths of a dynamic block: `lengths` holds the `literalCount`
    /// literal/length code lengths, then the distance code lengths. Runs of zeros use symbols 17 and 18.
    static func writeCodeLengths(_ lengths: [Int], literalCount: Int, to bits: inout BitWriter) {
        var items: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var index = 0
        while index < lengths.count {
            var run = 0
            while index + run < lengths.count && lengths[index + run] == 0 && run < 138 { run += 1 }
            if run >= 11 {
                items.append((18, run - 11, 7))
            } else if run >= 3 {
                items.append((17, run - 3, 3))
            } else {
                run = 1
                items.append((lengths[index], 0, 0))
            }
            index += run
        }
        var used: [Int] = []
        for item in items where !used.contains(item.symbol) { used.append(item.symbol) }
        var codeLengths = [Int](repeating: 0, count: 19)
        for (symbol, depth) in zip(used, completeCodeLengths(max(used.count, 2))) { codeLengths[symbol] = depth }
        if used.count == 1 {
            // A code-length code must be complete: give the unused zero symbol the other 1-bit code.
            codeLengths[used[0] == 0 ? 1 : 0] = 1
        }
        let codes = canonicalCodes(codeLengths)
        let stored = max(4, (codeLengthOrder.lastIndex { codeLengths[$0] > 0 } ?? 0) + 1)

        bits.write(UInt64(literalCount - 257), count: 5)
        bits.write(UInt64(lengths.count - literalCount - 1), count: 5)
        bits.write(UInt64(stored - 4), count: 4)
        for symbol in codeLengthOrder.prefix(stored) { bits.write(UInt64(codeLengths[symbol]), count: 3) }
        for item in items {
            bits.writeCode(codes[item.symbol], length: codeLengths[item.symbol])
            bits.write(UInt64(item.extra), count: item.extraBits)
        }
    }
}

/// Bits packed least significant first into bytes, as deflate stores them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// The bits not yet making a whole byte, and how many there are (0...7).
    var pendingBits: (value: UInt64, count: Int) { (buffer, count) }

    /// Appends the low `count` bits of `value` (count <= 56).
    mutating func write(_ value: UInt64, count bits: Int) {
        guard bits > 0 else { return }
        buffer |= (value & ((1 << UInt64(bits)) - 1)) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Appends a Huffman code, which deflate stores most significant bit first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        write(Self.reversed(code, length: length), count: length)
    }

    /// A Huffman code's `length` bits in the order `write` stores them (its most significant bit first).
    static func reversed(_ code: UInt32, length: Int) -> UInt64 {
        var reversed: UInt64 = 0
        for bit in 0..<length { reversed |= UInt64((code >> UInt32(bit)) & 1) << UInt64(length - 1 - bit) }
        return reversed
    }

    /// Takes the whole bytes written so far, keeping the pending bits.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }
}
