import FlowDiagnostics
import FlowModel

/// Where a transition stands in its flow.
public enum TransitionPlace: Sendable, Hashable {
    /// An item of a stack flow's `start` list: `push` for a screen (the flow's first screen),
    /// `start` for anything else.
    case start
    /// An item of a tabs flow's `tabs` list: `start` of the tab's child, with the flow.
    case tab
    /// An alternative of action `action` of screen `screen` (positions in the flow).
    case action(screen: Int, action: Int)
    /// An alternative of the `on` handler `handler` of child `child` (positions in the flow).
    case handler(child: Int, handler: Int)
    /// The flow's `back`: a `finish` with that outcome from each first screen.
    case back
    /// The transition of button `button` of alert `alert` (positions in the flow), which runs
    /// wherever the alert is shown.
    case alertButton(alert: Int, button: Int)
    /// An alternative of trigger `trigger` (its position in the flow's `triggers`, format 1.2),
    /// which runs from each of its `from` screens, or without them over whatever the flow shows.
    case trigger(Int)
    /// The second step of the transition at position `step` in `ResolvedFlow.transitions`
    /// (`then`, format 1.2): it runs from each screen that step lands on
    /// (`FlowNavigation.thenLandings`), as an action of that screen.
    case then(step: Int)
    /// An alternative of the `to` of external screen `screen` (format 1.2, §6): it runs once the
    /// screen has closed, as a second step, from each screen that pushes or presents it
    /// (`FlowNavigation.externalLandings`).
    case external(screen: Int)
}

/// What a transition's target is, by position in its flow.
public enum ResolvedTarget: Sendable, Hashable {
    /// The verb takes no target.
    case none
    /// A screen of the flow (the first of its id).
    case screen(Int)
    /// A child of the flow (the first of its name).
    case child(Int)
    /// An outcome of the flow (the first of its name).
    case outcome(Int)
    /// An alert of the flow (the first of its name).
    case alert(Int)
    /// An event of the flow (the first of its name).
    case event(Int)
    /// The target names nothing of its kind that the flow declares (`missing-identifier`).
    case undeclared

    /// The screen, when the target is one.
    public var screen: Int? {
        if case .screen(let screen) = self { return screen }
        return nil
    }

    /// The child, when the target is one.
    public var child: Int? {
        if case .child(let child) = self { return child }
        return nil
    }

    /// The outcome, when the target is one.
    public var outcome: Int? {
        if case .outcome(let outcome) = self { return outcome }
        return nil
    }

    /// The alert, when the target is one.
    public var alert: Int? {
        if case .alert(let alert) = self { return alert }
        return nil
    }

    /// The event, when the target is one.
    public var event: Int? {
        if case .event(let event) = self { return event }
        return nil
    }
}

/// One transition, resolved once: where it stands, its verb, its target and its position. Plain
/// values only, so that the rules, the navigation analysis and the graph copy it freely; names and
/// types are read from the flow when a finding or a drawing needs them.
public struct ResolvedTransition: Sendable, Hashable {
    // Kept as 32-bit numbers and one-byte kinds, the place and target put together when asked:
    // a flow set holds one of these for every transition of every flow.
    private var placeFirst: Int32
    private var placeSecond: Int32
    private var storedAlternative: Int32
    private var targetIndex: Int32
    /// Where its string stands in its flow's file.
    public var position: SourcePosition
    public var verb: Transition.Verb
    private var placeKind: PlaceKind
    private var targetKind: TargetKind
    /// Whether the transition's long form says `make: true` (format 1.2): its target's input is
    /// made by the work, not the payload as it is.
    public var isMade = false

    private enum PlaceKind: UInt8, Sendable, Hashable {
        case start, tab, action, handler, back, alertButton, trigger, then, external
    }

    private enum TargetKind: UInt8, Sendable, Hashable {
        case none, screen, child, outcome, undeclared, alert, event
    }

