// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Something a share link can share, as CoreTransferable's `Transferable`: text, URLs, data and images here.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension AttributedString: Transferable {}

/// A button that shares an item, as SwiftUI's `ShareLink`: drawn as a button of its label (by default the
/// share symbol and "Share"); nothing is shared in an image.
nonisolated public struct ShareLink<Label: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// A link sharing `item`, shown as `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        node = Button(action: {}, label: label)._node
    }

    /// A link sharing `items`, shown as `label`.
    public init<C: RandomAccessCollection>(
        items: C, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where C.Element: Transferable {
        node = Button(action: {}, label: label)._node
    }
}

extension ShareLink where Label == ShipPlotViews.Label<Text, Image> {
    /// A link sharing `item`, shown as the share symbol and "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        node = Button("Share", systemImage: "square.and.arrow.up", action: {})._node
    }

    /// A link titled `titleKey` sharing `item`.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        node = Button(titleKey, systemImage: "square.and.arrow.up", action: {})._node
    }

    /// A link titled `title` sharing `item`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        node = Button(title, systemImage: "square.and.arrow.up", action: {})._node
    }
}
