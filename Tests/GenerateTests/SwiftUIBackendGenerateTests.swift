import FlowEmitters
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// `flowc generate --backend swiftui` (issue 34's first slice): chosen by the option or by
/// `.flowc.yml`, refusing what it does not generate yet, and leaving the UIKit backend's bytes
/// alone.
@Suite struct SwiftUIBackendGenerateTests {
    func flowc(_ arguments: [String], in directory: TemporaryDirectory) throws -> ProcessRunner.Result {
        let executable = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        return try ProcessRunner.run([executable.path] + arguments, in: directory.url)
    }

    /// SampleFlows' login, whose screen's view is not `LoginView`, the flow's generated view.
    static let login = SampleFlows.login.replacingOccurrences(of: "view: LoginView", with: "view: SignInView")

    @Test("the option writes SwiftUI coordinators and views; .flowc.yml's backend does the same")
    func optionAndConfiguration() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(Self.login, to: "flows/Login.flow.yaml")
        let byOption = try flowc(["generate", "flows", "--output", "A", "--backend", "swiftui"], in: directory)
        #expect(byOption.status == 0, "\(byOption.standardError)")
        let app = try directory.read("A/AppCoordinator.swift")
        #expect(app.contains("@Observable @MainActor\nfinal class AppCoordinator: FlowcCoordinator {"))
        #expect(app.contains("struct AppView: View {"))
        #expect(try directory.read("A/FlowcSupport.swift").contains("final class FlowcStack {"))

        try directory.write("backend: swiftui\n", to: ".flowc.yml")
        let byConfiguration = try flowc(["generate", "flows", "--output", "B"], in: directory)
        #expect(byConfiguration.status == 0, "\(byConfiguration.standardError)")
        #expect(try directory.read("B/AppCoordinator.swift") == app)
        // The option wins over the configuration.
        let uikit = try flowc(["generate", "flows", "--output", "C", "--backend", "uikit"], in: directory)
        #expect(uikit.status == 0, "\(uikit.standardError)")
        #expect(try directory.read("C/AppCoordinator.swift").contains("final class AppCoordinator: NSObject"))
    }

    @Test("a screen's view named as a flow's generated view is refused, naming both")
    func viewNameClash() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(SampleFlows.login, to: "flows/Login.flow.yaml")
        let result = try flowc(["generate", "flows", "--output", "A", "--backend", "swiftui"], in: directory)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "flowc: error: flow 'Login': screen 'form' shows 'LoginView', the name of a flow's generated view"),
            "\(result.standardError)")
        // The UIKit backend has no such view.
        let uikit = try flowc(["generate", "flows", "--output", "B"], in: directory)
        #expect(uikit.status == 0, "\(uikit.standardError)")
    }

    @Test("a wrong backend is a usage error, in the option and in the configuration")
    func wrongBackend() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(SampleFlows.login, to: "flows/Login.flow.yaml")
        let option = try flowc(["generate", "flows", "--output", "A", "--backend", "appkit"], in: directory)
        #expect(option.status == 2)
        let parsed = Configuration.parse(Array("backend: appkit\n".utf8), path: ".flowc.yml")
        guard case .failure(let error) = parsed else {
            Issue.record("backend: appkit was read")
            return
        }
        #expect(error.description.contains("'backend' is 'appkit'; expected uikit or swiftui"), "\(error)")
        let read = try Configuration.parse(Array("backend: swiftui\n".utf8), path: ".flowc.yml").get()
        #expect(read.backend == .swiftui)
        #expect(try Configuration.parse([], path: ".flowc.yml").get().backend == .uikit)
    }

    @Test("flows/ uses what this slice does not generate: each named, nothing written, exit 2")
    func refusesWhatItDoesNotGenerateYet() throws {
        let directory = try TemporaryDirectory()
        let result = try flowc(
            ["generate", PackageRoot.path("flows"), "--output", "Out", "--backend", "swiftui"], in: directory)
        #expect(result.status == 2)
        for line in [
            "flowc: error: flow 'Cart' uses storyboard screens, which the SwiftUI backend does not generate yet",
            "flowc: error: flow 'ProductDetail' uses external screen 'shareSheet' (format 1.2), which the SwiftUI backend does not generate yet",
            "flowc: error: nothing was generated (--backend swiftui)",
        ] {
            #expect(result.standardError.contains(line), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))
        // Routes, made steps, named results, triggers and second steps are generated: not refused.
        for construct in ["uses routes", "uses made steps", "uses named results", "uses triggers", "second steps"] {
            #expect(!result.standardError.contains(construct), "\(result.standardError)")
        }
    }

    @Test("an external screen is refused by the SwiftUI backend, named with its flow, nothing written")
    func refusesExternalScreens() throws {
        let directory = try TemporaryDirectory()
        try directory.write(ExternalGenerateTests.flows, to: "flows/Browser.flow.yaml")
        let result = try flowc(["generate", "flows", "--output", "Out", "--backend", "swiftui"], in: directory)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "flowc: error: flow 'Browser' uses external screen 'activity' (format 1.2), which the SwiftUI backend "
                    + "does not generate yet\nflowc: error: nothing was generated (--backend swiftui)"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))
    }

    @Test("external screens are refused, not written as UIKit calls; kept children and second steps are not")
    func refusesExternalNotKeepAndThen() throws {
        let directory = try TemporaryDirectory()
        let result = try flowc(
            [
                "generate", PackageRoot.path("Tests/GenerateFixtureApp/Flows"), "--output", "Out", "--backend",
                "swiftui",
            ],
            in: directory)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "flowc: error: flow 'Zine' uses external screen 'shareSheet' (format 1.2), which the SwiftUI backend "
                    + "does not generate yet"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))
        // Triggers, entries that choose, `then` and `keep` are generated (GenerateSwiftUIFormat12Tests).
        for construct in ["triggers", "'start' is a list", "second steps", "kept children"] {
            #expect(!result.standardError.contains(construct), "\(result.standardError)")
        }
    }

    @Test("the backend is part of every file's inputs digest; the UIKit backend's digests stay")
    func digestsDiffer() throws {
        let linted = try LintRun(paths: [PackageRoot.path("Tests/GenerateSwiftUIShopApp/Flows")]).run().get()
        let uikit = SwiftEmitter().plan(linted.graph, source: { $0 })
        let swiftUI = SwiftEmitter(backend: .swiftui).plan(linted.graph, source: { $0 })
        #expect(uikit.map(\.name) == swiftUI.map(\.name))
        for (left, right) in zip(uikit, swiftUI) { #expect(left.inputs != right.inputs, "\(left.name)") }
    }
}
