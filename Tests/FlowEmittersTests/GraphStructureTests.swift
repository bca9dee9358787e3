import FlowModel
import FlowRules
import Testing

@testable import FlowEmitters

/// The drawing checked against the flows themselves, not against earlier bytes: every screen is
/// one node, every transition an edge from where it runs to where it leads, and the DOT text
/// holds exactly the model's nodes and edges.
@Suite struct GraphStructureTests {
    @Test("every screen of every flow is exactly one node", arguments: GraphFixtures.cases)
    func screensAreNodes(_ fixture: GraphFixtures.Case) throws {
        let outcome = GraphFixtures.lint(fixture.directory)
        let drawing = try GraphFixtures.drawing(fixture.directory)
        #expect(drawing.clusters.map(\.flowName) == outcome.graph.flowNames)
        var nodeCounts: [String: Int] = [:]
        for cluster in drawing.clusters {
            for node in cluster.nodes { nodeCounts[node.id, default: 0] += 1 }
        }
        #expect(nodeCounts.values.allSatisfy { $0 == 1 }, "node ids are unique")
        var screens = 0
        for (cluster, flow) in zip(drawing.clusters, outcome.graph.flows) {
            let screenNodes = cluster.nodes.filter(\.isScreen)
            let declared = Set(flow.screens.map(\.id.value))
            screens += declared.count
            #expect(screenNodes.count == declared.count, "\(flow.name.value): one node per screen")
            for id in declared {
                let nodeID = GraphIdentifier.screen(flow.name.value, id)
                #expect(screenNodes.filter { $0.id == nodeID && $0.title == id }.count == 1, "\(nodeID)")
            }
            #expect(cluster.label == flow.name.value + "Coordinator")
            #expect(cluster.nodes.first?.kind == .start)
        }
        #expect(drawing.clusters.flatMap(\.nodes).filter(\.isScreen).count == screens)
        for edge in drawing.edges {
            #expect(nodeCounts[edge.from] == 1, "edge from an undrawn node \(edge.from)")
            #expect(nodeCounts[edge.to] == 1, "edge to an undrawn node \(edge.to)")
        }
    }

