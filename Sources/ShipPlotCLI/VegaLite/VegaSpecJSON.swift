// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension VegaLiteSpec {
    /// The spec as Vega-Lite v5 JSON: what ``VegaSpecParser`` reads back into the same model (the dropped
    /// properties are not written).
    var json: JSONOut {
        var members: [(String, JSONOut)] = [("$schema", .string("https://vega.github.io/schema/vega-lite/v5.json"))]
        if let title { members.append(("title", .string(title))) }
        members.append(("data", data.json))
        if !transforms.isEmpty { members.append(("transform", .array(transforms.map(\.json)))) }
        if let width { members.append(("width", width.json)) }
        if let height { members.append(("height", height.json)) }
        members.append(("mark", mark.json))
        members.append(("encoding", encoding.json))
        return .object(members)
    }
}

extension VegaSize {
    var json: JSONOut {
        switch self {
        case .points(let points): .number(points)
        case .step(let step): .object([("step", .number(step))])
        }
    }
}

extension VegaValue {
    var json: JSONOut {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .date(let instant): Self.dateTime(instant)
        }
    }
}

extension VegaValue {
    /// Vega-Lite's DateTime object for an instant (UTC): year, month, date, and the time of day when it has one.
    static func dateTime(_ instant: Double) -> JSONOut {
        let fields = VegaDates.Fields(instant)
        var members: [(String, JSONOut)] = [
            ("year", .number(Double(fields.year))), ("month", .number(Double(fields.month))),
            ("date", .number(Double(fields.day))),
        ]
        if instant - (instant / 86400).rounded(.down) * 86400 != 0 {
            members += [
                ("hours", .number(Double(fields.hours))), ("minutes", .number(Double(fields.minutes))),
                ("seconds", .number(Double(fields.seconds))),
            ]
        }
        return .object(members + [("utc", .bool(true))])
    }
}

extension VegaData {
    var json: JSONOut {
        switch self {
        case .url(let url, let format):
            let formatJSON = format.json
            return .object([("url", .string(url))] + (formatJSON.map { [("format", $0)] } ?? []))
        case .values(let node, let format):
            return .object([("values", node.json)] + (format.json.map { [("format", $0)] } ?? []))
        case .sequence(let start, let stop, let step, let field):
            return .object([
                (
                    "sequence",
                    .object([
                        ("start", .number(start)), ("stop", .number(stop)), ("step", .number(step)),
                        ("as", .string(field)),
                    ])
                )
            ])
        }
    }
}

extension VegaFormat {
    /// Nil when nothing is set.
    var json: JSONOut? {
        var members: [(String, JSONOut)] = []
        if let type { members.append(("type", .string(type.rawValue))) }
        if !property.isEmpty { members.append(("property", .string(property.joined(separator: ".")))) }
        if !parse.isEmpty {
            members.append(("parse", .object(parse.map { ($0.field, .string(Self.parseName($0.as))) })))
        }
        return members.isEmpty ? nil : .object(members)
    }

    private static func parseName(_ parse: Parse) -> String {
        switch parse {
        case .number: "number"
        case .boolean: "boolean"
        case .date: "date"
        case .string: "string"
        }
    }
}

extension JSONNode {
    /// The node as it was read.
    var json: JSONOut {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }
}

extension VegaTransform {
    var json: JSONOut {
        switch self {
        case .filter(let predicate): .object([("filter", predicate.json)])
        case .calculate(let expression, let name):
            .object([("calculate", .string(expression.text)), ("as", .string(name))])
        case .fold(let fields, let names):
            .object([
                ("fold", .array(fields.map { .string($0) })),
                ("as", .array([.string(names.key), .string(names.value)])),
            ])
        case .aggregate(let fields, let groups):
            .object([
                (
                    "aggregate",
                    .array(
                        fields.map { field in
                            .object(
                                [("op", .string(field.op.rawValue))]
                                    + (field.field.map { [("field", .string($0))] } ?? []) + [
                                        ("as", .string(field.output))
                                    ])
                        })
                ),
                ("groupby", .array(groups.map { .string($0) })),
            ])
        case .bin(let bin, let field, let names):
            .object([
                ("bin", bin.json), ("field", .string(field)),
                ("as", .array([.string(names.start), .string(names.end)])),
            ])
        case .timeUnit(let unit, let field, let name):
            .object([("timeUnit", unit.json), ("field", .string(field)), ("as", .string(name))])
        }
    }
}

extension VegaPredicate {
    var json: JSONOut {
        switch self {
        case .expression(let expression): .string(expression.text)
        case .and(let parts): .object([("and", .array(parts.map(\.json)))])
        case .or(let parts): .object([("or", .array(parts.map(\.json)))])
        case .not(let part): .object([("not", part.json)])
        case .field(let predicate):
            .object(
                [("field", .string(predicate.field))] + (predicate.timeUnit.map { [("timeUnit", $0.json)] } ?? []) + [
                    predicate.test.json
                ])
        }
    }
}

extension VegaFieldPredicate.Test {
    var json: (String, JSONOut) {
        switch self {
        case .equal(let value): ("equal", value.json)
        case .less(let value, let orEqual): (orEqual ? "lte" : "lt", value.json)
        case .greater(let value, let orEqual): (orEqual ? "gte" : "gt", value.json)
        case .range(let low, let high): ("range", .array([low?.json ?? .null, high?.json ?? .null]))
        case .oneOf(let values): ("oneOf", .array(values.map(\.json)))
        case .valid(let flag): ("valid", .bool(flag))
        }
    }
}

extension VegaTimeUnit {
    var json: JSONOut {
        step == 1 ? .string(name) : .object([("unit", .string(name)), ("step", .number(Double(step)))])
    }
}

