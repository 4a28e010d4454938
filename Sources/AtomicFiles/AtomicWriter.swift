// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

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
    /// A symbolic link on the way to the target names nothing: `link`, whose target (as it spells it) is
    /// `target`. Writing would create a file the link never meant (on a disk that is not mounted, say).
    case danglingLink(link: String, target: String)
    /// The target exists and the process may not write to it (`errno`, usually EACCES): replacing it through
    /// the folder would bypass its permissions.
    case notWritable(Int32)
    /// The target belongs to another user or to a group the process is not in, so its replacement would change
    /// hands: `owner` and `group` are the target's.
    case ownerWouldChange(owner: uid_t, group: gid_t)
    /// The target appeared while it was written, for ``AtomicWriteOptions/createOnly``.
    case exists
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
    /// Only create the file: if it exists when the new one is moved into place, nothing is replaced and the
    /// write throws ``AtomicWriteError/exists`` (default false). Two first writers of one file then never both
    /// believe they wrote it.
    public var createOnly: Bool

    /// Options with the defaults above.
    public init(
        keepBackup: Bool = false, createFolders: Bool = true, newFileMode: mode_t = 0o666, durable: Bool = false,
        createOnly: Bool = false
    ) {
        self.keepBackup = keepBackup
        self.createFolders = createFolders
        self.newFileMode = newFileMode
        self.durable = durable
        self.createOnly = createOnly
    }
}

/// The one atomic writer for logs, exports, samples and charts: the bytes go to `.<name>.tmp-<pid>-<random>`
/// beside the target (registered with the signal handler while it exists), are synced when the write is
/// ``AtomicWriteOptions/durable``, and the file is renamed over the target. A crash leaves the old file or the
/// new one; a terminating signal removes the temporary file.
public enum AtomicWriter {
    /// Writes `data` to `path`, following a symbolic link at `path` (the link's target is replaced). A replaced
    /// file keeps its owner, group, mode and extended attributes; a file the process may not write, or one whose
    /// owner or group it could not keep, is refused rather than replaced through its folder, and so is a path
    /// through a symbolic link to nothing. Temporary files that ended writers left for this target are removed
    /// first.
    public static func write(_ data: Data, to path: String, options: AtomicWriteOptions = AtomicWriteOptions())
        throws(AtomicWriteError)
    {
        if let dangling = KernelPath.danglingLink(path) {
            throw .danglingLink(link: dangling.link, target: dangling.target)
        }
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
            if options.createOnly { throw .exists }
            try checkReplaceable(target, info)
        }
        removeAbandonedTemporaries(directory: directory, name: name)

