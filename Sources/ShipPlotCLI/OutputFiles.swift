// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// A file a command reads, which none of its outputs may be: the table it charts, the ship log, the log's backup.
struct ReadFile {
    /// The file's path, as given (relative to the command's folder).
    var path: String
    /// What to call it in a message: "the table being charted", "the ship log itself".
    var what: String
}

/// Every file a command writes goes through here: what an output may be is decided once (`check`), for `-o`,
/// `--theme both`'s pair, `report --markdown`'s files, exports and samples, and the files are written (`write`)
/// with one wording of what went wrong, naming the file it went wrong with.
///
/// The rule: an output is not a file the command reads, through any spelling, symbolic link or hard link, nor
/// another output of the same command; standard output (`-`) is not open on a file the command reads either
/// (`chart data.csv -o - >> data.csv`). A symbolic link is followed, as the kernel does, and the file it names
/// replaced; a link to nothing is refused. What is there must be a regular file or nothing: a folder, a FIFO, a
/// device or a socket is refused, before anything is rendered. The folder must exist, unless the command makes it.
enum OutputFiles {
    /// Refuses `outputs` (paths as given, `-` for standard output) that break the rule: a file the command reads
    /// or two outputs that are one file is a usage error (64) naming `role`; a folder, a FIFO, a device, a
    /// socket, a link to nothing or a missing folder (unless `createsFolders`) cannot be written (73).
    /// `readsStandardInput`: the command reads `-`, so no output may be the file standard input is open on
    /// (`standardInputHolds` says what it holds).
    static func check(
        _ outputs: [String], role: String, reading inputs: [ReadFile], readsStandardInput: Bool = false,
        standardInputHolds: String = "the table being charted", createsFolders: Bool = false, io: CommandIO
    ) throws {
        let resolvedInputs = inputs.map { (file: $0, path: KernelPath.resolve(io.url(for: $0.path))) }
        let standardInput = readsStandardInput ? io.inputIdentity() : nil
        var seen: [(output: String, path: String)] = []
        for output in outputs {
            if output == "-" {
                try checkStandardOutput(inputs, io: io)
                if let standardInput, io.outputIdentity() == standardInput {
                    throw UsageError(
                        "standard output is \(standardInputHolds) (standard input), expected output elsewhere")
                }
                continue
            }
            let url = io.url(for: output)
            if let dangling = KernelPath.danglingLink(url.path) {
                throw failure(output, .danglingLink(link: dangling.link, target: dangling.target))
            }
            let path = KernelPath.resolve(url)
            if let input = resolvedInputs.first(where: { KernelPath.sameFile(path, $0.path) }) {
                throw UsageError.invalidValue(
                    role, problem: "\(VisibleText.quoted(output)) is \(input.file.what), expected another file")
            }
            if let twin = seen.first(where: { KernelPath.sameFile(path, $0.path) }) {
                throw UsageError.invalidValue(
                    role,
                    problem: "\(VisibleText.quoted(output)) and \(VisibleText.quoted(twin.output)) are one file, "
                        + "expected a file of its own for each")
            }
            if let standardInput, FileIdentity(path: path) == standardInput {
                throw UsageError.invalidValue(
                    role,
                    problem:
                        "\(VisibleText.quoted(output)) is \(standardInputHolds) (standard input), expected another "
                        + "file")
            }
            seen.append((output, path))
            try checkKind(output, path: path, createsFolders: createsFolders)
        }
    }

    /// `-`: standard output open on a file the command reads would write into it (`>> data.csv`, `1<>log.json`).
    private static func checkStandardOutput(_ inputs: [ReadFile], io: CommandIO) throws {
        guard let identity = io.outputIdentity(),
            let input = inputs.first(where: { FileIdentity(path: io.url(for: $0.path).path) == identity })
        else { return }
        throw UsageError("standard output is \(input.what) (\(input.path)), expected output elsewhere")
    }

    /// What is at `path` (resolved) must be a regular file or nothing, in a folder that exists.
    private static func checkKind(_ output: String, path: String, createsFolders: Bool) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: return
            case S_IFDIR: throw failure(output, .targetIsFolder)
            default: throw failure(output, .targetNotRegular, kind: info.st_mode & S_IFMT)
            }
        }
        guard !createsFolders else { return }
        let folder = (path as NSString).deletingLastPathComponent
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            let given = (output as NSString).deletingLastPathComponent
            throw CommandError(
                message: "cannot write \(output): no folder \(given.isEmpty ? folder : given)", exitCode: .cannotCreate)
        }
    }

    /// Writes `files` atomically: one file alone, several together (all old or all new, see `BundleWriter`).
    /// A failure names the file it happened to and exits 73.
    static func write(_ files: [(path: String, data: Data)], io: CommandIO) throws {
        let resolved = files.map { (path: io.url(for: $0.path).path, data: $0.data) }
        do throws(GroupWriteError) {
            if files.count == 1 {
                do {
                    try AtomicWriter.write(
                        resolved[0].data, to: KernelPath.resolve(resolved[0].path),
                        options: AtomicWriteOptions(createFolders: false, newFileMode: 0o644))
                } catch {
                    throw GroupWriteError(path: resolved[0].path, error: error)
                }
            } else {
                try BundleWriter.write(files: resolved)
            }
        } catch {
            let given = zip(files, resolved).first { $0.1.path == error.path }?.0.path ?? error.path
            throw failure(given, error.error)
        }
    }

    /// Writes `files` (plain names) into `folder`, made when missing, all at once; failures name the file.
    static func write(_ files: [(name: String, data: Data)], into folder: String, io: CommandIO) throws {
        let resolved = io.url(for: folder).path
        do {
            try BundleWriter.write(files, into: resolved)
        } catch {
            let path = error.path.hasPrefix(resolved) ? folder + error.path.dropFirst(resolved.count) : error.path
            throw failure(path, error.error)
        }
    }

    /// `cannot write week-dark.png: is a folder, expected a file`: the one wording of an output that cannot
    /// be written (73).
    static func failure(_ output: String, _ error: AtomicWriteError, kind: mode_t? = nil) -> CommandError {
        let reason: String
        switch error {
        case .targetIsFolder: reason = "is a folder, expected a file"
        case .targetNotRegular: reason = "\(kindName(kind)), expected a regular file (or - for standard output)"
        case .notAFolder(let folder): reason = "\(VisibleText.escaped(folder)) is not a folder"
        case .write(let code), .cannotCreateFolder(_, let code), .backup(let code?):
            reason = AtomicWriteError.text(code)
        default: reason = error.reason
        }
        return CommandError(message: "cannot write \(output): \(reason)", exitCode: .cannotCreate)
    }

    private static func kindName(_ kind: mode_t?) -> String {
        switch kind {
        case S_IFIFO?: "is a FIFO (named pipe)"
        case S_IFCHR?, S_IFBLK?: "is a device"
        case S_IFSOCK?: "is a socket"
        default: "is not a regular file"
        }
    }
}
