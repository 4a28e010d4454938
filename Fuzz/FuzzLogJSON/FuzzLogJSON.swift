// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import FuzzSupport
import ShipLog

/// The JSON log reader on arbitrary bytes: it returns a log or a one-line `.badData` error, never anything else,
/// and a log it returns survives its own encoding unchanged.
func check(_ data: Data) {
    FuzzReplay.checkLogReader(
        data, format: "JSON", read: { try ShipLog.decode($0, source: "fuzz.json") },
        roundTrip: { log in
            let again = try ShipLog.decode(log.encoded(), source: "again.json")
            // JSON keeps everything, not only the days: the step list too.
            FuzzReplay.require(again == log, "encoding and reading back changed the log")
            return again
        })
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(Data(bytes: bytes, count: count))
    return 0
}

#if SHIPPLOT_LIBFUZZER
    @_cdecl("FuzzLogJSON_main")
    func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        runFuzzer(argc, argv, fuzz)
    }
#else
    @main struct Replay {
        static func main() { FuzzReplay.main(corpus: "json", check) }
    }
#endif
