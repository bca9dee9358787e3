import FlowEmitters
import FlowModel
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The SwiftUI backend on the trees written by hand beside the shop: the fixture flows (every
/// feature of the format) and the real apps' trees, patched as `RealAppCodeTests` patches them.
/// What it generates, with the skeletons as created and each tree's `.flowc.yml`, compiles in
/// Swift 6 with warnings as errors against the stand-ins, beside each tree's own types.
@Suite struct SwiftUIAppTreeCodeTests {
    /// The fixture's flows, then each real app's.
    static let trees = ["Fixture"] + RealAppCodeTests.apps.map(\.name)

    /// The folder of the tree, where its `.flowc.yml` is.
    static func directory(_ tree: String) -> String {
        RealAppCodeTests.apps.first { $0.name == tree }?.directory ?? "Tests/GenerateFixtureApp"
    }

    /// The tree's `.flowc.yml`, which names the root views where `<Flow>View` would meet the app's
    /// own names (Bitwarden's SDK types `SendView` and `PasswordHistoryView`, screens named
    /// `SettingsView` or `HelpView`), as such an app names them.
    static func configuration(_ tree: String) throws -> Configuration {
        let path = PackageRoot.path(directory(tree) + "/" + Configuration.fileName)
        guard FileManager.default.fileExists(atPath: path) else { return Configuration() }
        return try Configuration.load(path).get()
    }

    /// The tree's flows, linted: the real apps' with their patches.
    static func linted(_ tree: String) throws -> LintRun.Outcome {
        guard let app = RealAppCodeTests.apps.first(where: { $0.name == tree }) else {
            let fixture = RealAppCodeTests.App(name: "GenerateFixtureApp", patches: [])
            let files = try RealAppCodeTests.patchedFlows(fixture, directory: "Tests/GenerateFixtureApp/Flows")
            return LintRun(paths: []).lint(files)
        }
        return LintRun(paths: []).lint(try RealAppCodeTests.patchedFlows(app))
    }

    /// The tree's own types: the fixture's model with the coordinator articles' own `Coordinator`,
    /// `Storyboarded` and `Action` (an app on those articles declares them beside the generated
    /// code), or the real app's `Model.swift`.
    static func models(_ tree: String) throws -> [String] {
        guard let app = RealAppCodeTests.apps.first(where: { $0.name == tree }) else {
            let directory = PackageRoot.path("Tests/GenerateFixtureApp/Model")
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
                .sorted().map { directory + "/" + $0 }
                + [PackageRoot.path("Tests/GenerateFixtureApp/App/ArticleCoordinators.swift")]
        }
        return [PackageRoot.path(app.directory + "/Model.swift")]
    }

    /// Writes the code and skeletons the SwiftUI backend generates from the tree into `directory`;
    /// returns their paths.
    static func writeGeneratedCode(_ tree: String, to directory: TemporaryDirectory) throws -> [String] {
        let outcome = try linted(tree)
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics.filter { $0.severity == .error })")
        let rootView = try configuration(tree).rootView
        #expect(SwiftUIBackendSupport.unsupported(in: outcome.graph, rootView: rootView) == nil)
        let root = PackageRoot.url.path
        let source = { (path: String) -> String in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let emitter = SwiftEmitter(backend: .swiftui, rootView: rootView)
        let files = emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
        #expect(files.contains { $0.name == "FlowcSupport.swift" && $0.contents.contains("final class FlowcStack") })
        return try files.map { try directory.write($0.contents, to: $0.name).path }
    }

    @Test(
        "without its setting, Bitwarden's ten screens shown as <Flow>View and its Tab flow's TabView are refused, naming the setting"
    )
    func bitwardenNeedsItsRootViewSetting() throws {
        let outcome = try Self.linted("Bitwarden")
        let problems = try #require(SwiftUIBackendSupport.unsupported(in: outcome.graph)).split(separator: "\n")
        #expect(problems.count == 11, "\(problems)")
        #expect(
            problems.contains { $0.hasPrefix("flow 'Tab': its generated root view in the SwiftUI backend, 'TabView'") })
        #expect(problems.allSatisfy { $0.contains("in .flowc.yml (swiftui: {rootView: \"{flow}FlowView\"}") })
        #expect(problems.contains { $0.hasPrefix("flow 'Settings': screen 'settings' shows 'SettingsView'") })
    }

    @Test(
        "the SwiftUI code generated from the tree compiles against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: trees)
    func compiles(_ tree: String) throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.models(tree) + (try Self.writeGeneratedCode(tree, to: directory))
        let compile = try StandInCompiler.compile(paths, module: tree + "SwiftUI")
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// As `RealAppCodeTests` lints the UIKit backend's code: the trees' long names and texts make
    /// the lines that show whether the generated code is laid out as swift-format lays it out.
    @Test(
        "the SwiftUI code generated from the tree and its skeletons pass swift-format lint", .requires(.swiftFormat),
        arguments: trees)
    func passesSwiftFormat(_ tree: String) throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.writeGeneratedCode(tree, to: directory)
        let lint = try ProcessRunner.run(
            [
                try #require(GeneratedCodeTests.swiftFormat), "lint", "--strict", "--configuration",
                PackageRoot.path(".swift-format"),
            ] + paths)
        #expect(lint.status == 0, "\(lint.standardError)")
    }
}
