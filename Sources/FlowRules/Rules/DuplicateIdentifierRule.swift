import FlowDiagnostics
import FlowModel

/// Two flows with one name. (A key written twice in one map is reported by the decoder.)
public struct DuplicateIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .duplicateIdentifier,
        severity: .error,
        summary: "the same key twice in one mapping; two flows with one name",
        rationale: """
            YAML readers disagree on a key written twice (most keep the last, silently), so a second \
            `cart:` under `screens` would hide the first. Flows refer to each other by name across \
            files, so two flows with one name make every reference ambiguous: the first in load \
            order keeps the name, and each later one is reported at its `flow` value and ignored.
            """,
        triggering: [
            RuleExample(
                """
                flow: Cart
                start: cart
                screens:
                  cart: null
                  ↓cart: null
                """),
            RuleExample(files: [
                (
                    "A.flow.yaml",
                    """
                    flow: Cart
                    entry: true
                    start: cart
                    screens: {cart: null}
                    """
                ),
                (
                    "B.flow.yaml",
                    """
                    flow: ↓Cart
                    entry: true
                    start: basket
                    screens: {basket: null}
                    """
                ),
            ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Cart
                entry: true
                start: cart
                screens: {cart: null}
                ---
                flow: Basket
                entry: true
                start: cart
                screens: {cart: null}
                """)
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        graph.duplicates.map { duplicate in
            let original = graph.flows[duplicate.original]
            return finding(
                "flow '\(duplicate.flow.name.value)' is declared again; the first, at \(original.location(of: original.name.position)), keeps the name",
                at: duplicate.flow.name.position, in: duplicate.flow)
        }
    }
}
