import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2: a child's `keep`, `true`, `false` or `{reopen: TRIGGER}`, and where it cannot be.
@Suite struct KeepDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The findings, each as `rule line:column message`.
    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func keepIsReadOnPresentedChildren() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens: {browser: null}
            children:
              Library: {present: true, keep: {reopen: showPanel}}
              Autofill: {present: {style: fullScreen}, keep: true}
              Help: {present: true, keep: false}
              Other: {present: true}
            """)
        #expect(findings(file).isEmpty)
        let flow = try #require(file.flows.first)
        #expect(flow.children.map(\.isKept) == [true, true, false, false])
        #expect(flow.children.map { $0.keep?.reopen?.value } == ["showPanel", nil, nil, nil])
        let keep = try #require(flow.children[0].keep)
        #expect((keep.position.line, keep.position.column) == (5, 28))
        let reopen = try #require(keep.reopen?.position)
        #expect((reopen.line, reopen.column) == (5, 43))
    }

    @Test func aTabsFlowsOtherChildrenArePresentedAndMayBeKept() throws {
        let file = decode(
            """
            flow: Main
            root: tabs
            tabs: [Home]
            children:
              Home: null
              Settings: {keep: true}
            """)
        #expect(findings(file).isEmpty)
        #expect(file.flows.first?.children.map(\.isKept) == [false, true])
    }

    @Test func aKeptChildIsPresentedAndFinishes() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens: {browser: null}
            children:
              Help: {keep: true}
              Tips: {present: false, keep: true}
              Main: {present: true, permanent: true, keep: true}
            ---
            flow: Tabs
            root: tabs
            tabs: [Home]
            children:
              Home: {keep: {reopen: show}}
            """)
        #expect(
            findings(file) == [
                "schema 5:10 a kept child is presented: its stack is kept while it is hidden, which a stack shared with its parent cannot be",
                "schema 6:26 a kept child is presented: its stack is kept while it is hidden, which a stack shared with its parent cannot be",
                "schema 7:42 child 'Main' is permanent: it lives as long as its parent already; 'keep' is for a child that finishes",
                "schema 13:10 child 'Home' is a tab: it lives as long as its parent already; 'keep' is for a child that finishes",
            ])
        // Reported, and read as not kept, so that no rule reads them as kept too.
        #expect(file.flows.flatMap(\.children).map(\.isKept) == [false, false, false, false])
    }

    @Test func keepWrittenWrongIsASchemaFinding() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens: {browser: null}
            children:
              A: {present: true, keep: "true"}
              B: {present: true, keep: {}}
              C: {present: true, keep: {reopen: [show]}}
              D: {present: true, keep: {reopen: show, again: true}}
              E: {present: true, keep: [true]}
            """)
        #expect(
            findings(file) == [
                "schema 5:28 'keep' must be true, false or {reopen: TRIGGER}, not the quoted text 'true': write true without quotes",
                "schema 6:28 'keep' given as a map names the trigger of 'B' that a later start runs: {reopen: TRIGGER}",
                "schema 7:37 'reopen' must be text, not a list",
                "schema 8:43 'keep' of child 'D' has no key 'again'",
                "schema 9:28 'keep' must be true, false or {reopen: TRIGGER}, not a list",
            ])
        #expect(file.flows.first?.children.map { $0.keep?.reopen?.value } == [nil, nil, nil, "show", nil])
        // A map keeps the child whatever it holds; another value is read as not kept, and marked
        // as unread so that the child is not also reported as never released.
        #expect(file.flows.first?.children.map(\.isKept) == [true, true, true, true, false])
        #expect(file.flows.first?.children.map(\.hasUnreadableKeep) == [false, false, false, false, true])
    }
}