        let temporary = directory + "/" + temporaryName(name)
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
            let backupTemporary = directory + "/" + temporaryName(backupName(name))
            registered.append(PendingFiles.register(backupTemporary))
            cleanup.append(backupTemporary)
            try keepBackup(of: target, at: backupTemporary, like: info, sync: options.durable)
            guard rename(backupTemporary, directory + "/" + backupName(name)) == 0 else { throw .backup(errno) }
        }
        if options.createOnly {
            try moveIntoPlaceIfAbsent(temporary, target)
        } else {
            guard rename(temporary, target) == 0 else { throw .write(errno) }
        }
        cleanup.removeAll { $0 == temporary }
        if options.durable { syncFolder(directory) }
    }

    /// Refuses to replace a file the process may not write, or whose owner or group the replacement could not
    /// keep (only root may give a file away): a rename needs only the folder, and would bypass both.
    public static func checkReplaceable(_ path: String, _ info: stat) throws(AtomicWriteError) {
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else { throw .notWritable(errno) }
        let user = geteuid()
        guard user != 0 else { return }
        if info.st_uid != user || !isMember(of: info.st_gid) {
            throw .ownerWouldChange(owner: info.st_uid, group: info.st_gid)
        }
    }

    /// Whether the process's effective or supplementary groups include `group`.
    private static func isMember(of group: gid_t) -> Bool {
        if getegid() == group { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let got = getgroups(count, &groups)
        return got > 0 && groups.prefix(Int(got)).contains(group)
    }

    /// `rename` that refuses to replace: `renameat2(RENAME_NOREPLACE)`, or a hard link where the file system
    /// lacks it. EEXIST becomes ``AtomicWriteError/exists``.
    private static func moveIntoPlaceIfAbsent(_ temporary: String, _ target: String) throws(AtomicWriteError) {
        if shipplot_rename_noreplace(temporary, target) == 0 { return }
        var code = errno
        if code == EINVAL || code == ENOSYS {
            if link(temporary, target) == 0 {
                unlink(temporary)
                return
            }
            code = errno
        }
        throw code == EEXIST ? .exists : .write(code)
    }

    /// `.<name>.tmp-<pid>-<random>`, with `name` cut (at a character boundary) so the whole name stays within
    /// the 255 bytes a file name may have: a target named with 240 bytes still gets a temporary beside it.
    static func temporaryName(_ name: String) -> String {
        temporaryPrefix(name) + "\(getpid())-\(UUID().uuidString.prefix(8))"
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

    /// `<name>.bak`, the name a replaced file is kept under, with `name` cut (at a character boundary) so the
    /// whole stays within the 255 bytes a file name may have: a file named with 252 bytes can still be replaced.
    public static func backupName(_ name: String) -> String {
        var kept = Substring(name)
        while kept.utf8.count > 255 - 4 { kept = kept.dropLast() }
        return String(kept) + ".bak"
    }

    /// `.<name>.tmp-`: temporary files start with this, then `<pid>-<random>`. A long `name` is cut to leave
    /// room for the rest within the 255-byte limit on a file name (`.`, `.tmp-`, a pid and the random part).
    public static func temporaryPrefix(_ name: String) -> String {
        let room = 255 - 1 - 5 - 10 - 1 - 8
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return "." + String(kept) + ".tmp-"
    }

    /// Removes temporary files of `name` (and of its backup) left in `directory` by writers that no longer run,
    /// such as one killed with SIGKILL mid-write. Only files whose process id names no running process go; a
    /// live writer's file is never touched.
    public static func removeAbandonedTemporaries(directory: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefixes = [temporaryPrefix(name), temporaryPrefix(backupName(name))]
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

extension AtomicWriteError {
    /// What went wrong, as a lower-case phrase for a message that names the file first, e.g. "permission denied".
    public var reason: String {
        switch self {
        case .notAFolder(let folder): return "\(folder) is not a directory"
        case .cannotCreateFolder(let folder, let code): return "cannot create directory \(folder): \(Self.text(code))"
        case .targetIsFolder: return "is a directory"
        case .targetNotRegular: return "is not a regular file"
        case .write(let code): return Self.text(code)
        case .backup(let code?): return "cannot keep a backup: \(Self.text(code))"
        case .backup(nil): return "cannot keep a backup: cannot read the previous version"
        case .danglingLink(let link, let target):
            return "\(link) is a symbolic link to \(target), which does not exist (is its disk mounted?)"
        case .notWritable(let code): return "\(Self.text(code)) (the file is read-only to you)"
        case .ownerWouldChange(let owner, let group):
            return "belongs to \(Self.userName(owner)):\(Self.groupName(group)); replacing it would make it yours"
        case .exists: return "was created by another process meanwhile"
        }
    }

    /// `strerror(code)` starting lower-case: "no space left on device".
    public static func text(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func userName(_ user: uid_t) -> String {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(user, &entry, &buffer, buffer.count, &result) == 0, result != nil, let name = entry.pw_name
        else { return String(user) }
        return String(cString: name)
    }

    private static func groupName(_ id: gid_t) -> String {
        var entry = group()
        var result: UnsafeMutablePointer<group>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getgrgid_r(id, &entry, &buffer, buffer.count, &result) == 0, result != nil, let name = entry.gr_name
        else { return String(id) }
        return String(cString: name)
    }
}
