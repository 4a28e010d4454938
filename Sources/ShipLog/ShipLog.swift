// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A team's record of release-prep work: days, newest first, each with the steps logged on it.
///
/// Invariants kept by every operation: `days` is newest first with no two days on the same date, no day is
/// empty, every date is in the supported years (1970...2100), every step name is valid (see
/// `validateStepName(_:)`), and every step used in a day appears in `steps`.
public struct ShipLog: Sendable, Equatable {
    /// The standard prep steps, in legend and colour order: Screenshots, Metadata, Keywords, Final QA.
    public static let standardSteps = ["Screenshots", "Metadata", "Keywords", "Final QA"]
    /// The longest window `window(days:endingOn:)` gives: 3660 days, about ten years.
    public static let maximumWindowDays = 3660
    /// The longest step name accepted, in characters: 100.
    public static let maximumStepNameLength = 100

    /// The logged days, newest first; never two on one date, never an empty one.
    public private(set) var days: [ShipDay]
    /// The log's step list: legend and colour order. Standard steps by default; steps first logged later are
    /// appended in the order they first appear.
    public private(set) var steps: [String]

    /// An empty log with the standard steps.
    public init() {
        days = []
        steps = Self.standardSteps
    }

    /// A log from `days` in any order, using the file's reading rules: days are sorted newest first, days on
    /// the same date are merged (steps concatenated in the given order), empty days are dropped, repeated
    /// names in `steps` are kept once, and step names used in days but missing from `steps` are appended in
    /// first-seen order.
    /// Throws `.badData` naming the first unsupported date or invalid step name.
    public init(steps: [String] = ShipLog.standardSteps, days: [ShipDay]) throws {
        for (index, step) in steps.enumerated() {
            if let problem = Self.stepNameProblem(step) {
                throw ShipLogError(.badData, path: "steps[\(index)]", message: problem)
            }
        }
        for (index, day) in days.enumerated() {
            guard day.date.isSupported else {
                throw ShipLogError(.badData, path: "days[\(index)].date", message: Self.unsupportedMessage(day.date))
            }
            for (stepIndex, step) in day.steps.enumerated() {
                if let problem = Self.stepNameProblem(step) {
                    throw ShipLogError(.badData, path: "days[\(index)].steps[\(stepIndex)]", message: problem)
                }
            }
        }
        self.init(normalizing: days, steps: steps)
    }

    /// A log from days already in the invariant form (newest first, distinct dates, none empty, supported dates,
    /// every step in `steps`, which has no repeats): the built-in sample is generated that way, and skipping the
    /// merge and sort it does not need halves its cost on every chart command run without a log.
    init(orderedDays days: [ShipDay], steps: [String]) {
        assert(zip(days, days.dropFirst()).allSatisfy { $0.date > $1.date }, "newest first, distinct dates")
        assert(days.allSatisfy { !$0.steps.isEmpty && $0.date.isSupported && $0.steps.allSatisfy(steps.contains) })
        assert(Set(steps).count == steps.count)
        self.days = days
        self.steps = steps
    }

    /// Applies the reading rules to values already checked for valid names and supported dates.
    init(normalizing entries: [ShipDay], steps stepList: [String]) {
        var steps: [String] = []
        var known = Set<String>()
        for step in stepList where known.insert(step).inserted {
            steps.append(step)
        }
        var merged: [ShipDay] = []
        var indexOfDate: [LogDate: Int] = [:]
        for entry in entries {
            for step in entry.steps where known.insert(step).inserted {
                steps.append(step)
            }
            guard !entry.steps.isEmpty else { continue }
            if let index = indexOfDate[entry.date] {
                merged[index].steps += entry.steps
            } else {
                indexOfDate[entry.date] = merged.count
                merged.append(entry)
            }
        }
        // Dates are distinct here, so the order is fully determined.
        merged.sort { $0.date > $1.date }
        self.days = merged
        self.steps = steps
    }

    /// Whether nothing is logged.
    public var isEmpty: Bool { days.isEmpty }

