import FlowModel
import FlowRules
import FlowcKit
import Testing

/// "Lints clean ⇒ generated code is sound" covers a construct only if the fuzz grammar's clean
/// sets use it: among the sets `GeneratedSwiftPropertyTests` checks locally, each format-1.2
/// construct the grammar writes appears in a set that lints clean.
@Suite struct FuzzGrammarCoverageTests {
    /// The format-1.2 constructs of a linted set.
    static func constructs(_ graph: FlowGraph) -> Set<String> {
        var used: Set<String> = []
        for flow in graph.flows {
            flow.forEachTransition { transition, _ in
                if transition.isMade { used.insert("a made step") }
            }
            for trigger in flow.triggers {
                used.insert(trigger.from == nil ? "a trigger over any screen" : "a trigger from screens")
                if trigger.transitions.contains(where: \.isMade) { used.insert("a trigger's made step") }
            }
            if flow.screens.contains(where: { $0.actions.contains { $0.answers != nil } }) {
                used.insert("named results")
            }
            for screen in flow.screens {
                guard let external = screen.external else { continue }
                used.insert(external.result == nil ? "an external screen" : "an external screen with a result")
                if external.transitions.count > 1 { used.insert("an external screen's alternatives") }
            }
            let waitsForExternal = flow.screens.contains { screen in
                screen.actions.contains { action in
                    action.result != nil
                        && action.transitions.indices.contains { index in
                            let (verb, target) = action.transitions.verbAndTarget(at: index)
                            return verb == .push && target.flatMap(flow.screen(named:))?.isExternal == true
                        }
                }
            }
            if waitsForExternal { used.insert("an action waiting for a pushed external screen") }
        }
        return used
    }

    @Test func theGrammarsCleanSetsUseEachFormat12Construct() {
        var used: Set<String> = []
        for seed in UInt64(0)..<150 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            let outcome = LintRun(paths: []).lint(files.map { FlowLoader().load(text: $0.text, path: $0.path) })
            guard outcome.summary.errors == 0 else { continue }
            used.formUnion(Self.constructs(outcome.graph))
        }
        let expected: Set = [
            "a made step", "a trigger over any screen", "a trigger from screens", "a trigger's made step",
            "named results", "an external screen", "an external screen with a result",
            "an external screen's alternatives", "an action waiting for a pushed external screen",
        ]
        #expect(expected.subtracting(used).sorted() == [], "constructs no clean set of the grammar uses")
    }
}
