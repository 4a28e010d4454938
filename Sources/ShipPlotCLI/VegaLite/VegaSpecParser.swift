// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// Reads a Vega-Lite v5 or v6 JSON spec into a ``VegaLiteSpec``, refusing with one line that names the property
/// whatever the model cannot say, so nothing is drawn other than as written.
struct VegaSpecParser {
    /// The largest spec read: 64 MiB (inline `values` make specs large).
    static let maximumSize = 64 << 20

    var reader: VegaSpecReader
    let root: JSONNode

    /// Parses `bytes`, the text of the spec named `source`.
    init(_ bytes: [UInt8], source: String) throws {
        var tree = JSONTreeReader()
        let (root, scanner) = try tree.read(bytes, source: source, expected: "a Vega-Lite spec: a JSON object")
        self.root = root
        reader = VegaSpecReader(source: source, scanner: scanner)
    }

    static func parse(_ bytes: [UInt8], source: String) throws -> VegaLiteSpec {
        var parser = try VegaSpecParser(bytes, source: source)
        return try parser.spec()
    }

    static let topLevel = VegaProperties(
        read: ["data", "mark", "encoding", "transform", "width", "height", "title", "config", "params"],
        dropped: ["$schema", "description", "name", "background", "padding", "autosize", "usermeta", "view"],
        refused: [
            "layer", "hconcat", "vconcat", "concat", "repeat", "facet", "spec", "selection", "projection",
            "resolve", "datasets", "align", "bounds", "center", "spacing", "columns",
        ],
        reasons: [
            "layer": "a layered view; shipplot draws single views", "hconcat": "a composite view",
            "vconcat": "a composite view", "concat": "a composite view", "repeat": "a composite view",
            "facet": "a facet operator; use the row, column or facet encoding channel",
            "spec": "a composite view",
            "selection": "selections are interactive", "projection": "maps are not drawn",
            "datasets": "named datasets are not read; give data inline or by url",
        ])

    mutating func spec() throws -> VegaLiteSpec {
        var top = try reader.object(root, "", Self.topLevel)
        if let params = top.removeValue(forKey: "params") {
            let values = try self.params(params, "params")
            for (key, node) in top where key != "data" { top[key] = VegaParams.substituting(values, in: node) }
        }
        guard let dataNode = top["data"] else {
            throw reader.error(root, "data", "is missing, expected the rows to draw")
        }
        guard let markNode = top["mark"] else {
            throw reader.error(root, "mark", "is missing, expected the mark to draw")
        }
        let data = try self.data(dataNode, "data")
        let transforms = try top["transform"].map { try self.transforms($0, "transform") } ?? []
        let mark = try self.mark(markNode, "mark")
        var encodingParser = VegaEncodingParser(reader: reader)
        let encoding = try top["encoding"].map { try encodingParser.encoding($0, "encoding", mark: mark.type) }
        reader = encodingParser.reader
        var spec = VegaLiteSpec(data: data, transforms: transforms, mark: mark, encoding: encoding ?? VegaEncoding())
        spec.width = try top["width"].map { try size($0, "width") } ?? nil
        spec.height = try top["height"].map { try size($0, "height") } ?? nil
        spec.title = try top["title"].map { try title($0, "title") } ?? nil
        if let config = top["config"] { try self.config(config, "config") }
        spec.dropped = reader.dropped
        return spec
    }

    // MARK: Parameters

