import FlowModel
import FlowRules

extension FlowDrawing {
    /// The edges from the start node: to the first screen or the child the flow starts with
    /// (by entry, in format 1.1), or to each tab.
    mutating func drawStartEdges() {
        for entry in resolved.entries {
            let transition = resolved.transitions[entry]
            let item = resolved.targetName(of: transition, in: flow) ?? ""
            switch transition.place {
            case .tab:
                let position = transition.alternative + 1
                let target = flowTarget(item)
                canvas.edge(
                    GraphEdge(
                        from: startID, to: target.id, kind: .tab, label: "tab \(position)",
                        detail: .text("\(name) shows \(item) as tab \(position)"), headCluster: target.cluster,
                        origin: flow.location(of: transition.position),
                        findings: take(transition.position) + childFindings(item)))
            case .start:
                // A flow with `entries` (format 1.1): the entries that start here label the edge; an
                // entry that chooses at run time (format 1.2) labels the edge to each of its starts.
                let entries = flow.entries?.filter { $0.starts?.contains { $0.value == item } ?? false }
                    .map(\.name.value).joined(separator: ", ")
                if let screen = transition.target.screen {
                    canvas.edge(
                        GraphEdge(
                            from: startID, to: screenIDs[screen], kind: .entry, label: entries ?? "",
                            detail: .text("\(name) starts at \(item)"), origin: flow.location(of: transition.position),
                            findings: take(transition.position)))
                } else {
                    let target = flowTarget(item)
                    canvas.edge(
                        GraphEdge(
                            from: startID, to: target.id, kind: edgeKind(transition), label: entries ?? "start",
                            detail: .text("\(name) starts with \(item)"), headCluster: target.cluster,
                            origin: flow.location(of: transition.position),
                            findings: take(transition.position) + childFindings(item)))
                }
            case .action, .handler, .back, .alertButton, .trigger, .then, .external:
                continue
            }
        }
    }

    /// A child declared but never started: drawn from the start point, dotted, so it is seen.
    mutating func drawUnusedChildren() {
        for child in flow.children where (navigation.starters[child.flow.value] ?? []).isEmpty {
            let target = flowTarget(child.flow.value)
            canvas.edge(
                GraphEdge(
                    from: startID, to: target.id, kind: .unusedChild, label: "never started",
                    detail: .text("\(name) declares \(child.flow.value) as a child but never starts it"),
                    headCluster: target.cluster, findings: childFindings(child.flow.value)))
        }
    }

    /// Each route as an entry point of its own, with an edge to where it opens the flow: its
    /// start, or the screen it pushes or presents.
    mutating func drawRoutes() {
        for (index, route) in flow.routes.enumerated() {
            let id = GraphIdentifier.route(name, index)
            let parameters = route.parameters.map { "\($0.name.value): \($0.type.text)" }.joined(separator: ", ")
            var detail = "route \(route.pattern.value) of \(name)"
            if let flowIndex = graph.index(of: name),
                case .way(let entry, let steps) = graph.way(ofRoute: index, inFlow: flowIndex)
            {
                let way = [graph.flows[entry].name.value] + steps.map { graph.flows[$0.flow].name.value }
                detail += "\nway: " + way.joined(separator: " → ")
            }
            var findings = take(route.pattern.position, route.toPosition, route.via?.position)
            findings += take(route.fragment?.text.position, route.entry?.position)
            for parameter in route.parameters {
                findings += take(parameter.name.position, parameter.type.position)
            }
            canvas.node(
                GraphNode(
                    id: id, kind: .route, title: route.linkText, subtitle: parameters, detail: .text(detail),
                    findings: findings))
            var target = startID
            var label = "start"
            if let destination = route.destination, let screen = destination.target {
                label = destination.verb.rawValue
                target = screenTarget(screen).id
            }
            // Format 1.2: a route that starts its flow at an entry is labelled with it, as an entry's edge is.
            if let entry = route.entry { label = route.destination == nil ? entry.value : "\(entry.value): " + label }
            canvas.edge(
                GraphEdge(
                    from: id, to: target, kind: .route, label: label,
                    detail: .text(
                        "\(route.pattern.value) opens \(name) with '\(route.destination?.description ?? "start")'"),
                    origin: flow.location(of: route.toPosition)))
        }
    }
}