    /// The newest logged day, or `nil` for an empty log.
    public var latestDay: ShipDay? { days.first }

    /// The oldest through the newest logged date, or `nil` for an empty log.
    public var dateRange: ClosedRange<LogDate>? {
        guard let newest = days.first, let oldest = days.last else { return nil }
        return oldest.date...newest.date
    }

    /// The day logged on `date`, or `nil` when nothing was logged then.
    public func day(on date: LogDate) -> ShipDay? {
        let index = firstIndex(onOrBefore: date)
        return index < days.count && days[index].date == date ? days[index] : nil
    }

    /// Logs `steps` on `date`: appends them to that day if it exists, otherwise inserts a new day in
    /// newest-first place. New step names are appended to the log's `steps` (whether a name is known is the
    /// caller's policy). Throws `.usage` for an empty list, an invalid step name, a date after `today`, or a
    /// date outside 1970...2100; the log is unchanged when it throws.
    public mutating func add(_ steps: [String], on date: LogDate, today: LogDate) throws {
        guard !steps.isEmpty else {
            throw ShipLogError(.usage, message: "no steps to log, expected at least one step name")
        }
        for step in steps {
            try Self.validateStepName(step)
            if let problem = Self.newStepNameProblem(step), !self.steps.contains(step) {
                throw ShipLogError(.usage, message: problem)
            }
        }
        guard date <= today else {
            throw ShipLogError(
                .usage, message: "\(date) is in the future, expected a date on or before today (\(today))")
        }
        guard date.isSupported else {
            throw ShipLogError(.usage, message: Self.unsupportedMessage(date))
        }
        for step in steps where !self.steps.contains(step) {
            self.steps.append(step)
        }
        let index = firstIndex(onOrBefore: date)
        if index < days.count && days[index].date == date {
            days[index].steps += steps
        } else {
            days.insert(ShipDay(date: date, steps: steps), at: index)
        }
    }

    /// Logs one step on `date`; see `add(_:on:today:)`.
    public mutating func add(_ step: String, on date: LogDate, today: LogDate) throws {
        try add([step], on: date, today: today)
    }

    /// Deletes the whole days on `dates` and returns the days removed, newest first. Dates with nothing logged
    /// are ignored.
    @discardableResult
    public mutating func removeDays(_ dates: [LogDate]) -> [ShipDay] {
        let doomed = Set(dates)
        var removed: [ShipDay] = []
        days.removeAll { day in
            guard doomed.contains(day.date) else { return false }
            removed.append(day)
            return true
        }
        return removed
    }

    /// The last `n` calendar days ending on `today` inclusive, **oldest first**, with a day that has nothing
    /// logged present with no steps. Throws `.usage` unless `n` is 1...3660.
    public func window(days n: Int, endingOn today: LogDate) throws -> [ShipDay] {
        guard (1...Self.maximumWindowDays).contains(n) else {
            throw ShipLogError(.usage, message: "a window of \(n) days, expected 1 to \(Self.maximumWindowDays) days")
        }
        let start = today.adding(days: -(n - 1))
        let newestInWindow = firstIndex(onOrBefore: today)
        // Walk logged days from the oldest inside the window towards the newest.
        var index = firstIndex(onOrBefore: start.adding(days: -1)) - 1
        var result: [ShipDay] = []
        result.reserveCapacity(n)
        for offset in 0..<n {
            let date = start.adding(days: offset)
            if index >= newestInWindow, days[index].date == date {
                result.append(days[index])
                index -= 1
            } else {
                result.append(ShipDay(date: date))
            }
        }
        return result
    }

    /// Throws `.usage` when `name` cannot be a step: empty, only whitespace, containing control characters or
    /// line separators, longer than 100 characters, or starting or ending with whitespace.
    public static func validateStepName(_ name: String) throws {
        if let problem = stepNameProblem(name) {
            throw ShipLogError(.usage, message: problem)
        }
    }

