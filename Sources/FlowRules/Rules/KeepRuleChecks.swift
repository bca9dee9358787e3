import FlowDiagnostics
import FlowModel

/// Format 1.2: a kept child's `reopen` names a trigger of the child (`missing-identifier`) that
/// takes what a later start hands it (`type-mismatch`); a kept child that takes an input needs one.
extension Flow {
    /// The types a start of this flow can hand it: its `input`, or each of its entries' inputs.
    var typesTakenByAStart: [TypeExpression] {
        guard let entries else { return input.map { [$0] } ?? [] }
        var types: [TypeExpression] = []
        for entry in entries {
            guard let input = entry.input, !types.contains(where: { $0.isSameType(as: input) }) else { continue }
            types.append(input)
        }
        return types
    }
}

extension MissingIdentifierRule {
    func keepReopenFindings(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        guard flow.children.contains(where: { $0.keep?.reopen != nil }) else { return [] }
        var findings: [Diagnostic] = []
        for (position, child) in flow.children.enumerated() {
            guard let reopen = child.keep?.reopen, let childIndex = graph.resolved[index].childFlows[position] else {
                continue
            }
            let childFlow = graph.flows[childIndex]
            guard childFlow.trigger(named: reopen.value) == nil else { continue }
            let hint = Suggestion.hint(for: reopen.value, among: childFlow.triggers.map(\.name.value))
            findings.append(
                finding(
                    "'reopen' of kept child '\(child.flow.value)' in flow '\(flow.name.value)' names '\(reopen.value)', no trigger of flow '\(childFlow.name.value)'\(hint)",
                    at: reopen.position, in: flow))
        }
        return findings
    }
}

extension TypeMismatchRule {
    func keepFindings(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        guard flow.children.contains(where: \.isKept) else { return [] }
        var findings: [Diagnostic] = []
        for (position, child) in flow.children.enumerated() {
            guard let keep = child.keep, let childIndex = graph.resolved[index].childFlows[position] else { continue }
            let childFlow = graph.flows[childIndex]
            let taken = childFlow.typesTakenByAStart.filter(\.isWellFormed)
            let name = child.flow.value
            guard let reopen = keep.reopen else {
                if let type = taken.first, !keep.hasUnreadableReopen {
                    findings.append(
                        finding(
                            "child '\(name)' is kept and takes '\(type.text)': a later start hands its value to nobody; name a trigger of '\(name)' that takes it: keep: {reopen: TRIGGER}",
                            at: keep.position, in: flow))
                }
                continue
            }
            // A missing trigger is `missing-identifier`'s.
            guard let trigger = childFlow.trigger(named: reopen.value) else { continue }
            let words = "trigger '\(reopen.value)' of '\(name)', which 'reopen' names,"
            if let input = trigger.input {
                guard input.isWellFormed else { continue }
                if taken.isEmpty {
                    findings.append(
                        finding(
                            "\(words) takes '\(input.text)', but a later start of kept child '\(name)' hands it nothing: '\(name)' takes no input",
                            at: reopen.position, in: flow))
                } else if let other = taken.first(where: { !$0.isSameType(as: input) }) {
                    findings.append(
                        finding(
                            "\(words) takes '\(input.text)', but a later start of kept child '\(name)' hands it '\(other.text)'",
                            at: reopen.position, in: flow))
                }
            } else if let type = taken.first {
                findings.append(
                    finding(
                        "\(words) takes nothing, but a later start of kept child '\(name)' hands it '\(type.text)'",
                        at: reopen.position, in: flow))
            }
        }
        return findings
    }
}
