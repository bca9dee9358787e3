import FlowEmitters
import FlowModel
import FlowReports
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@Suite struct PathGlobTests {
    func glob(_ pattern: String) throws -> PathGlob { try PathGlob.parse(pattern).get() }

    @Test func starsStayInAComponentAndDoubleStarsCrossThem() throws {
        #expect(try glob("*.flow.yaml").matches("A.flow.yaml"))
        #expect(try !glob("*.flow.yaml").matches("sub/A.flow.yaml"))
        #expect(try glob("**/A.flow.yaml").matches("A.flow.yaml"))
        #expect(try glob("**/A.flow.yaml").matches("x/y/A.flow.yaml"))
        #expect(try glob("F?o[a-c][!x].yaml").matches("Foob1.yaml"))
        #expect(try !glob("F?o[a-c][!x].yaml").matches("Foobx.yaml"))
    }

    @Test func aFolderTakesInEverythingBelowIt() throws {
        #expect(try glob("Pods").matches("Pods/X/A.flow.yaml"))
        #expect(try glob("./Pods/").matches("Pods/A.flow.yaml"))
        #expect(try !glob("Pods").matches("MorePods/A.flow.yaml"))
    }

    @Test func malformedPatternsSayWhy() {
        #expect(PathGlob.parse("").failureMessage == "an empty pattern matches nothing")
        #expect(PathGlob.parse("a[bc").failureMessage == "'[' at character 2 is never closed by ']'")
    }
}

extension Result where Failure == PathGlob.GlobError {
    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}

@Suite struct SuppressionScanTests {
    @Test func findsDisableCommentsWithTheirColumns() {
        let text = """
            flow: A  # flowc:disable unused-outcome, dead-end-screen
            # flowc:disable schema
            name: "# flowc:disable not-a-comment"
            x: a#flowc:disable no-space-before

            """
        let comments = Suppressions.scan(Array(text.utf8))
        #expect(comments.map(\.line) == [1, 2])
        #expect(comments.first?.column == 12)
        #expect(comments.first?.entries.map(\.rule) == ["unused-outcome", "dead-end-screen"])
        #expect(comments.last?.entries.map(\.rule) == ["schema"])
    }
}

@Suite struct FlowSourcesTests {
    @Test func findsFlowFilesInByteOrderOnce() throws {
        let directory = try TemporaryDirectory()
        for name in ["b.flow.yaml", "B.flow.yml", "a/c.flow.yaml", "notes.yaml", ".flow.yaml"] {
            try directory.write("flow: X\n", to: name)
        }
        let found = try FlowSources.find([directory.path, directory.path("b.flow.yaml")]).get()
        #expect(
            found.map { String($0.dropFirst(directory.path.count + 1)) } == [
                "B.flow.yml", "a/c.flow.yaml", "b.flow.yaml",
            ])
    }

    @Test func aMissingPathIsARunError() {
        guard case .failure(let error) = FlowSources.find(["/no/such/place"]) else {
            Issue.record("found files in a missing path")
            return
        }
        #expect(error.message == "cannot read '/no/such/place': no such file or directory")
    }
}

@Suite struct AtomicFileTests {
    @Test func replacesAFileWholeAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old", to: "out.txt")
        try AtomicFile.write("new text", to: directory.path("out.txt")).get()
        #expect(try directory.read("out.txt") == "new text")
        #expect(try directory.files() == ["out.txt"])
    }

    @Test func aMissingFolderIsAnErrorNotACrash() {
        guard case .failure(let error) = AtomicFile.write("x", to: "/no/such/folder/out.txt") else {
            Issue.record("wrote into a missing folder")
            return
        }
        #expect(error.message.hasPrefix("cannot write '/no/such/folder/out.txt'"))
    }
}

@Suite struct InMemoryPipelineTests {
    static let flow = Array(
        "flow: A\nentry: true\nstart: a\nscreens:\n  a:\n    actions:\n      next: push b\n  b: null\n".utf8)

    @Test func runsEveryStageOnce() {
        let result = InMemoryPipeline.run([(path: "A.flow.yaml", bytes: Self.flow)])
        #expect(result.lint.summary.errors == 0)
        #expect(Set(result.reports.keys) == Set(ReportFormat.allCases))
        #expect(result.reports[.json]?.output.hasPrefix("{\"diagnostics\": []") == true)
        #expect(result.reports[.sarif]?.output.contains("\"version\": \"\(FlowcVersion.current)\"") == true)
        #expect(result.graphs.count == 2 && result.selectedGraphs.count == 2)
        #expect(result.generated.map(\.name).contains("ACoordinator.swift"))
    }

    @Test func writesNothingForFlowsWithErrors() {
        let result = InMemoryPipeline.run([(path: "A.flow.yaml", bytes: Array("flow: [".utf8))])
        #expect(result.lint.summary.errors > 0)
        #expect(result.generated.isEmpty && result.skeletons.isEmpty)
        #expect(result.reports[.text]?.output.contains("[syntax]") == true)
    }
}

@Suite struct FlowLoaderTests {
    @Test func aFileOverTheLimitIsOneFinding() {
        var limits = FlowLoader().limits
        limits.fileSize = 4
        let file = FlowLoader(limits: limits).load(text: "flow: A\n", path: "A.flow.yaml")
        #expect(file.diagnostics.map(\.message) == ["file is 8 bytes, over the limit of 4 bytes (limits.fileSize)"])
    }
}
