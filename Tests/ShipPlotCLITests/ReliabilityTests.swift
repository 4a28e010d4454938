// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs of the built `shipplot` binary where only a real process will do: killing it, interrupting it, running
/// many at once, running it as another user. `Scripts/reliability.sh` runs the long versions by setting
/// `SHIPPLOT_KILL_LOOP_ITERATIONS` and `SHIPPLOT_CONCURRENT_ADDS`, and collects the counts written to
/// `SHIPPLOT_RELIABILITY_REPORT`.
@Suite(.serialized) struct ReliabilityTests {
    static let today = LogDate("2026-11-28")!

    /// SIGKILL at seeded random moments of `shipplot add`: after every kill the log parses and is the old version
    /// or the new one, and no logged day is lost. The next `add` removes temporaries a killed writer left.
    /// The kills must land: at least a quarter of them while `add` runs and one in 100 (at least one) mid-write,
    /// which a temporary file of the killed process left behind proves. Short of that another round runs with
    /// fresh calibration and other timings, at most ``maxSignalRounds`` rounds in all.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func killedAddsNeverLoseADay() async throws {
        let iterations = Environment.int("SHIPPLOT_KILL_LOOP_ITERATIONS") ?? 24
        let box = try Sandbox()
        let logPath = box.path("data/shiplog.json")
        try box.write(ShipLog.sample(through: Self.today), to: "data/shiplog.json")
        let add = ["add", "Metadata", "--log", logPath, "--today", "2026-11-28"]
        // One warm-up run first: the first start of a freshly built binary is much slower than the rest.
        #expect(try await ChildProcess.run(add).status == 0)

