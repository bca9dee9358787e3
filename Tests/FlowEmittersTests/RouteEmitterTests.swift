import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// The Swift of routes, where the shop (GenerateShopApp, RouteBehaviourTests) does not go: a
/// permanent child with an input, a presented screen, case names, keywords, and the digests.
@Suite struct RouteEmitterTests {
    static let flows = """
        flow: Scene
        entry: true
        start: launch
        screens: {launch: {actions: {go: {input: Mode, to: start Browser}}}}
        children: {Browser: {permanent: true}}
        ---
        flow: Browser
        input: Mode
        start: browser
        screens: {browser: {input: Mode, actions: {settings: {input: Int, to: start Settings}}}}
        children: {Settings: {present: true, on: {done: stay}}}
        ---
        flow: Settings
        input: Int
        outcomes: [done]
        back: done
        start: list
        screens: {list: {input: Int}, about: null, section: {input: Int}}
        routes:
          "settings/{default}": {default: Int, to: start}
          "settings/{section}/about": {section: Int, to: present about}
          "settings/{a}/{b}": {a: Int, b: Int, to: push section}
        """

    static func files(_ text: String) -> [String: String] {
        let graph = FlowGraph(files: [FlowLoader().load(text: text, path: "Flows.flow.yaml")])
        var files: [String: String] = [:]
        for file in SwiftEmitter().emit(graph, source: { $0 }) { files[file.name] = file.contents }
        return files
    }

    @Test func aPermanentChildWithAnInputIsOnlyFoundAndScreensArePresentedOrPushed() throws {
        let files = Self.files(Self.flows)
        let scene = try #require(files["SceneCoordinator.swift"])
        #expect(scene.contains("enum SceneRoute {"))
        #expect(scene.contains("case settings(`default`: Int)"), "a keyword parameter is escaped")
        #expect(scene.contains("case settingsAbout(section: Int)"))
        #expect(scene.contains("case settingsByAAndB(a: Int, b: Int)"), "a taken name gets its parameters")
        #expect(
            scene.contains("case .settings(let `default`):\n            routeToBrowser()?.routeToSettings(`default`)"))
        #expect(
            scene.contains(
                "case .settingsByAAndB(let a, let b):\n            routeToBrowser()?.routeToSettings(a)?.routePushSection(b)"
            ),
            "the parameters feed the inputs on the way in order")
        #expect(scene.contains("        children.last { $0 is BrowserCoordinator } as? BrowserCoordinator\n"))
        #expect(!scene.contains("startBrowserFlow(on: navigationController)"), "never started without its input")
        let settings = try #require(files["SettingsCoordinator.swift"])
        #expect(
            settings.contains(
                "func routePresentAbout() {\n        present(makeAboutScreen(), from: navigationController)"))
        #expect(
            settings.contains(
                "func routePushSection(_ input: Int) {\n        push(makeSectionScreen(input), on: navigationController)"
            ))
        let browser = try #require(files["BrowserCoordinator.swift"])
        #expect(
            browser.contains(
                "func routeToSettings(_ input: Int) -> SettingsCoordinator? {\n        startSettingsFlow(input, on: navigationController)"
            ))
    }

    /// Found by the fuzz grammar's format-1.1 flow sets, their generated Swift type-checked
    /// against the stand-ins: a route through a flow with `entries` started it without an entry
    /// (its `start<Flow>Flow` takes one), and the input of its `main` entry took no parameter.
    @Test func aFlowWithEntriesOnTheWayIsStartedAtMainWithMainsInput() throws {
        let text = """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {open: {input: Int, to: start Detail}}}}
            children: {Detail: {on: {done: stay}}}
            ---
            flow: Detail
            outcomes: [done]
            entries:
              main: {input: Int, start: page}
              other: {start: page}
            screens: {page: {actions: {close: finish done}}}
            routes:
              "detail/{id}": {id: Int, to: start}
            """
        let app = try #require(Self.files(text)["AppCoordinator.swift"])
        #expect(
            app.contains(
                "func routeToDetail(_ input: Int) -> DetailCoordinator? {\n"
                    + "        startDetailFlow(on: navigationController) { $0.startMain(input) }\n"))
        #expect(app.contains("case .detail(let id):\n            routeToDetail(id)"))
        let graph = FlowGraph(files: [FlowLoader().load(text: text, path: "Flows.flow.yaml")])
        let detail = try #require(graph.index(of: "Detail"))
        #expect(graph.inputs(ofRoute: 0, inFlow: detail).map(\.words) == ["flow 'Detail'"])
    }

    @Test func routesChangeTheDigestsOfTheFilesOnTheirWays() throws {
        let before = Self.files(Self.flows)
        let after = Self.files(Self.flows.replacingOccurrences(of: "settings/{a}/{b}", with: "s/{a}/{b}"))
        func inputs(_ text: String?) -> Substring? { text?.split(separator: "\n")[1] }
        for name in ["SceneCoordinator.swift"] {
            #expect(inputs(before[name]) != inputs(after[name]), "\(name)")
        }
        #expect(inputs(before["FlowcSupport.swift"]) == inputs(after["FlowcSupport.swift"]))
        let moved = Self.files(Self.flows.replacingOccurrences(of: "to: push section", with: "to: present section"))
        #expect(inputs(before["SettingsCoordinator.swift"]) != inputs(moved["SettingsCoordinator.swift"]))
    }
}
