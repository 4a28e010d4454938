// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// Where a command reads its settings and writes its output, so tests can run commands in-process.
public struct CommandIO: Sendable {
    /// Environment variables (`SHIPPLOT_LOG`, `XDG_DATA_HOME`, `HOME`, `TZ`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: URL
    /// Writes bytes to standard output (charts with `-o -`, text output).
    public var writeOutput: @Sendable (Data) -> Void
    /// Writes text to standard error (notices and errors).
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal, so progress is shown only to people.
    public var errorIsTerminal: Bool
    /// The current instant, used only to decide what "today" is when `--today` is not given.
    public var now: @Sendable () -> Date
    /// Reads standard input to its end (for `import -`); `nil` when it holds more than `limit` bytes.
    public var readInput: @Sendable (_ limit: Int) -> Data?
    /// What happened to the streams during a command (a failed write to stdout, a closed stdin) and whether the
    /// command already saved a change; shared by copies of this IO.
    public var status: CommandStatus
    /// Whether standard output is a terminal: `-o -` then previews the chart instead of writing PNG bytes, and
    /// `--preview` is refused when it is not (no escape codes into a pipe or a file). False by default.
    public var outputIsTerminal = false
    /// The device and inode standard output is open on (`fstat`), `nil` when it is not a regular file: so
    /// `-o -` into the log (`>> log.json`) is refused like `-o log.json`. `nil` by default.
    public var outputIdentity: @Sendable () -> FileIdentity? = { nil }
    /// The file standard input is open on (`fstat`), `nil` when it is not a regular file: so `chart -` of a
    /// redirected table never writes into that table. `nil` by default.
    public var inputIdentity: @Sendable () -> FileIdentity? = { nil }
    /// The terminal's size in character cells (`TIOCGWINSZ` on standard output), `nil` when it reports none.
    public var terminalSize: @Sendable () -> (columns: Int, rows: Int)? = { nil }
    /// The fonts charts fall back to for text the default family cannot draw: the system's; tests pin theirs.
    package var shaper = FallbackFonts.system
    /// Tests only: sees each chart's renderer before it is drawn, so structural goldens can record the chart
    /// the command built. `nil` (the default) outside tests.
    var willRender: (@Sendable (ChartRenderer) -> Void)?

    /// An IO with every part given; `now` defaults to the system clock, `readInput` to empty input.
    public init(
        environment: [String: String], currentDirectory: URL,
        writeOutput: @escaping @Sendable (Data) -> Void, writeError: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool = false, now: @escaping @Sendable () -> Date = { Date() },
        readInput: @escaping @Sendable (_ limit: Int) -> Data? = { _ in Data() }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.now = now
        self.readInput = readInput
        self.status = CommandStatus()
    }

