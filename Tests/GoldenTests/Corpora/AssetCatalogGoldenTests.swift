// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

// The generated symbols are internal to the app's target, as Xcode makes them.
@testable import AssetCatalogApp
@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A target that ships its own `Assets.xcassets` (`Examples/AssetCatalogApp`, declared `.process`, with the
/// `AssetSymbols` plugin) rendered light and dark at 2×: its colours and every kind of image it holds, against the
/// golden images and structural goldens in `golden-images/assets/`.
@MainActor @Suite struct AssetCatalogGoldenTests {
    static func renderer(_ scheme: ColorScheme) -> ImageRenderer<AnyView> {
        let renderer = ImageRenderer(content: AnyView(BrandScreen().preferredColorScheme(scheme)))
        renderer.scale = 2
        renderer.isOpaque = true
        return renderer
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func brandScreen(_ scheme: ColorScheme) throws {
        let name = "brand-screen-\(scheme)"
        let renderer = Self.renderer(scheme)
        let failure = checkGolden(png: try renderer.pngData(), suite: "assets", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
        expectTextGolden(try renderer.recordedCommands(), suite: "assets", name)
        let diagnostics = try renderer.diagnostics()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func theGeneratedSymbolsNameTheCatalogsAssets() throws {
        #expect(Theme.standard(.light).resolve(Color(.brandBlue)) == RGBA(hex: 0x0A6CF5))
        #expect(Theme.standard(.dark).resolve(Color.brandBlue) == RGBA(hex: 0x4A9BFF))
        #expect(Theme.standard(.light).resolve(Color(.Palette.series1)) == RGBA(hex: 0x2FB457))
        #expect(UIColor(named: "BrandBlue") != nil && UIColor(named: "NoSuchColour") == nil)
    }

    @Test func vectorImagesStayVectorsInAPDF() throws {
        func images(_ view: some View) throws -> Int {
            let pdf = String(decoding: try ImageRenderer(content: view).pdfData(), as: UTF8.self)
            return pdf.components(separatedBy: "/Subtype /Image").count - 1
        }
        // The SVG badge keeps its vectors; the PDF trophy, whose set does not preserve them, is a 3× bitmap (and
        // its alpha mask) as on iOS.
        #expect(try images(Image(.badge)) == 0)
        #expect(try images(Image(.trophy)) == 2)
    }
}
