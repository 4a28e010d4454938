// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// ShipPlotBench: renders the peer benchmark's workloads with ShipPlot.
//
//   ShipPlotBench W1 -o out.png          render one workload once (for whole-process timing from outside)
//   ShipPlotBench --stages [W1,W2,...]   in-process: median milliseconds per stage over --runs N (default 11)
//   ShipPlotBench --png [W1,W2,W5]       PNG writers compared on the same pixels: median ms and bytes
//   ShipPlotBench --throughput [W1,W2] [--threads N] [--charts N]
//                                        charts per second per core, rendering from N threads at once
//   ShipPlotBench --dashboard [--runs N] in-process: DASH (a 2 × 2 dashboard of W1 charts) beside 4 × W1
//   ShipPlotBench --list                 the workloads
//
// Build with `swift build -c release --product ShipPlotBench`; Benchmarks/run.sh runs it beside the peers.
import Foundation
import ShipPlot

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ShipPlotBench: \(message)\n".utf8))
    exit(2)
}

func workload(_ id: String) -> Workload {
    guard let w = workloads.first(where: { $0.id.caseInsensitiveCompare(id) == .orderedSame }) else {
        fail("unknown workload \(id); expected one of \(workloads.map(\.id).joined(separator: ", "))")
    }
    return w
}

func format(of path: String) -> ChartOutputFormat {
    guard let f = ChartOutputFormat(pathExtension: (path as NSString).pathExtension) else {
        fail("\(path): expected a .png, .pdf or .svg file")
    }
    return f
}

/// Renders once and writes `path`; with SHIPPLOT_BENCH_TIMING=1, stage times (ms) go to stderr.
func renderOnce(_ w: Workload, to path: String) {
    let verbose = getenv("SHIPPLOT_BENCH_TIMING") != nil
    let clock = ContinuousClock()
    var last = clock.now
    func lap(_ name: String) {
        guard verbose else { return }
        let now = clock.now
        FileHandle.standardError.write(Data("\(name)_ms=\(milliseconds(now - last))\n".utf8))
        last = now
    }
    let renderer = w.make()
    lap("chart")
    do {
        let data = try renderer.data(as: format(of: path), lap: lap)
        try data.write(to: URL(fileURLWithPath: path))
        lap("write")
        if getenv("SHIPPLOT_BENCH_SMAPS") != nil { printResidentMappings() }
    } catch {
        fail("\(w.id): \(error)")
    }
}

func milliseconds(_ d: Duration) -> String {
    let ms = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    return String(format: "%.2f", ms)
}

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Times every stage in-process: the first run apart (it loads fonts), then the median of `runs` more.
func stages(_ ids: [String], runs: Int) {
    let names = ["chart", "scene", "draw", "encode", "total"]
    print("| workload | run | " + names.joined(separator: " ms | ") + " ms |")
    print("|---|---|" + String(repeating: "---|", count: names.count))
    for id in ids {
        let w = workload(id)
        let ext = w.defaultExtension
        let count = id == "W4" ? min(runs, 3) : runs
        var samples: [[String: Duration]] = []
        for _ in 0...count {
            let clock = ContinuousClock()
            let start = clock.now
            var last = start
            var times: [String: Duration] = [:]
            func lap(_ name: String) {
                let now = clock.now
                times[name == "finish" ? "encode" : name] = now - last
                last = now
            }
            let renderer = w.make()
            lap("chart")
            do {
                _ = try renderer.data(as: ext == "pdf" ? .pdf : .png, lap: lap)
            } catch {
                fail("\(id): \(error)")
            }
            times["total"] = clock.now - start
            samples.append(times)
        }
        func row(_ label: String, _ pick: (String) -> Duration) {
            print("| \(w.id) | \(label) | " + names.map { milliseconds(pick($0)) }.joined(separator: " | ") + " |")
        }
        row("first", { samples[0][$0] ?? .zero })
        row("median of \(count)", { name in median(samples.dropFirst().map { $0[name] ?? .zero }) })
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: ShipPlotBench ID [-o FILE]          render workload ID (W1…W6, W2-cjk) once into FILE
               ShipPlotBench --stages [IDS] [--runs N]   median ms per stage, in-process
               ShipPlotBench --throughput [IDS] [--threads N] [--charts N]   concurrent charts/s per core
               ShipPlotBench --dashboard [--runs N]   DASH beside four W1 renders, in-process
               ShipPlotBench --list
        """)
    exit(arguments.isEmpty ? 2 : 0)
}
if arguments.first == "--list" {
    for w in workloads { print("\(w.id)\t\(w.summary)") }
    exit(0)
}
if arguments.first == "--stages" {
    var runs = 11
    if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count {
        guard let n = Int(arguments[i + 1]), n > 0 else { fail("--runs needs a positive number") }
        runs = n
        arguments.removeSubrange(i...(i + 1))
    }
    let ids = arguments.count > 1 ? arguments[1].split(separator: ",").map(String.init) : workloads.map(\.id)
    stages(ids, runs: runs)
    exit(0)
}
/// Removes `--name N` from the arguments and returns N (a positive whole number), or `fallback`.
@MainActor func intOption(_ name: String, default fallback: Int) -> Int {
    guard let i = arguments.firstIndex(of: name) else { return fallback }
    guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else { fail("\(name) needs a positive number") }
    arguments.removeSubrange(i...(i + 1))
    return n
}
if arguments.first == "--throughput" {
    let threads = intOption("--threads", default: ProcessInfo.processInfo.activeProcessorCount)
    let charts = intOption("--charts", default: 200)
    let ids = arguments.count > 1 ? arguments[1].split(separator: ",").map(String.init) : ["W1", "W2"]
    throughput(ids, threads: threads, perThread: charts)
    exit(0)
}
if arguments.first == "--dashboard" {
    dashboard(runs: intOption("--runs", default: 21))
    exit(0)
}
if arguments.first == "--png" {
    let ids = arguments.count > 1 ? arguments[1].split(separator: ",").map(String.init) : ["W1", "W2", "W5"]
    pngMatrix(ids, runs: 21)
    exit(0)
}
let w = workload(arguments[0])
var output = "\(w.id.lowercased()).\(w.defaultExtension)"
if let i = arguments.firstIndex(of: "-o") {
    guard i + 1 < arguments.count else { fail("-o needs a file name") }
    output = arguments[i + 1]
}
renderOnce(w, to: output)

/// The resident memory of this process by mapping (largest first), to see what a render keeps in RAM.
func printResidentMappings() {
    // /proc files report size 0, so read to the end rather than by size.
    guard let data = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile() else { return }
    let text = String(decoding: data, as: UTF8.self)
    var sizes: [String: Int] = [:]
    var current = "?"
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
            current = fields.count >= 6 ? String(fields[5]) : "[anonymous]"
        } else if fields.first == "Rss:", fields.count >= 2, let kb = Int(fields[1]) {
            sizes[current, default: 0] += kb
        }
    }
    let total = sizes.values.reduce(0, +)
    FileHandle.standardError.write(Data("rss_total_kb=\(total)\n".utf8))
    for (name, kb) in sizes.sorted(by: { $0.value > $1.value }).prefix(15) {
        FileHandle.standardError.write(Data("rss_kb=\(kb) \(name)\n".utf8))
    }
}