    public init(
        place: TransitionPlace, alternative: Int, verb: Transition.Verb, target: ResolvedTarget,
        position: SourcePosition
    ) {
        switch place {
        case .start: (placeKind, placeFirst, placeSecond) = (.start, 0, 0)
        case .tab: (placeKind, placeFirst, placeSecond) = (.tab, 0, 0)
        case .action(let screen, let action):
            (placeKind, placeFirst, placeSecond) = (.action, Int32(screen), Int32(action))
        case .handler(let child, let handler):
            (placeKind, placeFirst, placeSecond) = (.handler, Int32(child), Int32(handler))
        case .back: (placeKind, placeFirst, placeSecond) = (.back, 0, 0)
        case .alertButton(let alert, let button):
            (placeKind, placeFirst, placeSecond) = (.alertButton, Int32(alert), Int32(button))
        case .trigger(let trigger): (placeKind, placeFirst, placeSecond) = (.trigger, Int32(trigger), 0)
        case .then(let step): (placeKind, placeFirst, placeSecond) = (.then, Int32(step), 0)
        case .external(let screen): (placeKind, placeFirst, placeSecond) = (.external, Int32(screen), 0)
        }
        switch target {
        case .none: (targetKind, targetIndex) = (.none, 0)
        case .screen(let screen): (targetKind, targetIndex) = (.screen, Int32(screen))
        case .child(let child): (targetKind, targetIndex) = (.child, Int32(child))
        case .outcome(let outcome): (targetKind, targetIndex) = (.outcome, Int32(outcome))
        case .undeclared: (targetKind, targetIndex) = (.undeclared, 0)
        case .alert(let alert): (targetKind, targetIndex) = (.alert, Int32(alert))
        case .event(let event): (targetKind, targetIndex) = (.event, Int32(event))
        }
        storedAlternative = Int32(alternative)
        self.verb = verb
        self.position = position
    }

    public var place: TransitionPlace {
        switch placeKind {
        case .start: return .start
        case .tab: return .tab
        case .action: return .action(screen: Int(placeFirst), action: Int(placeSecond))
        case .handler: return .handler(child: Int(placeFirst), handler: Int(placeSecond))
        case .back: return .back
        case .alertButton: return .alertButton(alert: Int(placeFirst), button: Int(placeSecond))
        case .trigger: return .trigger(Int(placeFirst))
        case .then: return .then(step: Int(placeFirst))
        case .external: return .external(screen: Int(placeFirst))
        }
    }

    /// Its position among the alternatives of its place (the items of `start` or `tabs`).
    public var alternative: Int { Int(storedAlternative) }

    public var target: ResolvedTarget {
        switch targetKind {
        case .none: return .none
        case .screen: return .screen(Int(targetIndex))
        case .child: return .child(Int(targetIndex))
        case .outcome: return .outcome(Int(targetIndex))
        case .undeclared: return .undeclared
        case .alert: return .alert(Int(targetIndex))
        case .event: return .event(Int(targetIndex))
        }
    }
}

