import ArgumentParser
import FlowDiagnostics
import FlowEmitters
import FlowReports
import FlowcKit

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw flows as a Graphviz DOT or Mermaid graph.",
        discussion: """
            Reads and checks flows exactly as `flowc lint` does, then draws them: a cluster per \
            flow labelled with its coordinator, a node per screen (SwiftUI screens rounded and \
            blue, storyboard screens as notes), an edge per transition labelled with its action \
            (push solid, present bold, replace with a diamond head, pop and dismiss dashed), \
            `start` edges into the child's cluster, the parent's `on` handlers back out of the \
            child's outcomes, and `finish` edges to the flow's outcomes. Findings are drawn in \
            red, with their rule ids in the label and the tooltip.

            The graph is drawn even when the flows have errors, from whatever could be read.

              flowc graph flows | dot -Tsvg -o flows.svg
              flowc graph flows --format mermaid --flow Checkout --output checkout.mmd

            Exit status: 0 no errors, 1 errors found (the graph is still written), 2 the run \
            failed (bad argument, unreadable path, no flow files, unknown --flow, unwritable --output).
            """
    )

    @Argument(help: "Flow files or directories to draw (default: the current directory).")
    var paths: [String] = []

    @Option(help: "Graph format: dot (Graphviz) or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Draw only this flow and the flows it can start.", valueName: "name"))
    var flow: String?

    @Option(
        help: ArgumentHelp("Write the graph to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var configurationOptions: ConfigurationOptions

    func run() throws {
        var drawn = try draw()
        // The flows are gone by now (draw's own), so the joined text does not come on top of them.
        let bytes = drawn.text.bytes()
        if let output {
            if case .failure(let error) = AtomicFile.write(bytes, to: output) {
                throw Output.fail(error)
            }
        } else {
            Output.standardOutput(bytes)
        }
        if !drawn.diagnostics.isEmpty {
            let report = TextReporter(colored: false).report(drawn.diagnostics, summary: drawn.summary)
            Output.standardError(report.output)
        }
        if drawn.status != .clean { throw drawn.status.exitCode }
    }

    /// Reads, checks and draws the flows; what it returns no longer holds them.
    private func draw() throws -> (text: GraphText, diagnostics: [Diagnostic], summary: LintSummary, status: ExitStatus)
    {
        let outcome: LintRun.Outcome
        switch try configurationOptions.lintRun(paths).run() {
        case .success(let result): outcome = result
        case .failure(let error): throw Output.fail(error)
        }
        let selection: [Bool]
        switch FlowSelection.flows(from: flow, in: outcome.graph) {
        case .success(let selected): selection = selected
        case .failure(let unknown): throw Output.fail(RunError(unknown.description))
        }
        let text = format.write(outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
        return (text, outcome.diagnostics, outcome.summary, outcome.status(strict: false))
    }
}

extension GraphFormat: ExpressibleByArgument {}
