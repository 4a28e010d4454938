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

extension Chart {
    /// Sets an environment value for the whole chart, as SwiftUI's `environment(_:_:)` does:
    /// `.environment(\.locale, Locale(identifier: "de_DE"))` formats every `Text(_:format:)`, `specifier:` and
    /// `AxisValueLabel(format:)` in German, whatever the renderer's locale.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Chart {
        var values = EnvironmentValues(chosenLocale: spec.settings.locale)
        values[keyPath: keyPath] = value
        return with { $0.locale = values.chosenLocale }
    }
}
