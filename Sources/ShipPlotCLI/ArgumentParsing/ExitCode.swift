// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The process exit statuses of `shipplot`. Codes above 1 follow BSD `sysexits.h`, so scripts can tell
/// a mistyped command line from bad data or an unwritable output file.
///
/// This is the one place the codes are described: `--help`'s sentence, the man page's EXIT STATUS and the
/// tables of the README and `docs/cli.md` are made or checked from ``documented``.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// 0: the command did what was asked (help and `--version` also exit with this).
    case success = 0
    /// 1: a failure that fits no more specific code.
    case failure = 1
    /// 64 (`EX_USAGE`): the command line was wrong: an unknown option, a bad value, a missing argument.
    case usage = 64
    /// 65 (`EX_DATAERR`): the input data, such as the ship log or a table to chart, is malformed.
    case dataError = 65
    /// 66 (`EX_NOINPUT`): an input file does not exist or cannot be read.
    case noInput = 66
    /// 73 (`EX_CANTCREAT`): an output file cannot be created.
    case cannotCreate = 73
    /// 74 (`EX_IOERR`): standard output could not be written (full, closed, a broken pipe).
    case ioError = 74

    /// A few words for `--help`'s one sentence: `usage error`.
    public var summary: String {
        switch self {
        case .success: "ok"
        case .failure: "failure"
        case .usage: "usage error"
        case .dataError: "bad data"
        case .noInput: "input missing"
        case .cannotCreate: "output cannot be created"
        case .ioError: "stdout cannot be written"
        }
    }

    /// What the code means in full, for the man page and the documentation's tables; `code spans` in backquotes,
    /// as Markdown writes them.
    public var meaning: String {
        switch self {
        case .success:
            "done (also when a change was saved but printing its summary failed: a warning on stderr says so)"
        case .failure: "failure (for example, `remove` of a day with nothing logged)"
        case .usage:
            "usage: an unknown option, step or field, a bad value, a future date, an argument that is not UTF-8, an "
                + "output that is one of the log's files"
        case .dataError: "bad data: a malformed log, import file or table to chart"
        case .noInput: "input missing or unreadable (including a closed stdin for `import -`)"
        case .cannotCreate: "the output cannot be created, or would be too large to read back"
        case .ioError:
            "stdout cannot be written: full (`>/dev/full`), closed (`>&-`), or a broken pipe with SIGPIPE ignored"
        }
    }

    /// The status of a process ended by a terminating signal, which no case can hold: 128 + the signal's number.
    public static let signalled = ReferenceEntry(
        "128 + N", "ended by signal N (130 SIGINT, 141 SIGPIPE, 143 SIGTERM, …); no partial file is left",
        summary: "ended by signal N (130 Ctrl-C)")

    /// Every status the tool documents, in order: each case, then ``signalled``.
    public static var documented: [ReferenceEntry] {
        allCases.map { ReferenceEntry(String($0.rawValue), $0.meaning, summary: $0.summary) } + [signalled]
    }
}
