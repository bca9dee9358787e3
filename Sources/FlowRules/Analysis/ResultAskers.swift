import FlowModel
import FlowcSupport

extension FlowNavigation {
    /// A `return` that answers someone: its position in `ResolvedFlow.transitions` and the
    /// positions there of the asking transitions it hands its payload back to.
    struct ReturnAskers: Sendable {
        var position: Int
        var askers: [Int]
    }

    /// The asking transitions (by position in `resolved.transitions`) of each `return` of `flow`,
    /// found once: five rules and the drawing ask for them, one `return` at a time. Made at the
    /// end of the analysis, from its stacks and alerts.
    static func returnAskers(
        _ flow: Flow, names: FlowNames, resolved: ResolvedFlow, stacks: StackLookup, alertShown: [[Int]],
        screenCount: Int
    ) -> [ReturnAskers] {
        var found: [ReturnAskers] = []
        guard !resolved.resultAskers.isEmpty else { return found }
        for position in resolved.transitions.indices where resolved.transitions[position].verb.returnsResult {
            let transition = resolved.transitions[position]
            let askers: [Int]
            switch transition.place {
            case .handler(let child, _):
                // Starts resolve to the first child of a name.
                guard let started = names.children[flow.children[child].flow.value] else { continue }
                askers = resolved.resultAskers.filter { position in
                    let asker = resolved.transitions[position]
                    return asker.verb.startsChild && asker.target.child == started
                }
            case .action(let screen, _):
                askers = presentingAskers(stacks[screen].presentedBottoms, resolved)
            case .alertButton(let alert, _):
                // A button runs as one of the actions of each screen that shows its alert.
                var bottoms: Set<Int> = []
                for node in alertShown[alert] where node < screenCount {
                    bottoms.formUnion(stacks[node].presentedBottoms)
                }
                askers = presentingAskers(bottoms.sorted(), resolved)
            case .trigger(let trigger):
                // Format 1.2: a trigger with `from` runs as one of the actions of each of its screens.
                var bottoms: Set<Int> = []
                for screen in resolved.triggerScreens[trigger] ?? [] {
                    bottoms.formUnion(stacks[screen].presentedBottoms)
                }
                askers = presentingAskers(bottoms.sorted(), resolved)
            case .start, .tab, .back, .then, .external:
                // A second step is never a `return` (format 1.2: the decoder refuses it), nor an
                // external screen's `to`.
                continue
            }
            if !askers.isEmpty { found.append(ReturnAskers(position: position, askers: askers)) }
        }
        return found
    }

    /// The asking transitions of `resolved` that present one of `bottoms`, the presented screens at
    /// the bottom of the stacks a `return` can run on.
    private static func presentingAskers(_ bottoms: [Int], _ resolved: ResolvedFlow) -> [Int] {
        guard !bottoms.isEmpty else { return [] }
        return resolved.resultAskers.filter { position in
            let asker = resolved.transitions[position]
            guard asker.verb.stackEffect == .present, let screen = asker.target.screen else { return false }
            return bottoms.contains(screen)
        }
    }
}

extension FlowGraph {
    /// The transitions that `transition`, a `return` of flow `flow`, hands its payload back to:
    /// the action transitions that declare a `result` and lead to where the `return` runs. For a
    /// handler of child C, each that starts C; for a screen's action, each that presents the
    /// bottom of a presented stack the screen can stand on; for an alert's button, those of each
    /// screen that shows the alert. Empty for other verbs, and where no action asks
    /// (`invalid-transition`).
    public func askers(of transition: ResolvedTransition, inFlow flow: Int) -> [ResolvedTransition] {
        guard transition.verb.returnsResult else { return [] }
        let transitions = resolved[flow].transitions
        // Found by its position, told by its place: no hashing of the transition, which cost more
        // than the search among a flow's few answered `return`s.
        let first: Int
        switch transition.place {
        case .action(let screen, let action):
            first = resolved[flow].alternatives(ofAction: action, onScreen: screen).lowerBound
        case .handler(let child, let handler):
            first = resolved[flow].alternatives(ofHandler: handler, ofChild: child).lowerBound
        case .alertButton(let alert, let button):
            first = resolved[flow].alternatives(ofButton: button, ofAlert: alert).lowerBound
        case .trigger(let trigger): first = resolved[flow].alternatives(ofTrigger: trigger).lowerBound
        case .start, .tab, .back, .then, .external: return []
        }
        let position = first + transition.alternative
        // `returnAskers` is in the order of the positions.
        let answered = navigation[flow].returnAskers
        let low = answered.partitionPoint { $0.position >= position }
        guard low < answered.count, answered[low].position == position, transitions[position] == transition else {
            return []
        }
        return answered[low].askers.map { transitions[$0] }
    }

    /// The place of the action that asks through `asker`: its own, or for a second step its first
    /// step's (a `result` after a closing step is `schema`, and read as meant: the `return` it
    /// waits for is not reported too).
    public func askingPlace(of asker: ResolvedTransition, inFlow flow: Int) -> TransitionPlace {
        guard case .then(let step) = asker.place else { return asker.place }
        return resolved[flow].transitions[step].place
    }

    /// The `result` that `asker`, an action's alternative of flow `flow`, waits for.
    public func askedResult(by asker: ResolvedTransition, inFlow flow: Int) -> TypeExpression? {
        guard case .action(let screen, let action) = askingPlace(of: asker, inFlow: flow) else { return nil }
        return flows[flow].screens[screen].actions[action].result
    }

    /// The words for `asker` in a message: "action 'changeAddress' of screen 'review'".
    public func askerWords(_ asker: ResolvedTransition, inFlow flow: Int) -> String {
        guard case .action(let screenIndex, let action) = askingPlace(of: asker, inFlow: flow) else {
            return "an action"
        }
        let screen = flows[flow].screens[screenIndex]
        return "action '\(screen.actions[action].name.value)' of screen '\(screen.id.value)'"
    }
}
