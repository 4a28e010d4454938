// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// Writes the asset symbols of a target's catalogs: asset-symbol-generator OUTPUT BUNDLE-EXPRESSION CATALOG...
// Run by the AssetSymbols build-tool plugin; exits 1 with a one-line error when two assets give one symbol, 64 on
// a usage error.
import AssetCatalog
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: asset-symbol-generator OUTPUT BUNDLE-EXPRESSION CATALOG...\n".utf8))
    exit(64)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex])
let bundle = arguments[arguments.startIndex + 1]
let catalogs = arguments.dropFirst(2).map { AssetCatalog.load(URL(fileURLWithPath: $0)) }
for problem in catalogs.flatMap(\.problems) {
    FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
}
do {
    let source = try AssetSymbolsSource.generate(
        colors: Array(Set(catalogs.flatMap(\.colors.keys))), images: Array(Set(catalogs.flatMap(\.images.keys))),
        bundle: bundle)
    // Written only when it changes, so an unchanged catalog does not recompile the target.
    if (try? String(contentsOf: output, encoding: .utf8)) != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch let collision as AssetSymbolsSource.Collision {
    FileHandle.standardError.write(Data("error: \(collision)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error.localizedDescription)\n".utf8))
    exit(1)
}
