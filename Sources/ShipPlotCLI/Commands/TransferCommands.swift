// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// Choosing a file format for import, export and sample: `--format`, else the file's extension.
enum FileFormatOption {
    static let option: Option<ShipLogFileFormat?> = .choice(
        "format",
        help: "The file format (default: from the extension: .json, .csv or .plist; standard input by its first "
            + "bytes; standard output json).")
    /// `-o FILE` of export and sample: no default, so a missing `-o` is named.
    static let output = Option<String?>.text(
        "output", short: "o", valueName: "FILE",
        help: "Where to write; the extension picks the format; - writes to stdout.")
    /// `--tz` with the property-list dates it also decides mentioned in its help.
    static let tz = LogOptions.tz.help(
        "Time zone of property-list dates and of today's date, e.g. Europe/Berlin (default: $TZ or the system zone).")

    static let formatsHelp =
        "JSON is the log's own format. CSV has one \"date,step\" row per logged step (the header "
        + "row is optional). The property list is what an iOS ship-log app saves: an array of dictionaries, each with "
        + "\"date\" (a date; its calendar day in --tz counts) and \"steps\" (an array of step names)."

    /// The format for `path`: `--format`, else the extension, else JSON for standard input or output.
    static func format(_ args: ParsedArguments, path: String, role: String) throws -> ShipLogFileFormat {
        if path.hasSuffix("/") {
            throw UsageError.invalidValue(
                role, problem: "\(VisibleText.quoted(path)) names a folder, expected a file name")
        }
        let ext = (path as NSString).pathExtension
        if let chosen = try args[option] {
            // `--format json -o steps.csv` is a slip: a .csv file holding JSON would mislead whoever opens it.
            if path != "-", let named = ShipLogFileFormat(pathExtension: ext), named != chosen {
                throw UsageError.invalidValue(
                    "--format",
                    problem: "\(chosen.rawValue) does not match \(VisibleText.quoted(path)), whose extension "
                        + "says \(named.rawValue), expected the two to agree (or a file name without .json, .csv or .plist)"
                )
            }
            return chosen
        }
        if path == "-" { return .json }
        guard let format = ShipLogFileFormat(pathExtension: ext) else {
            let problem = ext.isEmpty ? "has no extension" : "ends in .\(ext)"
            throw UsageError.invalidValue(
                role,
                problem: "\(VisibleText.quoted(path)) \(problem), expected .json, .csv or .plist (or give --format)"
            )
        }
        return format
    }

    /// The format of bytes piped in without `--format`, from their first bytes: `{` or `[` is JSON, `<?xml`,
    /// `<!DOCTYPE plist`, `<plist` and `bplist` a property list, anything else CSV. A byte order mark and
    /// leading white space are skipped, as the readers skip them.
    static func sniffed(_ data: Data) -> ShipLogFileFormat {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: Array("bplist".utf8)) { return .plist }
        bytes = bytes.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        guard let first = bytes.first else { return .json }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .json }
        if first == UInt8(ascii: "<") { return .plist }
        return .csv
    }

    /// `error` with a hint that its format was a guess: a piped file that is not what its first bytes suggest
    /// should lead to `--format`, not to a puzzle about why CSV was read as JSON.
    static func guessed(_ error: ShipLogError, format: ShipLogFileFormat) -> ShipLogError {
        ShipLogError(
            error.kind, source: error.source, line: error.line, column: error.column, path: error.path,
            message: error.message + " (read as \(format.rawValue) from its first bytes; give --format json, csv or "
                + "plist if it is another format)")
    }
}

/// Whether two paths name the same file, resolved the kernel's way (links, `..`, hard links), so a log is never
/// its own import or export.
func isSameFile(_ a: URL, _ b: URL) -> Bool {
    KernelPath.sameFile(KernelPath.resolve(a), KernelPath.resolve(b))
}

