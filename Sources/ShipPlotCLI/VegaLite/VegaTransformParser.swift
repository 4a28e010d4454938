// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// Reads one step of `transform`: filter, calculate, fold, aggregate, bin and timeUnit; every other transform
/// Vega-Lite has is refused by name.
struct VegaTransformParser {
    var reader: VegaSpecReader

    private static let kinds = ["filter", "calculate", "fold", "aggregate", "bin", "timeUnit"]
    private static let refusedKinds = [
        "window", "joinaggregate", "lookup", "density", "loess", "regression", "pivot", "quantile", "stack",
        "impute", "flatten", "sample", "extent",
    ]

    mutating func transform(_ node: JSONNode, _ path: String) throws -> VegaTransform {
        guard let members = node.members else { throw reader.error(node, path, "expected a transform object") }
        let keys = members.map(\.key)
        guard let kind = keys.first(where: Self.kinds.contains) else {
            if let refused = keys.first(where: Self.refusedKinds.contains) {
                throw reader.error(
                    node, "\(path).\(refused)",
                    "the \(refused) transform is not supported by shipplot, expected "
                        + VegaSpecReader.list(Self.kinds))
            }
            throw reader.error(
                node, path, "is no transform shipplot knows, expected \(VegaSpecReader.list(Self.kinds))")
        }
        switch kind {
        case "filter":
            let members = try reader.object(node, path, VegaProperties(read: ["filter"]))
            return .filter(try predicate(members["filter"]!, "\(path).filter", depth: 0))
        case "calculate":
            let members = try reader.object(node, path, VegaProperties(read: ["calculate", "as"]))
            return .calculate(
                try reader.expression(members["calculate"]!, "\(path).calculate"), as: try output(members, node, path))
        case "fold": return try fold(node, path)
        case "aggregate": return try aggregate(node, path)
        case "bin":
            let members = try reader.object(node, path, VegaProperties(read: ["bin", "field", "as"]))
            guard let field = members["field"] else { throw reader.error(node, "\(path).field", "is missing") }
            let name = try reader.field(field, "\(path).field")
            let bin = try VegaEncodingParser.bin(members["bin"]!, "\(path).bin", reader: reader) ?? VegaBin()
            let names = try outputs(members["as"], path, default: "bin_maxbins_10_\(name)")
            return .bin(bin, field: name, as: (names[0], names.count > 1 ? names[1] : names[0] + "_end"))
        default:
            let members = try reader.object(node, path, VegaProperties(read: ["timeUnit", "field", "as"]))
            guard let field = members["field"] else { throw reader.error(node, "\(path).field", "is missing") }
            let unit = try VegaEncodingParser.timeUnit(members["timeUnit"]!, "\(path).timeUnit", reader: reader)
            return .timeUnit(unit, field: try reader.field(field, "\(path).field"), as: try output(members, node, path))
        }
    }

    private func output(_ members: [String: JSONNode], _ node: JSONNode, _ path: String) throws -> String {
        guard let node = members["as"] else {
            throw reader.error(node, "\(path).as", "is missing, expected a field name")
        }
        return try reader.string(node, "\(path).as")
    }

    private func outputs(_ node: JSONNode?, _ path: String, default name: String) throws -> [String] {
        guard let node else { return [name] }
        if let text = node.string { return [text] }
        guard let names = node.array, (1...2).contains(names.count) else {
            throw reader.error(node, "\(path).as", "expected a field name or two")
        }
        return try names.enumerated().map { try reader.string($1, "\(path).as[\($0)]") }
    }

    private mutating func fold(_ node: JSONNode, _ path: String) throws -> VegaTransform {
        let members = try reader.object(node, path, VegaProperties(read: ["fold", "as"]))
        guard let fields = members["fold"]!.array, !fields.isEmpty, fields.count <= 1000 else {
            throw reader.error(members["fold"]!, "\(path).fold", "expected an array of 1 to 1,000 field names")
        }
        let names = try fields.enumerated().map { try reader.field($1, "\(path).fold[\($0)]") }
        let output = try outputs(members["as"], path, default: "key")
        return .fold(fields: names, as: (output[0], output.count > 1 ? output[1] : "value"))
    }

