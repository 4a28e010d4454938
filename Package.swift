// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ShipPlot",
    products: [
        .library(name: "ShipPlot", targets: ["ShipPlot"]),
        .library(name: "ShipLog", targets: ["ShipLog"]),
        .executable(name: "shipplot", targets: ["ShipPlotTool"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "Cairo", dependencies: ["CCairo"]),
        .target(name: "ShipPlot", dependencies: ["Cairo"]),
        .target(name: "ShipLog"),
        .target(name: "ShipPlotCLI", dependencies: ["ShipPlot", "ShipLog"]),
        .executableTarget(name: "ShipPlotTool", dependencies: ["ShipPlotCLI"]),
        // Pixel comparison and golden bookkeeping shared by the image tests; not a product.
        .target(name: "GoldenTesting", dependencies: ["Cairo"]),
        .executableTarget(name: "WeekChart", dependencies: ["ShipPlot"], path: "Examples/WeekChart"),
        // Every chart kind, shared by the Gallery program and the golden tests.
        .target(name: "GalleryCharts", dependencies: ["ShipPlot"], path: "Examples/GalleryCharts"),
        .executableTarget(name: "Gallery", dependencies: ["GalleryCharts"], path: "Examples/Gallery"),
        // The peer benchmark's workloads (Benchmarks/run.sh times it beside the peers); build it with -c release.
        .executableTarget(name: "ShipPlotBench", dependencies: ["ShipPlot", "Cairo"], path: "Benchmarks/ShipPlotBench"),
        .testTarget(name: "CairoTests", dependencies: ["Cairo"]),
        .testTarget(name: "ShipPlotTests", dependencies: ["ShipPlot"]),
        .testTarget(name: "ShipLogTests", dependencies: ["ShipLog"]),
        .testTarget(name: "ShipPlotCLITests", dependencies: ["ShipPlotCLI", "ShipLog"]),
        .testTarget(name: "GoldenTests", dependencies: ["ShipPlot", "ShipPlotCLI", "ShipLog", "GoldenTesting", "GalleryCharts"]),
    ],
    swiftLanguageModes: [.v6]
)
