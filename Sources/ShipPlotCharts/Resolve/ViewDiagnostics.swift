// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension ViewProblems {
    /// The diagnostics for bad input in the views of `marks`' annotations and symbol views.
    static func diagnostics(_ marks: [MarkSpec]) -> [ChartDiagnostic] {
        var total = ViewProblems()
        // Read in place: a copy of each mark costs more than the check.
        for i in marks.indices {
            for annotation in marks[i].style.annotations { total = total + annotation.problems }
            if let symbol = marks[i].style.symbolView { total = total + symbol.node.box.problems }
        }
        return total.messages.map { ChartDiagnostic(message: $0) }
    }
}
