// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

#if canImport(Glibc)
    import Glibc
#endif

/// A writer killed with SIGKILL mid-save leaves `.<log>.tmp-<pid>-<random>` behind; the next update removes it,
/// and never touches a temporary file of a process that still runs.
@Suite struct AbandonedTemporaryTests {
    @Test func updateRemovesOnlyTheTemporariesOfEndedWriters() async throws {
        let ended = try await endedProcessID()
        try withScratchDirectory { directory in
            let store = ShipLogStore(url: directory.appendingPathComponent("shiplog.json"))
            let names = [
                ".shiplog.json.tmp-\(ended)-0BADF00D",  // a killed writer's new log
                ".shiplog.json.bak.tmp-\(ended)-0BADF00D",  // and its backup
                ".shiplog.json.tmp-1-12345678",  // pid 1 runs: kept
                ".shiplog.json.tmp-\(getpid())-12345678",  // this process: kept
                ".other.json.tmp-\(ended)-12345678",  // another file's: not ours to judge
                ".shiplog.json.tmp-notapid",  // not our naming: kept
            ]
            for name in names {
                try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
            }
            try store.update { try $0.add("Metadata", on: LogDate("2026-11-28")!, today: LogDate("2026-11-28")!) }
            #expect(
                try contents(of: directory)
                    == [
                        ".other.json.tmp-\(ended)-12345678", ".shiplog.json.tmp-\(getpid())-12345678",
                        ".shiplog.json.tmp-1-12345678", ".shiplog.json.tmp-notapid", "shiplog.json",
                    ].sorted())
        }
    }

    @Test func aFailedWriteLeavesNoTemporary() throws {
        try withScratchDirectory { directory in
            let target = directory.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            #expect(throws: ShipLogError.self) { try writeFileAtomically(Data("x".utf8), to: target) }
            try FileManager.default.removeItem(at: target)
            let missing = directory.appendingPathComponent("missing/out.csv")
            #expect(throws: ShipLogError.self) {
                try writeFileAtomically(Data("x".utf8), to: missing, createFolders: false)
            }
            #expect(try contents(of: directory).isEmpty)
        }
    }
}
