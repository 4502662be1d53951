// swift-tools-version: 6.1
import PackageDescription

// The modules; arrows point at what a module uses (docs/architecture.md):
//
//   TagFlowLayout ◀── TagFlow ◀── TagFlowRendering ◀──┬── TagFlowPango ◀─────┬── TagFlowGallery ◀── tagflow
//                                                     └── TagFlowDocument ◀──┘
//                                                               └──▶ TagFlowJSON
//
// TagFlowLayout needs only the standard library and TagFlowJSON nothing at all; TagFlowDocument
// knows neither Pango nor Cairo (the tool hands it a measurer and a renderer).
let package = Package(
    name: "TagFlow",
    products: [
        .library(name: "TagFlowLayout", targets: ["TagFlowLayout"]),
        .library(name: "TagFlow", targets: ["TagFlow"]),
        .library(name: "TagFlowRendering", targets: ["TagFlowRendering"]),
        .library(name: "TagFlowPango", targets: ["TagFlowPango"]),
        .library(name: "TagFlowJSON", targets: ["TagFlowJSON"]),
        .library(name: "TagFlowDocument", targets: ["TagFlowDocument"]),
        .executable(name: "tagflow", targets: ["TagFlowCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `make docs`: the DocC catalogs of the library modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // The layout engine: standard library only, folders by phase.
        .target(name: "TagFlowLayout"),
        // The headless component: tag model, measurement protocol and cache, collection, controller.
        .target(name: "TagFlow", dependencies: ["TagFlowLayout"]),
        // The platform-neutral render scene and the one scene builder.
        .target(name: "TagFlowRendering", dependencies: ["TagFlow"]),
        // The system libraries behind Linux text measurement and drawing.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        // Pango text measurement and the Cairo renderer (PNG, SVG, PDF).
        .target(
            name: "TagFlowPango",
            dependencies: ["TagFlowRendering", "CPangoCairo"],
            resources: [.copy("Fonts")]
        ),
        // A strict JSON parser, value, path and writer: no dependencies.
        .target(name: "TagFlowJSON"),
        // The command-line tool's documents: decoding, encoding, commands.
        .target(name: "TagFlowDocument", dependencies: ["TagFlow", "TagFlowRendering", "TagFlowJSON"]),
        // The demo gallery, an app-level target.
        .target(name: "TagFlowGallery", dependencies: ["TagFlowDocument", "TagFlowPango"]),
        // The `tagflow` tool: the composition root.
        .executableTarget(
            name: "TagFlowCLI",
            dependencies: [
                "TagFlowDocument", "TagFlowPango", "TagFlowGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by every test target.
        .target(name: "TagFlowTestSupport", dependencies: ["TagFlow"], path: "Tests/TagFlowTestSupport"),
        .testTarget(
            name: "TagFlowLayoutTests",
            dependencies: [
                "TagFlowLayout", "TagFlowTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "TagFlowTests", dependencies: ["TagFlow", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowPangoTests", dependencies: ["TagFlowPango", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowJSONTests", dependencies: ["TagFlowJSON"]),
        .testTarget(
            name: "TagFlowDocumentTests",
            dependencies: ["TagFlowDocument", "TagFlowGallery", "TagFlowPango", "TagFlowCLI", "TagFlowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
