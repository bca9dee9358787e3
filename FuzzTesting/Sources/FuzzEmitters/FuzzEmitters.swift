import FlowDiagnostics
import FlowEmitters
import FlowReports
import FlowcKit
import Foundation
import FuzzSupport
import SwiftParser
import SwiftSyntax

/// libFuzzer's entry point: the bytes pick a flow set written to be valid, which must lint
/// without errors (one input in four with mistakes too, for drawings and reports full of
/// findings); its linted IR goes through every
/// emitter, and each output is read back: both graph formats (every flow, and each `--flow`
/// selection) by a checker of their syntax, JSON and SARIF by `JSONSerialization`, one of the
/// generated Swift files or skeletons by swift-syntax's parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEmitters(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    var choices = Choices(fuzzBytes(start, count))
    let mistakes = choices.below(4) == 0
    let files = FlowSetWriter(mistakes: mistakes).write(&choices)
    let outcome = lintFlowSet(files)
    let context = describe(files)
    // A flow set written to be valid lints without errors, or the Swift below is never generated.
    if !mistakes && outcome.summary.errors > 0 {
        let found = outcome.diagnostics.filter { $0.severity == .error }.map { "\($0)" }.joined(separator: "\n")
        preconditionFailure("errors in a valid flow set:\n\(found)\n\(context)")
    }

    let builder = NavigationGraphBuilder()
    checkGraphs(builder.build(outcome.graph, diagnostics: outcome.diagnostics), context: context)
    for name in outcome.graph.flowNames {
        guard case .success(let selection) = FlowSelection.flows(from: name, in: outcome.graph) else {
            preconditionFailure("--flow \(name) is unknown:\n\(context)")
        }
        checkGraphs(
            builder.build(outcome.graph, diagnostics: outcome.diagnostics, selection: selection), context: context)
    }

    for format in ReportFormat.allCases {
        for colored in [false, true] {
            let report = format.reporter(colored: colored, version: "0.0.0").report(
                outcome.diagnostics, summary: outcome.summary)
            checkReport(report.output, format: format, findings: outcome.diagnostics.count, context: context)
        }
    }

    if outcome.summary.errors == 0 {
        let emitter = SwiftEmitter()
        let source = { (path: String) in path }
        let generated = emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
        precondition(!generated.isEmpty, "no Swift for a valid flow set:\n\(context)")
        // Parsing is the costliest step: one file per input, picked by the input's length, so
        // the corpus parses every kind of file the emitter writes.
        let file = generated[count % generated.count]
        let tree = Parser.parse(source: file.contents)
        precondition(!tree.hasError, "\(file.name) does not parse:\n\(file.contents)\n\(context)")
    }
    return 0
}

func checkGraphs(_ graph: NavigationGraph, context: String) {
    let dot = GraphFormat.dot.emit(graph)
    if let problem = GraphSyntax.dotProblem(dot) { preconditionFailure("DOT: \(problem)\n\(dot)\n\(context)") }
    let mermaid = GraphFormat.mermaid.emit(graph)
    if let problem = GraphSyntax.mermaidProblem(mermaid) {
        preconditionFailure("Mermaid: \(problem)\n\(mermaid)\n\(context)")
    }
}

func checkReport(_ output: String, format: ReportFormat, findings: Int, context: String) {
    switch format {
    case .json:
        let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [Any]
        precondition(diagnostics?.count == findings, "JSON report:\n\(output)\n\(context)")
    case .sarif:
        let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let run = (object?["runs"] as? [Any])?.first as? [String: Any]
        precondition((run?["results"] as? [Any])?.count == findings, "SARIF report:\n\(output)\n\(context)")
    case .text, .xcode, .github:
        precondition(findings == 0 || !output.isEmpty || format == .text, "\(format) report is empty:\n\(context)")
    }
}

@_cdecl("FuzzEmitters_main")
public func fuzzEmittersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzEmitters)
}
