import FlowDiagnostics
import FlowModel

/// Format 1.2: the `outcomes` of an entry name outcomes of its flow.
extension MissingIdentifierRule {
    func unknownEntryOutcomes(in flow: Flow) -> [Diagnostic] {
        guard let entries = flow.entries else { return [] }
        var findings: [Diagnostic] = []
        for entry in entries {
            for name in entry.outcomes ?? [] where flow.outcome(named: name.value) == nil {
                // An event is sent while the flow runs, whichever entry started it: not listed.
                let hint =
                    flow.event(named: name.value) != nil
                    ? "; '\(name.value)' is an event, which an entry does not list"
                    : Suggestion.hint(for: name.value, among: flow.outcomes.map(\.name.value))
                findings.append(
                    finding(
                        "'outcomes' of entry '\(entry.name.value)' of flow '\(flow.name.value)' names '\(name.value)', "
                            + "no outcome of the flow\(hint)",
                        at: name.position, in: flow))
            }
        }
        return findings
    }
}
