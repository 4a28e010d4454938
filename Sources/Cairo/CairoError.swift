// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A failure reported by cairo or FreeType, named after the operation that hit it.
public struct CairoError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What the wrapper was doing, e.g. `"create image surface"`.
    public let operation: String
    /// cairo's own one-line explanation of the status (or FreeType's error code).
    public let reason: String

    /// Creates an error for `operation` with a plain-text `reason`.
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    init(operation: String, status: cairo_status_t) {
        self.init(operation: operation, reason: String(cString: cairo_status_to_string(status)))
    }

    public var description: String { "cairo: \(operation): \(reason)" }

    /// Whether cairo reported tags opened and closed out of order (`CAIRO_STATUS_TAG_ERROR`).
    public var isTagError: Bool { reason == String(cString: cairo_status_to_string(CAIRO_STATUS_TAG_ERROR)) }
}

/// Turns a cairo status into a thrown error unless it is success.
@inline(__always)
func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    if status != CAIRO_STATUS_SUCCESS {
        throw CairoError(operation: operation(), status: status)
    }
}
