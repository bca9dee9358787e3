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
                let expected = names.count - Set(names).count
                if external.first?.isUppercase == true {
                    // An invalid screen id is reported as such, and a clash at it is not also
                    // reported: still an error where the names are one, so nothing is generated.
                    let invalidID = MutationGapTests.lint([("Example.flow.yaml", text)]).diagnostics.contains {
                        $0.message == "screen id '\(external)' must be lowerCamelCase"
                    }
                    #expect(invalidID && clashes.count <= expected, "\(screen).\(action), external \(external)")
                } else {
                    #expect(clashes.count == expected, "\(screen).\(action), external \(external)")
                }
            }
        }
    }

    /// Names that differ in their first letter's case only: a requirement upper-cases it. The
    /// upper-case one is no lowerCamelCase name, which is the finding, once, at it.
    @Test func namesThatDifferInTheirFirstLettersCaseAreOneInvalidName() {
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
        #expect(Self.requirementClashes(text).isEmpty)
        #expect(
            MutationGapTests.lint([("Example.flow.yaml", text)]).diagnostics.map {
                "\($0.location.line):\($0.location.column) \($0.message)"
            } == ["9:7 action name 'Save' must be lowerCamelCase"])
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
                "the input that 'push form' of action 'login' makes and action 'loginInput' of screen 'home' would both generate the work requirement 'homeLoginInput'; rename one",
                "the input that 'push form' of the handler of 'done' of child 'Child' makes and the 'on' entry 'doneInput' of child 'Child' would both generate the work requirement 'afterChildDoneInput'; rename one",
            ])
    }
}
