// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlotCLI

/// The value of `text` for one row of fields `a`…: what Vega's expression language gives, JavaScript's rules
/// included.
private func value(_ text: String, _ row: [String: VegaValue] = [:]) throws -> VegaValue {
    let names = row.keys.sorted()
    let table = VegaTable(fields: names, rows: [names.map { row[$0]! }])
    return try VegaExpression(text).bound(to: table).evaluate(table.rows[0])
}

private func refusal(_ text: String) -> String? {
    do {
        _ = try VegaExpression(text)
        return nil
    } catch {
        return error.message
    }
}

@Suite struct VegaExpressionTests {
    @Test func evaluatesTheGallerysExpressions() throws {
        let row: [String: VegaValue] = [
            "sex": .number(2), "people": .number(1_000), "year": .string("2000"), "symbol": .string("GOOG"),
            "IMDB Rating": .null, "name": .string("Alan Turing"), "zip_code": .string("00501"),
            "date": .date(1_325_419_200),  // 2012-01-01 12:00 UTC
        ]
        #expect(try value("datum.sex == 2 ? 'Female' : 'Male'", row) == .string("Female"))
        #expect(try value("datum.sex == 2 ? -datum.people : datum.people", row) == .number(-1_000))
        // Loose equality reads "2000" as 2000; strict equality does not.
        #expect(try value("datum.year == 2000", row) == .bool(true))
        #expect(try value("datum.year === 2000", row) == .bool(false))
        #expect(try value("datum.symbol==='GOOG' && datum.symbol !== 'IBM'", row) == .bool(true))
        #expect(try value("datum['IMDB Rating'] != null", row) == .bool(false))
        #expect(try value("isValid(datum['IMDB Rating'])", row) == .bool(false))
        #expect(
            try value(
                "indexof (datum.name,' ') > 0  ? substring(datum.name,0,indexof(datum.name, ' ')) : datum.name", row)
                == .string("Alan"))
        #expect(try value("substring(datum.zip_code, 0, 1)", row) == .string("0"))
        #expect(try value("hours(datum.date) + minutes(datum.date) / 60", row) == .number(12))
        #expect(try value("year(datum.date)", row) == .number(2012))
        // Months count from 0, as in JavaScript.
        #expect(try value("month(datum.date)", row) == .number(0))
        #expect(try value("(hours(datum.date) + 18) % 24", row) == .number(6))
        #expect(try value("log(100)/log(10)") == .number(2))
        #expect(try value("pow(10, 2) + floor(2.7) + ceil (0.2) + abs(-1) + round(2.5)") == .number(107))
        #expect(try value("if(datum.sex === 2, 'two', if(datum.sex === 1, 'one', 'other'))", row) == .string("two"))
        #expect(try value("'R: ' + 2 * 3") == .string("R: 6"))
        #expect(try value("+datum.year + 5", row) == .number(2005))
        #expect(try value("!datum.missing && 1 || 7", row) == .number(1))
        #expect(try value("toString(round(0.125 * 100)) + '%'") == .string("13%"))
        #expect(try value("length(datum.name)", row) == .number(11))
        #expect(try value("datum.nothere", row) == .null)
    }

    @Test func refusesWhatItDoesNotEvaluateByName() {
        #expect(refusal("random()") == #"the function "random()" is not supported"#)
        #expect(refusal("datum.a ** 2") == #"the operator "**" is not supported"#)
        #expect(refusal("datum.a = 2") == #"the operator "=" is not supported"#)
        #expect(
            refusal("width / 2")
                == #"the name "width" is not supported, expected datum.FIELD, a number, a string, true, false or null (parameters and signals are not read)"#
        )
        #expect(refusal("[1, 2]") == "array literals are not supported")
        #expect(refusal("datum.geometry.coordinates[0]") == "indexing with [] is supported only as datum['FIELD']")
        #expect(refusal("pow(2)") == "pow() takes 2 arguments, not 1")
        #expect(refusal("(1 + 2") == #"unexpected end, expected ")""#)
        #expect(refusal("'open") == "a string is not closed")
        #expect(refusal("") == "is empty, expected an expression")
    }

    @Test func boundsNestingAndLength() {
        let deep = String(repeating: "(", count: 2_000) + "1" + String(repeating: ")", count: 2_000)
        #expect(refusal(deep) == "nests deeper than 64 levels")
        let negations = String(repeating: "!", count: 2_000) + "1"
        #expect(refusal(negations) == "nests deeper than 64 levels")
        let chain = String(repeating: "1+", count: 4_000) + "1"
        #expect(refusal(chain) == "nests deeper than 64 levels")
        let long = String(repeating: " ", count: 10_000) + "1"
        #expect(refusal(long) == "is 10001 characters long, expected at most 10000")
    }
}
