// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import FuzzSupport
import ShipPlotCLI

/// The command line: the input is argv, words separated by NUL bytes. Resolving it gives help, a version, a
/// completion script or a parsed command, or a one-line usage error; every typed accessor of a parsed command
/// then answers or throws a one-line usage error.
func check(_ data: Data) {
    let words = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let tool = ShipPlotCommandLine.tool
    do {
        guard case .command(let name, let parsed) = try tool.resolve(words) else { return }
        guard let spec = tool.commands.first(where: { $0.name == name }) else {
            return FuzzReplay.require(false, "resolved to unknown command \(name)")
        }
        for option in spec.options {
            _ = parsed.isSet(option.name)
            switch option.kind {
            case .flag: _ = parsed.flag(option.name)
            case .repeatable: _ = parsed.values(option.name)
            case .single:
                _ = parsed.value(option.name)
                // Every reading a command may apply to a value, as the commands do after parsing.
                for read in [{ _ = try parsed.int(option.name) }, { _ = try parsed.double(option.name) }] {
                    do { try read() } catch let error as UsageError {
                        FuzzReplay.require(!error.message.contains("\n"), "usage error is not one line")
                    }
                }
            }
        }
        for positional in spec.positionals { _ = parsed.positionalValues(positional.name) }
    } catch let error as UsageError {
        FuzzReplay.require(!error.message.contains("\n"), "usage error is not one line: \(error.message)")
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
    @_cdecl("FuzzArguments_main")
    func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        runFuzzer(argc, argv, fuzz)
    }
#else
    @main struct Replay {
        static func main() { FuzzReplay.main(corpus: "arguments", check) }
    }
#endif