/// Every transition of one flow, resolved once after linking (`FlowGraph.resolved`).
///
/// In one list, in this order: the `start` items (or a tabs flow's tabs), the alternatives of
/// each screen's actions (screens and actions in the order written), those of each child's `on`
/// handlers, those of each alert's buttons (format 1.1), those of each trigger (format 1.2), the
/// second steps of transitions with `then` (format 1.2), and the flow's `back`. Positions in the list are the transitions' identity; the
/// places of each action and handler are kept as ranges of it, so that nothing counts the order
/// again.
public struct ResolvedFlow: Sendable {
    public let transitions: [ResolvedTransition]
    /// The `start` items, or the tabs of a tabs flow.
    public let entries: Range<Int>
    /// The alternatives of every action, screen by screen.
    public let actions: Range<Int>
    /// The alternatives of every `on` handler, child by child.
    public let handlers: Range<Int>
    /// The transitions of every alert's buttons, alert by alert.
    public let buttons: Range<Int>
    /// The alternatives of every trigger, trigger by trigger (format 1.2).
    public let triggers: Range<Int>
    /// For each trigger, the screens its `from` names (the first of each id; names of no screen
    /// left out, `missing-identifier`), or nil when it has no `from` and runs over whatever the
    /// flow shows.
    public let triggerScreens: [[Int]?]
    /// The second steps (`then`, format 1.2), each at `.then(step:)` of its first step: none in
    /// most flows.
    public let thenSteps: Range<Int>
    /// The steps of external screens' `to` (format 1.2, §6), each at `.external(screen:)`: none
    /// in most flows.
    public let externalSteps: Range<Int>
    /// The position of the flow's `back` in `transitions`.
    public let backIndex: Int?
    /// For each child, the position in the flow set (`FlowGraph.flows`) of the flow it names.
    public internal(set) var childFlows: [Int?]
    /// The positions in `transitions` of the alternatives of actions that wait for a `result`
    /// (format 1.1): the only transitions a `return` can hand its value to. Few or none in a flow,
    /// where a `return` would otherwise search every action for them.
    public let resultAskers: [Int]
    /// The actions that wait for named answers (format 1.2), in the order written: none in most
    /// flows, where the rules about answers would otherwise look at every action for them.
    public let namedResultActions: [(screen: Int, action: Int)]
    /// The positions in `transitions` of the made ones (`make: true`, format 1.2), in order:
    /// none in most flows.
    public let madeTransitions: [Int]
    /// For the action at `actionStarts[screen] + action`, where its alternatives begin in
    /// `transitions`; one more entry marks the end of the last.
    private let actionOffsets: [Int32]
    /// For each screen, the position of its first action in `actionOffsets`; one more for the end.
    private let actionStarts: [Int32]
    /// As `actionOffsets` and `actionStarts`, for the children's handlers.
    private let handlerOffsets: [Int32]
    private let handlerStarts: [Int32]
    /// For each handler (as `handlerOffsets` numbers them), the outcome it handles among those of
    /// the child's flow; -1 when the child names no flow or its flow no such outcome.
    private let handledOutcomes: [Int32]
    /// As `actionOffsets` and `actionStarts`, for the alerts' buttons.
    private let buttonOffsets: [Int32]
    private let buttonStarts: [Int32]
    /// Where the alternatives of each trigger begin in `transitions`; one more marks the end.
    private let triggerOffsets: [Int32]
    /// As `handledOutcomes`, the event of the child's flow each handler handles; -1 for none.
    private let handledEvents: [Int32]

