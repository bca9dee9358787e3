import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// A tabs flow with an input hands it to each tab that takes one, as the bench corpus's entry
/// flow does: `start` passes it to `start<Tab>Tab`, which starts the tab with it.
@Suite struct TabInputEmitterTests {
    @Test func aTabThatTakesAnInputGetsTheTabsFlowsInput() throws {
        let graph = FlowGraph(
            files: [
                FlowLoader().load(
                    text: """
                        flow: App
                        entry: true
                        input: Session
                        root: tabs
                        tabs: [Home, About]
                        children: {Home: null, About: null}
                        ---
                        flow: Home
                        input: Session
                        start: home
                        screens: {home: {input: Session}}
                        ---
                        flow: About
                        start: about
                        screens: {about: null}
                        """, path: "App.flow.yaml")
            ])
        let app = try #require(SwiftEmitter().emit(graph, source: { $0 }).first { $0.name == "AppCoordinator.swift" })
        #expect(app.contents.contains("let tabs = [startHomeTab(input), startAboutTab()]"))
        #expect(app.contents.contains("private func startHomeTab(_ input: Session) -> UINavigationController {"))
        #expect(app.contents.contains("        child.start(input)\n"))
        #expect(app.contents.contains("private func startAboutTab() -> UINavigationController {"))
    }
}
