// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// `TZ` (and `--tz`) read the way the C library reads `TZ`, so `date` and `shipplot` agree on today: a leading
/// `:` is dropped; a name that is a zone file (under `$TZDIR`, default /usr/share/zoneinfo, or an absolute path)
/// is that zone; anything else is a POSIX rule (`UTC+5` is five hours *west*, `JST-9`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`). Where the C library would quietly fall back to UTC (`Foo/Bar`, `garbage`), the
/// value is refused instead; an empty `TZ` is UTC, as there.
enum ZoneSetting {
    /// The zone `text` names, or why it names none (a phrase for `--tz:` or `TZ:`).
    static func zone(_ text: String, environment: [String: String]) -> ArgumentReadResult<any DayZone> {
        if text.isEmpty { return .value(TimeZone(identifier: "UTC")!) }
        let name = text.hasPrefix(":") ? String(text.dropFirst()) : text
        let folder = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        let path = name.hasPrefix("/") ? name : folder + "/" + name
        if let footer = zoneFileFooter(path) {
            if let zone = namedZone(name, path: path, folder: folder) { return .value(zone) }
            // A zone file Foundation has no name for: its rule for the years after its table, which is today's.
            if let rule = footer, let zone = POSIXTimeZone(rule) { return .value(zone) }
            return .problem("\(VisibleText.quoted(text)) is a zone file shipplot cannot read, expected a zone name")
        }
        if !text.hasPrefix(":"), let zone = POSIXTimeZone(name) { return .value(zone) }
        return .problem(unknown(text))
    }

    /// The problem phrase for a value that names no zone.
    static func unknown(_ text: String) -> String {
        "\(VisibleText.quoted(text)) is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule "
            + "like CET-1CEST,M3.5.0,M10.5.0/3"
    }

    /// Foundation's zone for a zone file: by the name given, or by its path inside the zone folder.
    private static func namedZone(_ name: String, path: String, folder: String) -> TimeZone? {
        if !name.hasPrefix("/"), let zone = TimeZone(identifier: name) { return zone }
        let resolved = KernelPath.resolve(path), base = KernelPath.resolve(folder) + "/"
        guard resolved.hasPrefix(base) else { return nil }
        return TimeZone(identifier: String(resolved.dropFirst(base.count)))
    }

    /// For a TZif file at `path` (at most 1 MiB), the POSIX rule of its footer, or `.some(nil)` when it has none;
    /// `nil` when there is no zone file there.
    private static func zoneFileFooter(_ path: String) -> String?? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 1 << 20,
            let data = FileManager.default.contents(atPath: path), data.starts(with: Array("TZif".utf8))
        else { return nil }
        // Version 2 and later end with "\n<rule>\n".
        let bytes = [UInt8](data)
        guard bytes.count > 2, bytes.last == 0x0A, let open = bytes.dropLast().lastIndex(of: 0x0A) else {
            return .some(nil)
        }
        let rule = String(decoding: bytes[(open + 1)..<(bytes.count - 1)], as: UTF8.self)
        return .some(rule.isEmpty ? nil : rule)
    }
}
