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
        var resolved: [String] = []
        if !path.hasPrefix("/") {
            let base = currentDirectory ?? FileManager.default.currentDirectoryPath
            resolved = components(base.hasPrefix("/") ? resolve(base) : "/")
        }
        var pending = Array(components(path).reversed())
        var exists = true
        var links = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            var info = stat()
            if exists, lstat(candidate, &info) == 0 {
                let kind = info.st_mode & S_IFMT
                if kind == S_IFLNK, links < maximumLinks, let target = linkTarget(candidate) {
                    links += 1
                    if target.hasPrefix("/") { resolved = [] }
                    pending.append(contentsOf: components(target).reversed())
                    continue
                }
                if kind != S_IFDIR && kind != S_IFLNK && !pending.isEmpty {
                    // `file/..` fails in the kernel; keep the text so the caller's open fails the same way.
                    return "/" + (resolved + [part] + pending.reversed()).joined(separator: "/")
                }
            } else {
                exists = false
            }
            resolved.append(part)
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// The resolved path of a file URL. A relative URL's `path` has `x/..` removed as text (URL resolution does
    /// that), so the URL's own spelling and base are resolved instead.
    public static func resolve(_ url: URL) -> String {
        resolve(url.relativePath, in: url.baseURL?.path)
    }

    /// Whether two paths name the same file: the same resolved path, or (both existing) the same inode.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        if resolve(a) == resolve(b) { return true }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
