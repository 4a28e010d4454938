// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A view drawn at each point of a mark instead of its symbol shape.
struct SymbolViewSpec: Sendable, Equatable {
    var node: _ViewNode
    /// For a custom `ChartSymbolShape`: the part of its frame its visual weight fills, so it is drawn as large
    /// as the built-in symbols of the same size. Nil for a `symbol { view }`, which is offered the symbol's square.
    var perceptualRect: Rect?
}

nonisolated extension ChartContent {
    /// Draws `symbol` at each point instead of a symbol shape (points) or over the line's points (lines). The
    /// view is offered the symbol's square (`symbolSize`, 8 pt across by default) and takes the size it chooses;
    /// shapes and text in it take the mark's colour unless they set their own.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> {
        let spec = SymbolViewSpec(node: symbol()._node, perceptualRect: nil)
        return ModifiedChartContent(content: self) {
            if $0.symbol == nil, $0.symbolView == nil { $0.symbolView = spec }
        }
    }
}

nonisolated extension ChartContent {
    /// Draws `symbol` at each point, as `symbol { symbol }` does: `.symbol(Circle().strokeBorder(lineWidth: 2))`.
    public func symbol<V: View>(_ symbol: V) -> ModifiedChartContent<Self> {
        self.symbol { symbol }
    }
}

/// A type-erased symbol shape.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let shape: any ChartSymbolShape
    /// Erases the type of `content`.
    public init(_ content: any ChartSymbolShape) { shape = content }
    /// The erased shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    /// The erased shape's perceptual unit rectangle.
    public var perceptualUnitRect: CGRect { shape.perceptualUnitRect }
}

extension BasicChartSymbolShape {
    /// The built-in shape centred in `rect`, as large as the symbol of `rect`'s shorter side.
    public func path(in rect: CGRect) -> Path {
        let r = Rect(rect)
        return SymbolShapes.path(self, center: Point(x: r.midX, y: r.midY), size: max(0, min(r.width, r.height)))
    }

    /// The whole unit square: the built-in shapes are already drawn equally heavy.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension ChartSymbolShape {
    /// A custom shape as a symbol view, or nil for the built-in shapes (drawn by `SymbolShapes`).
    var symbolView: SymbolViewSpec? {
        if self is BasicChartSymbolShape { return nil }
        if let erased = self as? AnyChartSymbolShape, erased.shape is BasicChartSymbolShape { return nil }
        let unit = perceptualUnitRect
        let valid =
            [unit.minX, unit.minY, unit.width, unit.height].allSatisfy(\.isFinite) && unit.width >= 0.05
            && unit.height >= 0.05 && unit.width <= 20 && unit.height <= 20 && abs(unit.minX) <= 20
            && abs(unit.minY) <= 20
        let rect = valid ? Rect(unit) : Rect(x: 0, y: 0, width: 1, height: 1)
        let node = valid ? _node : _node.noting(.invalidValue)
        return SymbolViewSpec(node: node, perceptualRect: rect)
    }

    /// The built-in shape this is, also through `AnyChartSymbolShape`.
    var basicShape: BasicChartSymbolShape? {
        (self as? BasicChartSymbolShape) ?? ((self as? AnyChartSymbolShape)?.shape as? BasicChartSymbolShape)
    }
}
