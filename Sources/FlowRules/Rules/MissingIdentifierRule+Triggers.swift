import FlowDiagnostics
import FlowModel

/// Format 1.2: a trigger's `from` names screens of its flow.
extension MissingIdentifierRule {
    func triggerScreenFindings(in flow: Flow) -> [Diagnostic] {
        guard !flow.triggers.isEmpty else { return [] }
        let screenIDs = flow.screens.map(\.id.value)
        var findings: [Diagnostic] = []
        for trigger in flow.triggers {
            for screen in trigger.from ?? [] where flow.screen(named: screen.value) == nil {
                let hint = Suggestion.hint(for: screen.value, among: screenIDs)
                findings.append(
                    finding(
                        "'from' of trigger '\(trigger.name.value)' in flow '\(flow.name.value)' names '\(screen.value)', no screen of the flow\(hint)",
                        at: screen.position, in: flow))
            }
        }
        return findings
    }
}
