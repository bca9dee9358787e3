// swift-tools-version: 6.0
import PackageDescription

// An app's target whose coordinators flowc generates as it builds: Hello.flow.yaml becomes
// HelloCoordinator.swift in the plugin's work directory, compiled with the target's own code.
// On Linux, where there is no UIKit, it builds against flowc's stand-in UIKit.
#if os(Linux)
    let uiKit: [Target.Dependency] = [.product(name: "FlowcStandIns", package: "flowc")]
#else
    let uiKit: [Target.Dependency] = []
#endif

let package = Package(
    name: "HelloFlow",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "HelloFlow", targets: ["HelloFlow"])],
    dependencies: [.package(name: "flowc", path: "../..")],
    targets: [
        .target(
            name: "HelloFlow",
            dependencies: uiKit,
            plugins: [.plugin(name: "FlowcGeneratePlugin", package: "flowc")]
        )
    ],
    swiftLanguageModes: [.v6]
)
