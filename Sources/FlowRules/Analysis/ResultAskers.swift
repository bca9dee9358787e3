import FlowModel

extension FlowGraph {
    /// The transitions that `transition`, a `return` of flow `flow`, hands its payload back to:
    /// the action transitions that declare a `result` and lead to where the `return` runs. For a
    /// handler of child C, each that starts C; for a screen's action, each that presents the
    /// bottom of a presented stack the screen can stand on; for an alert's button, those of each
    /// screen that shows the alert. Empty for other verbs, and where no action asks
    /// (`invalid-transition`).
    public func askers(of transition: ResolvedTransition, inFlow flow: Int) -> [ResolvedTransition] {
        guard transition.verb.returnsResult else { return [] }
        // The two lists, not the whole `ResolvedFlow`: a copy of that retains every list in it.
        let (askers, transitions) = (resolved[flow].resultAskers, resolved[flow].transitions)
        switch transition.place {
        case .handler(let child, _):
            // Starts resolve to the first child of a name.
            guard let started = names[flow].children[flows[flow].children[child].flow.value] else { return [] }
            return askers.compactMap { position in
                let asker = transitions[position]
                return asker.verb.startsChild && asker.target.child == started ? asker : nil
            }
        case .action(let screen, _):
            return presentingAskers(navigation[flow].stacks[screen].presentedBottoms, askers, transitions)
        case .alertButton(let alert, _):
            // A button runs as one of the actions of each screen that shows its alert.
            let navigation = navigation[flow]
            var bottoms: Set<Int> = []
            for node in navigation.alertShown[alert] where node < navigation.screenCount {
                bottoms.formUnion(navigation.stacks[node].presentedBottoms)
            }
            return presentingAskers(bottoms.sorted(), askers, transitions)
        case .trigger(let trigger):
            // Format 1.2: a trigger with `from` runs as one of the actions of each of its screens.
            let navigation = navigation[flow]
            var bottoms: Set<Int> = []
            for screen in resolved[flow].triggerScreens[trigger] ?? [] {
                bottoms.formUnion(navigation.stacks[screen].presentedBottoms)
            }
            return presentingAskers(bottoms.sorted(), askers, transitions)
        case .start, .tab, .back, .then, .external:
            // A second step is never a `return` (format 1.2: the decoder refuses it), nor an
            // external screen's `to`.
            return []
        }
    }

    /// The asking transitions among `askers` that present one of `bottoms`, the presented screens at
    /// the bottom of the stacks a `return` can run on.
    private func presentingAskers(
        _ bottoms: [Int], _ askers: [Int], _ transitions: [ResolvedTransition]
    ) -> [ResolvedTransition] {
        guard !bottoms.isEmpty else { return [] }
        return askers.compactMap { position in
            let asker = transitions[position]
            guard asker.verb.stackEffect == .present, let screen = asker.target.screen else { return nil }
            return bottoms.contains(screen) ? asker : nil
        }
    }

    /// The `result` that `asker`, an action's alternative of flow `flow`, waits for.
    public func askedResult(by asker: ResolvedTransition, inFlow flow: Int) -> TypeExpression? {
        guard case .action(let screen, let action) = asker.place else { return nil }
        return flows[flow].screens[screen].actions[action].result
    }

    /// The words for `asker` in a message: "action 'changeAddress' of screen 'review'".
    public func askerWords(_ asker: ResolvedTransition, inFlow flow: Int) -> String {
        guard case .action(let screenIndex, let action) = asker.place else { return "an action" }
        let screen = flows[flow].screens[screenIndex]
        return "action '\(screen.actions[action].name.value)' of screen '\(screen.id.value)'"
    }
}
