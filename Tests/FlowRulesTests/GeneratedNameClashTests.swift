import FlowRules
import Testing

/// `invalid-identifier` makes a flow's work requirements only where its names can clash, and it
/// decides that from the names alone: whenever two requirements would have one name, it must say
/// so, or the generated code does not compile and nothing said why.
@Suite struct GeneratedNameClashTests {
    static func requirementClashes(_ text: String) -> [String] {
        MutationGapTests.lint([("Example.flow.yaml", text)]).diagnostics.map(\.message)
            .filter { $0.contains("would both generate the work requirement") }
    }

    /// An external screen's `<screen>Done` and `make<Screen>Screen` beside the requirement of an
    /// action with alternatives, over screen and action names that start one another, or not,
    /// at a capital, or not: a finding exactly where the names are one.
    @Test(arguments: ["share", "shareSheet", "sh", "maker", "Share"])
    func anExternalScreensRequirementsClashWhereTheirNamesAreOne(external: String) {
        let screens = ["share", "shareSheet", "sha", "s", "makeShare", "shareSheetDo", "make"]
        let actions = ["done", "sheetDone", "reSheetDone", "eSheetDone", "shareScreen", "screen", "rScreen", "ne"]
        for screen in screens where screen != external {
            for action in actions {
                let text = """
                    flow: App
                    entry: true
                    start: home
                    outcomes: [done]
                    screens:
                      home: {actions: {go: present \(external), open: push \(screen)}}
                      \(screen): {actions: {\(action): [finish done, stay]}}
                      \(external): {external: true, to: [finish done, stay]}
                    """
                let names = [
                    GeneratedNames.actionRequirement(screen: screen, action: action),
                    GeneratedNames.externalScreenRequirement(external),
                    GeneratedNames.externalDoneRequirement(external),
                ]
                let clashes = Self.requirementClashes(text)
                #expect(clashes.count == names.count - Set(names).count, "\(screen).\(action), external \(external)")
            }
        }
    }

    /// Names that differ in their first letter's case only: a requirement upper-cases it.
    @Test func namesThatDifferInTheirFirstLettersCaseClash() {
        let text = """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            screens:
              home:
                actions:
                  save: [finish done, stay]
                  Save: [finish done, stay]
            """
        #expect(
            Self.requirementClashes(text) == [
                "action 'Save' of screen 'home' and action 'save' of screen 'home' would both generate the work requirement 'homeSave'; rename one"
            ])
    }

    /// A made step's requirement (format 1.2, `<place>Input`) beside the requirement of an action
    /// or an `on` entry whose name ends in `Input`: one name, though no name starts another.
    @Test func aMadeStepsInputClashesWithANameEndingInInput() {
        let text = """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            screens:
              home:
                actions:
                  login: {to: push form, make: true}
                  loginInput: [finish done, stay]
              form:
                input: String
                actions:
                  close: finish done
            children:
              Child: {on: {doneInput: [finish done, stay], done: {to: push form, make: true}}}
            ---
            flow: Child
            outcomes: [done, doneInput]
            start: a
            screens:
              a: {actions: {x: finish done, y: finish doneInput}}
            """
        #expect(
            Self.requirementClashes(text) == [
                "the input that 'push form' makes and action 'loginInput' of screen 'home' would both generate the work requirement 'homeLoginInput'; rename one",
                "the input that 'push form' makes and the 'on' entry 'doneInput' of child 'Child' would both generate the work requirement 'afterChildDoneInput'; rename one",
            ])
    }
}
