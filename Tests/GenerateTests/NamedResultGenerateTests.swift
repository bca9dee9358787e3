import FlowEmitters
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Named results (format 1.2) in the fuzz grammar: its valid sets wait for named answers and hand
/// them back with `return NAME`, so that "lints clean ⇒ generated code parses"
/// (GeneratedSwiftPropertyTests) covers them; one such set type-checks against the stand-ins.
@Suite struct NamedResultGenerateTests {
    /// The first `count` lint-clean sets of the fuzz grammar among the first 400 whose generated
    /// code has a result enum and a named answer handed back.
    /// `uiKitOnly`: no SwiftUI screen, whose default view type a UIKit screen of another flow may
    /// share (a gap of the grammar's valid sets outside named results: `DetailViewController` made
    /// a SwiftUI view by one flow's skeleton and pushed as a controller by another's).
    static func namedSets(_ count: Int, uiKitOnly: Bool = false) -> [(seed: UInt64, files: [GeneratedFile])] {
        var sets: [(UInt64, [GeneratedFile])] = []
        for seed in UInt64(0)..<400 where sets.count < count {
            let flows = GeneratedSwiftPropertyTests.fuzzSet(seed)
            guard flows.contains(where: { $0.text.contains("return yes") || $0.text.contains("return picked") }),
                !uiKitOnly || !flows.contains(where: { $0.text.contains("swiftui: true") }),
                let files = GeneratedSwiftPropertyTests.generated(flows),
                files.contains(where: {
                    $0.contents.contains("Result {") && $0.contents.contains("FlowcNamedAnswer(\"")
                })
            else { continue }
            sets.append((seed, files))
        }
        return sets
    }

    @Test func theGrammarsValidSetsWaitForNamedAnswersAndLintClean() {
        let sets = Self.namedSets(5)
        #expect(sets.count == 5, "fewer than 5 lint-clean sets with named results among the first 400")
        for (seed, files) in sets {
            #expect(GeneratedSwiftCheck.problems(in: files) == [], "fuzz set \(seed)")
        }
    }

    @Test(
        "sets with named results type-check against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable))
    func namedSetsTypeCheck() throws {
        // Until both ways of answering are covered: a screen's answer with a payload, a handler's.
        let ways = ["FlowcNamedAnswer(\"picked\", input)", "reply?.answer(FlowcNamedAnswer(\""]
        var covered: Set<String> = []
        for (seed, files) in Self.namedSets(12, uiKitOnly: true) where covered.count < ways.count {
            let new = ways.filter { way in !covered.contains(way) && files.contains { $0.contents.contains(way) } }
            guard !new.isEmpty else { continue }
            covered.formUnion(new)
            let directory = try TemporaryDirectory()
            var paths = [try directory.write(GeneratedSwiftPropertyTests.model, to: "Model.swift").path]
            for file in files { paths.append(try directory.write(file.contents, to: file.name).path) }
            let compile = try StandInCompiler.compile(paths, module: "Sample")
            #expect(compile.status == 0, "fuzz set \(seed): \(compile.output)")
        }
        #expect(covered.count == ways.count, "the grammar's named sets cover \(covered.sorted()) only")
    }
}

/// What the emitters write for named results, line by line.
@Suite struct NamedResultCodeTests {
    static let flows: [(path: String, text: String)] = [
        (
            "Devices.flow.yaml",
            """
            flow: Devices
            entry: true
            start: list
            screens:
              list:
                actions:
                  pick: {to: start Picker, result: {chosen: String, maybe: Int?, unchanged: null}}
            children:
              Picker: {on: {picked: return chosen, cancelled: return, other: return unchanged}}
            """
        ),
        (
            "Picker.flow.yaml",
            """
            flow: Picker
            start: palette
            outcomes: {picked: String, cancelled: String, other: null}
            back: other
            screens: {palette: {actions: {pick: {input: String, to: [finish picked, finish cancelled]}}}}
            """
        ),
    ]

    @Test func aHandlersReturnHandsTheNamedAnswerOrNilAndTheAskerSwitchesOverItsNames() throws {
        let files = try #require(GeneratedSwiftPropertyTests.generated(Self.flows))
        let devices = try #require(files.first { $0.name == "DevicesCoordinator.swift" }).contents
        // The answer's payload where it carries one; a plain `return` answers nil, its payload
        // going nowhere; an answer without a type is handed none.
        #expect(devices.contains("reply?.answer(FlowcNamedAnswer(\"chosen\", payload))"))
        #expect(devices.contains("release(child, on: navigation) { reply?.answer(nil) }"))
        #expect(devices.contains("reply?.answer(FlowcNamedAnswer(\"unchanged\"))"))
        #expect(devices.contains("reply: FlowcReply<FlowcNamedAnswer>? = nil"))
        #expect(
            devices.contains(
                "case \"chosen\": return (answer?.payload as? String).map { DevicesListPickResult.chosen($0) }"))
        #expect(devices.contains("case \"maybe\": return DevicesListPickResult.maybe(answer?.payload as? Int)"))
        #expect(devices.contains("case \"unchanged\": return DevicesListPickResult.unchanged"))
        #expect(devices.contains("    case maybe(Int?)\n"))
        #expect(GeneratedSwiftCheck.problems(in: files) == [])
        // Only where a flow waits for named answers does the support file declare them.
        let support = try #require(files.first { $0.name == "FlowcSupport.swift" }).contents
        #expect(support.contains("struct FlowcNamedAnswer"))
    }
}
