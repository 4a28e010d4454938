// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a line or rule is stroked, with SwiftUI's spelling.
public struct StrokeStyle: Sendable, Equatable {
    /// Stroke width in points. Default 1.
    public var lineWidth: CGFloat
    /// End caps. Default `.butt`.
    public var lineCap: CGLineCap
    /// Joins between segments. Default `.miter`.
    public var lineJoin: CGLineJoin
    /// Miter limit. Default 10.
    public var miterLimit: CGFloat
    /// Dash pattern in points, on and off lengths; empty means solid. Default `[]`.
    public var dash: [CGFloat]
    /// Offset into the dash pattern. Default 0.
    public var dashPhase: CGFloat

    /// Creates a stroke style; every parameter has SwiftUI's default.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Line end caps, as Core Graphics names them.
public enum CGLineCap: Sendable, Equatable { case butt, round, square }
/// Line joins, as Core Graphics names them.
public enum CGLineJoin: Sendable, Equatable { case miter, round, bevel }
