// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Tab views, navigation stacks and split views at rest, as iOS lays them out on a screen: measured with fixed
/// text metrics (0.6 em per character) in a 400 × 300 image.
@Suite struct ScreenContainerTests {
    static let screen = Rect(x: 0, y: 0, width: 400, height: 300)
    static let theme = Theme.standard(.light)

    /// Text runs drawn: (string, x, baseline y, font size, colour).
    static func runs(_ view: some View, in rect: Rect = screen) -> [TextRun] {
        ViewLayoutTests.renderer().render(view._node, in: rect).commands.compactMap {
            if case .text(let run) = $0 { return run } else { return nil }
        }
    }

    static func run(_ text: String, in view: some View, rect: Rect = screen) throws -> TextRun {
        try #require(runs(view, in: rect).first { $0.text == text }, "no \(text) in \(runs(view, in: rect))")
    }

    /// The rectangles filled in `color`.
    static func fills(_ view: some View, _ color: Color, in rect: Rect = screen) -> [Rect] {
        let target = theme.resolve(color)
        return ViewLayoutTests.renderer().render(view._node, in: rect).commands.compactMap {
            if case .fill(let path, let c) = $0, c == target { return path.bounds } else { return nil }
        }
    }

    static func tabs(selection: Int) -> some View {
        TabView(selection: .constant(selection)) {
            Text("home page").tabItem { Label("Home", systemImage: "house") }.tag(1)
            Text("history page").tag(2).tabItem { Label("History", systemImage: "clock") }
        }
    }

    @Test func aTabViewShowsTheSelectedTabAboveItsBar() throws {
        let texts = Self.runs(Self.tabs(selection: 2)).map(\.text)
        #expect(texts.contains("history page") && !texts.contains("home page"), "\(texts)")
        // Both items are in the bar, 49 points high at the bottom, each half the width.
        let home = try Self.run("Home", in: Self.tabs(selection: 2))
        let history = try Self.run("History", in: Self.tabs(selection: 2))
        #expect(home.origin.y > 251 && home.origin.y < 300 && abs(home.origin.y - history.origin.y) < 0.01)
        #expect(abs((home.origin.x + 12) - 100) < 1, "Home centred in the first half: \(home.origin.x)")
        #expect(home.font.size == 10)
        // The content is centred in the space above the bar.
        let page = try Self.run("history page", in: Self.tabs(selection: 2))
        #expect(abs(page.origin.x + 36 - 200) < 1 && page.origin.y < 251)
    }

    @Test func theSelectedTabIsTintedAndTheOthersGrey() throws {
        let tint = Self.theme.resolve(.accentColor)
        let grey = Self.theme.resolve(.gray)
        #expect(try Self.run("History", in: Self.tabs(selection: 2)).color == tint)
        #expect(try Self.run("Home", in: Self.tabs(selection: 2)).color == grey)
        #expect(try Self.run("Home", in: Self.tabs(selection: 1)).color == tint)
        let purple = Self.tabs(selection: 1).tint(.purple)
        #expect(try Self.run("Home", in: purple).color == Self.theme.resolve(.purple))
        // With no tag matching the selection, the first tab is shown.
        #expect(Self.runs(Self.tabs(selection: 9)).map(\.text).contains("home page"))
    }

    @Test func tabsBuiltWithTabAreSelectedByValue() throws {
        let view = TabView(selection: .constant("b")) {
            Tab("First", systemImage: "star", value: "a") { Text("page a") }
            Tab("Second", systemImage: "heart", value: "b") { Text("page b") }
        }
        let texts = Self.runs(view).map(\.text)
        #expect(texts.contains("page b") && !texts.contains("page a") && texts.contains("First"), "\(texts)")
        #expect(try Self.run("Second", in: view).color == Self.theme.resolve(.accentColor))
        let plain = TabView {
            Tab("One", systemImage: "star") { Text("page one") }
            Tab("Two", systemImage: "heart") { Text("page two") }
        }
        #expect(Self.runs(plain).map(\.text).contains("page one"))
    }

