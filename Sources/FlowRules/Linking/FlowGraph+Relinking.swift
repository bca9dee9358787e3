import FlowModel
import FlowcSupport

/// Linking again after an edit that leaves every flow where it was (the language server's usual
/// edit: a file's text changes, its flows keep their names): the previous graph's per-flow parts
/// are taken whole and only the slots of the flows the edit can change are replaced, so that an
/// edit costs what it changes, not what the workspace holds.
extension FlowGraph {
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

    /// Links `files` as `init(files:)` does, from `previous`, the link of the same files before
    /// `edited` (positions in `files`, from `editedFiles`) changed: the flows of the other files
    /// are those of `previous`, and so are their parts unless they read a changed outline.
    init(files: [FlowFile], relinking previous: FlowGraph, edited: [Int]) {
        var flows = previous.flows
        var duplicates = previous.duplicates
        var changes = Changes(unmoved: previous.flows.count)
        var changed: [Int] = []
        for file in edited {
            for (flowInFile, flow) in files[file].flows.enumerated() {
                if let duplicate = duplicates.firstIndex(where: { $0.file == file && $0.flowInFile == flowInFile }) {
                    duplicates[duplicate].flow = flow
                    continue
                }
                guard let position = previous.index[flow.name.value], previous.flows[position] != flow else { continue }
                if !previous.flows[position].hasSameOutline(as: flow) { changes.outlines.insert(flow.name.value) }
                changes.flows.insert(flow.name.value)
                flows[position] = flow
                changed.append(position)
            }
        }
        changed.sort()
        // How the flows link (contexts, kept flows, route ways, how parents keep their children)
        // is read from a part of the outlines only: an outcome renamed leaves it as it was.
        let sameLinks = changed.allSatisfy { previous.flows[$0].hasSameLinks(as: flows[$0]) }
        let keeping = sameLinks ? previous.keeping : FlowNavigation.Keeping.byFlow(flows)
        // Made again: the changed flows' parts, and those of every flow that names a child whose
        // outline changed or is kept otherwise (`reusable`, for a link that moves flows).
        var relinked = changed
        if !changes.outlines.isEmpty {
            var isChanged = [Bool](repeating: false, count: flows.count)
            for position in changed { isChanged[position] = true }
            for position in flows.indices where !isChanged[position] {
                let readsChangedOutline = flows[position].children.contains { changes.outlines.contains($0.flow.value) }
                let name = flows[position].name.value
                if readsChangedOutline || (!sameLinks && previous.keeping[name] != keeping[name]) {
                    relinked.append(position)
                }
            }
            relinked.sort()
        }
        var names = previous.names
        for position in changed { names[position] = FlowNames(flows[position]) }
        let analysed = WorkerPool.map(relinked) {
            [flows, names, index = previous.index, keeping] position -> (ResolvedFlow, FlowNavigation, [String]) in
            let resolved = ResolvedFlow(
                flows[position], names: names[position], flowIndex: { index[$0] },
                outcomes: { names[$0].outcomes }, events: { names[$0].events })
            return (
                resolved,
                FlowNavigation(
                    flows[position], names: names[position], resolved: resolved,
                    keeping: keeping[flows[position].name.value] ?? .notKept),
                Self.startedFlowNames(flows[position], resolved: resolved)
            )
        }
        var resolved = previous.resolved
        var navigation = previous.navigation
        var startedFlows = previous.startedFlows
        var isRelinked = [Bool](repeating: false, count: flows.count)
        var startsAsBefore = true
        for (position, parts) in zip(relinked, analysed) {
            resolved[position] = parts.0
            navigation[position] = parts.1
            startsAsBefore = startsAsBefore && startedFlows[position] == parts.2
            startedFlows[position] = parts.2
            isRelinked[position] = true
        }
        self.flows = flows
        self.duplicates = duplicates
        self.index = previous.index
        self.linkedFiles = files
        self.names = names
        self.resolved = resolved
        self.navigation = navigation
        self.startedFlows = startedFlows
        self.isRelinked = isRelinked
        self.changes = changes
        self.keeping = keeping
        // Contexts and route ways are made from the flows' links and what each flow starts.
        if sameLinks && startsAsBefore {
            linksAsBefore = true
            contexts = previous.contexts
            keptFlowNames = previous.keptFlowNames
            routeWays = previous.routeWays
        } else {
            linksAsBefore = false
            let links = Self.links(of: flows, index: previous.index, resolved: resolved, startedFlows: startedFlows)
            contexts = links.contexts
            keptFlowNames = links.kept
            routeWays = links.routeWays
        }
        checked = Array(flows.indices)
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
