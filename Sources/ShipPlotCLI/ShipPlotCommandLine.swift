import Foundation

/// The `shipplot` tool: its command table and the entry point that runs a command line in-process.
public enum ShipPlotCommandLine {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    /// Every command, its options and examples; help, parsing and completion scripts all come from here.
    public static let tool = ToolSpec(
        version: version,
        abstract: "Keep a ship log of release-prep steps and chart it for release notes.",
        commands: [WeekCommand.spec],
        examples: [UsageExample("shipplot week --mark line --smooth -o week.png", "Chart the last 7 days as a smooth line.")])

    /// Runs `arguments` (without the program name) and returns the exit code. Errors are printed as one line on
    /// stderr: `shipplot: <problem>`.
    public static func main(arguments: [String], io: CommandIO = .standard()) -> Int32 {
        do {
            switch try tool.resolve(arguments) {
            case .help(let text):
                io.writeOutput(Data(text.utf8))
                return ExitCode.success.rawValue
            case .version(let text):
                io.writeOutput(Data(text.utf8))
                return ExitCode.success.rawValue
            case .command(let name, let args):
                do {
                    try run(name, args, io: io)
                } catch var usage as UsageError where usage.command == nil {
                    usage.command = name
                    throw usage
                }
                return ExitCode.success.rawValue
            }
        } catch {
            let failure = CommandError.from(error)
            var line = "shipplot: \(failure.message)"
            if let usage = error as? UsageError {
                let help = usage.command.map { "shipplot \($0) --help" } ?? "shipplot --help"
                line = "shipplot\(usage.command.map { " " + $0 } ?? ""): \(usage.message) (see \(help))"
            }
            io.note(line)
            return failure.exitCode.rawValue
        }
    }

    private static func run(_ name: String, _ args: ParsedArguments, io: CommandIO) throws {
        switch name {
        case WeekCommand.spec.name: try WeekCommand.run(args, io: io)
        default: throw CommandError(message: "command \(name) is not implemented", exitCode: .failure)
        }
    }
}
