// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// UIKit's bar appearances, as SwiftUI apps configure them at launch (`UINavigationBar.appearance()
// .standardAppearance = appearance`). They compile and keep what is set; nothing drawn reads them: a render is a
// function of its view, and global appearance set elsewhere in a process would make two renders of one view differ.
// Main-actor classes, as UIKit's are.

/// The attribute names bar appearances and attributed strings use (`[.foregroundColor: UIColor.white]`).
extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font.
    public static let font = NSAttributedString.Key("NSFont")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// The background and shadow a bar draws, as UIKit's `UIBarAppearance` (kept, not drawn).
@MainActor @preconcurrency
open class UIBarAppearance {
    /// The bar's background colour; nil is the system's.
    public var backgroundColor: UIColor?
    /// The colour of the hairline under the bar; nil hides it.
    public var shadowColor: UIColor?

    /// An appearance with the system's translucent background.
    public init() {}

    /// Resets to the system's translucent background and shadow.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// Resets to an opaque background in the system background colour, with a shadow.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// Resets to a clear background with no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = UIColor(.clear)
        shadowColor = nil
    }
}

/// How a bar button's title looks in one state, as UIKit's `UIBarButtonItemStateAppearance`.
@MainActor @preconcurrency
public final class UIBarButtonItemStateAppearance {
    /// The title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
}

/// How bar buttons look in each state, as UIKit's `UIBarButtonItemAppearance`.
@MainActor @preconcurrency
public final class UIBarButtonItemAppearance {
    /// The button at rest.
    public let normal = UIBarButtonItemStateAppearance()
    /// The button while pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The button when it cannot be used.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The button with focus.
    public let focused = UIBarButtonItemStateAppearance()

    /// The plain style's appearance.
    public init() {}
}

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance` (kept, not drawn).
@MainActor @preconcurrency
public final class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Plain bar buttons.
    public var buttonAppearance = UIBarButtonItemAppearance()
    /// The back button.
    public var backButtonAppearance = UIBarButtonItemAppearance()
    /// Done buttons.
    public var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// How a tab bar item looks in one state, as UIKit's `UITabBarItemStateAppearance`.
@MainActor @preconcurrency
public final class UITabBarItemStateAppearance {
    /// The icon's colour; nil is the system's.
    public var iconColor: UIColor?
    /// The title's attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
}

/// How tab bar items look in each state, as UIKit's `UITabBarItemAppearance`.
@MainActor @preconcurrency
public final class UITabBarItemAppearance {
    /// An item not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// An item that cannot be used.
    public let disabled = UITabBarItemStateAppearance()
    /// An item with focus.
    public let focused = UITabBarItemStateAppearance()

    /// The system's item appearance.
    public init() {}
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance` (kept, not drawn).
@MainActor @preconcurrency
public final class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the icon (an iPhone held upright).
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon.
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items beside their icon in a compact bar.
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// The navigation bar's appearance proxy, as UIKit's `UINavigationBar.appearance()` (kept, not drawn).
@MainActor @preconcurrency
public final class UINavigationBar {
    private static let proxy = UINavigationBar()

    /// The proxy every navigation bar's appearance is set through.
    public static func appearance() -> UINavigationBar { proxy }

    /// The bar's appearance at rest.
    public var standardAppearance = UINavigationBarAppearance()
    /// The appearance in a compact (landscape) bar; nil is `standardAppearance`.
    public var compactAppearance: UINavigationBarAppearance?
    /// The appearance while content scrolls to the bar's edge; nil is `standardAppearance`.
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact bar's appearance at the scroll edge.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The colour of bar buttons.
    public var tintColor: UIColor?
    /// The bar's background tint (the pre-iOS 13 spelling).
    public var barTintColor: UIColor?
    /// The inline title's attributes (the pre-iOS 13 spelling).
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes (the pre-iOS 13 spelling).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar is translucent.
    public var isTranslucent = true
    /// Whether titles are large.
    public var prefersLargeTitles = false
    /// The bar view's own background colour.
    public var backgroundColor: UIColor?

    private init() {}
}

/// The tab bar's appearance proxy, as UIKit's `UITabBar.appearance()` (kept, not drawn).
@MainActor @preconcurrency
public final class UITabBar {
    private static let proxy = UITabBar()

    /// The proxy every tab bar's appearance is set through.
    public static func appearance() -> UITabBar { proxy }

    /// The bar's appearance at rest.
    public var standardAppearance = UITabBarAppearance()
    /// The appearance while content scrolls to the bar's edge; nil is `standardAppearance`.
    public var scrollEdgeAppearance: UITabBarAppearance?
    /// The colour of the selected item.
    public var tintColor: UIColor?
    /// The colour of items not selected.
    public var unselectedItemTintColor: UIColor?
    /// The bar's background tint (the pre-iOS 13 spelling).
    public var barTintColor: UIColor?
    /// Whether the bar is translucent.
    public var isTranslucent = true
    /// The bar view's own background colour.
    public var backgroundColor: UIColor?

    private init() {}
}
