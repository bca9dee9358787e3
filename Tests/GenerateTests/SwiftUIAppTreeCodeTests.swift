import FlowEmitters
import FlowModel
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The SwiftUI backend on the trees written by hand beside the shop: the fixture flows (every
/// feature of the format) and the real apps' trees, patched as `RealAppCodeTests` patches them.
/// What it generates, with the skeletons as created, compiles in Swift 6 with warnings as errors
/// against the stand-ins, beside each tree's own types.
@Suite struct SwiftUIAppTreeCodeTests {
    /// The fixture's flows, then each real app's but Bitwarden's: its SDK's data types `SendView`
    /// and `PasswordHistoryView` are the generated views of its flows Send and PasswordHistory in
    /// this backend, a clash `generate` cannot see (Docs/design/swiftui-backend.md).
    static let trees = ["Fixture"] + RealAppCodeTests.apps.map(\.name).filter { $0 != "Bitwarden" }

    /// Screens whose view is named as a flow's generated view in this backend (`<Flow>View`),
    /// which `generate` refuses, naming both, rather than declare it twice: renamed in memory, as an
    /// app moving to this backend renames them.
    static let viewRenames: [String: [RealAppCodeTests.Patch]] = [
        "Fixture": [rename("Help", line: 8)]
    ]

    /// Line `line` of flow `flow`'s file, `view: <Flow>View`, made `view: <Flow>ScreenView`.
    static func rename(_ flow: String, line: Int) -> RealAppCodeTests.Patch {
        RealAppCodeTests.Patch(
            file: flow + ".flow.yaml", line: line, old: "    view: \(flow)View", new: "    view: \(flow)ScreenView",
            findings: "the \(flow) flow's generated view")
    }

    /// The tree's flows, linted: the real apps' with their patches, and the renames above.
    static func linted(_ tree: String) throws -> LintRun.Outcome {
        let renames = viewRenames[tree] ?? []
        guard let app = RealAppCodeTests.apps.first(where: { $0.name == tree }) else {
            let fixture = RealAppCodeTests.App(name: "GenerateFixtureApp", patches: renames)
            let files = try RealAppCodeTests.patchedFlows(fixture, directory: "Tests/GenerateFixtureApp/Flows")
            return LintRun(paths: []).lint(files)
        }
        let patched = RealAppCodeTests.App(name: app.name, patches: app.patches + renames)
        return LintRun(paths: []).lint(try RealAppCodeTests.patchedFlows(patched))
    }

    /// The tree's own types: the fixture's model, or the real app's `Model.swift`.
    static func models(_ tree: String) throws -> [String] {
        guard let app = RealAppCodeTests.apps.first(where: { $0.name == tree }) else {
            let directory = PackageRoot.path("Tests/GenerateFixtureApp/Model")
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
                .sorted().map { directory + "/" + $0 }
        }
        return [PackageRoot.path(app.directory + "/Model.swift")]
    }

    /// Writes the code and skeletons the SwiftUI backend generates from the tree into `directory`;
    /// returns their paths.
    static func writeGeneratedCode(_ tree: String, to directory: TemporaryDirectory) throws -> [String] {
        let outcome = try linted(tree)
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics.filter { $0.severity == .error })")
        #expect(SwiftUIBackendSupport.unsupported(in: outcome.graph) == nil)
        let root = PackageRoot.url.path
        let source = { (path: String) -> String in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let emitter = SwiftEmitter(backend: .swiftui)
        let files = emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
        #expect(files.contains { $0.name == "FlowcSupport.swift" && $0.contents.contains("final class FlowcStack") })
        return try files.map { try directory.write($0.contents, to: $0.name).path }
    }

    @Test(
        "the SwiftUI code generated from the tree compiles against the stand-ins, warnings as errors",
        .enabled(if: RealAppCodeTests.standIns != nil && ProcessRunner.lookUp("swiftc") != nil), arguments: trees)
    func compiles(_ tree: String) throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.models(tree) + (try Self.writeGeneratedCode(tree, to: directory))
        let compile = try ProcessRunner.run(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", tree + "SwiftUI",
                "-I", try #require(RealAppCodeTests.standIns).path,
            ] + paths, timeout: 600)
        #expect(compile.status == 0, "\(compile.output)")
    }
}
