import FlowDiagnostics
import FlowModel

/// References to screens, flows, children and outcomes that are not declared.
public struct MissingIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .missingIdentifier,
        severity: .error,
        summary: "a reference to a screen, flow, child or outcome that is not declared",
        rationale: """
            Transitions, `start`, `back`, `tabs`, `children` and `on` refer to things by name. A \
            name that is declared nowhere is a typo that hand-written coordinator code would only \
            show at run time, as a screen that never appears. A flow must list the flows it starts \
            under `children`, because that is where it says how it handles their outcomes. The \
            finding suggests the closest declared name.
            """,
        triggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: ↓hom
                outcomes: [done]
                back: ↓cancelled
                screens:
                  home:
                    actions:
                      open: ↓push detial
                      buy: ↓start Checkout
                      close: ↓finish don
                  detail: null
                children:
                  ↓Paymnt: null
                """),
            RuleExample(files: [
                (
                    "Main.flow.yaml",
                    """
                    flow: Main
                    entry: true
                    root: tabs
                    tabs: [Home, ↓Search]
                    children:
                      Home:
                        on:
                          ↓finishd: stay
                    """
                ),
                (
                    "Home.flow.yaml",
                    """
                    flow: Home
                    start: home
                    outcomes: [finished]
                    screens:
                      home: {actions: {done: finish finished}}
                    """
                ),
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens:
                      home:
                        actions:
                          open: push detail
                          login: start Login
                      detail: null
                    children:
                      Login:
                        present: true
                        on: {done: pop}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [done]
                    back: done
                    screens:
                      login: {actions: {ok: finish done}}
                    """
                ),
            ]),
            // `tabs` in a stack flow and `start` or `screens` in a tabs flow are `schema` findings and
            // otherwise ignored: nothing in them is a reference.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                tabs: [Nowhere]
                screens:
                  home: {actions: {main: start Main}}
                children:
                  Main: {permanent: true}
                ---
                flow: Main
                root: tabs
                start: Ghost
                screens:
                  lost: {actions: {go: push nowhere, ghost: start Ghost}}
                tabs: [Home]
                children: {Home: null}
                ---
                flow: Home
                start: home
                screens: {home: null}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            let names = graph.names[index]
            func report(_ message: String, _ position: SourcePosition) {
                findings.append(finding(message, at: position, in: flow))
            }
            // Declared names, for hints: made only for a finding.
            func screenIDs() -> [String] { flow.screens.map(\.id.value) }
            func childNames() -> [String] { flow.children.map(\.flow.value) }
            func outcomeNames() -> [String] { flow.outcomes.map(\.name.value) }

            if flow.root == .stack {
                for item in flow.start ?? [] where (names.screens[item.value] ?? names.children[item.value]) == nil {
                    if graph.index(of: item.value) != nil {
                        report(
                            "start '\(item.value)' of flow '\(name)' is a flow that is not under 'children'",
                            item.position)
                    } else {
                        let hint = Suggestion.hint(for: item.value, among: screenIDs() + childNames())
                        report(
                            "start '\(item.value)' of flow '\(name)' names no screen or child flow\(hint)",
                            item.position)
                    }
                }
            }
            if let back = flow.back, names.outcomes[back.value] == nil {
                let hint = Suggestion.hint(for: back.value, among: outcomeNames())
                report("back '\(back.value)' of flow '\(name)' names no outcome of the flow\(hint)", back.position)
            }
            for child in flow.children where graph.index(of: child.flow.value) == nil {
                let hint = Suggestion.hint(for: child.flow.value, among: graph.flowNames)
                report("child '\(child.flow.value)' of flow '\(name)' names no flow\(hint)", child.flow.position)
            }
            for tab in flow.tabs ?? [] where names.children[tab.value] == nil {
                let hint = Suggestion.hint(for: tab.value, among: childNames())
                report("tab '\(tab.value)' of flow '\(name)' is not under 'children'\(hint)", tab.position)
            }
            for child in flow.children {
                guard let childIndex = graph.index(of: child.flow.value) else { continue }
                let childOutcomes = graph.names[childIndex].outcomes
                for handler in child.handlers where childOutcomes[handler.outcome.value] == nil {
                    let hint = Suggestion.hint(
                        for: handler.outcome.value, among: graph.flows[childIndex].outcomes.map(\.name.value))
                    report(
                        "'on' entry '\(handler.outcome.value)' of child '\(child.flow.value)': flow '\(child.flow.value)' has no such outcome\(hint)",
                        handler.outcome.position)
                }
            }
            // Targets are resolved once for every rule (`FlowNames.targets`): only transitions whose
            // target names nothing declared are fetched from the flow.
            let unresolved = names.verbs.indices.filter { names.verbs[$0].targetKind != nil && names.targets[$0] < 0 }
            for transition in names.transitions(at: unresolved, of: flow) {
                guard let target = transition.target else { continue }
                switch transition.verb {
                case .push, .present, .replace:
                    // In a tabs flow the verb itself is the mistake (`invalid-transition`).
                    guard flow.root == .stack else { continue }
                    let hint = Suggestion.hint(for: target, among: screenIDs())
                    report("'\(transition)' in flow '\(name)' names no screen of the flow\(hint)", transition.position)
                case .start:
                    if graph.index(of: target) != nil {
                        report(
                            "'\(transition)': flow '\(target)' is not under 'children' of flow '\(name)'",
                            transition.position)
                    } else {
                        let hint = Suggestion.hint(for: target, among: childNames())
                        report("'\(transition)' in flow '\(name)' names no child flow\(hint)", transition.position)
                    }
                case .finish:
                    let hint = Suggestion.hint(for: target, among: outcomeNames())
                    report("'\(transition)' in flow '\(name)' names no outcome of the flow\(hint)", transition.position)
                default:
                    continue
                }
            }
        }
        return findings
    }
}
