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
            A transition carries its action's `input` (in a handler, the payload of the outcome or \
            event it handles; for \
            `start`, the flow's own `input`) to its target: a screen's `input`, a child flow's \
            `input`, an outcome's payload. The generated code would not compile if they differ, \
            and hand-written code would convert or force-cast. Equality ignores white space and \
            treats `Optional<T>` as `T?`, `Array<T>` as `[T]`, `Dictionary<K, V>` as `[K: V]` and \
            `(T)` as `T`. A target that declares no type takes anything; one that declares a type \
            needs exactly it, so arriving with nothing is a mismatch too. `back` must name an \
            outcome without payload. A `return` hands its payload back to each action that asks \
            for it, whose `result` must be the same type, optionals aside. A step whose long form \
            says `make: true` (format 1.2) hands its target what the work makes, not the payload: \
            it is not compared, but a target that takes no value leaves nothing to make. A \
            route parameter is made from the URL's text by `LosslessStringConvertible`, so its \
            type is a named type (a query item's may be optional): never an optional path \
            segment, a function, a tuple, a collection or an existential.
            """,
        triggering: [
            // Format 1.2: a name for an action that waits for a type, a payload that is not the answer's type, and one child asked both ways.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      changeAddress: {to: present addresses, result: Address}
                      pickCard: {to: present cards, result: {picked: Card, none: null}}
                      chooseAddress: {to: start AddressBook, result: Address}
                      checkAddress: {to: ↓start AddressBook, result: [picked, unchanged]}
                  addresses:
                    actions:
                      keep: ↓return unchanged
                  cards:
                    actions:
                      choose: {input: Address, to: ↓return picked}
                      skip: ↓return picked
                      close: return none
                children:
                  AddressBook: {present: true, on: {selected: return, cancelled: return}}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address, cancelled: null}
                back: cancelled
                screens:
                  list: {actions: {pick: {input: Address, to: finish selected}}}
                """),
            // A tabs flow hands its own input to each tab, as a stack flow to its start.
            RuleExample(
                """
                flow: App
                entry: true
                root: tabs
                tabs: [↓Home]
                children: {Home: null}
                ---
                flow: Home
                input: Account
                start: feed
                screens: {feed: {input: Account}}
                """),
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
                """),
            // Format 1.1: `alert` hands the action's input to the alert's, and each button hands the
            // alert's input on to its target.
            RuleExample(
                """
                flow: Addresses
                entry: true
                start: list
                outcomes: {deleted: Address.ID}
                alerts:
                  confirmDelete:
                    input: Address
                    buttons: {delete: ↓finish deleted, keep: {role: cancel}}
                screens:
                  list:
                    actions:
                      delete: {input: Address.ID, to: ↓alert confirmDelete}
                      remove: {input: Address, to: alert confirmDelete}
                """),
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens:
                  product: {actions: {reviews: {input: Product.ID, to: push reviews}}}
                  reviews: {input: Product.ID}
                routes:
                  "product/{id}/reviews": {id: ↓Int, to: push reviews}
                  ↓"reviews": {to: push reviews}
                """),
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      change: {to: start AddressBook, result: Address}
                      card: {to: present card, result: Card}
                  card: {actions: {done: {input: Card.ID, to: ↓return}}}
                children:
                  AddressBook: {present: true, on: {selected: ↓return}}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address.ID}
                screens: {list: {actions: {pick: {input: Address.ID, to: finish selected}}}}
                """),
            // "Optionals aside" is one level, the optional of the answer: `Card??` is answered by
            // `Card?` (or `Card??`), not by `Card`.
            RuleExample(
                """
                flow: Wallet
                entry: true
                start: cards
                screens:
                  cards: {actions: {add: {to: present card, result: Card??}}}
                  card: {actions: {save: {input: Card, to: ↓return}, clear: {input: Card?, to: return}}}
                """),
            // Format 1.1: the handler of an event takes the payload that `send` carries.
            RuleExample(
                """
                flow: Shell
                entry: true
                start: home
                screens:
                  home: {actions: {open: start Lib}}
                  page: {input: Int}
                children:
                  Lib: {present: true, on: {openURL: ↓push page, closed: stay}}
                ---
                flow: Lib
                start: list
                outcomes: [closed]
                back: closed
                events: {openURL: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
            // Format 1.1: an entry's input, to what the entry starts and from what starts it.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {actions: {join: {input: Room.ID, to: ↓start Room.join}}}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                entries:
                  room: {input: Room.ID, start: ↓timeline}
                  join: {input: RoomInvite, start: joinRoom}
                outcomes: [done]
                back: done
                screens:
                  timeline: {input: Room}
                  joinRoom: {input: RoomInvite}
                """),
            // Format 1.2: `make` on a target that takes nothing makes nothing.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: cart
                screens:
                  cart:
                    actions:
                      next: {input: Cart, to: ↓push receipt, make: true}
                      login: start Login
                  receipt: null
                  welcome: null
                children:
                  Login: {on: {loggedIn: {to: ↓push welcome, make: true}}}
                ---
                flow: Login
                start: login
                outcomes: {loggedIn: User}
                screens:
                  login: {actions: {ok: {input: User, to: finish loggedIn}}}
                """),
            // Two actions that start one child wait for answers of two types: its handlers
            // answer one reply. (`Int` beside `Int?` is one answer, `Int`.)
            RuleExample(
                """
                flow: Root
                entry: true
                start: home
                screens:
                  home:
                    actions:
                      ask: {to: start Kid, result: Int}
                      again: {to: start Kid, result: "Int?"}
                      other: {to: ↓start Kid, result: String}
                children:
                  Kid: {present: true, on: {cancelled: return}}
                ---
                flow: Kid
                start: k
                outcomes: [cancelled]
                back: cancelled
                screens: {k: null}
                """),
        ] + Self.triggerTriggering + Self.routeLinkTriggering + Self.keepTriggering + Self.thenTriggering
            + Self.externalTriggering,
        nonTriggering: [
            // Format 1.2: each answer handed its type; an answer without one takes whatever comes.
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      changeAddress:
                        input: Address
                        to: start AddressBook
                        result: {picked: Address, unchanged: null}
                children:
                  AddressBook:
                    present: true
                    on: {selected: return picked, cancelled: return unchanged, skipped: return unchanged}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address, cancelled: null, skipped: Address}
                back: cancelled
                screens:
                  list: {actions: {pick: {input: Address, to: [finish selected, finish skipped]}}}
                """),
            RuleExample(
                """
                flow: App
                entry: true
                input: Account
                root: tabs
                tabs: [Home]
                children: {Home: null}
                ---
                flow: Home
                input: Account
                start: feed
                screens: {feed: {input: Account}}
                """),
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
            ]),
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      change: {to: start AddressBook, result: "Optional<Address>"}
                      card: {to: present card, result: Card}
                      rule: {to: present rules, result: "((Int) -> Int)?"}
                  card: {actions: {done: {input: Card?, to: return}, close: return}}
                  rules: {actions: {pick: {input: "(Int) -> Int", to: return}}}
                children:
                  AddressBook: {present: true, on: {selected: return, cancelled: return}}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address, cancelled: null}
                back: cancelled
                screens: {list: {actions: {pick: {input: Address, to: finish selected}}}}
                """),
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {actions: {join: {input: RoomInvite, to: start Room.join}, open: {input: Room.ID, to: start Room}}}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                entries:
                  main: {input: Room.ID, start: timeline}
                  join: {input: RoomInvite, start: joinRoom}
                outcomes: [done]
                back: done
                screens:
                  timeline: {input: Room.ID}
                  joinRoom: {input: RoomInvite}
                """),
            // A `reset` in a tabs flow is `invalid-transition` alone: its payload is not checked.
            RuleExample(
                """
                flow: App
                entry: true
                input: Account
                root: tabs
                tabs: [Home]
                children: {Home: {on: {signedOut: reset Home}}}
                ---
                flow: Home
                input: Account
                start: feed
                events: {signedOut: Reason}
                screens: {feed: {input: Account, actions: {out: {input: Reason, to: send signedOut}}}}
                """),
            RuleExample(
                """
                flow: Shell
                entry: true
                start: home
                screens:
                  home: {actions: {open: start Lib}}
                  page: {input: URL}
                children:
                  Lib: {present: true, on: {openURL: push page, closed: stay}}
                ---
                flow: Lib
                start: list
                outcomes: [closed]
                back: closed
                events: {openURL: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
            // Format 1.2: a made step hands its target what the work makes from the payload (or
            // from nothing): a constant, a property, something looked up.
            RuleExample(
                """
                flow: Authentication
                entry: true
                start: start
                screens:
                  start:
                    actions:
                      login: {to: push serverConfirmation, make: true}
                      open: {input: Product.ID, to: [{to: push product, make: true}, stay]}
                      menu: start MainMenu
                  serverConfirmation: {input: AuthenticationFlow}
                  product: {input: Product}
                children:
                  MainMenu: {present: true, on: {passwords: {to: start Settings, make: true}, closed: stay}}
                  Settings: {present: true, on: {done: stay}}
                ---
                flow: MainMenu
                start: menu
                outcomes: [passwords, closed]
                back: closed
                screens: {menu: {actions: {passwords: finish passwords}}}
                ---
                flow: Settings
                input: Route.SettingsSection
                start: settings
                outcomes: [done]
                back: done
                screens: {settings: {input: Route.SettingsSection}}
                """),
        ] + Self.triggerNonTriggering + Self.keepNonTriggering + Self.thenNonTriggering
            + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for flowIndex in graph.checked {
            let flow = graph.flows[flowIndex]
            let name = flow.name.value
            let resolved = graph.resolved[flowIndex]
            /// Whether `target` takes a well-formed type: asked in place of every transition, so
            /// that only those with something to compare are fetched (copied).
            func takesType(_ target: ResolvedTarget) -> Bool {
                switch target {
                case .screen(let screen): return flow.screens[screen].input?.isWellFormed == true
                case .child(let child):
                    // A flow with `entries` takes its entry's input (format 1.1), as `takenType` says.
                    return resolved.childFlows[child].map {
                        graph.flows[$0].entries != nil || graph.flows[$0].input?.isWellFormed == true
                    } ?? false
                case .outcome(let outcome): return flow.outcomes[outcome].payload?.isWellFormed == true
                case .alert(let alert): return flow.alerts[alert].input?.isWellFormed == true
                case .event(let event): return flow.events[event].payload?.isWellFormed == true
                case .none, .undeclared: return false
                }
            }
            /// `TypeExpression.spellingIdentity` of the type `target` takes.
            func expectedSpelling(_ target: ResolvedTarget) -> ObjectIdentifier? {
                switch target {
                case .screen(let screen): return flow.screens[screen].input?.spellingIdentity
                case .child(let child):
                    return resolved.childFlows[child].flatMap {
                        graph.flows[$0].entries == nil ? graph.flows[$0].input?.spellingIdentity : nil
                    }
                case .outcome(let outcome): return flow.outcomes[outcome].payload?.spellingIdentity
                case .alert(let alert): return flow.alerts[alert].input?.spellingIdentity
                case .event(let event): return flow.events[event].payload?.spellingIdentity
                case .none, .undeclared: return nil
                }
            }
            /// The words for a transition's target in a message, made only for a finding.
            func targetWords(_ transition: ResolvedTransition) -> String {
                let target = resolved.targetName(of: transition, in: flow) ?? ""
                switch transition.verb.targetKind {
                case .child: return "flow '\(target)'"
                case .outcome: return "outcome '\(target)'"
                case .tab: return "tab '\(target)'"
                case .alert: return "alert '\(target)'"
                case .event: return "event '\(target)'"
                case .screenOrChild: return transition.target.child == nil ? "screen '\(target)'" : "flow '\(target)'"
                case .screen, nil: return "screen '\(target)'"
                }
            }
            func check(_ payload: TypeExpression?, from source: () -> String, through transition: ResolvedTransition) {
                guard let expected = graph.takenType(by: transition, inFlow: flowIndex), expected.isWellFormed else {
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

            // The flow's `input` goes to what its `start` names; in a flow with `entries`, each
            // entry's input to what the entry starts (format 1.1).
            if let entries = flow.entries {
                for entry in entries {
                    for start in entry.starts ?? [] {
                        guard
                            let item = resolved.entries.first(where: {
                                resolved.targetName(of: resolved.transitions[$0], in: flow) == start.value
                            })
                        else { continue }
                        var transition = resolved.transitions[item]
                        transition.position = start.position
                        check(
                            entry.input, from: { "entry '\(entry.name.value)' of flow '\(name)'" }, through: transition)
                    }
                }
            } else {
                // A tabs flow starts each of its tabs with its own input, as a stack flow its start.
                for entry in resolved.entries
                where resolved.transitions[entry].place == .start || resolved.transitions[entry].place == .tab {
                    check(flow.input, from: { "flow '\(name)' (its input)" }, through: resolved.transitions[entry])
                }
            }
            if let back = resolved.back, let outcome = back.target.outcome, let payload = flow.outcomes[outcome].payload
            {
                findings.append(
                    finding(
                        "back '\(flow.back?.value ?? "")' of flow '\(name)' names an outcome that carries '\(payload.text)'; the back button finishes with no value",
                        at: back.position, in: flow))
            }
            for declared in resolved.declared {
                let transition = resolved.transitions[declared]
                // A made step's input is the work's to make (format 1.2): nothing to compare.
                guard takesType(transition.target), !transition.isMade else { continue }
                // A stack verb in a tabs flow is `invalid-transition` and nothing else: its payload
                // goes nowhere (a `reset` to a tab included).
                if flow.root == .tabs && transition.verb.isStackVerb { continue }
                switch transition.place {
                case .action(let screen, let action):
                    // Most typed transitions hand on the very spelling their target takes: that is
                    // seen in place, before anything is copied out of the flow.
                    if let expected = expectedSpelling(transition.target),
                        flow.screens[screen].actions[action].input?.spellingIdentity == expected
                    {
                        continue
                    }
                    check(
                        flow.screens[screen].actions[action].input,
                        from: { "action '\(flow.screens[screen].actions[action].name.value)'" }, through: transition)
                case .handler(let child, let handler):
                    guard let childFlow = resolved.childFlows[child] else { continue }
                    let handledName = flow.children[child].handlers[handler].outcome.value
                    // An event's handler takes the payload `send` carries, as an outcome's takes
                    // the one `finish` carries (format 1.1).
                    if let event = resolved.handledEvent(ofHandler: handler, ofChild: child) {
                        check(
                            graph.flows[childFlow].events[event].payload,
                            from: { "event '\(handledName)' of '\(graph.flows[childFlow].name.value)'" },
                            through: transition)
                        continue
                    }
                    guard let outcome = resolved.handledOutcome(ofHandler: handler, ofChild: child) else { continue }
                    check(
                        graph.flows[childFlow].outcomes[outcome].payload,
                        from: { "outcome '\(handledName)' of '\(graph.flows[childFlow].name.value)'" },
                        through: transition)
                case .alertButton(let alert, let button):
                    let alertName = flow.alerts[alert].name.value
                    let buttonName = flow.alerts[alert].buttons[button].name.value
                    check(
                        flow.alerts[alert].input, from: { "button '\(buttonName)' of alert '\(alertName)'" },
                        through: transition)
                case .trigger(let trigger):
                    check(
                        flow.triggers[trigger].input, from: { "trigger '\(flow.triggers[trigger].name.value)'" },
                        through: transition)
                case .then, .external:
                    // Format 1.2: the second step carries the place's payload; an external
                    // screen's `to`, its `result`.
                    check(
                        graph.payload(of: transition, inFlow: flowIndex),
                        from: { Self.placeWords(transition.place, in: flow, resolved: resolved) }, through: transition)
                case .start, .tab, .back:
                    continue
                }
            }
            findings += returnMismatches(in: graph, flow: flowIndex)
            findings += externalResultMismatches(in: graph, flow: flowIndex)
            findings += namedAnswerMismatches(in: graph, flow: flowIndex)
            findings += keepFindings(in: graph, flow: flowIndex)
            if !resolved.madeTransitions.isEmpty { findings += madeMismatches(in: graph, flow: flowIndex) }
        }
        findings += routeMismatches(graph)
        return findings
    }

    /// Each route parameter: a type a URL's text can be made into, and the inputs it feeds on the
    /// route's way.
    private func routeMismatches(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for (position, route) in flow.routes.enumerated() {
                var unmade: Set<Int> = []
                for (number, parameter) in route.parameters.enumerated() where !Self.isMadeFromText(parameter) {
                    unmade.insert(number)
                    findings.append(
                        finding(
                            "parameter '\(parameter.name.value)' of route '\(route.pattern.value)' is '\(parameter.type.text)', which no text of a URL is made into: its type is a named type that conforms to LosslessStringConvertible\(parameter.place == .query ? ", or one optional" : "")",
                            at: parameter.type.position, in: flow))
                }
                for input in graph.inputs(ofRoute: position, inFlow: index) where input.type.isWellFormed {
                    // A parameter no URL makes is reported once, as such.
                    if let number = input.parameter, unmade.contains(number) { continue }
                    guard let parameter = input.parameter.map({ route.parameters[$0] }) else {
                        findings.append(
                            finding(
                                "route '\(route.pattern.value)' hands no value to \(input.words), which takes '\(input.type.text)'",
                                at: route.pattern.position, in: flow))
                        continue
                    }
                    guard parameter.type.isWellFormed, !parameter.type.isSameType(as: input.type) else { continue }
                    findings.append(
                        finding(
                            "parameter '\(parameter.name.value)' of route '\(route.pattern.value)' hands '\(parameter.type.text)' to \(input.words), which takes '\(input.type.text)'",
                            at: parameter.type.position, in: flow))
                }
            }
        }
        return findings
    }

    /// Whether a route parameter's type is one the generated route can make from the URL's text
    /// with `LosslessStringConvertible`'s `init?(_:)`: a named type (`Int`, `Product.ID`,
    /// `Tagged<Int>`), which the app makes conform; a query item's may be optional, as it may be
    /// missing. An optional path segment, a function, a tuple, a collection, a metatype or an
    /// existential can never conform. One the parser refused is `invalid-identifier`'s alone.
    static func isMadeFromText(_ parameter: RouteParameter) -> Bool {
        guard var canonical = parameter.type.canonical?[...] else { return true }
        if parameter.place == .query, canonical.hasSuffix(" ?") { canonical = canonical.dropLast(2) }
        var depth = 0
        var expectsName = true
        for token in canonical.split(separator: " ") {
            switch token {
            case "<": depth += 1
            case ">": depth -= 1
            case _ where depth > 0: continue
            case ".": expectsName = true
            default:
                guard expectsName, let first = token.first, first.isLetter || first == "_",
                    !Self.unnamedTypeWords.contains(token)
                else { return false }
                expectsName = false
            }
        }
        return !expectsName
    }

    /// Words that start a type with no conformances of its own (`any P`, `Void`), or end a metatype.
    private static let unnamedTypeWords: Set<Substring> = [
        "any", "some", "Any", "AnyObject", "Void", "Never", "Self", "Type", "Protocol",
    ]

    /// A `return` hands its payload (its action's `input`, its outcome's payload) back to each
    /// action that asks for it: each one's `result` must be that type, optionals aside (`nil` is
    /// always an answer). Nothing handed back is always allowed: the action gets `nil`.
    private func returnMismatches(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        // The actions `mixedChildAskers` reports, by position: made at the first mismatch only.
        var mixedAskers: Set<SourcePosition>?
        for declared in resolved.declared where resolved.transitions[declared].verb.returnsResult {
            let transition = resolved.transitions[declared]
            // `return NAME` (format 1.2) is checked against its answer's type.
            guard let payload = graph.payload(of: transition, inFlow: index), let handed = payload.canonical,
                resolved.answerName(of: transition, in: flow) == nil
            else { continue }
            for asker in graph.askers(of: transition, inFlow: index) {
                // The action's closure answers the result without its outermost optional, as an
                // optional: the payload may be that type or that type optional (one level).
                guard let result = graph.askedResult(by: asker, inFlow: index), let asked = result.canonical,
                    TypeExpression.withoutOptional(handed) != TypeExpression.withoutOptional(asked),
                    handed[...] != TypeExpression.withoutOptional(asked)
                else { continue }
                // An action that waits for another type than the first that starts its child is
                // reported there, once (`mixedChildAskers`), not again at each `return`.
                if mixedAskers == nil {
                    mixedAskers = Set(Self.mixedChildAskers(graph, flow: index).map(\.asker.position))
                }
                if mixedAskers?.contains(asker.position) == true { continue }
                findings.append(
                    finding(
                        "'return' hands '\(payload.text)' back to \(graph.askerWords(asker, inFlow: index)), which waits for '\(result.text)'",
                        at: transition.position, in: flow))
            }
        }
        return findings
    }
}
