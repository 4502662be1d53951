// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TagFlow",
    products: [
        .library(name: "TagFlowLayout", targets: ["TagFlowLayout"]),
        .library(name: "TagFlow", targets: ["TagFlow"]),
        .library(name: "TagFlowPango", targets: ["TagFlowPango"]),
        .executable(name: "tagflow", targets: ["TagFlowCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // The pure layout engine: standard library only.
        .target(name: "TagFlowLayout"),
        // The headless component: tag model, measurement protocol and cache, collection, controller.
        .target(name: "TagFlow", dependencies: ["TagFlowLayout"]),
        // The system libraries behind Linux text measurement and drawing.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        // Pango text measurement and Cairo rendering.
        .target(
            name: "TagFlowPango",
            dependencies: ["TagFlow", "CPangoCairo"],
            resources: [.copy("Fonts")]
        ),
        // The JSON document contract of the command-line tool (decoding, encoding, commands).
        .target(name: "TagFlowDocument", dependencies: ["TagFlow", "TagFlowPango"]),
        .executableTarget(
            name: "TagFlowCLI",
            dependencies: [
                "TagFlowDocument",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets (no dependencies of its own).
        .target(name: "TagFlowTestSupport", path: "Tests/TagFlowTestSupport"),
        .testTarget(name: "TagFlowLayoutTests", dependencies: ["TagFlowLayout", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowTests", dependencies: ["TagFlow", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowPangoTests", dependencies: ["TagFlowPango"]),
        .testTarget(name: "TagFlowCLITests", dependencies: ["TagFlowDocument", "TagFlowCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
