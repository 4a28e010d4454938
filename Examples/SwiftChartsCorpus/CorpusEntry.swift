// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One chart of the compatibility corpus: a file-name-safe name (`styles01-area-fading-under-line`) and the chart
/// as a renderer, 480 × 300 points, binning and labelling dates in UTC and
/// formatting in `en_US`, so the goldens do not depend on the host.
public struct CorpusEntry: Sendable {
    /// The golden image's name.
    public let name: String
    /// The chart, ready to render.
    public let renderer: ChartRenderer

    init<Content>(_ name: String, _ chart: Chart<Content>) {
        var renderer = ChartRenderer(chart, width: 480, height: 300)
        renderer.calendar = Self.calendar
        renderer.locale = Locale(identifier: "en_US")
        self.name = name
        self.renderer = renderer
    }

    /// The Gregorian calendar in UTC that every corpus chart uses.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

/// The whole corpus: styles, overlays, views, axes and axis details, in that order.
public enum Corpus {
    /// Every chart of every part.
    public static var all: [CorpusEntry] {
        StylesCorpus.all + OverlaysCorpus.all + ViewsCorpus.all + AxesCorpus.all + AxisDetailsCorpus.all
    }
}
