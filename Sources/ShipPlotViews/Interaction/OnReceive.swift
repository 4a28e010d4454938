// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Combine
import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Performs `action` with each value `publisher` sends while the view is on screen, as SwiftUI does. An image
    /// is drawn once, at rest: nothing subscribes, and the view is drawn as it is.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedView
    where P.Failure == Never {
        modified(.inert)
    }
}
