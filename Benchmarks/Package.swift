// swift-tools-version: 6.1
// The benchmarks live in their own package so the main package's tests never build them.
// Run them with `make benchmarks` (or `swift package benchmark` in this folder).
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
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TagFlowLayout", package: tagFlowPackage),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PipelineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TagFlow", package: tagFlowPackage),
                .product(name: "TagFlowPango", package: tagFlowPackage),
            ],
            path: "Benchmarks/PipelineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
