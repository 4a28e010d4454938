// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// Vega's named colour schemes that a spec can ask for, as `#rrggbb` lists: the categorical ones whole, the
/// sequential ones as evenly spaced stops of their ramp.
enum VegaSchemes {
    private static let table: [String: String] = [
        "tableau10": "4c78a8 f58518 e45756 72b7b2 54a24b eeca3b b279a2 ff9da6 9d755d bab0ac",
        "tableau20": "4c78a8 9ecae9 f58518 ffbf79 54a24b 88d27a b79a20 f2cf5b 439894 83bcb6 e45756 ff9d98 79706e "
            + "bab0ac d67195 fcbfd2 b279a2 d6a5c9 9e765f d8b5a5",
        "category10": "1f77b4 ff7f0e 2ca02c d62728 9467bd 8c564b e377c2 7f7f7f bcbd22 17becf",
        "category20": "1f77b4 aec7e8 ff7f0e ffbb78 2ca02c 98df8a d62728 ff9896 9467bd c5b0d5 8c564b c49c94 e377c2 "
            + "f7b6d2 7f7f7f c7c7c7 bcbd22 dbdb8d 17becf 9edae5",
        "category20b": "393b79 5254a3 6b6ecf 9c9ede 637939 8ca252 b5cf6b cedb9c 8c6d31 bd9e39 e7ba52 e7cb94 843c39 "
            + "ad494a d6616b e7969c 7b4173 a55194 ce6dbd de9ed6",
        "category20c": "3182bd 6baed6 9ecae1 c6dbef e6550d fd8d3c fdae6b fdd0a2 31a354 74c476 a1d99b c7e9c0 756bb1 "
            + "9e9ac8 bcbddc dadaeb 636363 969696 bdbdbd d9d9d9",
        "set1": "e41a1c 377eb8 4daf4a 984ea3 ff7f00 ffff33 a65628 f781bf 999999",
        "set2": "66c2a5 fc8d62 8da0cb e78ac3 a6d854 ffd92f e5c494 b3b3b3",
        "set3": "8dd3c7 ffffb3 bebada fb8072 80b1d3 fdb462 b3de69 fccde5 d9d9d9 bc80bd ccebc5 ffed6f",
        "dark2": "1b9e77 d95f02 7570b3 e7298a 66a61e e6ab02 a6761d 666666",
        "pastel1": "fbb4ae b3cde3 ccebc5 decbe4 fed9a6 ffffcc e5d8bd fddaec f2f2f2",
        "accent": "7fc97f beaed4 fdc086 ffff99 386cb0 f0027f bf5b17 666666",
        "paired": "a6cee3 1f78b4 b2df8a 33a02c fb9a99 e31a1c fdbf6f ff7f00 cab2d6 6a3d9a ffff99 b15928",
        "viridis": "440154 482475 414487 355f8d 2a788e 21918c 22a884 44bf70 7ad151 bddf26 fde725",
        "magma": "000004 140e36 3b0f70 641a80 8c2981 b73779 de4968 f7705c fe9f6d fecf92 fcfdbf",
        "inferno": "000004 160b39 420a68 6a176e 932667 bc3754 dd513a f37819 fca50a f6d746 fcffa4",
        "plasma": "0d0887 41049d 6a00a8 8f0da4 b12a90 cc4778 e16462 f2844b fca636 fcce25 f0f921",
        "blues": "f7fbff deebf7 c6dbef 9ecae1 6baed6 4292c6 2171b5 08519c 08306b",
        "greens": "f7fcf5 e5f5e0 c7e9c0 a1d99b 74c476 41ab5d 238b45 006d2c 00441b",
        "reds": "fff5f0 fee0d2 fcbba1 fc9272 fb6a4a ef3b2c cb181d a50f15 67000d",
        "oranges": "fff5eb fee6ce fdd0a2 fdae6b fd8d3c f16913 d94801 a63603 7f2704",
        "purples": "fcfbfd efedf5 dadaeb bcbddc 9e9ac8 807dba 6a51a3 54278f 3f007d",
        "greys": "ffffff f0f0f0 d9d9d9 bdbdbd 969696 737373 525252 252525 000000",
        "redblue": "67001f b2182b d6604d f4a582 fddbc7 f7f7f7 d1e5f0 92c5de 4393c3 2166ac 053061",
        "blueorange": "134b85 2f78b3 5da2cb 9dcae1 d2e5ef f2f0eb fce0ba fbbf74 e8932f c5690d 994a07",
        "redyellowgreen": "a50026 d73027 f46d43 fdae61 fee08b ffffbf d9ef8b a6d96a 66bd63 1a9850 006837",
        "yellowgreenblue": "ffffd9 edf8b1 c7e9b4 7fcdbb 41b6c4 1d91c0 225ea8 253494 081d58",
        "rainbow": "6e40aa bf3caf fe4b83 ff7847 e2b72f aff05b 52f667 1ddfa3 23abd8 4c6edb 6e40aa",
    ]

    /// The names known, sorted.
    static let names = table.keys.sorted()

    /// The colours of scheme `name` (case-insensitive), nil for a scheme not known.
    static func colors(_ name: String) -> [VegaColor]? {
        table[name.lowercased()].map { list in
            list.split(separator: " ").compactMap { Int($0, radix: 16).map(VegaColor.init(hex:)) }
        }
    }

    /// Whether the scheme is a ramp (colours for numbers) rather than a set of categories.
    static func isContinuous(_ name: String) -> Bool {
        ![
            "tableau10", "tableau20", "category10", "category20", "category20b", "category20c", "set1", "set2",
            "set3", "dark2", "pastel1", "accent", "paired",
        ].contains(name.lowercased())
    }
}
