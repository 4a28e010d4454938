// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Paths resolved the way the kernel walks them: one component at a time, following each symbolic link before
/// the next `..`. (Foundation's `standardized` and `resolvingSymlinksInPath` drop `x/..` as text first, which
/// names another file when `x` is a link.) A path resolves to one absolute spelling, so a lock, a read and a
/// save of one file always agree, whatever the spelling.
public enum KernelPath {
    /// The kernel's limit on links followed in one lookup (`ELOOP` beyond it).
    static let maximumLinks = 40

    /// The absolute, link-free path of `path`; a relative path starts at `currentDirectory` (default: the
    /// process's). Components that do not exist yet are kept as written, with `..` after them taken as text, as
    /// `mkdir -p` would create them. Once a component is not a folder, the rest is kept as written, so opening
    /// the result fails as the original would.
    public static func resolve(_ path: String, in currentDirectory: String? = nil) -> String {
        walk(path, in: currentDirectory).resolved
    }

    /// The symbolic link on the way to `path` whose target does not exist, with the target as the link spells
    /// it, or `nil` when there is none: a log on a disk that is not mounted, or a `/proc/self/fd/N` link to a
    /// deleted file ("a.json (deleted)"). Writing through such a link would create a file the user never meant to,
    /// in the bare mount point; reading through it should say why there is nothing there.
    public static func danglingLink(_ path: String, in currentDirectory: String? = nil) -> (
        link: String, target: String
    )? {
        walk(path, in: currentDirectory).dangling
    }

    /// One component at a time, as the kernel does; each pending component remembers the link whose target it
    /// came from, so the first missing one can be blamed on that link.
    private static func walk(_ path: String, in currentDirectory: String?) -> (
        resolved: String, dangling: (link: String, target: String)?
    ) {
        var resolved: [String] = []
        if !path.hasPrefix("/") {
            let base = currentDirectory ?? FileManager.default.currentDirectoryPath
            resolved = components(base.hasPrefix("/") ? resolve(base) : "/")
        }
        var pending: [(part: String, link: Int?)] = components(path).reversed().map { ($0, nil) }
        var links: [(link: String, target: String)] = []
        var exists = true
        var dangling: (link: String, target: String)?
        // `resolved` joined, kept in step with it: each component's path is this plus one more part.
        var prefix = resolved.isEmpty ? "" : "/" + resolved.joined(separator: "/")
        while let (part, origin) = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty {
                    resolved.removeLast()
                    prefix = resolved.isEmpty ? "" : "/" + resolved.joined(separator: "/")
                }
                continue
            }
            let candidate = prefix + "/" + part
            var info = stat()
            if exists, lstat(candidate, &info) == 0 {
                let kind = info.st_mode & S_IFMT
                if kind == S_IFLNK, links.count < maximumLinks, let target = linkTarget(candidate) {
                    links.append((candidate, target))
                    if target.hasPrefix("/") {
                        resolved = []
                        prefix = ""
                    }
                    pending.append(contentsOf: components(target).reversed().map { ($0, links.count - 1) })
                    continue
                }
                if kind != S_IFDIR && kind != S_IFLNK && !pending.isEmpty {
                    // `file/..` fails in the kernel; keep the text so the caller's open fails the same way.
                    let rest = pending.reversed().map(\.part)
                    return ("/" + (resolved + [part] + rest).joined(separator: "/"), nil)
                }
            } else {
                if exists, let origin { dangling = links[origin] }
                exists = false
            }
            resolved.append(part)
            prefix = candidate
        }
        return ("/" + resolved.joined(separator: "/"), dangling)
    }

    /// The resolved path of a file URL. A relative URL's `path` has `x/..` removed as text (URL resolution does
    /// that), so the URL's own spelling and base are resolved instead.
    public static func resolve(_ url: URL) -> String {
        // Without a base nothing was resolved as text, and `path` is the same string at a tenth of the cost.
        guard let base = url.baseURL else { return resolve(url.path) }
        return resolve(url.relativePath, in: base.path)
    }

    /// Whether two paths name the same file: the same resolved path, or (both existing) the same inode.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        if resolve(a) == resolve(b) { return true }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Split at every `/` byte, as the kernel splits (a `/` followed by a combining mark is still a separator),
    /// and without the per-character work a split of the string's characters does.
    private static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
