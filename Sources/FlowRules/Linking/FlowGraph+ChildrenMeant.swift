import FlowDiagnostics
import FlowModel

extension FlowGraph {
    /// The children of flow `index` that its transitions naming nothing meant: `Child.entry`
    /// written where only `start` names an entry (a `start` item, a `reset`), and the child a
    /// misspelt `start` item, `start` or `reset` suggests, as its `missing-identifier` hint does,
    /// the children of a tabs flow whose `tabs` is missing (`childrenOfMissingTabs`), and those
    /// that second steps left out (`Flow.refusedSecondSteps`) or transitions that could not be
    /// read (`Flow.wordsOfUnreadTransitions`) name. Such a child counts as started for
    /// `unused-child` and `unused-flow`: one mistake, one finding.
    func childrenMeant(byUndeclaredTargetsOf index: Int) -> Set<String> {
        let flow = flows[index]
        guard !flow.children.isEmpty else { return [] }
        let resolved = self.resolved[index]
        var meant = flow.childrenOfMissingTabs
        // Second steps left out with a `schema` finding, and transitions that could not be read.
        let childNames = Set(flow.children.map(\.flow.value))
        for step in flow.refusedSecondSteps where step.verb.startsChild {
            guard let target = step.target else { continue }
            let child = String(Transition.childAndEntry(target).child)
            if childNames.contains(child) { meant.insert(child) }
        }
        for word in flow.wordsOfUnreadTransitions where childNames.contains(word) { meant.insert(word) }
        for transition in resolved.transitions where transition.target == .undeclared {
            guard transition.place == .start || transition.verb.startsChild || transition.verb == .reset,
                let target = resolved.targetName(of: transition, in: flow)
            else { continue }
            let (child, entry) = Transition.childAndEntry(target)
            if entry != nil, flow.children.contains(where: { $0.flow.value == child }) {
                meant.insert(String(child))
                continue
            }
            if let name = flow.screenOrChild(meantBy: target), flow.children.contains(where: { $0.flow.value == name })
            {
                meant.insert(name)
            }
        }
        return meant
    }
}

extension Flow {
    /// The screen or child a name that names neither is closest to, as the hint of its
    /// `missing-identifier` finding suggests it: what the other rules read it as meaning.
    func screenOrChild(meantBy name: String) -> String? {
        Suggestion.closest(to: name, among: screens.map(\.id.value) + children.map(\.flow.value))
    }

    /// The children the flow's `tabs` show: each tab's own, or for a tab that names no child, the
    /// child its `missing-identifier` hint suggests. Such a child is a tab for the other rules
    /// (it needs no way out): one mistake, one finding.
    func childrenShownAsTabs() -> Set<String> {
        guard let tabs else { return childrenOfMissingTabs }
        guard !tabs.isEmpty else { return [] }
        let names = children.map(\.flow.value)
        var shown: Set<String> = []
        for tab in tabs {
            if names.contains(tab.value) {
                shown.insert(tab.value)
            } else if let meant = Suggestion.closest(to: tab.value, among: names) {
                shown.insert(meant)
            }
        }
        return shown
    }

    /// A tabs flow whose `tabs` is missing or could not be read (its `schema` finding): every
    /// child, as the tabs it was meant to list. Each is a tab, and started, for the other rules.
    var childrenOfMissingTabs: Set<String> {
        root == .tabs && tabs == nil ? Set(children.map(\.flow.value)) : []
    }
}
