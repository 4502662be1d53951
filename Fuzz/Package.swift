// swift-tools-version: 6.1
// A libFuzzer target over the document decoders and commands, in its own package so the main
// package never builds it with the fuzzer's instrumentation. Run it with `make fuzz`.
import PackageDescription
import class Foundation.ProcessInfo
import struct Foundation.URL

/// SwiftPM names a path dependency after its folder, which differs from clone to clone.
let tagFlowPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TagFlowFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "DocumentFuzzer",
            dependencies: [
                .product(name: "TagFlowDocument", package: tagFlowPackage),
                .product(name: "TagFlowPango", package: tagFlowPackage),
            ],
            path: "DocumentFuzzer",
            // libFuzzer provides `main`.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
