// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot

/// The library's `DateComponentsFormatter` writes what Apple's documentation and published examples show for en_US.
/// This file imports Foundation, whose own `DateComponentsFormatter` is unavailable on Linux: that it compiles at
/// all is the check that the library's declaration shadows Foundation's.
@Suite struct DateComponentsFormatterTests {
    private func formatter(
        _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle,
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    /// Minutes and seconds in every style: 123 s and 543 s as published.
    @Test func everyStyle() {
        let units: NSCalendar.Unit = [.minute, .second]
        #expect(formatter(units, .abbreviated).string(from: 123) == "2m 3s")
        #expect(formatter(units, .short).string(from: 123) == "2 min, 3 sec")
        #expect(formatter(units, .full).string(from: 543) == "9 minutes, 3 seconds")
        #expect(formatter(units, .spellOut).string(from: 123) == "two minutes, three seconds")
        #expect(formatter(units, .positional).string(from: 123) == "2:03")
        let brief = formatter(units, .brief)
        brief.includesApproximationPhrase = true
        brief.includesTimeRemainingPhrase = true
        #expect(brief.string(from: 123) == "About 2min 3sec remaining")
        #expect(formatter(units, .full).string(from: 61) == "1 minute, 1 second")
    }

    /// The zero behaviours, with the examples of Apple's documentation (days to seconds allowed).
    @Test func zeroBehaviours() {
        let units: NSCalendar.Unit = [.day, .hour, .minute, .second]
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 3_610) == "1:00:10")
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 4_200) == "1:10:00")
        #expect(formatter(units, .abbreviated).string(from: 3_610) == "1h 10s")
        #expect(formatter(units, .abbreviated, zeros: .dropLeading).string(from: 600) == "10m 0s")
        #expect(formatter(units, .abbreviated, zeros: .dropMiddle).string(from: 3_605) == "0d 1h 5s")
        #expect(formatter(units, .abbreviated, zeros: .dropTrailing).string(from: 3_600) == "0d 1h")
        #expect(formatter(units, .positional, zeros: .pad).string(from: 3_600) == "0d 1:00:00")
        #expect(formatter(units, .abbreviated, zeros: .pad).string(from: 3_600) == "0d 1h 0m 0s")
        #expect(formatter([.hour, .minute, .second], .positional, zeros: .pad).string(from: 3_610) == "01:00:10")
        #expect(formatter([.hour, .minute], .abbreviated).string(from: 0) == "0m")
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 5) == "0:05")
    }

    /// A sleep screen's total: hours and minutes, abbreviated; the smallest unit rounds, the sign leads.
    @Test func hoursAndMinutes() {
        let total = formatter([.hour, .minute], .abbreviated)
        #expect(total.string(from: 7 * 3_600 + 32 * 60 + 10) == "7h 32m")
        #expect(total.string(from: 3_725.6) == "1h 2m")
        #expect(total.string(from: 3_600 + 59 * 60 + 40) == "2h", "1h 59m 40s rounds to 2h 0m; the zero minutes drop")
        #expect(total.string(from: -4_200) == "-1h 10m")
        #expect(formatter([.day, .hour, .minute], .abbreviated).string(from: 9_000) == "2h 30m")
        #expect(total.string(from: .nan) == nil)
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        #expect(total.string(from: start, to: start.addingTimeInterval(4_200)) == "1h 10m")
    }

    /// The unit count keeps the largest units; collapsing writes a largest unit of 1 in the next one down.
    @Test func unitCountAndCollapse() {
        let full = formatter([.hour, .minute, .second], .full)
        full.maximumUnitCount = 1
        #expect(full.string(from: 3_600 + 34 * 60 + 23) == "1 hour")
        full.maximumUnitCount = 2
        #expect(full.string(from: 3_600 + 34 * 60 + 23) == "1 hour, 34 minutes")
        let collapsed = formatter([.minute, .second], .abbreviated)
        collapsed.collapsesLargestUnit = true
        #expect(collapsed.string(from: 65) == "65s")
        #expect(collapsed.string(from: 125) == "2m 5s")
    }

    /// Components are read as given; months and years are counted in the calendar from the start date.
    @Test func componentsAndCalendars() throws {
        var components = DateComponents()
        components.hour = 1
        components.minute = 5
        components.second = 9
        #expect(formatter([.hour, .minute], .full).string(from: components) == "1 hour, 5 minutes")
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .abbreviated) == "1h 5m 9s")
        #expect(formatter([.day], .full).string(from: 11_323 * 86_400) == "11,323 days")
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = try #require(TimeZone(identifier: "GMT"))
        let january31 = try #require(gregorian.date(from: DateComponents(year: 2024, month: 1, day: 31)))
        let march1 = try #require(gregorian.date(from: DateComponents(year: 2024, month: 3, day: 1)))
        let months = formatter([.month, .day], .full)
        months.calendar = gregorian
        #expect(months.string(from: january31, to: march1) == "1 month, 1 day")
        #expect(formatter([.weekOfMonth, .day], .short).string(from: 9 * 86_400) == "1 wk, 2 days")
        #expect(formatter([.year, .month], .abbreviated).string(from: 400 * 86_400) == "1y 1mo")
    }
}
