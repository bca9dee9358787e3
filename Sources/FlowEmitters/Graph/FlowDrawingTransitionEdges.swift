import FlowDiagnostics
import FlowModel
import FlowRules

extension FlowDrawing {
    /// Each action's transitions, from its screen: to what they name, or back to where the
    /// stack leads from that screen.
    mutating func drawActions() {
        // By index, field by field: a loop over screens or actions would copy each whole.
        let screens = flow.screens
        for index in screens.indices {
            let source = screenIDs[index]
            let screenID = screens[index].id.value
            let actions = screens[index].actions
            for actionIndex in actions.indices where !actions[actionIndex].transitions.isEmpty {
                let name = actions[actionIndex].name
                let actionFindings = take(
                    name.position, actions[actionIndex].input?.position, actions[actionIndex].output?.position)
                for declared in resolved.alternatives(ofAction: actionIndex, onScreen: index) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    var edgeFindings = take(transition.position)
                    if !actionFindings.isEmpty { edgeFindings += actionFindings }
                    if transition.verb.startsChild, let target = transition.target {
                        edgeFindings += childFindings(String(Transition.childAndEntry(target).child))
                    }
                    let detail = made(
                        styled(
                            .action(screen: screenID, action: name.value, transition: transition), resolvedTransition),
                        declared)
                    let kind = edgeKind(resolvedTransition)
                    // A value handed back is marked on its way (format 1.1), a made step with ⚙ (1.2).
                    let label = madeLabel(
                        transition.verb.returnsResult
                            ? NavigationGraphBuilder.returnLabel(name.value, transition) : name.value,
                        resolvedTransition)
                    if let target = forwardTarget(resolvedTransition) {
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: kind, label: label, detail: detail,
                                headCluster: target.cluster, origin: flow.location(of: transition.position),
                                findings: edgeFindings))
                    } else {
                        for target in backTargets(
                            of: resolvedTransition, transition.verb.stackEffectInAction, from: index)
                        {
                            canvas.edge(
                                GraphEdge(
                                    from: source, to: target, kind: kind, label: label, detail: detail,
                                    origin: flow.location(of: transition.position), findings: edgeFindings))
                        }
                    }
                }
            }
        }
    }

    /// Each handler's transitions, from the child's outcome or event (its start when it has neither,
    /// a stand-in when the child is not drawn): to what they name, back to the screens that
    /// asked for the value a `return` hands back, or back from wherever the child was started.
    mutating func drawHandlers() {
        for (childIndex, child) in flow.children.enumerated() {
            let childName = child.flow.value
            let starters = navigation.starters[childName] ?? []
            let childFlow = drawn[childName].map { graph.flows[$0] }
            for (handlerIndex, handler) in child.handlers.enumerated() {
                let outcome = handler.outcome.value
                // From the child's outcome; from its cluster when it lacks the outcome.
                var source: String
                var tailCluster: String?
                if childFlow != nil, resolved.handledOutcome(ofHandler: handlerIndex, ofChild: childIndex) != nil {
                    source = GraphIdentifier.outcome(childName, outcome)
                } else if childFlow != nil, resolved.handledEvent(ofHandler: handlerIndex, ofChild: childIndex) != nil {
                    source = GraphIdentifier.event(childName, outcome)
                } else if childFlow != nil {
                    source = GraphIdentifier.start(childName)
                    tailCluster = childName == name ? nil : GraphIdentifier.cluster(childName)
                } else {
                    source = missingNode(childName, what: "flow")
                }
                let sourceCluster = childFlow == nil ? clusterID : GraphIdentifier.cluster(childName)
                let handlerFindings = take(handler.outcome.position)
                for declared in resolved.alternatives(ofHandler: handlerIndex, ofChild: childIndex) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    let edgeFindings = take(transition.position) + handlerFindings
                    let detail = made(
                        styled(
                            .handler(child: childName, outcome: outcome, transition: transition), resolvedTransition),
                        declared)
                    let kind = edgeKind(resolvedTransition)
                    var targets: [Target] = []
                    var label = madeLabel(outcome, resolvedTransition)
                    if let target = forwardTarget(resolvedTransition) {
                        targets = [target]
                    } else if transition.verb.returnsResult {
                        // Back to the screens whose actions asked for the value (format 1.1).
                        label = NavigationGraphBuilder.returnLabel(outcome, transition)
                        var seen: Set<Int> = []
                        for asker in graph.askers(of: resolvedTransition, inFlow: index) {
                            guard case .action(let screen, _) = asker.place, seen.insert(screen).inserted else {
                                continue
                            }
                            targets.append(Target(id: screenIDs[screen]))
                        }
                        if targets.isEmpty { targets = [Target(id: startID)] }
                    } else {
                        var seen: Set<String> = []
                        for starter in starters {
                            for id in backTargets(of: resolvedTransition, transition.verb.stackEffect, from: starter)
                            where seen.insert(id).inserted {
                                targets.append(Target(id: id))
                            }
                        }
                        if targets.isEmpty { targets = [Target(id: startID)] }
                    }
                    for target in targets {
                        // A head or tail drawn at a cluster's border only between distinct clusters.
                        let headCluster = target.cluster == sourceCluster ? nil : target.cluster
                        let targetCluster = target.cluster ?? clusterID
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: kind, label: label, detail: detail,
                                headCluster: headCluster,
                                tailCluster: tailCluster == targetCluster ? nil : tailCluster,
                                origin: flow.location(of: transition.position), findings: edgeFindings))
                    }
                }
            }
        }
    }

    /// Each button's transition, from the alert, leading where it leads from the screens that
    /// show the alert.
    mutating func drawAlertButtons() {
        for (alertIndex, alert) in flow.alerts.enumerated() {
            let source = GraphIdentifier.alert(name, alert.name.value)
            let shownAt = alertIndex < navigation.alertShown.count ? navigation.alertShown[alertIndex] : []
            for (buttonIndex, button) in alert.buttons.enumerated() where !button.transitions.isEmpty {
                let buttonFindings = take(button.name.position)
                for declared in resolved.alternatives(ofButton: buttonIndex, ofAlert: alertIndex) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    var edgeFindings = take(transition.position) + buttonFindings
                    if transition.verb.startsChild, let target = transition.target {
                        edgeFindings += childFindings(target)
                    }
                    let detail = made(
                        GraphEdgeDetail.button(
                            alert: alert.name.value, button: button.name.value, transition: transition),
                        declared)
                    var targets: [Target] = []
                    if let target = forwardTarget(resolvedTransition) {
                        targets = [target]
                    } else {
                        var seen: Set<String> = []
                        // A button runs as one of the actions of the screen that shows its alert: a
                        // `return` there dismisses that screen's stack, back to its presenter.
                        for shower in shownAt {
                            for id in backTargets(
                                of: resolvedTransition, transition.verb.stackEffectInAction, from: shower)
                            where seen.insert(id).inserted {
                                targets.append(Target(id: id))
                            }
                        }
                        // An alert nobody shows: its back transitions lead nowhere yet, drawn to itself.
                        if targets.isEmpty { targets = [Target(id: source)] }
                    }
                    for target in targets {
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: edgeKind(resolvedTransition),
                                label: madeLabel(
                                    transition.verb.returnsResult
                                        ? NavigationGraphBuilder.returnLabel(button.name.value, transition)
                                        : button.name.value,
                                    resolvedTransition),
                                detail: detail, headCluster: target.cluster,
                                origin: flow.location(of: transition.position), findings: edgeFindings))
                    }
                }
            }
        }
    }

    /// A trigger without `from` is a node `⚡ name` of its flow, its transitions leaving it; one
    /// with `from` runs as an action of each of its screens, its edges leaving them, labelled
    /// `⚡ name` (format 1.2).
    mutating func drawTriggers() {
        for (triggerIndex, trigger) in flow.triggers.enumerated() {
            let triggerName = trigger.name.value
            let screens = resolved.triggerScreens[triggerIndex]
            var triggerFindings = take(trigger.name.position, trigger.input?.position)
            for screen in trigger.from ?? [] { triggerFindings += take(screen.position) }
            var sources: [(id: String, screen: Int?)]
            if let screens {
                sources = screens.map { (screenIDs[$0], $0) }
            } else {
                var detail = "trigger '\(triggerName)' of \(name): the app calls it, over whatever the flow shows"
                if let input = trigger.input { detail += "\ninput: " + input.text }
                let id = GraphIdentifier.trigger(name, triggerName)
                canvas.node(
                    GraphNode(
                        id: id, kind: .trigger, title: "⚡ " + triggerName, detail: .text(detail),
                        findings: triggerFindings))
                triggerFindings = []
                sources = [(id, nil)]
            }
            // A trigger whose `from` names no screen (`missing-identifier`) has no edge to draw them on.
            if sources.isEmpty { cluster.findings += triggerFindings }
            for declared in resolved.alternatives(ofTrigger: triggerIndex) {
                let resolvedTransition = resolved.transitions[declared]
                let transition = resolved.transition(resolvedTransition, in: flow)
                var edgeFindings = take(transition.position)
                if !triggerFindings.isEmpty { edgeFindings += triggerFindings }
                if transition.verb.startsChild, let target = transition.target {
                    edgeFindings += childFindings(String(Transition.childAndEntry(target).child))
                }
                let detail = made(
                    styled(.text("trigger '\(triggerName)' of \(name): \(transition)"), resolvedTransition), declared)
                let label = madeLabel(screens == nil ? triggerName : "⚡ " + triggerName, resolvedTransition)
                for source in sources {
                    var targets: [Target] = []
                    if let target = forwardTarget(resolvedTransition) {
                        targets = [target]
                    } else if let screen = source.screen {
                        targets = backTargets(
                            of: resolvedTransition, transition.verb.stackEffectInAction, from: screen
                        ).map { Target(id: $0) }
                    } else {
                        // Over whatever the flow shows, a move back leads nowhere known (`invalid-transition`).
                        targets = [Target(id: source.id)]
                    }
                    for target in targets {
                        canvas.edge(
                            GraphEdge(
                                from: source.id, to: target.id, kind: edgeKind(resolvedTransition), label: label,
                                detail: detail, headCluster: target.cluster,
                                origin: flow.location(of: transition.position), findings: edgeFindings))
                    }
                }
            }
        }
    }

    /// `detail`, with the presentation map of what `transition` presents when it declares one
    /// (a version-1 flow has none, and its tooltips stay as they were). Consumed: most come back
    /// as they went in, and are then not copied.
    func styled(_ detail: consuming GraphEdgeDetail, _ transition: ResolvedTransition) -> GraphEdgeDetail {
        let presentation: Presentation?
        switch transition.target {
        case .screen(let screen) where transition.verb.stackEffect == .present:
            presentation = flow.screens[screen].presentation
        case .child(let child) where transition.verb.startsChild:
            presentation = flow.children[child].presentation
        case .none, .screen, .child, .outcome, .alert, .event, .undeclared:
            presentation = nil
        }
        guard let presentation else { return detail }
        var keys: [String] = []
        if let style = presentation.style { keys.append("style " + style.rawValue) }
        if let detents = presentation.detents {
            let names = detents.map { detent -> String in
                switch detent {
                case .medium: return "medium"
                case .large: return "large"
                case .height(let height): return PresentationEmitter.points(height)
                }
            }
            keys.append("detents " + names.joined(separator: ", "))
        }
        if let swipe = presentation.swipeToDismiss { keys.append("swipeToDismiss " + String(swipe)) }
        return .presented(detail, presentation: keys.isEmpty ? "a sheet" : keys.joined(separator: "; "))
    }
}

// MARK: - Made steps (format 1.2)

extension FlowDrawing {
    /// `label`, followed by `⚙` when `transition` is made: its target's input is made by the work.
    func madeLabel(_ label: String, _ transition: ResolvedTransition) -> String {
        transition.isMade ? label + " ⚙" : label
    }

    /// `detail`, with the requirement that makes the input of the transition at `position` in
    /// `resolved.transitions` when it is made. Consumed: most come back as they went in.
    func made(_ detail: consuming GraphEdgeDetail, _ position: Int) -> GraphEdgeDetail {
        guard resolved.transitions[position].isMade else { return detail }
        return .made(detail, requirement: GeneratedNames.madeInputRequirement(position, in: resolved, flow: flow))
    }
}
