// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension StringProtocol {
    /// The size the text takes on one line per line break, measured as the library draws it: in the attributes'
    /// `.font` (UIKit's default, Helvetica 12, is the system font at 12 points here), plus `.kern` after each
    /// character. Lines are as high as the font's line height.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let kern = (attrs?[.kern] as? CGFloat) ?? (attrs?[.kern] as? Double).map { CGFloat($0) } ?? 0
        let measurer = UIFont.measurer()
        let lines = String(self).split(separator: "\n", omittingEmptySubsequences: false)
        let width =
            lines.map { line in
                CGFloat(measurer.width(of: String(line), font: font.spec)) + kern * CGFloat(line.count)
            }.max() ?? 0
        return CGSize(width: width, height: font.lineHeight * CGFloat(lines.count))
    }
}
