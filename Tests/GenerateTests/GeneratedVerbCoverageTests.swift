import FlowModel
import FlowRules
import FlowcKit
import FlowcTestSupport
import Testing

/// Every verb's Swift call is compiled by the package and run by GenerateBehaviourTests: the flows
/// of the two generated test apps use every verb between them, so a new verb's call, and what it
/// needs of the generated runtime, is compiled once the verb is used in them and they are
/// regenerated.
@Suite struct GeneratedVerbCoverageTests {
    @Test func theGeneratedTestAppsUseEveryVerb() throws {
        var used: Set<Transition.Verb> = []
        for project in GeneratedCodeTests.projects {
            let linted = try LintRun(paths: [PackageRoot.path(project.flows)]).run().get()
            for flow in linted.graph.flows {
                flow.forEachTransition { transition, _ in used.insert(transition.verb) }
            }
        }
        for verb in Transition.Verb.allCases where !used.contains(verb) {
            Issue.record(
                """
                no flow of the generated test apps uses '\(verb.rawValue)': use it in \
                Tests/GenerateFixtureApp/Flows and \(GeneratedCodeTests.regenerate)
                """)
        }
    }
}
