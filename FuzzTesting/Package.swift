// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer target, in a package of its own so that the root package's build and
// `swift test` never see sanitizer flags. Build and run it with `Scripts/fuzz SECONDS`:
//
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
let package = Package(
    name: "FuzzTesting",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "flowc", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzFlowc",
            dependencies: [.product(name: "FlowcKit", package: "flowc")]
        )
    ],
    swiftLanguageModes: [.v6]
)