        let minimum = LandedSignals(midRun: max(1, iterations / 4), midWrite: max(1, iterations / 100))
        var stats = KillStats(), rounds = 0
        while rounds < Self.maxSignalRounds, !stats.landed.covers(minimum) {
            // Timing and signalling poll and sleep: on threads of their own, never the cooperative pool's.
            let timing = try await offThePool { try SignalTiming.calibrate(add, box: box, folder: "data") }
            var random = SplitMix64(seed: 0x5EED_0006 &+ UInt64(rounds))
            for iteration in 0..<iterations {
                try await killOnce(
                    add, at: timing.moment(round: rounds, &random), logPath: logPath, box: box,
                    iteration: rounds * iterations + iteration, stats: &stats)
            }
            rounds += 1
        }
        let final = try await ChildProcess.run(add)
        #expect(final.status == 0, "\(final.stderr)")
        #expect(box.temporaries(in: "data").isEmpty, "the next add removed what killed writers left")
        #expect(stats.losses == 0)
        #expect(
            stats.landed.midRun >= minimum.midRun,
            "\(stats.landed.midRun) of \(rounds * iterations) kills landed mid-run, expected at least \(minimum.midRun)"
        )
        #expect(
            stats.landed.midWrite >= minimum.midWrite,
            "\(stats.landed.midWrite) of \(rounds * iterations) kills landed mid-write, expected at least \(minimum.midWrite)"
        )
        Report.append(
            "kill-loop iterations=\(rounds * iterations) rounds=\(rounds) killed=\(stats.landed.midRun) "
                + "completed=\(stats.completed) killed-mid-write=\(stats.landed.midWrite) landed=\(stats.newVersions) "
                + "losses=\(stats.losses)")
    }

    /// Rounds of a signal loop at most: each further round runs only while too few signals landed.
    static let maxSignalRounds = 4

    /// One `add` killed at `moment`; the log must then parse and be the old or the new version with no day lost.
    private func killOnce(
        _ add: [String], at moment: SignalMoment, logPath: String, box: Sandbox, iteration: Int,
        stats: inout KillStats
    ) async throws {
        let before = try ShipLog.load(from: URL(fileURLWithPath: logPath))
        var after = before
        try after.add(["Metadata"], on: Self.today, today: Self.today)

        let child = try ChildProcess.start(add)
        let result = await offThePool { child.signal(SIGKILL, at: moment, box: box, folder: "data").result }
        if result.signaled { stats.landed.midRun += 1 } else { stats.completed += 1 }
        // A temporary file of this very process means the kill came between creating it and renaming it.
        if box.temporaries(in: "data").contains(where: { $0.contains(".tmp-\(child.pid)-") }) {
            stats.landed.midWrite += 1
        }
        let now: ShipLog
        do {
            now = try ShipLog.load(from: URL(fileURLWithPath: logPath))
        } catch {
            stats.losses += 1
            Issue.record("iteration \(iteration): the log no longer parses: \(error)")
            return
        }
        if now == after {
            stats.newVersions += 1
        } else if now != before {
            stats.losses += 1
            Issue.record("iteration \(iteration): the log is neither the old nor the new version")
        }
        for day in before.days where (now.day(on: day.date)?.total ?? 0) < day.total {
            stats.losses += 1
            Issue.record("iteration \(iteration): \(day.date) lost steps")
        }
        if box.exists("data/shiplog.json.bak") {
            #expect(throws: Never.self) { try ShipLog.load(from: URL(fileURLWithPath: logPath + ".bak")) }
        }
    }

    /// Twenty `add`s started at once all land: the lock serialises them and nothing is overwritten.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func concurrentAddsAllLand() async throws {
        let count = Environment.int("SHIPPLOT_CONCURRENT_ADDS") ?? 20
        let box = try Sandbox()
        let logPath = box.path("shiplog.json")
        try box.write(Fixture.log, to: "shiplog.json")
        let steps = ShipLog.standardSteps
        let children = try (0..<count).map { index in
            try ChildProcess.start(["add", steps[index % steps.count], "--log", logPath, "--today", "2026-11-28"])
        }
        var results: [ChildProcess.Result] = []
        for child in children { results.append(await offThePool { child.wait() }) }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let day = try #require(try box.log("shiplog.json").day(on: Self.today))
        #expect(day.total == count, "every add landed")
        for (index, step) in steps.enumerated() {
            #expect(day.steps.filter { $0 == step }.count == (count - index + steps.count - 1) / steps.count)
        }
        #expect(try box.log("shiplog.json").days.dropFirst() == Fixture.log.days[...], "earlier days untouched")
        #expect(box.temporaries(in: ".").isEmpty)
        Report.append("concurrent-adds started=\(count) landed=\(day.total)")
    }

    /// SIGINT or SIGTERM while a file is being written: the temporary file is removed, the target keeps its old
    /// bytes (or stays absent), and the exit code is 130 or 143. strace holds the process in the `write` of the
    /// temporary file's bytes, between creating it and renaming it, so the signal lands mid-write every time (a
    /// chart is not synced, so `fsync` is no longer a step every write takes).
    @Test(
        .enabled(if: Shipplot.path != nil && Tracer.works, "needs the built shipplot and a working strace"),
        arguments: InterruptCase.all)
    func interruptMidWriteLeavesNoPartialFile(_ run: InterruptCase) async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        if let existing = run.existing { try box.write(existing, to: run.target) }
        let before = box.snapshot()
        let arguments = run.arguments.map { $0.replacingOccurrences(of: "ROOT", with: box.root.path) }

        let tracer = try ChildProcess.start(
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=write", "-e", "inject=write:delay_enter=250000",
                Shipplot.path!,
            ] + arguments, executable: Tracer.path)
        _ = try #require(await offThePool { box.signalWriter(of: run.target, with: run.signal) }, "the write started")
        let result = await offThePool { tracer.wait() }

        #expect(result.status == 128 + run.signal, "\(result.stderr)")
        #expect(
            box.temporaries(in: (run.target as NSString).deletingLastPathComponent).isEmpty, "no temporary file left")
        #expect(box.snapshot() == before, "the target and the log are as before")
        Report.append("interrupt \(run.testDescription) status=\(result.status)")
    }

    /// SIGINT or SIGTERM at seeded moments of chart and export runs: the output is either absent or byte for byte
    /// what an uninterrupted run writes, no temporary file is left, and the exit code is 0, 130 or 143. Half the
    /// signals come at any moment, half once the output's temporary file appears. They must land: at least a
    /// quarter interrupt the run; short of that another round runs with other timings, at most
    /// ``maxSignalRounds`` rounds in all. Signals that land mid-write (the temporary file was there just before
    /// the signal, the run was interrupted, and no output appeared) are counted but not required: charts and
    /// exports are not synced to disk, so their temporary file lives for microseconds, and
    /// `interruptMidWriteLeavesNoPartialFile` holds every kind of write open with strace to signal it there.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func interruptsAtRandomMomentsLeaveWholeFilesOnly() async throws {
        let iterations = Environment.int("SHIPPLOT_INTERRUPT_LOOP_ITERATIONS") ?? 12
        let box = try Sandbox()
        try box.write(ShipLog.sample(through: Self.today), to: "log.json")
        let commands: [(arguments: [String], output: String)] = [
            (
                [
                    "week", "--log", box.path("log.json"), "--days", "90", "-o", box.path("out/w.png"), "--today",
                    "2026-11-28",
                ],
                box.path("out/w.png")
            ),
            (["export", "--log", box.path("log.json"), "-o", box.path("out/e.csv")], box.path("out/e.csv")),
        ]
        try FileManager.default.createDirectory(atPath: box.path("out"), withIntermediateDirectories: true)
        var references: [Data] = []
        for command in commands {
            #expect(try await ChildProcess.run(command.arguments).status == 0)
            references.append(try #require(FileManager.default.contents(atPath: command.output)))
        }
        let minimum = LandedSignals(midRun: max(1, iterations / 4), midWrite: 0)
        var landed = LandedSignals(), whole = 0, rounds = 0
        while rounds < Self.maxSignalRounds, !landed.covers(minimum) {
            // Calibrated on each command (it also removes their outputs), a round's seed and timings its own.
            var timings: [SignalTiming] = []
            for command in commands {
                timings.append(
                    try await offThePool {
                        try SignalTiming.calibrate(command.arguments, box: box, folder: "out", removing: command.output)
                    })
            }
            var random = SplitMix64(seed: 0x1A7E_0006 &+ UInt64(rounds))
            for iteration in 0..<iterations {
                let which = Int(random.next() % UInt64(commands.count))
                let signalNumber = random.next() % 2 == 0 ? SIGINT : SIGTERM
                let moment = timings[which].moment(round: rounds, &random)
                let child = try ChildProcess.start(commands[which].arguments)
                let (result, sawTemporary) = await offThePool {
                    child.signal(signalNumber, at: moment, box: box, folder: "out")
                }
                let label = "round \(rounds) iteration \(iteration)"
                #expect([0, 128 + signalNumber].contains(result.status), "\(label): \(result.stderr)")
                let written = FileManager.default.contents(atPath: commands[which].output)
                if result.status == 128 + signalNumber {
                    landed.midRun += 1
                    if sawTemporary && written == nil { landed.midWrite += 1 }
                }
                if let written {
                    #expect(written == references[which], "\(label): a partial or different file")
                    whole += 1
                    try FileManager.default.removeItem(atPath: commands[which].output)
                }
                #expect(box.temporaries(in: "out").isEmpty, "\(label): a temporary file was left")
            }
            rounds += 1
        }
        #expect(
            landed.midRun >= minimum.midRun,
            "\(landed.midRun) of \(rounds * iterations) signals interrupted a run, expected at least \(minimum.midRun)")
        #expect(
            landed.midWrite >= minimum.midWrite,
            "\(landed.midWrite) of \(rounds * iterations) signals landed mid-write, expected at least \(minimum.midWrite)"
        )
        Report.append(
            "interrupt-loop iterations=\(rounds * iterations) rounds=\(rounds) interrupted=\(landed.midRun) "
                + "interrupted-mid-write=\(landed.midWrite) whole-files=\(whole) partial-files=0 "
                + "temporaries-left=\(box.temporaries(in: "out").count)")
    }

    /// The durability policy: the ship log is synced to disk (the new file before its rename, then its folder),
    /// since a power cut must not lose logged days; a chart, an export and a sample are not, since they can be
    /// made again and the syncs cost more than drawing a chart. Counted with strace.
    @Test(.enabled(if: Shipplot.path != nil && Tracer.works, "needs the built shipplot and a working strace"))
    func onlyTheLogIsSyncedToDisk() async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        func syncs(_ arguments: [String]) async throws -> Int {
            let trace = box.path("trace-\(arguments[0])")
            let result = try await ChildProcess.run(
                ["-f", "-qq", "-o", trace, "-e", "trace=fsync,fdatasync,sync_file_range", Shipplot.path!]
                    + arguments, executable: Tracer.path)
            #expect(result.status == 0, "\(arguments[0]): \(result.stderr)")
            let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            return lines.filter { $0.contains("sync") && $0.contains("= 0") }.count
        }
        let log = box.path("log.json"), today = ["--today", "2026-11-28"]
        #expect(try await syncs(["week", "--log", log, "-o", box.path("w.png")] + today) == 0)
        #expect(try await syncs(["report", "--log", log, "-o", box.path("r.pdf")] + today) == 0)
        #expect(
            try await syncs(["report", "--log", log, "--markdown", box.path("notes"), "-o", box.path("n.pdf")] + today)
                == 0)
        #expect(try await syncs(["export", "--log", log, "-o", box.path("e.csv")]) == 0)
        #expect(try await syncs(["sample", "-o", box.path("s.json")] + today) == 0)
        // The new log, then its folder after the rename.
        #expect(try await syncs(["add", "Metadata", "--log", log] + today) == 2)
    }

    /// An interrupt between keeping the backup and renaming the new log over the old one: the log is whole (old or
    /// new), the backup holds the old version, nothing temporary is left.
    @Test(
        .enabled(if: Shipplot.path != nil && Tracer.works, "needs the built shipplot and a working strace"),
        arguments: [SIGINT, SIGTERM])
    func interruptBetweenBackupAndRename(_ signalNumber: Int32) async throws {
        let box = try Sandbox()
        let old = try box.write(Fixture.log, to: "log.json")
        let tracer = try ChildProcess.start(
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:delay_enter=250000:when=2",
                Shipplot.path!, "add", "Metadata", "--log", box.path("log.json"), "--today", "2026-11-28",
            ],
            executable: Tracer.path)
        // The first rename puts the backup in place; the second (held by strace) replaces the log.
        // Seen and signalled on one thread, at once: strace holds the rename for only 250 ms.
        let signalled = await offThePool { () -> Bool in
            guard box.waitUntil({ box.bytes("log.json.bak") == old }),
                let pid = box.temporaries(in: ".").first.flatMap({ pid_t($0.split(separator: "-")[1]) })
            else { return false }
            kill(pid, signalNumber)
            return true
        }
        #expect(signalled, "the backup was made, then the writer signalled")
        let result = await offThePool { tracer.wait() }

        #expect(result.status == 128 + signalNumber)
        let log = try box.log("log.json")
        var added = Fixture.log
        try added.add("Metadata", on: Self.today, today: Self.today)
        #expect(log == Fixture.log || log == added)
        #expect(box.bytes("log.json.bak") == old)
        #expect(box.temporaries(in: ".").isEmpty)
    }

    /// Files another user may not read or write, with the checks root would skip: run as `nobody`.
    @Test(
        .enabled(if: Shipplot.path != nil && Nobody.available, "needs root, setpriv and the built shipplot"),
        arguments: [
            (
                ["week", "--log", "ROOT/secret.json", "-o", "ROOT/open/w.png"], Int32(66),
                "shipplot: ROOT/secret.json: cannot read: permission denied"
            ),
            (
                ["import", "ROOT/secret.json", "--log", "ROOT/open/log.json"], 66,
                "shipplot: ROOT/secret.json: cannot read: permission denied"
            ),
            (
                ["week", "--log", "ROOT/log.json", "-o", "ROOT/closed/w.png"], 73,
                "shipplot: cannot write ROOT/closed/w.png: permission denied"
            ),
            (
                ["export", "--log", "ROOT/log.json", "-o", "ROOT/closed/out.csv"], 73,
                "shipplot: ROOT/closed/out.csv: cannot write: permission denied"
            ),
            (
                ["add", "Metadata", "--log", "ROOT/closed/log.json"], 73,
                "shipplot: ROOT/closed/log.json: cannot write: permission denied (the file is read-only to you)"
            ),
            (
                ["sample", "-o", "ROOT/closed/new/s.json"], 73,
                "shipplot: ROOT/closed/new/s.json: cannot create directory ROOT/closed/new: permission denied"
            ),
        ] as [([String], Int32, String)])
    func permissionsAreReportedAndNothingChanges(_ arguments: [String], _ code: Int32, _ message: String) async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write(Fixture.log, to: "secret.json")
        try box.write(Fixture.log, to: "closed/log.json")
        try FileManager.default.createDirectory(atPath: box.path("open"), withIntermediateDirectories: true)
        chmod(box.path("secret.json"), 0o000)
        chmod(box.path("closed"), 0o555)
        chmod(box.path("open"), 0o777)
        let before = box.snapshot()

        let result = try await ChildProcess.run(
            Nobody.prefix + [Shipplot.path!]
                + arguments.map { $0.replacingOccurrences(of: "ROOT", with: box.root.path) },
            executable: Nobody.setpriv)

        #expect(result.status == code)
        #expect(result.stderr == message.replacingOccurrences(of: "ROOT", with: box.root.path) + "\n")
        #expect(box.snapshot() == before, "nothing on disk changed")
    }

    /// §6.5 item 23: a missing or corrupt font names the package to install, and nothing is written.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func missingOrCorruptFontNamesThePackage() async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.create([
            ("fonts/DejaVuSans.ttf", .text("not a font")), ("fonts/DejaVuSans-Bold.ttf", .text("not a font")),
        ])
        let before = box.snapshot()
        let chart = ["week", "--log", box.path("log.json"), "-o", box.path("w.png"), "--today", "2026-11-28"]

        let missing = try await ChildProcess.run(chart, environment: ["SHIPPLOT_FONT_DIR": box.path("nowhere")])
        #expect(missing.status == 1)
        #expect(
            missing.stderr == "shipplot: font \(box.path("nowhere"))/Inter-Regular.otf not found; install the "
                + "fonts-inter package (or set SHIPPLOT_FONT_DIR)\n")
        let corrupt = try await ChildProcess.run(chart, environment: ["SHIPPLOT_FONT_DIR": box.path("fonts")])
        #expect(corrupt.status == 1)
        #expect(corrupt.stderr.hasSuffix("; reinstall the fonts-dejavu-core package\n"), "\(corrupt.stderr)")
        #expect(corrupt.stderr.filter { $0 == "\n" }.count == 1)
        #expect(box.snapshot() == before)
    }

    /// Hostile logs cost bounded memory: a 1 GiB sparse file, 60 MiB of NUL bytes and a FIFO are refused without
    /// reading more than the size cap, and the FIFO is never opened for a blocking read.
    @Test(
        .enabled(if: Shipplot.path != nil, "needs the built shipplot"),
        arguments: [
            ("huge.json", SandboxEntry.sparse(1 << 30), Int32(65), "file is 1024 MiB, expected at most 64 MiB"),
            ("zeros.json", .sparse(60 << 20), 65, "1:1: NUL byte, expected JSON text (is this a binary file?)"),
            ("pipe.json", .fifo, 66, "is a FIFO (named pipe), expected a regular file"),
        ] as [(String, SandboxEntry, Int32, String)])
    func hostileLogsUseBoundedMemory(_ name: String, _ entry: SandboxEntry, _ code: Int32, _ problem: String)
        async throws
    {
        let box = try Sandbox()
        try box.create([(name, entry)])
        // What the process needs anyway (runtime, libraries; far more under AddressSanitizer).
        let baseline = try await ChildProcess.run(["--version"]).maxResidentKiB
        let result = try await ChildProcess.run(["add", "Metadata", "--log", box.path(name), "--today", "2026-11-28"])
        #expect(result.status == code)
        #expect(result.stderr == "shipplot: \(box.path(name))\(problem.first == "1" ? ":" : ": ")\(problem)\n")
        // Beyond that: nothing like the 1 GiB file, and at most about two copies of a file at the 64 MiB cap.
        let extra = result.maxResidentKiB - baseline
        #expect(extra < 192 << 10, "peak \(result.maxResidentKiB) KiB, \(extra) KiB above the baseline")
        Report.append("hostile \(name) status=\(result.status) extra-peak-rss-kib=\(max(extra, 0))")
    }
}

