import FlowDiagnostics
import FlowModel
import FlowRules

/// The bytes a name takes in a file.
private struct Place: Hashable {
    var path: String
    var start: Int
    var end: Int
}

/// A name written in a file, as bytes of its text.
struct Occurrence: Hashable {
    var key: SymbolKey
    var path: String
    var start: Int
    var end: Int
    var isDefinition: Bool
}

extension Workspace {
    /// The flows linking knows (the first of each name), and the later ones of a taken name; each
    /// with its index in the graph, nil for a later one (it is not linked).
    private func allFlows() -> [(flow: Flow, index: Int?)] {
        guard let graph = outcome?.graph else { return [] }
        return graph.flows.enumerated().map { (flow: $1, index: Optional($0)) }
            + graph.duplicates.map { (flow: $0.flow, index: nil) }
    }

    /// The sites of the flows `flows`, `wanted` ones only; `answers`: with the answers of their
    /// `return NAME`s, which the navigation analysis finds.
    private func sites(
        in flows: [(flow: Flow, index: Int?)], answers: Bool = true, wanted: @escaping (SymbolKey) -> Bool
    ) -> [NameSite] {
        guard let graph = outcome?.graph else { return [] }
        var sites: [NameSite] = []
        for (flow, index) in flows {
            let answerKeys = answers ? index.map { graph.answerKeys(ofFlow: $0) } ?? [:] : [:]
            sites += NameSites.collect(flow, flowNamed: { graph.flow(named: $0) }, answers: answerKeys, wanted: wanted)
        }
        return sites
    }

    /// The places of `sites` as bytes of their files' texts (a site whose name is not found
    /// where it should stand, which a file changed since it was read could cause, is left out).
    func occurrences(of sites: [NameSite]) -> [Occurrence] {
        var result: [Occurrence] = []
        var seen: Set<Occurrence> = []
        let byPath = Dictionary(grouping: sites, by: \.path)
        for path in byPath.keys.sorted(by: { $0.precedesInByteOrder($1) }) {
            guard let group = byPath[path] else { continue }
            let found: [Occurrence]? = withText(of: path) { document in
                group.compactMap { site in Self.occurrence(of: site, in: &document) }
            }
            for occurrence in found ?? [] where seen.insert(occurrence).inserted { result.append(occurrence) }
        }
        return result
    }

    private static func occurrence(of site: NameSite, in document: inout TextDocument) -> Occurrence? {
        var line = site.line
        var column = site.column
        for written in site.after {
            guard let found = document.range(ofName: written, flowcLine: line, column: column) else { return nil }
            (line, column) = document.flowcPosition(of: found.end)
        }
        let name = site.key.name
        if site.inBraces {
            guard let found = document.range(ofText: "{" + name + "}", flowcLine: line, column: column) else {
                return nil
            }
            return Occurrence(
                key: site.key, path: site.path, start: found.start + 1, end: found.end - 1,
                isDefinition: site.isDefinition)
        }
        guard let found = document.range(ofName: name, flowcLine: line, column: column) else { return nil }
        return Occurrence(
            key: site.key, path: site.path, start: found.start, end: found.end, isDefinition: site.isDefinition)
    }

    /// The name at `offset` in the file at `path`, if it is one the format declares or refers to.
    func symbol(at offset: Int, in path: String) -> Occurrence? {
        refresh()
        let found = occurrences(of: sites(in: allFlows().filter { $0.flow.file == path }, wanted: { _ in true }))
        // A definition first where two keys share the place (a `return NAME` answering two actions).
        let here = found.filter { $0.start <= offset && offset <= $0.end }
        return here.first(where: \.isDefinition) ?? here.first
    }

    /// The names written at flowc's `line` and `column` of the file at `path` (where a finding
    /// about them stands): a transition's target, an `on` key, a `start` item.
    func occurrences(atLine line: Int, column: Int, in path: String) -> [Occurrence] {
        refresh()
        let here = sites(in: allFlows().filter { $0.flow.file == path }, wanted: { _ in true })
            .filter { $0.line == line && $0.column == column }
        return occurrences(of: here)
    }

    /// Every place that writes `key`, its definitions first; for an answer, those of the answers
    /// linked with it too (`linkedKeys`), each place once.
    /// `linked`: `linkedKeys(key)` where the caller has it already (a rename checks each first).
    func occurrences(of key: SymbolKey, linked: Set<SymbolKey>? = nil) -> [Occurrence] {
        refresh()
        let flows = allFlows().filter { key.isWrittenByOtherFlows || $0.flow.name.value == key.declaringFlow }
        guard case .answer = key else {
            let found = occurrences(of: sites(in: flows, answers: false, wanted: { $0 == key }))
            return found.filter(\.isDefinition) + found.filter { !$0.isDefinition }
        }
        let linked = linked ?? linkedKeys(key)
        var seen: Set<Place> = []
        let found = occurrences(of: sites(in: flows, wanted: { linked.contains($0) })).filter {
            seen.insert(Place(path: $0.path, start: $0.start, end: $0.end)).inserted
        }
        return found.filter(\.isDefinition) + found.filter { !$0.isDefinition }
    }

    /// `key` and, for a named answer, every answer that a `return NAME` hands back together with
    /// it, and so on: one `return picked` in a child's handler answers each action that starts the
    /// child asking for `picked`, so the name is one name for all of them (renamed, found and shown
    /// together), as the rules read it.
    func linkedKeys(_ key: SymbolKey) -> Set<SymbolKey> {
        guard case .answer(let flowName, _, _, let name) = key else { return [key] }
        let flows = allFlows().filter { $0.flow.name.value == flowName }
        let returns = sites(in: flows) { other in
            guard case .answer(flowName, _, _, name) = other else { return false }
            return true
        }.filter { !$0.isDefinition }
        // The answers each `return` hands back, by its place.
        let groups = Dictionary(grouping: returns) { "\($0.path):\($0.line):\($0.column)" }.values.map {
            Set($0.map(\.key))
        }
        var linked: Set<SymbolKey> = [key]
        var grown = true
        while grown {
            grown = false
            for group in groups where !group.isDisjoint(with: linked) && !group.isSubset(of: linked) {
                linked.formUnion(group)
                grown = true
            }
        }
        return linked
    }
}
