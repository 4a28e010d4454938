// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Where an `AsyncImage`'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed with the error.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    /// The error, when the load failed.
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. An image is drawn at once and loads nothing from the
/// network, so it shows the view of the `.empty` phase, as a screen does before the image arrives: the
/// placeholder you give, or a grey fill of the space offered.
nonisolated public struct AsyncImage<Content: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    /// The image at `url`, shown at `scale`: a grey fill until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        node = Rectangle().fill(Color(semantic: .secondarySystemFill))._node
    }

    /// The image at `url` as `content` shows it, `placeholder` until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == AnyView {
        node = placeholder()._node
    }

    /// The view `content` makes for each phase of loading `url`: its `.empty` view.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        node = content(.empty)._node
    }
}
