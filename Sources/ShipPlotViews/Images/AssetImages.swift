// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Image {
    /// An image from the app's asset catalog, looked up when the image is made: in `bundle`'s catalogs, or with
    /// `nil` in the main bundle's and then in every SwiftPM resource bundle beside the executable (see "Asset
    /// catalogs" in the documentation). PNG and JPEG files are drawn at the scale (1×, 2×, 3×) that suits the
    /// output, PDF and SVG files as vectors; a dark or high-contrast appearance is drawn where it applies; a set
    /// rendered as a template takes the foreground style. The image's size is its file's in points, or the frame
    /// offered once `resizable()`. A name no catalog has, or a file that cannot be drawn, keeps the frame empty
    /// and is one diagnostic that names it and says why.
    public init(_ name: String, bundle: Bundle? = nil) { content = ImageContent(catalog: name, bundle: bundle) }

    /// A decorative image from the app's asset catalog (drawn as `Image(_:bundle:)`; accessibility is not drawn).
    public init(decorative name: String, bundle: Bundle? = nil) {
        content = ImageContent(catalog: name, bundle: bundle)
    }

    /// The asset catalog image `resource`, a symbol Xcode generates (`Image(.logo)`); on Linux the
    /// `AssetSymbols` build-tool plugin of this package generates the same symbols.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension ImageContent {
    /// The catalog image `name`, resolved now.
    package init(catalog name: String, bundle: Bundle?) {
        self.init(name: name, isSystem: false)
        (asset, assetProblems) = CatalogImage.resolve(name, bundle: bundle)
    }
}

/// An image in the app's asset catalog, as the symbol Xcode generates for it (`ImageResource.logo`, used as
/// `Image(.logo)`). The `AssetSymbols` plugin generates these symbols from a target's catalogs on Linux.
public struct ImageResource: Hashable, Sendable {
    package let name: String
    package let bundlePath: String

    /// The image named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }

    package var bundle: Bundle? { Bundle(path: bundlePath) }
}
