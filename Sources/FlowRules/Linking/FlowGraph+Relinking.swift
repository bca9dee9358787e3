import FlowModel
import FlowcSupport

/// Linking again after an edit that leaves every flow where it was (the language server's usual
/// edit: a file's text changes, its flows keep their names): only the slots of the flows the edit
/// can change are replaced, in the graph itself, so that an edit costs what it changes, not what
/// the workspace holds. A graph with one owner (the language server's linter) is updated in place:
/// no copy of every flow's parts is made, and none is freed.
extension FlowGraph {
    /// What an edit changes in a graph, made from the graph before it (`init?(_:previous:)`),
    /// which it leaves as it was, and then set in it (`relink(_:)`).
    struct Relinking {
        /// The files linked now, and the positions among them of those whose flows changed.
        let files: [FlowFile]
        let editedFiles: [Int]
        /// The flows that changed, by position in `flows`, in order, with their names.
        let changed: [(position: Int, flow: Flow, names: FlowNames)]
        /// The later flows of a taken name that changed, by position in `duplicates`.
        let duplicates: [(position: Int, flow: Flow)]
        let changes: Changes
        let keeping: [String: FlowNavigation.Keeping]
        /// The flows whose resolved transitions, navigation and started flows are made again, by
        /// position, in order, and those parts.
        let relinked: [Int]
        let parts: [(resolved: ResolvedFlow, navigation: FlowNavigation, startedFlows: [String])]
        /// Whether how the flows link is as before: every changed flow lists its children, tabs
        /// and routes as before (`Flow.hasSameLinks`), and every flow starts the same flows, the
        /// same of them first (`FlowGraph.childrenStartedFirst`).
        let linksAsBefore: Bool

        /// The edit that makes `files` of the files `previous` linked; nil when it moves flows
        /// (a flow appears, goes away or is renamed, a file appears: `editedFiles`).
        init?(_ files: [FlowFile], previous: FlowGraph) {
            guard let edited = FlowGraph.editedFiles(files, previous: previous) else { return nil }
            var changes = Changes(unmoved: previous.flows.count)
            var changed: [(position: Int, flow: Flow, names: FlowNames)] = []
            var duplicates: [(position: Int, flow: Flow)] = []
            for file in edited {
                for (flowInFile, flow) in files[file].flows.enumerated() {
                    if let duplicate = previous.duplicates.firstIndex(where: {
                        $0.file == file && $0.flowInFile == flowInFile
                    }) {
                        duplicates.append((duplicate, flow))
                        continue
                    }
                    guard let position = previous.index[flow.name.value], previous.flows[position] != flow else {
                        continue
                    }
                    if !previous.flows[position].hasSameOutline(as: flow) { changes.outlines.insert(flow.name.value) }
                    changes.flows.insert(flow.name.value)
                    changed.append((position, flow, FlowNames(flow)))
                }
            }
            changed.sort { $0.position < $1.position }
            let previousFlows = previous.flows
            let previousNames = previous.names
            var changedFlows: [Int: Flow] = [:]
            var changedNames: [Int: FlowNames] = [:]
            for (position, flow, names) in changed {
                changedFlows[position] = flow
                changedNames[position] = names
            }
            // How the flows link (contexts, kept flows, route ways, how parents keep their
            // children) is read from a part of the outlines only: an outcome renamed leaves it as it was.
            let sameLinks = changed.allSatisfy { previousFlows[$0.position].hasSameLinks(as: $0.flow) }
            var keeping = previous.keeping
            if !sameLinks {
                // A copy of every flow, for an edit that lists children otherwise only.
                var flows = previousFlows
                for (position, flow, _) in changed { flows[position] = flow }
                keeping = FlowNavigation.Keeping.byFlow(flows)
            }
            // Made again: the changed flows' parts, and those of every flow that names a child
            // whose outline changed or is kept otherwise (`reusable`, for a link that moves flows).
            var relinked = changed.map(\.position)
            if !changes.outlines.isEmpty {
                for position in previousFlows.indices where changedFlows[position] == nil {
                    let readsChangedOutline = previousFlows[position].children.contains {
                        changes.outlines.contains($0.flow.value)
                    }
                    let name = previousFlows[position].name.value
                    if readsChangedOutline || (!sameLinks && previous.keeping[name] != keeping[name]) {
                        relinked.append(position)
                    }
                }
                relinked.sort()
            }
            let parts = WorkerPool.map(relinked) {
                [
                    previousFlows, previousNames, changedFlows, changedNames, index = previous.index, keeping,
                    placementsPerTransition = previous.placementsPerTransition
                ] position
                    -> (resolved: ResolvedFlow, navigation: FlowNavigation, startedFlows: [String]) in
                let flow = changedFlows[position] ?? previousFlows[position]
                let names = changedNames[position] ?? previousNames[position]
                let resolved = ResolvedFlow(
                    flow, names: names, flowIndex: { index[$0] },
                    outcomes: { (changedNames[$0] ?? previousNames[$0]).outcomes },
                    events: { (changedNames[$0] ?? previousNames[$0]).events })
                return (
                    resolved,
                    FlowNavigation(
                        flow, names: names, resolved: resolved, keeping: keeping[flow.name.value] ?? .notKept,
                        placementsPerTransition: placementsPerTransition),
                    FlowGraph.startedFlowNames(flow, resolved: resolved)
                )
            }
            let startsAsBefore = zip(relinked, parts).allSatisfy { position, part in
                previous.startedFlows[position] == part.startedFlows
                    && FlowGraph.childrenStartedFirst(previousFlows[position], resolved: previous.resolved[position])
                        == FlowGraph.childrenStartedFirst(
                            changedFlows[position] ?? previousFlows[position], resolved: part.resolved)
            }
            self.files = files
            self.editedFiles = edited
            self.changed = changed
            self.duplicates = duplicates
            self.changes = changes
            self.keeping = keeping
            self.relinked = relinked
            self.parts = parts
            self.linksAsBefore = sameLinks && startsAsBefore
        }
    }

