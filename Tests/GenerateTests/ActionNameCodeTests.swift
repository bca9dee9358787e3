import FlowEmitters
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// An action may be named as the generated coordinator names its own methods and locals (`finish`,
/// `pop`, `screen`, ...): the screen factory keeps its closure under another local name, so that
/// the code still compiles (found by type-checking what the fuzz grammar writes).
@Suite struct ActionNameCodeTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              start: start Login
              present: present about
              push: push about
              screen: stay
              controller: stay
          about:
            actions: {pop: pop, dismiss: dismiss, actions: stay, work: stay}
        children:
          Login: {on: {done: stay}}
        ---
        flow: Login
        outcomes: [done]
        start: form
        screens:
          form: {actions: {finish: finish done, release: finish done, reset: reset form}}
        """

    @Test(
        "actions named like the coordinator's own members compile",
        .enabled(if: StandInCompiler.isAvailable))
    func actionsNamedLikeCoordinatorMembersCompile() throws {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "App.flow.yaml")])
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics)")
        let emitter = SwiftEmitter()
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        let source = { (path: String) -> String in path }
        for file in emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source) {
            paths.append(try directory.write(file.contents, to: file.name).path)
        }
        let compile = try StandInCompiler.compile(paths, module: "App")
        #expect(compile.status == 0, "\(compile.output)")
    }
}
