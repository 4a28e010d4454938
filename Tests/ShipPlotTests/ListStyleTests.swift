// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Lists and forms in each list style, as iOS draws them at rest: where the groups, rows, headers and separators
/// go, in what colours, and what the row and section modifiers change. Measured with fixed text metrics (0.6 em
/// per character, 1 em a line) at 10 pt, on a 390-pt-wide list (16-pt margins) drawn at 2×.
@Suite struct ListStyleTests {
    static let frame = Rect(x: 0, y: 0, width: 390, height: 600)

    static func drawn(_ view: some View, scheme: ColorScheme = .light, frame: Rect = frame) -> [DrawCommand] {
        var values = EnvironmentValues()
        values.chosenColorScheme = scheme
        let renderer = ViewRenderer(
            measurer: FixedTextMeasurer(), theme: .standard(scheme), bounds: frame,
            text: TextEnvironment(locale: Locale(identifier: "en_US")), defaultFont: FontSpec(size: 10, bold: false),
            render: RenderContext(scale: 2), values: values)
        return renderer.render(view._node, in: frame).commands
    }

    /// The filled shapes' bounds and colours, in drawing order.
    static func fills(_ commands: [DrawCommand]) -> [(rect: Rect, color: RGBA)] {
        commands.compactMap {
            if case .fill(let path, let color) = $0 { return (path.bounds, color) } else { return nil }
        }
    }

    /// Text runs as (string, x, baseline y).
    static func texts(_ commands: [DrawCommand]) -> [(text: String, x: Double, y: Double)] {
        commands.compactMap {
            if case .text(let run) = $0 { return (run.text, run.origin.x, run.origin.y) } else { return nil }
        }
    }

    /// Fills of `color` in `scheme`.
    static func fills(_ commands: [DrawCommand], _ color: SemanticColor, _ scheme: ColorScheme = .light) -> [Rect] {
        fills(commands).filter { $0.color == color.rgba(scheme) }.map(\.rect)
    }

    static let light = Theme.standard(.light)

    static func rows(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
    }

    static func sectioned(_ style: some ListStyle) -> some View {
        List {
            Section("Recent") { rows(2) }
            Section {
                rows(1)
            } header: {
                Text("Older")
            } footer: {
                Text("Kept a year")
            }
        }
        .listStyle(style)
    }

