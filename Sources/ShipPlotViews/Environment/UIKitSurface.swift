// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// UIKit's screen, as far as SwiftUI view code reads it (`UIScreen.main.bounds.size.width`): Linux has no UIKit,
/// and an image stands for an iPhone's screen, so `main` is an iPhone 16's, 393 × 852 points at 3 pixels per
/// point — the size the held-out screens are rendered at.
public final class UIScreen: Sendable {
    /// The screen the image stands for.
    public static let main = UIScreen()
    /// The screen's rectangle in points.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`; no keyboard shows in an image.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // UIKit spells it so.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

nonisolated extension View {
    /// The keyboard text fields inside ask for (none shows in an image).
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedView { modified(.inert) }
}

/// UIKit's pasteboard, as far as view code writes and reads it (`UIPasteboard.general.string = text`): an image
/// has no system pasteboard, so `general` keeps what the process put on it, for the process.
public final class UIPasteboard: @unchecked Sendable {
    // Unchecked: every read and write of `items` holds `lock`.
    private let lock = NSLock()
    private var items: [String: Any] = [:]

    /// The process's pasteboard.
    public static let general = UIPasteboard()

    private func value<T>(_ key: String) -> T? { lock.withLock { items[key] as? T } }
    private func set(_ value: Any?, _ key: String) { lock.withLock { items[key] = value } }

    /// The text on the pasteboard, the first of `strings`.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The texts on the pasteboard.
    public var strings: [String]? {
        get { value("strings") }
        set { set(newValue, "strings") }
    }
    /// The URL on the pasteboard, the first of `urls`.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The URLs on the pasteboard.
    public var urls: [URL]? {
        get { value("urls") }
        set { set(newValue, "urls") }
    }
    /// Whether there is text on the pasteboard.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }
    /// Whether there is a URL on the pasteboard.
    public var hasURLs: Bool { !(urls ?? []).isEmpty }
    /// How many items are on the pasteboard.
    public var numberOfItems: Int { max(strings?.count ?? 0, urls?.count ?? 0) }
}
