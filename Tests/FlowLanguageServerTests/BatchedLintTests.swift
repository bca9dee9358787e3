import FlowDiagnostics
import FlowModel
import FlowcKit
import FlowcTestSupport
import Testing

@testable import FlowRules

/// `flowc lint` checks the flows in batches (`Linter.lint`: every rule on a few flows, then the
/// next few, then what weighs every flow against every other), so that their values stay in the
/// cache for all the rules; the language server checks again, after an edit, each flow the edit
/// can change the same way (`IncrementalLinter`). Whatever the flows and the batches' size, it
/// must find what every rule finds when each runs over the whole graph at once (`ruleByRule`,
/// which `IncrementalCheckingTests` holds the language server's findings to as well).
@Suite struct BatchedLintTests {
    /// Folders with findings of every kind: the shop, the fixtures (broken, warnings, the readings
    /// of the format's fine points), the real apps and the emitters' fixture with findings.
    static let folders = [
        "flows",
        "Tests/FlowcTests/Fixtures/broken",
        "Tests/FlowcTests/Fixtures/clean",
        "Tests/FlowcTests/Fixtures/large-app",
        "Tests/FlowcTests/Fixtures/warnings",
        "Tests/FlowcTests/Fixtures/readings/dismiss-unreachable-screen",
        "Tests/FlowcTests/Fixtures/readings/dismiss-without-start",
        "Tests/FlowcTests/Fixtures/readings/duplicate-flow-ignored",
        "Tests/FlowcTests/Fixtures/readings/pop-leaves-child-without-start",
        "Tests/FlowcTests/Fixtures/readings/root-keys-ignored",
        "Tests/FlowcTests/Fixtures/readings/stack-verb-in-tabs-handler",
        "Tests/FlowEmittersTests/Fixtures/findings",
        "Tests/RealApps/Bitwarden",
        "Tests/RealApps/ElementX",
        "Tests/RealApps/Firefox",
    ]

    /// Every rule over the whole graph, one rule after another: what `Linter.lint` found before it
    /// went flow by flow.
    static func ruleByRule(_ files: [FlowFile], linter: Linter) -> [Diagnostic] {
        let graph = FlowGraph(files: files)
        var diagnostics = linter.configured(Linter.decodingFindings(files, graph: graph)) + linter.check(graph)
        diagnostics.sortInReportOrder()
        return diagnostics
    }

    /// One flow at a time, a few (batches that split the folders' flows unevenly) and `lint`'s own.
    static let batchSizes = [1, 3, Linter.flowsPerBatch]

    static func expectTheSameFindings(_ files: [FlowFile], _ what: String) {
        let linter = Linter()
        let whole = ruleByRule(files, linter: linter)
        for size in batchSizes {
            let batched = linter.lint(files, flowsPerBatch: size).diagnostics
            let onlyBatched = batched.filter { !whole.contains($0) }.map(describe)
            let onlyRuleByRule = whole.filter { !batched.contains($0) }.map(describe)
            #expect(onlyBatched.isEmpty, "\(what), batches of \(size): found only in batches: \(onlyBatched)")
            #expect(onlyRuleByRule.isEmpty, "\(what), batches of \(size): found only rule by rule: \(onlyRuleByRule)")
            // The same findings, each as often and in the same order: the report is byte for byte the same.
            let identical = batched == whole
            #expect(identical, "\(what), batches of \(size): \(batched.count) findings, \(whole.count) rule by rule")
        }
    }

    static func describe(_ finding: Diagnostic) -> String {
        "\(finding.location): \(finding.rule.rawValue): \(finding.message)"
    }

    /// The decoded files of one of `folders`, as `flowc lint` finds and reads them.
    static func files(in folder: String) throws -> [FlowFile] {
        let paths = try FlowSources.find([PackageRoot.path(folder)]).get()
        return try FlowLoader().loadWithComments(paths).get().files
    }

    @Test(arguments: folders)
    func findsWhatEveryRuleFindsOverTheWholeGraph(folder: String) throws {
        Self.expectTheSameFindings(try Self.files(in: folder), folder)
    }

    /// The rules' own examples: each shows one rule's findings, several of them in more than one
    /// file (children, their outcomes, flows that name each other).
    @Test func findsWhatEveryRuleFindsInTheRulesExamples() {
        let loader = FlowLoader()
        for rule in RuleRegistry.all {
            let description = rule.description
            for example in description.triggering + description.nonTriggering {
                let files = example.unmarked.files.map { loader.load(text: $0.text, path: $0.path) }
                Self.expectTheSameFindings(files, "an example of \(description.id.rawValue)")
            }
        }
    }

    /// Every folder above but the shop and `clean` has findings, so that the comparison compares
    /// something.
    @Test func theFoldersHaveFindings() throws {
        for folder in Self.folders where folder != "flows" && !folder.hasSuffix("/clean") {
            #expect(!Linter().lint(try Self.files(in: folder)).diagnostics.isEmpty, "\(folder) has findings")
        }
    }
}
