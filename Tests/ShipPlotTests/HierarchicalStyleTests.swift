// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// SwiftUI's hierarchical styles and materials as a screen draws them: `.secondary` and the levels below it are
/// the foreground style a container sets, at their level's opacity; materials in the dark appearance are the grey
/// of Apple's design kit.
@Suite struct HierarchicalStyleTests {
    /// The colour each text run is drawn in, by its string.
    static func inks(_ view: some View, scheme: ColorScheme = .light) -> [String: RGBA] {
        var inks: [String: RGBA] = [:]
        for case .text(let run) in ListStyleTests.drawn(view, scheme: scheme) { inks[run.text] = run.color }
        return inks
    }

    @Test func levelsTakeTheForegroundStyleSetAroundThem() {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let inks = Self.inks(
            VStack {
                Text("view").foregroundStyle(.secondary)
                Text("modifier")
                Text("tertiary").foregroundStyle(.tertiary)
                VStack { Text("inner") }.foregroundStyle(.secondary)
                Text("label colour").foregroundColor(.secondary)
            }
            .foregroundStyle(.white))
        #expect(inks["view"] == white.withAlpha(0.6))
        #expect(inks["modifier"] == white)
        #expect(inks["tertiary"] == white.withAlpha(0.3))
        #expect(inks["inner"] == white.withAlpha(0.6))
        // `Color.secondary` is a colour, not a level: the secondary label colour wherever it is.
        let light = Theme.standard(.light)
        #expect(inks["label colour"] == light.resolve(.secondary))
    }

    @Test func levelsWithNoForegroundStyleAreTheLabelColours() {
        for scheme in ColorScheme.allCases {
            let theme = Theme.standard(scheme)
            let inks = Self.inks(
                VStack {
                    Text("text").foregroundStyle(.secondary)
                    VStack { Text("view") }.foregroundStyle(.secondary)
                    Text("primary").foregroundStyle(.primary)
                    // The levels of a label colour are the label colours, not the colour at the level's opacity.
                    VStack { Text("in label colour").foregroundStyle(.secondary) }.foregroundStyle(Color.secondary)
                }, scheme: scheme)
            #expect(inks["text"] == theme.resolve(.secondary), "\(scheme)")
            #expect(inks["view"] == theme.resolve(.secondary), "\(scheme)")
            #expect(inks["primary"] == theme.resolve(.primary), "\(scheme)")
            #expect(inks["in label colour"] == theme.resolve(.secondary), "\(scheme)")
        }
    }

    /// Shapes filled or stroked with a level take it of the foreground style around them, as text does:
    /// `Circle().fill(.secondary)` inside `.foregroundStyle(.white)` is white at 60 %, and the label colours where
    /// no style is set.
    @Test func shapesTakeTheirLevelOfTheForegroundStyleAroundThem() {
        func paints(_ scheme: ColorScheme, around style: Color?) -> [RGBA] {
            let shapes = HStack {
                Circle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.quaternary).frame(width: 10, height: 10)
                Capsule().stroke(.tertiary, lineWidth: 2).frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10).background(.secondary)
            }
            let commands = ListStyleTests.drawn(
                style.map { AnyView(shapes.foregroundStyle($0)) } ?? AnyView(shapes),
                scheme: scheme)
            return commands.compactMap {
                switch $0 {
                case .fill(_, let color), .stroke(_, _, let color): color
                default: nil
                }
            }
        }
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(
            paints(.light, around: .white) == [
                white.withAlpha(0.6), white.withAlpha(0.18), white.withAlpha(0.3), white.withAlpha(0.6), white,
            ])
        for scheme in ColorScheme.allCases {
            let theme = Theme.standard(scheme)
            let primary = theme.resolve(.primary)
            // The last, a shape with no style of its own, is in the renderer's default colour.
            #expect(
                paints(scheme, around: nil).dropLast() == [
                    theme.resolve(.secondary), primary.withAlpha(0.18), primary.withAlpha(0.3),
                    theme.resolve(.secondary),
                ], "\(scheme)")
        }
    }

    /// Over a black screen a regular material in the dark appearance is #1E1E1E, the thinner ones darker: Apple's
    /// design kit lays #252525 over the blurred content at 55 to 90 %. In the light appearance it stays white.
    @Test func aMaterialInTheDarkIsTheDesignKitsGrey() {
        func fill(_ material: Material, _ scheme: ColorScheme) -> RGBA? {
            let commands = ListStyleTests.drawn(Text("card").padding().background(material), scheme: scheme)
            return ListStyleTests.fills(commands).last?.color
        }
        let grey = RGBA(hex: 0x252525)
        #expect(fill(.regular, .dark) == grey.withAlpha(0.8))
        #expect(fill(.thin, .dark) == grey.withAlpha(0.7))
        #expect(fill(.ultraThin, .dark) == grey.withAlpha(0.55))
        #expect(fill(.regular, .light) == RGBA(hex: 0xFFFFFF).withAlpha(0.8))
    }
}