    /// Resolves `flow`'s transitions against its own names and, for children, against the flow
    /// set: `flowIndex` finds a flow by name, `outcomes` the outcome names of a flow by position.
    public init(
        _ flow: Flow, names: FlowNames, flowIndex: (String) -> Int?, outcomes: (Int) -> NameIndex,
        events: ((Int) -> NameIndex)? = nil
    ) {
        // Counted first, so that the lists are made to size: grown by appending, they would keep
        // up to twice the room, for every flow of the run. Second steps (`then`) and external
        // screens' steps (format 1.2) are counted too: one of them past the count doubled the list.
        let screens = flow.screens
        let children = flow.children
        var actionCount = 0
        var transitionCount = (flow.root == .stack ? flow.start?.count : flow.tabs?.count) ?? 0
        for screen in screens.indices {
            actionCount += screens[screen].actions.count
            for action in screens[screen].actions.indices {
                transitionCount += screens[screen].actions[action].transitions.stepCount
            }
            transitionCount += screens[screen].external?.transitions.count ?? 0
        }
        var handlerCount = 0
        for child in children.indices {
            handlerCount += children[child].handlers.count
            for handler in children[child].handlers.indices {
                transitionCount += children[child].handlers[handler].transitions.stepCount
            }
        }
        for alert in flow.alerts.indices {
            for button in flow.alerts[alert].buttons.indices {
                transitionCount += flow.alerts[alert].buttons[button].transitions.stepCount
            }
        }
        for trigger in flow.triggers.indices { transitionCount += flow.triggers[trigger].transitions.stepCount }
        if flow.back != nil { transitionCount += 1 }
        var transitions: [ResolvedTransition] = []
        transitions.reserveCapacity(transitionCount)
        func resolve(_ verb: Transition.Verb, _ target: String?) -> ResolvedTarget {
            guard let target else { return .none }
            switch verb.targetKind {
            case .screen: return names.screens[target].map { .screen($0) } ?? .undeclared
            // `Child.entry` (format 1.1) names the child before the dot.
            case .child:
                return names.children[String(Transition.childAndEntry(target).child)].map { .child($0) } ?? .undeclared
            case .outcome: return names.outcomes[target].map { .outcome($0) } ?? .undeclared
            case .tab:
                // A child that is not a tab is no tab to select.
                guard (flow.tabs ?? []).contains(where: { $0.value == target }) else { return .undeclared }
                return names.children[target].map { .child($0) } ?? .undeclared
            case .alert: return names.alerts[target].map { .alert($0) } ?? .undeclared
            case .screenOrChild:
                return names.screens[target].map { .screen($0) } ?? names.children[target].map { .child($0) }
                    ?? .undeclared
            case .event: return names.events[target].map { .event($0) } ?? .undeclared
            case nil: return .none
            }
        }
        /// Each alternative of `list`, resolved, at `place`.
        var madeTransitions: [Int] = []
        // The first steps of transitions with `then` (format 1.2), with their second steps.
        var firstSteps: [(first: Int, then: Transition)] = []
        func append(_ list: Transitions, at place: TransitionPlace) {
            for alternative in list.indices {
                if let then = list.then(at: alternative) { firstSteps.append((transitions.count, then)) }
                let (verb, target) = list.verbAndTarget(at: alternative)
                transitions.append(
                    ResolvedTransition(
                        place: place, alternative: alternative, verb: verb, target: resolve(verb, target),
                        position: list.position(at: alternative)))
                // Format 1.2: few transitions are made, most flows have none.
                if list.isMade(at: alternative) {
                    transitions[transitions.count - 1].isMade = true
                    madeTransitions.append(transitions.count - 1)
                }
            }
        }

        // `start` items (or tabs), before any screen is shown.
        switch flow.root {
        case .stack:
            for (alternative, item) in (flow.start ?? []).enumerated() {
                let screen = names.screens[item.value]
                let target: ResolvedTarget =
                    screen.map { .screen($0) } ?? names.children[item.value].map { .child($0) } ?? .undeclared
                transitions.append(
                    ResolvedTransition(
                        place: .start, alternative: alternative, verb: screen != nil ? .push : .start, target: target,
                        position: item.position))
            }
        case .tabs:
            for (alternative, tab) in (flow.tabs ?? []).enumerated() {
                transitions.append(
                    ResolvedTransition(
                        place: .tab, alternative: alternative, verb: .start, target: resolve(.start, tab.value),
                        position: tab.position))
            }
        }
        let entries = 0..<transitions.count

        // Actions, by index: a `for` over screens and actions would copy each whole.
        var actionOffsets: [Int32] = []
        actionOffsets.reserveCapacity(actionCount + 1)
        var actionStarts: [Int32] = []
        actionStarts.reserveCapacity(screens.count + 1)
        var resultAskers: [Int] = []
        var namedResultActions: [(screen: Int, action: Int)] = []
        for screen in screens.indices {
            actionStarts.append(Int32(actionOffsets.count))
            let actions = screens[screen].actions
            for action in actions.indices {
                let first = transitions.count
                actionOffsets.append(Int32(first))
                append(actions[action].transitions, at: .action(screen: screen, action: action))
                if actions[action].asksForResult {
                    resultAskers += first..<transitions.count
                    if actions[action].answers != nil { namedResultActions.append((screen, action)) }
                }
            }
        }
        actionStarts.append(Int32(actionOffsets.count))
        actionOffsets.append(Int32(transitions.count))
        let actions = entries.upperBound..<transitions.count

        // Handlers, and the outcome of the child's flow each one handles.
        let childFlows = children.map { flowIndex($0.flow.value) }
        var handlerOffsets: [Int32] = []
        handlerOffsets.reserveCapacity(handlerCount + 1)
        var handlerStarts: [Int32] = []
        var handledOutcomes: [Int32] = []
        handledOutcomes.reserveCapacity(handlerCount)
        var handledEvents: [Int32] = []
        handlerStarts.reserveCapacity(children.count + 1)
        for child in children.indices {
            handlerStarts.append(Int32(handlerOffsets.count))
            let childOutcomes = childFlows[child].map(outcomes)
            let childEvents = events.flatMap { events in childFlows[child].map(events) }
            let handlers = children[child].handlers
            for handler in handlers.indices {
                handlerOffsets.append(Int32(transitions.count))
                let outcome = childOutcomes?[handlers[handler].outcome.value]
                handledOutcomes.append(Int32(outcome ?? -1))
                // An `on` entry names an outcome or, in format 1.1, an event; few flows have events.
                if let childEvents, outcome == nil, let event = childEvents[handlers[handler].outcome.value] {
                    if handledEvents.isEmpty { handledEvents = [Int32](repeating: -1, count: handlerCount) }
                    handledEvents[handledOutcomes.count - 1] = Int32(event)
                }
                append(handlers[handler].transitions, at: .handler(child: child, handler: handler))
            }
        }
        handlerStarts.append(Int32(handlerOffsets.count))
        handlerOffsets.append(Int32(transitions.count))
        let handlers = actions.upperBound..<transitions.count

        // Alerts' buttons.
        var buttonOffsets: [Int32] = []
        var buttonStarts: [Int32] = []
        buttonStarts.reserveCapacity(flow.alerts.count + 1)
        for alert in flow.alerts.indices {
            buttonStarts.append(Int32(buttonOffsets.count))
            let buttons = flow.alerts[alert].buttons
            for button in buttons.indices {
                buttonOffsets.append(Int32(transitions.count))
                append(buttons[button].transitions, at: .alertButton(alert: alert, button: button))
            }
        }
        buttonStarts.append(Int32(buttonOffsets.count))
        buttonOffsets.append(Int32(transitions.count))
        let buttons = handlers.upperBound..<transitions.count

        // Triggers (format 1.2), each an action of the screens its `from` names.
        // Nothing is allocated for a flow without triggers, nearly every flow.
        var triggerOffsets: [Int32] = []
        if !flow.triggers.isEmpty {
            triggerOffsets.reserveCapacity(flow.triggers.count + 1)
            for trigger in flow.triggers.indices {
                triggerOffsets.append(Int32(transitions.count))
                append(flow.triggers[trigger].transitions, at: .trigger(trigger))
            }
            triggerOffsets.append(Int32(transitions.count))
        }
        let triggers = buttons.upperBound..<transitions.count

        // Second steps (format 1.2), each where its first step lands.
        for (first, then) in firstSteps {
            transitions.append(
                ResolvedTransition(
                    place: .then(step: first), alternative: 0, verb: then.verb, target: resolve(then.verb, then.target),
                    position: then.position))
            if then.isMade {
                transitions[transitions.count - 1].isMade = true
                madeTransitions.append(transitions.count - 1)
            }
            // `result` on `{to: dismiss, then: present card}` is `schema` (the asking screen is
            // closed first); read as meant, so that the `return` it waits for is not reported too.
            if then.verb.opensWhatReturnsAResult && resultAskers.contains(first) {
                resultAskers.append(transitions.count - 1)
            }
        }
        let thenSteps = triggers.upperBound..<transitions.count
        // The steps of external screens' `to` (format 1.2, §6), each from the screens beneath.
        for screen in screens.indices {
            guard let external = screens[screen].external, !external.transitions.isEmpty else { continue }
            append(external.transitions, at: .external(screen: screen))
        }
        let externalSteps = thenSteps.upperBound..<transitions.count
        let triggerScreens: [[Int]?] = flow.triggers.map { trigger in
            trigger.from.map { from in
                var screens: [Int] = []
                for name in from {
                    // A name of no screen (`missing-identifier`) is read as the screen its hint
                    // suggests, so that the trigger is not also missed where it runs.
                    let screen =
                        names.screens[name.value]
                        ?? Suggestion.closest(to: name.value, among: flow.screens.map(\.id.value)).flatMap {
                            names.screens[$0]
                        }
                    // No trigger runs from an external screen (`invalid-transition` at `from`):
                    // its move is not checked there too.
                    if let screen, flow.screens[screen].external == nil, !screens.contains(screen) {
                        screens.append(screen)
                    }
                }
                return screens
            }
        }

        var backIndex: Int?
        if let back = flow.back {
            backIndex = transitions.count
            transitions.append(
                ResolvedTransition(
                    place: .back, alternative: 0, verb: .finish, target: resolve(.finish, back.value),
                    position: back.position))
        }

        self.transitions = transitions
        self.entries = entries
        self.actions = actions
        self.handlers = handlers
        self.buttons = buttons
        self.triggers = triggers
        self.triggerScreens = triggerScreens
        self.thenSteps = thenSteps
        self.externalSteps = externalSteps
        self.triggerOffsets = triggerOffsets
        self.buttonOffsets = buttonOffsets
        self.buttonStarts = buttonStarts
        self.backIndex = backIndex
        self.childFlows = childFlows
        self.resultAskers = resultAskers
        self.namedResultActions = namedResultActions
        self.madeTransitions = madeTransitions
        self.actionOffsets = actionOffsets
        self.actionStarts = actionStarts
        self.handlerOffsets = handlerOffsets
        self.handlerStarts = handlerStarts
        self.handledOutcomes = handledOutcomes
        self.handledEvents = handledEvents
    }

