// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

extension ShipLog {
    /// A built-in sample of plausible release-prep work for the `days` days (default 1095, about three years;
    /// clamped to 0...3660) ending on `lastDay`, with the standard steps.
    ///
    /// Each day's steps depend only on that day's date, so the sample is the same whatever `lastDay` is; only
    /// the span moves. It has a release every two to three weeks (Screenshots, Metadata and Keywords in the
    /// days before, Final QA on release day, screenshots often redone), quiet weekends and holidays, empty
    /// days, totals mostly 0–9, and never seven days in a row with nothing logged. Dates outside 1970...2100
    /// are left out.
    public static func sample(through lastDay: LogDate, days: Int = 1095) -> ShipLog {
        let count = min(max(days, 0), maximumWindowDays)
        // Every day's planned steps once (the keep-alive rule looks back four days), releases once per cycle.
        let span = SampleSpan(first: lastDay.dayNumber - count - 4, last: lastDay.dayNumber)
        var logged: [ShipDay] = []
        logged.reserveCapacity(count)
        for offset in 0..<count {
            let date = lastDay.adding(days: -offset)
            guard date.isSupported else { continue }
            let steps = span.steps(on: date.dayNumber)
            if !steps.isEmpty {
                logged.append(ShipDay(date: date, steps: steps))
            }
        }
        // Generated newest first, one day per date, only non-empty days, only standard steps.
        return ShipLog(orderedDays: logged, steps: standardSteps)
    }
}

/// `SampleModel.steps(on:)` for a run of days, computed once per day instead of once per question: the
/// sample is built on every chart command run without a log, so its cost is part of the CLI's start-up.
struct SampleSpan {
    let first: Int
    private var planned: [[String]] = []

    /// Days `first...last`; `steps(on:)` answers for `first + 4 ... last`.
    init(first: Int, last: Int) {
        self.first = first
        guard last >= first else { return }
        let firstCycle = SampleModel.floorDivide(first, SampleModel.cycleLength) - 1
        let lastCycle = SampleModel.floorDivide(last, SampleModel.cycleLength) + 3
        let releases = (firstCycle...lastCycle).map { SampleModel.releaseDay(ofCycle: $0) }
        planned.reserveCapacity(last - first + 1)
        for day in first...last {
            let cycle = SampleModel.floorDivide(day, SampleModel.cycleLength)
            let next = releases[(cycle - 1 - firstCycle)...(cycle + 3 - firstCycle)].lazy
                .compactMap { $0 }.first { $0 >= day }
            planned.append(SampleModel.plannedSteps(on: day, untilRelease: next.map { $0 - day } ?? Int.max))
        }
    }

    /// The same as `SampleModel.steps(on: day)`.
    func steps(on day: Int) -> [String] {
        let steps = planned[day - first]
        guard steps.isEmpty, !SampleModel.isWeekend(day) else { return steps }
        guard (1...4).allSatisfy({ planned[day - $0 - first].isEmpty }) else { return steps }
        return SampleModel.keepAliveSteps(on: day)
    }
}

/// The generator behind `ShipLog.sample`: a pure function of the day number.
enum SampleModel {
    /// Releases are spread one per cycle of this many days, each placed early in its cycle.
    static let cycleLength = 18

    static func steps(on day: Int) -> [String] {
        let planned = plannedSteps(on: day)
        guard planned.isEmpty, !isWeekend(day) else { return planned }
        // Keep-alive: a weekday after four quiet days gets one small step, so any 7 days (at least one of the
        // last three a weekday with four quiet days before it) hold some work.
        guard (1...4).allSatisfy({ plannedSteps(on: day - $0).isEmpty }) else { return planned }
        return keepAliveSteps(on: day)
    }

    static func keepAliveSteps(on day: Int) -> [String] {
        [unit(day, salt: 11) < 0.5 ? "Keywords" : "Metadata"]
    }

    /// The day's steps before the keep-alive rule, in the order a team would log them.
    static func plannedSteps(on day: Int) -> [String] {
        plannedSteps(on: day, untilRelease: daysUntilRelease(from: day))
    }

