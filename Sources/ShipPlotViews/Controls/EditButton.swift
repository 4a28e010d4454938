// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The button that turns a list's editing on and off, as SwiftUI's `EditButton`: drawn at rest, as "Edit" in the
/// tint (a list in an image is never being edited).
public struct EditButton: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// The Edit button.
    public init() {
        node = Button("Edit", action: {})._node
    }
}
