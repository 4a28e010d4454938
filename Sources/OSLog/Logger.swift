// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Linux has no unified logging system: a stand-in of the package's own takes OSLog's name there, so app models
// that log with `Logger` compile unchanged. Messages are built (their interpolations evaluated, as Apple's are
// when logging is on) and then dropped: a render has no log to keep them in.

/// A logger for a subsystem and category, as OSLog's `Logger`: every level's method takes an interpolated
/// message; on Linux the message is dropped.
public struct Logger: Sendable {
    /// The subsystem the messages belong to (the app's bundle identifier, as a rule).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default logger.
    public init() { self.init(subsystem: "", category: "") }

    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) {}
    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs `message` at the debug level.
    public func trace(_ message: OSLogMessage) {}
    /// Logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) {}
    /// Logs `message` at the info level.
    public func info(_ message: OSLogMessage) {}
    /// Logs `message` at the default level.
    public func notice(_ message: OSLogMessage) {}
    /// Logs `message` at the error level.
    public func warning(_ message: OSLogMessage) {}
    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) {}
    /// Logs `message` at the fault level.
    public func critical(_ message: OSLogMessage) {}
    /// Logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) {}
}

/// A log message with interpolated values and their privacy, as OSLog's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as it would be written, every value shown.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message takes, as OSLog's `OSLogInterpolation`: any value, with its privacy, and
/// numbers with a format.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    fileprivate var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A value, shown as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto, align: OSLogStringAlignment = .none
    ) {
        text += String(describing: value())
    }

    /// An integer in `format`.
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(value(), radix: format.radix)
    }

    /// A floating-point number in `format`.
    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Double, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += format.precision.map { String(format: "%.\($0)f", value()) } ?? String(value())
    }
}

/// How much of a logged value is shown, as OSLog's `OSLogPrivacy`.
public struct OSLogPrivacy: Sendable, Equatable {
    private let name: String
    /// Shown.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Redacted.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Redacted unless the value is a number or a static string.
    public static let auto = OSLogPrivacy(name: "auto")
    /// Always redacted.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// Redacted, its hash shown when `mask` is `.hash`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Redacted, its hash shown when `mask` is `.hash`.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// What a redacted value is shown as.
    public enum Mask: Sendable { case hash, none }
}

/// How an integer is written in a log message, as OSLog's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    fileprivate let radix: Int
    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)
    /// In decimal (the explicit-plus and padding options are not kept).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
        -> OSLogIntegerFormatting
    { .decimal }
    /// In hexadecimal (the prefix, case and padding options are not kept).
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting { .hex }
}

/// How a floating-point number is written in a log message, as OSLog's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    fileprivate let precision: Int?
    /// As Swift writes it.
    public static let fixed = OSLogFloatFormatting(precision: 6)
    /// With `precision` digits after the point.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
        -> OSLogFloatFormatting
    { OSLogFloatFormatting(precision: max(0, min(precision(), 20))) }
    /// As Swift writes it.
    public static let exponential = OSLogFloatFormatting(precision: nil)
    /// As Swift writes it.
    public static let hybrid = OSLogFloatFormatting(precision: nil)
}

/// Padding of a logged value, as OSLog's `OSLogStringAlignment` (not kept).
public struct OSLogStringAlignment: Sendable {
    /// No padding.
    public static let none = OSLogStringAlignment()
    /// Padded on the left to `columns`.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
    /// Padded on the right to `columns`.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
}

/// A log's level, as OSLog's `OSLogType`.
public struct OSLogType: Sendable, Equatable {
    private let level: UInt8
    /// The default level.
    public static let `default` = OSLogType(level: 0)
    /// Information.
    public static let info = OSLogType(level: 1)
    /// Debugging.
    public static let debug = OSLogType(level: 2)
    /// An error.
    public static let error = OSLogType(level: 16)
    /// A fault.
    public static let fault = OSLogType(level: 17)
}

/// A log handle, as OSLog's `OSLog`: a subsystem and category for `os_log`.
public final class OSLog: Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "")
}

/// Logs `message`, a format with `args`, to `log` at `type`, as OSLog's `os_log` (dropped on Linux).
// OSLog spells it so.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
}

/// Logs `message` at `type` (dropped on Linux).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
