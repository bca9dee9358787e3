import FlowcTestSupport
import Foundation
import Testing

/// Exit codes are always 0, 1 or 2, whatever the input: hostile files and what the fuzzer found
/// go through `lint` (every format), `graph` (both formats) and `generate` with the binary. A
/// trap would end the process with a signal, which no status here allows.
@Suite struct ExitCodeTests {
    static let valid = "flow: A\nentry: true\nstart: a\nscreens: {a: {actions: {b: push b}}, b: null}\n"

    /// Inputs that once broke or could break a reader, a rule or an emitter.
    static let inputs: [(String, [UInt8])] = {
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (level, previous) in zip("bcdefghijk", "abcdefghij") {
            laughs +=
                "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        var noise = SplitMix64(seed: 0xE817)
        return [
            ("valid", Array(valid.utf8)),
            ("deep", Array(String(repeating: "[", count: 50_000).utf8)),
            ("deep-maps", Array(String(repeating: "{a: ", count: 50_000).utf8)),
            ("laughs", Array(laughs.utf8)),
            ("long-scalar", Array(("flow: " + String(repeating: "A", count: 70_000)).utf8)),
            ("utf16", [0xFF, 0xFE, 0x66, 0x00]),
            ("bad-utf8", Array("flow: A\nstart: \u{00E9}".utf8).map { $0 == 0xC3 ? 0xFF : $0 }),
            ("nul", [0x66, 0x00, 0x3A]),
            ("noise", (0..<4096).map { _ in UInt8(truncatingIfNeeded: noise.next()) }),
            ("alias-loop", Array("flow: &a A\nstart: *a\nscreens: {*a : *a}\n".utf8)),
            ("empty-names", Array("flow: ''\nentry: true\nstart: ''\nscreens: {'': {actions: {'': push ''}}}\n".utf8)),
            ("unicode-names", Array("flow: Ä\nentry: true\nstart: é\nscreens: {é: {actions: {ü: push é}}}\n".utf8)),
            (
                "keyword-names",
                Array("flow: Type\nentry: true\nstart: self\nscreens: {self: {actions: {init: push self}}}\n".utf8)
            ),
            (
                "types",
                Array(
                    "flow: T\nentry: true\ninput: \"((((\"\nstart: a\noutcomes: {x: \"[[Int: ]\"}\nscreens: {a: {input: \"some any async\", actions: {b: {input: \"->\", output: \"Int!\", to: finish x}}}}\n"
                        .utf8)
            ),
        ]
    }()

    static let commands: [[String]] = [
        ["lint", "--format", "text"], ["lint", "--format", "xcode"], ["lint", "--format", "json"],
        ["lint", "--format", "sarif"], ["lint", "--format", "github"], ["lint", "--strict"],
        ["graph"], ["graph", "--format", "mermaid"], ["generate", "--output", "out", "--skeletons", "skeletons"],
        ["generate", "--check", "--output", "out"],
    ]

    @Test func everyCommandOnEveryHostileInputExitsZeroOneOrTwo() throws {
        let directory = try TemporaryDirectory()
        for (name, bytes) in Self.inputs {
            try Data(bytes).write(to: directory.url.appendingPathComponent("\(name).flow.yaml"))
        }
        for (name, _) in Self.inputs {
            for command in Self.commands {
                let result = try FlowcProcess.run(command + ["\(name).flow.yaml"], in: directory.url, timeout: 60)
                #expect([0, 1, 2].contains(result.status), "flowc \(command) \(name): status \(result.status)")
                #expect(!result.standardError.contains("Fatal error"), "flowc \(command) \(name)")
                if name != "valid" && !command.contains("generate") {
                    #expect(result.status != 2, "flowc \(command) \(name): \(result.standardError)")
                }
            }
        }
        // All of them at once, as one run over a directory.
        for command in Self.commands {
            let result = try FlowcProcess.run(command + ["."], in: directory.url, timeout: 120)
            #expect([0, 1].contains(result.status), "flowc \(command) .: status \(result.status)")
        }
    }

    /// Found in the audit: two baseline entries of one key whose counts add past Int.max trapped
    /// (arithmetic overflow, exit 132). The sum saturates now.
    @Test func baselineCountsThatAddPastTheLargestIntegerAreNoTrap() throws {
        let directory = try TemporaryDirectory()
        try Data(Self.valid.utf8).write(to: directory.url.appendingPathComponent("a.flow.yaml"))
        let entry = #"{"rule": "syntax", "file": "x", "message": "m", "count": 9223372036854775807}"#
        try Data(#"{"version": 1, "findings": [\#(entry), \#(entry)]}"#.utf8)
            .write(to: directory.url.appendingPathComponent("baseline.json"))
        let result = try FlowcProcess.run(["lint", "--baseline", "baseline.json", "a.flow.yaml"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "1 file, 1 flow: no findings\n")
    }

    /// A reader that stops reading (`flowc graph | head`) does not end flowc with SIGPIPE.
    @Test func aClosedStandardOutputIsNoSignal() throws {
        let directory = try TemporaryDirectory()
        var text = "flow: Big\nentry: true\nstart: s0\nscreens:\n"
        for index in 0..<3000 { text += "  s\(index): {actions: {next: push s\(index + 1)}}\n" }
        text += "  s3000: null\n"
        try Data(text.utf8).write(to: directory.url.appendingPathComponent("big.flow.yaml"))
        for arguments in [["graph", "big.flow.yaml"], ["lint", "--format", "json", "big.flow.yaml"]] {
            let executable = try #require(FlowcProcess.executable, "flowc is not built beside the tests")
            let result = try ProcessRunner.run(
                [executable.path] + arguments, in: directory.url, closedOutput: true)
            #expect(result.reason == .exit, "\(arguments)")
            #expect(result.status == 0, "\(arguments)")
        }
    }

    /// Standard output that fails otherwise (a full disk: `/dev/full`) is a run failure, said on
    /// standard error: what was asked for is not all there, so status 0 would lie.
    @Test(arguments: [["graph", "flows"], ["lint", "--format", "sarif", "flows"], ["lint", "flows"]])
    func aStandardOutputThatCannotBeWrittenIsARunFailure(_ arguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let executable = try #require(FlowcProcess.executable, "flowc is not built beside the tests")
        let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try ProcessRunner.run(["/bin/sh", "-c", command + " > /dev/full"], in: FlowcProcess.packageRoot)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains("cannot write standard output"), "\(result.standardError)")
    }
}
