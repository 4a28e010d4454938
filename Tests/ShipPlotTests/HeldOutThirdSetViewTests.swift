import Foundation
import Testing

@testable import ShipPlot

/// Views the third held-out set of app chart views puts beside its charts (a details button, an empty-data
/// placeholder, a header that picks the layout that fits): each draws what SwiftUI draws at rest.
@Suite struct HeldOutThirdSetViewTests {
    private static func commands(_ view: some View, in rect: Rect) -> [DrawCommand] {
        ViewLayoutTests.renderer().render(view._node, in: rect).commands
    }

    private static let rect = Rect(x: 0, y: 0, width: 200, height: 100)

    /// The colours text runs are drawn in, by string.
    private static func textColors(_ view: some View) -> [String: RGBA] {
        var colors: [String: RGBA] = [:]
        for case .text(let run) in commands(view, in: rect) { colors[run.text] = run.color }
        return colors
    }

    @Test func buttonsDrawTheirLabelInTheAccentColourAndDestructiveOnesInRed() {
        let theme = Theme.standard(.light)
        let colors = Self.textColors(
            VStack {
                Button("Details") {}
                Button(role: .destructive) {} label: { Text("Delete") }
                Button(action: {}) { Text("Custom").foregroundStyle(.green) }
                Button("Share", systemImage: "square.and.arrow.up") {}
            })
        #expect(colors["Details"] == theme.resolve(Color.accentColor))
        #expect(colors["Delete"] == theme.resolve(Color.red))
        #expect(colors["Custom"] == theme.resolve(Color.green))
        #expect(colors["Share"] == theme.resolve(Color.accentColor))
    }

    @Test func contentUnavailableViewCentresItsLabelAndDescriptionInTheSpaceOffered() throws {
        let view = ContentUnavailableView(
            "No Data", systemImage: "chart.bar", description: Text("Nothing logged yet"))
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        #expect(ViewLayoutTests.size(view, 200, 200) == ViewSize(width: 200, height: 200))
        let runs = Self.commands(view.foregroundStyle(.primary), in: rect).compactMap { if case .text(let run) = $0 { run } else { nil } }
        let title = try #require(runs.first { $0.text == "No Data" })
        let description = try #require(runs.first { $0.text == "Nothing logged yet" })
        // Title above description, both centred on the view's middle; the description in the secondary style.
        #expect(title.origin.y < description.origin.y)
        #expect(abs(title.origin.x + Double(title.text.count) * title.font.size * 0.3 - 100) < 1)
        #expect(description.color != title.color)
        #expect(title.font.bold && title.font.size == 22)
        // The symbol, 48 points, is drawn above the title.
        let symbolTop = Self.commands(view, in: rect).compactMap { command -> Double? in
            switch command {
            case .fill(let path, _), .stroke(let path, _, _): return path.bounds.y
            default: return nil
            }
        }.min()
        #expect(try #require(symbolTop) < title.origin.y - 22)

        let custom = ContentUnavailableView {
            Image(systemName: "chart.bar").resizable().frame(width: 32, height: 32)
            Text("No Data").font(.callout.bold())
        } description: {
            Text("There is no data")
        }
        #expect(ViewLayoutTests.size(custom, 300, 80) == ViewSize(width: 300, height: 80))
    }

    @Test func viewThatFitsShowsTheFirstChildThatFitsAndTheLastWhenNoneDoes() {
        // 10 pt text, 6 pt a character: "a long row of words" is 114 wide, "short" 30.
        func fitting(_ axes: Axis.Set, width: Double) -> [String] {
            let view = ViewThatFits(in: axes) {
                Text("a long row of words").lineLimit(1)
                Text("short")
                Text("x")
            }
            return Self.commands(view, in: Rect(x: 0, y: 0, width: width, height: 50)).compactMap {
                if case .text(let run) = $0 { run.text } else { nil }
            }
        }
        #expect(fitting(.horizontal, width: 200) == ["a long row of words"])
        #expect(fitting(.horizontal, width: 60) == ["short"])
        #expect(fitting(.horizontal, width: 3) == ["x"])
        #expect(fitting([], width: 60).first?.hasPrefix("a") == true)
        #expect(ViewLayoutTests.size(ViewThatFits { Text("a long row of words"); Text("short") }, 60, nil).width == 30)
    }
}