    @Test func theTabBarCanBeHiddenOrFilledAndPagesHaveNone() throws {
        let bar = Rect(x: 0, y: 251, width: 400, height: 49)
        #expect(
            Self.fills(Self.tabs(selection: 1), Color(base: .mix(Color(base: .background), .primary, 0.03))) == [bar])
        let red = TabView { Text("page").tabItem { Text("Tab") }.toolbarBackground(Color.red, for: .tabBar) }
        #expect(Self.fills(red, .red) == [bar])
        let hidden = TabView { Text("page").tabItem { Text("Tab") }.toolbar(.hidden, for: .tabBar) }
        #expect(!Self.runs(hidden).map(\.text).contains("Tab"))
        let pages = Self.tabs(selection: 1).tabViewStyle(.page)
        #expect(!Self.runs(pages).map(\.text).contains("Home"))
        // The page dots: two, the selected one opaque white (the background is white too).
        let dots = Self.fills(pages, .white).filter { $0.width == 7 }
        #expect(dots.count == 1 && Self.fills(pages, Color.white.opacity(0.35)).count == 1)
    }

    /// A tab's host view fills the system background under a tab bar; pages are clear, so a page-style tab view
    /// over a coloured screen shows it.
    @Test func pagesAreClearAndTabsSitOnTheSystemBackground() {
        let background = Color(semantic: .systemBackground)
        let pages = ZStack {
            Color.red
            TabView {
                Text("one").tag(0); Text("two").tag(1)
            }.tabViewStyle(.page)
        }
        #expect(!Self.fills(pages, background).contains(Self.screen))
        #expect(Self.fills(pages, .red) == [Self.screen])
        #expect(Self.fills(Self.tabs(selection: 1), background).contains(Self.screen))
    }

    static func stack(_ content: some View) -> some View { NavigationStack { content } }

    @Test func aNavigationStackDrawsItsLargeTitleUnderTheBar() throws {
        let view = Self.stack(Text("body").navigationTitle("History"))
        let title = try Self.run("History", in: view)
        #expect(title.font.size == 34 && title.font.bold && title.origin.x == 16)
        #expect(title.origin.y > 44 && title.origin.y <= 96 - 8, "\(title.origin.y)")
        #expect(title.color == Self.theme.text)
        // The root view is centred in the space under the bars.
        let body = try Self.run("body", in: view)
        #expect(abs(body.origin.y - (96 + 102 + 5)) < 6, "\(body.origin.y)")
    }

    @Test func anInlineTitleSitsInTheBarsCentre() throws {
        let view = Self.stack(Text("body").navigationTitle("Log").navigationBarTitleDisplayMode(.inline))
        let title = try Self.run("Log", in: view)
        #expect(title.font.size == 17 && title.font.bold)
        #expect(abs(title.origin.x + 3 * 0.6 * 17 / 2 - 200) < 1 && title.origin.y < 44, "\(title.origin)")
    }

    @Test func toolbarItemsGoToTheBarsEnds() throws {
        let view = Self.stack(
            Text("body").navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                    ToolbarItem(placement: .primaryAction) { Text("Add") }
                    ToolbarItem(placement: .bottomBar) { Text("Bottom") }
                })
        let edit = try Self.run("Edit", in: view)
        let add = try Self.run("Add", in: view)
        #expect(edit.origin.x == 16 && edit.origin.y < 44)
        #expect(abs(add.origin.x + 3 * 0.6 * 17 - (400 - 16)) < 0.5 && add.origin.y < 44, "\(add.origin)")
        #expect(try Self.run("Bottom", in: view).origin.y > 256)
        // A toolbar of plain views puts them at the trailing end.
        let plain = Self.stack(Text("body").toolbar { Text("Done") })
        #expect(abs(try Self.run("Done", in: plain).origin.x + 4 * 0.6 * 17 - 384) < 0.5)
    }

    /// iOS's toolbars show a label's icon alone ("some containers … only showing icons within toolbars on macOS and
    /// iOS", Apple's `titleAndIcon` documentation); an item's own label style wins, and labels elsewhere keep both.
    @Test func toolbarLabelsShowTheirIcon() throws {
        func titles(_ view: some View) -> [String] { Self.runs(view).map(\.text) }
        let bar = Self.stack(
            Text("body").navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            Label("Add entry", systemImage: "plus")
                        }
                    }
                    ToolbarItem(placement: .bottomBar) { Label("Share", systemImage: "square.and.arrow.up") }
                    ToolbarItem(placement: .topBarLeading) {
                        Label("Kept", systemImage: "star").labelStyle(.titleAndIcon)
                    }
                })
        #expect(!titles(bar).contains("Add entry") && !titles(bar).contains("Share"), "\(titles(bar))")
        #expect(titles(bar).contains("Kept") && titles(bar).contains("body"))
        #expect(titles(Self.stack(Label("Row", systemImage: "star").navigationTitle("T"))).contains("Row"))
    }

    @Test func barsFollowTheirVisibilityAndTheTitleItsTab() throws {
        // No title: the bar alone, 44 points.
        let untitled = try Self.run("body", in: Self.stack(Text("body")))
        let hidden = try Self.run("body", in: Self.stack(Text("body").navigationBarHidden(true)))
        #expect(abs((untitled.origin.y - hidden.origin.y) - 22) < 0.01)
        // A title set in the selected tab of a tab view inside the stack is the stack's.
        let tabs = NavigationStack {
            TabView(selection: .constant(2)) {
                Text("a").navigationTitle("First").tabItem { Text("1") }.tag(1)
                Text("b").navigationTitle("Second").tabItem { Text("2") }.tag(2)
            }
        }
        let texts = Self.runs(tabs).map(\.text)
        #expect(texts.contains("Second") && !texts.contains("First"), "\(texts)")
        // A visible bar background fills the bar.
        let backed = Self.stack(
            Text("body").navigationTitle("T").toolbarBackground(Color.red, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar))
        #expect(Self.fills(backed, .red) == [Rect(x: 0, y: 0, width: 400, height: 96)])
        #expect(
            Self.fills(
                Self.stack(Text("b").navigationTitle("T").toolbarBackground(Color.red, for: .navigationBar)), .red
            ).isEmpty)
    }

    static func split(_ width: Double, compact: NavigationSplitViewColumn = .sidebar) -> [String] {
        let view = NavigationSplitView(preferredCompactColumn: .constant(compact)) {
            Text("sidebar").navigationTitle("Mail")
        } detail: {
            Text("detail")
        }
        return runs(view, in: Rect(x: 0, y: 0, width: width, height: 300)).map(\.text)
    }

    @Test func aSplitViewShowsItsColumnsSideBySideAtRegularWidths() throws {
        #expect(Set(Self.split(800)) == ["Mail", "sidebar", "detail"])
        #expect(Set(Self.split(390)) == ["Mail", "sidebar"])
        #expect(Set(Self.split(390, compact: .detail)) == ["detail"])
        let view = NavigationSplitView {
            Text("sidebar")
        } detail: {
            Text("detail")
        }
        let rect = Rect(x: 0, y: 0, width: 800, height: 300)
        let sidebar = try Self.run("sidebar", in: view, rect: rect)
        let detail = try Self.run("detail", in: view, rect: rect)
        // The sidebar is 320 points wide, the detail the rest after a half-point hairline.
        #expect(abs(sidebar.origin.x + 7 * 6 / 2 - 160) < 0.5, "\(sidebar.origin)")
        #expect(abs(detail.origin.x + 6 * 6 / 2 - (320.5 + 479.5 / 2)) < 0.5, "\(detail.origin)")
        let detailOnly = NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
            Text("sidebar")
        } detail: {
            Text("detail")
        }
        #expect(Self.runs(detailOnly, in: rect).map(\.text) == ["detail"])
        let narrow = NavigationSplitView {
            Text("sidebar").navigationSplitViewColumnWidth(200)
        } detail: {
            Text("detail")
        }
        #expect(abs(try Self.run("sidebar", in: narrow, rect: rect).origin.x + 7 * 6 / 2 - 100) < 0.5)
    }

    @Test func aNavigationViewOfTwoViewsIsASplitViewUnlessStacked() throws {
        let rect = Rect(x: 0, y: 0, width: 800, height: 300)
        let columns = NavigationView {
            Text("list")
            Text("placeholder")
        }
        #expect(Set(Self.runs(columns, in: rect).map(\.text)) == ["list", "placeholder"])
        #expect(Self.runs(columns.navigationViewStyle(.stack), in: rect).map(\.text) == ["list"])
    }
}
