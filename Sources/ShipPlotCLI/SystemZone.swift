import Foundation

/// The host's zone as `TimeZone.current` finds it, for the one question the CLI asks at start-up: is it UTC?
enum SystemZone {
    /// The names of UTC in the zone database (`zoneinfo/Etc/UTC`, `zoneinfo/UTC`, their aliases, GMT+0).
    static let utcNames: [String] = [
        "UTC", "UCT", "Universal", "Zulu", "GMT", "GMT0", "GMT+0", "GMT-0", "Greenwich",
    ].flatMap { [$0, "Etc/" + $0] }

    /// Whether the process has no `TZ` and `/etc/localtime` names UTC: then `TimeZone.current` is UTC, and asking
    /// Foundation would load ICU's zone data only to say so.
    static func isUTC() -> Bool {
        getenv("TZ") == nil && linkNamesUTC("/etc/localtime")
    }

    /// Whether `link` is a symbolic link into a zoneinfo folder naming UTC. False whenever unsure (no link, a
    /// copied file, another zone), so the caller asks Foundation.
    static func linkNamesUTC(_ link: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { readlink(link, $0.baseAddress!, $0.count) }
        }
        guard count > 0, count < buffer.count else { return false }
        let target = Array(buffer[..<count])
        let marker = Array("zoneinfo/".utf8)
        // What follows the first "zoneinfo/" is the zone's name, as Foundation reads it.
        guard target.count > marker.count,
            let start = (0...(target.count - marker.count)).first(where: { index in
                target[index..<(index + marker.count)].elementsEqual(marker)
            })
        else { return false }
        let name = String(decoding: target[(start + marker.count)...], as: UTF8.self)
        return utcNames.contains(name)
    }
}
