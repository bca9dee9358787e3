import FlowDiagnostics
import FlowModel
import FlowRules

/// One fix of a finding: its title and its edits of the finding's file.
struct QuickFix {
    var title: String
    var edits: [TextEdit]
    var isPreferred: Bool
}

/// The fixes of the findings that have one obvious fix: the did-you-mean name of
/// `missing-identifier`, the missing `on` entries of `unhandled-outcome`, and for every rule a
/// `# flowc:disable` comment.
enum QuickFixes {
    static func fixes(for finding: Diagnostic, in workspace: Workspace) -> [QuickFix] {
        var fixes: [QuickFix] = []
        if finding.rule == .missingIdentifier, let fix = didYouMean(finding, in: workspace) { fixes.append(fix) }
        if finding.rule == UnhandledOutcomeRule.description.id, let fix = missingHandlers(finding, in: workspace) {
            fixes.append(fix)
        }
        if finding.rule != SuperfluousDisableRule.description.id, let fix = disableComment(finding, in: workspace) {
            fixes.append(fix)
        }
        return fixes
    }

    // MARK: - Did you mean

    /// The text between the quotes of "did you mean 'x'?" in a message.
    static func suggestion(in message: String) -> String? {
        guard let marker = message.ranges(of: "did you mean '").last else { return nil }
        let rest = message[marker.upperBound...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        let name = String(rest[..<close])
        return name.isEmpty ? nil : name
    }

    /// The misspelt name replaced by the one the finding suggests: the name written at the
    /// finding's place (of those there, the closest to the suggestion: `start Returns.ordr`
    /// writes a child and an entry).
    private static func didYouMean(_ finding: Diagnostic, in workspace: Workspace) -> QuickFix? {
        guard let suggested = suggestion(in: finding.message) else { return nil }
        let path = finding.location.file
        let written = workspace.occurrences(atLine: finding.location.line, column: finding.location.column, in: path)
        let names = written.map(\.key.name)
        let chosen =
            Suggestion.closest(to: suggested, among: names).flatMap { name in written.first { $0.key.name == name } }
        return workspace.withText(of: path) { document -> QuickFix? in
            let range: (start: Int, end: Int)
            if let chosen {
                range = (chosen.start, chosen.end)
            } else {
                let start = document.offset(flowcLine: finding.location.line, column: finding.location.column)
                guard let name = document.name(around: start) else { return nil }
                range = name
            }
            return QuickFix(
                title: "Change to '\(suggested)'",
                edits: [TextEdit(range: document.range(range.start, range.end), newText: suggested)], isPreferred: true)
        } ?? nil
    }

    // MARK: - Missing `on` entries

    /// The child and the outcome or event an `unhandled-outcome` finding names.
    static func unhandled(in message: String) -> (child: String, name: String)? {
        guard let child = quoted(after: "starts child '", in: message),
            let name = quoted(after: "'on' entry for its outcome '", in: message)
                ?? quoted(after: "'on' entry for its event '", in: message)
        else { return nil }
        return (child, name)
    }

    private static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.firstRange(of: marker) else { return nil }
        let rest = message[start.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// `NAME: stay` for every outcome and event of the child that its `on` lacks (the findings at
    /// the same child), written in the child's style: in its block `on`, its flow-style `on`, or a
    /// new `on`.
    private static func missingHandlers(_ finding: Diagnostic, in workspace: Workspace) -> QuickFix? {
        guard let (child, _) = unhandled(in: finding.message) else { return nil }
        var names = (workspace.outcome?.diagnostics ?? []).filter {
            $0.rule == UnhandledOutcomeRule.description.id && $0.location == finding.location
        }.compactMap { unhandled(in: $0.message) }.filter { $0.child == child }.map(\.name)
        guard !names.isEmpty else { return nil }
        // In the child's order: its outcomes, then its events.
        if let childFlow = workspace.outcome?.graph.flow(named: child) {
            let order = (childFlow.outcomes + childFlow.events).map(\.name.value)
            names.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        }
        return workspace.withText(of: finding.location.file) { document -> QuickFix? in
            let key = document.offset(flowcLine: finding.location.line, column: finding.location.column)
            guard let edit = HandlerInsertion(bytes: document.bytes, childKey: key, child: child).edit(adding: names)
            else { return nil }
            return QuickFix(
                title: "Add 'on' entries for \(names.map { "'\($0)'" }.joined(separator: ", ")) of \(child)",
                edits: [TextEdit(range: document.range(edit.start, edit.end), newText: edit.text)], isPreferred: true)
        } ?? nil
    }

    // MARK: - Disable comment

    /// `# flowc:disable RULE` on the line above the finding's, at its indentation; added to the
    /// list of a disable comment that stands there already.
    private static func disableComment(_ finding: Diagnostic, in workspace: Workspace) -> QuickFix? {
        let rule = finding.rule.rawValue
        return workspace.withText(of: finding.location.file) { document -> QuickFix? in
            let lines = TextLines(document.bytes)
            let at = document.offset(flowcLine: finding.location.line, column: 1)
            let index = lines.index(containing: at)
            let title = "Disable '\(rule)' here (# flowc:disable)"
            if index > 0, let end = lines.disableListEnd(index - 1) {
                return QuickFix(
                    title: title, edits: [TextEdit(range: document.range(end, end), newText: ", " + rule)],
                    isPreferred: false)
            }
            let start = lines.starts[index]
            let indent = String(repeating: " ", count: lines.indent(index))
            return QuickFix(
                title: title,
                edits: [
                    TextEdit(
                        range: document.range(start, start),
                        newText: indent + "# flowc:disable " + rule + lines.lineBreak)
                ], isPreferred: false)
        } ?? nil
    }
}
