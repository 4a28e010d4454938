// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// In-process: the 2 × 2 dashboard (DASH) beside the four W1 charts it holds, each rendered on its own.
import Foundation
import ShipPlot

/// Alternates one DASH render with four W1 renders (data, DSL and PNG bytes each), after one warm-up of each
/// that loads the fonts, and prints both medians and their ratio. Alternating pairs keep a busy machine's
/// slow moments on both sides.
func dashboard(runs: Int) {
    let dash = workload("DASH")
    let single = workload("W1")
    func png(_ w: Workload) {
        do {
            _ = try w.make().data(as: .png)
        } catch {
            fail("\(w.id): \(error)")
        }
    }
    png(dash)
    png(single)
    let clock = ContinuousClock()
    var dashTimes: [Duration] = []
    var fourTimes: [Duration] = []
    for _ in 0..<runs {
        dashTimes.append(clock.measure { png(dash) })
        fourTimes.append(clock.measure { for _ in 0..<4 { png(single) } })
    }
    let d = median(dashTimes)
    let f = median(fourTimes)
    print("| DASH ms | 4 × W1 ms | DASH ÷ 4 × W1 | runs |")
    print("|---|---|---|---|")
    print("| \(milliseconds(d)) | \(milliseconds(f)) | \(String(format: "%.2f", d / f))× | \(runs) |")
}
