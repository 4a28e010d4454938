// In-process throughput for library users: charts rendered concurrently from several threads.
import Foundation
import ShipPlot

/// Renders each workload `perThread` times on each of `threads` threads at once (after one warm-up render per
/// thread, which loads the fonts) and prints charts per second in all and per core used.
func throughput(_ ids: [String], threads: Int, perThread: Int) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let used = min(threads, cores)
    print("| workload | threads | charts | seconds | charts/s | charts/s per core (\(used) of \(cores) cores) |")
    print("|---|---|---|---|---|---|")
    for id in ids {
        let w = workload(id)
        let format: ChartOutputFormat = w.defaultExtension == "pdf" ? .pdf : .png
        for _ in 0..<threads { render(w, format) }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<perThread { render(w, format) }
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let charts = threads * perThread
        let rate = Double(charts) / seconds
        print(String(format: "| %@ | %d | %d | %.2f | %.0f | %.0f |", w.id, threads, charts, seconds, rate,
                     rate / Double(used)))
    }
}

/// One whole chart: data and DSL, then bytes. The renderer is built on the thread that renders it.
private func render(_ w: Workload, _ format: ChartOutputFormat) {
    do {
        _ = try w.make().data(as: format)
    } catch {
        fail("\(w.id): \(error)")
    }
}