    // MARK: - Places

    /// The transitions declared in the flow's body: the actions' alternatives, then the handlers',
    /// then the alerts' buttons', then the triggers', then the second steps (`then`).
    public var declared: Range<Int> { actions.lowerBound..<externalSteps.upperBound }

    /// The flow's `back`, as a `finish` of its outcome.
    public var back: ResolvedTransition? { backIndex.map { transitions[$0] } }

    /// The positions in `transitions` of the alternatives of action `action` of screen `screen`.
    public func alternatives(ofAction action: Int, onScreen screen: Int) -> Range<Int> {
        let place = Int(actionStarts[screen]) + action
        return Int(actionOffsets[place])..<Int(actionOffsets[place + 1])
    }

    /// The positions in `transitions` of the alternatives of `on` handler `handler` of child `child`.
    public func alternatives(ofHandler handler: Int, ofChild child: Int) -> Range<Int> {
        let place = Int(handlerStarts[child]) + handler
        return Int(handlerOffsets[place])..<Int(handlerOffsets[place + 1])
    }

    /// The positions in `transitions` of the alternatives of every handler of child `child`.
    public func handlerAlternatives(ofChild child: Int) -> Range<Int> {
        Int(handlerOffsets[Int(handlerStarts[child])])..<Int(handlerOffsets[Int(handlerStarts[child + 1])])
    }