    /// What is wrong with `name` as a step name, or `nil` when it is fine.
    static func stepNameProblem(_ name: String) -> String? {
        // Fast path for the usual printable-ASCII name, which passes every check below at once.
        let utf8 = name.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20,
            utf8.count <= maximumStepNameLength, utf8.allSatisfy({ (0x20...0x7E).contains($0) })
        {
            return nil
        }
        let example = "expected text such as \"Screenshots\""
        if name.isEmpty {
            return "empty step name, \(example)"
        }
        if let bad = name.unicodeScalars.first(where: VisibleText.isBreaking) {
            return
                "step name \(VisibleText.quoted(name, limit: 40)) contains control character \(VisibleText.codePoint(bad)), expected printable text"
        }
        if name.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            return "step name \(VisibleText.quoted(name, limit: 40)) is only whitespace, \(example)"
        }
        let length = name.count
        if length > maximumStepNameLength {
            return
                "step name \(VisibleText.quoted(name, limit: 40)) is \(length) characters long, expected at most \(maximumStepNameLength)"
        }
        // One letter and 200,000 combining marks is one character: bound the bytes too (4 a character).
        if name.utf8.count > maximumStepNameLength * 4 {
            return
                "step name \(VisibleText.quoted(name, limit: 40)) is \(name.utf8.count) bytes long, expected at most \(maximumStepNameLength * 4)"
        }
        if let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        {
            // "Screenshots " would silently become a second step beside "Screenshots".
            return
                "step name \(VisibleText.quoted(name, limit: 40)) starts or ends with whitespace, expected it trimmed"
        }
        if let edge = invisibleEdge(name) {
            // An invisible edge (a stray byte order mark, a zero-width space, a selector after a letter) is the
            // same trap, and XML property lists drop a leading U+FEFF, so the name would not even survive an export.
            return "step name \(VisibleText.quoted(name, limit: 40)) \(edge), expected it trimmed"
        }
        return nil
    }

    /// What is wrong with `name` as a step name new to a log, or `nil` when it is fine: the rules of
    /// `validateStepName(_:)` plus no hidden characters anywhere (``VisibleText``: no bidirectional overrides,
    /// zero-width characters or noncharacters, and joiners, selectors and tags only inside emoji sequences and the
    /// scripts that need them), so a new name never looks like another one or reorders text on a terminal. Names
    /// already in a log are still read and kept.
    public static func newStepNameProblem(_ name: String) -> String? {
        if let problem = stepNameProblem(name) { return problem }
        guard let bad = VisibleText.firstHidden(in: name) else { return nil }
        let what = bad.properties.isNoncharacterCodePoint ? "noncharacter" : "invisible character"
        return "step name \(VisibleText.quoted(name, limit: 40)) contains \(what) \(VisibleText.codePoint(bad)), "
            + "expected visible text (no bidirectional overrides, zero-width characters or noncharacters; joiners, "
            + "selectors and tags only inside emoji sequences)"
    }

    /// "starts or ends with an invisible character" when the first or last scalar of `name` is a default-ignorable
    /// one ``VisibleText``'s rule hides (a stray ZWJ, a selector after a letter; not an emoji's own selector or
    /// tag). The rule's other hidden scalars (a noncharacter, a blank braille cell) were always read at an edge,
    /// so older logs holding one stay readable; new names refuse them (`newStepNameProblem(_:)`).
    static func invisibleEdge(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
            !(first.isASCII && last.isASCII)
        else { return nil }
        let scalars = Array(name.unicodeScalars)
        let hidden = VisibleText.hiddenFlags(scalars)
        let edges = [0, scalars.count - 1].filter { hidden[$0] && scalars[$0].properties.isDefaultIgnorableCodePoint }
        return edges.isEmpty ? nil : "starts or ends with an invisible character"
    }

    static func unsupportedMessage(_ date: LogDate) -> String {
        LogDateParseError(text: date.description, reason: .outOfRange).description
    }

    /// Index of the first (newest) day dated on or before `date`; `days.count` when there is none.
    /// Binary search over the newest-first order.
    private func firstIndex(onOrBefore date: LogDate) -> Int {
        var low = 0
        var high = days.count
        while low < high {
            let middle = low + (high - low) / 2
            if days[middle].date > date {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
