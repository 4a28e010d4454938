// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0
//
// LeakSanitizer reports bytes a program still holds when the only reference is a Swift enum's payload pointer
// with the case kept in its spare bits: `Data` (itself such an enum), or an enum of `[UInt8]` beside a class.
// A plain array or class reference is followed. No ShipPlot code involved. Build and run each case:
//   swiftc -sanitize=address Scripts/lsan-repro/data-tagged-pointer.swift -o /tmp/r
//   for c in data entry-data entry-array entry-pixels array; do echo "== $c"; /tmp/r $c 2>&1 | grep leak; done
// With Swift 6.3.1 on x86_64: "data" and "entry-data" report a 65-byte __DataStorage (direct) and its 602 bytes
// (indirect), "entry-array" a 634-byte array buffer; "entry-pixels" and "array" report nothing.
import Foundation

final class Pixels {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: 333, alignment: 8)
}
enum Entry {
    case pixels(Pixels)
    case bytes(Data)
}
enum ArrayEntry {
    case pixels(Pixels)
    case bytes([UInt8])
}

nonisolated(unsafe) var keptData: Data? = nil
nonisolated(unsafe) var keptEntries: [String: Entry] = [:]
nonisolated(unsafe) var keptArrayEntries: [String: ArrayEntry] = [:]
nonisolated(unsafe) var keptArray: [UInt8] = []

let text = String(repeating: "x", count: 602)
switch CommandLine.arguments.dropFirst().first ?? "" {
case "data": keptData = Data(text.utf8)
case "entry-data": keptEntries["a"] = .bytes(Data(text.utf8))
case "entry-pixels": keptEntries["a"] = .pixels(Pixels())
case "entry-array": keptArrayEntries["a"] = .bytes(Array(text.utf8))
case "array": keptArray = Array(text.utf8)
default: print("usage: r data|entry-data|entry-pixels|entry-array|array")
}
