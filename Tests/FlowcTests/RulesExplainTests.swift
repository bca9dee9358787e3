import FlowReports
import FlowRules
import Foundation
import Testing

/// `flowc rules` and `flowc explain RULE` for every rule, from the rules' own descriptions.
@Suite struct RulesExplainTests {
    @Test func rulesListsEveryRuleOfTheFormatInTableOrder() throws {
        let result = try FlowcProcess.run(["rules"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == RuleRegistry.all.count)
        for (line, rule) in zip(lines, RuleRegistry.all.map({ $0.description })) {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            #expect(fields.count == 3)
            #expect(fields.first.map(String.init) == rule.id.rawValue)
            #expect(fields.dropFirst().first.map(String.init) == rule.severity.rawValue)
            #expect(line.hasSuffix("  " + rule.summary), "\(line)")
        }
        // Columns line up.
        let severityColumns = Set(
            lines.map { line in line.range(of: "  error  ") ?? line.range(of: "  warning  ") }
                .map { $0.map { lines[0].distance(from: lines[0].startIndex, to: $0.lowerBound) } })
        #expect(severityColumns.count == 1)
        let help = try FlowcProcess.run(["rules", "--help"])
        #expect(help.standardOutput.contains("superfluous-disable"))
    }

    @Test(arguments: ReportedRules.all.map(\.id.rawValue))
    func explainEveryRule(id: String) throws {
        let rule = try #require(ReportedRules.description(of: .init(rawValue: id)))
        let result = try FlowcProcess.run(["explain", id])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let text = result.standardOutput
        #expect(text == rule.explanation)
        #expect(text.hasSuffix("\nThe flow format and every rule: Docs/flow-format.md in flowc's repository.\n"))
        #expect(text.hasPrefix("\(id) (default: \(rule.severity.rawValue))\n\n"))
        #expect(text.contains(rule.rationale))
        #expect(!text.contains(RuleExample.marker))
        #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "\(id) needs examples both ways")
        #expect(text.contains(rule.triggering.count > 1 ? "Reported 1:" : "Reported:"))
        #expect(text.contains(rule.nonTriggering.count > 1 ? "Not reported 1:" : "Not reported:"))
        // Every example's text is in the explanation, indented.
        for example in rule.triggering + rule.nonTriggering {
            for file in example.unmarked.files {
                for line in file.text.split(separator: "\n") {
                    #expect(text.contains("    " + line), "\(id): example line '\(line)' missing")
                }
            }
        }
    }

    @Test func unknownRulesAreUsageErrors() throws {
        let result = try FlowcProcess.run(["explain", "superfluous-disables"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "flowc: error: no rule 'superfluous-disables'; did you mean 'superfluous-disable'?; `flowc rules` lists them\n"
        )
        let missing = try FlowcProcess.run(["explain"])
        #expect(missing.status == 2)
    }
}