/// `shipplot import`: merges a file into the log.
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Merge days from a JSON, CSV or property-list file into the log.",
        discussion: "For each day a step ends up logged as many times as the larger of the two counts, so importing "
            + "the same file twice changes nothing. Steps the log does not know are added to its step list. Days "
            + "after today (an export made in a zone already in tomorrow, say) are skipped with a warning naming "
            + "them; import the file again once they have come. " + FileFormatOption.formatsHelp,
        options: [
            FileFormatOption.option.spec, dryRun.spec, LogOptions.log.spec, LogOptions.today.spec,
            FileFormatOption.tz.spec,
        ],
        positionals: [PositionalSpec("FILE", help: "The file to import; - reads standard input.")],
        examples: [
            UsageExample("shipplot import backup.json", "Merge another ship log into yours."),
            UsageExample("shipplot import steps.csv --dry-run", "See what a CSV would add."),
            UsageExample(
                "shipplot import ShipLog.plist --tz Europe/Berlin", "Import the iOS app's file, dated in Berlin."),
        ])

    static let dryRun = Option<Bool>.flag("dry-run", help: "Show what would change, and change nothing.")

    /// Files at least this large show progress on a terminal.
    static let progressThreshold = 1 << 20

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let path = args.positional("FILE") ?? "-"
        let format = try FileFormatOption.format(args, path: path, role: "FILE")
        let today = try LogOptions.today(args, io: io)
        let timeZone = try LogOptions.timeZone(args, io: io)
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        let source = path == "-" ? "stdin" : path

        let progress = ProgressLine(label: "importing \(source)", io: io)
        defer { progress.finish() }
        var options = ShipLogReadOptions(timeZone: timeZone)
        var incoming: ShipLog
        if path == "-" {
            // Standard input has no extension: without --format its first bytes decide.
            let chosen = args.isSet(FileFormatOption.option) ? format : nil
            incoming = try readStandardInput(format: chosen, options: options, progress: progress, io: io)
        } else {
            let url = io.url(for: path)
            if let what = location.collision(with: KernelPath.resolve(url)) {
                throw UsageError.invalidValue(
                    "FILE", problem: "\(VisibleText.quoted(path)) is \(what), expected another file to merge in")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: KernelPath.resolve(url))[.size] as? Int) ?? 0
            if size >= progressThreshold { options.progress = progress.report }
            incoming = try ShipLog.load(from: url, format: format, options: options)
        }
        progress.finish()
        // One day after today must not cost the whole file: the others are imported, those are named.
        let later = incoming.days.filter { $0.date > today }
        if !later.isEmpty {
            incoming.removeDays(later.map(\.date))
            let dates = later.map(\.date.description)
            io.note(
                "shipplot: warning: \(source): skipped \(later.count == 1 ? "1 day" : "\(later.count) days") after "
                    + "today (\(today)): \(dates.prefix(3).joined(separator: ", "))\(later.count > 3 ? ", …" : ""); "
                    + "import the file again once \(later.count == 1 ? "it has" : "they have") come")
        }

        let store = location.store
        // Read first, outside the lock, so a log that cannot be read is reported before anything is created.
        var current = try store.load(ifMissing: ShipLog())
        let summary: MergeSummary
        let dryRun = try args[dryRun]
        if dryRun {
            summary = current.merge(incoming)
        } else {
            summary = try store.update { $0.merge(incoming) }
            io.status.markSaved()
        }
        io.print(
            (dryRun ? "Dry run, would import " : "Imported ")
                + describe(summary, from: source, incoming: incoming))
    }

    /// The log piped in, in `format`, else the one its first bytes show (a failed guess says it was one).
    private static func readStandardInput(
        format: ShipLogFileFormat?, options: ShipLogReadOptions, progress: ProgressLine, io: CommandIO
    ) throws -> ShipLog {
        guard let data = io.readInput(ShipLog.maximumFileSize) else {
            throw ShipLogError(.badData, source: "stdin", message: "input is over 64 MiB, expected at most 64 MiB")
        }
        if let problem = io.status.inputProblem {
            throw ShipLogError(.missingInput, source: "stdin", message: "cannot read: \(problem)")
        }
        var options = options
        if data.count >= progressThreshold { options.progress = progress.report }
        let read = format ?? FileFormatOption.sniffed(data)
        do {
            return try ShipLog.decode(data, format: read, source: "stdin", options: options)
        } catch let error as ShipLogError where format == nil && error.kind == .badData {
            throw FileFormatOption.guessed(error, format: read)
        }
    }

    /// `steps.csv: 3 new days, 2 days with more steps, 40 unchanged; 11 steps added; new steps: "Press kit".`
    static func describe(_ summary: MergeSummary, from source: String, incoming: ShipLog) -> String {
        func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }
        if summary.isEmpty {
            return "\(source): nothing new (\(days(incoming.days.count)) already in the log)."
        }
        var text =
            "\(source): \(summary.newDays) new \(summary.newDays == 1 ? "day" : "days"), "
            + "\(days(summary.changedDays)) with more steps, \(summary.unchangedDays) unchanged; "
            + "\(AltText.steps(summary.addedSteps)) added"
        if !summary.newStepNames.isEmpty {
            text += "; new steps: " + summary.newStepNames.map { VisibleText.quoted($0) }.joined(separator: ", ")
        }
        return text + "."
    }
}

