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
            scene.contains(
                "case .settings(let `default`):\n            openRoute(keeping: [BrowserCoordinator.self]) {\n"
                    + "                $0.routeToBrowser()?.routeToSettings(`default`)\n"),
            "what is presented goes first, but for the running permanent child")
        #expect(
            scene.contains(
                "case .settingsByAAndB(let a, let b):\n            openRoute(keeping: [BrowserCoordinator.self]) {\n"
                    + "                $0.routeToBrowser()?.routeToSettings(a)?.routePushSection(b)\n"),
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

    @Test func aFlowWithEntriesOnTheWayIsStartedAtMainWithItsParameter() throws {
        let files = Self.files(
            """
            flow: App
            entry: true
            root: tabs
            tabs: [Home]
            children: {Home: null}
            ---
            flow: Home
            start: home
            screens: {home: {actions: {open: {input: Int, to: start Detail.main}}}}
            children: {Detail: {on: {closed: stay}}}
            ---
            flow: Detail
            entries: {main: {input: Int, start: detail}}
            outcomes: [closed]
            back: closed
            screens: {detail: {input: Int, actions: {more: {input: Int, to: start Reviews}}}}
            children: {Reviews: {on: {closed: stay}}}
            ---
            flow: Reviews
            input: Int
            outcomes: [closed]
            back: closed
            start: reviews
            screens: {reviews: {input: Int}}
            routes:
              "reviews/{id}": {id: Int, to: start}
            """)
        let app = try #require(files["AppCoordinator.swift"])
        #expect(
            app.contains(
                "openRoute(keeping: [HomeCoordinator.self]) {\n                $0.routeToHome()?.routeToDetail(id)?.routeToReviews(id)\n"
            ),
            "a tab is kept; a flow started with an input is started anew, and what is presented over it goes")
        let home = try #require(files["HomeCoordinator.swift"])
        #expect(
            home.contains(
                "func routeToDetail(_ input: Int) -> DetailCoordinator? {\n"
                    + "        startDetailFlow(on: navigationController) { $0.startMain(input) }\n"))
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