    /// Vega-Lite's variable parameters, by name: a still image shows each at its `value` (an input bound to it
    /// only changes it later). A selection is interactive and refused; so is a parameter with no value.
    private mutating func params(_ node: JSONNode, _ path: String) throws -> [String: JSONNode] {
        guard let list = node.array else {
            throw reader.error(node, path, "\(node.kindPhrase) is not a list, expected an array of parameters")
        }
        var values: [String: JSONNode] = [:]
        for (index, param) in list.enumerated() {
            let at = "\(path)[\(index)]"
            let members = try reader.object(
                param, at,
                VegaProperties(
                    read: ["name", "value"], dropped: ["bind", "description", "react"], refused: ["select", "expr"],
                    reasons: [
                        "select": "selections are interactive",
                        "expr": "computed from an expression; a still image needs its value",
                    ]))
            guard let name = members["name"] else { throw reader.error(param, at, "has no name, expected one") }
            guard let value = members["value"] else {
                throw reader.error(param, "\(at).value", "is missing, expected the value a still image shows")
            }
            values[try reader.string(name, "\(at).name")] = value
        }
        return values
    }

    // MARK: Data

    private static let dataProperties = VegaProperties(
        read: ["url", "values", "format", "sequence"], dropped: ["name"],
        refused: ["sphere", "graticule"], reasons: ["sphere": "maps are not drawn", "graticule": "maps are not drawn"])

    mutating func data(_ node: JSONNode, _ path: String) throws -> VegaData {
        let members = try reader.object(node, path, Self.dataProperties)
        let format = try members["format"].map { try self.format($0, "\(path).format") } ?? VegaFormat()
        if let url = members["url"] { return .url(try reader.string(url, "\(path).url"), format) }
        if let values = members["values"] {
            guard values.array != nil || values.string != nil || values.members != nil else {
                throw reader.error(values, "\(path).values", "\(values.kindPhrase) is not rows, expected an array")
            }
            return .values(values, format)
        }
        if let sequence = members["sequence"] { return try self.sequence(sequence, "\(path).sequence") }
        if members.isEmpty, node.members?.contains(where: { $0.key == "name" }) == true {
            throw reader.error(node, "\(path).name", "named data sources are not supported, expected url or values")
        }
        throw reader.error(node, path, "has no rows, expected url, values or sequence")
    }

    private mutating func sequence(_ node: JSONNode, _ path: String) throws -> VegaData {
        let members = try reader.object(node, path, VegaProperties(read: ["start", "stop", "step", "as"]))
        guard let startNode = members["start"], let stopNode = members["stop"] else {
            throw reader.error(node, path, "needs start and stop")
        }
        let start = try reader.number(startNode, "\(path).start")
        let stop = try reader.number(stopNode, "\(path).stop")
        let step = try members["step"].map { try reader.number($0, "\(path).step") } ?? 1
        guard step != 0, (stop - start) / step >= 0, (stop - start) / step <= 1_000_000 else {
            throw reader.error(node, path, "makes no rows or more than 1,000,000, expected a step toward stop")
        }
        let field = try members["as"].map { try reader.string($0, "\(path).as") } ?? "data"
        return .sequence(start: start, stop: stop, step: step, field: field)
    }

    private mutating func format(_ node: JSONNode, _ path: String) throws -> VegaFormat {
        let members = try reader.object(
            node, path,
            VegaProperties(
                read: ["type", "property", "parse"], refused: ["feature", "mesh", "delimiter", "copy"],
                reasons: ["feature": "TopoJSON maps are not drawn", "mesh": "TopoJSON maps are not drawn"]))
        var format = VegaFormat()
        if let type = members["type"] {
            let name = try reader.string(type, "\(path).type")
            guard let kind = VegaFormat.Kind(rawValue: name) else {
                throw reader.error(
                    type, "\(path).type", "\(VisibleText.quoted(name)) is not supported, expected csv, tsv or json")
            }
            format.type = kind
        }
        if let property = members["property"] {
            format.property = try reader.string(property, "\(path).property").split(separator: ".").map(String.init)
        }
        if let parse = members["parse"] {
            guard let fields = parse.members else {
                if parse.isNull { return format }
                throw reader.error(parse, "\(path).parse", "expected an object of field: type")
            }
            for (field, kind) in fields {
                let at = "\(path).parse.\(field)"
                let name = try reader.string(kind, at)
                let parsed: VegaFormat.Parse
                switch name {
                case "number": parsed = .number
                case "boolean": parsed = .boolean
                case "date": parsed = .date
                case "string": parsed = .string
                default:
                    throw reader.error(
                        kind, at,
                        "\(VisibleText.quoted(name, limit: 40)) is not supported, expected number, boolean, date or string"
                    )
                }
                format.parse.append((VegaFieldPath.flattened(field), parsed))
            }
        }
        return format
    }

