// swift-tools-version:6.1
import PackageDescription

// Linux has no Combine, OSLog, keychain or HealthKit: small stand-ins of this package's own take their names there,
// so app models that `import Combine`, `import OSLog`, `import HealthKit` or use Security's keychain compile
// unchanged (see docs/library.md). Elsewhere the system's are used.
#if os(Linux)
    let combineTargets: [Target] = [
        .target(name: "Combine"), .target(name: "OSLog"), .target(name: "Security"), .target(name: "HealthKit"),
        // An app model that loads JSON with `URLSession` and Combine; `.ci/run` runs it with the Networking trait.
        .executableTarget(name: "CombineFetch", dependencies: ["Combine"], path: "Examples/CombineFetch"),
    ]
    let combine: [Target.Dependency] = ["Combine", "OSLog"]
    let platformStandIns: [Target.Dependency] = ["Security", "HealthKit"]
#else
    let combineTargets: [Target] = []
    let combine: [Target.Dependency] = []
    let platformStandIns: [Target.Dependency] = []
#endif

// `URLSession` for app code that imports ShipPlot or Combine, as Apple's Foundation has it, with Combine's
// `dataTaskPublisher`. It re-exports FoundationNetworking, whose libcurl costs every program about 7 ms of start-up,
// so it is off unless a package asks for it (docs/library.md).
let networking = Trait(name: "Networking", description: "URLSession and dataTaskPublisher for app models (loads libcurl)")

