// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A type that produces view previews in Xcode, as SwiftUI's `PreviewProvider`. Nothing here shows previews, so
/// app files that declare them (and extensions of the protocol that hold sample data) compile unchanged; render a
/// provider's `previews` with `ImageRenderer` to see one.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The views previewed.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform Xcode should run the preview on (nil, the default: the selected target's).
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform named: Xcode would use the selected target's.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A simulator device a preview runs on, named as Xcode names it ("iPhone 15 Pro"), as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public var rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device named by `stringLiteral`.
    public init(stringLiteral: String) { self.init(rawValue: stringLiteral) }
}

/// The size of the container a preview is shown in, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The size the view chooses.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the interface, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
    private let name: String
    public var id: String { name }
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

nonisolated extension View {
    /// The device Xcode previews this view on; an image is drawn at the size its renderer proposes.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedView { modified(.inert) }

    /// The size of the container Xcode previews this view in; an image is drawn at the size its renderer proposes.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedView { modified(.inert) }

    /// The name Xcode shows above this preview (nothing draws it).
    public func previewDisplayName(_ value: String?) -> ModifiedView { modified(.inert) }

    /// The orientation Xcode previews this view in; an image is drawn at the size its renderer proposes.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedView { modified(.inert) }
}
