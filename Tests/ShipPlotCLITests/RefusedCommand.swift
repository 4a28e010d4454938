// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Something put in the sandbox before a command runs.
enum SandboxEntry: Sendable {
    case text(String)
    case bytes([UInt8])
    case directory
    case fifo
    case symlink(to: String)
    /// A sparse file of this many bytes: large on paper, nothing on disk.
    case sparse(Int)
}

/// One command `shipplot` must refuse: its arguments (run in a sandbox beside `log.json`, the good fixture log
/// unless `files` replaces it), the exit code, and the one line it must print on stderr. `ROOT` in the message
/// stands for the sandbox. ``expectRefused(_:sourceLocation:)`` runs it.
struct RefusedCommand: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var code: Int32
    var message: String
    /// What to create first, in order, after the fixture log (relative path → entry).
    var files: [(String, SandboxEntry)]
    /// Names the case before its arguments in test output (a group such as "item 3"), when set.
    var label: String?

    var testDescription: String {
        (label.map { $0 + ": " } ?? "") + arguments.joined(separator: " ").prefix(90)
    }

    init(
        _ arguments: [String], _ code: Int32, _ message: String, files: [(String, SandboxEntry)] = [],
        label: String? = nil
    ) {
        self.arguments = arguments
        self.code = code
        self.message = message
        self.files = files
        self.label = label
    }
}

/// Runs `command` in a fresh sandbox and checks that it was refused as it says: the exit code, exactly its one
/// line on stderr, nothing on stdout, and nothing on disk changed (no file created, removed or touched).
func expectRefused(_ command: RefusedCommand, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let box = try Sandbox()
    try box.write(Fixture.log, to: "log.json")
    try box.create(command.files)
    let before = box.snapshot()

    let (code, output) = box.run(command.arguments)

    #expect(code == command.code, sourceLocation: sourceLocation)
    #expect(
        output.stderr == command.message.replacingOccurrences(of: "ROOT", with: box.root.path) + "\n",
        sourceLocation: sourceLocation)
    #expect(output.stderr.filter { $0 == "\n" }.count == 1, "one line", sourceLocation: sourceLocation)
    #expect(output.stdout.isEmpty, "nothing on stdout", sourceLocation: sourceLocation)
    #expect(box.snapshot() == before, "nothing on disk changed", sourceLocation: sourceLocation)
}

extension Sandbox {
    /// Creates `entries` in order (folders made as needed).
    func create(_ entries: [(String, SandboxEntry)]) throws {
        for (name, entry) in entries {
            let target = path(name)
            let folder = (target as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                unlink(folder)  // `log.json/keep` replaces the fixture log with a folder.
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            unlink(target)
            switch entry {
            case .text(let text): try Data(text.utf8).write(to: URL(fileURLWithPath: target))
            case .bytes(let bytes): try Data(bytes).write(to: URL(fileURLWithPath: target))
            case .directory: try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            case .fifo: try #require(mkfifo(target, 0o644) == 0)
            case .symlink(let destination): try #require(symlink(destination, target) == 0)
            case .sparse(let size):
                try #require(FileManager.default.createFile(atPath: target, contents: nil))
                try #require(truncate(target, off_t(size)) == 0)
            }
        }
    }

    /// Every entry under the sandbox with its type, size, modification time and (for files up to 1 MiB) a digest of
    /// its bytes, sorted: equal snapshots mean nothing on disk changed. Never opens anything but regular files.
    func snapshot() -> [String] {
        allFiles().map { name in
            var info = stat()
            guard lstat(path(name), &info) == 0 else { return "\(name) vanished" }
            var line =
                "\(name) mode=\(String(info.st_mode, radix: 8)) size=\(info.st_size) "
                + "mtime=\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            if info.st_mode & S_IFMT == S_IFREG && info.st_size <= 1 << 20, let bytes = bytes(name) {
                line += " fnv=\(bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })"
            }
            return line
        }
    }
}
