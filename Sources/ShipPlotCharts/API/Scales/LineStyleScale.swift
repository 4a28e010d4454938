// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How `chartLineStyleScale` maps `lineStyle(by:)` values to stroke styles.
enum LineStyleScaleSetting {
    /// Explicit pairs, in legend order.
    case pairs([(value: PlottablePrimitive, style: StrokeStyle)])
    /// Styles assigned in order (cycling) to the domain's values, then to values found in the data.
    case domainRange(domain: [PlottablePrimitive]?, range: [StrokeStyle])
    /// A function from value to style, with an optional domain fixing legend order.
    case mapping(domain: [PlottablePrimitive]?, (PlottablePrimitive) -> StrokeStyle?)
}

nonisolated extension _ChartModifiable {
    /// Strokes `lineStyle(by:)` values with the given styles, in the given (legend) order:
    /// `.chartLineStyleScale(["Plan": StrokeStyle(dash: [5, 3]), "Actual": StrokeStyle(lineWidth: 3)])`.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> Self {
        let pairs = mapping.map { (value: $0.key.primitive, style: $0.value) }
        return with { $0.styleScales.lineStyle = .pairs(pairs) }
    }

    /// Strokes the values of `domain` (in that legend order) with `range`, cycling.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> Self {
        let values: [PlottablePrimitive]?
        if case .values(let list) = domain._domain { values = list } else { values = nil }
        return with { $0.styleScales.lineStyle = .domainRange(domain: values, range: range) }
    }

    /// Strokes values with `range` in the order they appear in the data, cycling.
    public func chartLineStyleScale(range: [StrokeStyle]) -> Self {
        with { $0.styleScales.lineStyle = .domainRange(domain: nil, range: range) }
    }

    /// Strokes each value with `mapping(value)`; legend order follows the data.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> Self {
        with { $0.styleScales.lineStyle = .mapping(domain: nil, Self.lineStyleLookup(mapping)) }
    }

    /// Strokes each value of `domain` (in that legend order) with `mapping(value)`.
    public func chartLineStyleScale<Domain: Collection>(
        domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle
    ) -> Self where Domain.Element: Plottable {
        let values = domain.map(\.primitive)
        return with { $0.styleScales.lineStyle = .mapping(domain: values, Self.lineStyleLookup(mapping)) }
    }

    private static func lineStyleLookup<DataValue: Plottable>(_ mapping: @escaping (DataValue) -> StrokeStyle)
        -> (PlottablePrimitive) -> StrokeStyle?
    {
        { primitive in
            guard let raw = DataValue.PrimitivePlottable._make(primitive),
                let value = DataValue(primitivePlottable: raw)
            else { return nil }
            return mapping(value)
        }
    }
}

extension StyleScales {
    /// The `lineStyle(by:)` domain: explicit values first (pairs or the scale's domain), then the data's, with
    /// the scale's stroke style for each where it gives one.
    static func lineStyleDomain(_ encodings: [Encoding?], setting: LineStyleScaleSetting?) -> StyleDomain? {
        guard let title = encodings.lazy.compactMap({ $0?.label }).first else { return nil }
        var values: [PlottablePrimitive] = []
        switch setting {
        case .pairs(let pairs)?: values = pairs.map(\.value)
        case .domainRange(let domain?, _)?, .mapping(let domain?, _)?: values = domain
        default: break
        }
        values += encodings.compactMap { $0?.value }
        var keys: [String] = [], strokes: [StrokeStyle?] = [], seen: Set<String> = []
        for value in values {
            let key = LabelFormat.key(value)
            guard seen.insert(key).inserted else { continue }
            keys.append(key)
            switch setting {
            case .pairs(let pairs)?: strokes.append(pairs.first { LabelFormat.key($0.value) == key }?.style)
            case .domainRange(_, let range)? where !range.isEmpty: strokes.append(range[(keys.count - 1) % range.count])
            case .mapping(_, let lookup)?: strokes.append(lookup(value))
            default: strokes.append(nil)
            }
        }
        return StyleDomain(title: title, keys: keys, explicitColors: [], explicitStrokes: strokes)
    }
}
