import Foundation
import Testing

@testable import ShipPlotCLI

/// The start-up shortcut that reads `/etc/localtime` instead of asking Foundation (and ICU) for the system zone.
@Suite struct SystemZoneTests {
    /// A fresh folder with a symbolic link `localtime` to `target` (or a plain file when `target` is nil).
    func link(to target: String?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("localtime").path
        if let target {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        } else {
            try Data("TZif2".utf8).write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    @Test(arguments: [
        "/usr/share/zoneinfo/Etc/UTC", "/usr/share/zoneinfo/UTC", "../usr/share/zoneinfo/Etc/UTC",
        "/usr/share/zoneinfo/Etc/Zulu", "/usr/share/zoneinfo/GMT", "/usr/share/zoneinfo/Etc/GMT+0",
    ])
    func linksToUTCAreUTC(target: String) throws {
        #expect(SystemZone.linkNamesUTC(try link(to: target)))
        // Foundation agrees: the zone the link names is UTC all year.
        let name = String(target[target.range(of: "zoneinfo/")!.upperBound...])
        let zone = try #require(TimeZone(identifier: name))
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_790_000_000)) == 0)
    }

    @Test(arguments: [
        "/usr/share/zoneinfo/Europe/Berlin", "/usr/share/zoneinfo/Etc/GMT+1", "/usr/share/zoneinfo/UTC/extra",
        "/usr/share/zoneinfo/", "/usr/share/UTC", "UTC", "/usr/share/zoneinfo/Etc/utc",
    ])
    func otherLinksAreNot(target: String) throws {
        #expect(!SystemZone.linkNamesUTC(try link(to: target)))
    }

    @Test func aCopiedZoneFileOrNoFileIsLeftToFoundation() throws {
        #expect(!SystemZone.linkNamesUTC(try link(to: nil)))
        #expect(!SystemZone.linkNamesUTC("/nonexistent/localtime"))
    }
}
