// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

private func parse(_ text: String) throws -> VegaLiteSpec {
    try VegaSpecParser.parse(Array(text.utf8), source: "s.vl.json")
}

/// The message a spec is refused with, or nil when it is read.
private func refusal(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return "\(error)"
    }
}

private let bar = #"{"data": {"values": [{"a": "A", "b": 28}]}, "mark": "bar", "#

/// Reading a spec into the model: what is read, what is dropped and named, and what is refused by property path.
@Suite struct VegaSpecModelTests {
    @Test func readsTheSingleViewGrammar() throws {
        let spec = try parse(
            #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "description": "d",
             "data": {"url": "data/cars.json"},
             "transform": [{"filter": "datum.Year > 1970"}, {"calculate": "datum.a * 2", "as": "b"}],
             "mark": {"type": "point", "filled": true, "size": 60, "tooltip": true},
             "width": 300, "height": {"step": 20}, "title": "Cars",
             "encoding": {
               "x": {"field": "Horsepower", "type": "quantitative", "scale": {"type": "log", "zero": false},
                     "axis": {"labelAngle": 0, "title": "HP"}},
               "y": {"field": "Miles_per_Gallon", "aggregate": "mean"},
               "color": {"field": "Origin", "scale": {"domain": ["USA", "Japan"], "range": ["red", "#00f"]}},
               "row": {"field": "Cylinders", "header": {"labelAngle": 0}},
               "tooltip": [{"field": "Name"}]}}
            """#)
        guard case .url("data/cars.json", _) = spec.data else { Issue.record("data: \(spec.data)"); return }
        #expect(spec.transforms.count == 2)
        #expect(spec.mark.type == .point && spec.mark.filled == true && spec.mark.size == 60)
        #expect(spec.width == .points(300) && spec.height == .step(20) && spec.title == "Cars")
        let x = try #require(spec.encoding[.x])
        #expect(x.field == "Horsepower" && x.type == .quantitative && x.scale.type == .log && x.scale.zero == false)
        #expect(x.title == .some("HP"))
        // A type left out is inferred as Vega-Lite infers it: aggregated → quantitative, a bare field → nominal.
        #expect(spec.encoding[.y]?.type == .quantitative && spec.encoding[.y]?.aggregate == .mean)
        #expect(spec.encoding[.color]?.type == .nominal)
        #expect(spec.encoding[.color]?.scale.range == [.string("red"), .string("#00f")])
        #expect(spec.encoding[.row]?.field == "Cylinders")
        #expect(
            spec.dropped == [
                "$schema", "description", "mark.tooltip", "encoding.row.header", "encoding.tooltip",
                "encoding.x.axis.labelAngle",
            ])
    }

    @Test func refusesWhatItCannotDrawByPropertyPath() {
        let cases: [(String, String)] = [
            (
                bar + #""encoding": {"x": {"field": "a", "scale": {"type": "quantile"}}}}"#,
                #"s.vl.json:1:111: encoding.x.scale.type: "quantile" is not supported, expected "linear", "log", "pow", "sqrt", "symlog", "time", "utc", "ordinal", "band" or "point""#
            ),
            (
                bar + #""encoding": {"x": {"field": "a", "scael": {}}}}"#,
                #"s.vl.json:1:102: encoding.x.scael: "scael" is not a Vega-Lite property here (did you mean "scale"?)"#
            ),
            (
                bar + ##""encoding": {"x": {"field": "a", "$ref": "#/encoding/x"}}}"##,
                #"s.vl.json:1:101: encoding.x.$ref: "$ref" is not a Vega-Lite property here, expected one of "field", "type", "aggregate", "bin", "timeUnit", "title", "value", "datum", "sort", "scale", "axis" or "stack""#
            ),
            (
                #"{"layer": [], "data": {"values": []}, "mark": "bar"}"#,
                "s.vl.json:1:11: layer: is not supported by shipplot (a layered view; shipplot draws single views)"
            ),
            (
                #"{"data": {"values": []}, "mark": "text"}"#,
                #"s.vl.json:1:34: mark: "text" is not drawn by shipplot, expected "bar", "line", "area", "point", "circle", "square", "tick", "rule", "rect", "arc", "boxplot", "errorbar" or "errorband""#
            ),
            (
                #"{"data": {"values": []}, "mark": "bar", "transform": [{"window": [{"op": "rank", "as": "r"}]}]}"#,
                #"s.vl.json:1:55: transform[0].window: the window transform is not supported by shipplot, expected "filter", "calculate", "fold", "aggregate", "bin" or "timeUnit""#
            ),
            (
                #"{"data": {"values": []}, "mark": "bar", "transform": [{"filter": "random() < 0.5"}]}"#,
                #"s.vl.json:1:66: transform[0].filter: the expression "random() < 0.5" the function "random()" is not supported"#
            ),
            (
                bar + #""encoding": {"x": {"field": "a", "bin": {"maxbins": 1000000000}}}}"#,
                "s.vl.json:1:112: encoding.x.bin.maxbins: 1000000000 is not a whole number from 1 to 10,000"
            ),
            (
                bar + #""encoding": {"x": {"field": "a", "aggregate": "ci0"}}}"#,
                #"s.vl.json:1:106: encoding.x.aggregate: "ci0" is not supported (Vega bootstraps it from random samples), expected "count", "valid", "missing", "distinct", "sum", "product", "mean", "average", "median", "q1", "q3", "min", "max", "variance", "variancep", "stdev", "stdevp", "stderr", "argmin" or "argmax""#
            ),
            (
                #"{"params": [{"name": "p", "select": "interval"}], "data": {"values": []}, "mark": "bar"}"#,
                "s.vl.json:1:37: params[0].select: is not supported by shipplot (selections are interactive)"
            ),
            (
                #"{"params": [{"name": "p", "expr": "1 + 1"}], "data": {"values": []}, "mark": "bar"}"#,
                "s.vl.json:1:35: params[0].expr: is not supported by shipplot (computed from an expression; a still image needs its value)"
            ),
            (
                #"{"params": [{"name": "p"}], "data": {"values": []}, "mark": "bar"}"#,
                "s.vl.json:1:13: params[0].value: is missing, expected the value a still image shows"
            ),
            ("[1, 2]", "s.vl.json:1:1: an array is not an object, expected an object"),
            (#"{"mark": "bar"}"#, "s.vl.json:1:1: data: is missing, expected the rows to draw"),
        ]
        for (text, expected) in cases {
            #expect(refusal(text) == expected, "\(text)")
        }
    }

    @Test func refusesNestingPastItsBoundWithoutRecursingDeeper() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(refusal(deep) == "s.vl.json:1:65: arrays and objects nest deeper than 64 levels, expected fewer")
    }

    @Test func readsTimeUnitsAndSorts() throws {
        #expect(VegaTimeUnit(name: "yearmonthdate")?.parts == [.year, .month, .date])
        #expect(
            VegaTimeUnit(name: "utchoursminutes").map { ($0.utc, $0.parts) } ?? (false, []) == (
                true, [.hours, .minutes]
            ))
        #expect(VegaTimeUnit(name: "binnedyearmonth")?.binned == true)
        #expect(VegaTimeUnit(name: "dayofyear")?.parts == [.dayofyear])
        #expect(VegaTimeUnit(name: "monthyear")?.parts == [.year, .month])
        #expect(VegaTimeUnit(name: "fortnight") == nil)
        #expect(VegaTimeUnit(name: "yearyear") == nil)
        let spec = try parse(
            bar + #""encoding": {"x": {"field": "a", "sort": "-y"}, "y": {"field": "b", "sort": {"op": "count"}}}}"#)
        #expect(spec.encoding[.x]?.sort == .channel(.y, descending: true))
        #expect(spec.encoding[.y]?.sort == .field(nil, op: .count, descending: false))
    }
}

/// Writing the model back as JSON: what is read again is the same model.
@Suite struct VegaSpecWriterTests {
    @Test func writesWhatItReadsBack() throws {
        let text = #"""
            {"data": {"url": "data/a.csv", "format": {"type": "csv", "parse": {"d": "date"}}},
             "transform": [
               {"filter": {"and": [{"field": "d", "timeUnit": "year", "range": [2005, null]}, "datum.v > 0"]}},
               {"calculate": "datum.v * 2", "as": "w"}, {"fold": ["v", "w"], "as": ["k", "n"]},
               {"aggregate": [{"op": "mean", "field": "n", "as": "m"}, {"op": "count", "as": "c"}], "groupby": ["k"]},
               {"bin": {"maxbins": 20, "extent": [0, 100]}, "field": "m", "as": ["b", "b_end"]},
               {"timeUnit": {"unit": "minutes", "step": 5}, "field": "d", "as": "t"}],
             "mark": {"type": "line", "interpolate": "monotone", "point": true, "strokeDash": [4, 2]},
             "width": 300, "height": {"step": 12}, "title": "T \"quoted\"",
             "encoding": {
               "x": {"field": "d", "type": "temporal", "timeUnit": "yearmonth", "title": null,
                     "scale": {"domain": [{"year": 2005, "month": 1, "date": 1}, {"year": 2007, "month": 6, "date": 1}]}},
               "y": {"field": "m", "aggregate": {"argmax": "c"}, "sort": {"field": "c", "op": "sum", "order": "descending"},
                     "scale": {"type": "log", "zero": false, "nice": true}, "stack": "normalize", "axis": {"format": ".0%"}},
               "color": {"field": "k", "type": "nominal", "scale": {"scheme": "category10"}, "legend": null},
               "detail": [{"field": "k"}, {"field": "c", "type": "quantitative", "bin": {"step": 5}}]}}
            """#
        let spec = try VegaSpecParser.parse(Array(text.utf8), source: "s")
        let written = spec.json.text()
        let again = try VegaSpecParser.parse(Array(written.utf8), source: "s")
        #expect(again.json.text() == written)
        #expect(again.encoding[.y]?.format == ".0%" && again.encoding[.color]?.guideHidden == true)
        #expect(again.encoding.details.count == 2 && again.transforms.count == 6)
        #expect(written.contains(#""title": "T \"quoted\"""#))
    }

    @Test func escapesEveryControlCharacter() {
        #expect(JSONOut.string("a\u{1B}[31m\n\u{2028}\"\\").text() == #""a\u001b[31m\n\u2028\"\\""#)
    }
}

@Suite struct VegaFieldPathTests {
    @Test func readsNestedAndEscapedNames() {
        #expect(VegaFieldPath.flattened("a.b") == "a.b")
        #expect(VegaFieldPath.flattened(#"a["b c"]"#) == "a.b c")
        #expect(VegaFieldPath.flattened(#"a\.b"#) == "a.b")
        #expect(VegaFieldPath.flattened("monthly(date_trunc('day', date))") == "monthly(date_trunc('day', date))")
        #expect(VegaFieldPath.flattened("Beak Length (mm)") == "Beak Length (mm)")
    }
}
