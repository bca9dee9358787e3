import FlowModel
import FlowRules

/// Format 1.2: an entry whose `start` is a list, chosen by the work at run time as a flow's
/// `start` list is: `chooseMainStart(_ input:) -> MainStartChoice`.
extension FlowPlan {
    /// The positions in `resolved.transitions` of the items `entry` starts with, in its order.
    func startPositions(of entry: FlowEntry) -> [Int] {
        (entry.starts ?? []).compactMap { start in
            resolved.entries.first { targetName(resolved.transitions[$0]) == start.value }
        }
    }

    /// The requirement that chooses among `entry`'s starts.
    func entryStartRequirement(_ entry: FlowEntry) -> Requirement {
        let name = entry.name.value
        let choice = Choice(
            typeName: GeneratedNames.entryStartChoiceType(entry: name),
            summary: "What the flow starts with at its `\(name)` entry.",
            alternatives: alternatives(startPositions(of: entry)))
        return Requirement(
            name: GeneratedNames.entryStartChoiceRequirement(entry: name),
            summary: "Which of the `\(name)` entry's `start` alternatives the flow starts with.",
            parameter: entry.input?.parameterText, parameterLabel: "_ input", isAsync: false, output: nil,
            choice: choice)
    }
}
