// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// Generates the asset symbols Xcode generates (`ColorResource.brandBlue`, `ImageResource.logo`, `Color.brandBlue`)
/// from the `.xcassets` catalogs of the target it is applied to, so code written for Xcode compiles unchanged:
///
///     .executableTarget(
///         name: "App", dependencies: [.product(name: "ShipPlot", package: "ShipPlot")],
///         resources: [.process("Assets.xcassets")],
///         plugins: [.plugin(name: "AssetSymbols", package: "ShipPlot")])
///
/// The catalog must be a resource (`.process` or `.copy`) so SwiftPM ships it and `Bundle.module` finds it.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: module)
        guard !catalogs.isEmpty else { return [] }
        let shipped = module.sourceFiles.contains { $0.type == .resource && $0.url.path.contains(".xcassets") }
        if !shipped {
            Diagnostics.warning(
                "\(target.name): declare its asset catalog as a resource (.process or .copy) so SwiftPM ships it")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        let inputs = catalogs.flatMap(Self.files(in:))
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "asset-symbol-generator").url,
                arguments: [output.path, shipped ? "Foundation.Bundle.module" : "Foundation.Bundle.main"]
                    + catalogs.map(\.path),
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// The catalog folders among the target's files (SwiftPM lists a resource folder or the files inside it).
    static func catalogs(in module: SourceModuleTarget) -> [URL] {
        var found: Set<String> = []
        for file in module.sourceFiles {
            let components = file.url.pathComponents
            guard let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            found.insert(NSString.path(withComponents: Array(components[...index])))
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Every file inside a catalog, so editing any of them regenerates the symbols.
    static func files(in catalog: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = [catalog]
        while let url = walker?.nextObject() as? URL, files.count < 50_000 {
            if url.lastPathComponent == "Contents.json" { files.append(url) }
        }
        return files
    }
}
