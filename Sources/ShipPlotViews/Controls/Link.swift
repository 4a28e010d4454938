// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button is, its label in the tint (nothing opens
/// in an image).
nonisolated public struct Link<Label: View>: View {
    package let node: _ViewNode
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        node = Button(action: {}, label: label)._node
    }
    public var _node: _ViewNode { node }
}

extension Link where Label == Text {
    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        node = Button(action: {}) { Text(titleKey) }._node
    }

    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        node = Button(action: {}) { Text(title) }._node
    }
}
