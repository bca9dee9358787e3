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
}