    /// What `relink(_:)` replaced: the flows that changed and the parts made anew whole, as they were.
    struct Replaced {
        /// Each changed flow before the edit, by position.
        var flows: [Int: Flow] = [:]
        var duplicates: [(flow: Flow, original: Int, file: Int, flowInFile: Int)]
        var routeWays: RouteWays
        var contexts: [FlowContexts]
    }

    /// Sets the slots `relinking` (made from this graph) changes, in place: the graph becomes the
    /// one `init(files:)` makes of `relinking.files`.
    mutating func relink(_ relinking: Relinking) -> Replaced {
        var replaced = Replaced(duplicates: duplicates, routeWays: routeWays, contexts: contexts)
        for (position, flow) in relinking.duplicates { duplicates[position].flow = flow }
        for (position, flow, names) in relinking.changed {
            replaced.flows[position] = flows[position]
            flows[position] = flow
            self.names[position] = names
        }
        for file in relinking.editedFiles { linkedFiles[file] = relinking.files[file] }
        for position in isRelinked.indices where isRelinked[position] { isRelinked[position] = false }
        for (position, parts) in zip(relinking.relinked, relinking.parts) {
            resolved[position] = parts.resolved
            navigation[position] = parts.navigation
            startedFlows[position] = parts.startedFlows
            isRelinked[position] = true
        }
        keeping = relinking.keeping
        changes = relinking.changes
        linksAsBefore = relinking.linksAsBefore
        // Contexts and route ways are made from the flows' links and what each flow starts.
        if !linksAsBefore {
            let links = Self.links(of: flows, index: index, resolved: resolved, startedFlows: startedFlows)
            contexts = links.contexts
            keptFlowNames = links.kept
            routeWays = links.routeWays
        }
        checked = Array(flows.indices)
        checksWorkspace = true
        return replaced
    }

    /// The positions in `files` of the files whose flows differ from those `previous` linked,
    /// when the files are those it linked, in the same order, each declaring flows of the same
    /// names in the same order (so every flow keeps its position, and every name its owner); nil
    /// otherwise.
    static func editedFiles(_ files: [FlowFile], previous: FlowGraph) -> [Int]? {
        let before = previous.linkedFiles
        guard files.count == before.count else { return nil }
        var edited: [Int] = []
        for file in files.indices {
            guard files[file].path == before[file].path else { return nil }
            // A flow whose file YAML stops reading, or reads again, is one that goes away or comes
            // back to its parents (`FlowFile.unreadFlowName`): linked anew.
            guard files[file].unreadFlowName == before[file].unreadFlowName else { return nil }
            // A file the edit left alone shares its flows' storage with the previous link.
            guard files[file].flows != before[file].flows else { continue }
            let flows = files[file].flows
            let previousFlows = before[file].flows
            guard flows.count == previousFlows.count,
                zip(flows, previousFlows).allSatisfy({ $0.name.value == $1.name.value })
            else { return nil }
            edited.append(file)
        }
        return edited
    }
}

extension Flow {
    /// Whether the two link to other flows alike: the same name at the same place, each listing
    /// the same children the same way (presented, kept, permanent: all but their handlers), the
    /// same tabs and routes, both entries or neither. Contexts, kept flows, route ways and the
    /// whole-workspace findings read no other part of an outline.
    func hasSameLinks(as other: Flow) -> Bool {
        guard name == other.name, location == other.location, isEntry == other.isEntry, root == other.root,
            tabs == other.tabs, routes == other.routes, children.count == other.children.count
        else { return false }
        return zip(children, other.children).allSatisfy { child, otherChild in
            var child = child
            child.handlers = []
            var otherChild = otherChild
            otherChild.handlers = []
            return child == otherChild
        }
    }
}

extension FlowGraph.Changes {
    /// No change yet, every flow where it was.
    init(unmoved count: Int) {
        positions = (0..<count).map { $0 }
    }
}
