// swift-tools-version: 6.2
// The layout engine's tests under the address sanitizer (`make sanitize`, part of `make test`):
// the engine, the module its test helpers need, and the engine's tests, linked into this folder
// from the repository so that nothing else is built with the sanitizer.
import PackageDescription

let package = Package(
    name: "TagFlowSanitized",
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(name: "TagFlowLayout", swiftSettings: [.strictMemorySafety()]),
        .target(name: "TagFlow", dependencies: ["TagFlowLayout"], exclude: ["TagFlow.docc"]),
        .target(name: "TagFlowTestSupport", dependencies: ["TagFlow"], path: "Tests/TagFlowTestSupport"),
        .testTarget(
            name: "TagFlowLayoutTests",
            dependencies: [
                "TagFlowLayout", "TagFlowTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Property tests run a quarter of their cases here (PropertyCounts).
            swiftSettings: [.define("SANITIZED")]),
    ],
    swiftLanguageModes: [.v6]
)
