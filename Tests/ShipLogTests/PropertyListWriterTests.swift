// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// Property lists are written by our own XML writer, because the static build's Foundation
/// cannot encode them ("Not A Type", exit 1). Its bytes must stay exactly Foundation's for equal logs, so files
/// written before and after compare equal.
@Suite struct PropertyListWriterTests {
    /// What Foundation's `PropertyListSerialization` writes for the log (this dynamic build can still encode).
    private func foundationBytes(_ log: ShipLog, _ zone: TimeZone) throws -> Data {
        let list: [Any] = log.days.map { ["date": $0.date.startOfDay(in: zone), "steps": $0.steps] as [String: Any] }
        return try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
    }

    @Test(arguments: ["UTC", "Europe/Berlin", "Pacific/Kiritimati", "America/St_Johns", "Asia/Kathmandu"])
    func bytesAreFoundations(_ zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let sample = ShipLog.sample(through: LogDate("2026-11-28")!, days: 3660)
        #expect(try sample.encoded(as: .plist, timeZone: zone) == foundationBytes(sample, zone))
        let odd = try ShipLog(
            steps: ["A & B", "<tag>", "\"quoted\" 'single'", "Ünïcödé ✓ 🚀", "x>y", "Metadata"],
            days: [
                ShipDay(
                    date: LogDate("1970-01-01")!,
                    steps: ["A & B", "<tag>", "\"quoted\" 'single'", "Ünïcödé ✓ 🚀", "x>y"]),
                ShipDay(date: LogDate("2100-12-31")!, steps: ["Metadata"]),
            ])
        #expect(try odd.encoded(as: .plist, timeZone: zone) == foundationBytes(odd, zone))
        #expect(try ShipLog().encoded(as: .plist, timeZone: zone) == foundationBytes(ShipLog(), zone))
        let back = try ShipLog.decodePropertyList(
            try odd.encoded(as: .plist, timeZone: zone), source: "x", timeZone: zone)
        #expect(back.days == odd.days)
    }
}
