// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import Testing

@testable import ShipLog
@testable import ShipPlotCLI

/// Named zones are read from the system's zone files (`ZoneFile`), as the C library reads them: every offset
/// `date` shows, from before the first transition to after the table's last (the footer's rule), and each day's
/// first instant, also where a clock change skips midnight.
@Suite struct ZoneFileTests {
    /// Zones whose history holds what a reader gets wrong: half-hour and 45-minute offsets, negative daylight
    /// saving (Dublin), a skipped day (Apia), daylight saving dropped (São Paulo) and changed by decree
    /// (Casablanca), a 30-minute daylight shift (Lord Howe), changes at midnight (Havana, Beirut, Asunción).
    static let zones = [
        "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
        "Europe/Dublin", "Pacific/Apia", "America/Sao_Paulo", "Africa/Casablanca", "America/St_Johns",
        "Asia/Tehran", "America/Havana", "Asia/Beirut", "America/Asuncion", "Etc/GMT+5", "UTC",
    ]

    static func zone(_ name: String) throws -> ZoneFile {
        guard case .zone(let zone) = ZoneFile.read(path: "/usr/share/zoneinfo/" + name, identifier: name) else {
            throw ZoneTestError(description: "\(name): no zone file read")
        }
        return zone
    }

    /// Every 4 days and 5 hours from 1850 to 2100, and a second before, at and after each of the file's
    /// transitions.
    static func instants(_ zone: ZoneFile) -> [Int64] {
        let regular = stride(from: Int64(-3_786_825_600), to: 4_102_444_800, by: 4 * 86_400 + 5 * 3600).map { $0 }
        return regular + zone.transitions.flatMap { [$0 - 1, $0, $0 + 1] }
    }

    @Test(arguments: zones)
    func offsetsAgreeWithDate(_ name: String) async throws {
        let zone = try Self.zone(name)
        let instants = Self.instants(zone)
        let input = instants.map { "@\($0)" }.joined(separator: "\n") + "\n"
        let output = try #require(
            await runToolOffThePool(
                "/bin/date", ["-f", "-", "+%F %z"], environment: ["TZ": name, "PATH": "/bin:/usr/bin"], input: input))
        let lines = output.split(separator: "\n")
        #expect(lines.count == instants.count)
        var disagreements: [String] = []
        for (instant, line) in zip(instants, lines) {
            let date = Date(timeIntervalSince1970: Double(instant))
            let ours =
                "\(LogDate(date, inZone: zone)) \(TimeZoneSettingTests.offsetText(zone.secondsFromGMT(for: date)))"
            if ours != line { disagreements.append("@\(instant): date says \(line), ZoneFile \(ours)") }
        }
        #expect(
            disagreements.isEmpty, "\(name): \(disagreements.count) of \(instants.count): \(disagreements.prefix(3))")
    }

    /// A day starts at the first instant whose local date is that day: midnight, or the change that skipped it;
    /// a day the zone skipped whole (Apia's 30 December 2011) at the first instant after it.
    @Test(arguments: zones)
    func eachDayStartsWhereTheDateTurns(_ name: String) throws {
        let zone = try Self.zone(name)
        var wrong: [String] = []
        let first = LogDate(year: 1971, month: 1, day: 1)!
        for offset in 0..<(60 * 365) {
            let day = first.adding(days: offset)
            let start = zone.startOfDay(day)
            let before = start.addingTimeInterval(-1)
            if LogDate(start, inZone: zone) < day || LogDate(before, inZone: zone) >= day {
                wrong.append("\(day): \(start)")
            }
        }
        #expect(wrong.isEmpty, "\(name): \(wrong.count) days: \(wrong.prefix(3))")
    }

    /// A file that starts as a zone file and breaks off is refused by name, not read as UTC.
    @Test func aDamagedZoneFileIsRefused() throws {
        let box = try Sandbox()
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Berlin"))
        let cut = box.path("Cut")
        try whole.prefix(60).write(to: URL(fileURLWithPath: cut))
        if case .zone = ZoneFile.read(path: cut, identifier: "Cut") { Issue.record("a cut zone file was read") }
        let run = box.run(["log", "--tz", cut])
        #expect(run.code == 64)
        #expect(run.output.stderr.contains("is a zone file shipplot cannot read"), "\(run.output.stderr)")
    }

    /// The system's zone when `TZ` is unset is /etc/localtime, named by its place in the zone folder.
    @Test func theSystemZoneIsTheLocaltimeLink() throws {
        let box = try Sandbox()
        let link = box.path("localtime")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
        let zone = ZoneSetting.systemZone(environment: [:], localtime: link)
        #expect(zone.identifier == "Asia/Tokyo")
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_908_600)) == 9 * 3600)
        let missing = ZoneSetting.systemZone(environment: [:], localtime: box.path("none"))
        #expect(missing.identifier == "UTC" && missing.secondsFromGMT(for: Date()) == 0)
    }

    /// Completion offers the names the system has, and each one it offers is accepted.
    @Test func everyListedZoneIsAccepted() {
        let names = ZoneSetting.knownZones(environment: [:])
        #expect(names.contains("Europe/Berlin") && names.contains("UTC") && names.count > 300)
        let refused = names.filter { name in
            if case .value = ZoneSetting.zone(name, environment: [:]) { return false }
            return true
        }
        #expect(refused.isEmpty, "\(refused.prefix(5))")
    }
}

struct ZoneTestError: Error, CustomStringConvertible {
    var description: String
}
