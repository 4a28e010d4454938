// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// Reads `encoding`: each channel's field, type, aggregate, bin, time unit, sort, scale, axis or legend, title
/// and stack.
struct VegaEncodingParser {
    var reader: VegaSpecReader

    private static let channelNames = VegaChannel.allCases.map(\.rawValue)
    private static let droppedChannels = ["href", "description", "url", "key"]
    private static let refusedChannels = [
        "text", "latitude", "longitude", "latitude2", "longitude2", "angle", "fillOpacity", "strokeOpacity",
        "strokeWidth", "theta2", "radius2", "xError", "yError", "xError2", "yError2",
    ]

    mutating func encoding(_ node: JSONNode, _ path: String, mark: VegaMarkType) throws -> VegaEncoding {
        let members = try reader.object(
            node, path,
            VegaProperties(
                read: Self.channelNames.filter { !Self.droppedChannels.contains($0) },
                dropped: Self.droppedChannels, refused: Self.refusedChannels,
                reasons: [
                    "text": "text marks are not drawn", "latitude": "maps are not drawn",
                    "longitude": "maps are not drawn",
                ]))
        var encoding = VegaEncoding()
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let channel = VegaChannel(rawValue: name)!
            let at = "\(path).\(name)"
            if channel == .tooltip {
                reader.dropped.append(at)
                let items = value.array ?? (value.members != nil ? [value] : [])
                encoding.tooltips = try items.enumerated().compactMap { index, item in
                    // A tooltip of a fixed value or of every field ({"content": "data"}) splits nothing.
                    guard item["field"] != nil else { return nil }
                    return try channelDef(item, value.array == nil ? at : "\(at)[\(index)]", channel: channel)
                }
                continue
            }
            if channel == .detail, let items = value.array {
                encoding.details = try items.enumerated().map { try channelDef($1, "\(at)[\($0)]", channel: channel) }
                continue
            }
            encoding[channel] = try channelDef(value, at, channel: channel)
        }
        return encoding
    }

    private static func properties(_ channel: VegaChannel) -> VegaProperties {
        var read = ["field", "type", "aggregate", "bin", "timeUnit", "title", "value", "datum", "sort", "scale"]
        switch channel {
        case .x, .y: read += ["axis", "stack"]
        case .theta, .radius: read += ["stack"]
        case .color, .fill, .stroke, .size, .shape, .opacity, .strokeDash: read += ["legend"]
        case .row, .column, .facet: read += ["columns"]
        default: break
        }
        // A tooltip draws nothing: what it would show, and when, is left out with it.
        let tooltip = channel == .tooltip ? ["filter", "condition"] : []
        return VegaProperties(
            read: read,
            dropped: [
                "header", "bandPosition", "spacing", "align", "center", "bounds", "formatType", "format", "axis",
                "legend", "stack", "columns",
            ].filter {
                !read.contains($0)
            } + tooltip,
            refused: ["condition", "impute", "band", "param", "empty", "repeat"],
            reasons: ["condition": "conditional encodings depend on selections or tests shipplot does not draw"])
    }

    mutating func channelDef(_ node: JSONNode, _ path: String, channel: VegaChannel) throws -> VegaChannelDef {
        let members = try reader.object(node, path, Self.properties(channel))
        var def = VegaChannelDef()
        if let field = members["field"] { def.field = try reader.field(field, "\(path).field") }
        if let type = members["type"] { def.type = try reader.choice(type, "\(path).type", VegaType.self) }
        if let aggregate = members["aggregate"] { try self.aggregate(aggregate, "\(path).aggregate", into: &def) }
        if let bin = members["bin"] {
            if bin.string == "binned" || bin["binned"]?.bool == true {
                def.binned = true
            } else {
                def.bin = try Self.bin(bin, "\(path).bin", reader: reader)
            }
        }
        if let unit = members["timeUnit"] { def.timeUnit = try Self.timeUnit(unit, "\(path).timeUnit", reader: reader) }
        if let title = members["title"] {
            def.title = .some(try title.isNull ? nil : titleText(title, "\(path).title"))
        }
        if let value = members["value"] { def.value = try reader.value(value, "\(path).value") }
        if let datum = members["datum"] { def.datum = try reader.value(datum, "\(path).datum") }
        if let sort = members["sort"] { def.sort = try self.sort(sort, "\(path).sort") }
        if let scale = members["scale"] { try self.scale(scale, "\(path).scale", into: &def) }
        if let stack = members["stack"] { def.stack = try self.stack(stack, "\(path).stack") }
        if let columns = members["columns"] {
            def.columns = try reader.integer(columns, "\(path).columns", in: 1...1000)
        }
        for guide in ["axis", "legend"] {
            if let node = members[guide] { try self.guide(node, "\(path).\(guide)", axis: guide == "axis", into: &def) }
        }
        try check(&def, node, path, channel: channel)
        return def
    }

    /// What a definition needs whole: a field, a value or a datum (or count), and a type, inferred as Vega-Lite
    /// infers it when not given.
    private func check(_ def: inout VegaChannelDef, _ node: JSONNode, _ path: String, channel: VegaChannel) throws {
        if def.field == nil && def.value == nil && def.datum == nil && def.aggregate != .count {
            throw reader.error(node, path, "has no field, value or datum, expected one")
        }
        if let value = def.value, case .string(let color) = value,
            [.color, .fill, .stroke].contains(channel), VegaColor.parse(color) == nil
        {
            throw reader.error(node, "\(path).value", "\(VisibleText.quoted(color, limit: 40)) is not a colour")
        }
        guard def.type == nil else { return }
        if def.timeUnit != nil || def.scale.type == .time || def.scale.type == .utc {
            def.type = .temporal
        } else if [.linear, .log, .pow, .sqrt, .symlog].contains(def.scale.type) {
            def.type = .quantitative
        } else if def.bin != nil || def.binned
            || def.aggregate != nil && def.aggregate != .argmin && def.aggregate != .argmax
        {
            def.type = .quantitative
        } else if let datum = def.datum {
            switch datum {
            case .number: def.type = .quantitative
            case .date: def.type = .temporal
            default: def.type = .nominal
            }
        } else if def.field != nil {
            def.type = .nominal
        }
    }

    private func titleText(_ node: JSONNode, _ path: String) throws -> String {
        if let lines = node.array {
            return try lines.enumerated().map { try reader.string($1, "\(path)[\($0)]") }.joined(separator: " ")
        }
        return try reader.string(node, path)
    }

    // MARK: Aggregate, bin, time unit

    private func aggregate(_ node: JSONNode, _ path: String, into def: inout VegaChannelDef) throws {
        if let members = node.members, members.count == 1, ["argmin", "argmax"].contains(members[0].key) {
            def.aggregate = members[0].key == "argmin" ? .argmin : .argmax
            def.aggregateOf = try reader.field(members[0].value, "\(path).\(members[0].key)")
            return
        }
        def.aggregate = try Self.aggregateOp(node, path, reader: reader)
        if def.aggregate == .argmin || def.aggregate == .argmax {
            throw reader.error(node, path, "expected {\"\(def.aggregate!.rawValue)\": FIELD}")
        }
    }

    static func aggregateOp(_ node: JSONNode, _ path: String, reader: VegaSpecReader) throws -> VegaAggregateOp {
        let name = try reader.string(node, path)
        guard let op = VegaAggregateOp(rawValue: name) else {
            let why = ["ci0", "ci1"].contains(name) ? " (Vega bootstraps it from random samples)" : ""
            throw reader.error(
                node, path,
                "\(VisibleText.quoted(name, limit: 40)) is not supported\(why), expected "
                    + VegaSpecReader.list(VegaAggregateOp.allCases.map(\.rawValue)))
        }
        return op
    }

    /// `bin`: true, false, or the parameters; nil for false.
    static func bin(_ node: JSONNode, _ path: String, reader: VegaSpecReader) throws -> VegaBin? {
        if let flag = node.bool { return flag ? VegaBin() : nil }
        guard node.members != nil else { throw reader.error(node, path, "expected true, false or bin parameters") }
        var local = reader
        let members = try local.object(
            node, path,
            VegaProperties(read: ["maxbins", "step", "steps", "minstep", "extent", "anchor", "base", "divide", "nice"]))
        var bin = VegaBin()
        if let node = members["maxbins"] {
            bin.maxBins = try reader.integer(node, "\(path).maxbins", in: 1...VegaBinning.maximumBins)
        }
        if let node = members["step"] { bin.step = try positive(node, "\(path).step", reader) }
        if let node = members["minstep"] { bin.minStep = try positive(node, "\(path).minstep", reader) }
        if let node = members["anchor"] { bin.anchor = try reader.number(node, "\(path).anchor") }
        if let node = members["base"] { bin.base = try reader.number(node, "\(path).base", in: 2...1000) }
        if let node = members["nice"] { bin.nice = try reader.bool(node, "\(path).nice") }
        if let node = members["steps"] {
            bin.steps = try (node.array ?? []).enumerated().map { try positive($1, "\(path).steps[\($0)]", reader) }
        }
        if let node = members["divide"] {
            bin.divide = try (node.array ?? []).enumerated().map {
                try reader.number($1, "\(path).divide[\($0)]", in: 1...1000)
            }
        }
        if let node = members["extent"] {
            guard let ends = node.array, ends.count == 2 else {
                throw reader.error(node, "\(path).extent", "expected [min, max]")
            }
            let low = try reader.number(ends[0], "\(path).extent[0]")
            let high = try reader.number(ends[1], "\(path).extent[1]")
            guard low < high else { throw reader.error(node, "\(path).extent", "expected min below max") }
            bin.extent = (low, high)
        }
        return bin
    }

    private static func positive(_ node: JSONNode, _ path: String, _ reader: VegaSpecReader) throws -> Double {
        let number = try reader.number(node, path)
        guard number > 0 else { throw reader.error(node, path, "\(VegaValue.numberText(number)) is not above 0") }
        return number
    }

    /// `timeUnit`: a name such as `yearmonth` or `utchours`, or `{"unit": …, "step": N, "utc": true}`.
    static func timeUnit(_ node: JSONNode, _ path: String, reader: VegaSpecReader) throws -> VegaTimeUnit {
        if node.members != nil {
            var local = reader
            let members = try local.object(
                node, path, VegaProperties(read: ["unit", "step", "utc", "binned"], dropped: ["maxbins"]))
            guard let unitNode = members["unit"] else { throw reader.error(node, "\(path).unit", "is missing") }
            var unit = try timeUnit(unitNode, "\(path).unit", reader: reader)
            if let step = members["step"] { unit.step = try reader.integer(step, "\(path).step", in: 1...1000) }
            if let utc = members["utc"] { unit.utc = try reader.bool(utc, "\(path).utc") }
            if let binned = members["binned"] { unit.binned = try reader.bool(binned, "\(path).binned") }
            return unit
        }
        let name = try reader.string(node, path)
        guard let unit = VegaTimeUnit(name: name) else {
            throw reader.error(
                node, path,
                "\(VisibleText.quoted(name, limit: 40)) is not a time unit, expected parts such as year, "
                    + "yearmonth, monthdate, hours or utcyearmonthdate")
        }
        return unit
    }

    // MARK: Sort, stack

    private func sort(_ node: JSONNode, _ path: String) throws -> VegaSort {
        if node.isNull { return .none }
        if let text = node.string {
            switch text {
            case "ascending": return .ascending
            case "descending": return .descending
            default:
                let descending = text.hasPrefix("-")
                guard let channel = VegaChannel(rawValue: descending ? String(text.dropFirst()) : text) else {
                    throw reader.error(
                        node, path,
                        "\(VisibleText.quoted(text, limit: 40)) is not a sort order, expected ascending, descending or a channel such as \"-y\""
                    )
                }
                return .channel(channel, descending: descending)
            }
        }
        if node.array != nil { return .values(try reader.values(node, path)) }
        var local = reader
        let members = try local.object(node, path, VegaProperties(read: ["field", "op", "order", "encoding"]))
        let descending =
            try members["order"].map { order -> Bool in
                if order.isNull { return false }
                let text = try reader.string(order, "\(path).order")
                guard text == "ascending" || text == "descending" else {
                    throw reader.error(order, "\(path).order", "expected ascending or descending")
                }
                return text == "descending"
            } ?? false
        if let encoding = members["encoding"] {
            return .channel(try reader.choice(encoding, "\(path).encoding", VegaChannel.self), descending: descending)
        }
        let field = try members["field"].map { try reader.field($0, "\(path).field") }
        let op =
            try members["op"].map { try Self.aggregateOp($0, "\(path).op", reader: reader) }
            ?? (field == nil ? .count : .sum)
        return .field(field, op: op, descending: descending)
    }

    private func stack(_ node: JSONNode, _ path: String) throws -> VegaStack {
        if node.isNull || node.bool == false { return .none }
        if node.bool == true { return .zero }
        return try reader.choice(node, path, VegaStack.self)
    }

    // MARK: Scale and guides

    private static let scaleProperties = VegaProperties(
        read: [
            "type", "domain", "domainMin", "domainMax", "domainMid", "range", "scheme", "zero", "nice", "reverse",
            "exponent", "base", "padding", "paddingInner", "paddingOuter", "constant",
        ],
        dropped: ["round", "interpolate", "align", "rangeMin", "rangeMax"],
        refused: ["clamp", "bins", "domainRaw"])

    private mutating func scale(_ node: JSONNode, _ path: String, into def: inout VegaChannelDef) throws {
        if node.isNull {
            throw reader.error(node, path, "null (values drawn as written, unscaled) is not supported")
        }
        let members = try reader.object(node, path, Self.scaleProperties)
        var scale = VegaScale()
        if let type = members["type"] {
            let name = try reader.string(type, "\(path).type")
            guard let kind = VegaScale.Kind(rawValue: name) else {
                throw reader.error(
                    type, "\(path).type",
                    "\(VisibleText.quoted(name, limit: 40)) is not supported, expected "
                        + VegaSpecReader.list(VegaScale.Kind.allCases.map(\.rawValue)))
            }
            scale.type = kind
        }
        if let domain = members["domain"] {
            guard domain.array != nil else {
                throw reader.error(
                    domain, "\(path).domain", "only a list of values is supported (not \(domain.kindPhrase))")
            }
            scale.domain = try reader.values(domain, "\(path).domain")
        }
        if let node = members["domainMin"] { scale.domainMin = try reader.value(node, "\(path).domainMin") }
        if let node = members["domainMax"] { scale.domainMax = try reader.value(node, "\(path).domainMax") }
        if let node = members["domainMid"] { scale.domainMid = try reader.number(node, "\(path).domainMid") }
        if let range = members["range"] {
            guard range.array != nil else {
                throw reader.error(
                    range, "\(path).range", "only a list of values is supported (not \(range.kindPhrase))")
            }
            scale.range = try reader.values(range, "\(path).range")
        }
        if let scheme = members["scheme"] {
            let name = try scheme.string ?? reader.string(scheme["name"] ?? scheme, "\(path).scheme.name")
            guard VegaSchemes.colors(name) != nil else {
                throw reader.error(
                    scheme, "\(path).scheme",
                    "\(VisibleText.quoted(name, limit: 40)) is not a colour scheme shipplot has, expected "
                        + VegaSpecReader.list(VegaSchemes.names))
            }
            scale.scheme = name
        }
        if let node = members["zero"] { scale.zero = try reader.bool(node, "\(path).zero") }
        if let node = members["nice"] { scale.nice = node.bool ?? (node.number != nil) }
        if let node = members["reverse"] { scale.reverse = try reader.bool(node, "\(path).reverse") }
        if let node = members["exponent"] {
            scale.exponent = try reader.number(node, "\(path).exponent", in: 0.01...100)
        }
        if let node = members["base"] { scale.base = try reader.number(node, "\(path).base", in: 1.0001...1e6) }
        if let node = members["padding"] { scale.padding = try reader.number(node, "\(path).padding", in: 0...1000) }
        if let node = members["paddingInner"] {
            scale.paddingInner = try reader.number(node, "\(path).paddingInner", in: 0...1)
        }
        if let node = members["paddingOuter"] { _ = try reader.number(node, "\(path).paddingOuter", in: 0...1000) }
        if let node = members["constant"] { _ = try reader.number(node, "\(path).constant", in: 1e-12...1e12) }
        def.scale = scale
    }

    private static let axisLook = [
        "labelAngle", "labelAlign", "labelBaseline", "labelPadding", "labelOffset", "labelFlush", "labelOverlap",
        "labelFontSize", "labelFont", "labelColor", "labelLimit", "labelBound", "labelSeparation", "labelExpr",
        "labels", "ticks", "tickSize", "tickColor", "tickCount", "tickBand", "tickMinStep", "tickOffset",
        "tickWidth", "tickDash", "tickExtra", "tickRound", "domain", "domainColor", "domainWidth", "domainDash",
        "domainOpacity", "grid", "gridColor", "gridDash", "gridWidth", "gridOpacity", "orient", "offset",
        "minExtent", "maxExtent", "titleAlign", "titleAnchor", "titleAngle", "titleBaseline", "titleX", "titleY",
        "titleFontSize", "titleFont", "titleColor", "titlePadding", "titleFontWeight", "titleLimit", "values",
        "zindex", "bandPosition", "position", "translate", "aria", "description", "style", "labelFontWeight",
        "labelFontStyle", "titleFontStyle", "titleOpacity", "labelOpacity", "tickOpacity", "formatType",
    ]
    private static let legendLook = [
        "orient", "direction", "columns", "clipHeight", "legendX", "legendY", "titleOrient", "symbolType",
        "symbolSize", "symbolFillColor", "symbolStrokeColor", "symbolStrokeWidth", "symbolOpacity", "labelFontSize",
        "titleFontSize", "gradientLength", "gradientThickness", "offset", "padding", "values", "labelExpr",
        "labelLimit", "symbolLimit", "fillColor", "strokeColor", "type", "zindex", "rowPadding", "columnPadding",
        "titleAnchor", "titleLimit", "tickCount", "labelOverlap", "labelAlign", "labelBaseline", "labelColor",
        "labelFont", "titleAlign", "titleBaseline", "titleColor", "titleFont", "titlePadding", "aria", "description",
        "cornerRadius", "formatType", "titleFontWeight", "labelOffset",
    ]

    private mutating func guide(_ node: JSONNode, _ path: String, axis: Bool, into def: inout VegaChannelDef) throws {
        if node.isNull || node.bool == false {
            def.guideHidden = true
            return
        }
        let members = try reader.object(
            node, path, VegaProperties(read: ["title", "format"], dropped: axis ? Self.axisLook : Self.legendLook))
        if let title = members["title"], def.title == nil {
            def.title = .some(try title.isNull ? nil : titleText(title, "\(path).title"))
        }
        if let format = members["format"] {
            guard let text = format.string else {
                throw reader.error(
                    format, "\(path).format", "a multi-format object is not supported, expected a format string")
            }
            def.format = text
        }
    }
}

extension VegaTimeUnit {
    /// Reads a name such as `yearmonthdate`, `utchoursminutes` or `binnedyearmonth`; nil when it is none.
    init?(name: String) {
        var rest = Substring(name)
        binned = rest.hasPrefix("binned")
        if binned { rest = rest.dropFirst(6) }
        utc = rest.hasPrefix("utc")
        if utc { rest = rest.dropFirst(3) }
        parts = []
        // Longest names first: "dayofyear" before "day", "date" and "day" are told apart by their letters.
        let names = Part.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        while !rest.isEmpty {
            guard let part = names.first(where: { rest.hasPrefix($0.rawValue) }), !parts.contains(part) else {
                return nil
            }
            parts.append(part)
            rest = rest.dropFirst(part.rawValue.count)
        }
        guard !parts.isEmpty else { return nil }
        parts.sort { Part.allCases.firstIndex(of: $0)! < Part.allCases.firstIndex(of: $1)! }
    }
}