    /// The positions in `transitions` of the transition of button `button` of alert `alert`.
    public func alternatives(ofButton button: Int, ofAlert alert: Int) -> Range<Int> {
        let place = Int(buttonStarts[alert]) + button
        return Int(buttonOffsets[place])..<Int(buttonOffsets[place + 1])
    }

    /// The positions in `transitions` of the transitions of every button of alert `alert`.
    public func buttonAlternatives(ofAlert alert: Int) -> Range<Int> {
        Int(buttonOffsets[Int(buttonStarts[alert])])..<Int(buttonOffsets[Int(buttonStarts[alert + 1])])
    }

    /// The positions in `transitions` of the alternatives of trigger `trigger`.
    public func alternatives(ofTrigger trigger: Int) -> Range<Int> {
        Int(triggerOffsets[trigger])..<Int(triggerOffsets[trigger + 1])
    }

    /// The outcome, among those of the flow that child `child` names, that its handler `handler`
    /// handles; nil when the child names no flow or that flow has no such outcome.
    public func handledOutcome(ofHandler handler: Int, ofChild child: Int) -> Int? {
        let outcome = handledOutcomes[Int(handlerStarts[child]) + handler]
        return outcome < 0 ? nil : Int(outcome)
    }

    /// The event, among those of the flow that child `child` names, that its handler `handler`
    /// handles; nil when it handles an outcome or nothing the child's flow declares.
    public func handledEvent(ofHandler handler: Int, ofChild child: Int) -> Int? {
        guard !handledEvents.isEmpty else { return nil }
        let event = handledEvents[Int(handlerStarts[child]) + handler]
        return event < 0 ? nil : Int(event)
    }

    // MARK: - What the flow writes

    /// The target's name as written (nil for verbs that take none), read from `flow`.
    public func targetName(of transition: ResolvedTransition, in flow: Flow) -> String? {
        switch transition.place {
        case .start: return flow.start?[transition.alternative].value
        case .tab: return flow.tabs?[transition.alternative].value
        case .action(let screen, let action):
            return flow.screens[screen].actions[action].transitions.verbAndTarget(at: transition.alternative).target
        case .handler(let child, let handler):
            return flow.children[child].handlers[handler].transitions.verbAndTarget(at: transition.alternative).target
        case .back: return flow.back?.value
        case .alertButton(let alert, let button):
            return flow.alerts[alert].buttons[button].transitions.verbAndTarget(at: transition.alternative).target
        case .trigger(let trigger):
            return flow.triggers[trigger].transitions.verbAndTarget(at: transition.alternative).target
        case .then(let step): return self.transition(transitions[step], in: flow).then?.target
        case .external(let screen):
            return flow.screens[screen].external?.transitions.verbAndTarget(at: transition.alternative).target
        }
    }

