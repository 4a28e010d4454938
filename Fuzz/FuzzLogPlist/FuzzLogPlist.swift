// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import FuzzSupport
import ShipLog

private let utc = TimeZone(identifier: "UTC")!

/// The property-list reader (XML and binary) on arbitrary bytes: a log or a one-line `.badData` error; a log it
/// returns has the same days after writing it as a property list and reading that back.
func check(_ data: Data) {
    FuzzReplay.checkLogReader(
        data, format: "property-list",
        read: { try ShipLog.decodePropertyList($0, source: "fuzz.plist", timeZone: utc) },
        roundTrip: {
            try ShipLog.decodePropertyList(
                try $0.encodedPropertyList(timeZone: utc), source: "again.plist", timeZone: utc)
        })
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(Data(bytes: bytes, count: count))
    return 0
}

#if SHIPPLOT_LIBFUZZER
    @_cdecl("FuzzLogPlist_main")
    func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        runFuzzer(argc, argv, fuzz)
    }
#else
    @main struct Replay {
        static func main() { FuzzReplay.main(corpus: "plist", check) }
    }
#endif