    @Test func insetGroupedRowsSitInRoundedGroupsOnTheGroupedBackground() {
        let commands = Self.drawn(Self.sectioned(.insetGrouped))
        #expect(Self.fills(commands, .systemGroupedBackground) == [Self.frame])
        // Header "RECENT" (13 pt): 17 pt of room, its line, 6 pt; two 44-pt rows in a group set in 16 pt; then
        // 35 pt, the next header and its row.
        let groups = Self.fills(commands, .secondarySystemGroupedBackground)
        #expect(groups == [Rect(x: 16, y: 36, width: 358, height: 88), Rect(x: 16, y: 178, width: 358, height: 44)])
        let texts = Self.texts(commands)
        #expect(texts.map(\.text) == ["RECENT", "Row 0", "Row 1", "OLDER", "Row 0", "Kept a year"])
        #expect(texts.map(\.x) == [32, 32, 32, 32, 32, 32])
        // One separator between the two rows of the first group, from the text to the group's trailing edge,
        // one pixel (0.5 pt at 2×) above the second row; none at the groups' edges.
        let separator = Theme.standard(.light).resolve(Color(semantic: .separator))
        #expect(
            Self.fills(commands).filter { $0.color == separator }.map(\.rect) == [
                Rect(x: 32, y: 79.5, width: 342, height: 0.5)
            ])
    }

    @Test func theDefaultStyleAndFormsAreInsetGrouped() {
        let automatic = Self.drawn(List { Self.rows(2) })
        #expect(automatic == Self.drawn(List { Self.rows(2) }.listStyle(.insetGrouped)))
        #expect(automatic == Self.drawn(Form { Self.rows(2) }))
        // A form stays grouped whatever list style is set around it.
        #expect(Self.drawn(Form { Self.rows(2) }.listStyle(.plain)) == automatic)
        #expect(automatic != Self.drawn(List { Self.rows(2) }.listStyle(.plain)))
    }

    @Test func plainRowsRunEdgeToEdgeWithSeparatorsUnderEachRow() {
        let commands = Self.drawn(Self.sectioned(.plain))
        // The background alone: rows draw no groups of their own.
        #expect(Self.fills(commands, .systemBackground) == [Self.frame])
        let texts = Self.texts(commands)
        // Headers keep their case and sit on the rows' text column.
        #expect(texts.map(\.text) == ["Recent", "Row 0", "Row 1", "Older", "Row 0", "Kept a year"])
        #expect(texts.map(\.x) == [16, 16, 16, 16, 16, 16])
        let lines = Self.fills(commands).filter { $0.rect.height == 0.5 }.map(\.rect)
        // Under the header, between the rows, under the last row: from the text to the list's trailing edge.
        #expect(lines.allSatisfy { $0.x == 16 && $0.maxX == 390 }, "\(lines)")
        #expect(lines.count == 5, "\(lines)")
    }

    @Test func insetRowsAreSetInFromBothEdges() {
        let commands = Self.drawn(Self.sectioned(.inset))
        #expect(Self.fills(commands, .systemBackground) == [Self.frame])
        #expect(Self.texts(commands).map(\.x) == [32, 32, 32, 32, 32, 32])
        let lines = Self.fills(commands).filter { $0.rect.height == 0.5 }.map(\.rect)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.x == 32 && $0.maxX == 374 }, "\(lines)")
    }

    @Test func groupedSectionsSpanTheWidthWithAHairlineAboveAndBelow() {
        let commands = Self.drawn(Self.sectioned(.grouped))
        let groups = Self.fills(commands, .secondarySystemGroupedBackground)
        #expect(groups.map(\.x) == [0, 0] && groups.map(\.width) == [390, 390])
        #expect(Self.texts(commands).first?.text == "RECENT")
        #expect(Self.texts(commands).map(\.x) == [16, 16, 16, 16, 16, 16])
        let lines = Self.fills(commands).filter { $0.rect.height == 0.5 }.map(\.rect)
        let full = lines.filter { $0.x == 0 && $0.width == 390 }
        #expect(full.count == 4, "top and bottom of both sections: \(lines)")
        #expect(full.first?.y == groups.first?.y)
        #expect(lines.count == 5, "\(lines)")
    }

    @Test func sidebarHeadersAreBoldTitlesWithAChevronAndRowsHaveNoSeparators() {
        let commands = Self.drawn(Self.sectioned(.sidebar))
        let header = commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.text == "Recent" { return run } else { return nil }
        }
        #expect(header.first?.font.bold == true && header.first?.font.size == 17)
        #expect(Self.fills(commands).filter { $0.rect.height == 0.5 }.isEmpty)
        #expect(Self.fills(commands, .secondarySystemGroupedBackground).count == 2)
    }

    @Test func rowSeparatorsHideByRowByEdgeAndAcrossAForEach() {
        func lines(_ view: some View) -> Int {
            Self.fills(Self.drawn(view)).filter { $0.rect.height == 0.5 }.count
        }
        #expect(lines(List { Self.rows(4) }) == 3)
        #expect(lines(List { Self.rows(4).listRowSeparator(.hidden) }) == 0)
        #expect(
            lines(
                List {
                    Text("a")
                    Text("b").listRowSeparator(.hidden, edges: .bottom)
                    Text("c")
                    Text("d")
                }) == 2)
        #expect(lines(List { Self.rows(4) }.listStyle(.plain)) == 4)
        #expect(
            lines(List { Section { Self.rows(4) }.listSectionSeparator(.hidden, edges: .bottom) }.listStyle(.plain))
                == 3)
        // The sidebar draws none unless a row asks for its separator.
        #expect(lines(List { Self.rows(3).listRowSeparator(.visible) }.listStyle(.sidebar)) == 2)
    }

    @Test func aSeparatorTakesTheTintOfTheRowAboveItsBottomOrOfTheRowBelowItsTop() {
        let orange = Self.light.resolve(.orange)
        func tinted(_ view: some View) -> Int {
            Self.fills(Self.drawn(view)).filter { $0.rect.height == 0.5 && $0.color == orange }.count
        }
        #expect(
            tinted(
                List {
                    Text("a").listRowSeparatorTint(.orange, edges: .bottom); Text("b")
                }) == 1)
        #expect(
            tinted(
                List {
                    Text("a"); Text("b").listRowSeparatorTint(.orange, edges: .top)
                }) == 1)
        #expect(
            tinted(
                List {
                    Text("a"); Text("b").listRowSeparatorTint(.orange, edges: .bottom)
                }) == 0)
    }

    @Test func rowInsetsBackgroundsSpacingAndTheListBackgroundFollowTheirModifiers() {
        let inset = Self.texts(
            Self.drawn(List { Text("a").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)) }))
        #expect(inset.first?.x == 66)
        let red = Self.light.resolve(.red)
        let backed = Self.fills(Self.drawn(List { Self.rows(2).listRowBackground(Color.red) }))
        #expect(
            backed.filter { $0.color == red }.map(\.rect) == [
                Rect(x: 16, y: 35, width: 358, height: 44), Rect(x: 16, y: 79, width: 358, height: 44),
            ])
        #expect(
            Self.fills(
                Self.drawn(List { Self.rows(2).listRowBackground(Color.red) }), .secondarySystemGroupedBackground
            ).isEmpty)
        let hidden = Self.drawn(List { Self.rows(2) }.scrollContentBackground(.hidden))
        #expect(Self.fills(hidden, .systemGroupedBackground).isEmpty)
        #expect(Self.fills(hidden, .secondarySystemGroupedBackground).count == 1)
        let apart = Self.drawn(List { Self.rows(3) }.listRowSpacing(8))
        #expect(Self.fills(apart, .secondarySystemGroupedBackground).map(\.y) == [35, 87, 139])
        #expect(Self.fills(apart).filter { $0.rect.height == 0.5 }.isEmpty)
    }

    @Test func headersTakeTheGroupedCaseUnlessTheAppKeepsItsOwn() {
        let kept = Self.texts(
            Self.drawn(
                List {
                    Section {
                        Text("a")
                    } header: {
                        Text("Mixed Case").textCase(nil)
                    }
                }))
        #expect(kept.first?.text == "Mixed Case")
        let prominent = Self.drawn(List { Section("Big") { Text("a") }.headerProminence(.increased) })
        #expect(Self.texts(prominent).first?.text == "Big")
        #expect(Self.texts(Self.drawn(Text("Straße").textCase(.uppercase))).first?.text == "STRASSE")
    }

    /// Headers and footers are the first and second levels of the foreground style a container sets, as SwiftUI's
    /// hierarchical styles resolve: a white list on a navy background keeps its headers readable.
    @Test func headersAndFootersTakeTheLevelsOfTheListsForegroundStyle() {
        func colors(_ view: some View) -> [String: RGBA] {
            var found: [String: RGBA] = [:]
            for case .text(let run) in Self.drawn(view) { found[run.text] = run.color }
            return found
        }
        let white = RGBA(red: 1, green: 1, blue: 1)
        let list = colors(
            List {
                Section("Big") { Text("a") }.headerProminence(.increased)
                Section {
                    Text("b")
                } header: {
                    Text("Small")
                } footer: {
                    Text("Note")
                }
                Section {
                    Text("c")
                } header: {
                    Text("Own").foregroundColor(.red)
                }
            }
            .foregroundColor(.white))
        #expect(list["Big"] == white && list["a"] == white, "\(list)")
        #expect(list["SMALL"] == RGBA(red: 1, green: 1, blue: 1, alpha: 0.6), "\(list)")
        #expect(list["Note"] == RGBA(red: 1, green: 1, blue: 1, alpha: 0.6), "\(list)")
        #expect(list["OWN"] == Theme.standard(.light).resolve(.red), "\(list)")
        // With no style set, the label colours.
        let plain = colors(
            List {
                Section {
                    Text("b")
                } header: {
                    Text("Small")
                }
            })
        #expect(plain["SMALL"] == Theme.standard(.light).resolve(.secondary), "\(plain)")
    }

    @Test func aListTakesTheSizeOfferedAndDrawsOnlyTheRowsInsideIt() {
        let short = Rect(x: 0, y: 0, width: 390, height: 100)
        let texts = Self.texts(Self.drawn(List { Self.rows(50) }, frame: short))
        #expect(texts.map(\.text) == ["Row 0", "Row 1"])
        let renderer = ViewRenderer(
            measurer: FixedTextMeasurer(), theme: .standard(.light), bounds: Self.frame, text: TextEnvironment(),
            defaultFont: FontSpec(size: 10, bold: false))
        #expect(
            renderer.size(of: List { Self.rows(3) }._node, proposal: ProposedSize(width: 300, height: 200))
                == ViewSize(width: 300, height: 200))
        // Asked for its ideal height: its rows' (35 above, 3 × 44, 35 below).
        #expect(
            renderer.size(of: List { Self.rows(3) }._node, proposal: ProposedSize(width: 300, height: nil))
                == ViewSize(width: 300, height: 202))
    }

    @Test func darkListsTakeIOSDarkGroupedColours() {
        let commands = Self.drawn(List { Self.rows(2) }, scheme: .dark)
        #expect(Self.fills(commands, .systemGroupedBackground, .dark) == [Self.frame])
        #expect(SemanticColor.systemGroupedBackground.rgba(.dark) == RGBA(hex: 0x000000))
        #expect(Self.fills(commands, .secondarySystemGroupedBackground, .dark).count == 1)
        #expect(SemanticColor.secondarySystemGroupedBackground.rgba(.dark) == RGBA(hex: 0x1C1C1E))
    }

    /// A section built by a view that reads the environment is read as a section once it is built in place.
    struct StoredSection: View {
        @Environment(\.locale) private var locale
        var body: some View {
            Section("Built") { Text("x") }
        }
    }

    @MainActor @Test func sectionsBuiltWhereTheyArePlacedAreSections() {
        let texts = Self.texts(Self.drawn(List { StoredSection() }))
        #expect(texts.map(\.text) == ["BUILT", "x"])
    }
}