    // MARK: Size, title, config

    private func size(_ node: JSONNode, _ path: String) throws -> VegaSize? {
        if let number = node.number {
            guard number > 0, number <= 10_000 else {
                throw reader.error(node, path, "\(VegaValue.numberText(number)) is out of range, expected 1 to 10000")
            }
            return .points(number)
        }
        if node.string == "container" { return nil }
        if let step = node["step"], node.members?.count == 1 {
            return .step(try reader.number(step, "\(path).step", in: 1...1000))
        }
        throw reader.error(node, path, "expected a number of points, \"container\" or {\"step\": N}")
    }

    private mutating func title(_ node: JSONNode, _ path: String) throws -> String? {
        if let text = node.string { return text }
        if let lines = node.array {
            return try lines.enumerated().map { try reader.string($1, "\(path)[\($0)]") }.joined(separator: " ")
        }
        let members = try reader.object(
            node, path,
            VegaProperties(
                read: ["text"],
                dropped: [
                    "anchor", "frame", "fontSize", "font", "fontWeight", "color", "offset", "orient", "align",
                    "baseline", "dx", "dy", "limit", "subtitle", "subtitleFontSize", "subtitleColor", "fontStyle",
                    "subtitleFont", "subtitlePadding", "lineHeight", "zindex",
                ]))
        guard let text = members["text"] else { return nil }
        return try title(text, "\(path).text")
    }

    /// `config`: the look of axes, legends and the view is ShipPlot's; what changes marks or scales is refused.
    private mutating func config(_ node: JSONNode, _ path: String) throws {
        let look = [
            "axis", "axisX", "axisY", "axisBand", "axisBottom", "axisLeft", "axisTop", "axisRight", "axisDiscrete",
            "axisQuantitative", "axisTemporal", "axisPoint", "legend", "title", "view", "style", "font", "header",
            "headerRow", "headerColumn", "headerFacet", "background", "padding", "aria", "autosize", "concat",
            "facet", "tooltipFormat", "range", "customFormatTypes", "numberFormat", "timeFormat", "locale",
        ]
        let members = try reader.object(
            node, path,
            VegaProperties(
                read: [
                    "mark", "bar", "point", "line", "area", "tick", "rect", "boxplot", "circle", "square", "rule",
                    "arc",
                ],
                dropped: look,
                refused: ["scale", "selection", "projection", "numberFormatType", "normalizedNumberFormat"]))
        for (name, markConfig) in members {
            // Mark defaults that only style are left out; those that change what is drawn are refused.
            _ = try reader.object(
                markConfig, "\(path).\(name)",
                VegaProperties(
                    read: [],
                    dropped: [
                        "color", "fill", "stroke", "opacity", "fillOpacity", "strokeWidth", "cornerRadius",
                        "cornerRadiusTopLeft", "cornerRadiusTopRight", "cornerRadiusEnd", "tooltip", "strokeDash",
                        "strokeCap", "median", "size", "thickness", "bandSize", "filled", "shape", "continuousBandSize",
                        "discreteBandSize", "minBandSize", "timeUnitBandPosition", "timeUnitBandSize",
                    ],
                    refused: ["invalid", "interpolate", "orient", "extent", "binSpacing", "point", "line"]))
        }
    }

    // MARK: Transforms

    private mutating func transforms(_ node: JSONNode, _ path: String) throws -> [VegaTransform] {
        guard let steps = node.array else { throw reader.error(node, path, "expected an array of transforms") }
        var out: [VegaTransform] = []
        for (index, step) in steps.enumerated() {
            var transforms = VegaTransformParser(reader: reader)
            out.append(try transforms.transform(step, "\(path)[\(index)]"))
            reader = transforms.reader
        }
        return out
    }