    @Test("every transition is an edge with the right endpoints", arguments: GraphFixtures.cases)
    func transitionsAreEdges(_ fixture: GraphFixtures.Case) throws {
        let outcome = GraphFixtures.lint(fixture.directory)
        let graph = outcome.graph
        let drawing = try GraphFixtures.drawing(fixture.directory)
        var byOrigin: [String: [GraphEdge]] = [:]
        for edge in drawing.edges {
            if let origin = edge.origin { byOrigin[origin.description, default: []].append(edge) }
        }
        for (flowIndex, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            let navigation = graph.navigation[flowIndex]
            let screenIDs = Set(flow.screens.map(\.id.value))
            let outcomes = Set(flow.outcomes.map(\.name.value))
            func forward(_ transition: Transition) -> String? {
                let target = transition.target ?? ""
                switch transition.verb {
                case .push, .present, .replace:
                    return screenIDs.contains(target)
                        ? GraphIdentifier.screen(name, target) : GraphIdentifier.missing(name, target)
                case .start:
                    // `Child.entry` (format 1.1) leads to the child's flow.
                    let child = String(Transition.childAndEntry(target).child)
                    return graph.flow(named: child) != nil
                        ? GraphIdentifier.start(child) : GraphIdentifier.missing(name, target)
                case .select:
                    return graph.flow(named: target) != nil
                        ? GraphIdentifier.start(target) : GraphIdentifier.missing(name, target)
                case .finish:
                    return outcomes.contains(target)
                        ? GraphIdentifier.outcome(name, target) : GraphIdentifier.missing(name, target)
                case .alert:
                    return flow.alert(named: target) != nil
                        ? GraphIdentifier.alert(name, target) : GraphIdentifier.missing(name, target)
                case .pop, .popToRoot, .dismiss, .stay, .return:
                    return nil
                case .send:
                    return flow.event(named: target) != nil
                        ? GraphIdentifier.event(name, target) : GraphIdentifier.missing(name, target)
                case .reset:
                    if screenIDs.contains(target) { return GraphIdentifier.screen(name, target) }
                    return graph.flow(named: target) != nil
                        ? GraphIdentifier.start(target) : GraphIdentifier.missing(name, target)
                }
            }
            let leave =
                flow.back.map { back in
                    outcomes.contains(back.value)
                        ? GraphIdentifier.outcome(name, back.value) : GraphIdentifier.missing(name, back.value)
                } ?? GraphIdentifier.exit(name)
            for (screenIndex, screen) in flow.screens.enumerated() {
                let source = GraphIdentifier.screen(name, screen.id.value)
                for action in screen.actions {
                    for transition in action.transitions {
                        let edges = byOrigin[flow.location(of: transition.position).description] ?? []
                        #expect(
                            !edges.isEmpty, "\(name).\(screen.id.value).\(action.name.value): \(transition) has no edge"
                        )
                        let label = DotStatements.label(action.name.value, transition)
                        for edge in edges {
                            #expect(edge.from == source)
                            #expect(edge.label == label)
                            // A kept child's start (format 1.2) is a start drawn double.
                            #expect(edge.kind.verb == transition.verb)
                            #expect(
                                (edge.kind == .keptStart)
                                    == (transition.verb == .start
                                        && flow.child(named: transition.target ?? "")?.isKept == true))
                        }
                        let targets = Set(edges.map(\.to))
                        if let target = forward(transition) {
                            #expect(targets == [target], "\(transition) from \(source)")
                        } else if transition.verb == .stay {
                            #expect(targets == [source])
                        } else if transition.verb == .pop {
                            var expected = Set(
                                (navigation.pushers[screenIndex] + navigation.presenters[screenIndex]).map {
                                    GraphIdentifier.screen(name, flow.screens[$0].id.value)
                                })
                            if navigation.isFirst[screenIndex] || expected.isEmpty { expected.insert(leave) }
                            #expect(targets == expected, "pop from \(source)")
                        } else {
                            #expect(!targets.isEmpty)
                        }
                    }
                }
            }
            for child in flow.children {
                let childFlow = graph.flow(named: child.flow.value)
                for handler in child.handlers {
                    let outcomeNode: String
                    if let childFlow, childFlow.outcome(named: handler.outcome.value) != nil {
                        outcomeNode = GraphIdentifier.outcome(child.flow.value, handler.outcome.value)
                    } else if let childFlow, childFlow.event(named: handler.outcome.value) != nil {
                        outcomeNode = GraphIdentifier.event(child.flow.value, handler.outcome.value)
                    } else if childFlow != nil {
                        outcomeNode = GraphIdentifier.start(child.flow.value)
                    } else {
                        outcomeNode = GraphIdentifier.missing(name, child.flow.value)
                    }
                    for transition in handler.transitions {
                        let edges = byOrigin[flow.location(of: transition.position).description] ?? []
                        #expect(!edges.isEmpty, "\(name) on \(child.flow.value) \(handler.outcome.value): no edge")
                        // A `return` is marked on its way back to the screens whose actions asked.
                        let label = DotStatements.label(handler.outcome.value, transition)
                        for edge in edges {
                            #expect(edge.from == outcomeNode)
                            #expect(edge.label == label)
                        }
                        if transition.verb == .return {
                            let askers = Set(
                                flow.screens.filter { screen in
                                    screen.actions.contains { action in
                                        (action.result != nil || action.answers != nil)
                                            && action.transitions.contains {
                                                $0.verb == .start && $0.target == child.flow.value
                                            }
                                    }
                                }.map { GraphIdentifier.screen(name, $0.id.value) })
                            #expect(Set(edges.map(\.to)) == askers)
                        }
                        if let target = forward(transition) {
                            #expect(Set(edges.map(\.to)) == [target])
                        }
                    }
                }
            }
            // Start edges: from the flow's start point to each `start` item or tab.
            let items = flow.root == .tabs ? (flow.tabs ?? []) : (flow.start ?? [])
            for item in items {
                let edges = byOrigin[flow.location(of: item.position).description] ?? []
                #expect(edges.count == 1, "\(name): start item \(item.value)")
                #expect(edges.first?.from == GraphIdentifier.start(name))
                if screenIDs.contains(item.value) {
                    #expect(edges.first?.to == GraphIdentifier.screen(name, item.value))
                } else if graph.flow(named: item.value) != nil, item.value != name {
                    #expect(edges.first?.to == GraphIdentifier.start(item.value))
                    #expect(edges.first?.headCluster == GraphIdentifier.cluster(item.value))
                }
            }
        }
    }

    @Test("the DOT text holds exactly the model's nodes and edges", arguments: GraphFixtures.cases)
    func dotMatchesModel(_ fixture: GraphFixtures.Case) throws {
        let drawing = try GraphFixtures.drawing(fixture.directory)
        let parsed = DotStatements(DotEmitter().emit(drawing))
        #expect(parsed.clusters == drawing.clusters.map(\.id))
        #expect(parsed.nodes == drawing.clusters.flatMap { $0.nodes.map(\.id) })
        #expect(parsed.edges.count == drawing.edges.count)
        #expect(parsed.edges.map(\.from) == drawing.edges.map(\.from))
        #expect(parsed.edges.map(\.to) == drawing.edges.map(\.to))
    }

    @Test("findings are drawn on what they point at")
    func findingsPlacement() throws {
        let drawing = try GraphFixtures.drawing(GraphFixtures.testDirectory + "/Fixtures/findings")
        let nodes = Dictionary(uniqueKeysWithValues: drawing.clusters.flatMap(\.nodes).map { ($0.id, $0) })
        #expect(nodes["Store__orphan"]?.findings.map(\.rule.rawValue) == ["unreachable-screen"])
        #expect(nodes["Store__home"]?.findings.map(\.rule.rawValue) == ["dead-end-screen"])
        #expect(nodes["Store__outcome__never"]?.findings.map(\.rule.rawValue) == ["unused-outcome"])
        let leaking = drawing.edges.filter { $0.from == "Store__home" && $0.to == "Checkout__flow__start" }
        #expect(leaking.count == 1)
        #expect(leaking.first?.findings.map(\.rule.rawValue) == ["unhandled-outcome", "unreleased-child"])
        let typo = drawing.edges.filter { $0.from == "Store__home" && $0.to == "Store__missing__detial" }
        #expect(typo.first?.findings.map(\.rule.rawValue) == ["missing-identifier"])
        let lonely = drawing.clusters.first { $0.flowName == "Lonely" }
        #expect(lonely?.findings.map(\.rule.rawValue) == ["unused-flow"])
        let unused = drawing.edges.filter { $0.kind == .unusedChild }
        #expect(unused.map(\.to) == ["Store__missing__Unused", "Store__missing__Paymnt"])
        #expect(unused.allSatisfy { $0.findings.contains { $0.rule.rawValue == "unused-child" } })
        // Every finding of a drawn flow is somewhere on the drawing.
        let outcome = GraphFixtures.lint(GraphFixtures.testDirectory + "/Fixtures/findings")
        let drawnRules =
            drawing.clusters.flatMap { $0.findings + $0.nodes.flatMap(\.findings) }
            + drawing.edges.flatMap(\.findings)
        let drawnFlows = Set(drawing.clusters.map(\.flowName))
        for diagnostic in outcome.diagnostics where diagnostic.flow.map(drawnFlows.contains) ?? false {
            #expect(drawnRules.contains { $0.message == diagnostic.message }, "\(diagnostic.message) is not drawn")
        }
    }
}

