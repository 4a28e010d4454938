import Foundation
import FuzzSupport
import ShipLog

/// The JSON log reader on arbitrary bytes: it returns a log or a one-line `.badData` error, never anything else,
/// and a log it returns survives its own encoding unchanged.
func check(_ data: Data) {
    do {
        let log = try ShipLog.decode(data, source: "fuzz.json")
        let again = try ShipLog.decode(log.encoded(), source: "again.json")
        FuzzReplay.require(again == log, "encoding and reading back changed the log")
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
@_cdecl("FuzzLogJSON_main")
func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
#else
@main struct Replay {
    static func main() { FuzzReplay.main(corpus: "json", check) }
}
#endif
