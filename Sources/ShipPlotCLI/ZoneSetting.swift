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
        if text.isEmpty { return .value(POSIXTimeZone.utc) }
        let name = text.hasPrefix(":") ? String(text.dropFirst()) : text
        let folder = zoneFolder(environment)
        let path = name.hasPrefix("/") ? name : folder + "/" + name
        switch ZoneFile.read(path: path, identifier: zoneName(name, path: path, folder: folder)) {
        case .zone(let zone): return .value(zone)
        case .damaged: return .problem("\(VisibleText.quoted(text)) is a zone file shipplot cannot read")
        case .none: break
        }
        if !text.hasPrefix(":"), let zone = POSIXTimeZone(name) { return .value(zone) }
        return .problem(unknown(text))
    }

    /// The system's zone when `TZ` is not set, read as the C library reads it: the zone file `localtime`
    /// (named by its place in the zone folder when it links there), or UTC without one.
    static func systemZone(environment: [String: String], localtime path: String = "/etc/localtime") -> any DayZone {
        let folder = zoneFolder(environment)
        let resolved = KernelPath.resolve(path), base = KernelPath.resolve(folder) + "/"
        let name = resolved.hasPrefix(base) ? String(resolved.dropFirst(base.count)) : "localtime"
        if case .zone(let zone) = ZoneFile.read(path: path, identifier: name) { return zone }
        return POSIXTimeZone.utc
    }

    /// The zone names the system's database has, sorted: its zones and their links, as `tzdata.zi` in the zone
    /// folder lists them (`Z NAME …` and `L TARGET NAME`), else the zone files found under the folder.
    static func knownZones(environment: [String: String]) -> [String] {
        let folder = zoneFolder(environment)
        if let text = try? String(contentsOfFile: folder + "/tzdata.zi", encoding: .utf8) {
            let names = text.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                switch fields.first {
                case "Z" where fields.count > 1: return String(fields[1])
                case "L" where fields.count > 2: return String(fields[2])
                default: return nil
                }
            }
            if !names.isEmpty { return Set(names).sorted() }
        }
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { name in
            !name.hasPrefix("posix") && !name.hasPrefix("right/") && name != "localtime"
                && (FileManager.default.contents(atPath: folder + "/" + name).map {
                    $0.starts(with: Array("TZif".utf8))
                }
                    ?? false)
        }.sorted()
    }

    /// The problem phrase for a value that names no zone.
    static func unknown(_ text: String) -> String {
        "\(VisibleText.quoted(text)) is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule "
            + "like CET-1CEST,M3.5.0,M10.5.0/3"
    }

    /// `$TZDIR`, else the system's zone folder.
    private static func zoneFolder(_ environment: [String: String]) -> String {
        environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// A zone file's name for messages: its place inside the zone folder when an absolute path leads there.
    private static func zoneName(_ name: String, path: String, folder: String) -> String {
        guard name.hasPrefix("/") else { return name }
        let resolved = KernelPath.resolve(path), base = KernelPath.resolve(folder) + "/"
        return resolved.hasPrefix(base) ? String(resolved.dropFirst(base.count)) : name
    }

}
