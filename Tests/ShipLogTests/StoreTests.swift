// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory for one test, removed afterwards.
func withScratchDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("shiplog-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}

func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The error `body` throws, checked to be a `ShipLogError` of `kind`.
func failure(_ kind: ShipLogError.Kind, _ body: () throws -> Void) -> String? {
    do {
        try body()
        Issue.record("no error thrown")
    } catch let error as ShipLogError {
        #expect(error.kind == kind)
        return error.description
    } catch {
        Issue.record("unexpected error type: \(error)")
    }
    return nil
}

@Suite struct SaveTests {
    let today = day("2026-11-28")

    func log(_ steps: [String]) throws -> ShipLog {
        var log = ShipLog()
        try log.add(steps, on: today, today: today)
        return log
    }

    @Test func savesAndLoadsCreatingParentDirectories() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("a/b/c/shiplog.json")
            let log = try log(["Screenshots", "Metadata"])
            try log.save(to: url)
            #expect(try ShipLog.load(from: url) == log)
            #expect(try Data(contentsOf: url) == log.encoded())
            #expect(try contents(of: url.deletingLastPathComponent()) == ["shiplog.json"])
        }
    }

    @Test func keepsOneBackupAndLeavesNoTemporaryFiles() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            let first = try log(["Screenshots"])
            let second = try log(["Metadata"])
            let third = try log(["Keywords"])
            try first.save(to: url)
            try second.save(to: url)
            let store = ShipLogStore(url: url)
            #expect(try store.load() == second)
            #expect(try ShipLog.load(from: store.backupURL) == first)
            try store.save(third)
            #expect(try store.load() == third)
            #expect(try ShipLog.load(from: store.backupURL) == second)
            #expect(try contents(of: directory) == ["shiplog.json", "shiplog.json.bak"])
        }
    }

    @Test func keepsTheFilesPermissions() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            try log(["Screenshots"]).save(to: url)
            #expect(chmod(url.path, 0o600) == 0)
            try log(["Metadata"]).save(to: url)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test func followsASymbolicLink() throws {
        try withScratchDirectory { directory in
            let real = directory.appendingPathComponent("real/shiplog.json")
            let link = directory.appendingPathComponent("link.json")
            try log(["Screenshots"]).save(to: real)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
            try log(["Final QA"]).save(to: link)
            #expect(try ShipLog.load(from: real) == log(["Final QA"]))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
            #expect(try contents(of: real.deletingLastPathComponent()) == ["shiplog.json", "shiplog.json.bak"])
        }
    }

    @Test func cannotWriteUnderAFile() throws {
        try withScratchDirectory { directory in
            let blocker = directory.appendingPathComponent("notes.txt")
            try Data("x".utf8).write(to: blocker)
            let url = blocker.appendingPathComponent("shiplog.json")
            let message = failure(.cannotWrite) { try ShipLog().save(to: url) }
            #expect(message == "\(url.path): cannot write: \(blocker.path) is not a directory")
            #expect(try contents(of: directory) == ["notes.txt"])
        }
    }

    @Test func cannotWriteOverADirectory() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            let message = failure(.cannotWrite) { try ShipLog().save(to: url) }
            #expect(message == "\(url.path): is a directory, expected a file to write the log to")
            #expect(try contents(of: directory) == ["shiplog.json"])
            #expect(ShipLogError.Kind.cannotWrite.exitCode == 73)
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root may write anywhere"))
    func cannotWriteInAReadOnlyDirectory() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            try log(["Screenshots"]).save(to: url)
            #expect(chmod(directory.path, 0o500) == 0)
            defer { chmod(directory.path, 0o700) }
            let message = failure(.cannotWrite) { try log(["Metadata"]).save(to: url) }
            #expect(message == "\(url.path): cannot write: permission denied")
            #expect(try ShipLog.load(from: url) == log(["Screenshots"]))
        }
    }
}