extension VegaBin {
    var json: JSONOut {
        var members: [(String, JSONOut)] = []
        if let maxBins { members.append(("maxbins", .number(Double(maxBins)))) }
        if let step { members.append(("step", .number(step))) }
        if let minStep { members.append(("minstep", .number(minStep))) }
        if let extent { members.append(("extent", .array([.number(extent.0), .number(extent.1)]))) }
        if let anchor { members.append(("anchor", .number(anchor))) }
        if let base { members.append(("base", .number(base))) }
        if let divide { members.append(("divide", .array(divide.map { .number($0) }))) }
        if let steps { members.append(("steps", .array(steps.map { .number($0) }))) }
        if !nice { members.append(("nice", .bool(false))) }
        return members.isEmpty ? .bool(true) : .object(members)
    }
}

extension VegaMark {
    var json: JSONOut {
        var members: [(String, JSONOut)] = [("type", .string(type.rawValue))]
        func add(_ key: String, _ value: JSONOut?) { if let value { members.append((key, value)) } }
        add("color", color.map { .string($0) })
        add("opacity", opacity.map { .number($0) })
        add("filled", filled.map { .bool($0) })
        add("strokeWidth", strokeWidth.map { .number($0) })
        add("strokeDash", strokeDash.map { .array($0.map { .number($0) }) })
        add("size", size.map { .number($0) })
        add("shape", shape.map { .string($0) })
        add("interpolate", interpolate.map { .string($0) })
        add("point", point ? .bool(true) : nil)
        add("line", line ? .bool(true) : nil)
        add("orient", orient.map { .string($0.rawValue) })
        add("innerRadius", innerRadius.map { .number($0) })
        add("outerRadius", outerRadius.map { .number($0) })
        add("cornerRadius", cornerRadius.map { .number($0) })
        add("thickness", thickness.map { .number($0) })
        add("extent", extent.map(\.json))
        add("binSpacing", binSpacing.map { .number($0) })
        return members.count == 1 ? .string(type.rawValue) : .object(members)
    }
}

extension VegaExtent {
    var json: JSONOut {
        switch self {
        case .minMax: .string("min-max")
        case .interquartile(let times): times == 1 ? .string("iqr") : .number(times)
        case .standardError: .string("stderr")
        case .standardDeviation: .string("stdev")
        case .confidenceInterval: .string("ci")
        }
    }
}

extension VegaEncoding {
    var json: JSONOut {
        var members = VegaChannel.allCases.compactMap { channel in
            channels[channel].map { (channel.rawValue, $0.json(axis: channel == .x || channel == .y)) }
        }
        if !details.isEmpty { members.append(("detail", .array(details.map { $0.json(axis: false) }))) }
        if !tooltips.isEmpty { members.append(("tooltip", .array(tooltips.map { $0.json(axis: false) }))) }
        return .object(members)
    }
}

extension VegaChannelDef {
    /// The definition; `axis` for x and y, whose guide is an axis (a legend for the others).
    func json(axis: Bool) -> JSONOut {
        var members: [(String, JSONOut)] = []
        func add(_ key: String, _ value: JSONOut?) { if let value { members.append((key, value)) } }
        add("field", field.map { .string($0) })
        add("type", type.map { .string($0.rawValue) })
        if let aggregate {
            add(
                "aggregate",
                aggregateOf.map { .object([(aggregate.rawValue, .string($0))]) } ?? .string(aggregate.rawValue))
        }
        add("bin", binned ? .string("binned") : bin?.json)
        add("timeUnit", timeUnit?.json)
        if let title { add("title", title.map { .string($0) } ?? .null) }
        add("sort", sort?.json)
        add("scale", scale.json)
        add("stack", stack.map { $0 == .none ? .null : .string($0.rawValue) })
        add("value", value?.json)
        add("datum", datum?.json)
        add("columns", columns.map { .number(Double($0)) })
        let guide = axis ? "axis" : "legend"
        if guideHidden {
            add(guide, .null)
        } else if let format {
            add(guide, .object([("format", .string(format))]))
        }
        return .object(members)
    }
}

extension VegaSort {
    var json: JSONOut {
        switch self {
        case .ascending: .string("ascending")
        case .descending: .string("descending")
        case .none: .null
        case .values(let values): .array(values.map(\.json))
        case .channel(let channel, let descending): .string((descending ? "-" : "") + channel.rawValue)
        case .field(let field, let op, let descending):
            .object(
                (field.map { [("field", .string($0))] } ?? []) + [
                    ("op", .string(op.rawValue)), ("order", .string(descending ? "descending" : "ascending")),
                ])
        }
    }
}

extension VegaScale {
    /// Nil when nothing is set.
    var json: JSONOut? {
        var members: [(String, JSONOut)] = []
        func add(_ key: String, _ value: JSONOut?) { if let value { members.append((key, value)) } }
        add("type", type.map { .string($0.rawValue) })
        add("domain", domain.map { .array($0.map(\.json)) })
        add("domainMin", domainMin?.json)
        add("domainMax", domainMax?.json)
        add("domainMid", domainMid.map { .number($0) })
        add("range", range.map { .array($0.map(\.json)) })
        add("scheme", scheme.map { .string($0) })
        add("zero", zero.map { .bool($0) })
        add("nice", nice.map { .bool($0) })
        add("reverse", reverse ? .bool(true) : nil)
        add("exponent", exponent.map { .number($0) })
        add("base", base.map { .number($0) })
        add("padding", padding.map { .number($0) })
        add("paddingInner", paddingInner.map { .number($0) })
        return members.isEmpty ? nil : .object(members)
    }
}
