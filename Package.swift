// swift-tools-version: 6.2
import PackageDescription

// The modules in layers: a module uses only modules of layers below it (docs/architecture.md).
//
//   5  tagflow (TagFlowCLI)      tagflow-demo (TagFlowDemo)
//   4  TagFlowGallery            TagFlowGTK (+ GTK 4: CGtk, CGtkShim)    TagFlowKit
//   3  TagFlowPango (+ CPangoCairo)          TagFlowDocument
//   2  TagFlowRendering                      TagFlowJSON
//   1  TagFlow
//   0  TagFlowLayout
//
// TagFlowLayout needs only the standard library and TagFlowJSON nothing at all; TagFlowDocument
// knows neither Pango nor Cairo (the tool hands it a measurer and a renderer); only TagFlowGTK
// (and what is built on it) needs GTK 4.
let package = Package(
    name: "TagFlow",
    products: [
        .library(name: "TagFlowLayout", targets: ["TagFlowLayout"]),
        .library(name: "TagFlow", targets: ["TagFlow"]),
        .library(name: "TagFlowRendering", targets: ["TagFlowRendering"]),
        .library(name: "TagFlowPango", targets: ["TagFlowPango"]),
        .library(name: "TagFlowDocument", targets: ["TagFlowDocument"]),
        .library(name: "TagFlowGTK", targets: ["TagFlowGTK"]),
        // The GTK widget as a C shared library (gir/tagflow.h) for C, Python and JavaScript apps.
        .library(name: "TagFlowGTKShared", type: .dynamic, targets: ["TagFlowGTK"]),
        .library(name: "TagFlowKit", targets: ["TagFlowKit"]),
        .executable(name: "tagflow", targets: ["TagFlowCLI"]),
        .executable(name: "tagflow-demo", targets: ["TagFlowDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `make docs`: the DocC catalogs of the library modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // The layout engine: standard library only, folders by phase. Its raw memory lives in one
        // file (scripts/check-unsafe.sh), every use of it marked `unsafe`.
        .target(name: "TagFlowLayout", swiftSettings: [.strictMemorySafety()]),
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
        // The common case in one object (TagCloud) over the layers below, and one import for it.
        .target(name: "TagFlowKit", dependencies: ["TagFlowPango"]),
        // The demo gallery, an app-level target.
        .target(name: "TagFlowGallery", dependencies: ["TagFlowDocument", "TagFlowPango"]),
        // GTK 4 (with GDK, GLib, Pango and cairo) for the interactive widget.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // What Swift cannot call in GTK: variadic functions and libdispatch's main-queue hooks.
        .target(name: "CGtkShim", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("dispatch")]),
        // The interactive GTK 4 widget: drawing, input, accessibility, desktop settings.
        // TagFlowDocument for the tags' JSON another process reads (TagTransfer): the one reader and writer of tags.
        .target(name: "TagFlowGTK", dependencies: ["TagFlowPango", "TagFlowDocument", "CGtk", "CGtkShim"]),
        // The `tagflow` tool: the composition root.
        .executableTarget(
            name: "TagFlowCLI",
            dependencies: [
                "TagFlowDocument", "TagFlowPango", "TagFlowGallery", "TagFlowGTK", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The demo app (`make demo`): the widget in small panels, one feature each.
        .executableTarget(name: "TagFlowDemo", dependencies: ["TagFlowGTK", "CGtk", "CGtkShim"]),
        // Helpers shared by every test target.
        .target(name: "TagFlowTestSupport", dependencies: ["TagFlow"], path: "Tests/TagFlowTestSupport"),
        .testTarget(
            name: "TagFlowLayoutTests",
            dependencies: [
                "TagFlowLayout", "TagFlowTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "TagFlowTests",
            dependencies: ["TagFlow", "TagFlowTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TagFlowPangoTests", dependencies: ["TagFlowPango", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowKitTests", dependencies: ["TagFlowKit", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowJSONTests", dependencies: ["TagFlowJSON", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowGTKTests", dependencies: ["TagFlowGTK", "TagFlowTestSupport"]),
        .testTarget(
            name: "TagFlowDocumentTests",
            dependencies: ["TagFlowDocument", "TagFlowGallery", "TagFlowPango", "TagFlowCLI", "TagFlowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
