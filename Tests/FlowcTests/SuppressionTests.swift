import FlowDiagnostics
import FlowReports
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// `# flowc:disable RULE[, RULE]` and `superfluous-disable`.
@Suite struct SuppressionTests {
    static func lint(
        _ text: String, configuration: String? = nil, _ arguments: [String] = []
    ) throws
        -> FlowcProcess.Result
    {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", text)
        if let configuration { try directory.put(".flowc.yml", configuration) }
        return try FlowcProcess.run(["lint", "--format", "xcode", "A.flow.yaml"] + arguments, in: directory.url)
    }

    /// Lints in this process, as `lint` does, and returns the findings.
    static func lintInProcess(
        _ files: [RuleExample.File], rules: RuleConfiguration = RuleConfiguration()
    )
        -> [Diagnostic]
    {
        let loader = FlowLoader()
        let decoded = files.map { loader.load(text: $0.text, path: $0.path) }
        var comments: [String: [DisableComment]] = [:]
        for file in files { comments[file.path] = Suppressions.scan(Array(file.text.utf8)) }
        return LintRun(paths: [], linter: Linter(configuration: rules)).lint(decoded, comments: comments).diagnostics
    }

    static let unreachable = """
        flow: App
        entry: true
        start: home
        screens:
          home: null
          lost: null
        """

