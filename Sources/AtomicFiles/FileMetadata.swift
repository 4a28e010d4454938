// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CInterruptCleanup
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Owner, group, mode and extended attributes carried from a file to its replacement, so a save by root (or
/// by another member of the group) never leaves the log unreadable to its owner.
enum FileMetadata {
    /// Gives the open file `descriptor` the owner, group and mode in `info` and the extended attributes of the
    /// file at `path`. Each part is best effort: an ordinary user cannot give a file away, and some file
    /// systems have no extended attributes; the mode is set last, because a change of owner clears set-id bits.
    static func copy(_ info: stat, from path: String, to descriptor: Int32) {
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        _ = shipplot_copy_extended_attributes(path, descriptor)
        _ = fchmod(descriptor, info.st_mode & 0o7777)
    }
}
