// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Receives draw commands in order.
package protocol Canvas {
    mutating func draw(_ command: DrawCommand) throws
}
