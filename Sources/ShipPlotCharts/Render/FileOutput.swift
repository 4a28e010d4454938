// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipPlotCore
import ShipPlotViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes chart files through the package's one atomic writer (`AtomicWriter`): the bytes go to a temporary
/// file beside the target (not synced to disk: a chart can be drawn again), and the file is renamed over the
/// target, so a reader never sees half a chart; a failed write or a terminating signal leaves no temporary file
/// and the target untouched.
enum FileOutput {
    static func write(_ data: Data, to url: URL) throws {
        func fail(_ reason: String) -> ChartError {
            ChartError(stage: .output, message: "cannot write \(url.relativePath): \(reason)")
        }
        let name = (url.path as NSString).lastPathComponent
        guard !name.isEmpty, !url.path.hasSuffix("/"), !url.hasDirectoryPath else {
            throw fail("the path names a folder, expected a file")
        }
        do {
            // Chart folders are the caller's to make; a missing one is a mistyped path.
            try AtomicWriter.write(data, to: KernelPath.resolve(url), options: AtomicWriteOptions(createFolders: false))
        } catch {
            switch error {
            case .notAFolder(let folder): throw fail("\(folder) is not a folder")
            case .cannotCreateFolder(_, let code), .write(let code), .backup(let code?):
                throw fail(String(cString: strerror(code)))
            case .targetIsFolder: throw fail(String(cString: strerror(EISDIR)))
            case .targetNotRegular: throw fail("not a regular file, expected a file to write the chart to")
            case .backup(nil): throw fail("cannot keep a backup")
            case .danglingLink, .notWritable, .ownerWouldChange, .exists: throw fail(error.reason)
            }
        }
    }
}
