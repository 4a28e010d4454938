// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether an interface is light or dark, as UIKit's `UIUserInterfaceStyle` (a colour scheme in SwiftUI).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given; a dynamic colour's provider takes it as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// Whether an interface asks for increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// No contrast given; taken as normal.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// The traits UIKit hands a dynamic colour's provider, as UIKit's `UITraitCollection`: the appearance and the
/// contrast. An image is drawn in one colour scheme and contrast, so a dynamic colour is asked once for each.
public final class UITraitCollection: Sendable {
    /// Light or dark; `.unspecified` unless given.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Normal or high contrast; `.unspecified` unless given.
    public let accessibilityContrast: UIAccessibilityContrast

    /// Traits with nothing specified.
    public init() {
        userInterfaceStyle = .unspecified
        accessibilityContrast = .unspecified
    }

    /// Traits with only the appearance given.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .unspecified
    }

    /// Traits with only the contrast given.
    public init(accessibilityContrast: UIAccessibilityContrast) {
        userInterfaceStyle = .unspecified
        self.accessibilityContrast = accessibilityContrast
    }

    /// Traits combining `traits`, a later collection's specified trait winning over an earlier one's.
    public init(traitsFrom traits: [UITraitCollection]) {
        userInterfaceStyle = traits.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        accessibilityContrast =
            traits.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
    }

    /// The scheme and contrast these traits stand for (light and standard where not specified).
    package var appearance: (ColorScheme, ColorSchemeContrast) {
        (userInterfaceStyle == .dark ? .dark : .light, accessibilityContrast == .high ? .increased : .standard)
    }
}

extension UIColor {
    /// A colour whose value depends on the traits it is drawn with (`UIColor { $0.userInterfaceStyle == .dark ?
    /// .white : .black }`): `dynamicProvider` is asked once for each appearance — light and dark, at normal and
    /// high contrast — when the colour is made, and the colour follows the scheme of the image it is drawn in, as
    /// an asset catalog colour does. It is not kept (an image has no later trait changes to answer).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        func value(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> Color {
            let traits = [
                UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
            ]
            return dynamicProvider(UITraitCollection(traitsFrom: traits)).color
        }
        let variants = CatalogColor(
            name: "a dynamic UIColor", light: value(.light, .normal), dark: value(.dark, .normal),
            lightHighContrast: value(.light, .high), darkHighContrast: value(.dark, .high))
        self.init(Color(base: .catalog(variants)))
    }

    /// This colour with its opacity set to `alpha` (0 transparent, 1 opaque), as UIKit's `withAlphaComponent(_:)`;
    /// a dynamic or catalog colour keeps following the scheme.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(base: color.base, alpha: Double(alpha)))
    }

    /// This colour's value for `traitCollection`: for a dynamic or catalog colour the value of that appearance,
    /// any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .catalog(let variants) = color.base else { return self }
        let (scheme, contrast) = traitCollection.appearance
        return UIColor(variants.color(scheme, contrast).opacity(color.alpha))
    }
}
