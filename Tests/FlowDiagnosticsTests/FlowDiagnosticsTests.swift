import FlowDiagnostics
import Testing

@Suite struct SuggestionTests {
    @Test func suggestsATypoAndNothingFarOff() {
        #expect(Suggestion.closest(to: "veiw", among: ["view", "input", "actions"]) == "view")
        #expect(Suggestion.closest(to: "scren", among: ["screens", "screen"]) == "screen")
        #expect(Suggestion.closest(to: "banana", among: ["view", "input"]) == nil)
        // The name itself is no suggestion; another case of it is.
        #expect(Suggestion.closest(to: "view", among: ["view"]) == nil)
        #expect(Suggestion.closest(to: "SwiftUI", among: ["swiftui"]) == "swiftui")
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestion.closest(to: "cat", among: ["bat", "hat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["hat", "bat"]) == "hat")
    }

    @Test func hintIsASentenceOrNothing() {
        #expect(Suggestion.hint(for: "pussh", among: ["push", "pop"]) == "; did you mean 'push'?")
        #expect(Suggestion.hint(for: "zzzzzz", among: ["push", "pop"]) == "")
    }
}

@Suite struct SourceLocationTests {
    @Test func readsAsFileLineColumn() {
        let location = SourceLocation(file: "flows/A.flow.yaml", line: 3, column: 7)
        #expect(location.description == "flows/A.flow.yaml:3:7")
        #expect(location.file == "flows/A.flow.yaml" && location.line == 3 && location.column == 7)
        #expect(SourcePosition(line: 2, column: 5).description == "2:5")
    }

    @Test func aPositionInAFileIsTheLocationWrittenOut() {
        let file = SourceFile("a.flow.yaml")
        let location = SourceLocation(file: file, position: SourcePosition(line: 4, column: 2))
        #expect(location == SourceLocation(file: "a.flow.yaml", line: 4, column: 2))
        #expect(location.position == SourcePosition(line: 4, column: 2))
    }

    @Test func ordersByFileBytesThenLineThenColumn() {
        let locations = [
            SourceLocation(file: "b", line: 1, column: 1), SourceLocation(file: "a", line: 2, column: 1),
            SourceLocation(file: "a", line: 1, column: 9), SourceLocation(file: "B", line: 9, column: 9),
            SourceLocation(file: "a", line: 1, column: 2),
        ]
        #expect(
            locations.sorted().map(\.description) == ["B:9:9", "a:1:2", "a:1:9", "a:2:1", "b:1:1"])
    }

    @Test func dropsLeadingCurrentDirectory() {
        #expect(SourceLocation.pathWithoutCurrentDirectoryPrefix("./flows/A.flow.yaml") == "flows/A.flow.yaml")
        #expect(SourceLocation.pathWithoutCurrentDirectoryPrefix(".//./A.flow.yaml") == "A.flow.yaml")
        #expect(SourceLocation.pathWithoutCurrentDirectoryPrefix("../A.flow.yaml") == "../A.flow.yaml")
    }
}

@Suite struct DiagnosticOrderTests {
    static func finding(_ rule: RuleID, _ file: String, _ line: Int, _ message: String = "m") -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, message: message, location: SourceLocation(file: file, line: line, column: 1))
    }

    @Test func reportOrderIsPlaceThenRuleThenMessage() {
        let findings = [
            Self.finding(.schema, "b.yaml", 1), Self.finding(.syntax, "a.yaml", 2),
            Self.finding(.schema, "a.yaml", 2, "z"), Self.finding(.schema, "a.yaml", 2, "a"),
        ]
        let sorted = findings.sorted(by: Diagnostic.reportOrder)
        #expect(
            sorted.map { "\($0.location) \($0.rule) \($0.message)" } == [
                "a.yaml:2:1 schema a", "a.yaml:2:1 schema z", "a.yaml:2:1 syntax m", "b.yaml:1:1 schema m",
            ])
    }

    @Test func sortingInReportOrderKeepsTheOrderOfTies() {
        var findings = (0..<40).map { Self.finding(.schema, "f\($0 % 3).yaml", $0 % 5, "m\($0 % 2)") }
        for (position, index) in findings.indices.enumerated() { findings[index].flow = "\(position)" }
        let expected = findings.sorted(by: Diagnostic.reportOrder)
        findings.sortInReportOrder()
        #expect(findings.map(\.flow) == expected.map(\.flow))
        #expect(findings.map(\.location) == expected.map(\.location))
        var none: [Diagnostic] = []
        none.sortInReportOrder()
        #expect(none.isEmpty)
    }

    /// A finding there twice, equal in every field (a mistake in a YAML anchor's nodes, found
    /// through an alias too), is kept once, wherever its ties put it; findings that differ in any
    /// field stay.
    @Test func aFindingThereTwiceIsKeptOnce() {
        let first = Self.finding(.schema, "a.yaml", 2, "m")
        var otherFlow = first
        otherFlow.flow = "B"
        var findings = [first, Self.finding(.schema, "a.yaml", 1), otherFlow, first, otherFlow, first]
        findings.sortInReportOrder()
        #expect(findings == [Self.finding(.schema, "a.yaml", 1), first, otherFlow])
    }

    @Test func byteOrderIsNotTheLocalesOrder() {
        #expect("Z".precedesInByteOrder("a"))
        #expect(!"a".precedesInByteOrder("Z"))
        #expect("ab".precedesInByteOrder("abc"))
        #expect(!"abc".precedesInByteOrder("abc"))
        #expect("z".precedesInByteOrder("é"))
    }
}
