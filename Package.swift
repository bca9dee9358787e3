// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "flowc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowc", targets: ["flowc"]),
        .library(name: "FlowcKit", targets: ["FlowcKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // A range, not a pin: apps whose macros pin another swift-syntax must still resolve.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // libyaml, read through its event API.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // mimalloc, the executable's allocator on Linux (Sources/flowc/ProcessAllocator.swift).
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        // What every stage shares below the format: the C library, the byte-keyed hash table.
        .target(name: "FlowcSupport"),
        // Stage 0: source locations and findings, shared by every stage.
        .target(name: "FlowDiagnostics", dependencies: ["FlowcSupport"]),
        // Stage 1: libyaml events -> a node tree with source marks and resource limits.
        .target(name: "FlowYAML", dependencies: ["CYAML", "FlowDiagnostics"]),
        // Stage 2: node tree -> the IR (flows, screens, actions, transitions, children).
        .target(
            name: "FlowModel",
            dependencies: [
                "FlowcSupport", "FlowDiagnostics", "FlowYAML",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Stage 3: cross-file linking, the navigation analysis and the rules.
        .target(name: "FlowRules", dependencies: ["FlowcSupport", "FlowDiagnostics", "FlowYAML", "FlowModel"]),
        // Stage 4: reports of findings (text, xcode, json, ...).
        .target(name: "FlowReports", dependencies: ["FlowDiagnostics", "FlowRules"]),
        // Stage 5: emitters, from linked flows to text: Swift coordinators, DOT and Mermaid graphs.
        .target(
            name: "FlowEmitters", dependencies: ["FlowcSupport", "FlowDiagnostics", "FlowModel", "FlowRules"]),
        // The pipeline put together: sources on disk, configuration, runs, the atomic writer.
        .target(
            name: "FlowcKit",
            dependencies: [
                "FlowcSupport", "FlowDiagnostics", "FlowYAML", "FlowModel", "FlowRules", "FlowReports", "FlowEmitters",
            ]
        ),
        // `flowc lsp`: JSON-RPC framing, the protocol's messages, the workspace and its features.
        .target(
            name: "FlowLanguageServer",
            dependencies: ["FlowcSupport", "FlowDiagnostics", "FlowModel", "FlowRules", "FlowReports", "FlowcKit"]
        ),
        // The command line, kept thin.
        .executableTarget(
            name: "flowc",
            dependencies: [
                "FlowcKit", "FlowcSupport", "FlowLanguageServer",
                .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: temporary directories, running flowc and other programs.
        .target(name: "FlowcTestSupport", path: "Tests/FlowcTestSupport"),
        .testTarget(name: "FlowcSupportTests", dependencies: ["FlowcSupport"]),
        .testTarget(name: "FlowDiagnosticsTests", dependencies: ["FlowDiagnostics"]),
        .testTarget(name: "FlowReportsTests", dependencies: ["FlowReports"]),
        .testTarget(name: "FlowcKitTests", dependencies: ["FlowcKit", "FlowcTestSupport"]),
        .testTarget(name: "FlowYAMLTests", dependencies: ["FlowYAML", "FlowcTestSupport"]),
        .testTarget(name: "FlowModelTests", dependencies: ["FlowModel"]),
        .testTarget(
            name: "FlowLanguageServerTests", dependencies: ["FlowLanguageServer", "FlowcTestSupport", "flowc"],
            exclude: ["Neovim"]),
        .testTarget(name: "FlowRulesTests", dependencies: ["FlowcKit"]),
        .testTarget(
            name: "FlowEmittersTests", dependencies: ["FlowEmitters", "FlowcKit", "FlowcTestSupport"],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "FlowcTests", dependencies: ["FlowcKit", "FlowcTestSupport", "flowc"], exclude: ["Fixtures"]),
        .testTarget(
            name: "FlowMetamorphicTests", dependencies: ["FlowcKit", "FlowYAML", "FlowEmitters", "FlowcCodeChecks"]),
        // What checks generated Swift without compiling it (swift-syntax's parser, and names that
        // would clash or shadow), and flow sets to check it on: the fuzz grammar's writer, shared
        // with FuzzTesting by symbolic link, and sets that press on the generated names.
        .target(
            name: "FlowcCodeChecks",
            dependencies: [
                "FlowcKit", "FlowEmitters", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Tests/FlowcCodeChecks"),
    ],
    swiftLanguageModes: [.v6]
)

// `flowc generate`: its command and emitter tests (GenerateTests), and the code it generates,
// compiled with warnings as errors and run against stand-in UIKit and SwiftUI modules. The
// stand-ins exist only on Linux: named UIKit and SwiftUI, they would clash with Apple's frameworks.
package.targets.append(
    .testTarget(
        name: "GenerateTests",
        dependencies: ["FlowcKit", "FlowEmitters", "FlowcTestSupport", "FlowcCodeChecks", "flowc"]))
#if os(Linux)
    let generatedCode: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
    // RealAppCodeTests compiles the real apps' generated code against the stand-ins built here.
    package.targets.first { $0.name == "GenerateTests" }?.dependencies += ["UIKit", "SwiftUI"]
    package.targets += [
        .target(name: "UIKit", path: "Tests/StandIns/UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/StandIns/SwiftUI"),
        // flows/ generated, with the skeletons as created.
        .target(
            name: "GenerateShopApp", dependencies: ["UIKit", "SwiftUI"], path: "Tests/GenerateShopApp",
            swiftSettings: generatedCode),
        // The runtime `flowc generate` writes to FlowcSupport.swift, as real source: compiled here
        // and tested directly; Scripts/embed-runtime carries its text into FlowEmitters.
        .target(
            name: "FlowcRuntime", dependencies: ["UIKit"], path: "Sources/FlowcRuntime", swiftSettings: generatedCode),
        .testTarget(name: "FlowcRuntimeTests", dependencies: ["FlowcRuntime"]),
        // Fixture flows covering every feature, generated, with skeletons written as an app would.
        .target(
            name: "GenerateFixtureApp", dependencies: ["UIKit", "SwiftUI"], path: "Tests/GenerateFixtureApp",
            exclude: ["Flows"], swiftSettings: generatedCode),
        // Swift Testing's overlay for the real UIKit does not apply to the stand-in.
        .testTarget(
            name: "GenerateBehaviourTests", dependencies: ["GenerateFixtureApp", "GenerateShopApp"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // The shop generated by the SwiftUI backend (`--backend swiftui`) from its Flows, with the
        // skeletons as created, and the tests that drive its coordinators' state.
        .target(
            name: "GenerateSwiftUIShopApp", dependencies: ["UIKit", "SwiftUI"], path: "Tests/GenerateSwiftUIShopApp",
            exclude: ["Flows"], swiftSettings: generatedCode),
        .testTarget(
            name: "GenerateSwiftUIBehaviourTests", dependencies: ["GenerateSwiftUIShopApp"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Format 1.2's coordinator-side constructs that the SwiftUI shop does not use (triggers over
        // any screen, entries that choose, second steps, kept children), generated by the SwiftUI
        // backend from its Flows, and the tests that drive them. A module of its own: its runtime's
        // types would clash with the shop's in one test target.
        .target(
            name: "GenerateSwiftUIFormat12App", dependencies: ["UIKit", "SwiftUI"],
            path: "Tests/GenerateSwiftUIFormat12App", exclude: ["Flows"], swiftSettings: generatedCode),
        .testTarget(
            name: "GenerateSwiftUIFormat12Tests", dependencies: ["GenerateSwiftUIFormat12App"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
#endif

// SwiftPM plugins (Docs/integration.md): `flowc generate` as a build step of a target with flow
// files, and `swift package flowc-lint`. Examples/HelloFlow uses the build plugin; on Linux it
// builds the generated code against the stand-in UIKit, offered to it as FlowcStandIns.
package.products += [
    .plugin(name: "FlowcGeneratePlugin", targets: ["FlowcGeneratePlugin"]),
    .plugin(name: "FlowcLintPlugin", targets: ["FlowcLintPlugin"]),
]
package.targets += [
    .plugin(name: "FlowcGeneratePlugin", capability: .buildTool(), dependencies: ["flowc"]),
    .plugin(
        name: "FlowcLintPlugin",
        capability: .command(
            intent: .custom(verb: "flowc-lint", description: "Lint the package's flow files with flowc")),
        dependencies: ["flowc"]),
]
#if os(Linux)
    package.products.append(.library(name: "FlowcStandIns", targets: ["UIKit", "SwiftUI"]))
#endif
