// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An asset catalog (`Name.xcassets`) read as Xcode writes it: its colour sets and image sets by name. Folders
/// group assets; a folder whose `Contents.json` sets `provides-namespace` prefixes its assets' names
/// (`Icons/Logo`). Other kinds of set (app icons, data sets, symbol sets) are not read.
package struct AssetCatalog: Sendable {
    /// The catalog's folder.
    package let url: URL
    /// The colour sets by name; a set that cannot be read is its problem.
    package private(set) var colors: [String: Result<ColorSet, AssetProblem>] = [:]
    /// The image sets by name, likewise.
    package private(set) var images: [String: Result<ImageSet, AssetProblem>] = [:]
    /// Problems of the catalog as a whole: a link that loops, a folder read twice, a limit reached.
    package private(set) var problems: [AssetProblem] = []

    /// The deepest folder nesting read (Xcode's catalogs are a few levels deep).
    package static let maximumDepth = 32
    /// The most folder entries looked at in one catalog.
    package static let maximumEntries = 50_000

    /// The catalog at `url`, read once, whole, within the limits above; never fails: what cannot be read is a
    /// problem, kept with the asset it concerns or with the catalog. `maximumEntries` is lowered by tests.
    package static func load(_ url: URL, maximumEntries: Int = maximumEntries) -> AssetCatalog {
        var catalog = AssetCatalog(url: url)
        var walk = CatalogWalk(root: url, maximumEntries: maximumEntries)
        walk.visit(url, path: url.lastPathComponent, namespace: "", ancestors: [], into: &catalog)
        return catalog
    }

    private init(url: URL) { self.url = url }

    fileprivate mutating func add(colorNamed name: String, _ set: Result<ColorSet, AssetProblem>, path: String) {
        guard colors[name] == nil else { return noteDuplicate("colour", name, path) }
        colors[name] = set
    }

    fileprivate mutating func add(imageNamed name: String, _ set: Result<ImageSet, AssetProblem>, path: String) {
        guard images[name] == nil else { return noteDuplicate("image", name, path) }
        images[name] = set
    }

    /// Xcode refuses two assets of one kind with one name; here the first in name order is kept.
    private mutating func noteDuplicate(_ kind: String, _ name: String, _ path: String) {
        note(AssetProblem(path: path, reason: "is a second \(kind) named \"\(name)\" (the first one found is used)"))
    }

    fileprivate mutating func note(_ problem: AssetProblem) {
        if problems.count < 32 { problems.append(problem) }
    }
}

/// The walk over a catalog's folders: depth- and entry-bounded, each folder read once by its identity on disk,
/// so a link back up the tree (or two links to one folder) can neither loop nor multiply the work.
private struct CatalogWalk {
    let root: URL
    let maximumEntries: Int
    var entries = 0
    var seen: Set<FolderIdentity> = []
    var stopped = false

    init(root: URL, maximumEntries: Int) {
        self.root = root
        self.maximumEntries = maximumEntries
    }

    mutating func visit(
        _ folder: URL, path: String, namespace: String, ancestors: [FolderIdentity], into catalog: inout AssetCatalog
    ) {
        guard !stopped else { return }
        guard let identity = FolderIdentity(folder) else {
            return catalog.note(AssetProblem(path: path, reason: "is not a folder that can be read"))
        }
        guard !seen.contains(identity) else {
            let loop = ancestors.contains(identity)
            return catalog.note(
                AssetProblem(
                    path: path,
                    reason: loop
                        ? "links back to a folder that contains it (a loop), not followed"
                        : "is a folder already read through another link, not read twice"))
        }
        guard ancestors.count < AssetCatalog.maximumDepth else {
            return catalog.note(
                AssetProblem(path: path, reason: "is nested deeper than \(AssetCatalog.maximumDepth) folders, not read")
            )
        }
        seen.insert(identity)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && name != "Contents.json" {
            entries += 1
            guard entries <= maximumEntries else {
                stopped = true
                return catalog.note(
                    AssetProblem(
                        path: root.lastPathComponent,
                        reason: "has more than \(maximumEntries) entries; the rest are not read"))
            }
            visitEntry(
                folder.appendingPathComponent(name), path: path + "/" + name, namespace: namespace,
                ancestors: ancestors + [identity], into: &catalog)
        }
    }

    private mutating func visitEntry(
        _ url: URL, path: String, namespace: String, ancestors: [FolderIdentity], into catalog: inout AssetCatalog
    ) {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        let kind = url.pathExtension
        let name = namespace + url.deletingPathExtension().lastPathComponent
        switch kind {
        case "colorset":
            catalog.add(colorNamed: name, Self.read(url, path: path, ColorSet.read), path: path)
        case "imageset":
            catalog.add(
                imageNamed: name,
                Self.read(url, path: path) { (json) throws(ContentsError) in
                    try ImageSet.read(json, folder: url, path: path)
                }, path: path)
        case "", "spriteatlas":
            visitFolder(url, path: path, namespace: namespace, ancestors: ancestors, into: &catalog)
        default:
            // App icons, data sets, symbol sets and the other kinds are not drawn by an Image or a Color.
            return
        }
    }

    /// A group folder: its assets, under its name when its `Contents.json` provides a namespace.
    private mutating func visitFolder(
        _ url: URL, path: String, namespace: String, ancestors: [FolderIdentity], into catalog: inout AssetCatalog
    ) {
        var inner = namespace
        switch ContentsJSON.read(in: url, path: path) {
        case .success(let json?):
            do {
                if try json["properties"]["provides-namespace"].bool() == true {
                    inner += url.lastPathComponent + "/"
                }
            } catch {
                catalog.note(AssetProblem(path: path + "/Contents.json", reason: error.reason))
            }
        case .success(nil): break
        case .failure(let problem): catalog.note(problem)
        }
        visit(url, path: path, namespace: inner, ancestors: ancestors, into: &catalog)
    }

    /// The set in `folder` read by `reader` from its `Contents.json`, or the problem that stops it.
    private static func read<Set>(
        _ folder: URL, path: String, _ reader: (ContentsJSON) throws(ContentsError) -> Set
    ) -> Result<Set, AssetProblem> {
        switch ContentsJSON.read(in: folder, path: path) {
        case .success(nil):
            return .failure(AssetProblem(path: path + "/Contents.json", reason: "is missing"))
        case .success(let json?):
            do {
                return .success(try reader(json))
            } catch {
                return .failure(AssetProblem(path: path + "/Contents.json", reason: error.reason))
            }
        case .failure(let problem):
            return .failure(problem)
        }
    }
}

/// A folder as the kernel knows it (device and inode), whatever links led to it.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
