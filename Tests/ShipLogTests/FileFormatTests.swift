// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// The one-line description of the error decoding `bytes` throws, after checking it is a bad-data error.
func decodeFailure(_ bytes: [UInt8], source: String = "shiplog.json") -> String? {
    do {
        let log = try ShipLog.decode(Data(bytes), source: source)
        Issue.record("decoded without error: \(log)")
        return nil
    } catch let error as ShipLogError {
        #expect(error.kind == .badData)
        #expect(error.kind.exitCode == 65)
        #expect(!error.description.contains("\n"))
        return error.description
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

func decodeFailure(_ text: String, source: String = "shiplog.json") -> String? {
    decodeFailure(Array(text.utf8), source: source)
}

func decoded(_ text: String) throws -> ShipLog {
    try ShipLog.decode(Data(text.utf8), source: "shiplog.json")
}

@Suite struct EncodingTests {
    @Test func writesTheDocumentedFormat() throws {
        var log = ShipLog()
        let today = day("2026-11-28")
        try log.add(["Final QA"], on: day("2026-11-26"), today: today)
        try log.add(["Screenshots", "Screenshots", "Metadata"], on: today, today: today)
        let expected = """
            {
              "version": 1,
              "steps": ["Screenshots", "Metadata", "Keywords", "Final QA"],
              "days": [
                {"date": "2026-11-28", "steps": ["Screenshots", "Screenshots", "Metadata"]},
                {"date": "2026-11-26", "steps": ["Final QA"]}
              ]
            }

            """
        #expect(String(decoding: log.encoded(), as: UTF8.self) == expected)
    }

    @Test func writesAnEmptyLog() {
        let expected = """
            {
              "version": 1,
              "steps": ["Screenshots", "Metadata", "Keywords", "Final QA"],
              "days": []
            }

            """
        #expect(String(decoding: ShipLog().encoded(), as: UTF8.self) == expected)
    }

    @Test func roundTripsByteForByte() throws {
        var log = ShipLog()
        let today = day("2026-11-28")
        try log.add(["Quote \" and \\ slash", "スクリーンショット", "Emoji 🚀", "Tab-free"], on: today, today: today)
        try log.add(["Metadata"], on: day("1970-01-01"), today: today)
        let data = log.encoded()
        let again = try ShipLog.decode(data, source: "x.json")
        #expect(again == log)
        #expect(again.encoded() == data)
        #expect(String(decoding: data, as: UTF8.self).contains(#""Quote \" and \\ slash""#))
        #expect(String(decoding: data, as: UTF8.self).contains("\"スクリーンショット\""))

        let sample = ShipLog.sample(through: today)
        #expect(try ShipLog.decode(sample.encoded(), source: "s").encoded() == sample.encoded())
    }

    @Test func equalLogsGiveIdenticalBytes() throws {
        let today = day("2026-11-28")
        var a = ShipLog()
        try a.add("Metadata", on: day("2026-11-01"), today: today)
        try a.add("Keywords", on: day("2026-11-20"), today: today)
        var b = ShipLog()
        try b.add("Keywords", on: day("2026-11-20"), today: today)
        try b.add("Metadata", on: day("2026-11-01"), today: today)
        #expect(a == b)
        #expect(a.encoded() == b.encoded())
    }
}

@Suite struct ReadingRuleTests {
    @Test func daysAreSortedNewestFirst() throws {
        let log = try decoded(
            """
            {"days": [
              {"date": "2026-11-01", "steps": ["Metadata"]},
              {"date": "2026-11-28", "steps": ["Final QA"]},
              {"date": "2026-11-15", "steps": ["Keywords"]}
            ]}
            """)
        #expect(summary(log.days) == ["2026-11-28 Final QA", "2026-11-15 Keywords", "2026-11-01 Metadata"])
    }

    @Test func sameDateEntriesAreMergedInFileOrder() throws {
        let log = try decoded(
            """
            {"days": [
              {"date": "2026-11-28", "steps": ["Screenshots"]},
              {"date": "2026-11-27", "steps": ["Keywords"]},
              {"date": "2026-11-28", "steps": ["Metadata", "Screenshots"]}
            ]}
            """)
        #expect(summary(log.days) == ["2026-11-28 Screenshots,Metadata,Screenshots", "2026-11-27 Keywords"])
    }

    @Test func entriesWithNoStepsAreDroppedButStillChecked() throws {
        let log = try decoded(
            #"{"days": [{"date": "2026-11-28", "steps": []}, {"date": "2026-11-27", "steps": ["Keywords"]}]}"#)
        #expect(summary(log.days) == ["2026-11-27 Keywords"])
        #expect(try decoded(#"{"days": [{"date": "2026-11-28", "steps": []}]}"#).isEmpty)
        #expect(
            decodeFailure(#"{"days": [{"date": "2024-02-30", "steps": []}]}"#)
                == #"shiplog.json:1:20: days[0].date: "2024-02-30" is not a valid date, expected YYYY-MM-DD"#)
    }

    @Test func aMissingStepListIsTheStandardStepsPlusNewNamesInFirstSeenOrder() throws {
        let log = try decoded(
            """
            {"days": [
              {"date": "2026-11-01", "steps": ["Press kit", "Metadata"]},
              {"date": "2026-11-28", "steps": ["Release notes", "Press kit"]}
            ]}
            """)
        #expect(log.steps == ShipLog.standardSteps + ["Press kit", "Release notes"])
    }

    @Test func aGivenStepListKeepsItsOrder() throws {
        let log = try decoded(
            """
            {"steps": ["Final QA", "Screenshots", "Final QA"],
             "days": [{"date": "2026-11-28", "steps": ["Metadata", "Screenshots"]}]}
            """)
        #expect(log.steps == ["Final QA", "Screenshots", "Metadata"])
        #expect(try decoded(#"{"steps": [], "days": []}"#).steps == [])
    }

    @Test func versionIsOptionalButMustBeOne() throws {
        #expect(try decoded(#"{"days": []}"#) == ShipLog())
        #expect(try decoded(#"{"version": 1, "days": []}"#) == ShipLog())
        #expect(try decoded(#"{"version": 1.0, "days": []}"#) == ShipLog())
        #expect(
            decodeFailure(#"{"version": 2, "days": []}"#)
                == "shiplog.json:1:13: version: unsupported version 2, expected 1")
        #expect(
            decodeFailure(#"{"version": "1", "days": []}"#)
                == "shiplog.json:1:13: version: found a string, expected the number 1")
        #expect(
            decodeFailure(#"{"version": null, "days": []}"#)
                == "shiplog.json:1:13: version: found null, expected the number 1")
    }

    @Test func aByteOrderMarkAndCRLFAreFine() throws {
        let text = "{\r\n  \"days\": [\r\n    {\"date\": \"2026-11-28\", \"steps\": [\"Metadata\"]}\r\n  ]\r\n}\r\n"
        let plain = try decoded(text)
        #expect(summary(plain.days) == ["2026-11-28 Metadata"])
        #expect(try ShipLog.decode(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), source: "s") == plain)
        // Columns count from the first character after the mark.
        #expect(
            decodeFailure([0xEF, 0xBB, 0xBF] + Array(#"{"days": 1}"#.utf8))
                == "shiplog.json:1:10: days: found a number, expected an array of days")
        #expect(
            decodeFailure("{\r\n  \"days\": 1\r\n}")
                == "shiplog.json:2:11: days: found a number, expected an array of days")
    }

    @Test func escapesAreDecoded() throws {
        let log = try decoded(
            #"{"days": [{"date": "2026-11-28", "steps": ["Scr\u0065enshots", "Rocket \ud83d\ude80", "a\/b"]}]}"#)
        #expect(log.days[0].steps == ["Screenshots", "Rocket 🚀", "a/b"])
    }
}

@Suite struct FileErrorTests {
    @Test func emptyAndBlankFiles() {
        #expect(decodeFailure([]) == "shiplog.json: empty file, expected a JSON ship log")
        #expect(decodeFailure([0xEF, 0xBB, 0xBF]) == "shiplog.json: empty file, expected a JSON ship log")
        #expect(decodeFailure(" \n\t\r\n ") == "shiplog.json: only whitespace, expected a JSON ship log")
    }

    @Test func textThatIsNotUTF8() {
        let prefix = Array("{\n  \"days\": [\n    {\"date\": \"2026-11-28\", \"steps\": [\"Scr".utf8)
        #expect(decodeFailure(prefix + [0xFF] + Array("\"]}\n  ]\n}".utf8)) == "shiplog.json:3:42: not UTF-8 text")
        #expect(
            decodeFailure(Array(#"{"days": ["caf"#.utf8) + [0xE9] + Array(#""]}"#.utf8))
                == "shiplog.json:1:15: not UTF-8 text")  // Latin-1 é
        // Overlong
        #expect(decodeFailure(Array(#"{"a": ""#.utf8) + [0xC0, 0xAF]) == "shiplog.json:1:8: not UTF-8 text")
        // Surrogate
        #expect(decodeFailure(Array(#"{"a": ""#.utf8) + [0xED, 0xA0, 0x80]) == "shiplog.json:1:8: not UTF-8 text")
        // Truncated
        #expect(decodeFailure(Array(#"{"a": ""#.utf8) + [0xE2, 0x82]) == "shiplog.json:1:8: not UTF-8 text")
        #expect(decodeFailure([0xFF, 0xFE, 0x7B, 0x00]) == "shiplog.json: UTF-16 text, expected UTF-8")
    }

    @Test func nulBytes() {
        #expect(
            decodeFailure(Array(#"{"days": []}"#.utf8) + [0])
                == "shiplog.json:1:13: NUL byte, expected JSON text (is this a binary file?)")
        #expect(
            decodeFailure([0x7B, 0x0A, 0x00, 0xFF])
                == "shiplog.json:2:1: NUL byte, expected JSON text (is this a binary file?)")
    }

    @Test(arguments: [
        (#"{"days": ["#, "shiplog.json:1:11: malformed JSON: unexpected end of file, expected a day"),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["Metadata",]}]}"#,
            #"shiplog.json:1:55: malformed JSON: unexpected "]", expected a step name"#
        ),
        (
            #"{"days": [],}"#,
            #"shiplog.json:1:13: malformed JSON: unexpected "}", expected a field name in double quotes"#
        ),
        (#"{"days" []}"#, #"shiplog.json:1:9: malformed JSON: unexpected "[", expected ":" after the field name"#),
        (#"{"days": [tru]}"#, #"shiplog.json:1:11: malformed JSON: unexpected "t", expected a day"#),
        (#"{"days": [] "steps": []}"#, #"shiplog.json:1:13: malformed JSON: unexpected "\"", expected "," or "}""#),
        (
            #"{'days': []}"#,
            #"shiplog.json:1:2: malformed JSON: unexpected "'", expected a field name in double quotes"#
        ),
        ("// my log\n{\"days\": []}", #"shiplog.json:1:1: malformed JSON: unexpected "/", expected a JSON object"#),
        (
            #"{"days": []} x"#,
            #"shiplog.json:1:14: malformed JSON: unexpected "x", expected the end of the file after the top-level object"#
        ),
        (
            #"{"days": []}{"days": []}"#,
            #"shiplog.json:1:13: malformed JSON: unexpected "{", expected the end of the file after the top-level object"#
        ),
        (
            "{\"days\": [{\"date\": \"2026-11-28\", \"steps\": [\"Meta\tdata\"]}]}",
            "shiplog.json:1:49: malformed JSON: control character U+0009 in a string, expected it escaped"
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["\ud800"]}]}"#,
            #"shiplog.json:1:45: malformed JSON: unpaired surrogate \uD800, expected a low surrogate after it"#
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["\x"]}]}"#,
            #"shiplog.json:1:46: malformed JSON: unexpected "x", expected an escape such as \n, \" or \u0041"#
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["\u12"]}]}"#,
            #"shiplog.json:1:49: malformed JSON: unexpected "\"", expected four hexadecimal digits after \u"#
        ),
        (#"{"days"#, "shiplog.json:1:7: malformed JSON: unexpected end of file in a string, expected a closing quote"),
        (#"{"version": -, "days": []}"#, #"shiplog.json:1:14: malformed JSON: unexpected ",", expected a digit"#),
        (
            #"{"version": 1., "days": []}"#,
            #"shiplog.json:1:15: malformed JSON: unexpected ",", expected a digit after ".""#
        ),
        (
            "{\n  \"days\": [\n    {\"date\": \"2026-11-28\",\n     \"steps\": [\"Metadata\"}\n  ]\n}",
            #"shiplog.json:4:26: malformed JSON: unexpected "}", expected "," or "]""#
        ),
    ])
    func malformedJSONNamesLineAndColumn(text: String, message: String) {
        #expect(decodeFailure(text) == message)
    }

    @Test func duplicateFields() {
        #expect(
            decodeFailure(#"{"days": [], "days": []}"#)
                == #"shiplog.json:1:14: duplicate field "days", expected each field once"#)
        #expect(
            decodeFailure(#"{"days": [{"date": "2026-11-28", "date": "2026-11-27", "steps": []}]}"#)
                == #"shiplog.json:1:34: duplicate field "date", expected each field once"#)
    }

    @Test(arguments: [
        ("[]", #"shiplog.json:1:1: top level is an array, expected an object with "version", "steps" and "days""#),
        (
            #""days""#,
            #"shiplog.json:1:1: top level is a string, expected an object with "version", "steps" and "days""#
        ),
        (#"{"days": {}}"#, "shiplog.json:1:10: days: found an object, expected an array of days"),
        (#"{"days": null}"#, "shiplog.json:1:10: days: found null, expected an array of days"),
        (#"{"days": [1]}"#, #"shiplog.json:1:11: days[0]: found a number, expected an object with "date" and "steps""#),
        (
            #"{"days": [{"date": 20261128, "steps": []}]}"#,
            #"shiplog.json:1:20: days[0].date: found a number, expected a date "YYYY-MM-DD""#
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": "Metadata"}]}"#,
            "shiplog.json:1:43: days[0].steps: found a string, expected an array of step names"
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["Metadata", null]}]}"#,
            "shiplog.json:1:56: days[0].steps[1]: found null, expected a step name in double quotes"
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": [true]}]}"#,
            "shiplog.json:1:44: days[0].steps[0]: found a boolean, expected a step name in double quotes"
        ),
        (#"{"steps": null, "days": []}"#, "shiplog.json:1:11: steps: found null, expected an array of step names"),
        (
            #"{"steps": ["é", 1], "days": []}"#,
            "shiplog.json:1:17: steps[1]: found a number, expected a step name in double quotes"
        ),
    ])
    func wrongTypesNameTheFieldAndWhatWasFound(text: String, message: String) {
        #expect(decodeFailure(text) == message)
    }

    @Test(arguments: [
        (
            #"{"version": 1, "colour": "red", "days": []}"#,
            #"shiplog.json:1:16: colour: unknown field, expected "version", "steps" or "days""#
        ),
        (
            #"{"days": [{"date": "2026-11-28", "steps": ["Metadata"], "note": "hi"}]}"#,
            #"shiplog.json:1:57: days[0].note: unknown field, expected "date" or "steps""#
        ),
        (
            #"{"days": [], "my key\n": 1}"#,
            #"shiplog.json:1:14: ["my key\n"]: unknown field, expected "version", "steps" or "days""#
        ),
        (#"{"Days": []}"#, #"shiplog.json:1:2: Days: unknown field, expected "version", "steps" or "days""#),
    ])
    func unknownFieldsAreNamed(text: String, message: String) {
        #expect(decodeFailure(text) == message)
    }

    @Test func missingFields() {
        #expect(decodeFailure("{}") == "shiplog.json:1:1: days: missing, expected an array of days")
        #expect(
            decodeFailure(#"{"days": [{"steps": []}]}"#)
                == #"shiplog.json:1:11: days[0].date: missing, expected a date "YYYY-MM-DD""#)
        #expect(
            decodeFailure(#"{"days": [{"date": "2026-11-28"}]}"#)
                == "shiplog.json:1:11: days[0].steps: missing, expected an array of step names")
    }

    @Test(arguments: [
        ("2024-02-30", #""2024-02-30" is not a valid date, expected YYYY-MM-DD"#),
        ("2023-02-29", #""2023-02-29" is not a valid date, expected YYYY-MM-DD"#),
        ("2026-11-28T10:00:00", #""2026-11-28T10:00:00" is not a valid date, expected YYYY-MM-DD"#),
        ("28/11/2026", #""28/11/2026" is not a valid date, expected YYYY-MM-DD"#),
        ("", #""" is not a valid date, expected YYYY-MM-DD"#),
        ("1969-12-31", #""1969-12-31" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#),
        ("2101-01-01", #""2101-01-01" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#),
    ])
    func badDatesNameTheEntry(date: String, message: String) {
        let text = """
            {
              "days": [
                {"date": "2026-11-28", "steps": ["Metadata"]},
                {"date": "2026-11-27", "steps": ["Metadata"]},
                {"date": "\(date)", "steps": ["Metadata"]}
              ]
            }
            """
        #expect(decodeFailure(text) == "shiplog.json:5:14: days[2].date: \(message)")
    }

    @Test(arguments: [
        (#""""#, #"empty step name, expected text such as "Screenshots""#),
        (#""  ""#, #"step name "  " is only whitespace, expected text such as "Screenshots""#),
        (
            #""Meta\u0000data""#,
            #"step name "Meta\u0000data" contains control character U+0000, expected printable text"#
        ),
        (#""Final\nQA""#, #"step name "Final\nQA" contains control character U+000A, expected printable text"#),
        (#""Final QA ""#, #"step name "Final QA " starts or ends with whitespace, expected it trimmed"#),
        (
            "\"" + String(repeating: "ab", count: 51) + "\"",
            #"step name "abababababababababababababababababababab…" is 102 characters long, expected at most 100"#
        ),
    ])
    func badStepNamesNameTheEntry(name: String, message: String) {
        #expect(
            decodeFailure(#"{"days": [{"date": "2026-11-28", "steps": ["Metadata", \#(name)]}]}"#)
                == "shiplog.json:1:56: days[0].steps[1]: \(message)")
        #expect(decodeFailure(#"{"steps": [\#(name)], "days": []}"#) == "shiplog.json:1:12: steps[0]: \(message)")
    }

    @Test func theSourceIsKeptOnOneLine() {
        #expect(
            decodeFailure([], source: "odd\nname.json") == #"odd\nname.json: empty file, expected a JSON ship log"#)
    }
}
