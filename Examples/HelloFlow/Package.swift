// swift-tools-version: 6.0
import PackageDescription

// An app's targets whose coordinators flowc generates as they build: Hello.flow.yaml becomes
// HelloCoordinator.swift in the plugin's work directory, compiled with the target's own code;
// HelloSwiftUI's .flowc.yml asks for the SwiftUI backend (Welcome.flow.yaml becomes an
// @Observable WelcomeCoordinator and a WelcomeView). On Linux, where there is no UIKit or
// SwiftUI, they build against flowc's stand-ins.
#if os(Linux)
    let uiKit: [Target.Dependency] = [.product(name: "FlowcStandIns", package: "flowc")]
#else
    let uiKit: [Target.Dependency] = []
#endif

let package = Package(
    name: "HelloFlow",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "HelloFlow", targets: ["HelloFlow"]),
        .library(name: "HelloSwiftUI", targets: ["HelloSwiftUI"]),
    ],
    dependencies: [.package(name: "flowc", path: "../..")],
    targets: [
        .target(
            name: "HelloFlow",
            dependencies: uiKit,
            plugins: [.plugin(name: "FlowcGeneratePlugin", package: "flowc")]
        ),
        .target(
            name: "HelloSwiftUI",
            dependencies: uiKit,
            plugins: [.plugin(name: "FlowcGeneratePlugin", package: "flowc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
