// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Whether the controls in a place draw their labels: `labelsHidden()` turns them off.
package struct LabelsHiddenKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

nonisolated extension View {
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: a toggle, stepper or date picker
    /// draws only its control, at the control's own width (`Toggle("", isOn: $on).labelsHidden()` is the switch
    /// alone). Other views are unchanged.
    public func labelsHidden() -> ModifiedView { environment(key: LabelsHiddenKey.self, true) }
}

/// A control's row: its label, then `control` at the trailing end where labels show; `control` alone where they are
/// hidden.
package func labelledRow(_ label: _ViewNode, _ control: _ViewNode) -> _ViewNode {
    let labelled = HStack {
        AnyView(node: label)
        Spacer()
        AnyView(node: control)
    }
    return labelledControl(labelled._node, bare: control)
}

/// A control that draws `labelled` where labels show and `bare` (the control alone) where they are hidden.
package func labelledControl(_ labelled: _ViewNode, bare: _ViewNode) -> _ViewNode {
    DeferredView.environmental { values in values[LabelsHiddenKey.self] ? bare : labelled }
}
