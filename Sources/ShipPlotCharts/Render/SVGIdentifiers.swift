// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Makes cairo's SVG output the same for the same chart: cairo numbers `surface` and `image` ids from a
/// process-wide counter, so the second render of a chart in one process would name them differently. The ids
/// are renumbered in order of first appearance; nothing else changes.
enum SVGIdentifiers {
    private static let prefixes = ["surface", "image"]

    static func normalized(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var numbering: [String: [Int: Int]] = [:]
        var i = 0
        scan: while i < bytes.count {
            for prefix in prefixes {
                let p = Array(prefix.utf8)
                guard i + p.count < bytes.count, bytes[i..<(i + p.count)].elementsEqual(p),
                    isDigit(bytes[i + p.count]), i == 0 || !isIdentifier(bytes[i - 1])
                else { continue }
                var j = i + p.count
                var number = 0
                while j < bytes.count, isDigit(bytes[j]), number < 100_000_000 {
                    number = number * 10 + Int(bytes[j] - 48)
                    j += 1
                }
                var table = numbering[prefix, default: [:]]
                let renumbered = table[number] ?? table.count + 1
                table[number] = renumbered
                numbering[prefix] = table
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
