// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets, in a package of their own so that the root package's build and
// `swift test` never see sanitizer flags. Build and run them with `Scripts/fuzz`:
//
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//
// FuzzReader: bytes -> YAML tree, under small limits. FuzzRules: a flow set written from a grammar
// by the input's bytes -> decoder, linker, every rule. FuzzEmitters: a flow set written to be
// valid -> graphs, reports and Swift, each checked or parsed back.
let package = Package(
    name: "FuzzTesting",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "flowc", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "FlowcKit", package: "flowc")]),
        .executableTarget(name: "FuzzReader", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzRules", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "FuzzEmitters",
            dependencies: ["FuzzSupport", .product(name: "SwiftParser", package: "swift-syntax")]),
    ],
    swiftLanguageModes: [.v6]
)
