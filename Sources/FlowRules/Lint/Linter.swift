import FlowDiagnostics
import FlowModel
import FlowcSupport

/// Links decoded files and runs every rule over them.
public struct Linter: Sendable {
    public var rules: [any Rule.Type]
    public var configuration: RuleConfiguration

    public init(rules: [any Rule.Type] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    public struct Result: Sendable {
        public var graph: FlowGraph
        /// Every finding, configured severities applied, in report order.
        public var diagnostics: [Diagnostic]
    }

    /// Checks flow by flow, every rule on one flow before the next flow (`FlowGraph.checking`,
    /// as `IncrementalLinter` does), then what weighs every flow against every other. The IR of a
    /// large app is many times the processor's cache: rule by rule, each rule read all of it from
    /// memory again; flow by flow, a flow's values are read once and stay in the cache for every
    /// rule (3-4% less CPU on the bench corpus, Docs/speed.md). The findings are the same.
    public func lint(_ files: [FlowFile]) -> Result {
        let graph = FlowGraph(files: files)
        var diagnostics = Self.decodingFindings(files, graph: graph)
        let linter = self
        for findings in WorkerPool.map(graph.checked, { linter.checkInOrder(graph.checking([$0], workspace: false)) }) {
            diagnostics += findings
        }
        diagnostics += checkInOrder(graph.checking([], workspace: true))
        diagnostics = configured(diagnostics)
        diagnostics.sortInReportOrder()
        return Result(graph: graph, diagnostics: diagnostics)
    }

    /// What decoding found in `files`, but for the flows linking ignores: a later flow with a
    /// taken name is reported (`duplicate-identifier`) and otherwise ignored, and what its
    /// decoding found goes with it.
    static func decodingFindings(_ files: [FlowFile], graph: FlowGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var ignored = [[Range<Int>]](repeating: [], count: files.count)
        for duplicate in graph.duplicates {
            ignored[duplicate.file].append(files[duplicate.file].findings(ofFlowAt: duplicate.flowInFile))
        }
        for (file, ranges) in zip(files, ignored) {
            if ranges.isEmpty {
                diagnostics += file.diagnostics
            } else {
                for (position, diagnostic) in file.diagnostics.enumerated()
                where !ranges.contains(where: { $0.contains(position) }) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// Every rule's findings in `graph`, narrowed as `FlowGraph.checking` narrows them (without
    /// what decoding found), configured, in report order.
    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var diagnostics = configured(checkInOrder(graph))
        diagnostics.sortInReportOrder()
        return diagnostics
    }

    /// Every rule's findings in `graph`, one rule after another on the calling thread.
    func checkInOrder(_ graph: FlowGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules { diagnostics += rule.init().check(graph) }
        return diagnostics
    }

    /// The findings at their configured severities, those of rules turned off left out.
    func configured(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let defaults = Dictionary(RuleRegistry.all.map { ($0.description.id, $0.description.severity) }) { a, _ in a }
        return diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            let standard = defaults[diagnostic.rule] ?? diagnostic.severity
            guard let severity = configuration.severity(of: diagnostic.rule, default: standard) else { return nil }
            diagnostic.severity = severity
            return diagnostic
        }
    }
}
