// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// Adler-32 (RFC 1950), the checksum that ends a zlib stream, 32 bytes at a time: for each block the byte sum
/// and the sum weighted 32, 31, ... 1 are vector reductions, so a byte costs about one instruction (zlib's loop
/// takes about four).
enum Adler32 {
    static let modulus: UInt64 = 65521

    /// Weights of a 32-byte block's bytes in the running sum: 32 for the first, down to 1.
    private static let weights: SIMD32<UInt32> = {
        var weights = SIMD32<UInt32>()
        for i in 0..<32 { weights[i] = UInt32(32 - i) }
        return weights
    }()

    /// `adler` continued over `bytes`.
    static func update(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a = UInt64(adler & 0xFFFF)
        var b = UInt64(adler >> 16)
        var index = 0
        let count = bytes.count
        let weights = Self.weights
        // Both sums stay far below 2^64 over a chunk of 2^20 bytes; reduce once per chunk.
        while index < count {
            let end = min(count, index + (1 << 20))
            while index + 32 <= end {
                // Lanes of 32 bits: the weighted sum reaches 255 × (32 + 31 + ... + 1) = 134,640.
                let block = SIMD32<UInt32>(
                    truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self))
                b &+= 32 &* a &+ UInt64((block &* weights).wrappedSum())
                a &+= UInt64(block.wrappedSum())
                index += 32
            }
            while index < end {
                a &+= UInt64(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return UInt32(b << 16 | a)
    }
}