/// One interrupted write: the command, the file it writes, and whether that file existed before.
struct InterruptCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var target: String
    var existing: String?
    var signal: Int32

    var testDescription: String { "\(signal == SIGINT ? "SIGINT" : "SIGTERM") \(arguments[0]) → \(target)" }

    static let all: [InterruptCase] = [SIGINT, SIGTERM].flatMap { signal in
        [
            InterruptCase(
                arguments: ["week", "--log", "ROOT/log.json", "-o", "ROOT/w.png", "--today", "2026-11-28"],
                target: "w.png", signal: signal),
            InterruptCase(
                arguments: ["report", "--log", "ROOT/log.json", "-o", "ROOT/r.pdf", "--today", "2026-11-28"],
                target: "r.pdf", existing: "the previous report", signal: signal),
            InterruptCase(
                arguments: ["export", "--log", "ROOT/log.json", "-o", "ROOT/out.csv"],
                target: "out.csv", existing: "date,step\n", signal: signal),
            InterruptCase(
                arguments: ["sample", "-o", "ROOT/s.json", "--today", "2026-11-28"], target: "s.json", signal: signal),
            InterruptCase(
                arguments: ["add", "Metadata", "--log", "ROOT/log.json", "--today", "2026-11-28"],
                target: "log.json", signal: signal),
        ]
    }
}

