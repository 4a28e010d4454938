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
        let data = try FileAccess.readContents(path: url.path, source: source, maximumSize: maximumSize)
        return try decode(data, source: source)
    }

    /// Writes the log to `url` atomically: the new text goes to a temporary file in the same directory, is
    /// flushed to disk, and is renamed over the target, so a crash leaves the old or the new log, never a
    /// mix. The previous version is kept as `<name>.bak`; missing parent directories are created; a symbolic
    /// link at `url` is followed. Throws `.cannotWrite` naming the file and the reason; on failure the target
    /// and its backup are unchanged and no temporary file is left.
    public func save(to url: URL) throws {
        try FileAccess.writeAtomically(encoded(), path: url.path, source: url.relativePath, keepBackup: true)
    }
}

/// A ship log file: loads it, saves it, and applies changes as one load-change-save.
public struct ShipLogStore: Sendable, Equatable {
    /// The log file.
    public let url: URL

    /// A store for the file at `url`; nothing is read until asked.
    public init(url: URL) {
        self.url = url
    }

    /// The backup of the previous version, `<name>.bak` beside the file.
    public var backupURL: URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".bak")
    }

    /// Reads the log; see `ShipLog.load(from:maximumSize:)`.
    public func load() throws -> ShipLog {
        try ShipLog.load(from: url)
    }

    /// Reads the log, or returns `fallback` when there is no file at all (any other problem still throws).
    public func load(ifMissing fallback: ShipLog) throws -> ShipLog {
        do {
            return try load()
        } catch let error as ShipLogError where error.kind == .missingInput && !FileAccess.exists(path: url.path) {
            return fallback
        }
    }

    /// Writes the log atomically, keeping a backup; see `ShipLog.save(to:)`.
    public func save(_ log: ShipLog) throws {
        try log.save(to: url)
    }

    /// The lock file that serialises writers, `<name>.lock` beside the file. It is left in place: removing a
    /// lock file another process may be waiting on would let two writers in at once.
    public var lockURL: URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
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
        try FileAccess.withExclusiveLock(path: lockURL.path, source: url.relativePath, timeout: lockTimeout) {
            // Every writer of this log holds the lock, so a temporary file here now is a killed writer's.
            let target = url.resolvingSymlinksInPath()
            FileAccess.removeAbandonedTemporaries(
                directory: target.deletingLastPathComponent().path, name: target.lastPathComponent)
            var log = try load(ifMissing: fallback)
            let before = log
            let result = try change(&log)
            if log != before {
                try save(log)
            }
            return result
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

    /// Writes `data` to a temporary file beside `path`, syncs it, keeps the old file as `<name>.bak` when
    /// asked, and renames the temporary file over `path`. Missing folders are created when `createFolders` is
    /// set; otherwise a missing folder is an error. The temporary files are registered with `InterruptCleanup`
    /// while they exist, so an interrupted process leaves none behind.
    static func writeAtomically(
        _ data: Data, path: String, source: String, keepBackup: Bool, createFolders: Bool = true
    ) throws {
        func fail(_ message: String) -> ShipLogError {
            ShipLogError(.cannotWrite, source: source, message: message)
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let directory = target.deletingLastPathComponent().path
        let name = target.lastPathComponent
        if createFolders {
            try makeDirectories(directory, fail: fail)
        }

        // Backups are kept only for logs; other files are exports, samples and charts.
        let expected = keepBackup ? "expected a file to write the log to" : "expected a regular file to write to"
        var info = stat()
        var mode: mode_t = 0o644
        let targetExists = stat(target.path, &info) == 0
        if targetExists {
            switch info.st_mode & S_IFMT {
            case S_IFREG: mode = info.st_mode & 0o7777
            case S_IFDIR: throw fail("is a directory, \(expected)")
            default: throw fail("is not a regular file, \(expected)")
            }
        }

        let unique = "\(getpid())-\(UUID().uuidString.prefix(8))"
        let temporary = directory + "/" + temporaryPrefix(name) + unique
        // Registered before the file exists, so no moment leaves an unregistered temporary behind.
        var registered = [PendingFiles.register(temporary)]
        var cleanup = [temporary]
        defer {
            for leftover in cleanup { unlink(leftover) }
            for slot in registered { PendingFiles.unregister(slot) }
        }

        // A replaced log keeps its permissions; a new one gets 0644 less the umask.
        if let code = writeNewFile(temporary, data, mode: mode, exactMode: targetExists) {
            throw fail("cannot write: \(reason(code))")
        }

        if keepBackup && targetExists {
            // A hard link keeps the old version without copying it; the rename makes it appear whole.
            let backupTemporary = directory + "/" + temporaryPrefix(name + ".bak") + unique
            registered.append(PendingFiles.register(backupTemporary))
            cleanup.append(backupTemporary)
            if link(target.path, backupTemporary) != 0 {
                guard let previous = FileManager.default.contents(atPath: target.path) else {
                    throw fail("cannot keep a backup: cannot read the previous version")
                }
                if let code = writeNewFile(backupTemporary, previous, mode: mode, exactMode: true) {
                    throw fail("cannot keep a backup: \(reason(code))")
                }
            }
            guard rename(backupTemporary, directory + "/" + name + ".bak") == 0 else {
                throw fail("cannot keep a backup: \(reason(errno))")
            }
        }
        guard rename(temporary, target.path) == 0 else { throw fail("cannot write: \(reason(errno))") }
        cleanup.removeAll { $0 == temporary }
        syncDirectory(directory)
    }

    /// `.<name>.tmp-`: temporary files start with this, then `<pid>-<random>`.
    static func temporaryPrefix(_ name: String) -> String {
        "." + name + ".tmp-"
    }

    /// Removes temporary files of `name` (and of its backup) left in `directory` by writers that no longer run,
    /// such as one killed with SIGKILL mid-write. Only files whose process id names no running process go; a
    /// live writer's file is never touched.
    static func removeAbandonedTemporaries(directory: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefixes = [temporaryPrefix(name), temporaryPrefix(name + ".bak")]
        for entry in entries.sorted() {
            guard let prefix = prefixes.first(where: entry.hasPrefix) else { continue }
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0, pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(directory + "/" + entry)
            }
        }
    }

    /// Runs `body` while holding an exclusive `flock` on the file at `path` (created, with its folders, when
    /// missing). The lock is polled rather than waited on, so a stuck holder means an error, never a hang.
    static func withExclusiveLock<T>(path: String, source: String, timeout: Double, _ body: () throws -> T) throws -> T {
        func fail(_ message: String) -> ShipLogError {
            ShipLogError(.cannotWrite, source: source, message: message)
        }
        try makeDirectories((path as NSString).deletingLastPathComponent, fail: fail)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
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
            throw fail("locked by another process for over \(waited) seconds (lock file \(path)); try again when it has finished")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// `mkdir -p`, naming the first directory that cannot be made.
    static func makeDirectories(_ directory: String, fail: (String) -> ShipLogError) throws {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw fail("cannot write: \(directory) is not a directory") }
            return
        }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory {
            try makeDirectories(parent, fail: fail)
        }
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw fail("cannot create directory \(directory): \(reason(errno))")
        }
    }

    /// Creates `path` (which must not exist) with `data`, synced to disk; returns the `errno` of a failure.
    private static func writeNewFile(_ path: String, _ data: Data, mode: mode_t, exactMode: Bool) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return errno }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            if exactMode && fchmod(descriptor, mode) != 0 { return errno }
            return fsync(descriptor) == 0 ? nil : errno
        }
        let closeFailure = close(descriptor) == 0 ? nil : errno
        return failure ?? closeFailure
    }

    /// Makes the rename itself durable; some file systems cannot sync a directory, which is harmless.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// A short lower-case reason for an `errno`, e.g. "permission denied".
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
