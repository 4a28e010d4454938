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
        case let error as ChartError: return chartFailure(error)
        default:
            return CommandError(message: "\(error)", exitCode: .failure)
        }
    }

    /// A chart that could not be drawn or written, by where it failed.
    private static func chartFailure(_ error: ChartError) -> CommandError {
        switch error.stage {
        case .size:
            // Sizes inside each option's own range can still exceed the pixel limits together: a usage error
            // naming the options.
            return CommandError(message: "--width, --height and --scale: \(error.message)", exitCode: .usage)
        case .resolve:
            // Values the tool puts on one axis that are of different kinds came from the table it was given.
            return CommandError(message: error.message, exitCode: .dataError)
        case .output:
            return CommandError(message: error.message, exitCode: .cannotCreate)
        case .layout, .view, .render:
            // The tool arranges its own charts; these are its failures or the system's (cairo, the fonts).
            return CommandError(message: error.message, exitCode: .failure)
        }
    }
}
