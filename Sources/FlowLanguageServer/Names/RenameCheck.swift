import FlowDiagnostics
import FlowModel
import FlowRules

extension Workspace {
    /// Why `key` cannot be renamed to `newName`, or nil when it can: the naming rules of its
    /// kind, a name of that kind already taken in its scope.
    func renameProblem(_ key: SymbolKey, to newName: String) -> String? {
        if let problem = Self.styleProblem(key, newName) { return "\(key.kindWords) name: \(problem)" }
        if let taken = clash(key, newName) { return taken }
        return nil
    }

    /// The naming rule of `key`'s kind that `name` breaks (`NameStyle`, as `invalid-identifier`
    /// checks it; a route parameter's as the decoder reads a pattern).
    static func styleProblem(_ key: SymbolKey, _ name: String) -> String? {
        let keywords = SwiftKeywords()
        switch key {
        case .flow: return NameStyle.upperCamelCase.problem(with: name, keywords: keywords)
        case .screen, .action, .outcome, .event, .alert, .button, .entry, .trigger, .answer:
            return NameStyle.lowerCamelCase.problem(with: name, keywords: keywords)
        case .routeParameter:
            guard Route.isParameterName(name) else { return "'\(name)' is not an ASCII identifier other than '_'" }
            if ["to", "via", "query", "fragment", "entry"].contains(name) {
                return "'\(name)' is a key of the route itself"
            }
            return nil
        }
    }

    /// A declaration of `key`'s kind named `name` in its scope, in the words of a message.
    private func clash(_ key: SymbolKey, _ name: String) -> String? {
        guard let graph = outcome?.graph else { return nil }
        let flows = graph.flows + graph.duplicates.map(\.flow)
        func flow(_ flowName: String) -> Flow? { flows.first { $0.name.value == flowName } }
        switch key {
        case .flow:
            if let taken = flows.first(where: { $0.name.value == name }) {
                return "a flow named '\(name)' already exists (\(taken.file):\(taken.name.position))"
            }
            if let parent = flows.first(where: { $0.child(named: name) != nil }) {
                return "flow \(parent.name.value) already has a child '\(name)'"
            }
        case .screen(let flowName, _):
            if flow(flowName)?.screen(named: name) != nil { return "flow \(flowName) already has a screen '\(name)'" }
        case .action(let flowName, let screen, _):
            if flow(flowName)?.screen(named: screen)?.actions.contains(where: { $0.name.value == name }) == true {
                return "screen \(screen) already has an action '\(name)'"
            }
        case .outcome(let flowName, _), .event(let flowName, _):
            // An event shares no name with an outcome of its flow: the parents' `on` keys are both.
            if flow(flowName)?.outcome(named: name) != nil {
                return "flow \(flowName) already has an outcome '\(name)'"
            }
            if flow(flowName)?.event(named: name) != nil { return "flow \(flowName) already has an event '\(name)'" }
        case .alert(let flowName, _):
            if flow(flowName)?.alert(named: name) != nil { return "flow \(flowName) already has an alert '\(name)'" }
        case .button(let flowName, let alert, _):
            if flow(flowName)?.alert(named: alert)?.button(named: name) != nil {
                return "alert \(alert) already has a button '\(name)'"
            }
        case .entry(let flowName, let old):
            if flow(flowName)?.entry(named: name) != nil { return "flow \(flowName) already has an entry '\(name)'" }
            if old == Flow.mainEntry {
                return "'main' is the entry a start without an entry name takes; add the new entry beside it instead"
            }
        case .trigger(let flowName, _):
            if flow(flowName)?.trigger(named: name) != nil { return "flow \(flowName) already has a trigger '\(name)'" }
        case .answer(let flowName, let screen, let action, _):
            let asking = flow(flowName)?.screen(named: screen)?.actions.first { $0.name.value == action }
            if asking?.answer(named: name) != nil { return "action \(action) already has an answer '\(name)'" }
        case .routeParameter(let flowName, let pattern, _):
            let route = flow(flowName)?.routes.first { $0.pattern.value == pattern }
            if route?.parameters.contains(where: { $0.name.value == name }) == true
                || route?.segments.contains(.parameter(name)) == true
            {
                return "route '\(pattern)' already has a parameter '\(name)'"
            }
        }
        return nil
    }

    /// The findings of `invalid-identifier` and `duplicate-identifier` that the edited texts bring
    /// and the workspace as it is does not have: a generated Swift name the new one would clash
    /// with (`GeneratedNames`), which only the rules see. `edited` holds each edited file's text.
    ///
    /// The edited texts are linked again from the workspace's graph (`FlowGraph(files:reusing:)`,
    /// which makes again only what the edit changes), and the two rules are run, before and
    /// after, on the edited files' flows and the whole workspace's names: the rest of a flow's
    /// findings of these rules read that flow alone.
    func namingFindingsIntroduced(by edited: [String: [UInt8]]) -> [Diagnostic] {
        guard let outcome else { return [] }
        var run = configuration.lintRun(paths: [])
        let naming: Set<RuleID> = [.invalidIdentifier, .duplicateIdentifier]
        // Those two rules only: the others' analyses are not asked.
        run.linter.rules = run.linter.rules.filter { naming.contains($0.description.id) }
        let files = outcome.files.map { file in
            edited[file.path].map { run.loader.load(bytes: $0, path: file.path) } ?? file
        }
        let graph = FlowGraph(
            files: files, reusing: outcome.graph, placementsPerTransition: run.linter.placementsPerTransition)
        // What decoding the edited files found of these rules (a name declared twice in a list),
        // and the rules' findings.
        func findings(in graph: FlowGraph, files: [FlowFile]) -> [Diagnostic] {
            let decoded = files.filter { edited[$0.path] != nil }.flatMap(\.diagnostics).filter {
                naming.contains($0.rule) && run.linter.configuration.severity(of: $0.rule, default: $0.severity) != nil
            }
            let flows = graph.flows
            let checked = flows.indices.filter { edited[flows[$0].file] != nil }
            return decoded + run.linter.check(graph.checking(checked, workspace: true))
        }
        // By rule, file and line: a finding that was there keeps its line (a rename edits within
        // lines), while its message may name the new name.
        func key(_ finding: Diagnostic) -> String {
            "\(finding.rule.rawValue) \(finding.location.file):\(finding.location.line)"
        }
        var before: [String: Int] = [:]
        for finding in findings(in: outcome.graph, files: outcome.files) { before[key(finding), default: 0] += 1 }
        var introduced: [Diagnostic] = []
        for finding in findings(in: graph, files: files) {
            if let count = before[key(finding)], count > 0 {
                before[key(finding)] = count - 1
            } else {
                introduced.append(finding)
            }
        }
        return introduced
    }
}
