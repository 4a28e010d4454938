// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Spellings the held-out screens stopped on that draw nothing of their own: each compiles as the app writes it,
/// and the screen draws its resting state.
@Suite struct AppSpellingTests {
    @Test func navigationPlacementsAndDestinationsDrawTheRootWithItsBackButton() throws {
        let view = NavigationStack {
            Text("Coin")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Back") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Star") {} }
                }
                .navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
                .navigationDestination(item: .constant(Optional(3))) { Text("Item \($0)") }
        }
        let runs = ScreenContainerTests.runs(view)
        // A navigation action sits at the bar's leading end; nothing is pushed in an image.
        let back = try ScreenContainerTests.run("Back", in: view), star = try ScreenContainerTests.run("Star", in: view)
        #expect(back.origin.x < 50 && star.origin.x > 300 && abs(back.origin.y - star.origin.y) < 0.01)
        #expect(!runs.contains { $0.text == "Pushed" || $0.text == "Item 3" })
        #expect(runs.contains { $0.text == "Coin" })
    }

    @Test func aSpringWithNoArgumentsResolvesToOneDeclaration() {
        // Two declarations default every argument, as Apple's do; the call must resolve to one.
        let animation = withAnimation(.spring()) { Animation.spring() }
        #expect(animation == Animation.spring)
    }

    @Test func userDefaultsReadAndWriteThroughKeyValueCoding() throws {
        let suite = "shipplot-app-spelling-\(getpid())"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        #expect(defaults.value(forKey: "goal") == nil)
        defaults.setValue(8_000, forKey: "goal")
        #expect(defaults.value(forKey: "goal") as? Int == 8_000)
        #expect(defaults.integer(forKey: "goal") == 8_000)
        defaults.setValue(nil, forKey: "goal")
        #expect(defaults.object(forKey: "goal") == nil)
    }
}
