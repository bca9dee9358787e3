import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

/// An app type named as a type the support file takes from Swift or SwiftUI (a to-do app's
/// `Task`, a `Text` or `Binding` model) would hide it in the app's module: the support file then
/// names those with their module, and only then (every other app's file stays as it was).
@Suite struct HiddenRuntimeNameTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              open: {input: Task, to: push detail}
              save: {input: Task, async: true}
              note: {input: "[Text]?", to: push notes}
              bind: {input: Binding, to: push bound}
          detail: {input: Task}
          notes: {input: "[Text]?"}
          bound: {input: Binding}
        """

    static let model = """
        struct Task: Sendable, Hashable {}
        struct Text: Sendable, Hashable {}
        struct Binding: Sendable, Hashable {}

        """

    static func support(_ flows: String, _ backend: GenerateBackend) throws -> String {
        try #require(StandInCompiler.generated(flows, backend: backend).first { $0.name == "FlowcSupport.swift" })
            .contents
    }

    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func theSupportFileNamesWhatAFlowsTypeWouldHideWithItsModule(_ backend: GenerateBackend) throws {
        let support = try Self.support(Self.flows, backend)
        #expect(support.contains("_Concurrency.Task<Void, Never>"), "\(support)")
        #expect(!support.contains(" Task<"), "\(support)")
        if backend == .swiftui {
            #expect(support.contains("SwiftUI.Binding<"), "\(support)")
            #expect(support.contains("SwiftUI.Text("), "\(support)")
        }
        // Names inside longer ones stay as they are (the SwiftUI runtime's `pathBinding`).
        if backend == .swiftui {
            #expect(support.contains("var pathBinding: SwiftUI.Binding<"), "\(support)")
        }
    }

    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func aFlowSetThatNamesNoneOfThemKeepsTheSupportFileAsItWas(_ backend: GenerateBackend) throws {
        let plain = Self.flows.replacingOccurrences(of: "Task", with: "Job")
            .replacingOccurrences(of: "Text", with: "Note").replacingOccurrences(of: "Binding", with: "Tie")
        let support = try Self.support(plain, backend)
        #expect(!support.contains("_Concurrency."), "\(support)")
        #expect(!support.contains("SwiftUI.Binding"), "\(support)")
        // A member of another module (`Kit.Task`) is no app type of that name.
        let member = try Self.support(
            Self.flows.replacingOccurrences(of: "input: Task", with: "input: Kit.Task"), backend)
        #expect(!member.contains("_Concurrency.Task"), "\(member)")
    }

    @Test(
        "the code of both backends type-checks beside the app's Task, Text and Binding",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func typeChecks(_ backend: GenerateBackend) throws {
        let compile = try StandInCompiler.compile(
            StandInCompiler.generated(Self.flows, backend: backend), model: Self.model)
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// A flow set that names, as a type of the app's, every name the generated code takes from a
    /// module (`RuntimeNameQualifier.modules`): in the support file, the coordinators (a tabs
    /// flow's `TabView`, `Binding` and `CaseIterable`, a `reset`'s `Array`, SwiftUI's `AnyView`
    /// and `View`, an alert field's `Mirror`), a representable's `Context` and the view skeletons'
    /// `View` and `Text`.
    static func everyName(_ backend: GenerateBackend) -> (flows: String, model: String) {
        // The Observation macro's own expansion writes `Equatable` without a module: an app that
        // declares one cannot use `@Observable` at all, the SwiftUI backend's coordinators included.
        let names = RuntimeNameQualifier.modules.keys.sorted().filter { backend == .uikit || $0 != "Equatable" }
        var actions = ""
        for (position, name) in names.enumerated() {
            actions += "      n\(position): {input: \(name), to: push s\(position)}\n"
        }
        let buttonScreen = "s\(names.firstIndex(of: "Button")!)"
        var screens = ""
        for (position, name) in names.enumerated() { screens += "  s\(position): {swiftui: true, input: \(name)}\n" }
        let flows = """
            flow: App
            entry: true
            root: tabs
            tabs: [Home, Other]
            children:
              Home: null
              Other: null
            ---
            flow: Other
            start: o
            screens:
              o: {storyboard: Main, identifier: O, actions: {a: {input: Array, to: reset p}}}
              p: {input: Array}
            ---
            flow: Home
            start: home
            alerts:
              ask: {input: Button, title: "Hi {self}", buttons: {ok: null, go: {to: push \(buttonScreen)}}}
            screens:
              home:
                swiftui: true
                actions:
                  wait: {input: Task, output: Error, async: true}
                  ask: {input: Button, to: alert ask}
                  pick: {to: present sheet, result: Context}
            \(actions)  sheet: {swiftui: true, actions: {done: {input: Context, to: return}}}
            \(screens)
            """
        let model = names.map { "struct \($0): Swift.Sendable, Swift.Hashable {}\n" }.joined()
        return (flows, model)
    }

    @Test(
        "the code of both backends type-checks beside an app type of every name it takes from a module",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func everyNameTypeChecks(_ backend: GenerateBackend) throws {
        let (flows, model) = Self.everyName(backend)
        let compile = try StandInCompiler.compile(StandInCompiler.generated(flows, backend: backend), model: model)
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// Which names a file writes with their module is part of its inputs digest, so that a file
    /// generated before a flow named the type is written again: only for the names the file
    /// writes, and not at all for a flow set that names none. (A flow's own file changes with
    /// its types anyway; the support file names none of them.)
    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func theNamesWrittenWithTheirModuleArePartOfTheDigests(_ backend: GenerateBackend) throws {
        func plan(_ name: String) -> [SwiftEmitter.PlannedFile] {
            let flows = """
                flow: App
                entry: true
                start: home
                screens:
                  home: {swiftui: true, actions: {open: {input: \(name), to: push detail}, save: {input: Job, async: true}}}
                  detail: {swiftui: true, input: \(name)}
                """
            let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "App.flow.yaml")])
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
            return SwiftEmitter(backend: backend).plan(outcome.graph, source: { $0 })
        }
        let plain = plan("Job")
        func support(_ files: [SwiftEmitter.PlannedFile]) -> SwiftEmitter.PlannedFile? {
            files.first { $0.name == "FlowcSupport.swift" }
        }
        #expect(support(plan("Job2"))?.inputs == support(plain)?.inputs)
        #expect(support(plan("Task"))?.inputs != support(plain)?.inputs)
        // `Context` only the SwiftUI runtime writes; `View` the SwiftUI runtime and coordinators.
        #expect((support(plan("Context"))?.inputs != support(plain)?.inputs) == (backend == .swiftui))
        let view = plan("View")
        #expect((support(view)?.inputs != support(plain)?.inputs) == (backend == .swiftui))
        let coordinator = try #require(view.first { $0.name == "AppCoordinator.swift" })
        #expect(coordinator.hiddenNames == (backend == .swiftui ? ["View"] : []))
        #expect(plan("Task").allSatisfy { $0.name == "FlowcSupport.swift" || $0.hiddenNames.isEmpty })
    }
}
