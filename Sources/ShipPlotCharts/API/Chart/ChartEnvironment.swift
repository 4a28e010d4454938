// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

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
