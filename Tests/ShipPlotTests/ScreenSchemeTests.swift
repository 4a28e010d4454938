// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Colour schemes as iOS gives them to a screen: a view's preferred scheme is its whole window's, dividers are
/// drawn in the separator colour, and a list under a transparent navigation bar shows its own background there.
@Suite struct ScreenSchemeTests {
    /// The fills of `view` drawn as an opaque image of 300 × 200 (its background first).
    static func fills(_ view: some View, scheme: ColorScheme = .light) throws -> [(rect: Rect, color: RGBA)] {
        var renderer = ChartRenderer(view: view, width: 300, height: 200)
        renderer.background = .automatic
        renderer.colorScheme = scheme
        return try renderer.makeScene(measurer: FixedTextMeasurer()).commands.compactMap {
            if case .fill(let path, let color) = $0 { (path.bounds, color) } else { nil }
        }
    }

    @Test func aSchemePreferredInsideAViewIsTheWholeImages() throws {
        // Set on a text inside the card, as an app sets it anywhere in its screen: the image's fill and the
        // card's no-argument background, outside the view that asks, are dark too.
        let card = VStack { Text("Steps").preferredColorScheme(.dark) }.padding().background()
        let fills = try Self.fills(card)
        let dark = Theme.standard(.dark).background
        #expect(fills.first?.color == dark, "the image's fill")
        #expect(fills.dropFirst().first?.color == dark, "the card's background")
        // A scheme set with .environment(\.colorScheme, …) stays the subtree's own, as in SwiftUI.
        let subtree = VStack { Text("Steps").environment(\.colorScheme, .dark) }.padding().background()
        let light = Theme.standard(.light).background
        #expect(try Self.fills(subtree).map(\.color).prefix(2) == [light, light])
    }

    @Test func aDividerIsDrawnInTheSeparatorColourOfItsScheme() throws {
        for scheme in ColorScheme.allCases {
            let fills = try Self.fills(
                VStack {
                    Text("A"); Divider(); Text("B")
                }, scheme: scheme)
            let line = try #require(fills.first { $0.rect.height == 1 })
            #expect(line.color == SemanticColor.separator.rgba(scheme), "\(scheme)")
        }
    }

    @Test func aGroupedListUnderATransparentLargeTitleBarShowsItsBackgroundThere() throws {
        let screen = NavigationStack {
            List { Text("Row") }.navigationTitle("History")
        }
        for scheme in ColorScheme.allCases {
            let fills = try Self.fills(screen, scheme: scheme)
            // The stack's own fill, behind the bar: the list's grouped background, not the system background.
            let behindBar = try #require(fills.dropFirst().first)
            #expect(behindBar.rect == Rect(x: 0, y: 0, width: 300, height: 200))
            #expect(behindBar.color == SemanticColor.systemGroupedBackground.rgba(scheme), "\(scheme)")
        }
    }
    /// A list that hides its own background (`scrollContentBackground(.hidden)`) in a style background of the
    /// app's, as apps colour a screen: the style reaches behind the transparent bar and its large title, as
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)` does by default; a view that does not meet the bar, or a
    /// background told to keep out of the safe area, leaves the system background there.
    @Test func aStyleBackgroundMeetingTheTopBarReachesBehindItsLargeTitle() throws {
        let blue = Theme.standard(.light).resolve(.blue)
        // The bar and its large title are 96 points high: the strip above the root's frame.
        func underBar(_ root: some View) throws -> Bool {
            try Self.fills(NavigationStack { root.navigationTitle("Charts") }).contains {
                $0.color == blue && $0.rect.minY <= 0 && $0.rect.maxY >= 96
            }
        }
        #expect(try underBar(List { Text("Row") }.scrollContentBackground(.hidden).background(Color.blue)))
        #expect(try underBar(Form { Text("Row") }.scrollContentBackground(.hidden).background(Color.blue)))
        #expect(try underBar(Text("Row").frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue)))
        #expect(try !underBar(Text("Row").padding().background(Color.blue)))
        #expect(
            try !underBar(
                List { Text("Row") }.scrollContentBackground(.hidden).background(.blue, ignoresSafeAreaEdges: [])))
        // A list showing its own background covers the app's: its grouped grey is what shows behind the bar.
        #expect(try !underBar(List { Text("Row") }.background(Color.blue)))
    }

    /// The bottom layer of a root `ZStack` that ignores the safe area (`Color.blue.ignoresSafeArea()`, as apps
    /// colour a screen) reaches behind the bar too, through the modifiers on the stack and on the layer; a layer
    /// that keeps to the safe area, or ignores only the keyboard's or the bottom edge's, does not.
    @Test func aZStackLayerIgnoringTheSafeAreaReachesBehindTheBar() throws {
        let blue = Theme.standard(.light).resolve(.blue)
        func underBar(_ root: some View) throws -> Bool {
            try Self.fills(NavigationStack { root.navigationTitle("Charts") }).contains {
                $0.color == blue && $0.rect.minY <= 0 && $0.rect.maxY >= 96
            }
        }
        #expect(
            try underBar(
                ZStack {
                    Color.blue.ignoresSafeArea(); ScrollView { Text("Row") }
                }))
        #expect(
            try underBar(
                ZStack {
                    Color.blue.edgesIgnoringSafeArea(.all); Text("Row")
                }.padding(0)))
        #expect(
            try underBar(
                ZStack {
                    Color.blue.opacity(1).ignoresSafeArea(.container, edges: .top); Text("Row")
                }))
        #expect(
            try !underBar(
                ZStack {
                    Color.blue; Text("Row")
                }))
        #expect(
            try !underBar(
                ZStack {
                    Color.blue.ignoresSafeArea(.keyboard); Text("Row")
                }))
        #expect(
            try !underBar(
                ZStack {
                    Color.blue.ignoresSafeArea(edges: .bottom); Text("Row")
                }))
    }
}
