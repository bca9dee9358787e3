import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Format 1.2, §6: what `generate` writes for external screens: one work requirement that makes
/// the controller and is handed `done`, the choice among `to`'s alternatives, a skeleton of the
/// work and none of a view, and the runtime that shows them only in the support files of flow
/// sets that have one.
@Suite struct ExternalGenerateTests {
    static let flows = """
        flow: Browser
        entry: true
        start: browser
        screens:
          browser:
            actions:
              share: {input: String, to: present activity, result: Bool}
              scan: present scanner
          activity:
            external: true
            input: String
            result: Bool
            to: [push receipt, stay]
          scanner: {external: true}
          receipt: {input: Bool}

        """

    static func generate(_ flows: String) throws -> (directory: TemporaryDirectory, files: [String]) {
        let directory = try TemporaryDirectory()
        try directory.write(flows, to: "work/flows/Browser.flow.yaml")
        let run = GenerateRun(
            paths: [directory.path("work/flows")], output: directory.path("work/out"),
            skeletons: directory.path("work/skeletons"), currentDirectory: directory.path("work"))
        let outcome = try run.run().get()
        #expect(outcome.generated)
        return (directory, try directory.files(in: "work/skeletons"))
    }

    @Test func theWorkMakesTheControllerAndChoosesWhatFollows() throws {
        let (directory, skeletons) = try Self.generate(Self.flows)
        let coordinator = try directory.read("work/out/BrowserCoordinator.swift")
        #expect(
            coordinator.contains(
                "func makeActivityScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController?"
            ))
        #expect(
            coordinator.contains("func makeScannerScreen(done: @escaping @MainActor () -> Void) -> UIViewController?"))
        #expect(coordinator.contains("func activityDone(_ payload: Bool) -> BrowserCoordinator.ActivityDoneChoice"))
        // No view and no actions of its own: the controller is the work's.
        #expect(!coordinator.contains("BrowserActivityActions"))
        #expect(skeletons == ["BrowserViewController.swift", "LiveBrowserWork.swift", "ReceiptViewController.swift"])
        let work = try directory.read("work/skeletons/LiveBrowserWork.swift")
        #expect(work.contains("fatalError(\"makeActivityScreen is not written yet\")"))
        let support = try directory.read("work/out/FlowcSupport.swift")
        #expect(support.contains("protocol FlowcExternalShowing"))
    }

    @Test func aFlowSetWithoutThemHasNoneOfTheirRuntime() throws {
        let (directory, _) = try Self.generate(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {refresh: null}}

            """)
        let support = try directory.read("work/out/FlowcSupport.swift")
        #expect(!support.contains("FlowcExternal"))
        #expect(!support.contains("flowcRunThen"))
    }
}
