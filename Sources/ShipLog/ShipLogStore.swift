// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ShipLog {
    /// The largest log file read: 64 MiB. Larger files are refused before any byte is read.
    public static let maximumFileSize = 64 << 20

    /// Reads the log at `url` with the reading rules of `decode(_:source:)`; errors name the file as given
    /// (`url.relativePath`).
    ///
    /// Throws `.missingInput` when the file is missing, unreadable, a directory, a FIFO or another non-regular
    /// file (checked with `stat` before opening, so a FIFO never blocks), and `.badData` when it is larger than
    /// `maximumSize` (default 64 MiB) or its contents are wrong.
    public static func load(from url: URL, maximumSize: Int = maximumFileSize) throws -> ShipLog {
        let source = url.relativePath
        let data = try FileAccess.readContents(path: KernelPath.resolve(url), source: source, maximumSize: maximumSize)
        return try decode(data, source: source)
    }

    /// Writes the log to `url` atomically: the new text goes to a temporary file in the same directory, is
    /// flushed to disk, and is renamed over the target, so a crash leaves the old or the new log, never a
    /// mix. The previous version is kept as `<name>.bak`; missing parent directories are created; a symbolic
    /// link at `url` is followed (the way the kernel does, `..` after the link included). A replaced log keeps its
    /// owner, group, mode and extended attributes. Throws `.cannotWrite` naming the file and the reason,
    /// including when the log would be larger than `maximumFileSize` (it could not be read back); on failure the
    /// target and its backup are unchanged and no temporary file is left.
    public func save(to url: URL) throws {
        let data = encoded()
        try FileAccess.checkReadableBack(data, source: url.relativePath, what: "the log")
        try FileAccess.writeAtomically(
            data, path: KernelPath.resolve(url), source: url.relativePath, keepBackup: true, durable: true)
    }
}

/// A ship log file: loads it, saves it, and applies changes as one load-change-save.
///
/// The path is resolved once, when the store is made, the way the kernel walks it (symbolic links, `..` after a
/// link, relative paths, linked folders): the lock, the read and the save all use that one file, so two
/// spellings of one log share one lock. The lock is the log file itself (its inode), so a hard link is the same
/// log too, and there is no lock file that a tidy user, `git clean` or a sync client could remove under a writer.
public struct ShipLogStore: Sendable, Equatable {
    /// The log file as given; messages name it this way.
    public let url: URL
    /// The file `url` resolves to: an absolute path without symbolic links, `.` or `..`.
    public let file: URL

    /// A store for the file at `url`; nothing is read until asked.
    public init(url: URL) {
        self.url = url
        self.file = URL(fileURLWithPath: KernelPath.resolve(url))
    }

    /// The backup of the previous version, `<name>.bak` beside the resolved file (a long name cut to fit).
    public var backupURL: URL {
        file.deletingLastPathComponent().appendingPathComponent(AtomicWriter.backupName(file.lastPathComponent))
    }

    /// Reads the log; see `ShipLog.load(from:maximumSize:)`. Errors name the file as given; a log reached
    /// through a symbolic link to nothing (a disk that is not mounted) is `.missingInput` saying so.
    public func load() throws -> ShipLog {
        let source = url.relativePath
        do {
            let data = try FileAccess.readContents(
                path: file.path, source: source, maximumSize: ShipLog.maximumFileSize)
            return try ShipLog.decode(data, source: source)
        } catch let error as ShipLogError where error.kind == .missingInput {
            try checkNotDangling()
            throw error
        }
    }

    /// Reads the log, or returns `fallback` when there is no file at all (any other problem still throws).
    public func load(ifMissing fallback: ShipLog) throws -> ShipLog {
        do {
            return try load()
        } catch let error as ShipLogError where error.kind == .missingInput {
            guard FileAccess.exists(path: file.path) else { return fallback }
            // Another writer created the log between the open and this check (the first `add`s to a new log
            // race here): read what it wrote; any other problem throws again.
            return try load()
        }
    }

    /// Writes the log atomically, keeping a backup; see `ShipLog.save(to:)`.
    public func save(_ log: ShipLog) throws {
        let data = log.encoded()
        try FileAccess.checkReadableBack(data, source: url.relativePath, what: "the log")
        try FileAccess.writeAtomically(data, path: file.path, source: url.relativePath, keepBackup: true, durable: true)
    }

