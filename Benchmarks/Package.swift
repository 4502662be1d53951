// swift-tools-version: 6.1
// The benchmarks live in their own package so the main package's tests never build them.
// Run them with `make benchmarks` (or `swift package benchmark` in this folder); every benchmark
// runs in a process of its own. `callgrind.sh` counts instructions per call with valgrind.
import PackageDescription
import class Foundation.ProcessInfo
import struct Foundation.URL

/// SwiftPM names a path dependency after its folder, which differs from clone to clone.
let tagFlowPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TagFlowBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // Workloads, the reference programs (the floor loop, a tree first-fit decreasing) and a
        // fake text measurer, shared by the benchmarks and the instruction counter.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "TagFlowLayout", package: tagFlowPackage),
                .product(name: "TagFlow", package: tagFlowPackage),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TagFlowLayout", package: tagFlowPackage),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PipelineBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TagFlow", package: tagFlowPackage),
            ],
            path: "Benchmarks/PipelineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Cold text measurement against raw Pango: Pango's compiler flags, the C reference loop,
        // the text pools and cases (shared with the instruction counter), and the benchmarks.
        .systemLibrary(name: "CPangoSystem", path: "Benchmarks/CPangoSystem", pkgConfig: "pangocairo"),
        .target(name: "RawPango", dependencies: ["CPangoSystem"], path: "Benchmarks/RawPango"),
        .target(
            name: "ColdMeasurementSupport",
            dependencies: [
                "BenchmarkSupport", "RawPango",
                .product(name: "TagFlow", package: tagFlowPackage),
                .product(name: "TagFlowPango", package: tagFlowPackage),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Benchmarks/ColdMeasurementSupport"
        ),
        .executableTarget(
            name: "ColdMeasurementBenchmarks",
            dependencies: [
                "BenchmarkSupport", "ColdMeasurementSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ColdMeasurementBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The GTK widget beside GtkFlowBox: GTK's compiler flags, the C reference (a GtkFlowBox
        // of GtkLabel chips, and the scrolled window both are measured in), the contenders and
        // rounds (shared with the instruction counter).
        .systemLibrary(name: "CGtkSystem", path: "Benchmarks/CGtkSystem", pkgConfig: "gtk4"),
        .target(name: "FlowBoxReference", dependencies: ["CGtkSystem"], path: "Benchmarks/FlowBoxReference"),
        .target(
            name: "WidgetComparisonSupport",
            dependencies: [
                "BenchmarkSupport", "FlowBoxReference",
                .product(name: "TagFlow", package: tagFlowPackage),
                .product(name: "TagFlowPango", package: tagFlowPackage),
                .product(name: "TagFlowGTK", package: tagFlowPackage),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Benchmarks/WidgetComparisonSupport"
        ),
        // The side-by-side runner: on the process's main thread, where GTK must run (the benchmark
        // tool runs benchmarks on libdispatch's worker threads, and the main queue moves between
        // them), outside `Benchmarks/` so the benchmark tool does not take it for a benchmark.
        .executableTarget(
            name: "WidgetSideBySide",
            dependencies: ["WidgetComparisonSupport"],
            path: "Tools/WidgetSideBySide"
        ),
        // A plain executable that repeats one workload, for `valgrind --tool=callgrind` (outside
        // `Benchmarks/`, where the benchmark tool would take it for a benchmark).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: ["BenchmarkSupport", "ColdMeasurementSupport"],
            path: "Tools/InstructionCounts"
        ),
        // How often fewest rows reaches the optimum on instances with independently proven optima.
        .executableTarget(
            name: "FewestRowsQuality",
            dependencies: [.product(name: "TagFlowLayout", package: tagFlowPackage)],
            path: "Tools/FewestRowsQuality"
        ),
    ],
    swiftLanguageModes: [.v6]
)
