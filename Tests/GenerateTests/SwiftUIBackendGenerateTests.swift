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

    @Test("a screen's view named as a flow's generated view is refused, naming both and the setting")
    func viewNameClash() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(SampleFlows.login, to: "flows/Login.flow.yaml")
        let result = try flowc(["generate", "flows", "--output", "A", "--backend", "swiftui"], in: directory)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "flowc: error: flow 'Login': screen 'form' shows 'LoginView', the name of the generated root view of "
                    + "flow 'Login' in the SwiftUI backend; give the screen another 'view', or name the root views "
                    + "otherwise in .flowc.yml (swiftui: {rootView: \"{flow}FlowView\"}; now \"{flow}View\")\n"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("A/AppCoordinator.swift")))
        // The UIKit backend has no such view.
        let uikit = try flowc(["generate", "flows", "--output", "B"], in: directory)
        #expect(uikit.status == 0, "\(uikit.standardError)")
    }

    @Test("swiftui.rootView in .flowc.yml names every root view, where it is declared and where it is shown")
    func rootViewSetting() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        // Its screen shows LoginView, which the setting leaves to the app.
        try directory.write(SampleFlows.login, to: "flows/Login.flow.yaml")
        try directory.write("backend: swiftui\nswiftui:\n  rootView: \"{flow}FlowView\"\n", to: ".flowc.yml")
        let result = try flowc(["generate", "flows", "--output", "A"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let app = try directory.read("A/AppCoordinator.swift")
        let login = try directory.read("A/LoginCoordinator.swift")
        #expect(app.contains("struct AppFlowView: View {\n    let coordinator: AppCoordinator"), "\(app)")
        #expect(app.contains("`AppFlowView` shows it."))
        // The child's view, where the parent presents it.
        #expect(app.contains("view: { AnyView(LoginFlowView(coordinator: child)) }"), "\(app)")
        #expect(login.contains("struct LoginFlowView: View {"))
        #expect(!app.contains("AppView") && !login.contains("struct LoginView"))
        // Written by the same setting again, nothing changes; another pattern rewrites every flow's file.
        let again = try flowc(["generate", "flows", "--output", "A", "--check"], in: directory)
        #expect(again.status == 0, "\(again.standardOutput)")
        try directory.write("backend: swiftui\nswiftui: {rootView: \"Flow{flow}Screen\"}\n", to: ".flowc.yml")
        let other = try flowc(["generate", "flows", "--output", "A", "--check"], in: directory)
        #expect(other.status == 1)
        #expect(other.standardOutput.contains("changed A/AppCoordinator.swift\nchanged A/LoginCoordinator.swift\n"))
        // The UIKit backend has no root view: the setting changes none of its bytes.
        let uikit = try flowc(["generate", "flows", "--output", "U", "--backend", "uikit"], in: directory)
        #expect(uikit.status == 0, "\(uikit.standardError)")
        try directory.write("", to: ".flowc.yml")
        let plain = try flowc(["generate", "flows", "--output", "U", "--check"], in: directory)
        #expect(plain.status == 0, "\(plain.standardOutput)")
    }

    @Test("a root view named as a generated type of the flows is refused, naming the setting")
    func rootViewNamedAsAGeneratedType() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(Self.login, to: "flows/Login.flow.yaml")
        try directory.write("swiftui: {rootView: \"Live{flow}Work\"}\n", to: ".flowc.yml")
        let result = try flowc(["generate", "flows", "--output", "A", "--backend", "swiftui"], in: directory)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "flowc: error: flow 'App': its generated root view in the SwiftUI backend, 'LiveAppWork', is also "
                    + "the work skeleton of flow 'App'; name the root views otherwise in .flowc.yml "
                    + "(swiftui: {rootView: \"{flow}FlowView\"}; now \"Live{flow}Work\")\n"),
            "\(result.standardError)")
        #expect(result.standardError.hasSuffix("flowc: error: nothing was generated (--backend swiftui)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("A")))
    }

    @Test("a root view named as a screen's actions type is refused, and only then described")
    func rootViewNamedAsAnActionsType() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(Self.login, to: "flows/Login.flow.yaml")
        let linted = try LintRun(paths: [directory.path("flows")]).run().get()
        let pattern = try SwiftUIRootViewPattern.parse("{flow}HomeActions").get()
        let problems = try #require(SwiftUIBackendSupport.unsupported(in: linted.graph, rootView: pattern))
        #expect(
            problems
                == "flow 'App': its generated root view in the SwiftUI backend, 'AppHomeActions', is also the "
                + "actions of screen 'home' of flow 'App'; name the root views otherwise in .flowc.yml "
                + "(swiftui: {rootView: \"{flow}FlowView\"}; now \"{flow}HomeActions\")")
        let fine = try SwiftUIRootViewPattern.parse("{flow}HomeView").get()
        #expect(SwiftUIBackendSupport.unsupported(in: linted.graph, rootView: fine) == nil)
    }

    @Test(
        "a root view named as a type of the SwiftUI runtime or one the generated code names is refused",
        arguments: [
            ("FlowcStack", "FlowcStackView", "a type of flowc's SwiftUI runtime"),
            ("Tab", "TabView", "a type the generated code names (from UIKit, SwiftUI or Swift)"),
            ("Empty", "EmptyView", "a type the generated code names (from UIKit, SwiftUI or Swift)"),
        ])
    func rootViewNamedAsATypeTheCodeUses(flow: String, view: String, owner: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            SampleFlows.app.replacingOccurrences(of: "flow: App", with: "flow: \(flow)"), to: "flows/App.flow.yaml")
        try directory.write(Self.login, to: "flows/Login.flow.yaml")
        let linted = try LintRun(paths: [directory.path("flows")]).run().get()
        #expect(linted.summary.errors == 0)
        let problems = try #require(SwiftUIBackendSupport.unsupported(in: linted.graph))
        #expect(
            problems
                == "flow '\(flow)': its generated root view in the SwiftUI backend, '\(view)', is also "
                + "\(owner); name the root views otherwise in .flowc.yml "
                + "(swiftui: {rootView: \"{flow}FlowView\"}; now \"{flow}View\")")
        let named = try SwiftUIRootViewPattern.parse("{flow}FlowView").get()
        #expect(SwiftUIBackendSupport.unsupported(in: linted.graph, rootView: named) == nil)
    }

    /// A pattern that names a child's root view as an enum its parent's coordinator nests
    /// (`ABChoice`, the choice of action `b` of screen `a`): the parent would take one for the other.
    @Test func aRootViewNamedAsANestedEnumIsRefused() throws {
        let flows = """
            flow: P
            entry: true
            start: a
            screens:
              a: {actions: {b: [start AB, stay]}}
            children:
              AB: {present: true, on: {done: stay}}
            ---
            flow: AB
            outcomes: [done]
            start: s
            screens: {s: {actions: {close: finish done}}}
            """
        let linted = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "P.flow.yaml")])
        #expect(linted.summary.errors == 0)
        let pattern = try SwiftUIRootViewPattern.parse("{flow}Choice").get()
        let problems = try #require(SwiftUIBackendSupport.unsupported(in: linted.graph, rootView: pattern))
        #expect(
            problems.hasPrefix(
                "flow 'AB': its generated root view in the SwiftUI backend, 'ABChoice', is also an enum a generated "
                    + "coordinator nests for a choice or named answers"), "\(problems)")
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

    @Test("flows/ generates with the SwiftUI backend: no construct is refused")
    func nothingRefused() throws {
        let directory = try TemporaryDirectory()
        let result = try flowc(
            ["generate", PackageRoot.path("flows"), "--output", "Out", "--backend", "swiftui"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.path("Out/ProductDetailCoordinator.swift")))
    }

    /// UIKit-made screens and popovers in one flow set: a storyboard screen; external screens
    /// presented in a popover (with `to` alternatives, for a result), in a form sheet whose swipe
    /// the work decides, pushed for a result; a SwiftUI screen in a popover whose tap outside the
    /// work decides; a child without `back` presented as a popover.
    static let uikitMadeScreens = [
        (
            "Browser",
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                storyboard: Main
                identifier: Browser
                actions:
                  share: {input: String, to: present activity, result: Bool}
                  scan: present scanner
                  preview: {input: String, to: push preview, result: Bool}
                  about: present about
                  settings: start Settings
              activity:
                external: true
                input: String
                result: Bool
                to: [push receipt, stay]
                presentation: {style: popover}
              scanner:
                external: true
                presentation: {style: formSheet, detents: [medium], swipeToDismiss: false}
              preview: {external: true, input: String, result: Bool}
              receipt: {input: Bool}
              about:
                swiftui: true
                presentation: {style: popover, swipeToDismiss: false}
                actions:
                  close: dismiss
            children:
              Settings:
                present: {style: popover}
                on:
                  done: stay

            """
        ),
        (
            "Settings",
            """
            flow: Settings
            start: main
            outcomes:
              done: null
            screens:
              main:
                actions:
                  close: finish done

            """
        ),
    ]

    @Test(
        "storyboard screens, external screens and popovers are generated, and compile against the stand-ins",
        .enabled(if: StandInCompiler.isAvailable))
    func uikitMadeScreensAndPopovers() throws {
        let directory = try TemporaryDirectory()
        for (name, text) in Self.uikitMadeScreens { try directory.write(text, to: "flows/\(name).flow.yaml") }
        let result = try flowc(
            ["generate", "flows", "--output", "Out", "--skeletons", "App", "--backend", "swiftui"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let browser = try directory.read("Out/BrowserCoordinator.swift")
        for line in [
            // The work's requirement is the UIKit backend's.
            "func makeActivityScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController?",
            "func activityDone(_ payload: Bool) -> BrowserCoordinator.ActivityDoneChoice",
            // A present of an external screen shows it in its style, asking the work where it must.
            "screen.style = .popover",
            "screen.detents = [.medium]",
            "screen.mayDismissBySwipe = { [weak self] in self?.work.mayDismissScannerScreenBySwipe() ?? false }",
            "case .activity:\n            return entry.externalView",
            // A storyboard screen is made from its storyboard, given its values.
            "BrowserViewController.instantiate(\n                        storyboard: \"Main\", identifier: \"Browser\"",
            // Popovers: a screen whose tap outside the work decides, and a child without `back`.
            "entry, from: navigation, style: .popover, detents: [],",
            "mayDismissBySwipe: { [weak self] in self?.work.mayDismissAboutScreenBySwipe() ?? false })",
            "style: .popover, detents: [],\n            mayDismissBySwipe: { [weak self] in self?.work.mayDismissSettingsBySwipe() ?? false },",
        ] {
            #expect(browser.contains(line), "\(line)\n\(browser)")
        }
        let support = try directory.read("Out/FlowcSupport.swift")
        #expect(support.contains("struct FlowcExternalScreen<Value>"))
        #expect(support.contains("protocol FlowcStoryboarded: UIViewController {}"))
        #expect(support.contains(".popover(item: stack.popoverBinding)"))
        let files = try directory.files(in: "Out").map { directory.path("Out/" + $0) }
        let skeletons = try directory.files(in: "App").map { directory.path("App/" + $0) }
        let compile = try StandInCompiler.compile(files + skeletons, module: "Browser")
        #expect(compile.status == 0, "\(compile.output)")
    }

    @Test("a flow set without storyboards or external screens has none of their runtime")
    func noStoryboardOrExternalRuntimeUnasked() throws {
        let directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(Self.login, to: "flows/Login.flow.yaml")
        let result = try flowc(["generate", "flows", "--output", "Out", "--backend", "swiftui"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let support = try directory.read("Out/FlowcSupport.swift")
        #expect(!support.contains("FlowcStoryboarded"))
        #expect(!support.contains("FlowcExternal"))
    }

    @Test("the backend is part of every file's inputs digest; the UIKit backend's digests stay")
    func digestsDiffer() throws {
        let linted = try LintRun(paths: [PackageRoot.path("Tests/GenerateSwiftUIShopApp/Flows")]).run().get()
        let uikit = SwiftEmitter().plan(linted.graph, source: { $0 })
        let swiftUI = SwiftEmitter(backend: .swiftui).plan(linted.graph, source: { $0 })
        #expect(uikit.map(\.name) == swiftUI.map(\.name))
        for (left, right) in zip(uikit, swiftUI) { #expect(left.inputs != right.inputs, "\(left.name)") }
        // The root views' names are the SwiftUI backend's inputs only; the default adds nothing.
        let pattern = try SwiftUIRootViewPattern.parse("{flow}FlowView").get()
        #expect(SwiftEmitter(rootView: pattern).plan(linted.graph, source: { $0 }) == uikit)
        let named = SwiftEmitter(backend: .swiftui, rootView: pattern).plan(linted.graph, source: { $0 })
        // Each flow's file names root views; the runtime names none.
        for (left, right) in zip(swiftUI, named) {
            #expect((left.inputs == right.inputs) == (left.name == "FlowcSupport.swift"), "\(left.name)")
        }
    }
}
