// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// Where an app's asset catalogs are found, and each catalog read once per process.
///
/// A bundle's catalogs are the `*.xcassets` folders in its resource folder, and in that folder's subfolders (a
/// catalog inside a folder declared with `.copy`). SwiftPM ships a catalog declared `.process("Assets.xcassets")`
/// or `.copy("Assets.xcassets")` on Linux as the folder it is, in the target's resource bundle
/// (`Package_Target.resources/Assets.xcassets`, beside the executable), which `Bundle.module` names.
/// Without a bundle (`Color("Brand")`), the main bundle is searched first, then every SwiftPM resource bundle
/// beside the executable in name order, since an app's own target ships its catalog in one of those on Linux
/// where Xcode would compile it into the main bundle.
package enum AssetCatalogs {
    /// The result of looking up one name.
    package enum Lookup<Asset: Sendable>: Sendable {
        /// The asset, and the catalog it came from.
        case found(Asset, catalog: URL)
        /// An asset of that name that cannot be used, and why.
        case broken(AssetProblem)
        /// No catalog searched has the name: the catalogs searched, and their problems as a whole (a walk cut
        /// short by a loop or a limit may be why).
        case missing(searched: [URL], problems: [AssetProblem])
    }

    /// The colour set `name` from the catalogs of `bundle` (or, with `nil`, of the app; see above).
    package static func color(named name: String, in bundle: Bundle?) -> Lookup<ColorSet> {
        lookup(name, in: bundle, \.colors)
    }

    /// The image set `name` from the catalogs of `bundle` (or, with `nil`, of the app; see above).
    package static func image(named name: String, in bundle: Bundle?) -> Lookup<ImageSet> {
        lookup(name, in: bundle, \.images)
    }

    private static func lookup<Asset>(
        _ name: String, in bundle: Bundle?, _ assets: KeyPath<AssetCatalog, [String: Result<Asset, AssetProblem>]>
    ) -> Lookup<Asset> {
        let catalogs = catalogURLs(for: bundle).map(catalog(at:))
        for catalog in catalogs {
            switch catalog[keyPath: assets][name] {
            case .success(let asset)?: return .found(asset, catalog: catalog.url)
            case .failure(let problem)?: return .broken(problem)
            case nil: continue
            }
        }
        return .missing(searched: catalogs.map(\.url), problems: catalogs.flatMap(\.problems))
    }

    /// The catalog at `url`, read on first use and kept: catalogs ship with the program and do not change while it
    /// runs, and every `Color("…")` and `Image("…")` would otherwise read the files again.
    package static func catalog(at url: URL) -> AssetCatalog {
        let key = url.standardizedFileURL.path
        if let cached = cache.withLock({ $0.catalogs[key] }) { return cached }
        let loaded = AssetCatalog.load(url)
        return cache.withLock { state in
            if let raced = state.catalogs[key] { return raced }
            state.catalogs[key] = loaded
            return loaded
        }
    }

    /// The catalog folders of `bundle`, or of the app when `nil` (see the type's comment), in search order.
    package static func catalogURLs(for bundle: Bundle?) -> [URL] {
        let folders = bundle.map(resourceFolders(of:)) ?? appResourceFolders()
        let all = folders.flatMap { folder in
            let key = folder.standardizedFileURL.path
            if let cached = cache.withLock({ $0.bundleCatalogs[key] }) { return cached }
            let found = catalogs(in: folder)
            cache.withLock { $0.bundleCatalogs[key] = found }
            return found
        }
        // A bundle's `Resources` folder is both its resource folder and a subfolder of the bundle: one catalog.
        var seen: Set<String> = []
        return all.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The main bundle's resource folder, then each SwiftPM resource bundle beside the executable's (listed once).
    private static func appResourceFolders() -> [URL] {
        if let known = cache.withLock({ $0.appFolders }) { return known }
        let found = listAppResourceFolders()
        cache.withLock { $0.appFolders = found }
        return found
    }

    private static func listAppResourceFolders() -> [URL] {
        let main = Bundle.main
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: main.bundlePath)) ?? []
        let bundles = siblings.filter { $0.hasSuffix(".resources") }.sorted().compactMap { name in
            Bundle(path: main.bundleURL.appendingPathComponent(name).path)
        }
        return resourceFolders(of: main) + bundles.flatMap(resourceFolders(of:))
    }

    /// A bundle's resource folder and, when it differs, the bundle's own folder.
    private static func resourceFolders(of bundle: Bundle) -> [URL] {
        let resources = bundle.resourceURL ?? bundle.bundleURL
        return resources.standardizedFileURL == bundle.bundleURL.standardizedFileURL
            ? [resources] : [resources, bundle.bundleURL]
    }

    /// The `*.xcassets` folders in `folder` and its subfolders, in name order (at most `maximumScanned` entries
    /// looked at, so a resource folder of thousands of files stays cheap).
    private static func catalogs(in folder: URL) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        var scanned = 0
        let top = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in top where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".xcassets") {
                found.append(url)
                continue
            }
            var isFolder: ObjCBool = false
            guard scanned < maximumScanned, manager.fileExists(atPath: url.path, isDirectory: &isFolder),
                isFolder.boolValue,
                !name.hasSuffix(".resources")
            else { continue }
            let inner = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            scanned += inner.count
            found += inner.filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) }
        }
        return found
    }

    private static let maximumScanned = 10_000

    /// Parsed catalogs by path and catalog folders by resource folder, behind one lock: lookups are many and read
    /// only, a catalog is added once, and `Color("…")` is built on any thread.
    private static let cache = Mutex(CacheState())

    private struct CacheState: Sendable {
        var catalogs: [String: AssetCatalog] = [:]
        var bundleCatalogs: [String: [URL]] = [:]
        var appFolders: [URL]?
    }
}
