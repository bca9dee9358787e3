import FlowDiagnostics
import FlowEmitters
import FlowModel
import FlowReports
import FlowRules
import FlowYAML

/// Everything flowc does with flow files, in memory and without the file system: read, decode,
/// link and lint (suppression comments included), every report format, both graph formats (all
/// flows, and the flows one flow can start), and, when no errors remain, the generated Swift and
/// its skeletons. The fuzz target feeds it arbitrary bytes; tests replay what the fuzzer found.
public enum InMemoryPipeline {
    public struct Result: Sendable {
        public var lint: LintRun.Outcome
        public var reports: [ReportFormat: Report]
        public var graphs: [GraphFormat: String]
        /// The graph of the first flow and the flows it can start, when there is a flow.
        public var selectedGraphs: [GraphFormat: String]
        /// Generated files and skeletons; empty when the flows have errors, as `generate` writes nothing then.
        public var generated: [GeneratedFile]
        public var skeletons: [GeneratedFile]
    }

    /// Runs the pipeline over `files` (path, bytes), in the given order.
    public static func run(_ files: [(path: String, bytes: [UInt8])], limits: YAMLLimits = .standard) -> Result {
        let loader = FlowLoader(limits: limits)
        let decoded = files.map { loader.load(bytes: $0.bytes, path: $0.path) }
        var comments: [String: [DisableComment]] = [:]
        for file in files where file.bytes.count <= limits.fileSize {
            let found = Suppressions.scan(file.bytes)
            if !found.isEmpty { comments[file.path] = found }
        }
        let outcome = LintRun(paths: [], loader: loader).lint(decoded, comments: comments)

        var reports: [ReportFormat: Report] = [:]
        // Colored: the text report then goes through its escapes too (the other formats have none).
        for format in ReportFormat.allCases {
            reports[format] = format.reporter(colored: true).report(outcome.diagnostics, summary: outcome.summary)
        }

        let builder = NavigationGraphBuilder()
        let drawing = builder.build(outcome.graph, diagnostics: outcome.diagnostics)
        var graphs: [GraphFormat: String] = [:]
        var selectedGraphs: [GraphFormat: String] = [:]
        for format in GraphFormat.allCases { graphs[format] = format.emit(drawing) }
        if let first = outcome.graph.flows.first,
            case .success(let selection) = FlowSelection.flows(from: first.name.value, in: outcome.graph)
        {
            let selected = builder.build(outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
            for format in GraphFormat.allCases { selectedGraphs[format] = format.emit(selected) }
        }

        var generated: [GeneratedFile] = []
        var skeletons: [GeneratedFile] = []
        if outcome.summary.errors == 0 {
            let emitter = SwiftEmitter()
            let source = { (path: String) in OutputDirectory.relative(path, to: "/") }
            generated = emitter.emit(outcome.graph, source: source)
            skeletons = emitter.skeletons(outcome.graph, source: source)
        }
        return Result(
            lint: outcome, reports: reports, graphs: graphs, selectedGraphs: selectedGraphs, generated: generated,
            skeletons: skeletons)
    }

    /// Splits one fuzz input into files: a NUL byte (which no flow file may hold) starts the
    /// next file, up to `maximumFiles`; the files are named `f0.flow.yaml`, `f1.flow.yaml`, ….
    public static func files(fromFuzzInput bytes: [UInt8], maximumFiles: Int = 4) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0, files.count + 1 < maximumFiles {
                files.append((path: "f\(files.count).flow.yaml", bytes: Array(bytes[start..<index])))
                start = index + 1
            }
            index += 1
        }
        files.append((path: "f\(files.count).flow.yaml", bytes: Array(bytes[start...])))
        return files
    }
}