/// Counts from the kill loop.
private struct KillStats {
    var landed = LandedSignals()
    var completed = 0, newVersions = 0, losses = 0
}

/// Signals that landed while the process ran, and those among them that landed mid-write.
struct LandedSignals {
    var midRun = 0, midWrite = 0

    /// Whether both counts reach `minimum`'s.
    func covers(_ minimum: LandedSignals) -> Bool { midRun >= minimum.midRun && midWrite >= minimum.midWrite }
}

/// When to signal a run.
enum SignalMoment: Equatable {
    /// This many nanoseconds after the start.
    case after(UInt64)
    /// This many nanoseconds after the process's temporary file is first seen (polled, with no clock).
    case whenWriting(UInt64)
}

/// How long a command runs and when its temporary file first appears, measured on five runs (the write takes
/// well under a millisecond of a run of tens, so uniform moments alone would rarely land in it).
struct SignalTiming {
    /// 1.3 × the median run.
    var span: UInt64
    /// The median moment the temporary file was first seen (half the span when it never was).
    var writeStart: UInt64

    static func calibrate(_ arguments: [String], box: Sandbox, folder: String, removing output: String? = nil) throws
        -> SignalTiming
    {
        var durations: [UInt64] = [], writeStarts: [UInt64] = []
        for _ in 0..<5 {
            let start = Clock.nanoseconds()
            let child = try ChildProcess.start(arguments)
            var seen: UInt64?
            while child.poll() == nil {
                if seen == nil && !box.temporaries(in: folder).isEmpty { seen = Clock.nanoseconds() - start }
            }
            durations.append(Clock.nanoseconds() - start)
            if let seen { writeStarts.append(seen) }
            if let output { try? FileManager.default.removeItem(atPath: output) }
        }
        let span = durations.sorted()[2] * 13 / 10
        return SignalTiming(
            span: span, writeStart: writeStarts.sorted().dropFirst(writeStarts.count / 2).first ?? span / 2)
    }