    // MARK: Mark

    private static let markProperties = VegaProperties(
        read: [
            "type", "color", "fill", "stroke", "opacity", "fillOpacity", "strokeOpacity", "filled", "strokeWidth",
            "strokeDash", "size", "shape", "interpolate", "point", "line", "orient", "innerRadius", "outerRadius",
            "cornerRadius", "thickness", "extent", "binSpacing", "tension",
        ],
        dropped: [
            "tooltip", "clip", "cursor", "href", "aria", "ariaRole", "ariaRoleDescription", "description", "strokeCap",
            "strokeJoin", "strokeMiterLimit", "cornerRadiusEnd", "cornerRadiusTopLeft", "cornerRadiusTopRight",
            "cornerRadiusBottomLeft", "cornerRadiusBottomRight", "style", "box", "median", "rule", "ticks",
            "outliers", "padAngle", "blend", "zindex", "strokeOffset",
        ],
        refused: [
            "x", "y", "x2", "y2", "xOffset", "yOffset", "x2Offset", "y2Offset", "width", "height", "theta", "theta2",
            "radius", "radius2", "angle", "invalid", "align", "baseline", "dx", "dy", "text", "font", "fontSize",
            "limit", "order", "smooth", "discreteBandSize", "continuousBandSize", "minBandSize", "timeUnitBandPosition",
            "timeUnitBandSize", "radiusOffset", "thetaOffset", "url", "aspect", "shapes",
        ])

    private mutating func mark(_ node: JSONNode, _ path: String) throws -> VegaMark {
        if node.string != nil { return VegaMark(type: try markType(node, path)) }
        let members = try reader.object(node, path, Self.markProperties)
        guard let typeNode = members["type"] else { throw reader.error(node, "\(path).type", "is missing") }
        var mark = VegaMark(type: try markType(typeNode, "\(path).type"))
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where key != "type" {
            try markProperty(key, value, "\(path).\(key)", into: &mark)
        }
        return mark
    }

    private func markType(_ node: JSONNode, _ path: String) throws -> VegaMarkType {
        let name = try reader.string(node, path)
        guard let type = VegaMarkType(rawValue: name) else {
            let why =
                ["text", "geoshape", "image", "trail"].contains(name) ? "is not drawn by shipplot" : "is not a mark"
            throw reader.error(
                node, path,
                "\(VisibleText.quoted(name, limit: 40)) \(why), expected "
                    + VegaSpecReader.list(VegaMarkType.allCases.map(\.rawValue)))
        }
        return type
    }

    private func markProperty(_ key: String, _ value: JSONNode, _ path: String, into mark: inout VegaMark) throws {
        switch key {
        case "color", "fill", "stroke":
            guard let color = value.string else {
                if value.isNull || value.bool == false { return }
                throw reader.error(value, path, "a gradient or expression is not supported, expected a colour")
            }
            guard VegaColor.parse(color) != nil else {
                throw reader.error(
                    value, path, "\(VisibleText.quoted(color, limit: 40)) is not a colour, expected a CSS colour")
            }
            // A stroke alone outlines; the colour of the mark is its fill (or colour).
            if key != "stroke" || mark.color == nil { mark.color = color }
        case "opacity", "fillOpacity", "strokeOpacity": mark.opacity = try reader.number(value, path, in: 0...1)
        case "filled": mark.filled = try reader.bool(value, path)
        case "strokeWidth": mark.strokeWidth = try reader.number(value, path, in: 0...100)
        case "strokeDash":
            mark.strokeDash = try (value.array ?? []).enumerated().map {
                try reader.number($1, "\(path)[\($0)]", in: 0...1000)
            }
        case "size": mark.size = try reader.number(value, path, in: 0...100_000)
        case "shape":
            mark.shape = try VegaShapes.checked(reader.string(value, path), node: value, path: path, reader: reader)
        case "interpolate": mark.interpolate = try VegaInterpolation.checked(value, path, reader: reader)
        case "tension": _ = try reader.number(value, path)
        case "point": mark.point = value.bool ?? (value.string == "transparent" ? false : value.members != nil)
        case "line": mark.line = value.bool ?? (value.members != nil)
        case "orient": mark.orient = try reader.choice(value, path, Axis2D.self)
        case "innerRadius": mark.innerRadius = try reader.number(value, path, in: 0...10_000)
        case "outerRadius": mark.outerRadius = try reader.number(value, path, in: 0...10_000)
        case "cornerRadius": mark.cornerRadius = try reader.number(value, path, in: 0...1000)
        case "thickness": mark.thickness = try reader.number(value, path, in: 0...1000)
        case "binSpacing": mark.binSpacing = try reader.number(value, path, in: 0...100)
        case "extent": mark.extent = try extent(value, path, mark: mark.type)
        default: break
        }
    }

