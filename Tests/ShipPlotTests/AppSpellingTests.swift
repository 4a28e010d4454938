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

    @Test func anOptionalGestureIsAGesture() {
        // As a chart view writes it: a drag only while the chart is draggable.
        let draggable = Bool.random()
        let chart = Text("Balance").gesture(draggable ? DragGesture().onChanged { _ in } : nil)
        #expect(ScreenContainerTests.runs(chart).map(\.text) == ["Balance"])
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

/// Controls the held-out screens draw: toggles in their styles, links, glass, and a search field under the title.
@Suite struct ScreenControlStyleTests {
    static let theme = Theme.standard(.light)

    private static func fills(_ view: some View) -> [(rect: Rect, color: RGBA)] {
        ListStyleTests.fills(ListStyleTests.drawn(view, frame: ScreenContainerTests.screen))
    }

    private struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    @Test func togglesTakeTheirStyleAndTint() throws {
        let on = Binding.constant(true)
        // The switch in the tint: SwitchToggleStyle's own, else the place's, else green.
        let track = { (view: any View) -> RGBA? in
            Self.fills(AnyView(view)).first { $0.rect.width == 51 && $0.rect.height == 31 }?.color
        }
        #expect(track(Toggle("Sync", isOn: on)) == Self.theme.resolve(Color.green))
        #expect(track(Toggle("Sync", isOn: on).tint(.orange)) == Self.theme.resolve(Color.orange))
        #expect(
            track(Toggle("Sync", isOn: on).toggleStyle(SwitchToggleStyle(tint: .blue)))
                == Self.theme.resolve(Color.blue))
        #expect(track(Toggle("Sync", isOn: on).toggleStyle(.switch)) == Self.theme.resolve(Color.green))
        // An app's own style makes the toggle from its label and state.
        let custom = ScreenContainerTests.runs(Toggle("Sync", isOn: on).toggleStyle(CheckboxStyle()))
        #expect(custom.map(\.text) == ["Sync"])
        #expect(track(Toggle("Sync", isOn: on).toggleStyle(CheckboxStyle())) == nil)
        // A button toggle: the tinted label on its fill while on, the label alone while off.
        let pressed = Self.fills(Toggle("Bold", isOn: on).toggleStyle(.button))
        #expect(pressed.contains { $0.color == Self.theme.resolve(Color.accentColor.opacity(0.15)) })
        #expect(Self.fills(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)).isEmpty)
    }

    @Test func aLinkIsItsLabelInTheTint() throws {
        let link = Link("Website", destination: try #require(URL(string: "https://example.com")))
        let run = try ScreenContainerTests.run("Website", in: link)
        #expect(run.color == Self.theme.resolve(Color.accentColor))
    }

    @Test func glassButtonsAndEffectsAreCapsulesBehindTheirLabels() throws {
        let prominent = Self.fills(Button("Start") {}.buttonStyle(.glassProminent))
        let capsule = try #require(prominent.first { $0.color == Self.theme.resolve(Color.accentColor) })
        let label = try ScreenContainerTests.run("Start", in: Button("Start") {}.buttonStyle(.glassProminent))
        #expect(label.color == Self.theme.resolve(Color.white) && capsule.rect.minX < label.origin.x)
        #expect(!Self.fills(Button("Pause") {}.buttonStyle(.glass)).isEmpty)
        #expect(!Self.fills(Text("12:30").padding().glassEffect(.clear.interactive())).isEmpty)
        #expect(Self.fills(Text("12:30").padding().glassEffect(.identity)).isEmpty)
        #expect(Self.fills(Text("12:30").glassEffect(isEnabled: false)).isEmpty)
    }

    @Test func aSearchableScreenShowsItsFieldUnderTheTitle() throws {
        let screen = NavigationStack {
            List { Text("Bench press") }
                .navigationTitle("Exercises")
                .searchable(text: .constant(""), prompt: "Find an exercise")
        }
        let title = try ScreenContainerTests.run("Exercises", in: screen)
        let prompt = try ScreenContainerTests.run("Find an exercise", in: screen)
        let row = try ScreenContainerTests.run("Bench press", in: screen)
        #expect(title.origin.y < prompt.origin.y && prompt.origin.y < row.origin.y)
        // Text being searched for shows in its place; no navigation stack, no field.
        let typed = NavigationStack { Text("Rows").searchable(text: .constant("bench")) }
        #expect(ScreenContainerTests.runs(typed).contains { $0.text == "bench" })
        #expect(ScreenContainerTests.runs(Text("Rows").searchable(text: .constant(""))).map(\.text) == ["Rows"])
    }

    @Test func swipeActionsAndLinksThatPresentDrawTheRowAlone() {
        var active = false
        let row = NavigationLink(destination: Text("Detail"), isActive: Binding(get: { active }, set: { active = $0 }))
        {
            Text("Row")
        }
        .swipeActions(edge: .trailing, allowsFullSwipe: false) { Button("Delete", role: .destructive) {} }
        #expect(ScreenContainerTests.runs(row).map(\.text) == ["Row"])
    }

    @Test func aStackPlacedAtItsIdealWidthCutsNoChild() throws {
        // The padded label is the less flexible child but wants more than half: shared out, it was cut.
        let row = HStack {
            Text("Bold").padding(.horizontal, 12)
            Text("Italic")
        }
        let ideal = ViewLayoutTests.size(row, nil, nil)
        let runs = ScreenContainerTests.runs(row, in: Rect(x: 0, y: 0, width: ideal.width, height: ideal.height))
        #expect(runs.map(\.text) == ["Bold", "Italic"])
        // In a list row, which is placed as wide as it wants.
        let list = ScreenContainerTests.runs(List { row })
        #expect(list.map(\.text) == ["Bold", "Italic"])
    }

    @Test func anAsyncImageShowsWhatItsEmptyPhaseShows() throws {
        let url = URL(string: "https://example.com/token.png")
        // A placeholder of the app's own; the loaded content is never drawn.
        let custom = AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Text("Loading")
        }
        #expect(ScreenContainerTests.runs(custom).map(\.text) == ["Loading"])
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Empty") }
        }
        #expect(ScreenContainerTests.runs(phased).map(\.text) == ["Empty"])
        // The standard placeholder fills the space offered in grey.
        let standard = Self.fills(AsyncImage(url: url).frame(width: 40, height: 40))
        #expect(standard.map(\.rect) == [Rect(x: 180, y: 130, width: 40, height: 40)])
    }

    @Test func thePasteboardKeepsWhatTheProcessPutsOnIt() throws {
        let pasteboard = UIPasteboard.general
        pasteboard.string = "export"
        #expect(pasteboard.string == "export" && pasteboard.hasStrings && pasteboard.numberOfItems == 1)
        pasteboard.url = URL(string: "https://example.com")
        #expect(pasteboard.url?.host == "example.com" && pasteboard.string == "export")
        pasteboard.strings = nil
        #expect(!pasteboard.hasStrings)
    }
}
