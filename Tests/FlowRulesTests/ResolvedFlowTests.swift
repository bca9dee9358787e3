import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcKit
import Testing

/// The resolved layer: every transition of a flow once, with its place, verb, target and
/// position, in the order the rules, the navigation analysis and the graph read it.
@Suite struct ResolvedFlowTests {
    static func graph(_ text: String) -> FlowGraph {
        FlowGraph(files: [FlowLoader().load(text: text, path: "Shop.flow.yaml")])
    }

    static let shop = """
        flow: Shop
        entry: true
        input: Cart
        start: [home, Login, nowhere]
        outcomes: {done: Order, cancelled: null}
        back: cancelled
        screens:
          home:
            actions:
              open: {input: Item, to: [push detail, present detail, start Login]}
              quiet: null
              close: finish done
          detail:
            input: Item
            actions: {back: pop, lost: push missing, end: finish nothing}
        children:
          Login:
            on: {loggedIn: [replace home, stay], gone: pop}
        ---
        flow: Login
        start: login
        outcomes: {loggedIn: User}
        screens:
          login: {actions: {ok: {input: User, to: finish loggedIn}}}
        """

    @Test func everyTransitionInOrderWithItsPlaceVerbTargetAndPosition() {
        let graph = Self.graph(Self.shop)
        let resolved = graph.resolved[0]
        let described = resolved.transitions.map { transition in
            "\(transition.place) \(transition.alternative) \(transition.verb) \(transition.target) "
                + "\(transition.position.line):\(transition.position.column)"
        }
        #expect(
            described == [
                "start 0 push screen(0) 4:9",
                "start 1 start child(0) 4:15",
                "start 2 start undeclared 4:22",
                "action(screen: 0, action: 0) 0 push screen(1) 10:32",
                "action(screen: 0, action: 0) 1 present screen(1) 10:45",
                "action(screen: 0, action: 0) 2 start child(0) 10:61",
                "action(screen: 0, action: 2) 0 finish outcome(0) 12:14",
                "action(screen: 1, action: 0) 0 pop none 15:21",
                "action(screen: 1, action: 1) 0 push undeclared 15:32",
                "action(screen: 1, action: 2) 0 finish undeclared 15:51",
                "handler(child: 0, handler: 0) 0 replace screen(0) 18:21",
                "handler(child: 0, handler: 0) 1 stay none 18:35",
                "handler(child: 0, handler: 1) 0 pop none 18:48",
                "back 0 finish outcome(1) 6:7",
            ])
        #expect(resolved.entries == 0..<3)
        #expect(resolved.actions == 3..<10)
        #expect(resolved.handlers == 10..<13)
        #expect(resolved.declared == 3..<13)
        #expect(resolved.back?.place == .back)
    }

    @Test func placesAreFoundByRangeWithoutCountingTheOrderAgain() {
        let graph = Self.graph(Self.shop)
        let resolved = graph.resolved[0]
        #expect(resolved.alternatives(ofAction: 0, onScreen: 0) == 3..<6)
        #expect(resolved.alternatives(ofAction: 1, onScreen: 0).isEmpty)  // `quiet` navigates nowhere
        #expect(resolved.alternatives(ofAction: 2, onScreen: 1) == 9..<10)
        #expect(resolved.alternatives(ofHandler: 0, ofChild: 0) == 10..<12)
        #expect(resolved.handlerAlternatives(ofChild: 0) == 10..<13)
        // The handled outcome is resolved among the child flow's outcomes; 'gone' is none of them.
        #expect(resolved.childFlows == [1])
        #expect(resolved.handledOutcome(ofHandler: 0, ofChild: 0) == 0)
        #expect(resolved.handledOutcome(ofHandler: 1, ofChild: 0) == nil)
    }

    @Test func namesTypesAndTheTransitionAsWrittenComeFromTheFlow() throws {
        let graph = Self.graph(Self.shop)
        let flow = graph.flows[0]
        let resolved = graph.resolved[0]
        let transitions = resolved.transitions
        #expect(
            transitions.map { resolved.targetName(of: $0, in: flow) ?? "-" } == [
                "home", "Login", "nowhere", "detail", "detail", "Login", "done", "-", "missing", "nothing", "home", "-",
                "-", "cancelled",
            ])
        #expect(resolved.transition(transitions[8], in: flow).description == "push missing")
        #expect(resolved.transition(transitions[2], in: flow).description == "start nowhere")
        // What each carries and what its target takes.
        #expect(graph.payload(of: transitions[0], inFlow: 0)?.text == "Cart")
        #expect(graph.takenType(by: transitions[0], inFlow: 0) == nil)
        #expect(graph.payload(of: transitions[3], inFlow: 0)?.text == "Item")
        #expect(graph.takenType(by: transitions[3], inFlow: 0)?.text == "Item")
        #expect(graph.takenType(by: transitions[6], inFlow: 0)?.text == "Order")
        #expect(graph.payload(of: transitions[10], inFlow: 0)?.text == "User")
        #expect(graph.payload(of: transitions[12], inFlow: 0) == nil)
        #expect(graph.payload(of: transitions[13], inFlow: 0) == nil)
    }

    @Test func aTabsFlowsEntriesAreItsTabs() {
        let graph = Self.graph(
            """
            flow: Main
            entry: true
            root: tabs
            tabs: [Home, Ghost]
            children: {Home: null}
            ---
            flow: Home
            start: home
            screens: {home: null}
            """)
        let resolved = graph.resolved[0]
        #expect(resolved.transitions.map(\.place) == [.tab, .tab])
        #expect(resolved.transitions.map(\.target) == [.child(0), .undeclared])
        #expect(resolved.transitions.allSatisfy { $0.verb == .start })
        #expect(graph.startedFlows[0] == ["Home", "Ghost"])
    }

    /// Format 1.1: an alert's buttons are places of their own, after the handlers; `alert NAME`
    /// resolves to the alert, and the buttons run where the alert is shown.
    @Test func alertButtonsAreResolvedAfterTheHandlersAndRunWhereTheAlertIsShown() {
        let graph = Self.graph(
            """
            flow: Shop
            entry: true
            start: home
            outcomes: {removed: Item}
            screens:
              home: {actions: {open: push detail}}
              detail:
                actions:
                  remove: {input: Item, to: alert confirm}
                  login: start Login
                  odd: alert nothing
              more: null
            children:
              Login: {on: {failed: alert retry}}
            alerts:
              confirm:
                input: Item
                buttons: {remove: finish removed, keep: {role: cancel}, more: push more}
              retry:
                buttons: {again: start Login, ok: null}
            ---
            flow: Login
            start: login
            outcomes: [failed]
            screens: {login: {actions: {fail: finish failed}}}
            """)
        let resolved = graph.resolved[0]
        let transitions = resolved.transitions
        #expect(
            resolved.buttons.map { "\(transitions[$0].place) \(transitions[$0].verb) \(transitions[$0].target)" } == [
                "alertButton(alert: 0, button: 0) finish outcome(0)",
                "alertButton(alert: 0, button: 2) push screen(2)",
                "alertButton(alert: 1, button: 0) start child(0)",
            ])
        #expect(resolved.declared.upperBound == resolved.buttons.upperBound)
        #expect(resolved.alternatives(ofButton: 1, ofAlert: 0).isEmpty)
        #expect(
            resolved.buttonAlternatives(ofAlert: 1) == resolved.buttons.upperBound - 1..<resolved.buttons.upperBound)
        let alertTargets = transitions.filter { $0.verb == .alert }.map(\.target)
        #expect(alertTargets == [.alert(0), .undeclared, .alert(1)])
        // The button carries the alert's input; `alert confirm` hands the action's to it.
        let remove = transitions[resolved.buttons.lowerBound]
        #expect(graph.payload(of: remove, inFlow: 0)?.text == "Item")
        #expect(graph.takenType(by: transitions.first { $0.target == .alert(0) }!, inFlow: 0)?.text == "Item")
        // confirm is shown over detail (1); retry wherever Login was started, detail too.
        let navigation = graph.navigation[0]
        #expect(navigation.alertShown == [[1], [1]])
        #expect(navigation.reachable[2], "what a button pushes is reachable")
        #expect(navigation.pushers[2] == [1])
        #expect(navigation.starters["Login"] == [1])
    }
}
