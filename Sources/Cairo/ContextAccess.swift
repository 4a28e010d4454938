// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The raw `cairo_t` for sibling wrappers in this package (the Pango text wrapper draws on the same context).
extension Context {
    package var cairoPointer: OpaquePointer { pointer }
}
