// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import Testing

@testable import ShipLog

#if canImport(Glibc)
    import Glibc
#endif

/// Paths resolved the kernel's way, one writer that keeps
/// a file's owner and mode, bundles that land whole, and no log saved that could not be read back.
@Suite struct AtomicWriterTests {
    /// Items 1–2: `link/..` is the link target's parent, as the kernel walks it; Foundation tidied it as text.
    @Test func pathsResolveTheKernelsWay() throws {
        try withScratchDirectory { directory in
            let root = KernelPath.resolve(directory.path)
            try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
            symlink(root + "/a/b", root + "/link")
            symlink("a", root + "/relative")
            symlink("loop", root + "/loop")
            #expect(KernelPath.resolve(root + "/link/../log.json") == root + "/a/log.json")
            #expect(KernelPath.resolve(root + "/relative/b/../x") == root + "/a/x")
            #expect(KernelPath.resolve("link/../new/../y.json", in: root) == root + "/a/y.json")
            #expect(KernelPath.resolve(root + "/missing/../z") == root + "/z", "missing folders are taken as text")
            #expect(KernelPath.resolve(root + "/loop") == root + "/loop", "a loop is left for open to refuse")
            #expect(KernelPath.resolve(root + "/a/b/./c//d/") == root + "/a/b/c/d")
            let store = ShipLogStore(url: URL(fileURLWithPath: root + "/link/../log.json"))
            #expect(store.backupURL.path == root + "/a/log.json.bak")
        }
    }

    /// Item 9 repro: root running `add` on a log owned by another user left a `root:root` file
    /// that its owner could no longer use. Owner, group and mode stay across saves; the backup keeps them too.
    @Test(.enabled(if: getuid() == 0, "needs root to give files away"))
    func savesKeepOwnerGroupAndMode() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("log.json")
            try ShipLog().save(to: url)
            #expect(chown(url.path, 65534, 65534) == 0)
            #expect(chmod(url.path, 0o640) == 0)
            let store = ShipLogStore(url: url)
            try store.update { try $0.add("Metadata", on: LogDate("2026-11-28")!, today: LogDate("2026-11-28")!) }
            for path in [url.path, store.backupURL.path] {
                var info = stat()
                #expect(stat(path, &info) == 0)
                #expect(
                    info.st_uid == 65534 && info.st_gid == 65534, "\(path) is owned by \(info.st_uid):\(info.st_gid)")
                #expect(info.st_mode & 0o7777 == 0o640, "\(path)")
            }
        }
    }

    /// Item 4 repro: a log just under the 64 MiB read limit plus one more step was saved just over it, and every
    /// later command refused the log (65). Now the save is refused and the log stays as it was.
    @Test func aLogTooLargeToReadBackIsNotSaved() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("log.json")
            let before = Data("{}".utf8)
            try before.write(to: url)
            let store = ShipLogStore(url: url)
            let message = failure(.cannotWrite) {
                try store.replace(with: Data(count: ShipLog.maximumFileSize + 1))
            }
            #expect(
                message == "\(url.path): the log would be 64.1 MiB, expected at most 64 MiB (the most shipplot "
                    + "reads back); nothing was written")
            #expect(try Data(contentsOf: url) == before)
            #expect(throws: Never.self, "exactly the limit is fine") {
                try ShipLog.checkReadableBack(Data(count: ShipLog.maximumFileSize), source: "x", what: "x")
            }
        }
    }

    /// Item 8 repro: a Markdown report on a full disk (here: a file-size limit, EFBIG like ENOSPC) wrote its
    /// files one by one, leaving new files beside old ones. Staged whole, a failure changes nothing.
    @Test func aBundleLandsWholeOrNotAtAll() throws {
        try withScratchDirectory { directory in
            let folder = directory.appendingPathComponent("notes").path
            try BundleWriter.write([("a.png", Data("old a".utf8)), ("report.md", Data("old".utf8))], into: folder)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/other.txt"))
            // A name that is a folder fails after the first file is staged, like a disk that fills up.
            try FileManager.default.createDirectory(atPath: folder + "/b.png", withIntermediateDirectories: true)
            #expect(throws: GroupWriteError(path: folder + "/b.png", error: .targetIsFolder)) {
                try BundleWriter.write([("a.png", Data("new a".utf8)), ("b.png", Data("new b".utf8))], into: folder)
            }
            #expect(try contents(of: URL(fileURLWithPath: folder)) == ["a.png", "b.png", "other.txt", "report.md"])
            #expect(FileManager.default.contents(atPath: folder + "/a.png") == Data("old a".utf8))
            try FileManager.default.removeItem(atPath: folder + "/b.png")
            try BundleWriter.write([("a.png", Data("new a".utf8)), ("report.md", Data("new".utf8))], into: folder)
            #expect(FileManager.default.contents(atPath: folder + "/a.png") == Data("new a".utf8))
            #expect(FileManager.default.contents(atPath: folder + "/report.md") == Data("new".utf8))
            #expect(
                try contents(of: URL(fileURLWithPath: folder)) == ["a.png", "other.txt", "report.md"], "no staging left"
            )
        }
    }

    /// Item 8: stale temporaries of charts and exports (a writer killed with SIGKILL) are removed by the next write
    /// of that file, as the log's always were; a live process's are kept.
    @Test func staleTemporariesOfAnyFileAreRemoved() async throws {
        let ended = try await endedProcessID()
        try withScratchDirectory { directory in
            for name in [".w.png.tmp-\(ended)-0BADF00D", ".w.png.tmp-1-12345678"] {
                try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
            }
            try AtomicWriter.write(Data("png".utf8), to: directory.appendingPathComponent("w.png").path)
            #expect(try contents(of: directory) == [".w.png.tmp-1-12345678", "w.png"])
        }
    }
}