/// Node and edge statements read back from DOT text, by the shapes `DotEmitter` writes; an edge
/// as it is drawn, from tail to arrowhead.
struct DotStatements {
    var clusters: [String] = []
    var nodes: [String] = []
    var edges: [(from: String, to: String)] = []

    init(_ text: String) {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("subgraph \"") {
                clusters.append(Self.quoted(trimmed.dropFirst("subgraph ".count)).value)
            } else if trimmed.hasPrefix("\"") {
                let first = Self.quoted(trimmed)
                let rest = first.rest
                if rest.hasPrefix(" -> \"") {
                    let second = Self.quoted(rest.dropFirst(" -> ".count))
                    // `dir=back`: written head first, drawn from the second node to the first.
                    if second.rest.hasPrefix(" [dir=back") {
                        edges.append((second.value, first.value))
                    } else {
                        edges.append((first.value, second.value))
                    }
                } else {
                    nodes.append(first.value)
                }
            }
        }
    }

    /// The DOT string at the start of `text` (which starts with `"`), unescaped, and what follows it.
    /// An edge's label: the action's or outcome's name, marked `↩` for a `return`, with the answer
    /// it names (format 1.2).
    /// An edge's label: a `return` marked with the answer it names (format 1.1, 1.2), a made
    /// step with ⚙ (1.2).
    static func label(_ name: String, _ transition: Transition) -> String {
        let label = transition.verb == .return ? "↩ " + name + (transition.target.map { ": " + $0 } ?? "") : name
        return transition.isMade ? label + " ⚙" : label
    }

    static func quoted(_ text: Substring) -> (value: String, rest: Substring) {
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { value.append(text[index]) }
            } else if character == "\"" {
                return (value, text[text.index(after: index)...])
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return (value, "")
    }
}
