// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// SwiftUI spellings app views use beside their charts (found by compiling the third held-out set against
/// ShipPlot): each compiles as Apple declares it and draws what Apple draws at rest.
@Suite(.tags(.heldOut)) struct ViewSpellingTests {
    private static func commands(_ view: some View, in rect: Rect) -> [DrawCommand] {
        ViewLayoutTests.renderer().render(view._node, in: rect).commands
    }

    private static let rect = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func typeSizeDesignTransitionAndSafeAreaModifiersDrawTheViewAsItIs() {
        let plain = VStack {
            Text("42 steps").font(.title); Color.red.frame(width: 20, height: 10)
        }
        let modified = VStack {
            Text("42 steps").font(.title).fontDesign(.rounded).contentTransition(.numericText())
            Color.red.frame(width: 20, height: 10).ignoresSafeArea().edgesIgnoringSafeArea(.top)
        }
        .dynamicTypeSize(.xxLarge)
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .fontDesign(.monospaced)
        .contentTransition(.numericText(value: 3))
        .ignoresSafeArea(.keyboard, edges: .bottom)
        #expect(Self.commands(modified, in: Self.rect) == Self.commands(plain, in: Self.rect))
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
    }

    struct StepsPreviews: PreviewProvider {
        static var previews: some View {
            Text(sampleTitle)
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewDevice("iPad Pro (11-inch)")
                .previewLayout(.fixed(width: 320, height: 80))
                .previewDisplayName("Steps")
                .previewInterfaceOrientation(.landscapeLeft)
        }
        static var platform: PreviewPlatform? { .iOS }
    }

    struct PlainPreviews: PreviewProvider {
        static var previews: some View { Color.red.previewLayout(.sizeThatFits) }
    }

    @MainActor @Test func previewProvidersCompileAndTheirPreviewsDrawAsTheirViewsDo() {
        #expect(Self.commands(StepsPreviews.previews, in: Self.rect) == Self.commands(Text("42 steps"), in: Self.rect))
        #expect(Self.commands(PlainPreviews.previews, in: Self.rect) == Self.commands(Color.red, in: Self.rect))
        #expect(StepsPreviews.platform == .iOS && PlainPreviews.platform == nil)
        #expect(InterfaceOrientation.allCases.count == 4)
    }

    @Test func scenePaddingIsTheDefaultSixteenPoints() {
        let square = Color.red.frame(width: 10, height: 10)
        #expect(ViewLayoutTests.size(square.scenePadding(), nil, nil) == ViewSize(width: 42, height: 42))
        #expect(ViewLayoutTests.size(square.scenePadding(.horizontal), nil, nil) == ViewSize(width: 42, height: 10))
        #expect(ViewLayoutTests.size(square.scenePadding(.minimum, edges: .top), nil, nil).height == 26)
    }

    @Test func scaledMetricReadsAsWrittenAtTheDefaultTypeSize() {
        struct Card { @ScaledMetric(relativeTo: .largeTitle) var spacing: CGFloat = 5; @ScaledMetric var gap = 3.0 }
        let card = Card()
        #expect(card.spacing == 5 && card.gap == 3)
    }

    @Test func assetCatalogImageResourcesKeepTheirFrameAndDrawNothing() {
        let image = Image(ImageResource(name: "permit", bundle: .main)).resizable().frame(width: 80, height: 80)
        #expect(ViewLayoutTests.size(image, nil, nil) == ViewSize(width: 80, height: 80))
        #expect(Self.commands(image, in: Self.rect).isEmpty)
    }
}

/// Sample data apps keep on the protocol, for every preview to read.
extension PreviewProvider {
    static var sampleTitle: String { "42 steps" }
}
