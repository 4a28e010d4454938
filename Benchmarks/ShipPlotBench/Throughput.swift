// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// In-process throughput for library users: charts rendered concurrently from several threads.
import Foundation
import ShipPlot

/// Renders each workload `perThread` times on each of `threads` threads at once (after one warm-up render per
/// thread, which loads the fonts) and prints charts per second of wall time, and per CPU-second: the process's
/// user + system time, so the per-core figure holds on a shared, busy machine too.
func throughput(_ ids: [String], threads: Int, perThread: Int) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("| workload | threads (\(cores) cores) | charts | wall s | charts/s | CPU s | charts per CPU-second |")
    print("|---|---|---|---|---|---|---|")
    for id in ids {
        let w = workload(id)
        let format: ChartOutputFormat = w.defaultExtension == "pdf" ? .pdf : .png
        DispatchQueue.concurrentPerform(iterations: threads) { _ in render(w, format) }
        let cpuBefore = cpuSeconds()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<perThread { render(w, format) }
            }
        }
        let cpu = cpuSeconds() - cpuBefore
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let charts = threads * perThread
        print(
            String(
                format: "| %@ | %d | %d | %.2f | %.0f | %.2f | %.0f |", w.id, threads, charts, seconds,
                Double(charts) / seconds, cpu, Double(charts) / cpu))
    }
}

/// User + system CPU time of the whole process so far.
private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// One whole chart: data and DSL, then bytes. The renderer is built on the thread that renders it.
private func render(_ w: Workload, _ format: ChartOutputFormat) {
    do {
        _ = try w.make().data(as: format)
    } catch {
        fail("\(w.id): \(error)")
    }
}
