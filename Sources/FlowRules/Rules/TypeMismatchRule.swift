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
            // The flow each child starts, by the child's position.
            let childFlows = flow.children.map { graph.index(of: $0.flow.value) }
            /// The type that takes what `transition` hands on, its target resolved to `position`
            /// (see `FlowNames.targets`); nil when the target takes anything or is not declared.
            func expectedType(by transition: Transition, position: Int) -> TypeExpression? {
                guard position >= 0 else { return nil }
                switch transition.verb {
                case .push, .present, .replace: return flow.screens[position].input
                case .start: return childFlows[position].flatMap { graph.flows[$0].input }
                case .finish: return flow.outcomes[position].payload
                default: return nil
                }
            }
            /// Whether the target at `position` takes a well-formed type: asked in place of every
            /// transition, so that only those with something to compare are fetched (copied).
            func takesType(_ verb: Transition.Verb, position: Int) -> Bool {
                guard position >= 0 else { return false }
                switch verb {
                case .push, .present, .replace: return flow.screens[position].input?.isWellFormed == true
                case .start: return childFlows[position].map { graph.flows[$0].input?.isWellFormed == true } ?? false
                case .finish: return flow.outcomes[position].payload?.isWellFormed == true
                default: return false
                }
            }
            /// `TypeExpression.spellingIdentity` of the type the target at `position` takes.
            func expectedSpelling(_ verb: Transition.Verb, position: Int) -> ObjectIdentifier? {
                switch verb {
                case .push, .present, .replace: return flow.screens[position].input?.spellingIdentity
                case .start: return childFlows[position].flatMap { graph.flows[$0].input?.spellingIdentity }
                case .finish: return flow.outcomes[position].payload?.spellingIdentity
                default: return nil
                }
            }
            /// The words for a transition's target in a message, made only for a finding.
            func targetWords(_ transition: Transition) -> String {
                let target = transition.target ?? ""
                switch transition.verb {
                case .start: return "flow '\(target)'"
                case .finish: return "outcome '\(target)'"
                default: return "screen '\(target)'"
                }
            }
            func check(
                _ payload: TypeExpression?, from source: () -> String, through transition: Transition, position: Int
            ) {
                guard let expected = expectedType(by: transition, position: position), expected.isWellFormed else {
                    return
                }
                if let payload {
                    guard payload.isWellFormed, !payload.isSameType(as: expected) else { return }
                    findings.append(
                        finding(
                            "\(source()) hands '\(payload.text)' to \(targetWords(transition)), which takes '\(expected.text)'",
                            at: transition.position, in: flow))
                } else {
                    findings.append(
                        finding(
                            "\(source()) hands no value to \(targetWords(transition)), which takes '\(expected.text)'",
                            at: transition.position, in: flow))
                }
            }

            if flow.root == .stack {
                for item in flow.start ?? [] {
                    let screen = names.screens[item.value]
                    check(
                        flow.input, from: { "flow '\(name)' (its input)" },
                        through: Transition(
                            verb: screen != nil ? .push : .start, target: item.value, position: item.position),
                        position: screen ?? names.children[item.value] ?? -1)
                }
            }
            if let back = flow.back, let outcome = names.outcomes[back.value],
                let payload = flow.outcomes[outcome].payload
            {
                findings.append(
                    finding(
                        "back '\(back.value)' of flow '\(name)' names an outcome that carries '\(payload.text)'; the back button finishes with no value",
                        at: back.position, in: flow))
            }
            var declared = 0
            flow.forEachTransitionPlace { origin, index in
                defer { declared += 1 }
                let position = Int(names.targets[declared])
                let verb = names.verbs[declared]
                guard takesType(verb, position: position) else { return }
                // Most typed transitions hand on the very spelling their target takes: that is
                // seen in place, before anything is copied out of the flow.
                if case .action(let screen, let action) = origin,
                    let expected = expectedSpelling(verb, position: position),
                    flow.screens[screen].actions[action].input?.spellingIdentity == expected
                {
                    return
                }
                let transition = flow.transition(at: origin, index)
                switch origin {
                case .action(let screen, let action):
                    check(
                        flow.screens[screen].actions[action].input,
                        from: { "action '\(flow.screens[screen].actions[action].name.value)'" },
                        through: transition, position: position)
                case .handler(let child, let handler):
                    let outcomeName = flow.children[child].handlers[handler].outcome.value
                    guard let childFlow = childFlows[child], let outcome = graph.names[childFlow].outcomes[outcomeName]
                    else { return }
                    check(
                        graph.flows[childFlow].outcomes[outcome].payload,
                        from: { "outcome '\(outcomeName)' of '\(graph.flows[childFlow].name.value)'" },
                        through: transition, position: position)
                }
            }
        }
        return findings
    }
}
