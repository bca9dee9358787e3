import FlowDiagnostics
import FlowModel
import FlowReports
import FlowRules

/// One lint of a set of paths: find the files, load them, link and check.
public struct LintRun: Sendable {
    public var paths: [String]
    public var loader: FlowLoader
    public var linter: Linter
    /// `.flowc.yml`'s included and excluded, for the files found below directories.
    public var filter: SourceFilter?

    /// The loader's limits hold for the whole run: the linter keeps to its `placementsPerTransition`.
    public init(paths: [String], loader: FlowLoader = FlowLoader(), linter: Linter = Linter()) {
        self.paths = paths
        self.loader = loader
        self.linter = linter
        self.linter.placementsPerTransition = loader.limits.placementsPerTransition
    }

    public struct Outcome: Sendable {
        public var files: [FlowFile]
        public var graph: FlowGraph
        public var diagnostics: [Diagnostic]
        public var summary: LintSummary

        /// 0 with no errors (and, when strict, no warnings); 1 otherwise.
        public func status(strict: Bool) -> ExitStatus {
            summary.errors > 0 || (strict && summary.warnings > 0) ? .findings : .clean
        }
    }

    public func run() -> Result<Outcome, RunError> {
        FlowSources.find(paths, filter: filter).flatMap { found in
            loader.loadWithComments(found).map { lint($0.files, comments: $0.comments) }
        }
    }

    /// Links and checks decoded files; `comments` are their `# flowc:disable` comments by path.
    public func lint(_ files: [FlowFile], comments: [String: [DisableComment]] = [:]) -> Outcome {
        outcome(of: linter.lint(files), files: files, comments: comments)
    }

    /// Links and checks decoded files as `lint` does, checking again only what changed since
    /// `incremental`'s last lint (made with this run's `linter`).
    public func lint(
        _ files: [FlowFile], comments: [String: [DisableComment]] = [:], incremental: inout IncrementalLinter
    ) -> Outcome {
        outcome(of: incremental.lint(files), files: files, comments: comments)
    }

    private func outcome(of result: Linter.Result, files: [FlowFile], comments: [String: [DisableComment]]) -> Outcome {
        let diagnostics = Suppressions.apply(result.diagnostics, comments: comments, rules: linter.configuration)
        let flowCount = files.reduce(0) { $0 + $1.flows.count }
        let summary = LintSummary(files: files.count, flows: flowCount, diagnostics: diagnostics)
        return Outcome(files: files, graph: result.graph, diagnostics: diagnostics, summary: summary)
    }
}
