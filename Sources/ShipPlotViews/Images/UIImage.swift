// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import AssetImages
import Foundation
import ShipPlotCore

/// UIKit's image, as far as view code makes one and shows it with `Image(uiImage:)`: an asset catalog image, a
/// system symbol, or a PNG, JPEG, SVG or PDF image from data or a file, read within the limits catalog images
/// have. As in UIKit, an image that cannot be made is nil.
public final class UIImage: Sendable {
    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the image says (a catalog's template setting, a symbol as a template).
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// In the foreground style, by its shape.
        case alwaysTemplate
    }

    package let asset: CatalogImage?
    package let symbolName: String?
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// Pixels per point of the image's bitmap.
    public let scale: CGFloat
    /// The image's size in points.
    public let size: CGSize

    private init(asset: CatalogImage?, symbolName: String?, renderingMode: RenderingMode, scale: CGFloat) {
        self.asset = asset
        self.symbolName = symbolName
        self.renderingMode = renderingMode
        self.scale = scale
        size = asset.map { CGSize(width: $0.width, height: $0.height) } ?? CGSize(width: 20, height: 20)
    }

    /// The image set `name` of the app's asset catalog.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The image set `name` of `bundle`'s asset catalog (the app's when nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let asset = CatalogImage.resolve(name, bundle: bundle).image else { return nil }
        self.init(asset: asset, symbolName: nil, renderingMode: .automatic, scale: 1)
    }

    /// The system symbol `systemName`, when it is one the library draws.
    public convenience init?(systemName: String) {
        guard SystemSymbols.isKnown(systemName) else { return nil }
        self.init(asset: nil, symbolName: systemName, renderingMode: .automatic, scale: 1)
    }

    /// The image `data` holds (PNG, JPEG, SVG or PDF) at 1 pixel per point.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image `data` holds (PNG, JPEG, SVG or PDF) at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        let scale = scale.isFinite && scale > 0 ? min(scale, 16) : 1
        guard case .success(let file) = ImageFiles.probe(bytes: data, name: "an image made from data") else {
            return nil
        }
        let scaled = ScaledImageFile(file: file, scale: Double(scale))
        let asset = CatalogImage(
            name: "an image made from data", files: [AppearanceSlot(.any): [scaled]], isTemplate: false,
            preservesVectors: true, width: scaled.pointSize.width, height: scaled.pointSize.height)
        self.init(asset: asset, symbolName: nil, renderingMode: .automatic, scale: scale)
    }

    /// The image in the file at `path`.
    public convenience init?(contentsOfFile path: String) {
        guard case .success(let data) = BoundedFile.read(URL(fileURLWithPath: path), limit: ImageFiles.maximumBytes)
        else { return nil }
        self.init(data: data)
    }

    /// This image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(asset: asset, symbolName: symbolName, renderingMode: renderingMode, scale: scale)
    }

    /// The bytes of an image made from PNG data; nil otherwise (images are not encoded here).
    public func pngData() -> Data? { sourceBytes(.png) }

    /// The bytes of an image made from JPEG data; nil otherwise (images are not encoded here).
    public func jpegData(compressionQuality: CGFloat) -> Data? { sourceBytes(.jpeg) }

    private func sourceBytes(_ format: ImageFile.Format) -> Data? {
        guard let file = asset?.files.values.first?.first?.file, file.format == format else { return nil }
        return file.bytes
    }
}

extension Image {
    /// The image `uiImage` is: its catalog image or data, or its system symbol.
    public init(uiImage: UIImage) {
        guard let asset = uiImage.asset else {
            content = ImageContent(name: uiImage.symbolName ?? "", isSystem: uiImage.symbolName != nil)
            return
        }
        content = ImageContent(name: asset.name, isSystem: false)
        content.asset = asset
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: content.renderingMode = .original
        case .alwaysTemplate: content.renderingMode = .template
        }
    }
}
