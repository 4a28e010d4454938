// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// A failure a command reports: one line for stderr and the exit code that goes with it.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    var exitCode: ExitCode

    var description: String { message }

    /// Maps any error a command can hit to its one-line message and exit code.
    static func from(_ error: Error) -> CommandError {
        switch error {
        case let error as CommandError: return error
        case let error as UsageError: return CommandError(message: error.message, exitCode: .usage)
        case let error as ShipLogError:
            let code: ExitCode
            switch error.kind {
            case .badData: code = .dataError
            case .missingInput: code = .noInput
            case .cannotWrite: code = .cannotCreate
            case .usage: code = .usage
            }
            return CommandError(message: error.description, exitCode: code)
        case let error as ChartError where error.stage == "layout":
            // The tool's charts are fixed; a layout refusal is the size limit (pixels a side, megapixels), which
            // sizes inside each option's own range can still exceed together: a usage error naming the options.
            return CommandError(message: "--width, --height and --scale: \(error.message)", exitCode: .usage)
        case let error as ChartError:
            return CommandError(message: error.message, exitCode: error.stage == "output" ? .cannotCreate : .failure)
        default:
            return CommandError(message: "\(error)", exitCode: .failure)
        }
    }
}
