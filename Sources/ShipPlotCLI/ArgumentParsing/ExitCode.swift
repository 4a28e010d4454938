// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The process exit statuses of `shipplot`. Codes above 1 follow BSD `sysexits.h`, so scripts can tell
/// a mistyped command line from bad data or an unwritable output file.
public enum ExitCode: Int32, Sendable {
    /// 0: the command did what was asked (help and `--version` also exit with this).
    case success = 0
    /// 1: a failure that fits no more specific code.
    case failure = 1
    /// 64 (`EX_USAGE`): the command line was wrong: an unknown option, a bad value, a missing argument.
    case usage = 64
    /// 65 (`EX_DATAERR`): the input data, such as the ship log, is malformed.
    case dataError = 65
    /// 66 (`EX_NOINPUT`): an input file does not exist or cannot be read.
    case noInput = 66
    /// 73 (`EX_CANTCREAT`): an output file cannot be created.
    case cannotCreate = 73
    /// 74 (`EX_IOERR`): standard output could not be written (full, closed, a broken pipe).
    case ioError = 74
}
