// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes a group of files into one folder so that a reader sees all the old files or all the new ones: every
/// file is written in a staging folder first, and only then moved into place. A full disk or a signal while
/// staging changes nothing in the folder. Nothing is synced: a bundle (the Markdown report) can be made again,
/// like a chart (see ``AtomicWriteOptions/durable``).
public enum BundleWriter {
    /// Writes `files` (name and bytes; names without `/`) into `folder`, creating it (and its parents) when
    /// missing. A new folder is staged beside it as `.<folder>.tmp-<pid>-<random>` and renamed into place whole;
    /// into an existing folder, the files are staged in such a folder inside it and renamed one by one with
    /// signals held back, so the renames, which need no space, finish together. Other files in the folder stay.
    /// Throws `AtomicWriteError`, with `.write` for a name that is not a plain file name.
    public static func write(_ files: [(name: String, data: Data)], into folder: String) throws(AtomicWriteError) {
        guard files.allSatisfy({ !$0.name.isEmpty && !$0.name.contains("/") && $0.name != "." && $0.name != ".." })
        else { throw .write(EINVAL) }
        if let dangling = KernelPath.danglingLink(folder) {
            throw .danglingLink(link: dangling.link, target: dangling.target)
        }
        let target = KernelPath.resolve(folder)
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        try AtomicWriter.makeFolders(parent)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists && info.st_mode & S_IFMT != S_IFDIR { throw .notAFolder(target) }
        if exists {
            for file in files where stat(target + "/" + file.name, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { throw .targetIsFolder }
                try AtomicWriter.checkReplaceable(target + "/" + file.name, info)
            }
        }
        let stagingParent = exists ? target : parent
        let stagingName = exists ? "report" : name
        AtomicWriter.removeAbandonedTemporaries(directory: stagingParent, name: stagingName)
        let staging =
            stagingParent + "/" + AtomicWriter.temporaryPrefix(stagingName)
            + "\(getpid())-\(UUID().uuidString.prefix(8))"

        var slots = [PendingFiles.register(staging)]
        defer {
            AtomicWriter.removeFolder(staging)
            for slot in slots.reversed() { PendingFiles.unregister(slot) }
        }
        guard mkdir(staging, 0o755) == 0 else { throw .write(errno) }
        for file in files {
            let path = staging + "/" + file.name
            slots.append(PendingFiles.register(path))
            if let code = AtomicWriter.writeNewFile(path, file.data, like: nil, mode: 0o644, sync: false) {
                throw .write(code)
            }
        }
        try SignalCleanup.holding { () throws(AtomicWriteError) in
            if exists {
                for file in files where rename(staging + "/" + file.name, target + "/" + file.name) != 0 {
                    throw .write(errno)
                }
            } else {
                guard rename(staging, target) == 0 else { throw .write(errno) }
            }
        }
    }
}
