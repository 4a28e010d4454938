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
/// spellings of one log share one lock.
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

    /// The backup of the previous version, `<name>.bak` beside the resolved file.
    public var backupURL: URL {
        file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".bak")
    }

    /// Reads the log; see `ShipLog.load(from:maximumSize:)`. Errors name the file as given.
    public func load() throws -> ShipLog {
        let source = url.relativePath
        let data = try FileAccess.readContents(path: file.path, source: source, maximumSize: ShipLog.maximumFileSize)
        return try ShipLog.decode(data, source: source)
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

    /// The lock file that serialises writers, `<name>.lock` beside the resolved file. It is left in place:
    /// removing a lock file another process may be waiting on would let two writers in at once.
    public var lockURL: URL {
        file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".lock")
    }

    /// Loads the log (or starts from `fallback` when there is no file, default an empty log), applies
    /// `change`, and saves the result if it differs. If `change` throws, nothing on disk changes. Temporary
    /// files left beside the log by a writer that was killed mid-save are removed first.
    /// Returns what `change` returns.
    ///
    /// The whole load-change-save holds an exclusive lock on ``lockURL`` (created with the log's folders when
    /// missing), so two processes updating the same log at once both land, one after the other. Waiting for the
    /// lock gives up after `lockTimeout` seconds (default 30) with a `.cannotWrite` error.
    @discardableResult
    public func update<Result>(
        ifMissing fallback: ShipLog = ShipLog(), lockTimeout: Double = 30,
        _ change: (inout ShipLog) throws -> Result
    ) throws -> Result {
        try withLock(timeout: lockTimeout) {
            var log = try load(ifMissing: fallback)
            let before = log
            let result = try change(&log)
            if log != before {
                try save(log)
            }
            return result
        }
    }

    /// Replaces the file with `data` as it is (for `shipplot sample --force` onto the log) under the same lock
    /// as `update`, keeping the previous version as `<name>.bak`. Throws `.cannotWrite` when `data` is larger
    /// than the reader accepts.
    public func replace(with data: Data, lockTimeout: Double = 30) throws {
        try FileAccess.checkReadableBack(data, source: url.relativePath, what: "the log")
        try withLock(timeout: lockTimeout) {
            try FileAccess.writeAtomically(
                data, path: file.path, source: url.relativePath, keepBackup: true, durable: true)
        }
    }

    private func withLock<T>(timeout: Double, _ body: () throws -> T) throws -> T {
        try FileAccess.withExclusiveLock(
            path: lockURL.path, owner: file.path, source: url.relativePath, timeout: timeout
        ) {
            // Every writer of this log holds the lock, so a temporary file here now is a killed writer's.
            AtomicWriter.removeAbandonedTemporaries(
                directory: file.deletingLastPathComponent().path, name: file.lastPathComponent)
            return try body()
        }
    }
}

/// POSIX file access with the checks and messages the log needs.
enum FileAccess {
    static func exists(path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The file's bytes, refusing anything that is not a regular file of at most `maximumSize` bytes.
    static func readContents(path: String, source: String, maximumSize: Int) throws -> Data {
        func fail(_ kind: ShipLogError.Kind, _ message: String) -> ShipLogError {
            ShipLogError(kind, source: source, message: message)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw fail(.missingInput, "no such file") }
            throw fail(.missingInput, "cannot read: \(reason(code))")
        }
        try checkReadable(info, maximumSize: maximumSize, fail: fail)

        // O_NONBLOCK: should the file have become a FIFO since the stat, opening it must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail(.missingInput, "cannot read: \(reason(errno))") }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw fail(.missingInput, "cannot read: \(reason(errno))") }
        try checkReadable(info, maximumSize: maximumSize, fail: fail)

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
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
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
        return Data(bytes[0..<count])
    }

    private static func checkReadable(
        _ info: stat, maximumSize: Int, fail: (ShipLogError.Kind, String) -> ShipLogError
    ) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(info.st_size) <= maximumSize else {
                throw fail(.badData, tooLarge(Int(info.st_size), maximumSize))
            }
        case S_IFDIR: throw fail(.missingInput, "is a directory, expected a ship log file")
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
    static func sizeText(_ bytes: Int) -> String {
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
        durable: Bool = false
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
                    keepBackup: keepBackup, createFolders: createFolders, newFileMode: 0o644, durable: durable))
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
            }
        }
    }

    /// Runs `body` while holding an exclusive `flock` on the file at `path` (created, with its folders, when
    /// missing). The lock is polled rather than waited on, so a stuck holder means an error, never a hang.
    static func withExclusiveLock<T>(
        path: String, owner: String, source: String, timeout: Double, _ body: () throws -> T
    ) throws -> T {
        func fail(_ message: String) -> ShipLogError {
            ShipLogError(.cannotWrite, source: source, message: message)
        }
        try makeDirectories((path as NSString).deletingLastPathComponent, fail: fail)
        let descriptor = openLockFile(path, owner: owner)
        guard descriptor >= 0 else { throw fail("cannot create the lock file \(path): \(reason(errno))") }
        defer { close(descriptor) }
        let pause: useconds_t = 5_000
        let attempts = max(1, Int((timeout * 1_000_000 / Double(pause)).rounded(.up)))
        var locked = false
        for attempt in 0..<attempts {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                locked = true
                break
            }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else { throw fail("cannot lock \(path): \(reason(code))") }
            if attempt + 1 < attempts { usleep(pause) }
        }
        guard locked else {
            let waited = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(timeout)
            throw fail(
                "locked by another process for over \(waited) seconds (lock file \(path)); try again when it has finished"
            )
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Opens (or creates) the lock file. A new one gets the owner and group of the log (`owner`), so root
    /// working on a user's log leaves a lock file that user can still open; a lock file only readable is fine
    /// too, since `flock` needs no write access.
    private static func openLockFile(_ path: String, owner: String) -> Int32 {
        var descriptor = open(path, O_RDWR | O_CLOEXEC)
        if descriptor < 0 && errno == EACCES { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor < 0 && errno == ENOENT else { return descriptor }
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        var info = stat()
        if descriptor >= 0, stat(owner, &info) == 0 {
            _ = fchown(descriptor, info.st_uid, info.st_gid)
        }
        return descriptor
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
