import FlowEmitters
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The digest line that lets generate leave an up-to-date file alone without making its text:
/// whatever is edited — the file by hand, a flow, a flow it starts, an option — the file ends up
/// exactly as generating into an empty directory makes it, and a file nothing changed is not
/// written (its modification time stays).
@Suite struct GeneratedFileDigestTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try directory.write(SampleFlows.login, to: "flows/Login.flow.yaml")
    }

    func generate(
        output: String = "out", check: Bool = false, emitter: SwiftEmitter = SwiftEmitter()
    ) throws -> GenerateRun.Outcome {
        try GenerateRun(
            paths: [directory.path("flows")], output: directory.path(output), check: check, emitter: emitter,
            currentDirectory: directory.path
        ).run().get()
    }

    /// Each file of `out` and its modification time.
    func snapshot(_ output: String = "out") throws -> [String: (text: String, modified: Date?)] {
        var files: [String: (String, Date?)] = [:]
        for name in try directory.files(in: output) {
            files[name] = (try directory.read(output + "/" + name), try directory.modificationDate(output + "/" + name))
        }
        return files
    }

    /// What generating the flows as they are now into an empty directory writes.
    func fresh(emitter: SwiftEmitter = SwiftEmitter()) throws -> [String: String] {
        let name = "fresh-\(UUID().uuidString)"
        _ = try generate(output: name, emitter: emitter)
        defer { try? FileManager.default.removeItem(atPath: directory.path(name)) }
        return try snapshot(name).mapValues(\.text)
    }

    func changed(_ outcome: GenerateRun.Outcome) -> [String] {
        outcome.changes.filter { $0.kind == .changed }.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    }

    func waitForTheClock() {
        // Modification times have a coarse grain on some file systems.
        Thread.sleep(forTimeInterval: 0.05)
    }

    @Test func everyGeneratedFileCarriesTheDigestLineAfterTheHeader() throws {
        _ = try generate()
        for (name, file) in try snapshot() {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0].hasPrefix(SwiftEmitter.headerPrefix), "\(name)")
            #expect(lines[1].hasPrefix(GeneratedFileDigest.prefix), "\(name)")
            #expect(lines[1].count == GeneratedFileDigest.prefix.count + 16 + ", body ".count + 16, "\(name)")
            #expect(lines[2].isEmpty, "\(name)")
        }
    }

    @Test func nothingChangedLeavesEveryFileAsItWasModificationTimeIncluded() throws {
        _ = try generate()
        let before = try snapshot()
        waitForTheClock()
        let again = try generate()
        #expect(again.changes.isEmpty)
        #expect(again.unchanged == before.count)
        let after = try snapshot()
        for (name, file) in before {
            #expect(after[name]?.text == file.text, "\(name)")
            #expect(after[name]?.modified == file.modified, "\(name)")
        }
        #expect(try generate(check: true).status(check: true) == .clean)
    }

    @Test func aHandEditedBodyIsRestoredThoughTheDigestLineIsIntact() throws {
        _ = try generate()
        let path = "out/AppCoordinator.swift"
        let original = try directory.read(path)
        let edited = original.replacingOccurrences(of: "func start()", with: "func start(animated: Bool)")
        #expect(edited != original)
        try directory.write(edited, to: path)

        let check = try generate(check: true)
        #expect(changed(check) == ["AppCoordinator.swift"])
        #expect(try directory.read(path) == edited, "--check writes nothing")

        let outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift"])
        #expect(try directory.read(path) == original)
    }

    @Test func aHandEditedDigestLineIsRestored() throws {
        _ = try generate()
        let path = "out/LoginCoordinator.swift"
        let original = try directory.read(path)
        var lines = original.components(separatedBy: "\n")
        // Another inputs digest: as if the file had been made from other flows.
        var digits = Array(lines[1])
        let position = GeneratedFileDigest.prefix.count
        digits[position] = digits[position] == "0" ? "1" : "0"
        lines[1] = String(digits)
        try directory.write(lines.joined(separator: "\n"), to: path)

        let outcome = try generate()
        #expect(changed(outcome) == ["LoginCoordinator.swift"])
        #expect(try directory.read(path) == original)
    }

    @Test func aHandEditedHeaderIsRestored() throws {
        _ = try generate()
        let path = "out/LoginCoordinator.swift"
        let original = try directory.read(path)
        try directory.write(original.replacingOccurrences(of: "flows/Login.flow.yaml", with: "Login.yaml"), to: path)
        #expect(changed(try generate()) == ["LoginCoordinator.swift"])
        #expect(try directory.read(path) == original)
    }

    /// What a power loss may leave of a file renamed into place before the disk had its bytes
    /// (`generate` without `--durable`): nothing, or the start of its header line. The next run
    /// writes it again, as `generate --help` and Docs/robustness.md promise.
    @Test(arguments: [0, 10, 30, 60]) func aFileAPowerLossCutShortIsWrittenAgain(keeping count: Int) throws {
        _ = try generate()
        let path = "out/LoginCoordinator.swift"
        let original = try directory.read(path)
        let firstLine = try #require(original.split(separator: "\n").first)
        try #require(count < firstLine.utf8.count)
        try directory.write(Data(original.utf8.prefix(count)), to: path)

        let outcome = try generate()
        #expect(changed(outcome) == ["LoginCoordinator.swift"])
        #expect(try directory.read(path) == original)
    }

    /// An empty file that generating would not write is nobody's leftover the run can tell:
    /// still refused, the directory left alone.
    @Test func anEmptyFileTheRunDoesNotWriteIsStillRefused() throws {
        _ = try generate()
        try directory.write(Data(), to: "out/Notes.swift")
        let result = GenerateRun(
            paths: [directory.path("flows")], output: directory.path("out"), currentDirectory: directory.path
        ).run()
        guard case .failure(let error) = result else {
            Issue.record("generate ran over a file it did not write")
            return
        }
        #expect("\(error)".contains("was not generated by flowc"))
    }

    @Test func changingAFlowRewritesItsFileAndLeavesTheOthersAlone() throws {
        _ = try generate()
        let before = try snapshot()
        waitForTheClock()
        try directory.write(
            SampleFlows.app.replacingOccurrences(of: "close: pop", with: "close: popToRoot"), to: "flows/App.flow.yaml")

        let outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift"])
        let after = try snapshot()
        #expect(after.mapValues(\.text) == (try fresh()))
        #expect(after["AppCoordinator.swift"]?.text.contains("popToFirstScreen(on: navigation)") == true)
        for name in ["FlowcSupport.swift", "LoginCoordinator.swift"] {
            #expect(after[name]?.modified == before[name]?.modified, "\(name)")
        }
    }

    /// Format 1.1: an alert's texts and buttons are among the flow's inputs.
    @Test func changingAnAlertRewritesItsFlowsFile() throws {
        let withAlert =
            SampleFlows.login.replacingOccurrences(of: "submit: finish done", with: "submit: alert sure")
            + "alerts:\n  sure:\n    title: Sure?\n    buttons: {yes: finish done, no: {role: cancel}}\n"
        try directory.write(withAlert, to: "flows/Login.flow.yaml")
        _ = try generate()
        waitForTheClock()
        try directory.write(withAlert.replacingOccurrences(of: "Sure?", with: "Really?"), to: "flows/Login.flow.yaml")
        let outcome = try generate()
        #expect(changed(outcome) == ["LoginCoordinator.swift"])
        let after = try snapshot()
        #expect(after.mapValues(\.text) == (try fresh()))
        #expect(after["LoginCoordinator.swift"]?.text.contains("title: \"Really?\",") == true)
    }

    /// Format 1.2: whether a step is made is among the flow's inputs.
    @Test func makingAStepRewritesItsFlowsFile() throws {
        _ = try generate()
        waitForTheClock()
        try directory.write(
            SampleFlows.app.replacingOccurrences(of: "to: push detail", with: "to: push detail\n        make: true"),
            to: "flows/App.flow.yaml")
        let outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift"])
        let after = try snapshot()
        #expect(after.mapValues(\.text) == (try fresh()))
        #expect(after["AppCoordinator.swift"]?.text.contains("if let made = work.homeOpenInput(input) {") == true)
    }

    /// Format 1.2: a second step (`then`) rewrites its flow's file, and the support file, which
    /// gains the closing moves with a completion; changing only the second step rewrites the flow's.
    @Test func aSecondStepRewritesItsFlowsFileAndTheSupportFile() throws {
        _ = try generate()
        waitForTheClock()
        let withThen = SampleFlows.app.replacingOccurrences(
            of: "close: pop", with: "close: {to: pop, then: start Login}")
        try directory.write(withThen, to: "flows/App.flow.yaml")
        var outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift", "FlowcSupport.swift"])
        #expect(try snapshot().mapValues(\.text) == (try fresh()))
        #expect(try directory.read("out/AppCoordinator.swift").contains("pop(on: navigation) { [weak self] beneath in"))
        #expect(try directory.read("out/FlowcSupport.swift").contains("func flowcRunThen("))
        waitForTheClock()
        try directory.write(
            SampleFlows.app.replacingOccurrences(
                of: "close: pop", with: "close: {input: Int, to: pop, then: push detail}"),
            to: "flows/App.flow.yaml")
        outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift"])
        #expect(try snapshot().mapValues(\.text) == (try fresh()))
    }

    @Test func changingAFlowThatAnotherStartsRewritesBoth() throws {
        _ = try generate()
        // Without `back`, Login's sheet cannot be swiped away: App presents it differently.
        try directory.write(
            SampleFlows.login.replacingOccurrences(of: "back: done\n", with: ""), to: "flows/Login.flow.yaml")

        let outcome = try generate()
        #expect(changed(outcome) == ["AppCoordinator.swift", "LoginCoordinator.swift"])
        let app = try directory.read("out/AppCoordinator.swift")
        #expect(app.contains("stack.maySwipeAway = { [weak self] in self?.work.mayDismissLoginBySwipe() ?? false }"))
        #expect(try snapshot().mapValues(\.text) == (try fresh()))
    }

    @Test func changingAnOptionRewritesEveryFile() throws {
        _ = try generate()
        let standIns = SwiftEmitter(imports: SwiftImports(uiKit: "StandInUIKit", swiftUI: "StandInSwiftUI"))
        let outcome = try generate(emitter: standIns)
        #expect(outcome.changes.map(\.kind) == [.changed, .changed, .changed])
        #expect(try directory.read("out/FlowcSupport.swift").contains("import StandInUIKit\n"))
        #expect(try snapshot().mapValues(\.text) == (try fresh(emitter: standIns)))
    }

    @Test func movingTheFlowsRewritesTheHeaders() throws {
        _ = try generate()
        try FileManager.default.moveItem(atPath: directory.path("flows"), toPath: directory.path("moved"))
        let outcome = try GenerateRun(
            paths: [directory.path("moved")], output: directory.path("out"), currentDirectory: directory.path
        ).run().get()
        #expect(outcome.changes.count == 3)
        #expect(try directory.read("out/LoginCoordinator.swift").hasPrefix("// Generated by flowc from moved/"))
    }

    /// A line break in a flow file's path would end the header's comment, leave the rest of the
    /// path as code, and make the file look like no generated file to the next run, which would
    /// then refuse to touch it. It is written as `\n`, in the skeletons' banners too.
    @Test func aLineBreakInTheFlowsPathIsEscapedInTheHeader() throws {
        try FileManager.default.moveItem(atPath: directory.path("flows"), toPath: directory.path("my\nflows"))
        let run = GenerateRun(
            paths: [directory.path("my\nflows")], output: directory.path("out"), skeletons: directory.path("app"),
            currentDirectory: directory.path)
        _ = try run.run().get()
        let login = try directory.read("out/LoginCoordinator.swift")
        #expect(login.hasPrefix("// Generated by flowc from my\\nflows/Login.flow.yaml. Do not edit.\n"), "\(login)")
        for name in try directory.files(in: "app") {
            let skeleton = try directory.read("app/" + name)
            #expect(skeleton.hasPrefix("// Created by flowc from my\\nflows/"), "\(name): \(skeleton)")
        }
        #expect(try run.run().get().changes.isEmpty)
    }

    @Test func theSameFlowsGiveTheSameDigestsInAnotherDirectory() throws {
        _ = try generate()
        let other = try TemporaryDirectory()
        try other.write(SampleFlows.app, to: "flows/App.flow.yaml")
        try other.write(SampleFlows.login, to: "flows/Login.flow.yaml")
        _ = try GenerateRun(
            paths: [other.path("flows")], output: other.path("out"), currentDirectory: other.path
        ).run().get()
        for name in try directory.files(in: "out") {
            #expect(try other.read("out/" + name) == (try directory.read("out/" + name)), "\(name)")
        }
    }

    /// FNV-1a's published test vectors: the digests are the same on every machine.
    @Test func theHashIsFNV1aWithSixtyFourBits() {
        func fnv(_ text: String) -> String {
            var hash = StableHash()
            Array(text.utf8).withUnsafeBytes { hash.add($0) }
            return hash.hex
        }
        #expect(fnv("") == "cbf29ce484222325")
        #expect(fnv("a") == "af63dc4c8601ec8c")
        #expect(fnv("foobar") == "85944171f73967e8")
    }
}
