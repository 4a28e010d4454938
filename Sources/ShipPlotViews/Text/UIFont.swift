// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// UIKit's font, as far as app code names it: to measure a string (`size(withAttributes:)`) or to hand to
/// `Font(_:)`. Linux has no UIKit; this one draws and measures as the library's text does: in the default family,
/// bold from semibold up, at iOS's sizes for the text styles. A family that is not installed draws in the default
/// family, where iOS would return nil from `init?(name:size:)`, so apps that force-unwrap a bundled font keep working.
public final class UIFont: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a constant; only NSObject, its superclass, is not Sendable.
    /// A weight, with UIKit's raw values (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's value, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// The weight of UIKit value `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (draws regular).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight (draws regular).
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight (draws regular).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight (draws regular).
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight (draws bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight (draws bold).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (draws bold).
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style, at its iOS size for the default (large) content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// The style UIKit names `rawValue` (body's size for a name UIKit does not have).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size and weight at the large content size.
        fileprivate var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The family's name: "System Font" for the system font, as iOS reports its hidden family in spirit.
    public let familyName: String
    /// The face's name.
    public let fontName: String
    /// The weight.
    public let weight: Weight
    /// Whether it is italic.
    public let isItalic: Bool

    private init(size: CGFloat, weight: Weight, italic: Bool = false, family: String? = nil) {
        pointSize = size.isFinite ? min(max(size, 1), 200) : 17
        self.weight = weight
        isItalic = italic
        familyName = family ?? "System Font"
        fontName = family ?? (weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular")
    }

    /// The family `fontName` at `fontSize` points (the default family when it is not installed).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, weight: .regular, family: fontName)
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with tabular digits (the library's digits are already tabular).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The monospaced system font (drawn in the default family).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The font of a text style at iOS's default (large) content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(size: style.metrics.size, weight: style.metrics.weight)
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: weight, italic: isItalic, family: familyName == "System Font" ? nil : familyName)
    }

    /// UIKit's standard system font size, 14 points.
    public static let systemFontSize: CGFloat = 14
    /// UIKit's label font size, 17 points.
    public static let labelFontSize: CGFloat = 17
    /// UIKit's button font size, 18 points.
    public static let buttonFontSize: CGFloat = 18
    /// UIKit's small system font size, 12 points.
    public static let smallSystemFontSize: CGFloat = 12

    /// Points above the baseline.
    public var ascender: CGFloat { CGFloat(UIFont.measurer().metrics(spec).ascent) }
    /// Points below the baseline, negative as UIKit gives it.
    public var descender: CGFloat { -CGFloat(UIFont.measurer().metrics(spec).descent) }
    /// The height of a line of text.
    public var lineHeight: CGFloat { ascender - descender }

    /// What the library's text measurer and canvases draw this font as.
    package var spec: FontSpec {
        FontSpec(
            size: Double(pointSize), bold: weight.rawValue >= Weight.semibold.rawValue,
            family: familyName == "System Font" ? nil : familyName, italic: isItalic)
    }

    /// The measurer text is measured with: the fonts images are drawn with, or fixed metrics when none is installed.
    package static func measurer() -> TextMeasurer {
        guard let cairo = try? CairoTextMeasurer() else { return FixedTextMeasurer() }
        return cairo
    }
}

extension Font {
    /// The SwiftUI font for a UIKit font (SwiftUI takes a `CTFont`, which a `UIFont` is on Apple's platforms).
    public init(_ font: UIFont) {
        self.init(
            size: Double(font.pointSize), isBold: font.spec.bold, family: font.spec.family, isItalic: font.isItalic)
    }
}
