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
            payloads, route parameters) are parsed by Swift's own parser; one it rejects would only \
            fail later, in the generated code. Two names that are each valid but that the generated \
            code would give one name (two requirements of a flow's work, two types, two cases of a \
            tabs flow's `Tab`) are reported at the second: the code would not compile. A screen's \
            `view` is written as it is (`HomeViewController(actions: actions)`): any Swift \
            identifier of ASCII letters, digits and `_` that is no keyword, reported at its screen.
            """,
        triggering: [
            // Format 1.2: answer names become enum cases; an unquoted list is names, not the array type; two result enums of one name.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      changeAddress: {to: present addresses, result: [↓Address]}
                      confirm: {to: present addresses, result: [picked, ↓default]}
                      change: {to: present addresses, result: [picked]}
                  reviewChange:
                    actions:
                      ↓address: {to: present addresses, result: [picked]}
                  addresses:
                    actions: {close: return}
                """),
            RuleExample(
                """
                flow: Library
                entry: true
                start: list
                events: {↓OpenURL: URL, share: ↓"[URL"}
                screens:
                  list: {actions: {open: {input: URL, to: send OpenURL}, share: send share}}
                """),
            RuleExample(
                """
                flow: ↓checkout
                start: cart
                screens: {cart: null}
                """),
            // Format 1.1: an alert's name and its buttons' become Swift names too.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: cart
                alerts:
                  ↓Confirm:
                    input: ↓"[Item"
                    buttons: {↓go_on: null, ↓return: null}
                screens: {cart: {actions: {leave: alert Confirm}}}
                """),
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens: {product: null}
                routes:
                  "product/{id}": {id: ↓"Product.ID>", to: start}
                """),
            // Format 1.1: an entry's name becomes `start<Entry>`.
            RuleExample(
                """
                flow: Room
                entries:
                  ↓Join: {start: timeline}
                  main: {start: timeline}
                screens: {timeline: null}
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
            RuleExample(
                """
                flow: Checkout
                start: cart
                outcomes: [done]
                screens:
                  cart:
                    actions:
                      next: push address
                      ↓ne_t: push address
                      ↓Next: push address
                      ↓"": push address
                  address:
                    actions:
                      next: finish done
                      ↓Next: finish done
                """),
            // Names that are each valid but that the generated Swift would give one name: two work
            // requirements (`cartCheckoutNow`), two screens' actions types (`CheckOutCartActions`),
            // a flow's type and the runtime's (`FlowcCoordinator`).
            RuleExample(
                """
                flow: Shop
                entry: true
                start: cart
                screens:
                  cart: {actions: {checkoutNow: {output: Bool}, open: push cartCheckout}}
                  cartCheckout: {actions: {↓now: {output: Bool}}}
                """),
            RuleExample(
                """
                flow: Check
                entry: true
                start: outCart
                screens: {outCart: {actions: {next: start CheckOut}}}
                children: {CheckOut: {on: {done: stay}}}
                ---
                flow: CheckOut
                start: cart
                outcomes: [done]
                screens: {↓cart: {actions: {done: finish done}}}
                """),
            RuleExample(
                """
                flow: ↓Flowc
                entry: true
                start: home
                screens: {home: null}
                """),
            // Format 1.2: a made step's requirement is named after its place (screen `start`'s
            // made `login` asks `startLoginInput`, as its action `loginInput` would).
            RuleExample(
                """
                flow: Authentication
                entry: true
                start: start
                screens:
                  start:
                    actions:
                      loginInput: {input: String, output: Bool}
                      login: {to: ↓push serverConfirmation, make: true}
                  serverConfirmation: {input: AuthenticationFlow}
                """),
            // Two made places of one name: a screen's action and an alert's button
            // (`confirmDeleteInput`); a trigger whose name ends in `Input` beside a made one.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: confirm
                screens:
                  confirm:
                    actions:
                      delete: {input: String, to: push receipt, make: true}
                      ask: alert confirm
                  receipt: {input: Receipt}
                alerts:
                  confirm:
                    title: Sure?
                    buttons:
                      delete: {to: ↓push receipt, make: true}
                      cancel: {role: cancel}
                """),
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens: {home: null, receipt: {input: Receipt}}
                triggers:
                  shipped: {input: String, to: ↓push receipt, make: true}
                  shippedInput: {input: Receipt, to: [push receipt, stay]}
                """),
            // Format 1.2: an entry whose `start` is a list asks `choose<Entry>Start` and gets the
            // enum `<Entry>StartChoice`, which an action's choice (`<Screen><Action>Choice`)
            // may have already: entry `main` and action `start` of screen `main`; entry `list`
            // and screen `chooseList`'s action `start`, both asking `chooseListStart`.
            RuleExample(
                """
                flow: Home
                entry: true
                start: home
                screens: {home: {actions: {open: start Room, list: start Room.list}}}
                children:
                  Room: {present: true}
                ---
                flow: Room
                entries:
                  ↓main: {start: [main, other]}
                  ↓list: {start: [chooseList, other]}
                screens:
                  main: {actions: {start: [push other, push chooseList]}}
                  chooseList: {actions: {start: {output: Bool}}}
                  other: null
                """),
            // The same with a trigger's choice, `Trigger<Name>Choice`: entry `trigger` and
            // trigger `start` would both nest `TriggerStartChoice`.
            RuleExample(
                """
                flow: App
                entry: true
                entries:
                  ↓trigger: {start: [a, b]}
                screens: {a: null, b: null}
                triggers:
                  start: [push a, stay]
                """),
            // A type with a line comment: the generated code writes the type as it is written.
            RuleExample(
                """
                flow: Counter
                entry: true
                start: count
                screens:
                  count: {input: ↓"Int // how many", actions: {again: {input: Int, to: push count}}}
                """),
            // What Swift takes in a function type's parameters only: a payload is also a stored
            // property's type, an enum case's payload and a generic argument.
            RuleExample(
                """
                flow: Counter
                entry: true
                start: count
                screens:
                  count:
                    input: ↓inout Int
                    actions:
                      again: {input: ↓"(_ count: Int)", to: push count}
                      done: {input: ↓"@escaping () -> Void", to: pop}
                """),
            // Types Swift parses that no payload can have: an implicitly unwrapped optional, an
            // opaque type, a type of no value, a comment.
            RuleExample(
                """
                flow: Counter
                entry: true
                start: count
                screens:
                  count:
                    input: ↓Int!
                    actions:
                      again: {input: ↓some Hashable, to: push count}
                      save: {output: ↓Void, async: true}
                      stop: {input: ↓Never}
                      note: {input: ↓"Int /* how many */"}
                      share: push sheet
                      same: {input: ↓Self}
                      pick: {input: ↓"[Tab]"}
                  sheet: {external: true, result: ↓"[Int"}
                """),
            // A tab whose case would be the `Tab` enum's `allCases`.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [↓AllCases]
                children: {AllCases: null}
                ---
                flow: AllCases
                start: list
                screens: {list: null}
                """),
            // A view type is written as it is in the generated code: reported at its screen.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  ↓home: {view: Home View, actions: {open: push detail, more: push more}}
                  ↓detail: {view: 2ndDetailViewController}
                  ↓more: {view: class}
                """),
            // A view named as a type the generated code declares.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  ↓home: {view: AppCoordinator, actions: {open: push detail, help: push help}}
                  ↓detail: {view: FlowcAction}
                  help: {view: LiveStreamViewController}
                """),
            // A view named as an enum a coordinator nests: a choice, named answers.
            RuleExample(
                """
                flow: P
                entry: true
                start: a
                screens:
                  a:
                    actions:
                      b: [push c, stay]
                      y: {to: present d, result: [ok]}
                  ↓c: {view: ABChoice, actions: {back: pop}}
                  ↓d: {view: PAYResult, actions: {close: return ok}}
                """),
            // A view named as a type the generated code names: UIKit's, SwiftUI's, Swift's; as
            // the function it calls for localised text; as a type of either backend's runtime.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  ↓home: {view: Task, actions: {open: push detail, more: push more, text: push text, stack: push stack}}
                  ↓detail: {view: Text, swiftui: true}
                  ↓more: {view: UINavigationController}
                  ↓text: {view: NSLocalizedString}
                  ↓stack: {view: FlowcStack}
                """),
        ] + Self.triggerTriggering + Self.routeLinkTriggering + Self.externalTriggering,
        nonTriggering: [
            // A view type may be any ASCII Swift identifier, `_` included, lowercase too.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {view: Home_ViewController, actions: {open: push detail, again: push other}}
                  detail: {view: detailVC, swiftui: true}
                  other: {view: Home_ViewController}
                """),
            // A closure is a payload (generated parameters that take one say `@escaping`), and
            // its own parameters may say what a parameter says.
            RuleExample(
                """
                flow: Share
                entry: true
                start: home
                screens:
                  home:
                    actions:
                      share: {input: "@Sendable (_ done: @escaping () -> Void) -> Void", to: push sheet}
                  sheet:
                    input: "@Sendable (_ done: @escaping () -> Void) -> Void"
                    actions: {close: pop}
                """),
            // Format 1.2: a quoted array type is a type; answer names are lowerCamelCase.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      changeAddress: {to: present addresses, result: "[Address]"}
                      confirm: {to: present addresses, result: {picked: Address, open: null}}
                  addresses:
                    actions: {close: return}
                """),
            // A route parameter's name is any ASCII identifier: generated code quotes a keyword.
            RuleExample(
                """
                flow: Room
                entry: true
                start: timeline
                screens: {timeline: {input: Int}}
                routes:
                  "room/{Room_ID}/{default}": {Room_ID: String, default: Int, to: push timeline}
                """),
            // Requirements are made only for work: actions that navigate have none to share.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: cart
                screens:
                  cart: {actions: {checkoutNow: push cartCheckout}}
                  cartCheckout: {actions: {now: pop}}
                """),
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
                """),
            // A later flow with a taken name is `duplicate-identifier` and otherwise ignored.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: home
                screens:
                  home: {}
                ---
                flow: Checkout
                start: is
                screens:
                  is: {}
                """),
        ] + Self.triggerNonTriggering + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let keywords = SwiftKeywords()
        // The position is read only for a finding: copying a whole `Located` costs a retain.
        func name(
            _ name: String, at position: @autoclosure () -> SourcePosition, _ style: NameStyle, _ what: String,
            in flow: Flow
        ) {
            if let problem = style.problem(with: name, keywords: keywords) {
                findings.append(finding("\(what) \(problem)", at: position(), in: flow))
            }
        }
        // Whether a type is well formed is read in place; the type itself is fetched (a retain)
        // only for a finding.
        func type(_ isWellFormed: Bool?, _ expression: @autoclosure () -> TypeExpression?, in flow: Flow) {
            guard isWellFormed == false, let expression = expression() else { return }
            findings.append(
                finding(
                    "'\(expression.text)' "
                        + (TypeExpressionParser.refusal(of: expression.text) ?? "is not a well-formed Swift type"),
                    at: expression.position, in: flow))
        }
        func check(_ flow: Flow) {
            name(flow.name.value, at: flow.name.position, .upperCamelCase, "flow name", in: flow)
            type(flow.input?.isWellFormed, flow.input, in: flow)
            for outcome in flow.outcomes.indices {
                name(
                    flow.outcomes[outcome].name.value, at: flow.outcomes[outcome].name.position, .lowerCamelCase,
                    "outcome name", in: flow)
                type(flow.outcomes[outcome].payload?.isWellFormed, flow.outcomes[outcome].payload, in: flow)
            }
            for event in flow.events.indices {
                name(
                    flow.events[event].name.value, at: flow.events[event].name.position, .lowerCamelCase, "event name",
                    in: flow)
                type(flow.events[event].payload?.isWellFormed, flow.events[event].payload, in: flow)
            }
            // Format 1.1: entry names become `start<Entry>` methods.
            for entry in flow.entries ?? [] {
                name(entry.name.value, at: entry.name.position, .lowerCamelCase, "entry name", in: flow)
                type(entry.input?.isWellFormed, entry.input, in: flow)
            }
            // By index: a `for` over screens and actions would copy each one whole.
            let screens = flow.screens
            for screen in screens.indices {
                name(
                    screens[screen].id.value, at: screens[screen].id.position, .lowerCamelCase, "screen id",
                    in: flow)
                // The view type is written as it is in the generated code (`HomeViewController(…)`).
                if let view = screens[screen].view,
                    let problem = NameStyle.typeName.problem(with: view, keywords: keywords)
                {
                    findings.append(
                        finding("view \(problem)", at: screens[screen].id.position, in: flow))
                }
                type(screens[screen].input?.isWellFormed, screens[screen].input, in: flow)
                // Format 1.2: an external screen's result.
                if let external = screens[screen].external {
                    type(external.result?.isWellFormed, external.result, in: flow)
                }
                for action in screens[screen].actions.indices {
                    name(
                        screens[screen].actions[action].name.value, at: screens[screen].actions[action].name.position,
                        .lowerCamelCase, "action name", in: flow)
                    type(
                        screens[screen].actions[action].input?.isWellFormed, screens[screen].actions[action].input,
                        in: flow)
                    type(
                        screens[screen].actions[action].output?.isWellFormed, screens[screen].actions[action].output,
                        in: flow)
                    type(
                        screens[screen].actions[action].result?.isWellFormed, screens[screen].actions[action].result,
                        in: flow)
                    // Format 1.2: named answers become enum cases.
                    if let answers = screens[screen].actions[action].answers {
                        findings += answerNameFindings(answers, in: flow, keywords: keywords)
                        for answer in answers { type(answer.payload?.isWellFormed, answer.payload, in: flow) }
                    }
                }
            }
            // Format 1.2: trigger names become `trigger<Name>` methods.
            for trigger in flow.triggers {
                name(trigger.name.value, at: trigger.name.position, .lowerCamelCase, "trigger name", in: flow)
                type(trigger.input?.isWellFormed, trigger.input, in: flow)
            }
            for route in flow.routes {
                for parameter in route.parameters { type(parameter.type.isWellFormed, parameter.type, in: flow) }
            }
        }
        func checkAlerts(_ flow: Flow) {
            for alert in flow.alerts {
                name(alert.name.value, at: alert.name.position, .lowerCamelCase, "alert name", in: flow)
                type(alert.input?.isWellFormed, alert.input, in: flow)
                for button in alert.buttons {
                    name(button.name.value, at: button.name.position, .lowerCamelCase, "button name", in: flow)
                }
            }
        }
        // Later flows with a taken name are ignored (`duplicate-identifier` reports them).
        for index in graph.checked {
            check(graph.flows[index])
            if !graph.flows[index].alerts.isEmpty { checkAlerts(graph.flows[index]) }
        }
        // Names that are each valid but that generated Swift would give one name.
        findings += generatedNameClashes(graph, invalidNames: Set(findings.map(\.location)))
        return findings
    }
}
