// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What is wrong with one asset, or with a catalog as a whole, named by the file or folder it is in.
package struct AssetProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder, from the catalog's folder on (`Assets.xcassets/Brand.colorset/Contents.json`).
    package var path: String
    /// What is wrong, as a clause (`"colors[0].color.components.red" is "1.5", outside 0...1`).
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}

/// A file read whole, only when it is a regular file of at most `limit` bytes: a catalog is input like any other,
/// and a `Contents.json` that is a FIFO, a device or a gigabyte must not hang or fill memory.
package enum BoundedFile {
    /// The bytes of `url`, or the reason they are not read.
    package static func read(_ url: URL, limit: Int) -> Result<Data, BoundedFileError> {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read one byte past the limit: a file that grew since `stat` is still refused.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return data.count > limit ? .failure(.tooLarge(bytes: data.count, limit: limit)) : .success(data)
        } catch {
            return .failure(.unreadable("\(error.localizedDescription)"))
        }
    }
}

/// Why a file was not read.
package enum BoundedFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case missing
    case notAFile
    case tooLarge(bytes: Int, limit: Int)
    case unreadable(String)

    package var description: String {
        switch self {
        case .missing: "is missing"
        case .notAFile: "is not a regular file"
        case .tooLarge(let bytes, let limit): "is \(bytes) bytes, over the limit of \(limit) bytes"
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}
