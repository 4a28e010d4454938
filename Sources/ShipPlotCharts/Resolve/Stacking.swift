// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Stacks bars and areas that share a position, as Swift Charts does by default.
enum Stacking {
    /// A stack group: bars at the same position along the base axis, in the same `position(by:)` slot.
    private struct GroupKey: Equatable {
        var position: Double
        var vertical: Bool
        var slot: Int
        /// A masked mark and its mask's marks stack apart (see `MarkMaskRole.key`); -1 without masks.
        var layer = -1

        /// An order that puts equal keys side by side: -0 and 0 are one position, as `==` has them, and every
        /// NaN goes after the numbers (each NaN is still its own stack, since it equals nothing).
        func precedes(_ other: GroupKey) -> Bool {
            if vertical != other.vertical { return !vertical }
            if slot != other.slot { return slot < other.slot }
            if layer != other.layer { return layer < other.layer }
            if position < other.position { return true }
            if other.position < position { return false }
            return !position.isNaN && other.position.isNaN
        }
    }

    /// Turns each bar's value into the extent it covers in its stack. Positive values stack up from zero and
    /// negative values down from zero, each in declaration order. Bars given as ranges are left alone. A bar
    /// whose stack has added up past the largest double cannot be placed on any axis: it is left out, and
    /// counted in the result.
    @discardableResult
    static func stackBars(_ marks: inout [ResolvedMark], stacking: [MarkStackingMethod], masked: Bool = false) -> Int {
        var members: [(key: GroupKey, index: Int)] = []
        for i in marks.indices where marks[i].kind.contract.stacking == .bars && marks[i].defined {
            // Fields are read in place; a copy of each mark would cost more than the stacking.
            let vertical = marks[i].orientation == .vertical
            // A bar with no base position (a one-dimensional bar) stacks with the others that have none.
            let base = vertical ? marks[i].x : marks[i].y
            guard let value = vertical ? marks[i].y : marks[i].x,
                !(vertical ? marks[i].yIsRange : marks[i].xIsRange), value.lower == value.upper
            else { continue }
            var key = GroupKey(position: base?.lower ?? -.infinity, vertical: vertical, slot: marks[i].dodgeIndex ?? -1)
            if masked { key.layer = marks[i].style.mask?.key ?? -1 }
            members.append((key, i))
        }
        // Stacks do not depend on each other, so they are found by sorting the bars by key rather than hashing
        // each into a table of arrays (most charts have one bar a stack, and a daily chart a thousand stacks);
        // within a stack the bars keep their declaration order.
        members.sort { a, b in a.key.precedes(b.key) || (!b.key.precedes(a.key) && a.index < b.index) }
        var overflowed = 0
        var values: [Double] = [], spans: [Span] = []
        var start = 0
        while start < members.count {
            let key = members[start].key
            var end = start + 1
            while end < members.count, members[end].key == key { end += 1 }
            values.removeAll(keepingCapacity: true)
            for member in members[start..<end] {
                values.append((key.vertical ? marks[member.index].y : marks[member.index].x)!.upper)
            }
            stack(values, method: stacking[marks[members[start].index].index].kind, into: &spans)
            for (member, span) in zip(members[start..<end], spans) {
                guard span.lower.isFinite, span.upper.isFinite else {
                    marks[member.index].defined = false
                    overflowed += 1
                    continue
                }
                if key.vertical { marks[member.index].y = span } else { marks[member.index].x = span }
            }
            start = end
        }
        return overflowed
    }

    /// An area stack: the areas at one x in one mask layer.
    private struct AreaKey: Hashable {
        var x: Double
        var layer: Int

        // Hashes as the x alone did before masks: the layer only tells apart keys that are rarely both present.
        func hash(into hasher: inout Hasher) { hasher.combine(x) }
    }

    /// Stacks areas of different series at the same x; a single series fills down to zero. Bands given with
    /// start and end are left alone. A point whose stack has added up past the largest double is left out, and
    /// counted in the result.
    @discardableResult
    static func stackAreas(_ marks: inout [ResolvedMark], stacking: [MarkStackingMethod], masked: Bool = false) -> Int {
        var groups: [AreaKey: [Int]] = [:]
        var order: [AreaKey] = []
        for i in marks.indices where marks[i].kind.contract.stacking == .areas && marks[i].defined && !marks[i].yIsRange
        {
            guard let x = marks[i].x, marks[i].y != nil else { continue }
            let key = AreaKey(x: x.lower, layer: masked ? marks[i].style.mask?.key ?? -1 : -1)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        var overflowed = 0
        for key in order {
            let members = groups[key]!
            let values = members.map { marks[$0].y!.upper }
            let method = stacking[marks[members[0]].index].kind
            for (member, span) in zip(members, stack(values, method: method)) {
                guard span.lower.isFinite, span.upper.isFinite else {
                    marks[member].defined = false
                    overflowed += 1
                    continue
                }
                marks[member].y = span
            }
        }
        return overflowed
    }

    /// The extent each value covers in one stack.
    static func stack(_ values: [Double], method: MarkStackingMethod.Kind) -> [Span] {
        var spans: [Span] = []
        stack(values, method: method, into: &spans)
        return spans
    }

    /// The extent each value covers in one stack, written over `spans` (whose storage is reused).
    static func stack(_ values: [Double], method: MarkStackingMethod.Kind, into spans: inout [Span]) {
        spans.removeAll(keepingCapacity: true)
        if method == .unstacked {
            for value in values { spans.append(Span(lower: min(0, value), upper: max(0, value))) }
            return
        }
        var positive = 0.0, negative = 0.0
        for value in values {
            if value >= 0 {
                spans.append(Span(lower: positive, upper: positive + value))
                positive += value
            } else {
                spans.append(Span(lower: negative + value, upper: negative))
                negative += value
            }
        }
        switch method {
        case .normalized:
            // Shares do not depend on the values' scale: a stack whose total overflows (two 1e308s) is stacked
            // again divided by its largest value, and gets its equal shares rather than ∞ / ∞.
            if !(positive - negative).isFinite, let largest = values.map(abs).max(), largest.isFinite, largest > 0 {
                return stack(values.map { $0 / largest }, method: method, into: &spans)
            }
            // Each stack runs 0…100, as in Swift Charts (the axis of Apple's normalized AreaMark reads 0 to 100).
            let total = positive - negative
            // Divided first, so the top of each stack is exactly 100 (x × (100 / x) can miss it by an ulp, and a
            // domain a hair over 100 rounds out to 120).
            if total > 0 {
                for i in spans.indices {
                    spans[i] = Span(lower: spans[i].lower / total * 100, upper: spans[i].upper / total * 100)
                }
            }
        case .center:
            let shift = -(positive + negative) / 2
            for i in spans.indices { spans[i] = Span(lower: spans[i].lower + shift, upper: spans[i].upper + shift) }
        case .standard, .unstacked:
            break
        }
    }
}
