import Foundation

/// The environment a chart's views read, as SwiftUI spells it; ShipPlot honours ``locale``.
public struct EnvironmentValues: Sendable {
    var chosenLocale: Locale?

    /// The locale text and axis labels are formatted in. Default: the renderer's (``ChartRenderer/locale``).
    public var locale: Locale {
        get { chosenLocale ?? TextEnvironment.processDefault }
        set { chosenLocale = newValue }
    }
}