    private mutating func aggregate(_ node: JSONNode, _ path: String) throws -> VegaTransform {
        let members = try reader.object(node, path, VegaProperties(read: ["aggregate", "groupby"]))
        guard let list = members["aggregate"]!.array else {
            throw reader.error(members["aggregate"]!, "\(path).aggregate", "expected an array of {op, field, as}")
        }
        var fields: [VegaAggregateField] = []
        for (index, item) in list.enumerated() {
            let at = "\(path).aggregate[\(index)]"
            let parts = try reader.object(item, at, VegaProperties(read: ["op", "field", "as"]))
            guard let opNode = parts["op"], let asNode = parts["as"] else {
                throw reader.error(item, at, "needs op and as")
            }
            let op = try VegaEncodingParser.aggregateOp(opNode, "\(at).op", reader: reader)
            if op == .argmin || op == .argmax {
                throw reader.error(
                    opNode, "\(at).op",
                    "\(op.rawValue) in the aggregate transform makes a row of a row, which shipplot does not read "
                        + "(give it in the encoding's aggregate instead)")
            }
            let field = try parts["field"].map { try reader.field($0, "\(at).field") }
            if field == nil && op != .count {
                throw reader.error(item, "\(at).field", "is missing, expected the field to \(op.rawValue)")
            }
            fields.append(VegaAggregateField(op: op, field: field, output: try reader.string(asNode, "\(at).as")))
        }
        let groups =
            try members["groupby"].map { node in
                try (node.array ?? []).enumerated().map { try reader.field($1, "\(path).groupby[\($0)]") }
            } ?? []
        return .aggregate(fields, groupBy: groups)
    }

    /// A filter: an expression, a field predicate, or `and` / `or` / `not` of them, at most 32 deep.
    mutating func predicate(_ node: JSONNode, _ path: String, depth: Int) throws -> VegaPredicate {
        guard depth < 32 else { throw reader.error(node, path, "predicates nest deeper than 32 levels") }
        if node.string != nil { return .expression(try reader.expression(node, path)) }
        guard let members = node.members else {
            throw reader.error(node, path, "expected an expression or a predicate")
        }
        for logical in ["and", "or"] where members.first?.key == logical && members.count == 1 {
            guard let items = members[0].value.array, !items.isEmpty else {
                throw reader.error(node, "\(path).\(logical)", "expected an array of predicates")
            }
            let parts = try items.enumerated().map { try predicate($1, "\(path).\(logical)[\($0)]", depth: depth + 1) }
            return logical == "and" ? .and(parts) : .or(parts)
        }
        if members.count == 1, members[0].key == "not" {
            return .not(try predicate(members[0].value, "\(path).not", depth: depth + 1))
        }
        if members.contains(where: { $0.key == "param" || $0.key == "selection" }) {
            throw reader.error(node, path, "a selection predicate is not supported (selections are interactive)")
        }
        return .field(try fieldPredicate(node, path))
    }

    private static let tests = ["equal", "lt", "lte", "gt", "gte", "range", "oneOf", "valid"]

    private mutating func fieldPredicate(_ node: JSONNode, _ path: String) throws -> VegaFieldPredicate {
        let members = try reader.object(node, path, VegaProperties(read: ["field", "timeUnit"] + Self.tests))
        guard let fieldNode = members["field"] else { throw reader.error(node, "\(path).field", "is missing") }
        let field = try reader.field(fieldNode, "\(path).field")
        let unit = try members["timeUnit"].map {
            try VegaEncodingParser.timeUnit($0, "\(path).timeUnit", reader: reader)
        }
        let given = Self.tests.filter { members[$0] != nil }
        guard given.count == 1, let name = given.first, let value = members[name] else {
            throw reader.error(node, path, "expected exactly one test of \(VegaSpecReader.list(Self.tests))")
        }
        let at = "\(path).\(name)"
        let test: VegaFieldPredicate.Test
        switch name {
        case "equal": test = .equal(try reader.value(value, at))
        case "lt": test = .less(try reader.value(value, at), orEqual: false)
        case "lte": test = .less(try reader.value(value, at), orEqual: true)
        case "gt": test = .greater(try reader.value(value, at), orEqual: false)
        case "gte": test = .greater(try reader.value(value, at), orEqual: true)
        case "range":
            guard let ends = value.array, ends.count == 2 else { throw reader.error(value, at, "expected [low, high]") }
            let low = try reader.value(ends[0], "\(at)[0]")
            let high = try reader.value(ends[1], "\(at)[1]")
            test = .range(low == .null ? nil : low, high == .null ? nil : high)
        case "oneOf": test = .oneOf(try reader.values(value, at))
        default: test = .valid(try reader.bool(value, at))
        }
        return VegaFieldPredicate(field: field, timeUnit: unit, test: test)
    }
}