    private func extent(_ node: JSONNode, _ path: String, mark: VegaMarkType) throws -> VegaExtent {
        if let number = node.number, mark == .boxplot, number >= 0, number <= 100 {
            return .interquartile(times: number)
        }
        switch (node.string, mark) {
        case ("min-max"?, .boxplot): return .minMax
        case ("stderr"?, .errorbar), ("stderr"?, .errorband): return .standardError
        case ("stdev"?, .errorbar), ("stdev"?, .errorband): return .standardDeviation
        case ("iqr"?, .errorbar), ("iqr"?, .errorband): return .interquartile(times: 1)
        case ("ci"?, .errorbar), ("ci"?, .errorband): return .confidenceInterval
        default:
            let expected =
                mark == .boxplot ? "\"min-max\" or a number of interquartile ranges" : "ci, stderr, stdev or iqr"
            throw reader.error(node, path, "is not supported for \(mark.rawValue), expected \(expected)")
        }
    }
}

/// `mark.interpolate`: the curves ShipPlot draws.
enum VegaInterpolation {
    static let supported = [
        "linear", "monotone", "step", "step-after", "step-before", "cardinal", "catmull-rom", "basis", "natural",
    ]

    static func checked(_ node: JSONNode, _ path: String, reader: VegaSpecReader) throws -> String {
        let name = try reader.string(node, path)
        guard supported.contains(name) else {
            throw reader.error(
                node, path,
                "\(VisibleText.quoted(name, limit: 40)) is not supported, expected \(VegaSpecReader.list(supported))")
        }
        return name
    }
}

/// Point shapes Vega-Lite names.
enum VegaShapes {
    static let supported = [
        "circle", "square", "cross", "diamond", "triangle-up", "triangle-down", "triangle-right", "triangle-left",
        "triangle", "stroke",
    ]

    static func checked(_ name: String, node: JSONNode, path: String, reader: VegaSpecReader) throws -> String {
        guard supported.contains(name) else {
            throw reader.error(
                node, path,
                "\(VisibleText.quoted(name, limit: 40)) is not supported, expected \(VegaSpecReader.list(supported))")
        }
        return name
    }
}

/// Parameters put in place: `{"expr": "NAME"}` is the value of parameter NAME. An expression that is more than a
/// parameter's name stays as it is, refused where it is read.
enum VegaParams {
    static func substituting(_ values: [String: JSONNode], in node: JSONNode) -> JSONNode {
        switch node.value {
        case .object(let members):
            if members.count == 1, members[0].key == "expr", let name = members[0].value.string,
                let value = values[name]
            {
                return value
            }
            let replaced = members.map { (key: $0.key, value: substituting(values, in: $0.value)) }
            return JSONNode(value: .object(replaced), offset: node.offset)
        case .array(let elements):
            return JSONNode(value: .array(elements.map { substituting(values, in: $0) }), offset: node.offset)
        default:
            return node
        }
    }
}
