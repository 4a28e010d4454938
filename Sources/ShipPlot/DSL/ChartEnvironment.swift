import Foundation

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
