import FlowDiagnostics
import FlowYAML
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Every resource limit: passing it is one `syntax` finding at the place it was passed, naming
/// the limit (`limits.NAME`, the key that raises it); one more unit of the limit removes the
/// finding; and a run goes on with its other files.
@Suite struct LimitTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var limits: YAMLLimits
        var text: String
        /// Where the finding is: line and column.
        var line: Int
        var column: Int
        var description: String { name }
    }

    static func limits(_ change: (inout YAMLLimits) -> Void) -> YAMLLimits {
        var limits = YAMLLimits.standard
        change(&limits)
        return limits
    }

    static let cases: [Case] = [
        Case(
            name: "fileSize", limits: limits { $0.fileSize = 40 },
            text: "flow: A\nentry: true\nstart: a\nscreens: {a: null}\n", line: 1, column: 1),
        Case(
            name: "nestingDepth", limits: limits { $0.nestingDepth = 3 },
            text: "flow: A\nentry: true\nstart: a\nscreens:\n  a:\n    actions: {b: stay}\n", line: 6, column: 14),
        Case(
            name: "scalarLength", limits: limits { $0.scalarLength = 10 },
            text: "flow: A\nentry: true\nstart: abcdefghijk\nscreens: {abcdefghijk: null}\n", line: 3, column: 8),
        Case(
            name: "aliasExpansion", limits: limits { $0.aliasExpansion = 5 },
            text: "flow: A\nentry: true\nstart: a\nx: &v [1, 2, 3]\ny: *v\nz: *v\n", line: 6, column: 4),
        Case(
            name: "flowsPerFile", limits: limits { $0.flowsPerFile = 2 },
            text: """
                flow: A
                entry: true
                start: a
                screens: {a: null}
                ---
                flow: B
                entry: true
                start: b
                screens: {b: null}
                ---
                # the third
                flow: C
                entry: true
                start: c
                screens: {c: null}

                """, line: 12, column: 1),
        Case(
            name: "screensPerFlow", limits: limits { $0.screensPerFlow = 2 },
            text: """
                flow: A
                entry: true
                start: a
                screens:
                  a: {actions: {next: push b}}
                  b: {actions: {next: push c}}
                  c: null

                """, line: 7, column: 3),
        Case(
            // Each second step lands where the one before it pushed: a round each, three in all.
            name: "placementsPerTransition", limits: limits { $0.placementsPerTransition = 1 },
            text: """
                flow: A
                entry: true
                start: r
                screens:
                  r: {actions: {go: push q0}}
                  q0: {actions: {c: {to: pop, then: push q1}}}
                  q1: {actions: {c: {to: pop, then: push q2}}}
                  q2: null

                """, line: 1, column: 7),
    ]

    static func lint(_ text: String, limits: YAMLLimits) -> [Diagnostic] {
        let run = LintRun(paths: [], loader: FlowLoader(limits: limits))
        return run.lint([run.loader.load(text: text, path: "l.flow.yaml")]).diagnostics
    }

    @Test(arguments: cases)
    func passingALimitIsOneSyntaxFindingThatNamesIt(_ limit: Case) throws {
        #expect(YAMLLimits.names.contains(limit.name))
        let findings = Self.lint(limit.text, limits: limit.limits)
        let syntax = findings.filter { $0.rule == .syntax }
        try #require(syntax.count == 1, "\(findings)")
        #expect(syntax[0].message.contains("(limits.\(limit.name))"), "\(syntax[0].message)")
        #expect(syntax[0].location == SourceLocation(file: "l.flow.yaml", line: limit.line, column: limit.column))
        #expect(syntax[0].severity == .error)
        // One more of it, and the file reads.
        var raised = limit.limits
        raised[name: limit.name] = (limit.limits[name: limit.name] ?? 0) + 100
        let clean = Self.lint(limit.text, limits: raised).filter { $0.rule == .syntax }
        #expect(clean.isEmpty, "\(clean)")
    }

    /// A screen written twice counts twice: `screensPerFlow` counts the entries under `screens`,
    /// so that a file of one key repeated a million times is one finding, not a million
    /// `duplicate-identifier`s.
    @Test func repeatedScreensCountTowardsTheLimit() {
        let text = "flow: A\nentry: true\nstart: h\nscreens:\n  h: null\n  h: null\n  h: null\n"
        let findings = Self.lint(text, limits: Self.limits { $0.screensPerFlow = 2 })
        #expect(findings.map(\.rule) == [.syntax], "\(findings)")
        #expect(findings.first?.location == SourceLocation(file: "l.flow.yaml", line: 7, column: 3))
        #expect(findings.first?.message.contains("has 3 screens") == true, "\(findings)")
    }

    @Test func theDefaultsAreDocumented() {
        let limits = YAMLLimits.standard
        #expect(limits.aliasExpansion == 100_000)
        #expect(limits.nestingDepth == 256)
        #expect(limits.fileSize == 16 * 1024 * 1024)
        #expect(limits.scalarLength == 64 * 1024)
        #expect(limits.flowsPerFile == 10_000)
        #expect(limits.screensPerFlow == 10_000)
        #expect(limits.placementsPerTransition == 64)
        #expect(YAMLLimits.names.compactMap { limits[name: $0] }.count == 7)
        #expect(limits[name: "noSuchLimit"] == nil)
    }

    /// The flows before the limit still count: their own findings are reported.
    @Test func flowsBeforeAFlowLimitStillCount() {
        var text = ""
        for index in 0..<4 { text += "---\nflow: F\(index)\nentry: true\nstart: a\nscreens: {a: null, b: null}\n" }
        let findings = Self.lint(text, limits: Self.limits { $0.flowsPerFile = 3 })
        #expect(findings.filter { $0.rule == .syntax }.count == 1)
        #expect(findings.filter { $0.rule == "unreachable-screen" }.count == 3, "\(findings)")
    }

    /// At the default limits, with the binary: each file over a limit is one finding, and the
    /// other files are still read and checked.
    @Test func theRunGoesOnWithTheOtherFiles() throws {
        let directory = try TemporaryDirectory()
        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: directory.url.appendingPathComponent(name))
        }
        var manyFlows = ""
        for index in 0...10_000 { manyFlows += "---\nflow: M\(index)\nentry: true\nstart: a\nscreens: {a: null}\n" }
        try write(manyFlows, "a-flows.flow.yaml")
        var manyScreens = "flow: Big\nentry: true\nstart: s0\nscreens:\n"
        for index in 0...10_000 { manyScreens += "  s\(index): {actions: {next: push s\(index + 1)}}\n" }
        try write(manyScreens, "b-screens.flow.yaml")
        let huge = FileManager.default.createFile(
            atPath: directory.url.appendingPathComponent("c-huge.flow.yaml").path, contents: nil)
        #expect(huge)
        let handle = try FileHandle(forWritingTo: directory.url.appendingPathComponent("c-huge.flow.yaml"))
        try handle.truncate(atOffset: UInt64(16 * 1024 * 1024 + 1))
        try handle.close()
        try write("flow: Z\nentry: true\nstart: a\nscreens: {a: null, b: null}\n", "d-other.flow.yaml")

        let result = try FlowcProcess.run(["lint", "--format", "xcode", "."], in: directory.url, timeout: 120)
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("./a-flows.flow.yaml:50002:1: error: ") && $0.contains("(limits.flowsPerFile)")
            },
            "\(lines.prefix(5))")
        #expect(
            lines.contains {
                $0.hasPrefix("./b-screens.flow.yaml:10005:3: error: ") && $0.contains("(limits.screensPerFlow)")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("./c-huge.flow.yaml:1:1: error: file is 16777217 bytes")
                    && $0.contains("(limits.fileSize)")
            })
        #expect(
            lines.contains { $0.hasPrefix("./d-other.flow.yaml:4:20: error: ") && $0.hasSuffix("[unreachable-screen]") }
        )
        #expect(lines.count == 4, "\(lines.prefix(8))")
        #expect(result.standardError == "4 files, 10001 flows: 4 errors, 0 warnings\n", "\(result.standardError)")
    }

    /// `.flowc.yml` sets each limit by its name, the new ones included.
    @Test func flowcYmlSetsTheLimitsByName() throws {
        let directory = try TemporaryDirectory()
        let flows =
            "flow: A\nentry: true\nstart: a\nscreens: {a: {actions: {n: push b}}, b: null}\n---\n"
            + "flow: B\nentry: true\nstart: c\nscreens: {c: null}\n"
        try Data(flows.utf8).write(to: directory.url.appendingPathComponent("a.flow.yaml"))
        try Data("limits:\n  screensPerFlow: 1\n".utf8).write(to: directory.url.appendingPathComponent(".flowc.yml"))
        let screens = try FlowcProcess.run(["lint", "--format", "xcode", "a.flow.yaml"], in: directory.url)
        #expect(screens.status == 1)
        #expect(
            screens.standardOutput.hasPrefix(
                "a.flow.yaml:4:38: error: flow 'A' has 2 screens, over the limit of 1 (limits.screensPerFlow)"),
            "\(screens.standardOutput)")
        try Data("limits:\n  flowsPerFile: 1\n".utf8).write(to: directory.url.appendingPathComponent(".flowc.yml"))
        let flowCount = try FlowcProcess.run(["lint", "--format", "xcode", "a.flow.yaml"], in: directory.url)
        #expect(flowCount.status == 1)
        #expect(
            flowCount.standardOutput.hasPrefix(
                "a.flow.yaml:6:1: error: the file has more than 1 flows (limits.flowsPerFile)"),
            "\(flowCount.standardOutput)")
        try Data("limits:\n  flowsPerFile: 2\n  screensPerFlow: 2\n".utf8).write(
            to: directory.url.appendingPathComponent(".flowc.yml"))
        let raised = try FlowcProcess.run(["lint", "a.flow.yaml"], in: directory.url)
        #expect(raised.status == 0, "\(raised.standardOutput)")
    }
}
