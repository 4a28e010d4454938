// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Hostile views in a chart: each is drawn or dropped with a counted diagnostic, never a crash, a hang,
/// or geometry far outside the image.
@Suite struct ViewBadInputTests {
    static let width = 400.0, height = 300.0

    /// A one-bar chart whose bar carries `view` as its annotation, laid out with fixed text metrics.
    static func scene(_ view: some View) throws -> ChartScene {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).annotation(position: .top) { view }
        }
        return try ChartRenderer(chart, width: width, height: height).makeScene(measurer: FixedTextMeasurer())
    }

    /// Every point the scene sends to cairo that lies outside the image widened by its own size on each side
    /// (the box `ViewGeometry.confined` keeps views in; cairo clips the rest), plus any non-finite one.
    static func farPoints(_ scene: ChartScene) -> [Point] {
        let margin = max(width, height)
        let box = Rect(x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin)
        return points(scene.commands).filter {
            !$0.x.isFinite || !$0.y.isFinite || $0.x < box.minX || $0.x > box.maxX || $0.y < box.minY
                || $0.y > box.maxY
        }
    }

    static func points(_ commands: [DrawCommand]) -> [Point] {
        commands.flatMap(\.placements).flatMap { command -> [Point] in
            switch command {
            case .fill(let path, _), .stroke(let path, _, _), .shadow(let path, _, _, _),
                .linearGradient(let path, _, _, _), .radialGradient(let path, _, _, _, _),
                .gradientStroke(let path, _, _, _):
                return path.elements.flatMap { element -> [Point] in
                    switch element {
                    case .move(let p), .line(let p): [p]
                    case .curve(let p, let c1, let c2): [p, c1, c2]
                    case .close: []
                    }
                }
            case .text(let run): return [run.origin]
            case .image(let placed): return [placed.topLeft, placed.topRight, placed.bottomLeft]
            case .pushClip(let r): return [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY)]
            case .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect, .popEffect, .symbols:
                return []
            }
        }
    }

    static func messages(_ scene: ChartScene) -> [String] { scene.diagnostics.map(\.message) }

    @Test func nonFiniteAndHugeFramesAreCountedAndIgnored() throws {
        let scene = try Self.scene(
            VStack {
                Color.red.frame(width: .nan, height: 10)
                Color.blue.frame(width: 1e12, height: .infinity)
                Color.green.frame(minWidth: -5, maxWidth: .nan)
            })
        // Counted once per modifier that had a bad length; the good lengths beside it still apply.
        #expect(Self.messages(scene) == ["3 views with a non-finite, negative or oversized length drawn without it"])
        #expect(Self.farPoints(scene) == [])
    }

    @Test func offsetsAndPositionsAtInfinityStayNearTheImage() throws {
        let scene = try Self.scene(
            ZStack {
                Text("far").offset(x: .infinity, y: -.infinity)
                Circle().frame(width: 8, height: 8).position(x: 1e15, y: .nan)
                Rectangle().frame(width: 8, height: 8).offset(x: 99_999, y: -99_999)
            })
        #expect(Self.messages(scene) == ["2 views with a non-finite, negative or oversized length drawn without it"])
        #expect(Self.farPoints(scene) == [])
    }

    @Test func negativePaddingNeverMakesANegativeSize() throws {
        let renderer = ViewRenderer(
            measurer: FixedTextMeasurer(), theme: .standard(.light), bounds: Rect(x: 0, y: 0, width: 400, height: 300),
            text: TextEnvironment())
        let size = renderer.size(of: Text("ab").padding(-500)._node, proposal: ProposedSize(width: nil, height: nil))
        #expect(size.width >= 0 && size.height >= 0)
        let scene = try Self.scene(Text("ab").padding(-500).background(Color.yellow))
        #expect(Self.farPoints(scene) == [])
    }

    @Test func tenThousandNestedViewsAreCutShortWithoutRecursingThatDeep() throws {
        var view = AnyView(Text("deep"))
        for i in 0..<10_000 { view = i.isMultiple(of: 2) ? AnyView(view.padding(1)) : AnyView(HStack { view }) }
        let scene = try Self.scene(view)
        // Each wrapper past the limit is one view cut: 10,001 views, 128 kept.
        #expect(
            Self.messages(scene) == [
                "\(10_001 - ViewLimits.depth) views nested deeper than \(ViewLimits.depth) levels cut short"
            ])
        // The innermost text survives: what is cut is outer wrapping.
        #expect(scene.commands.contains { if case .text(let run) = $0 { run.text == "deep" } else { false } })
        #expect(Self.farPoints(scene) == [])
    }

    @Test func emptyAndEnormousTextAndUnknownSymbols() throws {
        let huge = String(repeating: "Release prep ", count: 100_000)
        let scene = try Self.scene(
            VStack {
                Text("")
                Text(huge)
                Image(systemName: "no.such.symbol")
                Label("Ship", systemImage: "")
            })
        #expect(
            Self.messages(scene) == [
                "2 unknown symbol names in views drawn as empty frames: \"no.such.symbol\", \"\"",
                "1 text longer than \(ViewLimits.characters) characters cut short",
            ])
        let longest = scene.commands.compactMap { if case .text(let run) = $0 { run.text.count } else { nil } }.max()
        #expect((longest ?? 0) <= ViewLimits.characters + 1)
        #expect(Self.farPoints(scene) == [])
    }

    @Test func tooManyChildrenAreCutShort() throws {
        let scene = try Self.scene(HStack(spacing: 0) { ForEach(0..<50_000) { _ in Color.red.frame(width: 1) } })
        #expect(Self.messages(scene) == ["1 view list longer than \(ViewLimits.children) cut short"])
        let fills = scene.commands.filter { if case .fill = $0 { true } else { false } }.count
        #expect(fills <= ViewLimits.children + 50)
    }

    @Test func badStrokeWidthsRadiiAndOpacities() throws {
        let scene = try Self.scene(
            HStack {
                Circle().stroke(lineWidth: .nan)
                RoundedRectangle(cornerRadius: .infinity).fill(.red)
                Capsule().strokeBorder(lineWidth: 1e9)
                Text("faded").opacity(.nan).rotationEffect(.degrees(.infinity))
                Rectangle().shadow(color: .black, radius: .infinity, x: .nan, y: 1e300)
            }
            .frame(width: 200, height: 20))
        #expect(Self.farPoints(scene) == [])
        #expect(drawingProblems(in: scene.commands, scale: 1).prefix(5) == [])
    }
}
