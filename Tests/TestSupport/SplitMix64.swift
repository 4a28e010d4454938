// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// splitmix64: a small seeded generator, the same on every machine, so a failing random case is named by its
/// seed and a reliability run kills at the same moments each time.
public struct SplitMix64 {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (not empty).
    public mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
    /// One of `choices` (not empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0..<choices.count)] }
    /// A uniform double in [low, high).
    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / 9_007_199_254_740_992
    }
}
