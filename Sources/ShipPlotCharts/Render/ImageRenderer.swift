// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import ShipPlotCore
import ShipPlotViews

/// Renders any view — a chart, a card with a chart, a dashboard — to PNG, PDF or SVG, as SwiftUI's
/// `ImageRenderer` does on Apple platforms:
///
/// ```swift
/// let renderer = ImageRenderer(content: StepsCard(days: days))
/// renderer.scale = 2
/// try renderer.write(to: URL(fileURLWithPath: "card.png"))
/// ```
///
/// The image is the size the view chooses for ``proposedSize`` (by default its ideal size: a chart alone is
/// 800 × 500 points; give it a `.frame` for another). Charts inside are laid out and drawn by the same driver as
/// ``ChartRenderer``'s.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size offered to the view. Default `.unspecified`: the view's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Device pixels per point in PNGs, in (0, 8]. Default 1. PDF and SVG are drawn in points whatever it is.
    public var scale: CGFloat = 1
    /// Whether the image is filled with the background colour (white, or `#1C1C1E` in dark mode) instead of left
    /// transparent. Default false: what the view does not draw stays transparent.
    public var isOpaque = false
    /// How colours blend. Default `.nonLinear`, the only mode ShipPlot draws.
    public var colorMode: ColorRenderingMode = .nonLinear
    /// The fonts text DejaVu Sans cannot draw alone falls back to: the system's, or a pinned set (the tests').
    package var shaper = TextShaper.system
    /// The moment `Text(_:style:)` counts from for `.relative`, `.offset` and `.timer`: a render never reads the
    /// clock, so the same renderer draws the same text. Default: the moment the renderer was made.
    public var referenceDate = Date()

    /// A renderer for `content`.
    public init(content view: Content) {
        content = view
    }

    /// The size of the image in points: the size the view chooses for ``proposedSize``, each side at least one
    /// point and at most 100,000.
    public func size() throws -> CGSize {
        let measurer = try CairoTextMeasurer(shaper: shaper)
        return measuredSize(content._node, measurer: measurer)
    }

    /// The view as a PNG image of its size times ``scale`` pixels.
    public func pngData() throws -> Data { try data(as: .png) }

    /// The view as a one-page PDF of its size in points, with no creation date.
    public func pdfData() throws -> Data { try data(as: .pdf) }

    /// The view as an SVG document of its size in CSS pixels, with selectable text.
    public func svgData() throws -> Data { try data(as: .svg) }

    /// The view encoded as `format`.
    public func data(as format: ChartOutputFormat) throws -> Data { try renderer().data(as: format) }

    /// Renders in the format named by `url`'s extension (`.png`, `.pdf`, `.svg`) and writes the file atomically.
    public func write(to url: URL) throws { try renderer().write(to: url) }

    /// What the view and the charts in it left out or cut short, one line each.
    public func diagnostics() throws -> [ChartDiagnostic] { try renderer().diagnostics() }

    /// The draw commands as text, measured with fixed metrics: a structural golden independent of fonts.
    package func recordedCommands() throws -> String {
        let node = content._node
        let size = measuredSize(node, measurer: FixedTextMeasurer())
        return try configured(ChartRenderer(view: content, width: size.width, height: size.height, scale: scale))
            .recordedCommands()
    }

    /// The renderer for the image: the view at the size it chooses (the benchmark times it like a chart's).
    package func chartRenderer() throws -> ChartRenderer { try renderer() }

    /// The renderer for the image: the view at the size it chooses.
    func renderer() throws -> ChartRenderer {
        let size = try self.size()
        return configured(ChartRenderer(view: content, width: size.width, height: size.height, scale: scale))
    }

    private func configured(_ renderer: ChartRenderer) -> ChartRenderer {
        var renderer = renderer
        renderer.background = isOpaque ? .automatic : .transparent
        renderer.shaper = shaper
        renderer.referenceDate = referenceDate
        return renderer
    }

    private func measuredSize(_ node: _ViewNode, measurer: TextMeasurer) -> CGSize {
        func offered(_ value: CGFloat?) -> Double? {
            guard let value else { return nil }
            let v = Double(value)
            return v.isNaN ? nil : v
        }
        let inputs = ChartInputs(
            width: 1, height: 1, calendar: ChartCalendar(chosen: nil), measurer: measurer)
        let root = ChartRenderer.rootRenderer(inputs)
        let chosen = root.size(
            of: node, proposal: ProposedSize(width: offered(proposedSize.width), height: offered(proposedSize.height)))
        func side(_ v: Double) -> Double { v.isFinite ? min(max(v, 1), ViewLimits.dimension) : 1 }
        return CGSize(width: side(chosen.width), height: side(chosen.height))
    }

    // MARK: Apple's Core Graphics outputs

    /// Core Graphics images do not exist on Linux.
    @available(
        *, unavailable, message: "Core Graphics is not on Linux: use pngData(), pdfData(), svgData() or write(to:)"
    )
    public var cgImage: Never? { nil }

    /// UIKit images do not exist on Linux.
    @available(*, unavailable, message: "UIKit is not on Linux: use pngData() or write(to:)")
    public var uiImage: Never? { nil }

    /// AppKit images do not exist on Linux.
    @available(*, unavailable, message: "AppKit is not on Linux: use pngData() or write(to:)")
    public var nsImage: Never? { nil }

    /// Drawing into a Core Graphics context does not exist on Linux.
    @available(*, unavailable, message: "Core Graphics is not on Linux: use pdfData() or write(to:) with a .pdf URL")
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (Never) -> Void) -> Void) {}
}
