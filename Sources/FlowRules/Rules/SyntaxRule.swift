import FlowDiagnostics
import FlowModel

/// YAML that libyaml rejects, text that is not UTF-8, and files past a resource limit.
///
/// Reported by the reader (`YAMLReader`) and the decoder as they read; here only the one limit
/// the navigation analysis keeps to, `limits.placementsPerTransition`.
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
            flow whose transitions would run in more places than the placements-per-transition limit \
            allows (an alert shown over every screen with a button for each, second steps that land \
            on every screen) is reported at its name, and no other rule checks it. The message names the \
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
        for index in graph.checked where graph.navigation[index].passedPlacementLimit {
            let flow = graph.flows[index]
            findings.append(
                finding(
                    "placing the transitions of flow '\(flow.name.value)' where they run took more than "
                        + "\(graph.placementsPerTransition) places for each transition it writes "
                        + "(limits.placementsPerTransition); no other rule checks the flow",
                    at: flow.name.position, in: flow))
        }
        return findings
    }
}