/// A percentage on one stderr line, rewritten in place, shown only when stderr is a terminal.
final class ProgressLine {
    private let label: String
    private let io: CommandIO
    private var shown = -1

    init(label: String, io: CommandIO) {
        self.label = label
        self.io = io
    }

    /// Shows `fraction` (0...1) as a whole percentage when it changed.
    func report(_ fraction: Double) {
        guard io.errorIsTerminal else { return }
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        guard percent != shown else { return }
        shown = percent
        io.writeError("\r\(label): \(percent)%")
    }

    /// Clears the line, if anything was shown.
    func finish() {
        guard shown >= 0 else { return }
        shown = -1
        io.writeError("\r\u{1B}[K")
    }
}

/// `shipplot export`: writes the log as JSON, CSV or a property list.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the log as JSON, CSV or a property list.",
        discussion: FileFormatOption.formatsHelp + " Property-list dates are the first instant of each day in --tz. "
            + "In CSV, a step name starting with =, +, -, @, a tab or a carriage return gets a leading ' so a "
            + "spreadsheet shows it as text instead of running it as a formula (OWASP); import removes it again.",
        options: [
            FileFormatOption.output.spec, FileFormatOption.option.spec, LogOptions.log.spec, FileFormatOption.tz.spec,
        ],
        examples: [
            UsageExample("shipplot export -o backup.json", "A copy of the log in its own format."),
            UsageExample("shipplot export -o steps.csv", "One date,step row per logged step, for a spreadsheet."),
            UsageExample(
                "shipplot export -o ShipLog.plist --tz Europe/Berlin", "The iOS app's format, dated in Berlin."),
        ])

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        guard let output = try args[FileFormatOption.output], !output.isEmpty else {
            throw UsageError("missing -o FILE, expected where to write the export (- for stdout)")
        }
        let format = try FileFormatOption.format(args, path: output, role: "--output")
        let timeZone = try LogOptions.timeZone(args, io: io)
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        let log = try location.loadExisting()
        try OutputFiles.check([output], role: "--output", reading: location.readFiles, io: io)
        let data = try log.encoded(as: format, timeZone: timeZone)
        // An export import would refuse is no backup at all.
        try ShipLog.checkReadableBack(data, source: output == "-" ? "stdout" : output, what: "the export")
        if output == "-" {
            io.writeOutput(data)
            return
        }
        let url = io.url(for: output)
        try TransferFiles.write(data, to: url, name: output, keepBackup: false)
        io.status.markSaved()
        let steps = log.days.reduce(0) { $0 + $1.total }
        io.print(
            "Wrote \(log.days.count == 1 ? "1 day" : "\(log.days.count) days") (\(AltText.steps(steps))) to \(output).")
    }
}