    /// Half the moments anywhere in the run (round 0) or in its first half (later rounds), half aimed at the
    /// write: once the temporary file is seen (rounds 0, 2, 3, ever sooner after it), or within a few milliseconds
    /// around the calibrated write (round 1).
    func moment(round: Int, _ random: inout SplitMix64) -> SignalMoment {
        let aimed = random.next() % 2 == 0, jitter = random.next()
        guard aimed else { return .after(jitter % (round == 0 ? span : span / 2)) }
        if round == 1 {
            let delay = writeStart &- 2_000_000 &+ jitter % 5_000_000
            return .after(delay > span ? 0 : delay)
        }
        return .whenWriting(jitter % (200_000 >> round))
    }
}

extension ChildProcess {
    /// Sends `number` at `moment` and waits: the result, and whether this process's temporary file was in `folder`
    /// just before the signal. A run that ends first is not signalled.
    func signal(_ number: Int32, at moment: SignalMoment, box: Sandbox, folder: String) -> (
        result: Result, sawTemporary: Bool
    ) {
        let mine = ".tmp-\(pid)-"
        func writing() -> Bool { box.temporaries(in: folder).contains { $0.contains(mine) } }
        switch moment {
        case .after(let delay):
            Clock.sleep(nanoseconds: delay)
            let saw = writing()
            signal(number)
            return (wait(), saw)
        case .whenWriting(let delay):
            while true {
                if let ended = poll() { return (ended, false) }
                if writing() { break }
            }
            Clock.sleep(nanoseconds: delay)
            let saw = writing()
            signal(number)
            return (wait(), saw)
        }
    }
}

