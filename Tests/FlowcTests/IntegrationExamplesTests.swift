import FlowYAML
import FlowcTestSupport
import Foundation
import Testing

/// The forms Docs/integration.md shows, run as they stand in Examples/: the pre-commit hook, the
/// GitHub Actions workflow's flowc steps, the Xcode Run Script phase, shell completions, the
/// SwiftPM plugins and the example package that uses them.
@Suite struct IntegrationExamplesTests {
    static let examples = FlowcProcess.packageRoot.appendingPathComponent("Examples")
    static let broken = "flow: App\nentry: true\nstart: home\nscreens:\n  home: null\n  lost: null\n"
    static let fixed =
        "flow: App\nentry: true\nstart: home\nscreens:\n  home: {actions: {more: push lost}}\n  lost: null\n"

    /// A PATH with the built flowc first.
    static func path() throws -> String {
        let flowc = try #require(FlowcProcess.executable)
        return flowc.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    // MARK: - The documentation

    @Test(arguments: ["github-workflow.yml", "xcode-run-script.sh", "pre-commit", "HelloFlow/Package.swift"])
    func theIntegrationGuideShowsTheExampleAsItIs(file: String) throws {
        let guide = try String(
            contentsOf: FlowcProcess.packageRoot.appendingPathComponent("Docs/integration.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        #expect(guide.contains("\n" + example + "```\n"), "Docs/integration.md does not show Examples/\(file) as it is")
    }

    // MARK: - pre-commit

    @Test func thePreCommitHookLintsWhatIsStaged() throws {
        let repository = try TemporaryDirectory()
        let git = { (arguments: [String]) throws -> ExternalTool.Result in
            try ExternalTool.run(
                ["git", "-c", "user.name=flowc", "-c", "user.email=flowc@example.com", "-c", "commit.gpgsign=false"]
                    + arguments, in: repository.url, environment: ["FLOWC": try #require(FlowcProcess.executable).path])
        }
        #expect(try git(["init", "-q"]).status == 0)
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("pre-commit"), to: hook)
        try repository.put(
            "Flows/Login.flow.yaml",
            "flow: Login\nstart: form\noutcomes: [done]\nscreens:\n  form: {actions: {ok: finish done}}\n")
        try repository.put("README.md", "no flows here\n")
        #expect(try git(["add", "README.md"]).status == 0)
        #expect(try git(["commit", "-q", "-m", "no flow files: nothing to lint"]).status == 0)

        try repository.put("Flows/App.flow.yaml", Self.broken)
        #expect(try git(["add", "Flows"]).status == 0)
        let refused = try git(["commit", "-q", "-m", "broken"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("Flows/App.flow.yaml:6:3: error: screen 'lost' in flow 'App' is unreachable"))

        // Fixed in the work tree but not staged: the staged text is what is linted.
        try repository.put("Flows/App.flow.yaml", Self.fixed)
        #expect(try git(["commit", "-q", "-m", "still broken"]).status != 0)
        #expect(try git(["add", "Flows/App.flow.yaml"]).status == 0)
        let accepted = try git(["commit", "-q", "-m", "fixed"])
        #expect(accepted.status == 0, "\(accepted.output)")
        // Login is linted with App, which starts nothing: its unused-flow warning does not block.
        #expect(accepted.output.contains("Flows/Login.flow.yaml:1:7: warning: flow 'Login' is never started"))
    }

    // MARK: - GitHub Actions

    /// The workflow's steps that run flowc, by name, with their `run` text.
    static func workflowSteps() throws -> [(name: String, run: String)] {
        let bytes = Array(try Data(contentsOf: examples.appendingPathComponent("github-workflow.yml")))
        let read = YAMLReader().read(bytes, file: "github-workflow.yml")
        #expect(read.diagnostics.isEmpty)
        func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
            guard case .mapping(let pairs) = node?.content else { return nil }
            return pairs.first { $0.key.scalar?.text == key }?.value
        }
        let job = value(value(read.documents.first, "jobs"), "lint-flows")
        guard case .sequence(let steps) = value(job, "steps")?.content else { return [] }
        return steps.compactMap { step in
            guard let name = value(step, "name")?.scalar?.text, let run = value(step, "run")?.scalar?.text,
                run.hasPrefix("flowc ")
            else { return nil }
            return (name, run)
        }
    }

    /// Runs a workflow step as GitHub runs `run` steps: bash -e -o pipefail, in the checkout.
    static func runStep(_ step: (name: String, run: String), in checkout: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step.run], in: checkout,
            environment: ["PATH": try Self.path()])
    }

    @Test func theWorkflowsLintStepsAnnotateAndWriteSARIF() throws {
        let steps = try Self.workflowSteps()
        #expect(steps.map(\.name) == ["Lint flows", "Write SARIF"])
        let checkout = try TemporaryDirectory()
        try checkout.put("App/Flows/App.flow.yaml", Self.broken)
        let lint = try Self.runStep(steps[0], in: checkout.url)
        #expect(lint.status == 1, "errors fail the job")
        #expect(
            lint.output.hasPrefix(
                "::error file=App/Flows/App.flow.yaml,line=6,col=3,title=unreachable-screen::screen 'lost'"))
        let sarif = try Self.runStep(steps[1], in: checkout.url)
        #expect(sarif.status == 0, "findings still give a SARIF file to upload:\n\(sarif.output)")
        let log = checkout.url.appendingPathComponent("flowc.sarif")
        #expect(try String(contentsOf: log, encoding: .utf8).contains("\"uri\": \"App/Flows/App.flow.yaml\""))

        // A run failure (no flow files) fails the SARIF step too.
        let empty = try TemporaryDirectory()
        #expect(try Self.runStep(steps[1], in: empty.url).status != 0)
    }

    @Test(.requires(.sarifKit)) func theWorkflowsSARIFStepWritesValidSARIF() throws {
        let step = try #require(try Self.workflowSteps().first { $0.name == "Write SARIF" })
        let checkout = try TemporaryDirectory()
        try checkout.put("App/Flows/App.flow.yaml", Self.broken)
        #expect(try Self.runStep(step, in: checkout.url).status == 0)
        let log = checkout.url.appendingPathComponent("flowc.sarif")
        let valid = try ExternalTool.run(["sarif-kit", "validate", log.path])
        #expect(valid.status == 0, "\(valid.output)")
    }

    // MARK: - Xcode

    @Test func theXcodeRunScriptReportsWhereXcodeLooks() throws {
        let project = try TemporaryDirectory()
        try project.put("App/Flows/App.flow.yaml", Self.broken)
        let script = Self.examples.appendingPathComponent("xcode-run-script.sh").path
        let result = try ExternalTool.run(
            ["sh", "-e", script], in: project.url, environment: ["PATH": try Self.path(), "SRCROOT": project.url.path])
        #expect(result.status == 1, "errors fail the build")
        #expect(
            result.output.hasPrefix(
                project.url.path
                    + "/App/Flows/App.flow.yaml:6:3: error: screen 'lost' in flow 'App' is unreachable from its start 'home' [unreachable-screen]\n"
            ))
        let missing = try ExternalTool.run(
            ["sh", "-e", script], in: project.url, environment: ["PATH": "/usr/bin:/bin", "SRCROOT": project.url.path])
        #expect(missing.status == 0)
        #expect(missing.output == "warning: flowc is not installed, so the flows were not linted\n")
    }

    // MARK: - Shell completions

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try FlowcProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for word in ["lint", "generate", "graph", "explain", "stdin-path", "write-baseline", "config", "sarif"] {
            #expect(result.standardOutput.contains(word), "\(shell) completion lacks \(word)")
        }
        if shell == "bash" {
            let directory = try TemporaryDirectory()
            let file = try directory.put("flowc.bash", result.standardOutput)
            let loaded = try ExternalTool.run([
                "bash", "--noprofile", "--norc", "-c", "source '\(file.path)' && complete -p flowc",
            ])
            #expect(loaded.status == 0, "\(loaded.output)")
            #expect(loaded.output.contains("flowc"))
        }
    }

    // MARK: - The example package and the plugins

    /// Where the example package builds: inside this package's .build, kept between runs.
    static let scratch = FlowcProcess.packageRoot.appendingPathComponent(".build/examples/HelloFlow").path

    /// Whether to build the example package: it builds flowc and swift-syntax a second time, in
    /// a scratch directory of its own (SwiftPM holds this package's .build while its tests run),
    /// which is most of a first `swift test`'s time. CI builds it; elsewhere it is asked for.
    static let buildsExamplePackage =
        RequiredTool.isCI || ProcessInfo.processInfo.environment["FLOWC_BUILD_EXAMPLES"] == "1"

    @Test(
        .enabled(
            if: buildsExamplePackage,
            "builds Examples/HelloFlow and a second swift-syntax (minutes): runs under CI=true, or with FLOWC_BUILD_EXAMPLES=1"
        ), .timeLimit(.minutes(40)))
    func theExamplePackageBuildsWithTheGeneratePlugin() throws {
        let package = Self.examples.appendingPathComponent("HelloFlow").path
        let build = try ExternalTool.run(
            ["swift", "build", "--package-path", package, "--scratch-path", Self.scratch], timeout: 2400)
        #expect(build.status == 0, "swift build of Examples/HelloFlow:\n\(build.output.suffix(4000))")
        let generated = URL(fileURLWithPath: Self.scratch).appendingPathComponent(
            "plugins/outputs/helloflow/HelloFlow/destination/FlowcGeneratePlugin/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
        #expect(names == ["FlowcSupport.swift", "HelloCoordinator.swift"])
        let coordinator = try String(
            contentsOf: generated.appendingPathComponent("HelloCoordinator.swift"), encoding: .utf8)
        #expect(coordinator.hasPrefix("// Generated by flowc from "))
        #expect(coordinator.contains("final class HelloCoordinator"))
        #expect(!coordinator.contains("@Observable"), "HelloFlow has no .flowc.yml: UIKit's backend")

        // HelloSwiftUI's .flowc.yml asks for the SwiftUI backend: the plugin passes it as --config.
        let swiftUI = URL(fileURLWithPath: Self.scratch).appendingPathComponent(
            "plugins/outputs/helloflow/HelloSwiftUI/destination/FlowcGeneratePlugin/Generated")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: swiftUI.path).sorted()
                == ["FlowcSupport.swift", "WelcomeCoordinator.swift"])
        let welcome = try String(
            contentsOf: swiftUI.appendingPathComponent("WelcomeCoordinator.swift"), encoding: .utf8)
        #expect(welcome.contains("@Observable @MainActor\nfinal class WelcomeCoordinator"))
        #expect(welcome.contains("struct WelcomeView: View"))

        // Built again with nothing changed, flowc does not run: the outputs are declared. (After
        // a build from scratch, SwiftPM may relink the plugin's tool on the next build or two,
        // which reruns the plugin; the check is on a build once the tool has settled.)
        for _ in 0..<3 {
            let settle = try ExternalTool.run(
                ["swift", "build", "--package-path", package, "--scratch-path", Self.scratch], timeout: 600)
            #expect(settle.status == 0)
            if !settle.output.contains("Linking flowc-tool") { break }
        }
        let again = try ExternalTool.run(
            ["swift", "build", "--package-path", package, "--scratch-path", Self.scratch], timeout: 600)
        #expect(again.status == 0)
        #expect(!again.output.contains("flowc generate HelloFlow"), "\(again.output)")
        #expect(!again.output.contains("flowc generate HelloSwiftUI"), "\(again.output)")

        // The command plugin lints the package's flows (all of them, or a target's).
        let lint = try ExternalTool.run(
            ["swift", "package", "--package-path", package, "--scratch-path", Self.scratch, "flowc-lint"], timeout: 600)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.contains("2 files, 2 flows: no findings"))
        let target = try ExternalTool.run(
            [
                "swift", "package", "--package-path", package, "--scratch-path", Self.scratch, "flowc-lint",
                "--target", "HelloFlow", "--format", "github", "--strict",
            ], timeout: 600)
        #expect(target.status == 0, "\(target.output)")
        #expect(target.output.contains("1 file, 1 flow: no findings"))
    }
}
