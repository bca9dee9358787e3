import FlowDiagnostics
import FlowModel

/// Payloads handed to a target that takes another type.
public struct TypeMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "type-mismatch",
        severity: .error,
        summary: "a payload type that differs from what the target takes",
        rationale: """
            A transition carries its action's `input` (in a handler, the outcome's payload; for \
            `start`, the flow's own `input`) to its target: a screen's `input`, a child flow's \
            `input`, an outcome's payload. The generated code would not compile if they differ, \
            and hand-written code would convert or force-cast. Equality ignores white space and \
            treats `Optional<T>` as `T?`, `Array<T>` as `[T]`, `Dictionary<K, V>` as `[K: V]` and \
            `(T)` as `T`. A target that declares no type takes anything; one that declares a type \
            needs exactly it, so arriving with nothing is a mismatch too. `back` must name an \
            outcome without payload.
            """,
        triggering: [
            RuleExample(
                """
                flow: Checkout
                entry: true
                input: Cart
                start: ↓address
                outcomes: {completed: Order, cancelled: Reason}
                back: ↓cancelled
                screens:
                  address:
                    input: "[Item]"
                    actions:
                      next: {input: Address, to: ↓push payment}
                      skip: ↓push payment
                  payment:
                    input: Payment
                    actions:
                      pay: {input: "Optional<Order>", to: ↓finish completed}
                """)
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "Checkout.flow.yaml",
                    """
                    flow: Checkout
                    entry: true
                    input: "Array<Item>"
                    start: address
                    outcomes: {completed: "Order?", cancelled: null}
                    back: cancelled
                    screens:
                      address:
                        input: "[ Item ]"
                        actions:
                          next: {input: "(Address)", to: push payment}
                          login: start Login
                      payment:
                        input: Address
                        actions:
                          pay: {input: "Optional<Order>", to: finish completed}
                      welcome:
                        input: User
                    children:
                      Login: {on: {loggedIn: push welcome}}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: {loggedIn: User}
                    screens:
                      login:
                        actions: {ok: {input: User, to: finish loggedIn}}
                    """
                ),
            ])
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (flowIndex, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            let names = graph.names[flowIndex]
            /// What a transition hands its value to, and the type that takes it. The words for the
            /// message are made only for a finding.
            func target(of transition: Transition) -> (describe: () -> String, expected: TypeExpression?)? {
                guard let target = transition.target else { return nil }
                switch transition.verb {
                case .push, .present, .replace:
                    guard let screen = names.screens[target] else { return nil }
                    return ({ "screen '\(target)'" }, flow.screens[screen].input)
                case .start:
                    guard names.children[target] != nil, let child = graph.flow(named: target) else { return nil }
                    return ({ "flow '\(target)'" }, child.input)
                case .finish:
                    guard let outcome = names.outcomes[target] else { return nil }
                    return ({ "outcome '\(target)'" }, flow.outcomes[outcome].payload)
                default:
                    return nil
                }
            }
            func check(_ payload: TypeExpression?, from source: () -> String, through transition: Transition) {
                guard let (targetName, expected) = target(of: transition), let expected, expected.isWellFormed else {
                    return
                }
                if let payload {
                    guard payload.isWellFormed, !payload.isSameType(as: expected) else { return }
                    findings.append(
                        finding(
                            "\(source()) hands '\(payload.text)' to \(targetName()), which takes '\(expected.text)'",
                            at: transition.location, flow: name))
                } else {
                    findings.append(
                        finding(
                            "\(source()) hands no value to \(targetName()), which takes '\(expected.text)'",
                            at: transition.location, flow: name))
                }
            }

            if flow.root == .stack {
                for item in flow.start ?? [] {
                    let verb: Transition.Verb = names.screens[item.value] != nil ? .push : .start
                    check(
                        flow.input, from: { "flow '\(name)' (its input)" },
                        through: Transition(verb: verb, target: item.value, location: item.location))
                }
            }
            if let back = flow.back, let outcome = names.outcomes[back.value],
                let payload = flow.outcomes[outcome].payload
            {
                findings.append(
                    finding(
                        "back '\(back.value)' of flow '\(name)' names an outcome that carries '\(payload.text)'; the back button finishes with no value",
                        at: back.location, flow: name))
            }
            for screen in flow.screens.indices {
                for action in flow.screens[screen].actions.indices {
                    let input = flow.screens[screen].actions[action].input
                    for transition in flow.screens[screen].actions[action].transitions {
                        check(
                            input, from: { "action '\(flow.screens[screen].actions[action].name.value)'" },
                            through: transition)
                    }
                }
            }
            for child in flow.children {
                guard let childFlow = graph.flow(named: child.flow.value) else { continue }
                for handler in child.handlers {
                    guard let outcome = childFlow.outcome(named: handler.outcome.value) else { continue }
                    for transition in handler.transitions {
                        check(
                            outcome.payload, from: { "outcome '\(outcome.name.value)' of '\(childFlow.name.value)'" },
                            through: transition)
                    }
                }
            }
        }
        return findings
    }
}
