// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The calendar a chart's dates are binned and labelled in, handed to resolve and guides as an input. The
/// default (`Calendar.current`, as in Swift Charts) is looked up only when a stage asks for it (a chart with
/// dates).
package struct ChartCalendar: Sendable {
    /// The calendar the user set on the renderer, or nil for the default.
    package var chosen: Calendar?

    /// The calendar to use: the chosen one, or the host's current calendar.
    package var calendar: Calendar { chosen ?? Calendar.current }

    /// Gregorian in UTC with weeks starting on Monday: what the CLI and the tests pin to render the same on every host.
    // Built once: Calendar(identifier:) looks up the system time zone first. TimeZone.gmt needs no zone
    // database, so it also works in static builds that leave ICU's zones out.
    package static let standard: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        calendar.firstWeekday = 2
        return calendar
    }()

    package init(chosen: Calendar? = nil) {
        self.chosen = chosen
    }
}
