import FlowDiagnostics
import FlowModel
import FlowYAML
import FlowcSupport

/// Links decoded files and runs every rule over them.
public struct Linter: Sendable {
    public var rules: [any Rule.Type]
    public var configuration: RuleConfiguration
    /// `limits.placementsPerTransition`, which the graph's navigation analysis keeps to.
    public var placementsPerTransition: Int

    public init(
        rules: [any Rule.Type] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration(),
        placementsPerTransition: Int = YAMLLimits.standard.placementsPerTransition
    ) {
        self.rules = rules
        self.configuration = configuration
        self.placementsPerTransition = placementsPerTransition
    }

    public struct Result: Sendable {
        public var graph: FlowGraph
        /// Every finding, configured severities applied, in report order.
        public var diagnostics: [Diagnostic]
    }

    /// How many flows `lint` checks together, every rule over them before the next batch.
    static let flowsPerBatch = 16

    /// Checks the flows in batches (`FlowGraph.checking`, as `IncrementalLinter` checks one
    /// flow), then what weighs every flow against every other. The IR of a large app is many
    /// times the processor's cache: rule by rule over every flow, each rule read all of it from
    /// memory again; a batch's values are read once and stay in the cache for every rule, and
    /// each rule's code and set-up (`invalid-identifier`'s cache of keywords) serve the whole
    /// batch, not one flow. On the bench corpus that takes about 5% off the CPU of checking rule by rule (one flow
    /// at a time: 3.5%; Docs/speed.md). The findings are the same.
    public func lint(_ files: [FlowFile]) -> Result {
        lint(files, flowsPerBatch: Self.flowsPerBatch)
    }

    func lint(_ files: [FlowFile], flowsPerBatch: Int) -> Result {
        let graph = FlowGraph(files: files, placementsPerTransition: placementsPerTransition)
        var diagnostics = Self.decodingFindings(files, graph: graph)
        let linter = self
        let batches = stride(from: 0, to: graph.checked.count, by: flowsPerBatch).map {
            Array(graph.checked[$0..<min($0 + flowsPerBatch, graph.checked.count)])
        }
        for findings in WorkerPool.map(batches, { linter.checkInOrder(graph.checking($0, workspace: false)) }) {
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
        // A checked flow whose navigation passed `limits.placementsPerTransition` was followed in
        // part: what the rules found in it is left out, and the limit's finding is its own.
        let pastLimit = Set(
            graph.checked.filter { graph.navigation[$0].passedPlacementLimit }.map { graph.flows[$0].name.value })
        if !pastLimit.isEmpty {
            diagnostics.removeAll { $0.rule != .syntax && $0.flow.map(pastLimit.contains) == true }
        }
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
