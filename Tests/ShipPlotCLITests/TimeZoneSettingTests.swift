// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// `TZ` is read as the C library reads it: `date` and `shipplot` agree on today for every value libc accepts, or
/// the tool refuses the value. `UTC+5` was taken as five hours east (it is west), `JST-9` and
/// `CET-1CEST,M3.5.0,M10.5.0/3` were silently replaced by another zone.
@Suite struct TimeZoneSettingTests {
    static let accepted = [
        "UTC+5", "JST-9", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", "IST-5:30", "EST5EDT", "GMT+5", "Etc/GMT-14",
        "AEST-10AEDT,M10.1.0,M4.1.0/3", "NZST-12NZDT,M9.5.0,M4.1.0/3", "WART4WARST,J1/0,J365/25",
        "EET-2EEST,J60/0,300/3", "Europe/Berlin", ":Europe/Berlin", "America/New_York",
        "/usr/share/zoneinfo/Asia/Tokyo", "posixrules", "", "UTC",
    ]

    /// Instants across four years, every 7 hours and 13 minutes, and the hours around each zone's changes.
    static let instants: [Int] = {
        let start = 1_735_689_600  // 2025-01-01 UTC
        return stride(from: start, to: start + 4 * 365 * 86_400, by: 7 * 3600 + 13 * 60).map { $0 }
    }()

    @Test(arguments: accepted)
    func todayAgreesWithDate(_ tz: String) async throws {
        let zone: any DayZone
        switch ZoneSetting.zone(tz, environment: [:]) {
        case .value(let found): zone = found
        case .problem(let problem): Issue.record("\(tz): \(problem)"); return
        }
        let input = Self.instants.map { "@\($0)" }.joined(separator: "\n") + "\n"
        let output = try #require(
            await runToolOffThePool(
                "/bin/date", ["-f", "-", "+%F %z"], environment: ["TZ": tz, "PATH": "/bin:/usr/bin"], input: input))
        let lines = output.split(separator: "\n")
        #expect(lines.count == Self.instants.count)
        var disagreements: [String] = []
        for (instant, line) in zip(Self.instants, lines) {
            let date = Date(timeIntervalSince1970: Double(instant))
            let ours = "\(LogDate(date, inZone: zone)) \(Self.offsetText(zone.secondsFromGMT(for: date)))"
            if ours != line { disagreements.append("@\(instant): date says \(line), shipplot \(ours)") }
        }
        #expect(disagreements.isEmpty, "\(tz): \(disagreements.prefix(3))")
    }

    /// The tool itself: `log --days 1 --json` names today, for `TZ` and for `--tz`, as `date` does.
    @Test(arguments: accepted)
    func theToolsTodayAgreesWithDate(_ tz: String) async throws {
        let instants = stride(from: 1_735_689_600, to: 1_735_689_600 + 2 * 365 * 86_400, by: 11 * 86_400 + 5 * 3600 + 7)
            .map { $0 }
        let input = instants.map { "@\($0)" }.joined(separator: "\n") + "\n"
        let output = try #require(
            await runToolOffThePool(
                "/bin/date", ["-f", "-", "+%F"], environment: ["TZ": tz, "PATH": "/bin:/usr/bin"], input: input))
        let box = try Sandbox()
        var disagreements: [String] = []
        for (instant, expected) in zip(instants, output.split(separator: "\n")) {
            let now = Date(timeIntervalSince1970: Double(instant))
            for (arguments, environment) in [([String](), ["TZ": tz]), (["--tz", tz], [:])]
            where !tz.isEmpty || arguments.isEmpty {
                let run = box.run(["log", "--days", "1", "--json"] + arguments, environment: environment, now: now)
                let today =
                    run.output.stdoutText.split(separator: "\"").dropFirst(3).first.map(String.init)
                    ?? run.output.stderr
                if today != expected {
                    disagreements.append("@\(instant) \(arguments): date \(expected), shipplot \(today)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(tz): \(disagreements.prefix(3))")
    }

    /// What the C library quietly reads as UTC is refused, by `TZ` and `--tz` alike.
    @Test(arguments: ["Foo/Bar", "garbage!!", "XY5", "XXX3YYY", "UTC+25", "CET-1CEST,M13.5.0,M10.5.0", ":Foo/Bar"])
    func valuesLibcWouldTakeAsUTCAreRefused(_ tz: String) throws {
        let box = try Sandbox()
        let run = box.run(["log"], environment: ["TZ": tz])
        #expect(run.code == 64, "\(tz): \(run.output.stderr)")
        #expect(run.output.stderr.contains("is not a time zone"), "\(run.output.stderr)")
        let option = box.run(["log", "--tz", tz])
        #expect(option.code == 64, "\(tz): \(option.output.stderr)")
    }

    /// `TZ=UTC+5` in the evening: today is still today there, not tomorrow (the clock says 2026-11-28 23:30 UTC,
    /// 18:30 in UTC+5's zone).
    @Test func aWesternZoneDoesNotLogTomorrow() throws {
        let box = try Sandbox()
        let evening = Date(timeIntervalSince1970: 1_795_908_600)  // 2026-11-28 23:30 UTC
        let run = box.run(["add", "Metadata", "--log", "log.json"], environment: ["TZ": "UTC+5"], now: evening)
        #expect(run.code == 0, "\(run.output.stderr)")
        #expect(try box.log("log.json").days.map(\.date.description) == ["2026-11-28"])
        let east = box.run(["add", "Keywords", "--log", "log.json"], environment: ["TZ": "JST-9"], now: evening)
        #expect(east.code == 0, "\(east.output.stderr)")
        #expect(try box.log("log.json").days.map(\.date.description) == ["2026-11-29", "2026-11-28"])
    }

    /// Property-list dates in a rule zone: each day's first instant reads back as that day, across changes.
    @Test func propertyListsRoundTripInARuleZone() throws {
        let zone = try #require(POSIXTimeZone("CET-1CEST,M3.5.0,M10.5.0/3"))
        let days = (0..<400).map { ShipDay(date: LogDate("2026-01-01")!.adding(days: $0), steps: ["Metadata"]) }
            .filter { $0.date <= LogDate("2026-12-31")! }
        let log = try ShipLog(days: days)
        let data = try log.encoded(as: .plist, timeZone: zone)
        let back = try ShipLog.decode(
            data, format: .plist, source: "x.plist", options: ShipLogReadOptions(timeZone: zone))
        #expect(back == log)
        // Paris: the same offsets, so the same instants as Foundation's own zone.
        #expect(try log.encoded(as: .plist, timeZone: TimeZone(identifier: "Europe/Paris")!) == data)
    }

    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return sign + String(repeating: "0", count: 2 - hours.count) + hours
            + String(repeating: "0", count: 2 - rest.count) + rest
    }
}

/// Runs `executable` with `arguments`, `input` on its standard input, and waits on a thread of its own; its
/// standard output, or `nil` when it fails.
func runToolOffThePool(
    _ executable: String, _ arguments: [String], environment: [String: String], input: String = ""
) async throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputFile = folder.appendingPathComponent("in"), outputFile = folder.appendingPathComponent("out")
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = FileHandle.nullDevice
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    guard status == 0 else { return nil }
    return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
}
