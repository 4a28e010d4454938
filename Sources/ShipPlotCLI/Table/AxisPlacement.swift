// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which values an axis can place: a log scale only those above zero, a given domain only those within it.
/// Marks outside are left out with a note; a line leaves them out before it is thinned, so the points it keeps
/// are among those drawn.
struct AxisPlacement: Equatable {
    /// `--x-domain` or `--y-domain` as numbers (dates as seconds since 1970); nil when not given.
    var range: ClosedRange<Double>?
    var log = false

    /// What `channel`'s scale places; everything when there is no channel.
    init(_ channel: FieldEncoding?) {
        log = channel?.scale.type == .log
        switch (channel?.scale.domain?.first, channel?.scale.domain?.last) {
        case (.number(let low)?, .number(let high)?), (.date(let low)?, .date(let high)?):
            range = low <= high ? low...high : nil
        default: range = nil
        }
    }

    /// Whether `value` is placed.
    func places(_ value: Double) -> Bool {
        (!log || value > 0) && (range?.contains(value) ?? true)
    }

    /// `low...high` cut to the range: the x span a line is thinned over; nil when nothing of it is placed.
    func span(low: Double, high: Double) -> (low: Double, high: Double)? {
        guard let range else { return (low, high) }
        let cut = (max(low, range.lowerBound), min(high, range.upperBound))
        return cut.0 <= cut.1 ? cut : nil
    }

    /// The note for `dropped` marks of `mark` this axis (`x` or `y`) left out.
    func note(dropped: Int, of mark: DataMark, axis name: String) -> String {
        let what =
            dropped == 1
            ? "1 \(TableAltText.noun(mark, 1))"
            : "\(StepFolding.grouped(dropped)) \(TableAltText.noun(mark, 2))"
        let reason =
            log && range == nil
            ? "at or below zero, which a log scale cannot place"
            : log ? "at or below zero or outside --\(name)-domain" : "outside --\(name)-domain"
        return "left out \(what) \(reason)"
    }
}
