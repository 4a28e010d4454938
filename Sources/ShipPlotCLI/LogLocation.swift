// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// Where the ship log lives and whether the user chose that place explicitly.
struct LogLocation {
    /// The log as given (relative paths keep their spelling, for messages).
    var url: URL
    /// True for `--log PATH`; a missing explicit log is an error, a missing default one means "use the sample".
    var explicit: Bool
    /// The one store for this log: its path resolved once, the kernel's way, for the lock, the read and the save.
    var store: ShipLogStore

    init(url: URL, explicit: Bool) {
        self.url = url
        self.explicit = explicit
        self.store = ShipLogStore(url: url)
    }

    /// The resolved log file (no links, no `..`).
    var file: String { store.file.path }

    /// `--log`, else `$SHIPPLOT_LOG`, else `$XDG_DATA_HOME/shipplot/shiplog.json`,
    /// else `~/.local/share/shipplot/shiplog.json`. A path ending in `/` names a folder and is refused, and so is
    /// a standard output open on the log or its backup (`shipplot export -o - >> log.json`, `1<>log.json`):
    /// whatever the command prints would land in the log.
    static func resolve(option: String?, io: CommandIO) throws -> LogLocation {
        let location = try named(option: option, io: io)
        try location.refuseStandardOutput(io: io)
        return location
    }

    /// Refuses (64) a standard output open on the log or its backup.
    func refuseStandardOutput(io: CommandIO) throws {
        if let what = collision(withOutput: io.outputIdentity()) {
            throw UsageError("standard output is \(what) (\(url.relativePath)), expected output elsewhere")
        }
    }

    /// The log's place without the check of standard output; see `resolve(option:io:)`.
    static func named(option: String?, io: CommandIO) throws -> LogLocation {
        if let option {
            guard !option.isEmpty else { throw UsageError.invalidValue("--log", problem: "the path is empty") }
            try refuseFolderSpelling(option, role: "--log")
            return LogLocation(url: io.url(for: option), explicit: true)
        }
        let env = io.environment
        if let path = env["SHIPPLOT_LOG"], !path.isEmpty {
            try refuseFolderSpelling(path, role: "SHIPPLOT_LOG")
            return LogLocation(url: io.url(for: path), explicit: false)
        }
        if let data = env["XDG_DATA_HOME"], data.hasPrefix("/") {
            return LogLocation(
                url: URL(fileURLWithPath: data).appendingPathComponent("shipplot/shiplog.json"), explicit: false)
        }
        guard let home = env["HOME"], !home.isEmpty else {
            throw CommandError(message: "cannot find the ship log: HOME is not set; pass --log PATH", exitCode: .usage)
        }
        return LogLocation(
            url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/shipplot/shiplog.json"),
            explicit: false)
    }

    /// `--log notes/` would otherwise write a file named `notes`.
    private static func refuseFolderSpelling(_ path: String, role: String) throws {
        if path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..") || path == "." || path == ".." {
            throw UsageError.invalidValue(
                role, problem: "\(VisibleText.quoted(path)) names a folder, expected a file name")
        }
    }

    /// Whether the log file exists (after links). A log reached through a symbolic link to nothing (on a disk
    /// that is not mounted) is an error, not a missing log: the sample must not be charted in its place.
    var exists: Bool {
        get throws {
            try store.checkNotDangling()
            return FileManager.default.fileExists(atPath: file)
        }
    }

    /// The log at this location; when a default location has no file, the built-in sample through `today`,
    /// with a one-line notice on stderr.
    /// `activity` says what is done with it in that notice ("charting", "showing").
    /// The log for reading; without one at the default place, the built-in sample through `today`: all of it,
    /// or only its last `sampleDays` days when the command shows no more (the same days, made faster).
    func loadForReading(today: LogDate, io: CommandIO, activity: String = "charting", sampleDays: Int? = nil) throws
        -> ShipLog
    {
        if try !explicit && !exists {
            io.note("shipplot: no ship log at \(url.path); \(activity) the built-in sample (see \"shipplot sample\")")
            return sampleDays.map { ShipLog.sample(through: today, days: $0) } ?? ShipLog.sample(through: today)
        }
        return try store.load()
    }

    /// The log at this location for commands that need a real one (`export`, `remove`); a missing default log is
    /// explained rather than reported as a bare missing file.
    func loadExisting() throws -> ShipLog {
        if try !explicit && !exists {
            throw CommandError(
                message: "no ship log at \(url.path) yet, expected one (log a step with \"shipplot add STEP\", "
                    + "or give --log PATH)",
                exitCode: .noInput)
        }
        return try store.load()
    }

    /// The log's files as files a command reads, which no output may be (see `OutputFiles`).
    var readFiles: [ReadFile] {
        [
            ReadFile(path: url.relativePath, what: "the ship log itself"),
            ReadFile(path: store.backupURL.path, what: "the ship log's backup"),
        ]
    }

    /// The log's own files with what to call them in a message: the log and its backup.
    private var files: [(path: String, what: String)] {
        [(file, "the ship log itself"), (store.backupURL.path, "the ship log's backup")]
    }

    /// What `path` (an output about to be written) is of this log's files, resolved the kernel's way (links,
    /// `..`, hard links): "the ship log itself" or its backup; `nil` when it is neither.
    func collision(with path: String) -> String? {
        files.first { KernelPath.sameFile(path, $0.path) }?.what
    }

    /// What the open standard output is of this log's files, compared by device and inode (`export -o - >>
    /// log.json`, `1<>log.json`); `nil` when it is neither, or not a file.
    func collision(withOutput identity: FileIdentity?) -> String? {
        guard let identity else { return nil }
        return files.first { FileIdentity(path: $0.path) == identity }?.what
    }
}
