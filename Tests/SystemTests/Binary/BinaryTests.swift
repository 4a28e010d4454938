// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import ShipLog
import TestSupport
import Testing

/// The built `shipplot`, when there is one.
private let binary = Shipplot.path.map { URL(fileURLWithPath: $0) }

/// A started `shipplot` process with its output collected.
private final class Run: @unchecked Sendable {
    let process = Process()
    private let out = Pipe()
    private let err = Pipe()

    init(_ arguments: [String], home: URL, input: Data? = nil) throws {
        guard let binary else {
            Issue.record("build shipplot first")
            throw CocoaError(.fileNoSuchFile)
        }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = home
        let settings = ["HOME": home.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
        process.environment = sanitizerEnvironment().merging(settings) { $1 }
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
    }

    /// Waits for the process on a thread of its own (the reads and the wait block); returns its status, stdout and
    /// stderr.
    func finish() async -> (status: Int32, stdout: Data, stderr: String) {
        await offThePool { [self] in
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, stdout, String(decoding: stderr, as: UTF8.self))
        }
    }
}

@Suite(.serialized) struct BinaryTests {
    @Test func concurrentAddsAllLand() async throws {
        let box = try Sandbox()
        let steps = ["Screenshots", "Metadata", "Keywords", "Final QA"]
        let runs = try (0..<12).map { index in
            try Run(["add", steps[index % 4], "--log", "logs/shiplog.json", "--today", "2026-11-28"], home: box.root)
        }
        var results: [(status: Int32, stdout: Data, stderr: String)] = []
        for run in runs { results.append(await run.finish()) }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let log = try box.log("logs/shiplog.json")
        let day = try #require(log.day(on: LogDate("2026-11-28")!))
        #expect(day.total == 12, "every add landed")
        for step in steps { #expect(day.steps.filter { $0 == step }.count == 3) }
        #expect(
            Set(box.allFiles()) == ["logs", "logs/shiplog.json", "logs/shiplog.json.bak"])
    }

    @Test func aNewUserGetsAChartOnStdoutAndANotice() async throws {
        let box = try Sandbox()
        let result = try await Run(
            ["week", "--mark", "line", "--smooth", "-o", "-", "--today", "2026-11-28"], home: box.root
        ).finish()
        #expect(result.status == 0)
        #expect(pngSize(result.stdout) == nil ? false : pngSize(result.stdout)! == (800, 500))
        #expect(
            result.stderr.hasPrefix(
                "shipplot: no ship log at \(box.root.path)/.local/share/shipplot/shiplog.json; charting the built-in sample"
            ))
    }

    @Test func importReadsAPipe() async throws {
        let box = try Sandbox()
        let csv = Data("date,step\n2026-11-27,Metadata\n2026-11-27,\"Final QA\"\n".utf8)
        let result = try await Run(
            ["import", "-", "--format", "csv", "--log", "l.json", "--today", "2026-11-28"], home: box.root, input: csv
        ).finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            String(decoding: result.stdout, as: UTF8.self)
                == "Imported stdin: 1 new day, 0 days with more steps, 0 unchanged; 2 steps added.\n")
        #expect(try box.log("l.json").days.first?.steps == ["Metadata", "Final QA"])
    }

    @Test func exitCodesReachTheShell() async throws {
        let box = try Sandbox()
        let usage = try await Run(["wek"], home: box.root).finish()
        #expect(usage.status == 64)
        #expect(usage.stderr == "shipplot: unknown command \"wek\" (did you mean \"week\"?) (see shipplot --help)\n")
        let missing = try await Run(["export", "--log", "none.json", "-o", "x.csv"], home: box.root).finish()
        #expect(missing.status == 66)
        #expect(missing.stderr == "shipplot: none.json: no such file\n")
        let help = try await Run(["help", "add"], home: box.root).finish()
        #expect(help.status == 0)
        #expect(String(decoding: help.stdout, as: UTF8.self).hasPrefix("Usage: shipplot add [options] STEP...\n"))
    }
}
