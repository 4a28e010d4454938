// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation

/// The file formats a ship log can be imported from and exported to.
public enum ShipLogFileFormat: String, Sendable, CaseIterable {
    /// Our own JSON format (see `ShipLog.decode(_:source:)`).
    case json
    /// `date,step` rows (see `ShipLog.decodeCSV(_:source:notAfter:progress:)`).
    case csv
    /// The iOS app's property list (see `ShipLog.decodePropertyList(_:source:timeZone:notAfter:)`).
    case plist

    /// The format a file name's extension names (`json`, `csv`, `plist`, any case), or `nil`.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// How to read a file in one of the log formats.
public struct ShipLogReadOptions {
    /// The zone whose calendar dates property-list instants fall on.
    public var timeZone: any DayZone
    /// The latest date accepted (usually today); `nil` accepts any supported date.
    public var notAfter: LogDate?
    /// Called now and then with the fraction read (0...1), for progress on long reads.
    public var progress: ((Double) -> Void)?

    /// Options with `timeZone` (default UTC), no date limit and no progress.
    public init(
        timeZone: any DayZone = POSIXTimeZone.utc, notAfter: LogDate? = nil,
        progress: ((Double) -> Void)? = nil
    ) {
        self.timeZone = timeZone
        self.notAfter = notAfter
        self.progress = progress
    }
}

extension ShipLog {
    /// Reads a log from `data` in `format`; `source` names the input in errors.
    public static func decode(
        _ data: Data, format: ShipLogFileFormat, source: String,
        options: ShipLogReadOptions = ShipLogReadOptions()
    ) throws -> ShipLog {
        switch format {
        case .json:
            return try decode(data, source: source, notAfter: options.notAfter, progress: options.progress)
        case .csv:
            return try decodeCSV(data, source: source, notAfter: options.notAfter, progress: options.progress)
        case .plist:
            options.progress?(0)
            defer { options.progress?(1) }
            return try decodePropertyList(data, source: source, timeZone: options.timeZone, notAfter: options.notAfter)
        }
    }

    /// Reads the file at `url` in `format`, with the same checks as `load(from:maximumSize:)` (a regular file of
    /// at most `maximumSize` bytes). Errors name the file as given.
    public static func load(
        from url: URL, format: ShipLogFileFormat, options: ShipLogReadOptions = ShipLogReadOptions(),
        maximumSize: Int = maximumFileSize
    ) throws -> ShipLog {
        let source = url.relativePath
        let data = try FileAccess.readContents(path: KernelPath.resolve(url), source: source, maximumSize: maximumSize)
        return try decode(data, format: format, source: source, options: options)
    }

    /// The log encoded as `format`; `timeZone` places property-list dates.
    public func encoded(as format: ShipLogFileFormat, timeZone: any DayZone = POSIXTimeZone.utc) throws
        -> Data
    {
        switch format {
        case .json: encoded()
        case .csv: encodedCSV()
        case .plist: try encodedPropertyList(timeZone: timeZone)
        }
    }

    /// Writes the log to `url` in `format` atomically (temporary file, flush, rename), creating missing folders
    /// but keeping no backup: for exports, not for the log itself (use `save(to:)` there). Throws `.cannotWrite`
    /// when the file would be larger than `maximumFileSize`, which `load(from:format:options:maximumSize:)` refuses.
    public func export(to url: URL, format: ShipLogFileFormat, timeZone: any DayZone = POSIXTimeZone.utc)
        throws
    {
        let data = try encoded(as: format, timeZone: timeZone)
        try ShipLog.checkReadableBack(data, source: url.relativePath, what: "the export")
        try writeFileAtomically(data, to: url)
    }

    /// Throws `.cannotWrite` naming `source` when `data` is larger than `maximumFileSize`: every reader (the log,
    /// `import`, standard input) refuses such a file, so writing it would lose the data. `what` names the file's
    /// role in the message ("the log", "the export").
    public static func checkReadableBack(_ data: Data, source: String, what: String) throws {
        try FileAccess.checkReadableBack(data, source: source, what: what)
    }
}

/// Writes `data` to `url` atomically: a temporary file in the same folder, then renamed over the target, so a
/// reader (or a crash of the process) never sees half a file, and an interrupt handled by
/// `InterruptCleanup.installSignalHandlers()` leaves no temporary file. Missing folders are created unless
/// `createFolders` is false; with `keepBackup`, a file being replaced is kept as `<name>.bak`. Throws
/// `ShipLogError` `.cannotWrite` naming the file as given and the reason. Not synced to disk (exports, samples
/// and charts can be made again); the ship log's own saves are (`ShipLogStore`).
public func writeFileAtomically(_ data: Data, to url: URL, keepBackup: Bool = false, createFolders: Bool = true) throws
{
    try FileAccess.writeAtomically(
        data, path: KernelPath.resolve(url), source: url.relativePath, keepBackup: keepBackup,
        createFolders: createFolders)
}
