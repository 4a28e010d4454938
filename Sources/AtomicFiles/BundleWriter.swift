// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file of a group that could not be written: its path as the caller gave it (or the folder's, for the
/// folder itself), and why.
public struct GroupWriteError: Error, Sendable, Equatable {
    public var path: String
    public var error: AtomicWriteError

    public init(path: String, error: AtomicWriteError) {
        self.path = path
        self.error = error
    }
}

/// Writes a group of files so that a reader sees all the old files or all the new ones: every file is written
/// first (in a staging folder, or beside the file it replaces), and only then moved into place, with signals held
/// back. A full disk or a signal while staging changes nothing. Nothing is synced: a bundle (the Markdown report,
/// a light and dark pair) can be made again, like a chart (see ``AtomicWriteOptions/durable``).
public enum BundleWriter {
    /// Writes `files` (name and bytes; names without `/`) into `folder`, creating it (and its parents) when
    /// missing. A new folder is staged beside it as `.<folder>.tmp-<pid>-<random>` and renamed into place whole;
    /// into an existing folder, the files are written as ``write(files:)`` writes them (a name that is a symbolic
    /// link is written through, as a single file is). Other files in the folder stay. Throws naming the file,
    /// or the folder, that failed, with `.write` for a name that is not a plain file name.
    public static func write(_ files: [(name: String, data: Data)], into folder: String) throws(GroupWriteError) {
        func fail(_ error: AtomicWriteError) -> GroupWriteError { GroupWriteError(path: folder, error: error) }
        guard files.allSatisfy({ !$0.name.isEmpty && !$0.name.contains("/") && $0.name != "." && $0.name != ".." })
        else { throw fail(.write(EINVAL)) }
        if let dangling = KernelPath.danglingLink(folder) {
            throw fail(.danglingLink(link: dangling.link, target: dangling.target))
        }
        let target = KernelPath.resolve(folder)
        var info = stat()
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw fail(.notAFolder(target)) }
            try write(files: files.map { (folder + "/" + $0.name, $0.data) })
            return
        }
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        do { try AtomicWriter.makeFolders(parent) } catch { throw fail(error) }
        AtomicWriter.removeAbandonedTemporaries(directory: parent, name: name)
        let staging = parent + "/" + AtomicWriter.temporaryName(name)
        var slots = [PendingFiles.register(staging)]
        defer {
            AtomicWriter.removeFolder(staging)
            for slot in slots.reversed() { PendingFiles.unregister(slot) }
        }
        guard mkdir(staging, 0o755) == 0 else { throw fail(.write(errno)) }
        for file in files {
            let path = staging + "/" + file.name
            slots.append(PendingFiles.register(path))
            if let code = AtomicWriter.writeNewFile(path, file.data, like: nil, mode: 0o644, sync: false) {
                throw GroupWriteError(path: folder + "/" + file.name, error: .write(code))
            }
        }
        try SignalCleanup.holding { () throws(GroupWriteError) in
            guard rename(staging, target) == 0 else { throw fail(.write(errno)) }
        }
    }

    /// Writes each of `files` (paths; a symbolic link at one is followed, and the file it names replaced, as
    /// `AtomicWriter.write` does) so that a reader sees all the old files or all the new ones. Each target must be
    /// a regular file the process may replace, or nothing, in a folder that exists. Every new file is written
    /// beside its target first; then all are renamed in with signals held back. Throws naming the first file that
    /// could not be written, before anything is replaced.
    public static func write(files: [(path: String, data: Data)]) throws(GroupWriteError) {
        var staged: [(temporary: String, target: String, path: String)] = []
        var slots: [Int?] = []
        defer {
            for file in staged { unlink(file.temporary) }
            for slot in slots.reversed() { PendingFiles.unregister(slot) }
        }
        for file in files {
            func fail(_ error: AtomicWriteError) -> GroupWriteError { GroupWriteError(path: file.path, error: error) }
            if let dangling = KernelPath.danglingLink(file.path) {
                throw fail(.danglingLink(link: dangling.link, target: dangling.target))
            }
            let target = KernelPath.resolve(file.path)
            let directory = (target as NSString).deletingLastPathComponent
            var info = stat()
            guard stat(directory, &info) == 0 else { throw fail(.write(errno)) }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw fail(.notAFolder(directory)) }
            let exists = stat(target, &info) == 0
            if exists {
                switch info.st_mode & S_IFMT {
                case S_IFREG: break
                case S_IFDIR: throw fail(.targetIsFolder)
                default: throw fail(.targetNotRegular)
                }
                do { try AtomicWriter.checkReplaceable(target, info) } catch { throw fail(error) }
            }
            let name = (target as NSString).lastPathComponent
            AtomicWriter.removeAbandonedTemporaries(directory: directory, name: name)
            let temporary = directory + "/" + AtomicWriter.temporaryName(name)
            slots.append(PendingFiles.register(temporary))
            staged.append((temporary, target, file.path))
            if let code = AtomicWriter.writeNewFile(
                temporary, file.data, like: exists ? (info, target) : nil, mode: 0o644, sync: false)
            {
                throw fail(.write(code))
            }
        }
        try SignalCleanup.holding { () throws(GroupWriteError) in
            while let file = staged.first {
                guard rename(file.temporary, file.target) == 0 else {
                    throw GroupWriteError(path: file.path, error: .write(errno))
                }
                staged.removeFirst()
            }
        }
    }
}
