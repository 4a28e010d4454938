// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Controls and views app screens put beside their charts (a details button, an empty-data placeholder, a segmented
/// picker, a header that picks the layout that fits; met in the third held-out set): each draws what SwiftUI draws
/// at rest.
@Suite(.tags(.heldOut)) struct ControlTests {
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
                Button(role: .destructive) {
                } label: {
                    Text("Delete")
                }
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
        let runs = Self.commands(view.foregroundStyle(.primary), in: rect).compactMap {
            if case .text(let run) = $0 { run } else { nil }
        }
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
        #expect(
            ViewLayoutTests.size(
                ViewThatFits {
                    Text("a long row of words"); Text("short")
                }, 60, nil
            ).width == 30)
    }

    private enum Mode: String, CaseIterable, Identifiable {
        case line = "Line"
        case area = "Area"
        case both = "Both"
        var id: Self { self }
    }

    /// The white fills a segmented picker draws (its chosen segment), and which texts are bold.
    private static func chosen(_ view: some View) -> (fills: [Rect], bold: [String]) {
        let white = Theme.standard(.light).resolve(Color.white)
        let all = commands(view, in: rect)
        let fills = all.compactMap {
            if case .fill(let path, let color) = $0, color == white { path.bounds } else { nil }
        }
        let bold = all.compactMap { if case .text(let run) = $0, run.font.bold { run.text } else { nil } }
        return (fills, bold)
    }

    @Test func segmentedPickersRaiseTheOptionWhoseTagIsTheSelection() throws {
        // A ForEach's element ids are its options' tags.
        let implicit = Self.chosen(
            Picker(selection: .constant(Mode.area)) {
                ForEach(Mode.allCases) { Text($0.rawValue) }
            } label: {
                Text("Mode")
            }
            .pickerStyle(.segmented))
        #expect(implicit.bold == ["Area"])
        let segment = try #require(implicit.fills.first)
        // The middle third of the 200-point bar, inset 2 points.
        #expect(implicit.fills.count == 1 && abs(segment.x - (200.0 / 3 + 2)) < 0.01)
        #expect(abs(segment.width - (200.0 / 3 - 4)) < 0.01)

        // Written tags win, and a selection no option has raises none.
        let written = Self.chosen(
            Picker("Period", selection: .constant("M")) {
                Text("W").tag("W")
                Text("M").tag("M")
            }
            .pickerStyle(.segmented))
        #expect(written.bold == ["M"] && written.fills.count == 1)
        let none = Self.chosen(
            Picker("Period", selection: .constant(3)) { ForEach(0..<2) { Text("\($0)") } }.pickerStyle(.segmented))
        #expect(none.bold.isEmpty && none.fills.isEmpty)
    }

    @Test func aGradientForegroundPaintsASymbolAcrossItsFrame() throws {
        let heart = Image(systemName: "heart.fill").resizable().frame(width: 100, height: 100)
        let gradient = heart.foregroundStyle(
            .linearGradient(colors: [.red, .clear], startPoint: .top, endPoint: .bottom))
        let drawn = Self.commands(gradient, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let fades = drawn.compactMap { command -> (Point, Point)? in
            if case .linearGradient(_, let from, let to, _) = command { return (from, to) } else { return nil }
        }
        // The heart is one gradient from the frame's top to its bottom, with no solid fill left.
        let fade = try #require(fades.first)
        #expect(fades.count == 1 && fade.0.y == 0 && fade.1.y == 100)
        #expect(!drawn.contains { if case .fill = $0 { true } else { false } })
        // A plain colour still draws the symbol in that colour.
        let red = Self.commands(heart.foregroundStyle(.red), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            red.contains {
                if case .fill(_, let c) = $0 { c == Theme.standard(.light).resolve(Color.red) } else { false }
            })
    }
}
