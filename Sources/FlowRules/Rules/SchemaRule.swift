import FlowDiagnostics

/// A key the format does not have, a required key missing, a value of the wrong kind, a
/// malformed transition.
///
/// Reported by the decoder (`FlowDecoder`), which reports every such problem in a file and goes on.
public struct SchemaRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .schema,
        severity: .error,
        summary:
            "a key the format does not have, a required key missing, a value of the wrong kind, a malformed transition",
        rationale: """
            The flow format has a fixed set of keys in each place, each with one kind of value. A \
            misspelt key would otherwise be ignored silently and its meaning lost, so it is reported \
            with the closest key the format has. A missing required key is reported where the map \
            that lacks it starts. Transitions are `VERB` or `VERB TARGET` with a known verb. Every \
            problem in a file is reported, not only the first.
            """,
        triggering: [
            RuleExample(
                """
                flow: Cart
                start: cart
                screens:
                  cart:
                    ↓action:
                      close: finish done
                """),
            RuleExample(
                """
                ↓start: cart
                screens: {cart: null}
                """),
            RuleExample(
                """
                flow: Cart
                entry: ↓yes
                start: cart
                screens:
                  cart:
                    actions:
                      next: ↓psh detail
                      back: ↓pop cart
                  detail: null
                """),
            RuleExample(
                """
                flow: Main
                root: tabs
                ↓screens: {home: null}
                tabs: [Home]
                children: {Home: null}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Cart
                entry: true
                input: "[Item]"
                start: cart
                outcomes: [done]
                screens:
                  cart:
                    input: "[Item]"
                    actions:
                      close: finish done
                      edit:
                        input: Item
                        output: Item?
                        async: true
                """)
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] { [] }
}
