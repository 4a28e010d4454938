// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetImages
import Foundation

/// A colour stop of a gradient.
package struct GradientStop: Equatable, Sendable {
    package var offset: Double
    package var color: RGBA

    package init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }
}

/// Where a gradient's colours lie, in points.
package enum GradientGeometry: Equatable, Sendable {
    /// Colours change along the line from `from` to `to` and stay constant across it.
    case linear(from: Point, to: Point)
    /// Colours change from the circle of `startRadius` to that of `endRadius`, both around `center`.
    case radial(center: Point, startRadius: Double, endRadius: Double)
}

/// An effect on a layer of drawing: the commands between `pushEffect` and `popEffect` are drawn on their own,
/// then blurred or blended onto the picture as one.
package enum LayerEffect: Equatable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius` points (finite, 0...``LayerEffect/maximumBlur``).
    case blur(radius: Double)
    /// Composited with `mode` instead of drawn over.
    case blend(BlendMode)

    /// The largest blur radius drawn, in points; larger radii are clamped to it.
    package static let maximumBlur = 64.0

    /// The standard deviation drawn for `radius`: clamped to ``maximumBlur``; nil when it is NaN, infinite or
    /// negative.
    package static func sigma(_ radius: Double) -> Double? {
        guard radius.isFinite, radius >= 0 else { return nil }
        return min(radius, maximumBlur)
    }
}

/// One drawing operation. The scene emits these in z-order; a canvas replays them.
package enum DrawCommand: Equatable, Sendable {
    case fill(Path, RGBA)
    case stroke(Path, Stroke, RGBA)
    case text(TextRun)
    case linearGradient(Path, from: Point, to: Point, stops: [GradientStop])
    // The rarely used kinds are boxed, so they do not make every command larger to copy.
    indirect case radialGradient(Path, center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop])
    /// A stroke whose colour follows a gradient.
    indirect case gradientStroke(Path, Stroke, GradientGeometry, stops: [GradientStop])
    /// A soft shadow of `color`, blurred by `radius` points, under a filled path (no stroke) or a stroked one.
    indirect case shadow(Path, Stroke?, RGBA, radius: Double)
    /// Restricts the following commands to a rectangle until the matching `popClip`.
    case pushClip(Rect)
    case popClip
    /// Starts a masked layer: the following commands draw its content, up to `pushMaskLayer`.
    case pushMaskedLayer
    /// Ends the masked layer's content; the following commands draw its mask, up to `popMaskLayers`.
    case pushMaskLayer
    /// Lays the content over the picture through the mask's alpha. The three always come as a triple.
    case popMaskLayers
    /// Starts a layer drawn with `effect`, up to the matching `popEffect`; pairs nest.
    case pushEffect(LayerEffect)
    case popEffect
    /// An image from an asset catalog, placed by three of its corners.
    indirect case image(PlacedImage)
    /// One shape drawn at many points, one after another: a scatter plot's symbols of one colour. It draws as
    /// its ``SymbolRun/placements`` do; a vector canvas writes the shape once and places it.
    indirect case symbols(SymbolRun)
}

/// A shape placed at many points in one colour, filled or stroked: a run of a scatter plot's symbols.
package struct SymbolRun: Equatable, Sendable {
    /// The outline around (0, 0).
    package var shape: Path
    /// The stroke drawing the outline; nil fills it.
    package var stroke: Stroke?
    package var color: RGBA
    /// Where the shape's (0, 0) lands, in drawing order.
    package var centers: [Point]

    package init(shape: Path, stroke: Stroke?, color: RGBA, centers: [Point] = []) {
        self.shape = shape
        self.stroke = stroke
        self.color = color
        self.centers = centers
    }

    /// The shape at `center`, as a fill or stroke of its own. The coordinates are the shape's plus the
    /// centre's, the sums a shape made around the centre has for a circle.
    package func placement(at center: Point) -> DrawCommand {
        func moved(_ p: Point) -> Point { Point(x: p.x + center.x, y: p.y + center.y) }
        let path = Path(
            elements: shape.elements.map { element in
                switch element {
                case .move(let p): .move(moved(p))
                case .line(let p): .line(moved(p))
                case .curve(let p, let c1, let c2): .curve(moved(p), control1: moved(c1), control2: moved(c2))
                case .close: .close
                }
            })
        return stroke.map { .stroke(path, $0, color) } ?? .fill(path, color)
    }

    /// Each placement as its own command, in order.
    package var placements: [DrawCommand] { centers.map(placement) }
}

extension DrawCommand {
    /// The command as plain commands: symbols as their placements, any other command as itself.
    package var placements: [DrawCommand] {
        if case .symbols(let run) = self { return run.placements }
        return [self]
    }
}

/// An image file drawn on the page: the catalog image's files for one appearance, and where its corners land.
/// Any affine placement (a rotation, a scale) moves the three corners, as it moves a path's points.
package struct PlacedImage: Equatable, Sendable {
    /// The image's files, one per scale, lowest first; a canvas draws the one that suits its pixel density.
    package var files: [ScaledImageFile]
    /// Whether a vector file is drawn as vectors at any size, or as a bitmap made at its size (iOS's way when a
    /// catalog does not preserve the vector data).
    package var preservesVectors: Bool
    /// Where the image's top-left, top-right and bottom-left corners land.
    package var topLeft: Point
    package var topRight: Point
    package var bottomLeft: Point
    /// The opacity the image is drawn at, 0...1.
    package var opacity: Double = 1
    /// Whether a bitmap drawn at another size is resampled smoothly, or by the nearest pixel
    /// (`Image.interpolation(.none)`).
    package var smooth = true

    package init(
        files: [ScaledImageFile], preservesVectors: Bool, topLeft: Point, topRight: Point, bottomLeft: Point,
        opacity: Double = 1, smooth: Bool = true
    ) {
        self.files = files
        self.preservesVectors = preservesVectors
        (self.topLeft, self.topRight, self.bottomLeft) = (topLeft, topRight, bottomLeft)
        self.opacity = opacity
        self.smooth = smooth
    }

    /// This placement with its corners mapped by `f`.
    package func mapped(_ f: (Point) -> Point) -> PlacedImage {
        var copy = self
        (copy.topLeft, copy.topRight, copy.bottomLeft) = (f(topLeft), f(topRight), f(bottomLeft))
        return copy
    }

    /// The fourth corner.
    package var bottomRight: Point {
        Point(x: topRight.x + bottomLeft.x - topLeft.x, y: topRight.y + bottomLeft.y - topLeft.y)
    }

    /// The corners' bounding box.
    package var bounds: Rect {
        let corners = [topLeft, topRight, bottomLeft, bottomRight]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// One file of a catalog image and its scale (pixels per point).
package struct ScaledImageFile: Equatable, Sendable {
    package var file: ImageFile
    package var scale: Double

    package init(file: ImageFile, scale: Double) {
        self.file = file
        self.scale = scale
    }

    /// The file's size in points.
    package var pointSize: (width: Double, height: Double) { (file.width / scale, file.height / scale) }
}
