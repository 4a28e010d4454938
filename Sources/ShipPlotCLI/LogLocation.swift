import Foundation
import ShipLog

/// Where the ship log lives and whether the user chose that place explicitly.
struct LogLocation {
    var url: URL
    /// True for `--log PATH`; a missing explicit log is an error, a missing default one means "use the sample".
    var explicit: Bool

    /// `--log`, else `$SHIPPLOT_LOG`, else `$XDG_DATA_HOME/shipplot/shiplog.json`,
    /// else `~/.local/share/shipplot/shiplog.json`.
    static func resolve(option: String?, io: CommandIO) throws -> LogLocation {
        if let option {
            guard !option.isEmpty else { throw UsageError.invalidValue("--log", problem: "the path is empty") }
            return LogLocation(url: io.url(for: option), explicit: true)
        }
        let env = io.environment
        if let path = env["SHIPPLOT_LOG"], !path.isEmpty {
            return LogLocation(url: io.url(for: path), explicit: false)
        }
        if let data = env["XDG_DATA_HOME"], data.hasPrefix("/") {
            return LogLocation(url: URL(fileURLWithPath: data).appendingPathComponent("shipplot/shiplog.json"), explicit: false)
        }
        guard let home = env["HOME"], !home.isEmpty else {
            throw CommandError(message: "cannot find the ship log: HOME is not set; pass --log PATH", exitCode: .usage)
        }
        return LogLocation(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/shipplot/shiplog.json"),
                           explicit: false)
    }

    /// The log at this location; when a default location has no file, the built-in sample through `today`,
    /// with a one-line notice on stderr.
    /// `activity` says what is done with it in that notice ("charting", "showing").
    func loadForReading(today: LogDate, io: CommandIO, activity: String = "charting") throws -> ShipLog {
        if !explicit && !FileManager.default.fileExists(atPath: url.path) {
            io.note("shipplot: no ship log at \(url.path); \(activity) the built-in sample (see \"shipplot sample\")")
            return ShipLog.sample(through: today)
        }
        return try ShipLog.load(from: url)
    }

    /// The log at this location for commands that need a real one (`export`, `remove`); a missing default log is
    /// explained rather than reported as a bare missing file.
    func loadExisting() throws -> ShipLog {
        if !explicit && !FileManager.default.fileExists(atPath: url.path) {
            throw CommandError(
                message: "no ship log at \(url.path) yet, expected one (log a step with \"shipplot add STEP\", "
                    + "or give --log PATH)",
                exitCode: .noInput)
        }
        return try ShipLog.load(from: url)
    }
}
