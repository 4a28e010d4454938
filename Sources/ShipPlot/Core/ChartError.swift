// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An error that stops a chart from being drawn, naming the stage and the mark.
public struct ChartError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The pipeline stage that failed: `resolve`, `layout`, `render` or `output`.
    public let stage: String
    /// One line saying what is wrong and what was expected.
    public let message: String

    public var description: String { "\(stage): \(message)" }
}
