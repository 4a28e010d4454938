// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An error that stops a chart from being drawn: where it failed (``stage``) and one line saying what is wrong.
///
/// Switch on ``stage`` to choose what to tell your user (a size they asked for, data they gave, a file they
/// named); ``message`` is the line to show them. `description` is `"<stage>: <message>"`, as in
/// `size: 20000 × 20000 pixels is over 100 megapixels`.
public struct ChartError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Where drawing failed, one case for each kind of failure a caller can act on; the raw value is the word
    /// `description` starts with.
    public enum Stage: String, Sendable, CaseIterable {
        /// The chart's values cannot be put on its axes: one axis mixes categories, numbers or dates.
        case resolve
        /// The size asked for cannot be drawn, refused before anything is allocated: a width, height or scale that
        /// is not finite and positive, a scale above 8, an image past 32,767 pixels a side or 100 megapixels, or a
        /// PDF page or SVG document past 14,400 points a side.
        case size
        /// The charts cannot be arranged: a ``ChartSheet`` with no charts or fewer than one column.
        case layout
        /// What was asked needs a chart, and the renderer draws a view (the one an ``ImageRenderer`` makes).
        case view
        /// Drawing or encoding failed: a DejaVu Sans font file missing or unreadable, an asset catalog image whose
        /// file cannot be decoded, or an error from cairo.
        case render
        /// The file cannot be written: its extension is not `.png`, `.pdf` or `.svg`, its folder is missing, it
        /// names a folder, or the system refused the write.
        case output
    }

    /// Where drawing failed.
    public let stage: Stage
    /// One line saying what is wrong and what was expected.
    public let message: String

    /// An error of `stage` with `message`.
    package init(stage: Stage, message: String) {
        self.stage = stage
        self.message = message
    }

    /// `"<stage>: <message>"`.
    public var description: String { "\(stage.rawValue): \(message)" }
}
