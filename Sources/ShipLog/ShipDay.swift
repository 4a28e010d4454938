// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// One day of a ship log: the date and the prep steps logged on it, in the order they were logged.
///
/// A step may repeat ("Screenshots" redone three times). A day with no steps appears only in gap-filled
/// windows; a `ShipLog` never stores one.
public struct ShipDay: Sendable, Equatable, Hashable {
    /// The calendar date.
    public var date: LogDate
    /// The steps in the order logged; repeats allowed.
    public var steps: [String]

    /// A day on `date` with `steps` (default: none).
    public init(date: LogDate, steps: [String] = []) {
        self.date = date
        self.steps = steps
    }

    /// How many steps were logged, repeats included.
    public var total: Int { steps.count }

    /// Each distinct step once with how many times it was logged, in `order` (normally the log's `steps`,
    /// by default the standard steps), then alphabetically for steps not in `order`.
    public func stepCounts(order: [String] = ShipLog.standardSteps) -> [StepCount] {
        stepCounts(in: StepOrder(order))
    }

    /// `stepCounts(order:)` with the order prepared once, so listing many days costs nothing per step of the log.
    public func stepCounts(in order: StepOrder) -> [StepCount] {
        var counts: [String: Int] = [:]
        var distinct: [String] = []
        for step in steps {
            if counts[step] == nil { distinct.append(step) }
            counts[step, default: 0] += 1
        }
        let rank = order.rank
        // Distinct names, so this order is total and never depends on dictionary order.
        distinct.sort { a, b in
            let (ra, rb) = (rank[a] ?? Int.max, rank[b] ?? Int.max)
            return ra != rb ? ra < rb : a < b
        }
        return distinct.map { StepCount(step: $0, count: counts[$0, default: 0]) }
    }
}

/// A step order (normally a log's `steps`) looked up by name: each name's first position.
public struct StepOrder: Sendable {
    let rank: [String: Int]

    /// The order of `steps`; a repeated name keeps its first position.
    public init(_ steps: [String]) {
        var rank: [String: Int] = [:]
        rank.reserveCapacity(steps.count)
        for (index, step) in steps.enumerated() where rank[step] == nil {
            rank[step] = index
        }
        self.rank = rank
    }
}

/// A step and how many times it was logged on a day.
public struct StepCount: Sendable, Equatable, Hashable {
    /// The step name, e.g. "Screenshots".
    public var step: String
    /// How many times it was logged; at least 1.
    public var count: Int

    /// A count of `count` for `step`.
    public init(step: String, count: Int) {
        self.step = step
        self.count = count
    }
}
