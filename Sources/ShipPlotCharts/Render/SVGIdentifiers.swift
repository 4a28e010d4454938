// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Makes cairo's SVG output the same for the same chart: cairo numbers `surface` and `image` ids from a
/// process-wide counter, so the second render of a chart in one process would name them differently. The ids
/// are renumbered in order of first appearance; nothing else changes.
enum SVGIdentifiers {
    private static let prefixes = ["surface", "image"].map { Array($0.utf8) }

    static func normalized(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var numbering: [[UInt8]: [Int: Int]] = [:]
        let prefixes = Self.prefixes
        var i = 0
        // A scatter's SVG is megabytes of placed symbols: each byte is looked at without allocating.
        scan: while i < bytes.count {
            for p in prefixes where bytes[i] == p[0] {
                guard i + p.count < bytes.count, bytes[i..<(i + p.count)].elementsEqual(p),
                    isDigit(bytes[i + p.count]), i == 0 || !isIdentifier(bytes[i - 1])
                else { continue }
                var j = i + p.count
                var number = 0
                while j < bytes.count, isDigit(bytes[j]), number < 100_000_000 {
                    number = number * 10 + Int(bytes[j] - 48)
                    j += 1
                }
                let renumbered = numbering[p, default: [:]][number] ?? numbering[p, default: [:]].count + 1
                numbering[p, default: [:]][number] = renumbered
                output += p
                output += Array(String(renumbered).utf8)
                i = j
                continue scan
            }
            output.append(bytes[i])
            i += 1
        }
        return Data(output)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    private static func isIdentifier(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 45
    }
}
