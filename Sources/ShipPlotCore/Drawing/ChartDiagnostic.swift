// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A warning about data the chart had to leave out or adjust; rendering still succeeds.
public struct ChartDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// One line saying what happened, e.g. `3 non-finite values left out of LineMark`.
    public let message: String
    public var description: String { message }

    package init(message: String) {
        self.message = message
    }
}
