// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Custom views read the environment of their place, as SwiftUI's do: `@EnvironmentObject` the nearest
/// ancestor's object, `@Environment(\.colorScheme)` the scheme set around them, `@Environment(T.self)` an
/// `@Observable` object. Each image is compared with the same picture built without the environment.
@MainActor @Suite struct EnvironmentObjectTests {
    final class Steps: ObservableObject {
        @Published var values: [Double]
        init(_ values: [Double]) { self.values = values }
    }

    @Observable final class Profile {
        var name: String
        init(_ name: String) { self.name = name }
    }

    /// Bars of the values given, the picture the environment versions must draw.
    struct PlainBars: View {
        let values: [Double]
        var body: some View {
            Chart(values.indices, id: \.self) { i in BarMark(x: .value("Day", i), y: .value("Steps", values[i])) }
        }
    }

    struct Bars: View {
        @EnvironmentObject var steps: Steps
        var body: some View { PlainBars(values: steps.values) }
    }

    /// A card whose content is built before `.environmentObject` is applied around it, as in app code.
    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Steps")
                Bars()
            }
        }
    }

    struct PlainCard: View {
        let values: [Double]
        var body: some View {
            VStack(spacing: 0) {
                Text("Steps")
                PlainBars(values: values)
            }
        }
    }

    static func png(_ view: some View) throws -> Data {
        try ImageRenderer(content: view.frame(width: 200, height: 140)).pngData()
    }

    @Test func aNestedViewReadsTheObjectSetAroundItsContainer() throws {
        let steps = Steps([1, 4, 2])
        let drawn = try Self.png(VStack { Card() }.environmentObject(steps))
        #expect(drawn == (try Self.png(VStack { PlainCard(values: [1, 4, 2]) })))
        // Another render with another object draws that object, not the first one's.
        let other = try Self.png(VStack { Card() }.environmentObject(Steps([3, 1, 1])))
        #expect(other == (try Self.png(VStack { PlainCard(values: [3, 1, 1]) })))
        #expect(other != drawn)
    }

    @Test func theNearestAncestorsObjectWins() throws {
        let view = VStack { Card().environmentObject(Steps([5, 1, 5])) }.environmentObject(Steps([1, 2, 3]))
        #expect(try Self.png(view) == (try Self.png(VStack { PlainCard(values: [5, 1, 5]) })))
    }

    @Test func aViewWhoseObjectNobodySetIsLeftOutAndNamed() throws {
        let renderer = ImageRenderer(
            content: VStack {
                Text("Steps"); Bars()
            }.frame(width: 200, height: 140))
        let messages = try renderer.diagnostics().map(\.message)
        #expect(messages.contains { $0.contains("environment object") && $0.hasSuffix(": Steps") })
        // The rest of the view is drawn, as if the bars were not there.
        #expect(try renderer.pngData() == (try Self.png(VStack { Text("Steps") })))
    }

    struct SchemeSwatch: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Rectangle().fill(scheme == .dark ? Color.white : Color.black) }
    }

    @Test func environmentValuesAreTheOnesOfTheViewsPlace() throws {
        let dark = try Self.png(HStack { SchemeSwatch() }.preferredColorScheme(.dark))
        #expect(dark == (try Self.png(HStack { Rectangle().fill(Color.white) }.preferredColorScheme(.dark))))
        let light = try Self.png(HStack { SchemeSwatch() })
        #expect(light == (try Self.png(HStack { Rectangle().fill(Color.black) })))
    }

    struct Greeting: View {
        @Environment(Profile.self) var profile
        var body: some View { Text("Hello, \(profile.name)") }
    }

    struct MaybeGreeting: View {
        @Environment(Profile.self) var profile: Profile?
        var body: some View { Text(profile.map { "Hello, \($0.name)" } ?? "Hello") }
    }

    @Test func observableObjectsAreReadByType() throws {
        let view = VStack {
            Greeting(); MaybeGreeting()
        }.environment(Profile("Ada"))
        #expect(
            try Self.png(view)
                == (try Self.png(
                    VStack {
                        Text("Hello, Ada"); Text("Hello, Ada")
                    })))
        #expect(try Self.png(VStack { MaybeGreeting() }) == (try Self.png(VStack { Text("Hello") })))
    }

    /// A modifier that reads the environment, written as apps write card styles.
    struct Inked: ViewModifier {
        @Environment(\.colorScheme) var scheme
        func body(content: Content) -> some View { content.foregroundStyle(scheme == .dark ? .white : .black) }
    }

    @Test func aViewModifierReadsTheEnvironmentOfItsPlace() throws {
        let view = VStack { Text("Total").modifier(Inked()) }.preferredColorScheme(.dark)
        let plain = VStack { Text("Total").foregroundStyle(.white) }.preferredColorScheme(.dark)
        #expect(try Self.png(view) == (try Self.png(plain)))
    }

    /// Two rows from one body: in a stack they are two children, spaced as two views written there.
    struct Rows: View {
        @EnvironmentObject var steps: Steps
        var body: some View {
            Text("Best \(Int(steps.values.max() ?? 0))")
            Text("Days \(steps.values.count)")
        }
    }

    @Test func aBodyOfSeveralViewsIsSeveralChildrenOfItsStack() throws {
        let view = VStack(spacing: 30) { Rows() }.environmentObject(Steps([1, 4, 2]))
        #expect(
            try Self.png(view)
                == (try Self.png(
                    VStack(spacing: 30) {
                        Text("Best 4"); Text("Days 3")
                    })))
    }

    struct Badge: View {
        @EnvironmentObject var steps: Steps
        var body: some View { Text("\(steps.values.count) days").font(.caption) }
    }

    @Test func viewsInsideAChartReadTheObjectsAroundTheChart() throws {
        func chart(_ badge: some View) -> some View {
            Chart([1.0, 4, 2].indices, id: \.self) { i in
                BarMark(x: .value("Day", i), y: .value("Steps", [1.0, 4, 2][i]))
                    .annotation(position: .top) { if i == 1 { badge } }
            }
        }
        let read = ImageRenderer(
            content: chart(Badge()).environmentObject(Steps([1, 4, 2])).frame(width: 200, height: 140))
        #expect(try read.diagnostics().isEmpty)
        #expect(try read.pngData() == (try Self.png(chart(Text("3 days").font(.caption)))))
    }
}
