// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The order an enclosing stack offers this view space in: higher first (default 0). A non-finite value
    /// counts as 0.
    public func layoutPriority(_ value: Double) -> ModifiedView {
        modified(LayoutPriorityModifier(value: value.isFinite ? value : 0))
    }
}

/// A layout priority: read by the stack that sizes the view (``LayoutSubview/priority``); the content is laid
/// out and drawn as it is.
package struct LayoutPriorityModifier: PassThroughModifier {
    package let value: Double
    package var meaning: ModifierMeaning { .room }
    package var layoutPriority: Double? { value }

    package init(value: Double) {
        self.value = value
    }
}
