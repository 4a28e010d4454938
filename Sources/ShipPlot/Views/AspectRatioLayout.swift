// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ViewLayoutEngine {
    /// What `aspectRatio(_:contentMode:)` (and `scaledToFit`/`scaledToFill`) proposes to its child, as SwiftUI
    /// lays it out: the largest size of `ratio` (width ÷ height; nil takes the child's ideal size's) inside the
    /// proposal to fit, the smallest that covers it to fill, so a filled view may overflow its frame. With one
    /// dimension proposed the other follows from the ratio; with none, the child's ideal width.
    func aspectProposal(_ child: _ViewNode, ratio: Double?, fill: Bool, _ p: ProposedSize, _ env: ViewEnvironment)
        -> ProposedSize
    {
        let ideal = size(child, ProposedSize(width: nil, height: nil), env)
        let r: Double
        if let ratio, ratio.isFinite, ratio > 0 {
            r = ratio
        } else if ideal.width > 0, ideal.height > 0 {
            r = ideal.width / ideal.height
        } else {
            return p
        }
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        switch (usable(p.width), usable(p.height)) {
        case (let w?, let h?):
            // Fit: the smaller of the two scales; fill: the larger.
            let width = fill ? max(w, h * r) : min(w, h * r)
            return ProposedSize(width: width, height: width / r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }
}
