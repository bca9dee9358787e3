import FlowEmitters
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The generated code committed into the test tree (compiled, and run by
/// GenerateBehaviourTests) is what flowc generates now, and it passes swift-format lint.
@Suite struct GeneratedCodeTests {
    struct Project: CustomStringConvertible, Sendable {
        var flows: String
        var generated: String
        var skeletons: String
        /// Skeletons the tests edited, as an app would.
        var editedSkeletons: Set<String> = []
        var backend = GenerateBackend.uikit

        var description: String { flows }
    }

    static let projects = [
        Project(
            flows: "flows", generated: "Tests/GenerateShopApp/Generated", skeletons: "Tests/GenerateShopApp/Skeletons",
            editedSkeletons: ["LiveSearchWork.swift", "LiveProductDetailWork.swift"]),
        Project(
            flows: "Tests/GenerateFixtureApp/Flows", generated: "Tests/GenerateFixtureApp/Generated",
            skeletons: "Tests/GenerateFixtureApp/App",
            editedSkeletons: [
                "LiveRootWork.swift", "LiveEditorWork.swift", "LiveSignInWork.swift", "LiveStudioWork.swift",
                "LiveWharfWork.swift", "LiveZineWork.swift",
                "LiveInboxWork.swift",
                "LiveLobbyWork.swift", "LiveRoomWork.swift",
                // The Lens flow's work, held by the desk's, lets a test hold its fetch.
                "LiveDeskWork.swift", "LiveLensWork.swift",
            ]),
        // The SwiftUI backend's shop (GenerateSwiftUIBehaviourTests drives it).
        Project(
            flows: "Tests/GenerateSwiftUIShopApp/Flows", generated: "Tests/GenerateSwiftUIShopApp/Generated",
            skeletons: "Tests/GenerateSwiftUIShopApp/Skeletons", editedSkeletons: ["LiveProductDetailWork.swift"],
            backend: .swiftui),
        // Format 1.2's coordinator-side constructs in the SwiftUI backend (GenerateSwiftUIFormat12Tests).
        Project(
            flows: "Tests/GenerateSwiftUIFormat12App/Flows", generated: "Tests/GenerateSwiftUIFormat12App/Generated",
            skeletons: "Tests/GenerateSwiftUIFormat12App/Skeletons", backend: .swiftui),
    ]

    static let regenerate = """
        regenerate from the package root: flowc generate FLOWS --output GENERATED \
        (and, for new skeletons, delete SKELETONS/<file> and add --skeletons SKELETONS)
        """

    static func emitted(_ project: Project) throws -> (files: [GeneratedFile], skeletons: [GeneratedFile]) {
        let linted = try LintRun(paths: [PackageRoot.path(project.flows)]).run().get()
        #expect(linted.summary.errors == 0, "\(project.flows) lints clean")
        let root = PackageRoot.url.path
        let source = { (path: String) -> String in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let emitter = SwiftEmitter(backend: project.backend)
        return (emitter.emit(linted.graph, source: source), emitter.skeletons(linted.graph, source: source))
    }

    @Test("the committed generated code is up to date", arguments: projects)
    func generatedCodeIsFresh(_ project: Project) throws {
        let (files, _) = try Self.emitted(project)
        let directory = PackageRoot.path(project.generated)
        let committed = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
        #expect(committed.sorted() == files.map(\.name), "\(Self.regenerate)")
        for file in files {
            let text = try? String(contentsOfFile: directory + "/" + file.name, encoding: .utf8)
            guard let text else {
                Issue.record("\(project.generated)/\(file.name) is missing: \(Self.regenerate)")
                continue
            }
            guard text != file.contents else { continue }
            if Self.inputsDigest(text) == Self.inputsDigest(file.contents) {
                // Same inputs, other code: generate would take the committed file as up to date.
                Issue.record(
                    """
                    \(project.generated)/\(file.name): the emitter's output changed for the same inputs; raise \
                    SwiftEmitter.outputRevision, then \(Self.regenerate)
                    """)
            } else {
                Issue.record("\(project.generated)/\(file.name) is stale: \(Self.regenerate)")
            }
        }
    }

    /// The header and the inputs digest: the start of a file up to its body digest.
    static func inputsDigest(_ text: String) -> Substring? {
        text.range(of: ", body ").map { text[..<$0.lowerBound] }
    }

    @Test("the committed skeletons are as created, but for those edited on purpose", arguments: projects)
    func skeletonsAreAsCreated(_ project: Project) throws {
        let (_, skeletons) = try Self.emitted(project)
        let directory = PackageRoot.path(project.skeletons)
        for file in skeletons where !project.editedSkeletons.contains(file.name) {
            let text = try? String(contentsOfFile: directory + "/" + file.name, encoding: .utf8)
            #expect(text == file.contents, "\(project.skeletons)/\(file.name): \(Self.regenerate)")
        }
    }

    @Test("generating twice gives the same bytes", arguments: projects)
    func deterministic(_ project: Project) throws {
        let first = try Self.emitted(project)
        let second = try Self.emitted(project)
        #expect(first.files == second.files)
        #expect(first.skeletons == second.skeletons)
    }

    static let swiftFormat: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { $0 + "/swift-format" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(
        "generated code and skeletons pass swift-format lint", .requires(.swiftFormat),
        arguments: projects)
    func swiftFormatLint(_ project: Project) throws {
        let (files, skeletons) = try Self.emitted(project)
        let directory = try TemporaryDirectory()
        for file in files + skeletons {
            try directory.write(file.contents, to: file.name)
        }
        let lint = try ProcessRunner.run(
            [try #require(Self.swiftFormat), "lint", "--strict", "--configuration", PackageRoot.path(".swift-format")]
                + (files + skeletons).map { directory.path($0.name) })
        #expect(lint.status == 0, "\(lint.standardError)")
    }
}
