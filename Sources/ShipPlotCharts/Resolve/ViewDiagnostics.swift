// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension ViewProblems {
    /// The diagnostics for bad input in the views of `marks`' annotations and symbol views.
    static func diagnostics(_ marks: [MarkSpec]) -> [ChartDiagnostic] {
        var total = ViewProblems()
        for mark in marks {
            for annotation in mark.style.annotations { total = total + annotation.problems }
            if let symbol = mark.style.symbolView { total = total + symbol.node.box.problems }
        }
        return total.messages.map { ChartDiagnostic(message: $0) }
    }
}
