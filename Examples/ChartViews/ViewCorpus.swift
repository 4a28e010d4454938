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
@MainActor public enum ViewCorpus {
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
        ] + listScreens + appScreens + darkPairs
    }

    /// Cards, group boxes and a form in the dark appearance, beside their light entries above, each on the
    /// screen's system background as an app's window shows it, and a card of UIKit's semantic colours in both.
    static var darkPairs: [ViewCorpusEntry] {
        func dark(_ view: some View) -> some View {
            view.background(Color(.systemBackground)).preferredColorScheme(.dark)
        }
        return [
            ViewCorpusEntry("views45-steps-card-dark", dark(StepsCard())),
            ViewCorpusEntry("views46-metrics-grid-dark", dark(MetricsGrid())),
            ViewCorpusEntry("views47-goal-form-dark", dark(GoalForm())),
            ViewCorpusEntry("views48-semantic-colors-card", SemanticColorsCard()),
            ViewCorpusEntry("views49-semantic-colors-card-dark", SemanticColorsCard().preferredColorScheme(.dark)),
        ]
    }

    /// A list screen in each list style, and a form, light and dark.
    static var listScreens: [ViewCorpusEntry] {
        let screens: [(String, AnyView)] = [
            ("list-automatic", AnyView(StepsListScreen(.automatic))),
            ("list-plain", AnyView(StepsListScreen(.plain))),
            ("list-inset", AnyView(StepsListScreen(.inset))),
            ("list-inset-grouped", AnyView(StepsListScreen(.insetGrouped))),
            ("list-grouped", AnyView(StepsListScreen(.grouped))),
            ("list-sidebar", AnyView(StepsListScreen(.sidebar))),
            ("form", AnyView(GoalSettingsForm())),
        ]
        return screens.enumerated().flatMap { index, screen in
            [
                ViewCorpusEntry("views\(23 + 2 * index)-\(screen.0)", screen.1),
                ViewCorpusEntry("views\(24 + 2 * index)-\(screen.0)-dark", screen.1.preferredColorScheme(.dark)),
            ]
        }
    }

    /// Tabs, navigation, split views and progress views, light and dark; a list's row settings and date-style
    /// text; tabs written with `Tab`, a coloured bar, lazy stacks, a grid column's alignment, a label style of the
    /// app's own and presentations not yet shown; sliders, hidden labels, dynamic colours and container-relative cards;
    /// a list on the app's own colour under its large title, with greedy date labels, a level of white and a material;
    /// pickers in each style with text decorations; a searchable list with toggle styles, a link and glass buttons;
    /// a card whose rings a `Canvas` draws.
    static var appScreens: [ViewCorpusEntry] {
        [
            ViewCorpusEntry("views37-tab-view", ActivityTabs()),
            ViewCorpusEntry("views38-tab-view-dark", ActivityTabs().preferredColorScheme(.dark)),
            ViewCorpusEntry("views39-navigation-stack", ActivityStack()),
            ViewCorpusEntry("views40-navigation-stack-dark", ActivityStack().preferredColorScheme(.dark)),
            ViewCorpusEntry("views41-split-view", MetricsSplit()),
            ViewCorpusEntry("views42-split-view-dark", MetricsSplit().preferredColorScheme(.dark)),
            ViewCorpusEntry("views43-progress-and-gauges", ProgressGallery()),
            ViewCorpusEntry("views44-progress-and-gauges-dark", ProgressGallery().preferredColorScheme(.dark)),
            ViewCorpusEntry("views50-list-row-settings", WorkoutLogList()),
            ViewCorpusEntry("views51-list-row-settings-dark", WorkoutLogList().preferredColorScheme(.dark)),
            ViewCorpusEntry("views52-tabs-with-parts", ActivityTabsWithParts()),
            ViewCorpusEntry("views53-tabs-with-parts-dark", ActivityTabsWithParts().preferredColorScheme(.dark)),
            ViewCorpusEntry("views54-budget-settings", BudgetSettings()),
            ViewCorpusEntry("views55-budget-settings-dark", BudgetSettings().preferredColorScheme(.dark)),
            ViewCorpusEntry("views56-branded-log", BrandedLog()),
            ViewCorpusEntry("views57-branded-log-dark", BrandedLog().preferredColorScheme(.dark)),
            ViewCorpusEntry("views58-picker-styles", PickerStylesScreen()),
            ViewCorpusEntry("views59-picker-styles-dark", PickerStylesScreen().preferredColorScheme(.dark)),
            ViewCorpusEntry("views60-searchable-glass-log", SearchableGlassLog()),
            ViewCorpusEntry("views61-searchable-glass-log-dark", SearchableGlassLog().preferredColorScheme(.dark)),
            ViewCorpusEntry("views62-canvas-rings", CanvasRingsCard()),
            ViewCorpusEntry("views63-canvas-rings-dark", CanvasRingsCard().preferredColorScheme(.dark)),
        ]
    }
}
