// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The plain build of a fuzz target: replays corpus files through the target's check, so CI builds and runs the
/// targets without libFuzzer. Built with `-sanitize=fuzzer -DSHIPPLOT_LIBFUZZER`, a target exports
/// `LLVMFuzzerTestOneInput` instead and libFuzzer supplies `main` (see Scripts/reliability.sh).
public enum FuzzReplay {
    /// Runs `check` on each file named in `CommandLine.arguments` (a folder means every file in it, in name order),
    /// or on every file of `Fuzz/corpus/<corpus>` when none is named; prints how many inputs were replayed.
    /// A failed check stops the process, as it would under libFuzzer.
    public static func main(corpus: String, filePath: String = #filePath, _ check: (Data) -> Void) -> Never {
        var paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty {
            let fuzz = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            paths = [fuzz.appendingPathComponent("corpus").appendingPathComponent(corpus).path]
        }
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    exit(1)
                }
                check(data)
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s"), no failures")
        exit(0)
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [path] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    /// Stops with a message when an invariant fails; libFuzzer saves the input that did it.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError(message()) }
    }
}

#if SHIPPLOT_LIBFUZZER
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// The libFuzzer build's entry point. SwiftPM links an executable's `main` to `<Module>_main`, so each target
    /// defines that symbol and hands its arguments and callback to libFuzzer's driver here.
    public func runFuzzer(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt {
        var count = argc
        var vector = argv
        return runDriver(&count, &vector, callback)
    }
#endif
