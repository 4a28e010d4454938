// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlotCLI

private func view(_ text: String) throws -> VegaView {
    let spec = try VegaSpecParser.parse(Array(text.utf8), source: "s.vl.json")
    let loader = VegaDataLoader(specPath: nil, folder: nil)
    var rows = try loader.load(spec.data, specSource: "s.vl.json")
    rows = try VegaTransformRunner(source: "s.vl.json").apply(spec.transforms, to: rows)
    return try VegaCompiler(source: "s.vl.json").compile(spec, rows: rows)
}

/// Rows of `view`'s channels, as the channels read them.
private func rows(_ view: VegaView, _ channels: [VegaChannel]) -> [[VegaValue]] {
    let columns = channels.map { view[$0]?.field.flatMap(view.table.column) }
    return view.table.rows.map { row in columns.map { $0.map { row[$0] } ?? .null } }
}

/// Compiling an encoding onto rows as Vega-Lite does: aggregates grouped by every other channel, time units and
/// bins as columns, the titles Vega-Lite gives.
@Suite struct VegaCompilerTests {
    private let people = #"""
        {"data": {"values": [
          {"age": 0, "sex": 1, "people": 10}, {"age": 0, "sex": 2, "people": 12},
          {"age": 5, "sex": 1, "people": 7}, {"age": 5, "sex": 1, "people": 3}]},
        """#

    @Test func aggregatesByEveryOtherChannel() throws {
        let compiled = try view(
            people + #""mark": "bar", "encoding": {"x": {"field": "age", "type": "ordinal"},"#
                + #""y": {"aggregate": "sum", "field": "people"}, "color": {"field": "sex", "type": "nominal"}}}"#)
        #expect(
            rows(compiled, [.x, .color, .y]) == [
                [.number(0), .number(1), .number(10)], [.number(0), .number(2), .number(12)],
                [.number(5), .number(1), .number(10)],
            ])
        #expect(compiled[.y]?.title == "Sum of people" && compiled[.x]?.title == "age")
        let counted = try view(
            people + #""mark": "bar", "encoding": {"x": {"field": "age"}, "y": {"aggregate": "count"}}}"#)
        #expect(rows(counted, [.x, .y]) == [[.number(0), .number(2)], [.number(5), .number(2)]])
        #expect(counted[.y]?.title == "Count of Records" && counted[.y]?.type == .quantitative)
    }

    @Test func picksTheRowOfAnArgmax() throws {
        let compiled = try view(
            people + #""mark": "bar", "encoding": {"x": {"field": "age", "type": "ordinal"},"#
                + #""y": {"aggregate": {"argmax": "people"}, "field": "sex", "type": "nominal"}}}"#)
        #expect(rows(compiled, [.x, .y]) == [[.number(0), .number(2)], [.number(5), .number(1)]])
    }

    @Test func cutsTimeUnitsAndBinsIntoColumns() throws {
        let compiled = try view(
            #"{"data": {"values": [{"d": "2012-01-05", "v": 1.4}, {"d": "2012-01-20", "v": 9.2}, {"d": "2013-02-01", "v": 5}]},"#
                + #""mark": "bar", "encoding": {"x": {"timeUnit": "month", "field": "d"}, "y": {"bin": true, "field": "v"}}}"#
        )
        #expect(
            compiled[.x]?.field == "month_d" && compiled[.x]?.type == .temporal && compiled[.x]?.title == "d (month)")
        #expect(compiled[.y]?.field == "bin_maxbins_10_v" && compiled[.y]?.end == "bin_maxbins_10_v_end")
        #expect(compiled[.y]?.bins == BinEdges(start: 1, stop: 10, step: 1))
        #expect(compiled[.y]?.title == "v (binned)")
        #expect(
            rows(compiled, [.x, .y]) == [
                [.date(VegaDates.parse("2012-01-01")!), .number(1)],
                [.date(VegaDates.parse("2012-01-01")!), .number(9)],
                [.date(VegaDates.parse("2012-02-01")!), .number(5)],
            ])
    }
}
