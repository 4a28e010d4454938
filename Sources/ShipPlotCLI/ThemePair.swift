// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipPlot

/// `--theme both`: every chart in the light theme as `NAME.ext` and in the dark theme as `NAME-dark.ext`, the
/// pair a `<picture>` element with `prefers-color-scheme` needs.
enum ThemePair {
    /// `week.png` → `week-dark.png`: the dark twin of a light file, in the same folder.
    static func darkPath(_ path: String) -> String {
        let ext = (path as NSString).pathExtension
        let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return base + "-dark" + (ext.isEmpty ? "" : "." + ext)
    }

    /// The file `scheme` is written to when `output` names the light one.
    static func path(_ output: String, for scheme: ColorScheme, paired: Bool) -> String {
        paired && scheme == .dark ? darkPath(output) : output
    }

    /// Writes the files of a pair (paths in one folder) together: both are staged and synced first, then
    /// renamed in with signals held, so a full disk or an interrupt leaves both old files or both new ones. The
    /// folder must exist, as for one chart; a failure names the first file and exits 73.
    static func write(_ files: [(path: String, data: Data)], io: CommandIO) throws {
        guard let first = files.first?.path else { return }
        func fail(_ reason: String) -> CommandError {
            CommandError(message: "cannot write \(first): \(reason)", exitCode: .cannotCreate)
        }
        let url = io.url(for: first)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw fail("no such file or directory")
        }
        let named = files.map { (name: ($0.path as NSString).lastPathComponent, data: $0.data) }
        do {
            try BundleWriter.write(named, into: KernelPath.resolve(url.deletingLastPathComponent()))
        } catch {
            switch error {
            case .targetIsFolder: throw fail("is a folder, expected a file")
            case .targetNotRegular: throw fail("is not a regular file")
            case .write(let code), .backup(let code?), .cannotCreateFolder(_, let code): throw fail(reason(code))
            case .notAFolder, .backup(nil): throw fail("cannot write")
            case .danglingLink, .notWritable, .ownerWouldChange, .exists: throw fail(error.reason)
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