    /// The transition as `flow` writes it (for a start item, a tab or `back`, as the verb and
    /// target it stands for).
    public func transition(_ transition: ResolvedTransition, in flow: Flow) -> Transition {
        switch transition.place {
        case .action(let screen, let action):
            return flow.screens[screen].actions[action].transitions[transition.alternative]
        case .handler(let child, let handler):
            return flow.children[child].handlers[handler].transitions[transition.alternative]
        case .alertButton(let alert, let button):
            return flow.alerts[alert].buttons[button].transitions[transition.alternative]
        case .trigger(let trigger):
            return flow.triggers[trigger].transitions[transition.alternative]
        case .then(let step):
            let first = self.transition(transitions[step], in: flow)
            return first.then ?? first
        case .external(let screen):
            if let external = flow.screens[screen].external { return external.transitions[transition.alternative] }
            return Transition(
                verb: transition.verb, target: targetName(of: transition, in: flow), position: transition.position)
        case .start, .tab, .back:
            return Transition(
                verb: transition.verb, target: targetName(of: transition, in: flow), position: transition.position)
        }
    }
}

extension FlowGraph {
    /// The type that the target of `transition`, one of flow `flow`'s, takes: a screen's or a
    /// child flow's `input`, an outcome's payload; nil when it takes anything or is not declared.
    public func takenType(by transition: ResolvedTransition, inFlow flow: Int) -> TypeExpression? {
        // A tab runs already, a screen led back to was made already: such a target is handed nothing.
        guard transition.verb.handsPayloadToTarget else { return nil }
        switch transition.target {
        case .screen(let screen): return flows[flow].screens[screen].input
        case .child(let child):
            guard let childFlow = resolved[flow].childFlows[child] else { return nil }
            // In a flow with `entries` (format 1.1), the input of the entry started at.
            guard flows[childFlow].entries != nil else { return flows[childFlow].input }
            let target = resolved[flow].targetName(of: transition, in: flows[flow]) ?? ""
            return flows[childFlow].startInput(atEntry: Transition.childAndEntry(target).entry)
        case .outcome(let outcome): return flows[flow].outcomes[outcome].payload
        case .alert(let alert): return flows[flow].alerts[alert].input
        case .event(let event): return flows[flow].events[event].payload
        case .none, .undeclared: return nil
        }
    }

    /// The type that `transition`, one of flow `flow`'s, carries to its target: its action's
    /// `input`, for a handler the payload of the outcome its child finished with, for a `start`
    /// item the flow's `input`, for an alert's button the alert's `input`; nil for tabs and
    /// `back`, and where none is declared; for a trigger its `input`.
    public func payload(of transition: ResolvedTransition, inFlow flow: Int) -> TypeExpression? {
        switch transition.place {
        case .action(let screen, let action): return flows[flow].screens[screen].actions[action].input
        case .handler(let child, let handler):
            guard let childFlow = resolved[flow].childFlows[child] else { return nil }
            if let event = resolved[flow].handledEvent(ofHandler: handler, ofChild: child) {
                return flows[childFlow].events[event].payload
            }
            guard let outcome = resolved[flow].handledOutcome(ofHandler: handler, ofChild: child) else { return nil }
            return flows[childFlow].outcomes[outcome].payload
        case .start: return flows[flow].input
        case .alertButton(let alert, _): return flows[flow].alerts[alert].input
        case .trigger(let trigger): return flows[flow].triggers[trigger].input
        // Both steps carry the place's payload.
        case .then(let step): return payload(of: resolved[flow].transitions[step], inFlow: flow)
        // What the external screen hands back (format 1.2, §6).
        case .external(let screen): return flows[flow].screens[screen].external?.result
        case .tab, .back: return nil
        }
    }
}

extension Transitions {
    /// The transitions and their second steps (`then`): what `ResolvedFlow` lists of them.
    fileprivate var stepCount: Int { count + thenCount }
}