@Suite struct LoadTests {
    @Test func aMissingFile() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            #expect(failure(.missingInput) { _ = try ShipLog.load(from: url) } == "\(url.path): no such file")
            #expect(ShipLogError.Kind.missingInput.exitCode == 66)
        }
    }

    @Test func errorsNameTheFileAsGiven() throws {
        let url = URL(
            fileURLWithPath: "no-such-dir/shiplog.json", relativeTo: URL(fileURLWithPath: "/tmp", isDirectory: true))
        #expect(failure(.missingInput) { _ = try ShipLog.load(from: url) } == "no-such-dir/shiplog.json: no such file")
    }

    @Test func aDirectory() throws {
        try withScratchDirectory { directory in
            #expect(
                failure(.missingInput) { _ = try ShipLog.load(from: directory) }
                    == "\(directory.path): is a directory, expected a ship log file")
        }
    }

    @Test func aFIFODoesNotBlock() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("pipe.json")
            #expect(mkfifo(url.path, 0o600) == 0)
            #expect(
                failure(.missingInput) { _ = try ShipLog.load(from: url) }
                    == "\(url.path): is a FIFO (named pipe), expected a regular file")
        }
    }

    @Test func aFileOverTheSizeCapIsRefusedUnread() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("huge.json")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            // Sparse: 1 GiB on paper, nothing on disk.
            #expect(truncate(url.path, 1 << 30) == 0)
            #expect(
                failure(.badData) { _ = try ShipLog.load(from: url) }
                    == "\(url.path): file is 1024 MiB, expected at most 64 MiB")
            #expect(truncate(url.path, (64 << 20) + 1) == 0)
            #expect(
                failure(.badData) { _ = try ShipLog.load(from: url) }
                    == "\(url.path): file is 64.1 MiB, expected at most 64 MiB")
            #expect(truncate(url.path, 100) == 0)
            #expect(
                failure(.badData) { _ = try ShipLog.load(from: url, maximumSize: 99) }
                    == "\(url.path): file is 100 bytes, expected at most 99 bytes")
            let data = ShipLog().encoded()
            try data.write(to: url)
            #expect(try ShipLog.load(from: url, maximumSize: data.count) == ShipLog())
        }
    }

    @Test func contentErrorsNameTheFile() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            try Data().write(to: url)
            #expect(
                failure(.badData) { _ = try ShipLog.load(from: url) }
                    == "\(url.path): empty file, expected a JSON ship log")
            try Data("{\n  \"days\": [\n    {\"date\": \"2024-02-30\", \"steps\": [\"Metadata\"]}\n  ]\n}\n".utf8)
                .write(to: url)
            #expect(
                failure(.badData) { _ = try ShipLog.load(from: url) }
                    == #"\#(url.path):3:14: days[0].date: "2024-02-30" is not a valid date, expected YYYY-MM-DD"#)
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root can read anything"))
    func anUnreadableFile() throws {
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent("shiplog.json")
            try ShipLog().save(to: url)
            #expect(chmod(url.path, 0o000) == 0)
            #expect(
                failure(.missingInput) { _ = try ShipLog.load(from: url) }
                    == "\(url.path): cannot read: permission denied")
        }
    }
}

@Suite struct StoreUpdateTests {
    let today = day("2026-11-28")

    @Test func startsFromTheFallbackWhenThereIsNoFile() throws {
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory.appendingPathComponent("logs/shiplog.json"))
            #expect(try store.load(ifMissing: ShipLog()) == ShipLog())
            let total = try store.update { log in
                try log.add("Metadata", on: today, today: today)
                return log.days.count
            }
            #expect(total == 1)
            #expect(try store.load().day(on: today)?.steps == ["Metadata"])
            #expect(
                try contents(of: directory.appendingPathComponent("logs")) == ["shiplog.json"])
        }
    }

    @Test func aFailedChangeLeavesTheFileAlone() throws {
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory.appendingPathComponent("shiplog.json"))
            try store.update { try $0.add("Metadata", on: today, today: today) }
            let before = try Data(contentsOf: store.url)
            #expect(
                failure(.usage) {
                    try store.update { log in
                        try log.add("Screenshots", on: today, today: today)
                        try log.add("Screenshots", on: today.adding(days: 1), today: today)
                    }
                } == "2026-11-29 is in the future, expected a date on or before today (2026-11-28)")
            #expect(try Data(contentsOf: store.url) == before)
            #expect(try contents(of: directory) == ["shiplog.json"])
        }
    }

    @Test func anUnchangedLogIsNotRewritten() throws {
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory.appendingPathComponent("shiplog.json"))
            try store.update { try $0.add("Metadata", on: today, today: today) }
            let removed = try store.update { $0.removeDays([today.adding(days: -3)]) }
            #expect(removed.isEmpty)
            #expect(try contents(of: directory) == ["shiplog.json"])
            try store.update { $0.removeDays([today]) }
            #expect(try store.load().isEmpty)
            #expect(try contents(of: directory) == ["shiplog.json", "shiplog.json.bak"])
        }
    }

    @Test func otherProblemsAreNotTreatedAsMissing() throws {
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory)
            #expect(
                failure(.missingInput) { _ = try store.load(ifMissing: ShipLog()) }
                    == "\(directory.path): is a directory, expected a ship log file")
        }
    }
}