/// `shipplot sample`: writes the built-in sample log.
enum SampleCommand {
    static let spec = CommandSpec(
        name: "sample",
        abstract: "Write the built-in sample log (about three years of release prep).",
        discussion: "The sample is the same on every machine and ends on today (or --today). Missing folders are "
            + "created. An existing file is kept unless --force is given; a replaced file is kept as <file>.bak.",
        options: [
            FileFormatOption.output.spec, FileFormatOption.option.spec, days.spec, force.spec, LogOptions.today.spec,
            FileFormatOption.tz.spec,
        ],
        examples: [
            UsageExample("shipplot sample -o sample.json", "Write the sample, then chart it with --log sample.json."),
            UsageExample(
                "shipplot sample -o ~/.local/share/shipplot/shiplog.json",
                "Start your own log from the sample (refused if you already have one)."),
        ])

    static let days = Option<Int>.int(
        "days", help: "How many days the sample spans.", default: 1095, in: 1...ShipLog.maximumWindowDays)
    static let force = Option<Bool>.flag("force", help: "Replace FILE if it exists.")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        guard let output = try args[FileFormatOption.output], !output.isEmpty else {
            throw UsageError("missing -o FILE, expected where to write the sample (- for stdout)")
        }
        let format = try FileFormatOption.format(args, path: output, role: "--output")
        let days = try args[days]
        let today = try LogOptions.today(args, io: io)
        let timeZone = try LogOptions.timeZone(args, io: io)
        let log = ShipLog.sample(through: today, days: days)
        let data = try log.encoded(as: format, timeZone: timeZone)
        if output == "-" {
            // `sample -o - >> log.json` would append a second document to the log.
            try (try? LogLocation.named(option: nil, io: io))?.refuseStandardOutput(io: io)
            io.writeOutput(data)
            return
        }
        let url = io.url(for: output)
        // The log itself may be replaced, under its lock (`write`, which also refuses its backup).
        let onLog = (try? LogLocation.named(option: nil, io: io))?.collision(with: KernelPath.resolve(url)) != nil
        if !onLog { try OutputFiles.check([output], role: "--output", reading: [], createsFolders: true, io: io) }
        let exists = FileManager.default.fileExists(atPath: KernelPath.resolve(url))
        if exists, !(try args[force]) {
            throw CommandError(
                message: "\(output): already exists, expected a new file (add --force to replace it)",
                exitCode: .cannotCreate)
        }
        try write(data, format: format, to: output, replacing: exists, io: io)
        io.status.markSaved()
        let first = today.adding(days: -(days - 1))
        let logged = log.days.count == 1 ? "1 day" : "\(log.days.count) days"
        io.print("Wrote the sample log to \(output): \(first) to \(today), \(logged) with steps logged.")
        if exists {
            io.note("shipplot: the replaced file is kept as \(AtomicWriter.backupName(url.lastPathComponent))")
        }
    }
}

extension SampleCommand {
    /// Writes the sample to `output`. Onto the log itself (`--force`), the write takes the log's lock, so a
    /// concurrent `add` is never overwritten unseen; onto the log's backup, it is refused.
    static func write(_ data: Data, format: ShipLogFileFormat, to output: String, replacing: Bool, io: CommandIO) throws
    {
        let url = io.url(for: output)
        if let log = try? LogLocation.named(option: nil, io: io),
            let what = log.collision(with: KernelPath.resolve(url))
        {
            guard what == "the ship log itself", format == .json else {
                throw UsageError.invalidValue(
                    "--output", problem: "\(VisibleText.quoted(output)) is \(what), expected another file")
            }
            try log.store.replace(with: data)
            return
        }
        // Folders are created: the sample's main use is seeding a log at its default place, which a new user
        // does not have yet.
        try writeFileAtomically(data, to: url, keepBackup: replacing)
    }
}

/// Writing export and sample files.
enum TransferFiles {
    /// Writes atomically into an existing folder (a missing one is a mistyped path, not something to create).
    static func write(_ data: Data, to url: URL, name: String, keepBackup: Bool) throws {
        var isDirectory: ObjCBool = false
        let folder = (KernelPath.resolve(url) as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError(
                message: "cannot write \(name): no folder \((name as NSString).deletingLastPathComponent)",
                exitCode: .cannotCreate)
        }
        try writeFileAtomically(data, to: url, keepBackup: keepBackup)
    }
}
