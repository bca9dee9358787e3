import Foundation
import Testing

/// Readings of the flow format that an independent implementation of the rules disagreed with,
/// end to end: each fixture under `Fixtures/readings/` gives exactly these findings, no more.
@Suite struct SpecReadingTests {
    /// `rule file:line:column` of each finding of `flowc lint` on the fixture, in report order.
    static func findings(_ fixture: String) throws -> [String] {
        let directory = FlowcProcess.fixtures.appendingPathComponent("readings")
        let result = try FlowcProcess.run(["lint", "--format", "json", fixture], in: directory)
        #expect(result.standardError.isEmpty)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let object = try #require(report as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        return diagnostics.map { diagnostic in
            let file = (diagnostic["file"] as? String ?? "").dropFirst(fixture.count + 1)
            return "\(diagnostic["rule"] ?? "") \(file):\(diagnostic["line"] ?? 0):\(diagnostic["column"] ?? 0)"
        }
    }

    @Test("a later flow with a taken name is reported at its 'flow' value and otherwise ignored")
    func aDuplicateFlowIsIgnored() throws {
        // Its screen 'is' is a keyword: not reported, as nothing inside the duplicate is checked.
        #expect(try Self.findings("duplicate-flow-ignored") == ["duplicate-identifier A.flow.yaml:7:7"])
    }

    @Test("'dismiss' is checked on a screen that 'start' does not reach")
    func dismissOnAnUnreachableScreen() throws {
        #expect(
            try Self.findings("dismiss-unreachable-screen") == [
                "unreachable-screen A.flow.yaml:6:3", "dismiss-without-present A.flow.yaml:8:14",
            ])
    }

    @Test("'dismiss' is checked in a flow whose 'start' is missing")
    func dismissWithoutStart() throws {
        #expect(
            try Self.findings("dismiss-without-start") == [
                "schema A.flow.yaml:1:1", "dismiss-without-present A.flow.yaml:7:14",
            ])
    }

    @Test("a 'pop' leaving a child from its first screen is reported at the parent when the child has no 'start'")
    func popLeavesAChildWithoutStart() throws {
        #expect(
            try Self.findings("pop-leaves-child-without-start") == [
                "unreleased-child App.flow.yaml:7:3", "schema Login.flow.yaml:1:1",
            ])
    }

    @Test("'start' and 'screens' of a tabs flow and 'tabs' of a stack flow are reported and otherwise ignored")
    func keysOfTheOtherRootAreIgnored() throws {
        // App's 'tabs' makes no tab of Extra (so it is an unused child, and Extra an unused flow)
        // and names Nowhere without a finding; Main's 'start Ghost' starts nothing (Ghost is
        // unused); nothing in Main's 'screens' is checked.
        #expect(
            try Self.findings("root-keys-ignored") == [
                "schema App.flow.yaml:4:1", "unused-child App.flow.yaml:9:3", "schema Main.flow.yaml:3:1",
                "schema Main.flow.yaml:4:1", "unused-flow Others.flow.yaml:5:7", "unused-flow Others.flow.yaml:10:7",
            ])
    }

    @Test("a stack verb in a tabs flow's handler is an invalid transition and nothing else")
    func aStackVerbInATabsHandler() throws {
        #expect(try Self.findings("stack-verb-in-tabs-handler") == ["invalid-transition App.flow.yaml:11:40"])
    }
}
