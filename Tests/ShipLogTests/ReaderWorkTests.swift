// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// Readers do work in proportion to their input: doubling the input doubles the work counted, never more.
@Suite struct ReaderWorkTests {
    /// Item 8 repro: 200,000 commas on one CSV line took 10.7 s, 5 MB did not finish in 100 s: each field's
    /// column was counted again from the line's start.
    @Test func csvWorkGrowsLinearlyWithFieldsPerLine() {
        func work(_ fields: Int) -> Int {
            let line = "2026-11-28" + String(repeating: ",Screenshots", count: fields)
            var reader = CSVReader(bytes: Array(line.utf8), start: 0, source: "wide.csv")
            _ = try? reader.nextRow()
            return reader.work
        }
        let (small, large) = (work(5_000), work(10_000))
        #expect(small > 5_000, "the reader counts its work")
        #expect(Double(large) <= 2.2 * Double(small), "work \(small) for 5,000 fields, \(large) for 10,000")
    }

    /// The same through the whole decoder, with a field per line that is long: the error still names the column.
    @Test func aWideLineIsRefusedWithItsFieldCount() throws {
        let line = "2026-11-28" + String(repeating: ",x", count: 200_000) + "\n"
        #expect(throws: ShipLogError.self) { try ShipLog.decodeCSV(Data(line.utf8), source: "wide.csv") }
        do {
            _ = try ShipLog.decodeCSV(Data(line.utf8), source: "wide.csv")
        } catch let error as ShipLogError {
            #expect(error.description == "wide.csv:1:1: 200001 fields, expected 2 (date,step)")
        }
    }
}
