// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Testing

@testable import AssetImages

/// The cache of decoded bitmaps and vector files' bytes: what it keeps, what it forgets first, what it costs.
@Suite struct DecodedImagesTests {
    static func file(_ byte: UInt8, _ count: Int) -> [UInt8] { [UInt8](repeating: byte, count: count) }

    @Test func theOldestEntriesGoFirstWhenTheBudgetIsReached() {
        let cache = DecodedImages(budget: 100)
        cache.store(Self.file(1, 40), for: "a")
        cache.store(Self.file(2, 40), for: "b")
        cache.store(Self.file(3, 40), for: "c")
        #expect(cache.bytes("a") == nil)
        #expect(cache.bytes("b") == Self.file(2, 40) && cache.bytes("c") == Self.file(3, 40))
    }

    /// A key stored again, as a file or as a bitmap, replaces its entry and its cost: the budget then holds
    /// exactly what the live entries cost, so nothing is forgotten early or kept late.
    @Test func aReplacedEntryGivesBackItsCost() throws {
        let cache = DecodedImages(budget: 100)
        cache.store(Self.file(1, 60), for: "a")
        cache.store(Self.file(2, 30), for: "b")
        cache.store(Self.file(9, 1), for: "a")  // 31 bytes now
        let pixels = try PixelBuffer(width: 2, height: 2)
        cache.store(pixels, for: "b")  // a bitmap in place of a file: 1 + 16 bytes, "a" now the oldest
        #expect(cache.bytes("b") == nil && cache.pixels("b") === pixels)
        cache.store(Self.file(5, 100 - 1 - pixels.byteCount), for: "c")
        #expect(cache.bytes("a") == [9] && cache.pixels("b") === pixels && cache.bytes("c") != nil)
        cache.store(Self.file(6, 1), for: "d")  // one byte over: only the oldest, "a", goes
        #expect(cache.bytes("a") == nil)
        #expect(cache.pixels("b") === pixels && cache.bytes("c") != nil && cache.bytes("d") == [6])
    }

    @Test func anEntryOverTheWholeBudgetIsNotKeptAndCostsNothing() {
        let cache = DecodedImages(budget: 100)
        cache.store(Self.file(1, 50), for: "a")
        cache.store(Self.file(2, 101), for: "big")
        #expect(cache.bytes("big") == nil && cache.bytes("a") == Self.file(1, 50))
    }
}