enum Environment {
    static func int(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Lines for the reliability script's table; nothing is written unless it asks.
enum Report {
    private static let lock = NSLock()
    static func append(_ line: String) {
        guard let path = ProcessInfo.processInfo.environment["SHIPPLOT_RELIABILITY_REPORT"] else { return }
        lock.withLock {
            let handle =
                FileHandle(forWritingAtPath: path)
                ?? {
                    _ = FileManager.default.createFile(atPath: path, contents: nil)
                    return FileHandle(forWritingAtPath: path)!
                }()
            handle.seekToEndOfFile()
            handle.write(Data((line + "\n").utf8))
            try? handle.close()
        }
    }
}

enum Clock {
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    static func sleep(nanoseconds: UInt64) {
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

/// The built `shipplot` beside the test bundle, or the binary `$SHIPPLOT_BINARY` names (the static build).
enum Shipplot {
    static let path: String? = {
        if let chosen = ProcessInfo.processInfo.environment["SHIPPLOT_BINARY"], !chosen.isEmpty { return chosen }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "shipplot"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent(".build/debug/shipplot"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()
}

/// strace, when it is installed and allowed to trace (containers may forbid ptrace).
enum Tracer {
    static let path = "/usr/bin/strace"
    static let works: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        return (try? ChildProcess.runBlocking(["-qq", "-o", "/dev/null", "/bin/true"], executable: path).status) == 0
    }()
}

/// Running as `nobody` through setpriv, possible only as root.
enum Nobody {
    static let setpriv = "/usr/bin/setpriv"
    static let prefix = ["--reuid=nobody", "--regid=nogroup", "--clear-groups"]
    static let available: Bool = {
        guard getuid() == 0, let shipplot = Shipplot.path, FileManager.default.isExecutableFile(atPath: setpriv) else {
            return false
        }
        return (try? ChildProcess.runBlocking(prefix + [shipplot, "--version"], executable: setpriv).status) == 0
    }()
}

/// A child started with posix_spawn, so it can be signalled at a precise moment and its peak memory read.
struct ChildProcess {
    struct Result {
        /// The exit code, or 128 + the signal that ended it, as a shell reports it.
        var status: Int32
        var signaled: Bool
        var stdout: String
        var stderr: String
        var maxResidentKiB: Int
    }

    let pid: pid_t
    private let output: String

    /// Starts `executable` (default: the built shipplot) with `arguments`; stdout and stderr go to temporary files.
    static func start(_ arguments: [String], executable: String? = nil, environment: [String: String] = [:]) throws
        -> ChildProcess
    {
        let program = try #require(executable ?? Shipplot.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shipplot-child-\(UUID().uuidString)"
        ).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, output + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The child starts with default signal handling, whatever the test runner did with its own.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var settings = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8", "HOME": "/nonexistent"]
        settings.merge(sanitizerSettings(traced: program == Tracer.path)) { $1 }
        settings.merge(environment) { $1 }
        let env = settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        return ChildProcess(pid: pid, output: output)
    }

    /// A sanitized test run's options for a sanitized child (Scripts/reliability.sh's ASan row): its leak
    /// suppressions, without printing them into the child's stderr, which tests compare. LeakSanitizer cannot
    /// run under ptrace (it stops the process with ptrace itself, and exits 1 saying so), so a child strace
    /// traces is checked for memory errors only. Ignored by an unsanitized child.
    static func sanitizerSettings(traced: Bool) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var settings: [String: String] = [:]
        if let leaks = inherited["LSAN_OPTIONS"] { settings["LSAN_OPTIONS"] = leaks + ":print_suppressions=0" }
        let address = [inherited["ASAN_OPTIONS"], traced ? "detect_leaks=0" : nil].compactMap { $0 }
        if !address.isEmpty { settings["ASAN_OPTIONS"] = address.joined(separator: ":") }
        return settings
    }

    /// Starts and waits.
    /// Starts and waits, blocking the calling thread: only for the one-time probes in static initializers, which
    /// cannot wait asynchronously.
    static func runBlocking(_ arguments: [String], executable: String? = nil) throws -> Result {
        try start(arguments, executable: executable).wait()
    }

    static func run(_ arguments: [String], executable: String? = nil, environment: [String: String] = [:])
        async throws -> Result
    {
        let child = try start(arguments, executable: executable, environment: environment)
        return await offThePool { child.wait() }
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// The result when the child has ended (it is then reaped), `nil` while it runs.
    func poll() -> Result? {
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return nil }
        return result(status: status, usage: usage)
    }

    func wait() -> Result {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return result(status: status, usage: usage)
    }

    private func result(status: Int32, usage: rusage) -> Result {
        let signaled = status & 0x7F != 0
        let code = signaled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        func read(_ path: String) -> String {
            defer { unlink(path) }
            return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Result(
            status: code, signaled: signaled, stdout: read(output + ".out"), stderr: read(output + ".err"),
            maxResidentKiB: usage.ru_maxrss)
    }
}

extension Sandbox {
    /// Temporary files of atomic writes (`.<name>.tmp-<pid>-<random>`) in `folder`.
    func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? [])
            .filter { $0.hasPrefix(".") && $0.contains(".tmp-") }.sorted()
    }

    /// The temporary file of a write to `target`, once it appears (polled; bounded by a count, not a clock).
    func waitForTemporary(of target: String) -> String? {
        let name = (target as NSString).lastPathComponent
        let folder = (target as NSString).deletingLastPathComponent
        var found: String?
        _ = waitUntil {
            found = temporaries(in: folder).first { $0.hasPrefix("." + name + ".tmp-") }
            return found != nil
        }
        return found
    }

    /// Waits for a temporary of `target` and signals the process writing it at once, on the calling thread (call it
    /// off the pool), so the signal lands while strace holds the write. The temporary's name; nil when none came.
    func signalWriter(of target: String, with number: Int32) -> String? {
        guard let temporary = waitForTemporary(of: target), let pid = pid_t(temporary.split(separator: "-")[1])
        else { return nil }
        kill(pid, number)
        return temporary
    }

    /// Polls `condition` every 2 ms, at most 5000 times.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<5000 {
            if condition() { return true }
            Clock.sleep(nanoseconds: 2_000_000)
        }
        return false
    }
}
