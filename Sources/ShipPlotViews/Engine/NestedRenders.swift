// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a view tree's views report besides their commands: the charts they drew inside them (how many, how many
/// were left out and why, and what those charts reported) and the asset colours they drew that no catalog gave.
/// A value: the drawer keeps it while it walks one tree, a chart drawn inside returns its own (for the charts in
/// its annotations and labels), and the parent merges them, so an image is bounded by ``ViewLimits/charts``
/// charts at most ``ViewLimits/chartDepth`` deep, and names each unknown colour once, without anything shared
/// between renders.
package struct NestedRenders: Sendable {
    package var drawn = 0
    package var tooDeep = 0
    package var tooMany = 0
    /// What the charts reported, in the order they were drawn (those inside a chart before the chart's own).
    package var diagnostics: [ChartDiagnostic] = []
    /// The asset colours the views drew that no catalog gave (a chart's own are in its diagnostics).
    package var unknownColors = UnknownAssetColors()

    /// Whether one more chart may be drawn at `depth` when `budget` charts may be drawn in all; counts it, or the
    /// reason it is not drawn.
    package mutating func admit(depth: Int, budget: Int) -> Bool {
        guard depth <= ViewLimits.chartDepth else {
            tooDeep += 1
            return false
        }
        guard drawn < budget else {
            tooMany += 1
            return false
        }
        drawn += 1
        return true
    }

    /// This tally with `other`'s charts, left-out charts, reports and unknown colours after its own.
    package mutating func merge(_ other: NestedRenders) {
        drawn += other.drawn
        tooDeep += other.tooDeep
        tooMany += other.tooMany
        diagnostics += other.diagnostics
        unknownColors.merge(other.unknownColors)
    }

    /// The charts' diagnostics, then one line for each kind of chart left out.
    package var messages: [ChartDiagnostic] {
        var all = diagnostics
        if tooDeep > 0 {
            all.append(
                ChartDiagnostic(
                    message: "\(tooDeep) chart\(tooDeep == 1 ? "" : "s") nested more than \(ViewLimits.chartDepth) "
                        + "charts deep not drawn"))
        }
        if tooMany > 0 {
            all.append(
                ChartDiagnostic(
                    message:
                        "\(tooMany) chart\(tooMany == 1 ? "" : "s") past \(ViewLimits.charts) in one image not drawn"
                ))
        }
        return all
    }

    package init(drawn: Int = 0, tooDeep: Int = 0, tooMany: Int = 0, diagnostics: [ChartDiagnostic] = []) {
        self.drawn = drawn
        self.tooDeep = tooDeep
        self.tooMany = tooMany
        self.diagnostics = diagnostics
    }
}
