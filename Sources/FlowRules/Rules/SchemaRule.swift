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
            // Format 1.1: each alternative of an action waiting for a `result` must be able to answer;
            // a height is a number, not text; a route parameter needs its type, reported at the pattern.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {actions: {filter: {to: [present filters, ↓push filters], result: Filter}}}
                  filters: {presentation: {detents: [medium, ↓"300"]}}
                routes:
                  ↓"filters/{kind}": {to: present filters}
                  ↓"filters/{_}": {_: String, to: present filters}
                """),
            // Format 1.2: an entry's `start` list and `outcomes` list each name at least once;
            // `make` is a boolean beside one transition; `result` names an answer or is a type;
            // `return` names at most one answer.
            RuleExample(
                """
                flow: Shop
                entry: true
                outcomes: [paid]
                entries:
                  main: {start: ↓[], outcomes: [paid, ↓paid]}
                  cart: {start: [home, ↓home]}
                screens:
                  home:
                    actions:
                      pay: {to: push home, make: ↓"yes"}
                      pick: {to: present picker, result: ↓[]}
                      go: {to: [push home, stay], ↓make: true}
                  picker: {actions: {done: ↓return a b}}
                """),
        ] + Self.triggerTriggering + Self.routeLinkTriggering + Self.keepTriggering + Self.thenTriggering
            + Self.externalTriggering,
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
                """),
            // `null` as a screen, a child, an action or an `on` is every default.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {actions: {help: start Help, legal: start Legal, refresh: null}}
                  receipt: null
                children:
                  Help: {on: null}
                  Legal: null
                ---
                flow: Help
                start: faq
                screens: {faq: null}
                ---
                flow: Legal
                start: terms
                screens: {terms: {presentation: {detents: [300, "medium"]}}}
                """),
        ] + Self.triggerNonTriggering + Self.routeLinkNonTriggering + Self.keepNonTriggering + Self.thenNonTriggering
            + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] { [] }
}
