// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "TagFlow",
    products: [
        .library(name: "TagFlowLayout", targets: ["TagFlowLayout"]),
        .library(name: "TagFlow", targets: ["TagFlow"]),
    ],
    targets: [
        .target(name: "TagFlowLayout"),
        .target(name: "TagFlow", dependencies: ["TagFlowLayout"]),
        .target(name: "TagFlowTestSupport", dependencies: ["TagFlow"], path: "Tests/TagFlowTestSupport"),
        .testTarget(name: "TagFlowLayoutTests", dependencies: ["TagFlowLayout", "TagFlowTestSupport"]),
        .testTarget(name: "TagFlowTests", dependencies: ["TagFlow", "TagFlowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