    @Test func aCommentSilencesItsLineAndTheLineBelow() throws {
        let plain = try Self.lint(Self.unreachable)
        #expect(
            plain.standardOutput
                == "A.flow.yaml:6:3: error: screen 'lost' in flow 'App' is unreachable from its start 'home' [unreachable-screen]\n"
        )
        let above = try Self.lint(
            Self.unreachable.replacingOccurrences(of: "  lost", with: "  # flowc:disable unreachable-screen\n  lost"))
        #expect(above.status == 0)
        #expect(above.standardOutput.isEmpty)
        #expect(above.standardError == "1 file, 1 flow: no findings\n")
        let trailing = try Self.lint(
            Self.unreachable + "  #flowc:disable unreachable-screen -- kept for the next release")
        #expect(trailing.standardOutput.isEmpty)
        let tooFar = try Self.lint(
            Self.unreachable.replacingOccurrences(
                of: "  home: null", with: "  # flowc:disable unreachable-screen\n  home: null"))
        #expect(tooFar.status == 1)
        #expect(
            tooFar.standardOutput == """
                A.flow.yaml:5:19: warning: 'flowc:disable unreachable-screen' silences nothing: no 'unreachable-screen' finding on this line or the next [superfluous-disable]
                A.flow.yaml:7:3: error: screen 'lost' in flow 'App' is unreachable from its start 'home' [unreachable-screen]

                """)
    }

    @Test func oneCommentNamesSeveralRules() throws {
        let text = """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            screens:
              home: null
              # flowc:disable unreachable-screen,dead-end-screen ,  unused-outcome
              lost: null
            """
        let result = try Self.lint(text)
        #expect(
            result.standardOutput == """
                A.flow.yaml:4:12: warning: outcome 'done' of flow 'App' is never produced: no 'finish' names it and 'back' does not [unused-outcome]
                A.flow.yaml:6:3: warning: screen 'home' in flow 'App' is a dead end: no 'finish' can be reached from it, going back included [dead-end-screen]
                A.flow.yaml:7:38: warning: 'flowc:disable dead-end-screen' silences nothing: no 'dead-end-screen' finding on this line or the next [superfluous-disable]
                A.flow.yaml:7:57: warning: 'flowc:disable unused-outcome' silences nothing: no 'unused-outcome' finding on this line or the next [superfluous-disable]

                """)
    }

    @Test func misspeltAndMissingRuleIdsAreReported() throws {
        let text = Self.unreachable + "\n  # flowc:disable unreachable-screens\n  # flowc:disable\n"
        let result = try Self.lint(text)
        #expect(
            result.standardOutput == """
                A.flow.yaml:6:3: error: screen 'lost' in flow 'App' is unreachable from its start 'home' [unreachable-screen]
                A.flow.yaml:7:19: warning: 'flowc:disable unreachable-screens' names no rule; did you mean 'unreachable-screen'? [superfluous-disable]
                A.flow.yaml:8:5: warning: 'flowc:disable' names no rule; write '# flowc:disable RULE[, RULE]' [superfluous-disable]

                """)
    }

    @Test func onlyCommentsCount() throws {
        // Not comments: the directive in a value, `#` glued to a word, a longer word.
        let text = """
            flow: App
            entry: true
            start: home
            screens:
              home:
                view: flowc:disable
              lost: {view: Lost#flowc:disable}  # flowc:disable-all unreachable-screen
            """
        let result = try Self.lint(text)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[unreachable-screen]"))
        #expect(!result.standardOutput.contains("superfluous-disable"))
    }

    @Test func configurationDecidesAboutSuperfluousDisable() throws {
        let text = Self.unreachable + "  # flowc:disable unused-flow\n"
        let standard = try Self.lint(text)
        #expect(standard.standardOutput.contains("[superfluous-disable]"))
        #expect(standard.status == 1)
        // A rule that is off needs no comment, so its comment is not superfluous.
        let ruleOff = try Self.lint(text, configuration: "rules: {unused-flow: off}\n")
        #expect(!ruleOff.standardOutput.contains("[superfluous-disable]"))
        let off = try Self.lint(text, configuration: "rules: {superfluous-disable: off}\n")
        #expect(!off.standardOutput.contains("[superfluous-disable]"))
        let error = try Self.lint(
            Self.unreachable + "  # flowc:disable unreachable-screen, unused-flow\n",
            configuration: "rules: {superfluous-disable: error}\n")
        #expect(error.status == 1)
        #expect(
            error.standardOutput == """
                A.flow.yaml:6:51: error: 'flowc:disable unused-flow' silences nothing: no 'unused-flow' finding on this line or the next [superfluous-disable]

                """)
        // And it can be silenced like any rule.
        let silenced = try Self.lint(Self.unreachable + "  # flowc:disable unused-flow, superfluous-disable\n")
        #expect(silenced.standardOutput.contains("[unreachable-screen]"))
        #expect(!silenced.standardOutput.contains("[superfluous-disable]"))
    }

    @Test func syntaxFindingsAndOtherFilesToo() throws {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", "flow: A\nentry: true\nstart: a\nscreens: {a: [}  # flowc:disable syntax\n")
        try directory.put(
            "B.flow.yaml",
            "# flowc:disable unreachable-screen\n" + Self.unreachable.replacingOccurrences(of: "App", with: "B"))
        let result = try FlowcProcess.run(["lint", "--format", "xcode", "."], in: directory.url)
        #expect(
            result.standardOutput == """
                ./B.flow.yaml:1:17: warning: 'flowc:disable unreachable-screen' silences nothing: no 'unreachable-screen' finding on this line or the next [superfluous-disable]
                ./B.flow.yaml:7:3: error: screen 'lost' in flow 'B' is unreachable from its start 'home' [unreachable-screen]

                """)
    }

    @Test func linesAndColumnsWithCRLFAByteOrderMarkAndWideCharacters() {
        let text = "\u{FEFF}# ä flowc:disable x\r\nflow: A\r\n  # ü  flowc:disable  a ,b\rx: 1 # flowc:disable c"
        // Only comments whose `#` is followed by white space and the directive count.
        #expect(Suppressions.scan(Array(text.utf8)).map(\.line) == [4])
        let clean = "\u{FEFF}# flowc:disable x\r\nflow: A\r\n  #   flowc:disable  ä ,b\rx: 1 # flowc:disable c"
        let found = Suppressions.scan(Array(clean.utf8))
        #expect(found.map(\.line) == [1, 3, 4])
        #expect(found.map(\.column) == [3, 7, 8])
        #expect(found[0].entries.map(\.rule) == ["x"])
        #expect(found[1].entries.isEmpty, "'ä' is not a rule id: the list ends before it")
        #expect(found[2].entries.map(\.rule) == ["c"])
        #expect(found[2].entries.map(\.column) == [22])
    }

    /// The examples of `superfluous-disable`'s description are its tests, as for the other rules.
    @Test func superfluousDisableExamples() {
        let rule = SuperfluousDisableRule.description
        for example in rule.triggering {
            let (files, marks) = example.unmarked
            let found = Self.lintInProcess(files).filter { $0.rule == rule.id }.map(\.location)
            #expect(found == marks, "\(files.map(\.text))")
            #expect(Self.lintInProcess(files).allSatisfy { $0.rule == rule.id }, "the example has other findings")
        }
        for example in rule.nonTriggering {
            let files = example.unmarked.files
            #expect(Self.lintInProcess(files).isEmpty, "\(files.map(\.text))")
        }
    }
}
