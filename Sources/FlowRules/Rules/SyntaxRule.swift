import FlowDiagnostics
import FlowModel

/// YAML that libyaml rejects, text that is not UTF-8, and files past a resource limit.
///
/// Reported by the reader (`YAMLReader`) and the decoder as they read; here only the one limit
/// the navigation analysis keeps to, `limits.secondStepRounds`.
public struct SyntaxRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .syntax,
        severity: .error,
        summary: "YAML that libyaml rejects, text that is not UTF-8, or a file past a resource limit",
        rationale: """
            A flow file must be YAML that libyaml reads to the end. The finding gives libyaml's own \
            problem text at its line and column. Files that are not UTF-8, that nest deeper than the \
            depth limit, whose aliases expand past the alias limit (a "billion laughs" file), that \
            are larger than the size limit, that hold a scalar past the scalar limit, more flows than \
            the flows-per-file limit or a flow with more screens than the screens-per-flow limit are \
            stopped where they pass the limit, so a hostile file costs milliseconds, not minutes. A \
            flow whose second steps (`then`) take more than the second-step-rounds limit to follow is \
            reported at its first second step and checked as if none ran. The message names the \
            limit (`limits.fileSize`, …), which `.flowc.yml` can raise. Documents before the problem \
            still count.
            """,
        triggering: [
            RuleExample(
                """
                flow: Home
                start: home
                screens:
                  home: {actions: {next: push detail}
                  ↓detail: null
                """),
            RuleExample(
                """
                flow: Home
                start: home
                screens:
                  home:
                    view: Home↓: View
                """),
            RuleExample(
                """
                flow: Laughs
                start: a
                screens: {a: null}
                lol:
                  a: &a [x, x, x, x, x, x, x, x, x, x]
                  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                  e: &e [*d, *d, *d, *d, *d, *d, *d, ↓*d, *d, *d]
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Home
                start: home
                screens:
                  home: {actions: {next: push detail}}
                  detail: null
                """),
            RuleExample(
                """
                flow: Home
                start: home
                screens: {home: null}
                ---
                flow: Other
                start: other
                screens: {other: null}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where graph.navigation[index].passedRoundLimit {
            let flow = graph.flows[index]
            let resolved = graph.resolved[index]
            // At the flow's first second step (or external screen's step), whose rounds these are.
            let first = [resolved.thenSteps.first, resolved.externalSteps.first].compactMap { $0 }.min()
            let position = first.map { resolved.transitions[$0].position } ?? flow.name.position
            findings.append(
                finding(
                    "following the second steps of flow '\(flow.name.value)' took more than "
                        + "\(graph.secondStepRounds) times the work of its transitions (limits.secondStepRounds); "
                        + "the flow is checked as if they never ran",
                    at: position, in: flow))
        }
        return findings
    }
}
