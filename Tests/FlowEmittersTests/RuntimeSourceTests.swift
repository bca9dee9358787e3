import Foundation
import Testing

@testable import FlowEmitters

/// The runtime flowc writes is the runtime the package compiles: RuntimeSource's text is each
/// file of Sources/FlowcRuntime less its `import UIKit` line.
struct RuntimeSourceTests {
    static let runtime = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FlowcRuntime")

    @Test(arguments: [
        ("FlowcSupport.swift", RuntimeSource.core), ("FlowcResults.swift", RuntimeSource.results),
        ("FlowcNamedResults.swift", RuntimeSource.namedResults), ("FlowcRoutes.swift", RuntimeSource.routes),
        ("FlowcTriggers.swift", RuntimeSource.triggers), ("FlowcKeep.swift", RuntimeSource.keep),
        ("FlowcThen.swift", RuntimeSource.then), ("FlowcExternal.swift", RuntimeSource.external),
    ])
    func embeddedTextIsTheRuntimeSource(file: String, embedded: String) throws {
        let source = try String(contentsOf: Self.runtime.appendingPathComponent(file), encoding: .utf8)
        #expect(
            "import UIKit\n" + embedded == source,
            "Sources/FlowcRuntime/\(file) changed: run Scripts/embed-runtime to embed it into flowc")
    }

    @Test func supportFileIsTheRuntimeUnderTheConfiguredImport() {
        let body = SupportFileEmitter.body(imports: SwiftImports(uiKit: "FlowcStandIns"), results: true)
        #expect(body == "\nimport FlowcStandIns\n" + SupportFileEmitter.coreWithoutKeptStacks + RuntimeSource.results)
        #expect(!SupportFileEmitter.body(imports: SwiftImports()).contains("FlowcReply"))
        // Format 1.2: `FlowcNamedAnswer` only where a flow waits for named answers.
        #expect(!body.contains("FlowcNamedAnswer"))
        let named = SupportFileEmitter.body(imports: SwiftImports(), results: true, namedResults: true)
        #expect(named.hasSuffix(RuntimeSource.namedResults))
        // Format 1.2: what a kept child is shown and hidden by, only where a flow keeps one.
        #expect(!body.contains("func show(\n        kept child"))
        let kept = SupportFileEmitter.body(imports: SwiftImports(), triggers: true, keep: true)
        #expect(kept.hasSuffix(RuntimeSource.triggers + RuntimeSource.keep))
        #expect(kept.hasPrefix("\nimport UIKit\n" + RuntimeSource.core))
    }

    /// An app that keeps no child has the `isShown` it had before format 1.2's kept stacks, which
    /// only a stack presented again tells apart, and forgets a screen that left as it did: the
    /// runtime's text holds the kept stacks' lines.
    @Test func onlyAnAppThatKeepsAChildHasTheIsShownOfKeptStacks() {
        #expect(RuntimeSource.core.contains(SupportFileEmitter.shownWithKeptStacks))
        #expect(!SupportFileEmitter.coreWithoutKeptStacks.contains(SupportFileEmitter.shownWithKeptStacks))
        #expect(SupportFileEmitter.coreWithoutKeptStacks.contains(SupportFileEmitter.shownWithoutKeptStacks))
        #expect(RuntimeSource.core.components(separatedBy: SupportFileEmitter.screenGoneWithKeptStacks).count == 2)
        #expect(!SupportFileEmitter.coreWithoutKeptStacks.contains(SupportFileEmitter.screenGoneWithKeptStacks))
        #expect(!SupportFileEmitter.coreWithoutKeptStacks.contains("mayBeShownAgain"))
        #expect(
            SupportFileEmitter.coreWithoutKeptStacks.count - RuntimeSource.core.count
                == SupportFileEmitter.shownWithoutKeptStacks.count - SupportFileEmitter.shownWithKeptStacks.count
                + SupportFileEmitter.screenGoneWithoutKeptStacks.count
                - SupportFileEmitter.screenGoneWithKeptStacks.count)
    }

    /// The SwiftUI runtime's lines for kept stacks (a stack taken away hidden, not gone) are in its
    /// core, each once, and an app that keeps no child has the lines it had before them.
    @Test func onlyASwiftUIAppThatKeepsAChildHasTheLinesOfKeptStacks() {
        let occurrences = SwiftUIRuntimeSource.keptStackLines.map { lines in
            SwiftUIRuntimeSource.core.components(separatedBy: lines.kept).count - 1
        }
        // The property, then the two ways of taking a presentation away.
        #expect(occurrences == [1, 2])
        for lines in SwiftUIRuntimeSource.keptStackLines {
            #expect(!SwiftUIRuntimeSource.coreWithoutKeptStacks.contains(lines.kept))
        }
        let body = { (keep: Bool) in
            SwiftUIRuntimeSource.body(
                imports: SwiftImports(), routes: false, namedResults: false, triggers: false, then: false, keep: keep)
        }
        #expect(
            body(false).contains(
                "for stack in presentation.stacks { stack.stopAllWork() }\n        presentation.onDismiss()"))
        #expect(!body(false).contains("isKept"))
        #expect(body(true).contains("if isKept { hide() } else { stopAllWork() }"))
    }
}