    /// The process's environment, read from `environ`: each `NAME=value` split at its first `=` (the first of a
    /// name wins, as `getenv` finds it). Foundation's `ProcessInfo.environment` did the same at ~13 K
    /// instructions a variable (a character-by-character search for `=`), read three times per command.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let length = strlen(pointer)
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let text = UnsafeBufferPointer(start: bytes, count: length)
                if let equals = text.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(decoding: text[..<equals], as: UTF8.self)
                    if environment[name] == nil {
                        environment[name] = String(decoding: text[(equals + 1)...], as: UTF8.self)
                    }
                }
            }
            entry += 1
        }
        return environment
    }

    /// The process's real environment, working directory, stdout and stderr.
    ///
    /// Writes never trap: a failed write to stdout (full disk, closed, broken pipe with SIGPIPE ignored) is
    /// recorded in ``status`` and later writes are skipped; a failed write to stderr is dropped, since there is
    /// nowhere left to say so.
    public static func standard() -> CommandIO {
        let status = CommandStatus()
        var io = CommandIO(
            environment: processEnvironment(),
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            writeOutput: { data in
                guard status.outputProblem == nil else { return }
                if let code = writeAll(data, to: STDOUT_FILENO) { status.outputFailed(code) }
            },
            writeError: { text in
                var text = text
                _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
            },
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            readInput: { limit in readStandardInput(limit: limit, status: status) })
        io.status = status
        io.outputIsTerminal = isatty(STDOUT_FILENO) == 1
        io.outputIdentity = { FileIdentity(descriptor: STDOUT_FILENO) }
        io.inputIdentity = { FileIdentity(descriptor: STDIN_FILENO) }
        io.terminalSize = {
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
                return nil
            }
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return io
    }

    /// Opens `/dev/null` the wrong way round on any of stdin, stdout and stderr that is closed (`>&-`), before
    /// anything else is opened: otherwise the next file opened (the log's lock, a temporary file) would become
    /// "stdout" and receive its text. Writes to such a stdout then fail with EBADF, as on a closed one.
    public static func reserveStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Writes all of `data` to `descriptor`; the `errno` of a failure, or `nil`.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Standard input up to `limit` bytes, read in chunks; `nil` as soon as it holds more. A read error (stdin
    /// closed, a directory) is recorded in `status` rather than passed off as the end of the input.
    private static func readStandardInput(limit: Int, status: CommandStatus) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                status.inputFailed(code)
                return data
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return nil }
        }
    }

    /// Writes a one-line message to standard output, hidden characters (a newline included) escaped
    /// (``VisibleText``): every message a command prints passes here or through `note`, so a file or step name
    /// echoed in it can neither break the line nor drive the terminal.
    func print(_ line: String) { writeOutput(Self.data(VisibleText.escaped(line) + "\n")) }

    /// `text`'s UTF-8 bytes, copied in one go (Data's generic initializer from a String's UTF-8 view cost a
    /// short line ~100 K instructions).
    static func data(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { Data($0) }
    }

    /// Writes a one-line message to standard error, escaped as in `print`.
    func note(_ line: String) { writeError(VisibleText.escaped(line) + "\n") }

    /// `path` as a file URL, relative paths taken from ``currentDirectory``; `~/` expands to `HOME`.
    func url(for path: String) -> URL {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] {
            expanded = home + path.dropFirst()
        }
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
        // Relative URLs keep the path as typed, so messages name the file the way the user did.
        return URL(
            fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: currentDirectory.path, isDirectory: true))
    }
}

/// A file as the kernel knows it, device and inode: two names, or a name and an open descriptor, are one file
/// when these agree.
public struct FileIdentity: Equatable, Sendable {
    /// The device the file is on.
    public var device: UInt64
    /// The file's inode on that device.
    public var inode: UInt64

    /// The identity of the regular file at `path` (following links), `nil` when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The identity of the regular file open on `descriptor`, `nil` when it is something else (a pipe, a
    /// terminal) or closed.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
    }
}

/// What happened to a command's streams, and whether it saved a change, for the exit code: a failed write to
/// stdout is exit 74, unless a change was already saved (a saved change is never reported as a failure, so a
/// script that retries never logs twice).
public final class CommandStatus: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var output: Int32?
    private var input: Int32?
    private var saved = false

    /// A status with nothing recorded.
    public init() {}

    /// Why writing to stdout failed ("no space left on device", "bad file descriptor (stdout is closed)"), or
    /// `nil` when it did not.
    public var outputProblem: String? { lock.withLock { output }.map { Self.describe($0, stream: "stdout") } }

    /// Why reading stdin failed, or `nil` when it did not.
    public var inputProblem: String? { lock.withLock { input }.map { Self.describe($0, stream: "stdin") } }

    /// Whether the command has saved a change (the log, an export, a sample).
    public var savedChange: Bool { lock.withLock { saved } }

    /// Records the first failed write to stdout.
    public func outputFailed(_ code: Int32) { lock.withLock { if output == nil { output = code } } }

    /// Records a failed read of stdin.
    public func inputFailed(_ code: Int32) { lock.withLock { if input == nil { input = code } } }

    /// Records that the command's change is on disk.
    public func markSaved() { lock.withLock { saved = true } }

    private static func describe(_ code: Int32, stream: String) -> String {
        let text = String(cString: strerror(code))
        let reason = text.prefix(1).lowercased() + text.dropFirst()
        return code == EBADF ? "\(reason) (\(stream) is closed)" : reason
    }
}
