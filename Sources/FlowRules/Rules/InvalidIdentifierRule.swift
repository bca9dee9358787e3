import FlowDiagnostics
import FlowModel

/// Names that break the rules of "Names", and malformed type expressions.
public struct InvalidIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .invalidIdentifier,
        severity: .error,
        summary: "a flow, screen, action or outcome name that breaks the naming rules; a malformed type expression",
        rationale: """
            Names become Swift code: flow names become types (`CheckoutCoordinator`), screen, action \
            and outcome names become properties and enum cases. Flow names are UpperCamelCase, the \
            others lowerCamelCase, ASCII letters and digits, and none may be a word Swift accepts \
            only in backticks (`class`, `self`, `default`). Type expressions (`input`, `output`, \
            payloads) are parsed by Swift's own parser; one it rejects would only fail later, in \
            the generated code.
            """,
        triggering: [
            RuleExample(
                """
                flow: ↓checkout
                start: cart
                screens: {cart: null}
                """),
            RuleExample(
                """
                flow: Checkout
                start: cart
                outcomes: [↓Done, ↓default]
                screens:
                  cart:
                    input: ↓"[Item"
                    actions:
                      ↓close_now: finish Done
                      ↓class: finish default
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Checkout
                input: "[Product.ID: Int]"
                start: cart
                outcomes: {done: "Result<Order, Error>?", open: null}
                screens:
                  cart:
                    input: "[Product.ID: Int]"
                    actions:
                      get: finish done
                      async: finish open
                """)
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let keywords = SwiftKeywords()
        // The location is read only for a finding: copying a whole `Located` costs two retains.
        func name(
            _ name: String, at location: @autoclosure () -> SourceLocation, _ style: NameStyle, _ what: String,
            flow: String
        ) {
            if let problem = style.problem(with: name, keywords: keywords) {
                findings.append(finding("\(what) \(problem)", at: location(), flow: flow))
            }
        }
        // Whether a type is well formed is read in place; the type itself is fetched (a retain)
        // only for a finding.
        func type(_ isWellFormed: Bool?, _ expression: @autoclosure () -> TypeExpression?, flow: String) {
            guard isWellFormed == false, let expression = expression() else { return }
            findings.append(
                finding("'\(expression.text)' is not a well-formed Swift type", at: expression.location, flow: flow))
        }
        func check(_ flow: Flow) {
            let flowName = flow.name.value
            name(flow.name.value, at: flow.name.location, .upperCamelCase, "flow name", flow: flowName)
            type(flow.input?.isWellFormed, flow.input, flow: flowName)
            for outcome in flow.outcomes.indices {
                name(
                    flow.outcomes[outcome].name.value, at: flow.outcomes[outcome].name.location, .lowerCamelCase,
                    "outcome name", flow: flowName)
                type(flow.outcomes[outcome].payload?.isWellFormed, flow.outcomes[outcome].payload, flow: flowName)
            }
            // By index: a `for` over screens and actions would copy each one whole.
            let screens = flow.screens
            for screen in screens.indices {
                name(
                    screens[screen].id.value, at: screens[screen].id.location, .lowerCamelCase, "screen id",
                    flow: flowName)
                type(screens[screen].input?.isWellFormed, screens[screen].input, flow: flowName)
                for action in screens[screen].actions.indices {
                    name(
                        screens[screen].actions[action].name.value, at: screens[screen].actions[action].name.location,
                        .lowerCamelCase, "action name", flow: flowName)
                    type(
                        screens[screen].actions[action].input?.isWellFormed, screens[screen].actions[action].input,
                        flow: flowName)
                    type(
                        screens[screen].actions[action].output?.isWellFormed, screens[screen].actions[action].output,
                        flow: flowName)
                }
            }
        }
        for index in graph.flows.indices { check(graph.flows[index]) }
        for duplicate in graph.duplicates { check(duplicate.flow) }
        return findings
    }
}
