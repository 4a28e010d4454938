import Foundation
import FuzzSupport
import ShipLog

/// The CSV reader on arbitrary bytes: a log or a one-line `.badData` error; a log it returns has the same days
/// after writing it as CSV and reading that back.
func check(_ data: Data) {
    do {
        let log = try ShipLog.decodeCSV(data, source: "fuzz.csv")
        let again = try ShipLog.decodeCSV(log.encodedCSV(), source: "again.csv")
        FuzzReplay.require(again.days == log.days, "CSV round trip changed the days: \(log.days.prefix(4)) became \(again.days.prefix(4))")
    } catch let error as ShipLogError {
        FuzzReplay.require(error.kind == .badData, "wrong kind: \(error)")
        FuzzReplay.require(!error.description.contains("\n"), "message is not one line")
    } catch {
        FuzzReplay.require(false, "unexpected error type: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(Data(bytes: bytes, count: count))
    return 0
}

#if SHIPPLOT_LIBFUZZER
@_cdecl("FuzzLogCSV_main")
func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
#else
@main struct Replay {
    static func main() { FuzzReplay.main(corpus: "csv", check) }
}
#endif
