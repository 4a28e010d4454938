// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipPlotCLI

/// A spec file `name` (s.vl.json unless given) holding `text`.
private func spec(_ name: String, _ text: String) -> (String, SandboxEntry) { (name, .text(text)) }
private func spec(_ text: String) -> (String, SandboxEntry) { spec("s.vl.json", text) }

private let bars = #"{"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}]}, "mark": "bar", "#
private let good = bars + #""encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}"#

/// A spec with one row per value of `field` (`count` of them), drawn as `encoding`.
private func rows(_ count: Int, _ encoding: String) -> String {
    let values = (0..<count).map { #"{"k": \#($0), "v": 1}"# }.joined(separator: ",")
    return #"{"data": {"values": [\#(values)]}, "mark": "bar", "encoding": \#(encoding)}"#
}

/// `shipplot chart --spec`: bad specs and bad combinations, each refused with one line that names the property
/// (or the option), the documented exit code, nothing written.
@Suite struct SpecBadInputTests {
    static let cases: [RefusedCommand] = [
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            ##"shipplot: s.vl.json:1:124: encoding.x.colour: "colour" is not a Vega-Lite property here, expected one of "field", "type", "aggregate", "bin", "timeUnit", "title", "value", "datum", "sort", "scale", "axis" or "stack""##,
            files: [spec(bars + #""encoding": {"x": {"field": "a", "colour": "red"}}}"#)]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            ##"shipplot: s.vl.json:1:122: encoding.x.$ref: "$ref" is not a Vega-Lite property here, expected one of "field", "type", "aggregate", "bin", "timeUnit", "title", "value", "datum", "sort", "scale", "axis" or "stack""##,
            files: [spec(bars + ##""encoding": {"x": {"field": "a", "$ref": "#/encoding/x"}}}"##)]),
        // However deep a structure refers into itself, it is read to a bounded depth.
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            "shipplot: s.vl.json:1:321: arrays and objects nest deeper than 64 levels, expected fewer",
            files: [spec(String(repeating: #"{"a":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000))]),
        RefusedCommand(
            ["chart", "--spec", "specs/s.vl.json", "-o", "c.png"], 64,
            #"shipplot: specs/s.vl.json: data.url: "../t.csv" leads out with "..", expected a file in the spec's folder or below it"#,
            files: [
                ("t.csv", .text("a,b\nA,1\n")),
                spec(
                    "specs/s.vl.json",
                    #"{"data": {"url": "../t.csv"}, "mark": "bar", "encoding": {"x": {"field": "a"}}}"#),
            ]),
        RefusedCommand(
            ["chart", "--spec", "specs/s.vl.json", "-o", "c.png"], 64,
            #"shipplot: specs/s.vl.json: data.url: "data/t.csv" leads out of the spec's folder through a symbolic link, expected a file in the spec's folder or below it"#,
            files: [
                ("t.csv", .text("a,b\nA,1\n")), ("specs/data/t.csv", .symlink(to: "../../t.csv")),
                spec(
                    "specs/s.vl.json",
                    #"{"data": {"url": "data/t.csv"}, "mark": "bar", "encoding": {"x": {"field": "a"}}}"#),
            ]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 64,
            #"shipplot: s.vl.json: data.url: "http://example.com/cars.json" is a URL; shipplot reads no network and no URLs, expected a file path relative to the spec's folder (download the file next to the spec)"#,
            files: [spec(#"{"data": {"url": "http://example.com/cars.json"}, "mark": "point"}"#)]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            #"shipplot: s.vl.json: encoding.facet: "k" has 100,000 values, expected at most 100 charts (filter the rows, or facet by a coarser field)"#,
            files: [
                spec(
                    rows(
                        100_000,
                        #"{"facet": {"field": "k"}, "x": {"field": "v", "type": "nominal"}, "y": {"aggregate": "count"}}"#
                    ))
            ]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            "shipplot: s.vl.json: encoding.x.bin: makes 1,000,000,000 bins of 1e-9 over 0 to 1, expected at most 10,000 (give a larger step or fewer maxbins)",
            files: [
                spec(
                    #"{"data": {"values": [{"v": 0}, {"v": 1}]}, "mark": "bar", "encoding": {"x": {"field": "v", "bin": {"step": 1e-9}}, "y": {"aggregate": "count"}}}"#
                )
            ]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            #"shipplot: s.vl.json:1:101: encoding.x.bin.maxbins: 1000000000 is not a whole number from 1 to 10,000"#,
            files: [
                spec(
                    #"{"data": {"values": [{"v": 0}]}, "mark": "bar", "encoding": {"x": {"field": "v", "bin": {"maxbins": 1000000000}}}}"#
                )
            ]),
        RefusedCommand(
            ["chart", "t.csv", "--spec", "s.vl.json", "-o", "c.png"], 64,
            "shipplot chart: --spec names its rows in the spec's data, expected no FILE with it (see shipplot chart --help)",
            files: [spec(good)]),
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "--x", "a", "-o", "c.png"], 64,
            "shipplot chart: --x says what to draw, and --spec draws what its spec says, expected no --x with it (edit the spec instead) (see shipplot chart --help)",
            files: [spec(good)]),
        // The spec of a chart drawn from options is not written: refused, rather than drawn as if not asked.
        RefusedCommand(
            ["chart", "t.csv", "--x", "a", "--y", "b", "--print-spec"], 64,
            "shipplot chart: --print-spec writes a spec read with --spec, expected --spec with it (see shipplot chart --help)",
            files: [("t.csv", .text("a,b\nA,1\n"))]),
        RefusedCommand(
            ["chart", "t.csv", "--x", "a", "--y", "b", "--tz", "UTC", "-o", "c.png"], 64,
            "shipplot chart: --tz reads a spec's dates, expected --spec with it (see shipplot chart --help)",
            files: [("t.csv", .text("a,b\nA,1\n"))]),
        // Sizes with no legend to read them by would be drawn as numbers no one can read back.
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            "shipplot: s.vl.json: encoding.size: size by a field is not drawn by shipplot yet: it draws no legend to read sizes by",
            files: [
                spec(
                    #"{"data": {"values": [{"a": 1, "b": 2}]}, "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}, "size": {"field": "b", "type": "quantitative"}}}"#
                )
            ]),
        // Vega-Lite breaks a line at a null; joined across it, the line would show values that are not there.
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            #"shipplot: s.vl.json: mark.invalid: 1 row has no "y", where Vega-Lite breaks the line and shipplot would join it, expected a filter transform that leaves them out"#,
            files: [
                spec(
                    #"{"data": {"values": [{"x": 1, "y": 10}, {"x": 2, "y": null}, {"x": 3, "y": 5}]}, "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}"#
                )
            ]),
        // A domain of categories is their order: a value it leaves out would have no place.
        RefusedCommand(
            ["chart", "--spec", "s.vl.json", "-o", "c.png"], 65,
            #"shipplot: s.vl.json: encoding.x.scale.domain: "B" is not in it, expected every value the channel draws, in order"#,
            files: [
                spec(
                    bars
                        + #""encoding": {"x": {"field": "a", "scale": {"domain": ["A"]}}, "y": {"field": "b", "type": "quantitative"}}}"#
                )
            ]),
        // A spec whose name is an image's: written over, it would be lost.
        RefusedCommand(
            ["chart", "--spec", "spec.png", "-o", "spec.png"], 64,
            #"shipplot chart: --output: "spec.png" is the spec being drawn, expected another file (see shipplot chart --help)"#,
            files: [spec("spec.png", good)]),
        RefusedCommand(
            ["chart", "--spec", "missing.vl.json", "-o", "c.png"], 66, "shipplot: missing.vl.json: no such file"),
    ]

    @Test(arguments: cases) func refused(_ command: RefusedCommand) throws {
        try expectRefused(command)
    }

    /// A spec read from standard input has no folder to read its data from.
    @Test func specFromStandardInputWithUrlIsRefused() throws {
        let box = try Sandbox()
        let (code, output) = box.run(
            ["chart", "--spec", "-", "-o", "c.png"],
            input: Data(#"{"data": {"url": "t.csv"}, "mark": "bar", "encoding": {"x": {"field": "a"}}}"#.utf8))
        #expect(code == 64)
        #expect(output.stderr.contains("a spec read from standard input has no folder to read it from"))
        #expect(!box.exists("c.png"))
    }
}

/// `shipplot chart --spec` drawing: what it draws and what it says it left out.
@Suite struct SpecChartTests {
    /// Vega-Lite stacks as its legend reads: the first colour on top of a vertical stack, at the left of a
    /// horizontal one, whether or not the rows are aggregated; charts asked with options stack as Swift Charts
    /// does, the first colour at the bottom.
    @Test func stacksInLegendOrder() throws {
        let values = #"[{"k": "A", "c": "c1", "v": 1}, {"k": "A", "c": "c2", "v": 2}, {"k": "A", "c": "c1", "v": 3}]"#
        func stack(_ key: String, _ value: String, _ aggregate: String) throws -> [String] {
            let text =
                #"{"data": {"values": \#(values)}, "mark": "bar", "encoding": {"\#(key)": {"field": "k"}, "#
                + #""\#(value)": {"field": "v", "type": "quantitative"\#(aggregate)}, "color": {"field": "c"}}}"#
            let spec = try VegaSpecParser.parse(Array(text.utf8), source: "s.vl.json")
            let (plan, _) = try SpecChart.plan(spec, source: "s.vl.json", specPath: nil, folder: nil, width: 800)
            let rows = KeyedCharts.rows(plan.points, String.self, horizontal: plan.style.horizontal)
            return KeyedCharts.stackOrdered(rows, style: plan.style).map(\.series)
        }
        let sum = #", "aggregate": "sum""#
        #expect(try stack("x", "y", sum) == ["c2", "c1"])
        #expect(try stack("x", "y", "") == ["c2", "c1", "c1"])
        #expect(try stack("y", "x", sum) == ["c1", "c2"])
        #expect(try stack("y", "x", "") == ["c1", "c1", "c2"])
        // A colour of dates (years): the legend lists them as they come, ascending, so 2001 stacks under 2000.
        let years =
            #"{"data": {"values": [{"k": "A", "d": "2000-06-01", "v": 1}, {"k": "A", "d": "2001-06-01", "v": 2}]}, "#
            + #""mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"field": "v", "type": "quantitative", "#
            + #""aggregate": "sum"}, "color": {"field": "d", "timeUnit": "year", "type": "temporal"}}}"#
        let (dated, _) = try SpecChart.plan(
            try VegaSpecParser.parse(Array(years.utf8), source: "s.vl.json"), source: "s.vl.json", specPath: nil,
            folder: nil, width: 800)
        let datedRows = KeyedCharts.rows(dated.points, String.self, horizontal: false)
        #expect(KeyedCharts.stackOrdered(datedRows, style: dated.style).map(\.value) == [2, 1])
        var input = ChartOptionsInput(path: "t.csv")
        (input.x, input.y, input.color) = ("k", ["v"], "c")
        let options = try ChartCommand.plan(input, data: Array("k,c,v\nA,c1,1\nA,c2,2\n".utf8), width: 800)
        let rows = KeyedCharts.rows(options.points, String.self, horizontal: false)
        #expect(KeyedCharts.stackOrdered(rows, style: options.style).map(\.series) == ["c1", "c2"])
    }

    @Test func drawsASpecAndNamesWhatItLeftOut() throws {
        let box = try Sandbox()
        try box.create([
            ("specs/data/t.csv", .text("a,b\nA,28\nB,55\nA,2\n")),
            spec(
                "specs/s.vl.json",
                #"{"$schema": "x", "description": "d", "data": {"url": "data/t.csv"}, "mark": {"type": "bar", "cornerRadius": 3},"#
                    + #""encoding": {"x": {"field": "a", "axis": {"labelAngle": 0}}, "y": {"field": "b", "aggregate": "sum"}}}"#
            ),
        ])
        let (code, output) = box.run(["chart", "--spec", "specs/s.vl.json", "-o", "c.png", "--alt-text"])
        #expect(code == 0, "\(output.stderr)")
        #expect(
            output.stderr
                == "shipplot: note: specs/s.vl.json: drawn in shipplot's style, without encoding.x.axis.labelAngle, "
                + "mark.cornerRadius\nshipplot: wrote c.png\n")
        // Vega-Lite's title for the sum, and its sums: A 30, B 55.
        #expect(output.stdoutText.contains("Sum of b"))
        #expect(output.stdoutText.contains("55") && output.stdoutText.contains("30"))
        #expect(box.exists("c.png"))
        let quiet = box.run(["chart", "--spec", "specs/s.vl.json", "-o", "c.png", "-q"])
        #expect(quiet.code == 0 && quiet.output.stderr.isEmpty)
    }

    /// Variable parameters are drawn at their values, wherever `{"expr": NAME}` stands for one; the inputs bound
    /// to them are named as left out (selections and computed parameters are refused: `VegaSpecModelTests`).
    @Test func drawsParametersAtTheirValues() throws {
        let text =
            #"{"params": [{"name": "curve", "value": "monotone", "bind": {"input": "select"}}, {"name": "r", "value": 4}], "#
            + #""data": {"values": [{"a": 1, "b": 2}, {"a": 2, "b": 5}]}, "#
            + #""mark": {"type": "line", "interpolate": {"expr": "curve"}, "cornerRadius": {"expr": "r"}}, "#
            + #""encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}"#
        let spec = try VegaSpecParser.parse(Array(text.utf8), source: "s.vl.json")
        #expect(spec.mark.interpolate == "monotone")
        #expect(spec.mark.cornerRadius == 4)
        #expect(spec.dropped.contains("params[0].bind"))
        let (plan, _) = try SpecChart.plan(spec, source: "s.vl.json", specPath: nil, folder: nil, width: 800)
        #expect(plan.style.smoothing == .monotone)
    }

    @Test func printsTheSpecAsItReadsIt() throws {
        let box = try Sandbox()
        try box.create([spec(good)])
        let (code, output) = box.run(["chart", "--spec", "s.vl.json", "--print-spec"])
        #expect(code == 0)
        let printed = output.stdoutText
        #expect(printed.hasPrefix("{\n  \"$schema\": \"https://vega.github.io/schema/vega-lite/v5.json\""))
        let again = try VegaSpecParser.parse(Array(printed.utf8), source: "again")
        #expect(again.json.text() + "\n" == printed)
        #expect(!box.exists("chart.png"))
    }

    /// The same chart asked for with options and with a spec: one request, one plan, the same points.
    @Test func aSpecAndTheOptionsDrawTheSameChart() throws {
        let table = "day,platform,n\n2026-11-02,iOS,3\n2026-11-02,macOS,4\n2026-11-03,iOS,5\n2026-11-03,iOS,1\n"
        var input = ChartOptionsInput(path: "t.csv")
        (input.x, input.y, input.color) = ("day", ["n"], "platform")
        let fromOptions = try ChartCommand.plan(input, data: Array(table.utf8), width: 800)
        let escaped = table.replacingOccurrences(of: "\n", with: "\\n")
        let spec = try VegaSpecParser.parse(
            Array(
                (#"{"data": {"values": "\#(escaped)", "format": {"type": "csv"}}, "mark": "bar", "encoding": {"#
                    + #""x": {"field": "day", "type": "temporal"}, "y": {"field": "n", "aggregate": "sum"}, "#
                    + #""color": {"field": "platform"}}}"#).utf8), source: "s.vl.json")
        let (fromSpec, _) = try SpecChart.plan(spec, source: "s.vl.json", specPath: nil, folder: nil, width: 800)
        func cells(_ points: PlotPoints) -> [String] {
            (0..<points.count).map { row in
                let color =
                    points.color.map { column -> String in
                        column.names.isEmpty ? "\(column.number(row))" : column.names[Int(column.number(row))]
                    } ?? ""
                return "\(points.x?.number(row) ?? .nan) \(points.y?.number(row) ?? .nan) \(color)"
            }.sorted()
        }
        #expect(fromSpec.points.count == 3)
        #expect(cells(fromSpec.points) == cells(fromOptions.points))
        #expect(fromSpec.style.horizontal == fromOptions.style.horizontal)
        #expect(fromSpec.style.xUnit == fromOptions.style.xUnit)
    }
}
