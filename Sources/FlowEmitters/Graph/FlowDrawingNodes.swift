import FlowModel
import FlowRules

extension FlowDrawing {
    /// The start node: the flow before any screen is shown.
    mutating func drawStartNode() {
        let startDetail = flow.root == .tabs ? "start of \(name): its tabs" : "start of \(name)"
        canvas.node(GraphNode(id: startID, kind: .start, title: "start", detail: .text(startDetail)))
    }

    /// A node per screen id (a repeated id is reported, and drawn once), with the findings of
    /// the screen and of its actions that lead nowhere (no edge to hold them).
    mutating func drawScreenNodes() {
        for (index, screen) in flow.screens.enumerated() where isFirstWithID[index] {
            if screen.isExternal {
                drawExternalScreenNode(screen, index: index)
                continue
            }
            let kind: GraphNode.Kind =
                screen.isSwiftUI ? .swiftUIScreen : (screen.storyboard != nil ? .storyboardScreen : .uikitScreen)
            let viewType = screen.viewType
            let detail = GraphNodeDetail.Screen(
                id: screen.id.value, viewType: viewType, isSwiftUI: screen.isSwiftUI, storyboard: screen.storyboard,
                identifier: screen.identifier, input: screen.input?.text)
            let isFirst = index < navigation.isFirst.count && navigation.isFirst[index]
            var nodeFindings = take(screen.id.position, screen.input?.position)
            for action in screen.actions where action.transitions.isEmpty {
                nodeFindings += take(action.name.position, action.input?.position, action.output?.position)
            }
            canvas.node(
                GraphNode(
                    id: screenIDs[index], kind: kind, title: screen.id.value, subtitle: viewType,
                    detail: .screen(detail),
                    isFirst: isFirst, findings: nodeFindings))
        }
    }

    /// A node per event (format 1.1): sent to the parent, the flow keeps running.
    mutating func drawEventNodes() {
        var seenEvents: Set<String> = []
        for event in flow.events where seenEvents.insert(event.name.value).inserted {
            var detail = "event '\(event.name.value)' of \(name): its parent hears it, the flow keeps running"
            if let payload = event.payload { detail += "\npayload: " + payload.text }
            canvas.node(
                GraphNode(
                    id: GraphIdentifier.event(name, event.name.value), kind: .outcome, title: event.name.value,
                    detail: .text(detail), findings: take(event.name.position, event.payload?.position)))
        }
    }

    /// A node per outcome, once per name.
    mutating func drawOutcomeNodes() {
        var seenOutcomes: Set<String> = []
        for outcome in flow.outcomes {
            guard let id = outcomeIDs[outcome.name.value], seenOutcomes.insert(id).inserted else { continue }
            var detail = "outcome '\(outcome.name.value)' of \(name)"
            if let payload = outcome.payload { detail += "\npayload: " + payload.text }
            if flow.back?.value == outcome.name.value { detail += "\nalso by the back button or swipe (back)" }
            canvas.node(
                GraphNode(
                    id: id, kind: .outcome, title: outcome.name.value, detail: .text(detail),
                    findings: take(outcome.name.position, outcome.payload?.position)))
        }
    }

    /// An alert is a node of its flow: `alert` edges lead to it, its buttons' edges leave it.
    mutating func drawAlertNodes() {
        for alert in flow.alerts {
            let style = alert.style == .confirmationDialog ? "confirmation dialog" : "alert"
            var detail = "\(style) '\(alert.name.value)' of \(name)"
            if let input = alert.input { detail += "\ninput: " + input.text }
            detail +=
                "\nbuttons: " + alert.buttons.map { "\($0.name.value) (\($0.role.rawValue))" }.joined(separator: ", ")
            var nodeFindings = take(alert.name.position, alert.input?.position)
            for button in alert.buttons where button.transitions.isEmpty { nodeFindings += take(button.name.position) }
            canvas.node(
                GraphNode(
                    id: GraphIdentifier.alert(name, alert.name.value), kind: .alert, title: alert.name.value,
                    subtitle: style, detail: .text(detail), findings: nodeFindings))
        }
    }

    /// A stand-in node in this flow for `missing`, which a transition names but nothing declares.
    mutating func missingNode(_ missing: String, what: String) -> String {
        let id = GraphIdentifier.missing(name, missing)
        if missingIDs.insert(id).inserted {
            canvas.node(
                GraphNode(
                    id: id, kind: .missing, title: missing, detail: .text("\(what) '\(missing)' is not declared")))
        }
        return id
    }

    /// The flow's exit point: leaving it with nothing of it beneath and no `back` outcome.
    mutating func exitNode() -> String {
        if let exitID { return exitID }
        let id = GraphIdentifier.exit(name)
        exitID = id
        canvas.node(GraphNode(id: id, kind: .exit, title: "exit", detail: .text("leaves \(name) without an outcome")))
        return id
    }
}
