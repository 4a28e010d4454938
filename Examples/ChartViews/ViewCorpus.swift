// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One view of the views corpus: a file-name-safe name and the view, erased.
public struct ViewCorpusEntry {
    /// The golden's name.
    public let name: String
    /// The view, as an app would hand it to `ImageRenderer`, with the corpus calendar and locale.
    public let view: AnyView

    init(_ name: String, _ view: some View) {
        self.name = name
        self.view = AnyView(
            view.environment(\.calendar, Samples.calendar).environment(\.locale, Locale(identifier: "en_US")))
    }
}

/// The views corpus: cards, dashboards and screens written as apps write them.
public enum ViewCorpus {
    /// Every view, in order.
    public static var all: [ViewCorpusEntry] {
        [
            ViewCorpusEntry("views01-steps-card", StepsCard()),
            ViewCorpusEntry("views02-trend-card", TrendCard()),
            ViewCorpusEntry("views03-sparkline-tile", SparklineTile()),
            ViewCorpusEntry("views04-kpi-row", KPIRow()),
            ViewCorpusEntry("views05-region-sales-card", RegionSalesCard()),
            ViewCorpusEntry("views06-dashboard-grid", Dashboard()),
            ViewCorpusEntry("views07-dark-steps-card", DarkStepsCard()),
            ViewCorpusEntry("views08-share-card", ShareCard()),
            ViewCorpusEntry("views09-goal-card", GoalCard()),
            ViewCorpusEntry("views10-modifier-card", ModifierCard()),
            ViewCorpusEntry("views11-history-screen", HistoryScreen()),
            ViewCorpusEntry("views12-goal-form", GoalForm()),
            ViewCorpusEntry("views13-metrics-grid", MetricsGrid()),
            ViewCorpusEntry("views14-chart-strip", ChartStrip()),
            ViewCorpusEntry("views15-scatter-card", ScatterCard()),
            ViewCorpusEntry("views16-locale-sales-card", LocaleSalesCard()),
            ViewCorpusEntry("views17-framed-chart", FramedChart()),
            ViewCorpusEntry("views18-header-card", HeaderCard()),
            ViewCorpusEntry(
                "views19-chart-alone",
                Chart(Samples.days) {
                    LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                }),
            ViewCorpusEntry(
                "views20-sparklines-in-a-frame",
                VStack(spacing: 4) {
                    SparklineTile(title: "Installs")
                    SparklineTile(title: "Reviews", color: .orange)
                }.padding(8)),
            ViewCorpusEntry("views21-store-screen", StoreScreen().environmentObject(ActivityStore())),
            ViewCorpusEntry(
                "views22-store-screen-dark",
                StoreScreen().environmentObject(ActivityStore()).preferredColorScheme(.dark)),
        ]
    }
}
