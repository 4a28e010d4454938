// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// When golden-image tests write new reference files (`SHIPPLOT_RECORD_GOLDENS`).
///
/// Whatever the mode, a test that records still fails once, so nobody records by accident: look at the new
/// PNG, then run again.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Never write; a missing reference fails. Forced on CI.
    case never
    /// Write references that do not exist yet (the local default).
    case missing
    /// Also rewrite references whose comparison fails.
    case failed
    /// Rewrite every reference, even passing ones.
    case all

    /// The environment variable that selects the mode.
    public static let environmentVariable = "SHIPPLOT_RECORD_GOLDENS"

    /// The mode for this run: `never` when `CI` is `true` or `1` (case-insensitive), else the value of
    /// `SHIPPLOT_RECORD_GOLDENS` (`never|missing|failed|all`, trimmed, case-insensitive), else `missing` when
    /// the variable is unset or empty.
    ///
    /// - Throws: ``GoldenError`` naming the variable and the accepted values when it holds anything else (even
    ///   on CI), so a mistyped mode fails every golden test instead of silently meaning `missing`.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode
    {
        let raw = environment[environmentVariable] ?? ""
        let parsed = RecordMode(environmentValue: raw)
        if parsed == nil, !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw GoldenError(
                "\(environmentVariable)=\(raw.debugDescription) is not a record mode, expected one of "
                    + "\(allCases.map(\.rawValue).joined(separator: ", ")) (or unset)")
        }
        if isCI(environment) { return .never }
        return parsed ?? .missing
    }

    /// Parses a `SHIPPLOT_RECORD_GOLDENS` value (trimmed, case-insensitive); `nil` when empty or unknown.
    public init?(environmentValue: String) {
        let value = environmentValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let mode = RecordMode(rawValue: value) else { return nil }
        self = mode
    }

    /// Whether the environment says this is a CI run (`CI=true` or `CI=1`).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() else {
            return false
        }
        return value == "true" || value == "1"
    }

    /// What a golden test does in this mode.
    ///
    /// - Parameters:
    ///   - referenceExists: whether the reference PNG is on disk.
    ///   - comparisonPassed: the comparison's verdict; ignored when there is no reference.
    public func outcome(referenceExists: Bool, comparisonPassed: Bool) -> GoldenOutcome {
        guard referenceExists else {
            return self == .never ? .failMissingReference : .recordAndFail(.missingReference)
        }
        switch (self, comparisonPassed) {
        case (.all, true): return .recordAndFail(.rewriteAll)
        case (.all, false), (.failed, false): return .recordAndFail(.comparisonFailed)
        case (_, true): return .pass
        case (_, false): return .fail
        }
    }
}

/// What a golden-image test should do, from ``RecordMode/outcome(referenceExists:comparisonPassed:)``.
public enum GoldenOutcome: Equatable, Sendable {
    /// The comparison passed; write nothing.
    case pass
    /// The comparison failed; write the failure artifacts but not the reference.
    case fail
    /// Write the actual image as the new reference, and fail this run.
    case recordAndFail(RecordReason)
    /// No reference and recording is off (`never`, e.g. on CI): fail.
    case failMissingReference
}

/// Why a reference was recorded.
public enum RecordReason: String, Equatable, Sendable, CustomStringConvertible {
    /// There was no reference (modes `missing`, `failed`, `all`).
    case missingReference
    /// The comparison failed (modes `failed`, `all`).
    case comparisonFailed
    /// Mode `all` rewrites references that pass too.
    case rewriteAll

    /// A one-line explanation for the failure message.
    public var description: String {
        switch self {
        case .missingReference: return "recorded a new reference because none existed"
        case .comparisonFailed: return "re-recorded the reference because the comparison failed"
        case .rewriteAll: return "re-recorded the reference because \(RecordMode.environmentVariable)=all"
        }
    }
}