    /// `plannedSteps(on:)` with the days until the next release already known.
    static func plannedSteps(on day: Int, untilRelease: Int) -> [String] {
        var activity = 1.0
        if isWeekend(day) { activity = untilRelease <= 2 ? 0.4 : 0.15 }  // only a release crunch spills over
        if isHoliday(day) { activity *= 0.25 }
        func happens(_ probability: Double, _ salt: UInt64) -> Bool {
            unit(day, salt: salt) < probability * activity
        }
        /// How many of `tries` chances come up, each with `probability` (not scaled by activity).
        func repeats(_ tries: Int, _ probability: Double, _ salt: UInt64) -> Int {
            var count = 0
            for attempt in 0..<tries where unit(day, salt: salt &+ UInt64(attempt) &* 1000) < probability { count += 1 }
            return count
        }
        var screenshots = 0, metadata = 0, keywords = 0, finalQA = 0
        switch untilRelease {
        case 0:
            finalQA = 1 + repeats(1, 0.35, 1)
            if happens(0.35, 2) { screenshots = 1 + repeats(1, 0.3, 3) }
            if happens(0.25, 4) { metadata = 1 }
        case 1...7:
            let urgency = Double(8 - untilRelease) / 7
            if happens(0.55 + 0.4 * urgency, 5) {
                // Screenshots are redone: new copy, a missed device size, a reviewer's note.
                screenshots = 1 + repeats(5, 0.3 + 0.4 * urgency, 6)
                if untilRelease <= 2, happens(0.12, 7) { screenshots += 2 }
            }
            if happens(0.5 + 0.4 * urgency, 8) { metadata = 1 + repeats(3, 0.3 + 0.3 * urgency, 9) }
            if happens(untilRelease >= 3 ? 0.6 : 0.3, 10) { keywords = 1 + repeats(2, 0.3, 11) }
            if untilRelease == 1, happens(0.35, 12) { finalQA = 1 }  // a dry run
        case 8...11:
            if happens(0.55, 13) { screenshots = 1 + repeats(1, 0.35, 20) }
            if happens(0.5, 14) { keywords = 1 + repeats(1, 0.35, 15) }
            if happens(0.45, 16) { metadata = 1 + repeats(1, 0.25, 21) }
        default:
            if happens(0.35, 17) { keywords = 1 }
            if happens(0.3, 18) { metadata = 1 }
            if happens(0.2, 19) { screenshots = 1 + repeats(1, 0.2, 24) }
        }
        var steps: [String] = []
        steps.reserveCapacity(keywords + screenshots + metadata + finalQA)
        steps += repeatElement("Keywords", count: keywords)
        // Screenshots and metadata alternate, the way a redo after a copy change is logged.
        while screenshots > 0 || metadata > 0 {
            if screenshots > 0 { steps.append("Screenshots"); screenshots -= 1 }
            if metadata > 0 { steps.append("Metadata"); metadata -= 1 }
        }
        steps += repeatElement("Final QA", count: finalQA)
        return steps
    }

    /// Days from `day` to the next release on or after it; large when none is near.
    static func daysUntilRelease(from day: Int) -> Int {
        let cycle = floorDivide(day, cycleLength)
        for candidate in (cycle - 1)...(cycle + 3) {
            if let release = releaseDay(ofCycle: candidate), release >= day {
                return release - day
            }
        }
        return Int.max
    }

    /// The release day of a cycle, or `nil` when the cycle ships nothing (some are skipped, none over the
    /// holidays). Never on a weekend.
    static func releaseDay(ofCycle cycle: Int) -> Int? {
        guard unit(cycle, salt: 101) >= 0.1 else { return nil }
        var day = cycle * cycleLength + Int(hash(cycle, salt: 102) % 4)
        switch LogDate(dayNumber: day).isoWeekday {
        case 6: day -= 1
        case 7: day += 1
        default: break
        }
        return isHoliday(day) ? nil : day
    }

    static func isWeekend(_ day: Int) -> Bool {
        LogDate(dayNumber: day).isoWeekday >= 6
    }

    /// 23 December to 2 January.
    static func isHoliday(_ day: Int) -> Bool {
        let date = LogDate(dayNumber: day)
        return (date.month == 12 && date.day >= 23) || (date.month == 1 && date.day <= 2)
    }

    /// A uniform value in [0, 1) determined by `value` and `salt` alone.
    static func unit(_ value: Int, salt: UInt64) -> Double {
        Double(hash(value, salt: salt) >> 11) / Double(1 << 53)
    }

    /// splitmix64 of `value` mixed with `salt`: fixed on every machine and run, unlike `Hasher`.
    static func hash(_ value: Int, salt: UInt64) -> UInt64 {
        var z = UInt64(bitPattern: Int64(value)) &+ salt &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }
}
