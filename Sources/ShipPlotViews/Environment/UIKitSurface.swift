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