    /// Loads the log (or starts from `fallback` when there is no file, default an empty log), applies
    /// `change`, and saves the result if it differs. If `change` throws, nothing on disk changes. Temporary
    /// files left beside the log by a writer that was killed mid-save are removed first.
    /// Returns what `change` returns.
    ///
    /// The whole load-change-save holds an exclusive `flock` on the log file, taken on the file the path names
    /// and checked again against the path once held (a writer that waited on a file since replaced by a save
    /// starts over), so two processes updating the same log at once, through any spelling or hard link, both
    /// land, one after the other. A new log is created only if it is still absent at that moment; otherwise
    /// `change` runs again on the log that appeared, so it must have no effect outside its log. Waiting for the
    /// lock gives up after `lockTimeout` seconds (default 30) with a `.cannotWrite` error. A log this process
    /// may not write, one that belongs to another user (unless the process is root), and one with other hard
    /// links (a save would split them into two logs) are refused with `.cannotWrite` before `change` runs.
    @discardableResult
    public func update<Result>(
        ifMissing fallback: ShipLog = ShipLog(), lockTimeout: Double = 30,
        _ change: (inout ShipLog) throws -> Result
    ) throws -> Result {
        try updateReportingCreation(ifMissing: fallback, lockTimeout: lockTimeout, change).result
    }

    /// `update(ifMissing:lockTimeout:_:)`, also saying whether this call created the log file: exactly one of
    /// several concurrent first writers did.
    public func updateReportingCreation<Result>(
        ifMissing fallback: ShipLog = ShipLog(), lockTimeout: Double = 30,
        _ change: (inout ShipLog) throws -> Result
    ) throws -> (result: Result, created: Bool) {
        try withLockedLog(timeout: lockTimeout) { locked in
            guard let locked else {
                var log = fallback
                let result = try change(&log)
                guard log != fallback else { return .done((result, false)) }
                let data = log.encoded()
                try FileAccess.checkReadableBack(data, source: url.relativePath, what: "the log")
                return try createLog(data) ? .done((result, true)) : .retry
            }
            var log = try ShipLog.decode(locked.contents, source: url.relativePath)
            let before = log
            let result = try change(&log)
            if log != before {
                try save(log)
            }
            return .done((result, false))
        }
    }

    /// Replaces the file with `data` as it is (for `shipplot sample --force` onto the log) under the same lock
    /// as `update`, keeping the previous version as `<name>.bak`. Throws `.cannotWrite` when `data` is larger
    /// than the reader accepts.
    public func replace(with data: Data, lockTimeout: Double = 30) throws {
        try FileAccess.checkReadableBack(data, source: url.relativePath, what: "the log")
        try withLockedLog(timeout: lockTimeout) { locked in
            guard locked != nil else { return try createLog(data) ? .done(()) : .retry }
            try FileAccess.writeAtomically(
                data, path: file.path, source: url.relativePath, keepBackup: true, durable: true)
            return .done(())
        }
    }

    /// Creates the log with `data` unless a file appeared there meanwhile; false when one did.
    private func createLog(_ data: Data) throws -> Bool {
        do {
            try FileAccess.writeAtomically(
                data, path: file.path, source: url.relativePath, keepBackup: false, durable: true, createOnly: true)
            return true
        } catch FileAccess.CreationRace.exists {
            return false
        }
    }

    /// The log's bytes, read from the locked file itself.
    struct LockedLog {
        var contents: Data
    }

    /// What a locked step did: finished, or found the log replaced or created and must run again.
    enum LockedStep<T> {
        case done(T)
        case retry
    }

    /// Runs `body` with the log locked (`nil` when there is no log: the body may create it), again while it asks.
    private func withLockedLog<T>(timeout: Double, _ body: (LockedLog?) throws -> LockedStep<T>) throws -> T {
        let source = url.relativePath
        try checkNotDangling()
        for _ in 0..<1000 {
            let step = try FileAccess.withLockedFile(
                path: file.path, source: source, timeout: timeout, backup: backupURL.path
            ) { contents in
                try body(contents.map { LockedLog(contents: $0) })
            }
            if case .done(let value)? = step { return value }
        }
        throw ShipLogError(.cannotWrite, source: source, message: "replaced by other processes too often; try again")
    }

