// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `Canvas` and its `GraphicsContext`, as SwiftUI draws them: what the renderer fills, strokes and draws lands in
/// the canvas's frame, through the context's transform, opacity, blend mode and clips, clipped to the frame.
@Suite struct CanvasTests {
    /// A 100 × 60 canvas placed 20 points in from the top-leading corner.
    static func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DrawCommand] {
        ListStyleTests.drawn(
            Canvas(renderer: renderer).frame(width: 100, height: 60).padding(20).frame(
                maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }

    static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    static let red = Theme.standard(.light).resolve(.red)

    @Test func fillsAndStrokesLandInTheCanvasFrameClippedToIt() {
        let commands = Self.drawn { context, size in
            #expect(size == CGSize(width: 100, height: 60))
            context.fill(Self.square, with: .color(.red))
            context.stroke(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)),
                with: .color(.blue), lineWidth: 4)
        }
        #expect(commands.first == .pushClip(Rect(x: 20, y: 20, width: 100, height: 60)))
        #expect(commands.last == .popClip)
        guard case .fill(let path, let color) = commands[1], case .stroke(let ring, let stroke, _) = commands[2] else {
            Issue.record("expected a fill then a stroke, got \(commands)")
            return
        }
        #expect(path.bounds == Rect(x: 20, y: 20, width: 10, height: 10))
        #expect(color == Self.red)
        #expect(ring.bounds == Rect(x: 20, y: 20, width: 100, height: 60))
        #expect(stroke.width == 4)
    }

    @Test func theTransformMovesScalesAndTurnsWhatIsDrawnNext() {
        let commands = Self.drawn { context, _ in
            context.translateBy(x: 50, y: 30)
            context.scaleBy(x: 2, y: 2)
            context.fill(Self.square, with: .color(.red))
            context.stroke(Self.square, with: .color(.red), lineWidth: 1)
            context.rotate(by: .degrees(90))
            context.fill(Self.square, with: .color(.red))
        }
        let shapes: [(Rect, Double?)] = commands.compactMap {
            switch $0 {
            case .fill(let p, _): (p.bounds, nil)
            case .stroke(let p, let s, _): (p.bounds, s.width)
            default: nil
            }
        }
        #expect(shapes.count == 3)
        #expect(shapes[0].0 == Rect(x: 70, y: 50, width: 20, height: 20))
        // A stroke's width scales with the drawing.
        #expect(shapes[1].1 == 2)
        // Turned a quarter clockwise about (70, 50): the square now lies to the left of it.
        let turned = shapes[2].0
        #expect(abs(turned.minX - 50) < 1e-9 && abs(turned.minY - 50) < 1e-9 && abs(turned.width - 20) < 1e-9)
    }

    @Test func aCopyOfTheContextKeepsItsOwnStateAndTheOriginalIsUnchanged() {
        let commands = Self.drawn { context, _ in
            var moved = context
            moved.translateBy(x: 30, y: 0)
            moved.opacity = 0.5
            moved.fill(Self.square, with: .color(.red))
            context.drawLayer { layer in
                layer.translateBy(x: 0, y: 30)
                layer.fill(Self.square, with: .color(.red))
            }
            context.fill(Self.square, with: .color(.red))
        }
        let fills: [(Rect, RGBA)] = commands.compactMap {
            if case .fill(let p, let c) = $0 { return (p.bounds, c) } else { return nil }
        }
        #expect(fills.map(\.0.x) == [50, 20, 20])
        #expect(fills.map(\.0.y) == [20, 50, 20])
        #expect(fills[0].1 == Self.red.withAlpha(0.5))
        #expect(fills[2].1 == Self.red)
    }

    @Test func clipsMaskWhatIsDrawnNextAndBlendModesLayerIt() {
        let commands = Self.drawn { context, _ in
            context.blendMode = .multiply
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.fill(Self.square, with: .color(.red))
        }
        guard commands.count == 9 else {
            Issue.record("expected a clipped, blended fill, got \(commands)")
            return
        }
        #expect(commands[1] == .pushMaskedLayer)
        #expect(commands[2] == .pushEffect(.blend(.multiply)))
        #expect(commands[4] == .popEffect)
        #expect(commands[5] == .pushMaskLayer)
        guard case .fill(let mask, _) = commands[6] else {
            Issue.record("no mask: \(commands)")
            return
        }
        #expect(mask.bounds == Rect(x: 20, y: 20, width: 10, height: 10))
        #expect(commands[7] == .popMaskLayers)
    }

    @Test func textIsPlacedByItsAnchorAndTurnsWithTheDrawing() {
        let commands = Self.drawn { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Text("Hi"), at: .zero, anchor: .topLeading)
            context.rotate(by: .degrees(90))
            context.draw(Text("Hi"), at: CGPoint(x: 10, y: 0), anchor: .topLeading)
        }
        let runs: [TextRun] = commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(runs.count == 3)
        guard runs.count == 3 else { return }
        // Fixed metrics: "Hi" is 12 × 10 points at 10 pt, so centred at (70, 50) it starts 6 points left.
        #expect(runs[0].origin.x == 64)
        #expect(runs[1].origin.x == 20)
        #expect(runs[1].angle == 0)
        #expect(abs(runs[2].angle - .pi / 2) < 1e-9)
        #expect(abs(runs[2].origin.x - (20 - (runs[1].origin.y - 20))) < 1e-9)
        #expect(abs(runs[2].origin.y - 30) < 1e-9)
    }

    @Test func shadingsPaintGradientsInTheContextsCoordinatesAndTheForegroundInherits() {
        let gradient = Gradient(colors: [.red, .blue])
        let commands = ListStyleTests.drawn(
            Canvas { context, _ in
                context.translateBy(x: 10, y: 0)
                context.fill(
                    Self.square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
                context.fill(Self.square, with: .foreground)
            }
            .frame(width: 50, height: 50)
            .foregroundStyle(.red)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        guard case .linearGradient(_, let from, let to, let stops) = commands[1], case .fill(_, let color) = commands[2]
        else {
            Issue.record("expected a gradient then a fill: \(commands)")
            return
        }
        #expect(from == Point(x: 10, y: 0) && to == Point(x: 20, y: 0))
        #expect(stops.map(\.color) == [Self.red, Theme.standard(.light).resolve(.blue)])
        #expect(color == Self.red)
    }

    @Test func symbolsAreFoundByTagAndDrawnWhereTheRendererPutsThem() {
        var found: [Bool] = []
        let commands = ListStyleTests.drawn(
            Canvas { context, _ in
                found = [context.resolveSymbol(id: "dot") != nil, context.resolveSymbol(id: "nothing") != nil]
                if let dot = context.resolveSymbol(id: "dot") {
                    context.draw(dot, at: CGPoint(x: 25, y: 25))
                }
            } symbols: {
                Circle().fill(.red).frame(width: 8, height: 8).tag("dot")
            }
            .frame(width: 50, height: 50)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(found == [true, false])
        let fills: [Rect] = commands.compactMap { if case .fill(let p, _) = $0 { p.bounds } else { nil } }
        #expect(fills == [Rect(x: 21, y: 21, width: 8, height: 8)])
    }

    @Test func aCanvasDrawingMoreThanItsLimitIsCutShortAndReported() throws {
        let renderer = ImageRenderer(
            content: Canvas { context, _ in
                for _ in 0..<(GraphicsContext.operationLimit + 5) { context.fill(Path(), with: .color(.red)) }
            }
            .frame(width: 10, height: 10))
        let messages = try renderer.diagnostics().map(\.message)
        #expect(messages.contains { $0.contains("1 canvas drawing more than 200000 operations cut short") })
    }
}
