// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The file formats a chart can be written as.
public enum ChartOutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format named by a file extension (case-insensitive), or nil for anything else.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
