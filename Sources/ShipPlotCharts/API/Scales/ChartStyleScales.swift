// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The colour and symbol scales of a chart, as Swift Charts spells them.
nonisolated extension _ChartModifiable {
    // MARK: Colour and symbol scales

    /// Colours `foregroundStyle(by:)` values with the given styles, in the given (legend) order:
    /// `.chartForegroundStyleScale(["Screenshots": .blue, "Metadata": .green])`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> Self {
        let pairs = mapping.map { (value: $0.key.primitive, color: Self.color(of: $0.value)) }
        return with { $0.styleScales.foreground = .pairs(pairs) }
    }

    /// Colours values of `domain` (in its order) with `range`: an array of colours, or a gradient. Numbers on a
    /// gradient give a continuous colour scale with a gradient legend.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range,
        type: ScaleType? = nil
    ) -> Self {
        let (domain, range) = (domain._domain, range._styleRange)
        return with { $0.styleScales.foreground = .domainRange(domain: domain, range: range) }
    }

    /// Fixes the colour scale's domain (and so the legend's order); colours come from the palette.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Self {
        let domain = domain._domain
        return with { $0.styleScales.foreground = .domainRange(domain: domain, range: nil) }
    }

    /// Colours values with `range` (colours in order, or a gradient) over the domain found in the data.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> Self {
        let range = range._styleRange
        return with { $0.styleScales.foreground = .domainRange(domain: nil, range: range) }
    }

    /// Colours each value of `domain` (in that legend order) with `mapping(value)`.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> Self where Domain.Element: Plottable {
        let values = domain.map(\.primitive)
        let lookup: (PlottablePrimitive) -> Color? = { primitive in
            guard let raw = Domain.Element.PrimitivePlottable._make(primitive),
                let value = Domain.Element(primitivePlottable: raw)
            else { return nil }
            return Self.color(of: mapping(value))
        }
        return with { $0.styleScales.foreground = .mapping(domain: values, lookup) }
    }

    /// Colours each value with `mapping(value)`; legend order follows the data.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        mapping: @escaping (DataValue) -> S
    ) -> Self {
        let lookup: (PlottablePrimitive) -> Color? = { primitive in
            guard let raw = DataValue.PrimitivePlottable._make(primitive),
                let value = DataValue(primitivePlottable: raw)
            else { return nil }
            return Self.color(of: mapping(value))
        }
        return with { $0.styleScales.foreground = .mapping(domain: nil, lookup) }
    }

    /// Keeps the default colour scale; accepted for source compatibility.
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> Self { self }

    /// Chooses the symbol for `symbol(by:)` values, in the given (legend) order: built-in shapes, or your own
    /// `ChartSymbolShape`s, filled from their `path(in:)` in the marks and the legend.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>)
        -> Self
    {
        // A painted shape (`Circle().strokeBorder(lineWidth: 2)`) draws as the hollow or filled symbol like it.
        let pairs = mapping.map { pair in
            let basic = pair.value.basicShape ?? (pair.value as? ShapeView)?.basicSymbol
            return (
                value: pair.key.primitive, symbol: basic ?? .circle, custom: basic == nil ? pair.value.symbolView : nil
            )
        }
        return with { $0.styleScales.symbol = pairs }
    }

    static func color<S: ShapeStyle>(of style: S) -> Color {
        Color(style: style)
    }
}
