// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipLog

/// The sample is built from a per-span cache for speed; it must say exactly what the day-by-day model says.
@Suite struct SampleSpanTests {
    @Test(arguments: [(-40, 60), (20_000, 21_200), (47_400, 47_482), (-1_000_000_040, -999_999_900)])
    func spanAgreesWithTheModelDayByDay(_ range: (Int, Int)) {
        let span = SampleSpan(first: range.0 - 4, last: range.1)
        for day in range.0...range.1 {
            #expect(span.steps(on: day) == SampleModel.steps(on: day), "day \(day)")
        }
    }

    @Test func sampleIsTheModelsDays() {
        let last = LogDate(dayNumber: 20_785)
        let log = ShipLog.sample(through: last, days: 400)
        for offset in 0..<400 {
            let date = last.adding(days: -offset)
            #expect((log.day(on: date)?.steps ?? []) == SampleModel.steps(on: date.dayNumber), "\(date)")
        }
    }
}