let package = Package(
    name: "ShipPlot",
    products: [
        .library(name: "ShipPlot", targets: ["ShipPlot"]),
        .library(name: "ShipLog", targets: ["ShipLog"]),
        .executable(name: "shipplot", targets: ["ShipPlotTool"]),
        // Generates Xcode's asset symbols (`Color(.brandBlue)`, `Image(.logo)`) from a target's catalogs.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ],
    traits: [networking],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "Cairo", dependencies: ["CCairo"]),
        // Pango (fontconfig fallback, HarfBuzz shaping, bidi) for text DejaVu alone cannot draw, loaded with dlopen
        // on first use so simple charts never load it; chosen over HarfBuzz + FriBidi by measurement (README).
        // Needs only Pango's library at run time (libpangocairo-1.0-0, installed by Scripts/bootstrap), no headers.
        .target(name: "CPangoLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "PangoText", dependencies: ["CPangoLoader", "Cairo"]),
        // An app's asset catalogs (`Assets.xcassets`) read as Xcode writes them: colour and image sets, found in
        // the app's bundles. Foundation only, so the symbol generator's tool builds without cairo.
        .target(name: "AssetCatalog"),
        // JPEG (libturbojpeg0), SVG (librsvg2-2) and PDF (libpoppler-glib8) images, loaded with dlopen on first
        // use so a program that draws none never loads them; no headers needed.
        .target(name: "CImageLoaders", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // Catalog images probed from their headers within limits, decoded (PNG by cairo), cached and drawn.
        .target(name: "AssetImages", dependencies: ["AssetCatalog", "CImageLoaders", "Cairo"]),
        // The asset symbols of a target's catalogs, as Xcode generates them, for the AssetSymbols plugin.
        .executableTarget(
            name: "asset-symbol-generator", dependencies: ["AssetCatalog"], path: "Sources/AssetSymbolGenerator"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["asset-symbol-generator"]),
        // The library in layers, each reading only those below it: geometry, colour, text and drawing; the view
        // engine and the SwiftUI surface; the chart engine and the Swift Charts surface; and `ShipPlot`, which
        // re-exports them so apps write one import.
        .target(name: "ShipPlotCore", dependencies: ["Cairo", "PangoText", "AssetCatalog", "AssetImages"]),
        .target(name: "ShipPlotViews", dependencies: ["ShipPlotCore", "AssetCatalog", "AssetImages"] + combine),
        .target(name: "ShipPlotCharts", dependencies: ["ShipPlotViews", "ShipPlotCore", "AtomicFiles", "Cairo"]),
        .target(
            name: "ShipPlot", dependencies: ["ShipPlotCharts", "ShipPlotViews", "ShipPlotCore"] + combine + platformStandIns),
        // The signal-handler side of the atomic writer's cleanup, in C so it stays async-signal-safe.
        .target(name: "CInterruptCleanup"),
        // The one atomic writer for logs, exports and charts, and paths resolved the kernel's way.
        .target(name: "AtomicFiles", dependencies: ["CInterruptCleanup"]),
        .target(name: "ShipLog", dependencies: ["AtomicFiles"]),
        // Optimized for size in release: the tool's commands, none of them hot, are 1.7 MB of its 25 MB
        // (docs/performance.md, "Images on huge pages"). Library products never contain it.
        .target(
            name: "ShipPlotCLI", dependencies: ["ShipPlot", "ShipLog", "AtomicFiles", "Cairo"],
            swiftSettings: [.unsafeFlags(["-Osize"], .when(configuration: .release))]),
        .executableTarget(name: "ShipPlotTool", dependencies: ["ShipPlotCLI"]),
        // Pixel comparison and golden bookkeeping shared by the image tests; not a product.
        .target(name: "GoldenTesting", dependencies: ["Cairo"]),
        .executableTarget(name: "WeekChart", dependencies: ["ShipPlot"], path: "Examples/WeekChart"),
        // A Swift 6 client: builds a chart in one task and renders it from a task group.
        .executableTarget(
            name: "ConcurrentRender", dependencies: ["ShipPlot"], path: "Examples/ConcurrentRender",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // Every chart kind, shared by the Gallery program and the golden tests.
        .target(name: "GalleryCharts", dependencies: ["ShipPlot"], path: "Examples/GalleryCharts"),
        // The Swift Charts API shapes of reference §9, shared by the compatibility and golden tests.
        .target(name: "SwiftChartsSnippets", dependencies: ["ShipPlot"], path: "Examples/SwiftChartsSnippets"),
        // The issue-11 compatibility corpus: everyday Swift Charts code, shared by the golden tests.
        .target(name: "SwiftChartsCorpus", dependencies: ["ShipPlot"], path: "Examples/SwiftChartsCorpus"),
        // Cards, dashboards and screens with charts, written as apps write them: the views corpus.
        .target(name: "ChartViews", dependencies: ["ShipPlot"], path: "Examples/ChartViews"),
        // A target that ships its own asset catalog, as an app does: its colours and images, through the symbols the
        // AssetSymbols plugin generates; rendered light and dark by the golden tests.
        .target(
            name: "AssetCatalogApp", dependencies: ["ShipPlot"], path: "Examples/AssetCatalogApp",
            resources: [.process("Assets.xcassets")], plugins: ["AssetSymbols"]),
        // Renders the views corpus to a folder: `swift run Dashboard OUT` writes one PNG and PDF per view.
        .executableTarget(name: "Dashboard", dependencies: ["ChartViews"], path: "Examples/Dashboard"),
        .executableTarget(
            name: "Gallery", dependencies: ["GalleryCharts"], path: "Examples/Gallery", exclude: ["overview.png"]),
        // The peer benchmark's workloads (Benchmarks/run.sh times it beside the peers); build it with -c release.
        .executableTarget(
            name: "ShipPlotBench", dependencies: ["ShipPlot", "Cairo"], path: "Benchmarks/ShipPlotBench"),
        // Fuzz targets: plain builds replay Fuzz/corpus; Scripts/reliability.sh builds them for libFuzzer.
        .target(name: "FuzzSupport", dependencies: ["ShipLog"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzLogJSON", dependencies: ["ShipLog", "FuzzSupport"], path: "Fuzz/FuzzLogJSON"),
        .executableTarget(name: "FuzzLogCSV", dependencies: ["ShipLog", "FuzzSupport"], path: "Fuzz/FuzzLogCSV"),
        .executableTarget(name: "FuzzLogPlist", dependencies: ["ShipLog", "FuzzSupport"], path: "Fuzz/FuzzLogPlist"),
        .executableTarget(
            name: "FuzzArguments", dependencies: ["ShipPlotCLI", "FuzzSupport"], path: "Fuzz/FuzzArguments"),
        // What several test targets share: the seeded generator, waiting for child processes off the pool, the
        // built binary, the tags of where a case came from.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The command tests' sandbox (a throwaway home where `shipplot` runs in-process) and refused commands.
        .target(
            name: "CLITestSupport", dependencies: ["ShipPlotCLI", "ShipLog", "TestSupport"],
            path: "Tests/CLITestSupport"),
        .testTarget(name: "CairoTests", dependencies: ["Cairo"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "AssetImages", "Cairo", "AssetCatalogApp"]),
        .testTarget(
            name: "ShipPlotTests",
            dependencies: ["ShipPlot", "Cairo", "PangoText", "SwiftChartsSnippets", "TestSupport"]),
        .testTarget(name: "ShipLogTests", dependencies: ["ShipLog", "AtomicFiles", "TestSupport"]),
        .testTarget(
            name: "ShipPlotCLITests",
            dependencies: ["ShipPlotCLI", "ShipLog", "AtomicFiles", "TestSupport", "CLITestSupport"]),
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                "ShipPlot", "ShipPlotCLI", "ShipLog", "GoldenTesting", "GalleryCharts", "PangoText",
                "SwiftChartsSnippets", "SwiftChartsCorpus", "ChartViews", "AssetCatalogApp", "TestSupport",
            ]),
        // Tests that need the machine, not just the code: the built `shipplot` run, signalled and locked as a
        // process, in a terminal (tmux), its pages in a browser (Chromium), the repository's scripts and documents.
        // The other test targets run in-process, so the library's suite needs none of these tools.
        .testTarget(
            name: "SystemTests",
            dependencies: [
                "ShipPlot", "ShipPlotCLI", "ShipLog", "GoldenTesting", "TestSupport", "CLITestSupport",
            ]),
    ] + combineTargets,
    swiftLanguageModes: [.v6]
)
