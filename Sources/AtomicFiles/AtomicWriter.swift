import CInterruptCleanup
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why an atomic write failed, for each caller to word in its own messages.
public enum AtomicWriteError: Error, Sendable, Equatable {
    /// `path`, a folder on the way to the target, exists but is not a folder.
    case notAFolder(String)
    /// The folder `path` could not be created (`errno`).
    case cannotCreateFolder(String, Int32)
    /// The target is a folder.
    case targetIsFolder
    /// The target is a FIFO, a device or a socket.
    case targetNotRegular
    /// Writing, syncing or renaming the new file failed (`errno`).
    case write(Int32)
    /// Keeping the previous version as `<name>.bak` failed (`errno`, or `nil` when it could not be read).
    case backup(Int32?)
}

/// How an atomic write treats the folder and the file it replaces.
public struct AtomicWriteOptions: Sendable {
    /// Keep the replaced file as `<name>.bak` (default false).
    public var keepBackup: Bool
    /// Create missing folders on the way (default true).
    public var createFolders: Bool
    /// The mode of a new file before the umask (default 0o666); a replaced file keeps its own.
    public var newFileMode: mode_t
    /// `fsync` the new file before the rename and the folder after it, so the write survives a power cut or an
    /// operating-system crash (default false). Only the ship log asks for it: charts and exports can be made
    /// again, and the two syncs cost more than drawing a chart. Without it the write is still atomic for every
    /// reader and through any end of the process (signal, kill, crash): the old file or the new one, never a part.
    public var durable: Bool

    /// Options with the defaults above.
    public init(
        keepBackup: Bool = false, createFolders: Bool = true, newFileMode: mode_t = 0o666, durable: Bool = false
    ) {
        self.keepBackup = keepBackup
        self.createFolders = createFolders
        self.newFileMode = newFileMode
        self.durable = durable
    }
}

/// The one atomic writer for logs, exports, samples and charts: the bytes go to `.<name>.tmp-<pid>-<random>`
/// beside the target (registered with the signal handler while it exists), are synced when the write is
/// ``AtomicWriteOptions/durable``, and the file is renamed over the target. A crash leaves the old file or the
/// new one; a terminating signal removes the temporary file.
public enum AtomicWriter {
    /// Writes `data` to `path`, following a symbolic link at `path` (the link's target is replaced). A replaced
    /// file keeps its owner, group, mode and extended attributes (as far as the process may set them).
    /// Temporary files that ended writers left for this target are removed first.
    public static func write(_ data: Data, to path: String, options: AtomicWriteOptions = AtomicWriteOptions())
        throws(AtomicWriteError)
    {
        let target = KernelPath.resolve(path)
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        if options.createFolders {
            try makeFolders(directory)
        }
        var info = stat()
        let targetExists = stat(target, &info) == 0
        if targetExists {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw .targetIsFolder
            default: throw .targetNotRegular
            }
        }
        removeAbandonedTemporaries(directory: directory, name: name)

        let unique = "\(getpid())-\(UUID().uuidString.prefix(8))"
        let temporary = directory + "/" + temporaryPrefix(name) + unique
        // Registered before the file exists, so no moment leaves an unregistered temporary behind.
        var registered = [PendingFiles.register(temporary)]
        var cleanup = [temporary]
        defer {
            for leftover in cleanup { unlink(leftover) }
            for slot in registered { PendingFiles.unregister(slot) }
        }
        if let code = writeNewFile(
            temporary, data, like: targetExists ? (info, target) : nil, mode: options.newFileMode,
            sync: options.durable)
        {
            throw .write(code)
        }
        if options.keepBackup && targetExists {
            let backupTemporary = directory + "/" + temporaryPrefix(name + ".bak") + unique
            registered.append(PendingFiles.register(backupTemporary))
            cleanup.append(backupTemporary)
            try keepBackup(of: target, at: backupTemporary, like: info, sync: options.durable)
            guard rename(backupTemporary, directory + "/" + name + ".bak") == 0 else { throw .backup(errno) }
        }
        guard rename(temporary, target) == 0 else { throw .write(errno) }
        cleanup.removeAll { $0 == temporary }
        if options.durable { syncFolder(directory) }
    }

    /// A hard link keeps the old version without copying it; where links are not allowed, a copy.
    private static func keepBackup(of target: String, at backup: String, like info: stat, sync: Bool)
        throws(AtomicWriteError)
    {
        guard link(target, backup) != 0 else { return }
        guard let previous = FileManager.default.contents(atPath: target) else { throw .backup(nil) }
        if let code = writeNewFile(backup, previous, like: (info, target), mode: 0o600, sync: sync) {
            throw .backup(code)
        }
    }

    /// `.<name>.tmp-`: temporary files start with this, then `<pid>-<random>`.
    public static func temporaryPrefix(_ name: String) -> String {
        "." + name + ".tmp-"
    }

    /// Removes temporary files of `name` (and of its backup) left in `directory` by writers that no longer run,
    /// such as one killed with SIGKILL mid-write. Only files whose process id names no running process go; a
    /// live writer's file is never touched.
    public static func removeAbandonedTemporaries(directory: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefixes = [temporaryPrefix(name), temporaryPrefix(name + ".bak")]
        for entry in entries.sorted() {
            guard let prefix = prefixes.first(where: entry.hasPrefix) else { continue }
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0, pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                let path = directory + "/" + entry
                if unlink(path) != 0 && errno == EISDIR { removeFolder(path) }
            }
        }
    }

    /// `mkdir -p`, naming the first path that is not a folder or cannot be made.
    public static func makeFolders(_ directory: String) throws(AtomicWriteError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(directory) }
            return
        }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory {
            try makeFolders(parent)
        }
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .cannotCreateFolder(directory, errno)
        }
    }

    /// Creates `path` (which must not exist) with `data`, synced to disk when `sync` is set, with the owner,
    /// group, mode and extended attributes of `original` when there is one; returns the `errno` of a failure.
    static func writeNewFile(
        _ path: String, _ data: Data, like original: (info: stat, path: String)?, mode: mode_t, sync: Bool
    ) -> Int32? {
        let descriptor = open(
            path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, original.map { $0.info.st_mode & 0o777 } ?? mode)
        guard descriptor >= 0 else { return errno }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            if let original { FileMetadata.copy(original.info, from: original.path, to: descriptor) }
            return !sync || fsync(descriptor) == 0 ? nil : errno
        }
        let closeFailure = close(descriptor) == 0 ? nil : errno
        return failure ?? closeFailure
    }

    /// Makes a rename durable; some file systems cannot sync a folder, which is harmless.
    static func syncFolder(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Removes a staging folder and the files in it (one level: staging folders hold only files).
    static func removeFolder(_ path: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            unlink(path + "/" + entry)
        }
        rmdir(path)
    }
}
