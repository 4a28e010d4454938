import Foundation
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
    /// Tests only: sees each chart's renderer before it is drawn, so structural goldens can record the chart
    /// the command built. `nil` (the default) outside tests.
    var willRender: (@Sendable (ChartRenderer) -> Void)?

    /// An IO with every part given; `now` defaults to the system clock, `readInput` to empty input.
    public init(environment: [String: String], currentDirectory: URL,
                writeOutput: @escaping @Sendable (Data) -> Void, writeError: @escaping @Sendable (String) -> Void,
                errorIsTerminal: Bool = false, now: @escaping @Sendable () -> Date = { Date() },
                readInput: @escaping @Sendable (_ limit: Int) -> Data? = { _ in Data() }) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.now = now
        self.readInput = readInput
    }

    /// The process's real environment, working directory, stdout and stderr.
    public static func standard() -> CommandIO {
        CommandIO(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            writeOutput: { FileHandle.standardOutput.write($0) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            readInput: readStandardInput)
    }

    /// Standard input up to `limit` bytes, read in chunks; `nil` as soon as it holds more.
    private static func readStandardInput(limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return data
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return nil }
        }
    }

    /// Writes a line of text to standard output.
    func print(_ line: String) { writeOutput(Data((line + "\n").utf8)) }

    /// Writes a line of text to standard error.
    func note(_ line: String) { writeError(line + "\n") }

    /// `path` as a file URL, relative paths taken from ``currentDirectory``; `~/` expands to `HOME`.
    func url(for path: String) -> URL {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] {
            expanded = home + path.dropFirst()
        }
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
        // Relative URLs keep the path as typed, so messages name the file the way the user did.
        return URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: currentDirectory.path, isDirectory: true))
    }
}
