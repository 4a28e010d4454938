import Foundation

extension ShipLog {
    /// Reads the property list an iOS ship-log app saves: an array of days, each a dictionary with
    ///
    /// - `date`: a property-list date (an instant; the calendar date it falls on in `timeZone` is the day), or a
    ///   string `YYYY-MM-DD`;
    /// - `steps`: an array of step-name strings, in the order logged (repeats allowed).
    ///
    /// Other keys in a day (an `id`, say) are ignored, as are days with no steps. XML and binary property lists
    /// are both read. Days may come in any order and may repeat a date (their steps are merged); step names are
    /// added to the standard steps in first-seen order. Dates must be in 1970...2100 and, when `notAfter` is
    /// given, not after it.
    ///
    /// Throws `ShipLogError` `.badData` naming `source`, the day's place such as `[3].date`, and what was expected.
    public static func decodePropertyList(
        _ data: Data, source: String, timeZone: TimeZone, notAfter: LogDate? = nil
    ) throws -> ShipLog {
        func fail(_ path: String?, _ message: String) -> ShipLogError {
            ShipLogError(.badData, source: source, path: path, message: message)
        }
        guard !data.isEmpty else { throw fail(nil, "empty file, expected a property list of days") }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw fail(nil, "not a property list (\(propertyListProblem(error))), expected an XML or binary property list of days")
        }
        guard let list = root as? [Any] else {
            throw fail(nil, "top level is \(propertyListKind(root)), expected an array of days")
        }
        var entries: [ShipDay] = []
        entries.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            let path = "[\(index)]"
            guard let fields = item as? [String: Any] else {
                throw fail(path, "found \(propertyListKind(item)), expected a dictionary with \"date\" and \"steps\"")
            }
            let date: LogDate
            switch fields["date"] {
            case nil:
                throw fail(path + ".date", "missing, expected a date")
            case let instant as Date:
                date = LogDate(instant, in: timeZone)
                guard date.isSupported else {
                    throw fail(path + ".date", "\(date) (in \(timeZone.identifier)) is outside the supported range, "
                        + "expected a date from \(LogDate.earliestSupported) to \(LogDate.latestSupported)")
                }
            case let text as String:
                do throws(LogDateParseError) {
                    date = try LogDate.parse(text)
                } catch {
                    throw fail(path + ".date", error.description)
                }
            case let other?:
                throw fail(path + ".date", "found \(propertyListKind(other)), expected a date or a string YYYY-MM-DD")
            }
            if let notAfter, date > notAfter {
                throw fail(path + ".date", "\(date) is in the future, expected a date on or before \(notAfter)")
            }
            guard let rawSteps = fields["steps"] else {
                throw fail(path + ".steps", "missing, expected an array of step names")
            }
            guard let stepList = rawSteps as? [Any] else {
                throw fail(path + ".steps", "found \(propertyListKind(rawSteps)), expected an array of step names")
            }
            var steps: [String] = []
            steps.reserveCapacity(stepList.count)
            for (stepIndex, rawStep) in stepList.enumerated() {
                guard let step = rawStep as? String else {
                    throw fail("\(path).steps[\(stepIndex)]", "found \(propertyListKind(rawStep)), expected a step name string")
                }
                if let problem = stepNameProblem(step) {
                    throw fail("\(path).steps[\(stepIndex)]", problem)
                }
                steps.append(step)
            }
            entries.append(ShipDay(date: date, steps: steps))
        }
        return ShipLog(normalizing: entries, steps: standardSteps)
    }

    /// The log as an XML property list in the form `decodePropertyList` reads: an array of days, newest first,
    /// each a dictionary with `date` (the day's first instant in `timeZone`, so an app in that zone sees the same
    /// calendar date) and `steps` (the steps in the order logged). Keys are written sorted, so equal logs give
    /// identical bytes. Throws `.usage` when a logged date does not exist in `timeZone` (a zone change skipped the
    /// whole day, as Samoa did with 2011-12-30): no instant would read back as that date.
    public func encodedPropertyList(timeZone: TimeZone) throws -> Data {
        let list: [Any] = try days.map { day in
            let start = day.date.startOfDay(in: timeZone)
            guard LogDate(start, in: timeZone) == day.date else {
                throw ShipLogError(
                    .usage, message: "\(day.date) does not exist in \(timeZone.identifier) (a time-zone change skipped "
                        + "that day), expected a zone in which every logged date exists")
            }
            return ["date": start, "steps": day.steps] as [String: Any]
        }
        return try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
    }

    /// What a property-list value is, for messages.
    static func propertyListKind(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is Date: "a date"
        case is Data: "data"
        case is Bool: "a boolean"
        case is NSNumber, is Int, is Double: "a number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        default: "an unknown value"
        }
    }

    /// The parser's own explanation, such as "Value missing for key inside <dict> at line 1", on one line.
    static func propertyListProblem(_ error: Error) -> String {
        let nsError = error as NSError
        let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        let trimmed = detail.trimmingCharacters(in: .whitespacesAndNewlines)
        return Text.oneLine(trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed)
    }
}
