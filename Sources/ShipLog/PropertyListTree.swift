// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One value of a property list as the ship-log decoder sees it. Containers hold references to other values
/// (a binary list may refer to one object many times), so no value is copied however often it is referenced.
enum PropertyListNode {
    /// Array elements, as references.
    case array([Int])
    /// Keys (each once) and their values, as references.
    case dictionary([String: Int])
    case string(String)
    /// Seconds since 1970-01-01T00:00:00Z; a binary list may hold NaN or an infinity.
    case date(Double)
    /// A value a ship log never uses, named for messages ("a number", "a boolean", "data").
    case other(String)

    /// What the value is, for messages.
    var kind: String {
        switch self {
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .string: "a string"
        case .date: "a date"
        case .other(let kind): kind
        }
    }
}

/// A parsed property list that the ship-log decoder walks from `root`, asking for each value it needs.
protocol PropertyListTree {
    /// The top-level value.
    var root: Int { get }
    /// The value `reference` names; throws `.badData` when the file cannot give it.
    mutating func node(_ reference: Int) throws -> PropertyListNode
    /// The bytes looked at and values made so far, which tests double the input against.
    var work: Int { get }
}

extension ShipLog {
    /// The most references (array elements, dictionary keys and values, each time it is reached) a binary
    /// property list may expand to: as many step names as the largest JSON log the readers take could hold (`"a",`
    /// each). A list that refers to one string again and again reaches far more from a small file.
    static let maximumPropertyListReferences = maximumFileSize / 4

    /// The days of a property list: an array of dictionaries with `date` and `steps`.
    static func days(
        from tree: inout some PropertyListTree, source: String, timeZone: some DayZone, notAfter: LogDate?
    ) throws -> [ShipDay] {
        func fail(_ path: String?, _ message: String) -> ShipLogError {
            ShipLogError(.badData, source: source, path: path, message: message)
        }
        guard case .array(let list) = try tree.node(tree.root) else {
            throw fail(nil, "top level is \(try tree.node(tree.root).kind), expected an array of days")
        }
        var entries: [ShipDay] = []
        entries.reserveCapacity(list.count)
        var checkedNames: [Int: String?] = [:]
        for (index, reference) in list.enumerated() {
            let path = "[\(index)]"
            let item = try tree.node(reference)
            guard case .dictionary(let fields) = item else {
                throw fail(path, "found \(item.kind), expected a dictionary with \"date\" and \"steps\"")
            }
            let date = try propertyListDate(
                fields["date"].map { try tree.node($0) }, path: path + ".date", timeZone: timeZone, fail: fail)
            if let notAfter, date > notAfter {
                throw fail(path + ".date", "\(date) is in the future, expected a date on or before \(notAfter)")
            }
            guard let stepsReference = fields["steps"] else {
                throw fail(path + ".steps", "missing, expected an array of step names")
            }
            let steps = try propertyListSteps(
                stepsReference, in: &tree, path: path + ".steps", checked: &checkedNames, fail: fail)
            entries.append(ShipDay(date: date, steps: steps))
        }
        return entries
    }

    /// A day's `steps`: an array of valid step names. A name referred to again is checked once.
    private static func propertyListSteps(
        _ reference: Int, in tree: inout some PropertyListTree, path: String, checked: inout [Int: String?],
        fail: (String?, String) -> ShipLogError
    ) throws -> [String] {
        let value = try tree.node(reference)
        guard case .array(let list) = value else {
            throw fail(path, "found \(value.kind), expected an array of step names")
        }
        var steps: [String] = []
        steps.reserveCapacity(list.count)
        for (index, stepReference) in list.enumerated() {
            let rawStep = try tree.node(stepReference)
            guard case .string(let step) = rawStep else {
                throw fail("\(path)[\(index)]", "found \(rawStep.kind), expected a step name string")
            }
            let problem: String?
            if let known = checked[stepReference] {
                problem = known
            } else {
                problem = stepNameProblem(step)
                checked[stepReference] = problem
            }
            if let problem { throw fail("\(path)[\(index)]", problem) }
            steps.append(step)
        }
        return steps
    }

    /// A day's `date`: a property-list date read in `timeZone`, or a string `YYYY-MM-DD`.
    private static func propertyListDate(
        _ value: PropertyListNode?, path: String, timeZone: some DayZone, fail: (String?, String) -> ShipLogError
    ) throws -> LogDate {
        switch value {
        case nil:
            throw fail(path, "missing, expected a date")
        case .date(let seconds):
            guard seconds.isFinite else {
                throw fail(path, "\(seconds.isNaN ? "NaN" : "an infinite instant"), expected a date")
            }
            let date = LogDate(Date(timeIntervalSince1970: seconds), inZone: timeZone)
            guard date.isSupported else {
                throw fail(
                    path,
                    "\(date) (in \(timeZone.identifier)) is outside the supported range, "
                        + "expected a date from \(LogDate.earliestSupported) to \(LogDate.latestSupported)")
            }
            return date
        case .string(let text):
            do throws(LogDateParseError) {
                return try LogDate.parse(text)
            } catch {
                throw fail(path, error.description)
            }
        case let other?:
            throw fail(path, "found \(other.kind), expected a date or a string YYYY-MM-DD")
        }
    }
}
