// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

extension FuzzReplay {
    /// The invariant every log reader keeps on arbitrary bytes: it returns a log or throws a one-line `.badData`
    /// error, nothing else; and a log it returns comes back with the same days after writing it in the same
    /// format and reading that (`roundTrip`).
    public static func checkLogReader(
        _ data: Data, format: String, read: (Data) throws -> ShipLog,
        roundTrip: (ShipLog) throws -> ShipLog
    ) {
        do {
            let log = try read(data)
            let again = try roundTrip(log)
            require(
                again.days == log.days,
                "\(format) round trip changed the days: \(log.days.prefix(4)) became \(again.days.prefix(4))")
        } catch let error as ShipLogError {
            require(error.kind == .badData, "wrong kind: \(error)")
            require(!error.description.contains("\n"), "message is not one line")
        } catch {
            require(false, "unexpected error type: \(error)")
        }
    }
}
