import ArgumentParser
import FlowDiagnostics
import FlowReports
import FlowRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: its id, default severity and what it finds.",
        discussion: """
            The rules of the flow format, in the order of its table, then flowc's own \
            `superfluous-disable`, about `# flowc:disable` comments that silence nothing. \
            `flowc explain RULE` tells more of each; Docs/flow-format.md describes them all.
            """
    )

    func run() throws {
        let rules = ReportedRules.all
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        var text = ""
        for rule in rules {
            let id = rule.id.rawValue.padded(to: width)
            let severity = rule.severity.rawValue.padded(to: 7)
            text += "\(id)  \(severity)  \(rule.summary)\n"
        }
        Output.standardOutput(text)
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it finds, why it matters, and examples.",
        discussion: """
            RULE is a rule id as `flowc rules` lists it, such as unreachable-screen, or \
            superfluous-disable.
            """
    )

    @Argument(help: "The rule id.")
    var rule: String

    func run() throws {
        guard let found = ReportedRules.description(of: RuleID(rawValue: rule)) else {
            let hint = Suggestion.hint(for: rule, among: ReportedRules.all.map(\.id.rawValue))
            Output.standardError("flowc: error: no rule '\(rule)'\(hint); `flowc rules` lists them\n")
            throw ExitCode(2)
        }
        Output.standardOutput(found.explanation)
    }
}