    /// Throws `.missingInput` when the log's path goes through a symbolic link to nothing: a log on a disk that
    /// is not mounted must not be recreated inside the bare mount point, nor the sample charted in its place.
    public func checkNotDangling() throws {
        guard let dangling = KernelPath.danglingLink(url.relativePath, in: url.baseURL?.path) else { return }
        var problem = AtomicWriteError.danglingLink(link: dangling.link, target: dangling.target).reason
        // The log's own name is the link: name it once.
        let given = KernelPath.resolve(url.deletingLastPathComponent()) + "/" + url.lastPathComponent
        if dangling.link == given { problem.removeFirst(dangling.link.count + 1) }
        throw ShipLogError(
            .missingInput, source: url.relativePath,
            message: problem + ", expected the log there (to start a new log at that place, name the target itself)")
    }
}

/// POSIX file access with the checks and messages the log needs.
package enum FileAccess {
    static func exists(path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The file's bytes, refusing anything that is not a regular file of at most `maximumSize` bytes; a folder's
    /// refusal says `expecting` is wanted ("a ship log file").
    package static func readContents(
        path: String, source: String, maximumSize: Int, expecting: String = "a ship log file"
    ) throws -> Data {
        Data(try readBytes(path: path, source: source, maximumSize: maximumSize, expecting: expecting))
    }

    /// The file's bytes as `readContents` reads them, without copying them into `Data`: a large table is then in
    /// memory once.
    package static func readBytes(
        path: String, source: String, maximumSize: Int, expecting: String = "a ship log file"
    ) throws -> [UInt8] {
        func fail(_ kind: ShipLogError.Kind, _ message: String) -> ShipLogError {
            ShipLogError(kind, source: source, message: message)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw fail(.missingInput, "no such file") }
            throw fail(.missingInput, "cannot read: \(reason(code))")
        }
        try checkReadable(info, maximumSize: maximumSize, expecting: expecting, fail: fail)

        // O_NONBLOCK: should the file have become a FIFO since the stat, opening it must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail(.missingInput, "cannot read: \(reason(errno))") }
        defer { close(descriptor) }
        return try readAllBytes(descriptor, maximumSize: maximumSize, expecting: expecting, fail: fail)
    }

    /// The bytes of the open file `descriptor`, refusing anything that is not a regular file of at most
    /// `maximumSize` bytes (checked with `fstat` first, and while reading, should the file grow).
    static func readAll(
        _ descriptor: Int32, maximumSize: Int, expecting: String = "a ship log file",
        fail: (ShipLogError.Kind, String) -> ShipLogError
    ) throws -> Data {
        Data(try readAllBytes(descriptor, maximumSize: maximumSize, expecting: expecting, fail: fail))
    }

    private static func readAllBytes(
        _ descriptor: Int32, maximumSize: Int, expecting: String, fail: (ShipLogError.Kind, String) -> ShipLogError
    ) throws -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail(.missingInput, "cannot read: \(reason(errno))") }
        try checkReadable(info, maximumSize: maximumSize, expecting: expecting, fail: fail)

        // One byte more than the size, so the end of file is seen without a second buffer.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew while being read: keep going, but never past the limit.
                guard count <= maximumSize else { throw fail(.badData, tooLarge(count, maximumSize)) }
                bytes += repeatElement(0, count: min(count, maximumSize + 1 - count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(count))
            }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw fail(.missingInput, "cannot read: \(reason(code))")
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumSize else { throw fail(.badData, tooLarge(count, maximumSize)) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// An open descriptor on the regular file at `path` and its size, for reading a part at a time (a table too
    /// large to hold whole); refused as `readBytes` refuses what is no regular file. The caller closes it.
    package static func openRegularFile(path: String, source: String, expecting: String) throws -> (
        descriptor: Int32, size: Int
    ) {
        func fail(_ kind: ShipLogError.Kind, _ message: String) -> ShipLogError {
            ShipLogError(kind, source: source, message: message)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw fail(.missingInput, code == ENOENT ? "no such file" : "cannot read: \(reason(code))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw fail(.missingInput, "cannot read: \(reason(code))")
        }
        do {
            try checkReadable(info, maximumSize: Int.max, expecting: expecting, fail: fail)
        } catch {
            close(descriptor)
            throw error
        }
        return (descriptor, Int(info.st_size))
    }

    /// Reads up to `count` bytes at `offset` of the open file `descriptor` into `buffer` from `into`; how many
    /// were read (0 at the end of the file).
    package static func read(
        _ descriptor: Int32, offset: Int, count: Int, into buffer: inout [UInt8], at into: Int, source: String
    ) throws -> Int {
        while true {
            let got = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + into, count, off_t(offset))
            }
            if got >= 0 { return got }
            let code = errno
            if code != EINTR {
                throw ShipLogError(.missingInput, source: source, message: "cannot read: \(reason(code))")
            }
        }
    }

    private static func checkReadable(
        _ info: stat, maximumSize: Int, expecting: String, fail: (ShipLogError.Kind, String) -> ShipLogError
    ) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(info.st_size) <= maximumSize else {
                throw fail(.badData, tooLarge(Int(info.st_size), maximumSize))
            }
        case S_IFDIR: throw fail(.missingInput, "is a directory, expected \(expecting)")
        case S_IFIFO: throw fail(.missingInput, "is a FIFO (named pipe), expected a regular file")
        case S_IFSOCK: throw fail(.missingInput, "is a socket, expected a regular file")
        default: throw fail(.missingInput, "is a device, expected a regular file")
        }
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> String {
        "file is \(sizeText(size)), expected at most \(sizeText(limit))"
    }

    /// `900 bytes` or `12.5 MiB`, rounded up to a tenth so a file just over the limit never reads as equal to
    /// it; locale-free.
    package static func sizeText(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }

    /// Refuses to write `data` when it is larger than `ShipLog.maximumFileSize`, which every reader refuses:
    /// a file that cannot be read back is data lost. `what` names the file's role ("the log", "the export").
    static func checkReadableBack(_ data: Data, source: String, what: String) throws {
        guard data.count > ShipLog.maximumFileSize else { return }
        throw ShipLogError(
            .cannotWrite, source: source,
            message: "\(what) would be \(sizeText(data.count)), expected at most \(sizeText(ShipLog.maximumFileSize)) "
                + "(the most shipplot reads back); nothing was written")
    }

    /// Writes `data` atomically through `AtomicWriter` (temporary file, rename; synced to disk when `durable`,
    /// which only the log's own saves are; a replaced file keeps its owner, group and mode; the old file kept as
    /// `<name>.bak` when asked). Missing folders are created when `createFolders` is set; otherwise a missing
    /// folder is an error. Failures become `.cannotWrite` errors naming `source`.
    static func writeAtomically(
        _ data: Data, path: String, source: String, keepBackup: Bool, createFolders: Bool = true,
        durable: Bool = false, createOnly: Bool = false
    ) throws {
        func fail(_ message: String) -> ShipLogError {
            ShipLogError(.cannotWrite, source: source, message: message)
        }
        // Backups are kept only for logs; other files are exports, samples and charts.
        let expected = keepBackup ? "expected a file to write the log to" : "expected a regular file to write to"
        do {
            try AtomicWriter.write(
                data, to: path,
                options: AtomicWriteOptions(
                    keepBackup: keepBackup, createFolders: createFolders, newFileMode: 0o644, durable: durable,
                    createOnly: createOnly))
        } catch {
            switch error {
            case .notAFolder(let folder): throw fail("cannot write: \(folder) is not a directory")
            case .cannotCreateFolder(let folder, let code):
                throw fail("cannot create directory \(folder): \(reason(code))")
            case .targetIsFolder: throw fail("is a directory, \(expected)")
            case .targetNotRegular: throw fail("is not a regular file, \(expected)")
            case .write(let code): throw fail("cannot write: \(reason(code))")
            case .backup(let code?): throw fail("cannot keep a backup: \(reason(code))")
            case .backup(nil): throw fail("cannot keep a backup: cannot read the previous version")
            case .exists: throw CreationRace.exists
            case .notWritable: throw fail("cannot write: " + error.reason)
            case .danglingLink, .ownerWouldChange: throw fail(error.reason)
            }
        }
    }

    /// A file created only if absent was created by another process first.
    enum CreationRace: Error { case exists }

    /// Runs `body` with the contents of the file at `path` while holding an exclusive `flock` on it, once the
    /// path is seen to still name the locked file (`nil` when it no longer does: a save replaced it meanwhile, and
    /// the caller starts again). With no file at `path`, `body` runs at once with `nil`. The lock is polled rather
    /// than waited on, so a stuck holder means an error after `timeout` seconds, never a hang. Before `body`, a
    /// file this process may not replace (read-only to it, another user's, hard-linked beyond its `backup`) is
    /// refused with `.cannotWrite`.
    static func withLockedFile<T>(
        path: String, source: String, timeout: Double, backup: String, _ body: (Data?) throws -> T
    ) throws -> T? {
        func fail(_ kind: ShipLogError.Kind, _ message: String) -> ShipLogError {
            ShipLogError(kind, source: source, message: message)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A folder on the way that is a file is the writer's to report, as for any new log.
            if code == ENOENT || code == ENOTDIR { return try body(nil) }
            throw fail(.missingInput, "cannot read: \(reason(code))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail(.missingInput, "cannot read: \(reason(errno))") }
        try checkReadable(info, maximumSize: ShipLog.maximumFileSize, expecting: "a ship log file", fail: fail)
        try lock(descriptor, timeout: timeout, fail: { fail(.cannotWrite, $0) })
        var current = stat()
        guard stat(path, &current) == 0, current.st_dev == info.st_dev, current.st_ino == info.st_ino else {
            return nil
        }
        // A writer killed between linking the backup temporary and renaming it leaves a second name for the log;
        // with the lock held no live writer of this log is mid-save, so what dead writers left can go first.
        let folder = (path as NSString).deletingLastPathComponent
        AtomicWriter.removeAbandonedTemporaries(
            directory: folder.isEmpty ? "." : folder, name: (path as NSString).lastPathComponent)
        try checkReplaceable(path, descriptor: descriptor, backup: backup, fail: { fail(.cannotWrite, $0) })
        return try body(readAll(descriptor, maximumSize: ShipLog.maximumFileSize, fail: fail))
    }

    /// Takes an exclusive `flock` on `descriptor`, polling every 5 ms for up to `timeout` seconds.
    private static func lock(_ descriptor: Int32, timeout: Double, fail: (String) -> ShipLogError) throws {
        let pause: useconds_t = 5_000
        let attempts = max(1, Int((timeout * 1_000_000 / Double(pause)).rounded(.up)))
        for attempt in 0..<attempts {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else { throw fail("cannot lock: \(reason(code))") }
            if attempt + 1 < attempts { usleep(pause) }
        }
        let waited = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(timeout)
        throw fail("locked by another process for over \(waited) seconds; try again when it has finished")
    }

    /// Refuses a log the save could not replace faithfully: one this process may not write or whose owner or
    /// group it could not keep (the rename would bypass both), and one with hard links besides its backup (the
    /// rename would leave the other names on the old version, two logs that drift apart).
    private static func checkReplaceable(
        _ path: String, descriptor: Int32, backup: String, fail: (String) -> ShipLogError
    ) throws {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail("cannot write: \(reason(errno))") }
        do {
            try AtomicWriter.checkReplaceable(path, info)
        } catch {
            if case .notWritable = error { throw fail("cannot write: " + error.reason) }
            throw fail(error.reason)
        }
        var backupInfo = stat()
        let backupShares =
            stat(backup, &backupInfo) == 0 && backupInfo.st_dev == info.st_dev
            && backupInfo.st_ino == info.st_ino
        let others = Int(info.st_nlink) - 1 - (backupShares ? 1 : 0)
        guard others <= 0 else {
            throw fail(
                "has \(others) other hard link\(others == 1 ? "" : "s"), and a save would split them into two logs; "
                    + "expected one name (make the others symbolic links, ln -sf)")
        }
    }

    /// `mkdir -p`, naming the first directory that cannot be made.
    static func makeDirectories(_ directory: String, fail: (String) -> ShipLogError) throws {
        do {
            try AtomicWriter.makeFolders(directory)
        } catch {
            switch error {
            case .notAFolder(let folder): throw fail("cannot write: \(folder) is not a directory")
            case .cannotCreateFolder(let folder, let code):
                throw fail("cannot create directory \(folder): \(reason(code))")
            default: throw fail("cannot create directory \(directory)")
            }
        }
    }

    /// A short lower-case reason for an `errno`, e.g. "permission denied".
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
