// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// What `ShipLog.merge(_:)` changed.
public struct MergeSummary: Sendable, Equatable {
    /// Days that were not in the log before.
    public var newDays = 0
    /// Days already in the log that gained steps.
    public var changedDays = 0
    /// Days in the merged log that brought nothing new.
    public var unchangedDays = 0
    /// Step entries added, repeats included.
    public var addedSteps = 0
    /// Step names the log's step list did not have, in the order they were added.
    public var newStepNames: [String] = []

    /// An empty summary.
    public init() {}

    /// Whether the merge changed nothing.
    public var isEmpty: Bool { newDays == 0 && changedDays == 0 && newStepNames.isEmpty }
}

extension ShipLog {
    /// Merges `other` into this log, day by day: a step ends up logged as many times as the larger of its two
    /// counts that day, so merging the same log twice, or a log into a copy of itself, changes nothing.
    ///
    /// Steps a day gains are appended after its existing ones in `other`'s order. Step names `other` lists that
    /// this log lacks are appended to `steps` in `other`'s order.
    @discardableResult
    public mutating func merge(_ other: ShipLog) -> MergeSummary {
        var summary = MergeSummary()
        let known = Set(steps)
        var seen = known
        for step in other.steps where seen.insert(step).inserted {
            summary.newStepNames.append(step)
        }

        var additions: [ShipDay] = []
        for incoming in other.days {
            let existing = day(on: incoming.date)
            var have: [String: Int] = [:]
            for step in existing?.steps ?? [] { have[step, default: 0] += 1 }
            var extra: [String] = []
            var counted: [String: Int] = [:]
            for step in incoming.steps {
                counted[step, default: 0] += 1
                if counted[step]! > have[step, default: 0] { extra.append(step) }
            }
            if extra.isEmpty {
                summary.unchangedDays += 1
                continue
            }
            if existing == nil { summary.newDays += 1 } else { summary.changedDays += 1 }
            summary.addedSteps += extra.count
            additions.append(ShipDay(date: incoming.date, steps: extra))
        }
        guard !additions.isEmpty || !summary.newStepNames.isEmpty else { return summary }
        // Existing days come first, so a day's old steps stay ahead of the ones it gains.
        self = ShipLog(normalizing: days + additions, steps: steps + summary.newStepNames)
        return summary
    }
}
