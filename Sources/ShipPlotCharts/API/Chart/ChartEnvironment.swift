import Foundation
import ShipPlotCore
import ShipPlotViews

extension Chart {
    /// Sets an environment value for the whole chart, as SwiftUI's `environment(_:_:)` does:
    /// `.environment(\.locale, Locale(identifier: "de_DE"))` formats every `Text(_:format:)`, `specifier:` and
    /// `AxisValueLabel(format:)` in German, whatever the renderer's locale; `\.colorScheme`, `\.calendar` and
    /// `\.timeZone` draw and bin the chart in theirs.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Chart {
        with {
            $0.environment[keyPath: keyPath] = value
            $0.locale = $0.environment.chosenLocale
        }
    }
}
