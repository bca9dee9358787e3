import ArgumentParser
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

            The graph is drawn even when the flows have errors, from whatever could be read. \
            --output writes the file atomically (a temporary file beside it, renamed over it when \
            whole); --durable also flushes it to disk (fsync) before the rename, as it does for generate.

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

    @Flag(help: "With --output, flush the file to disk (fsync) before renaming it into place.")
    var durable = false

    @OptionGroup var configurationOptions: ConfigurationOptions

    func validate() throws {
        if durable && output == nil {
            throw ValidationError("--durable flushes the file of --output; standard output has none")
        }
    }

    func run() throws {
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
        // The text goes out as it is drawn: to a temporary file beside `--output`, renamed over
        // it once whole (a failure leaves the old file), or to standard output.
        var sink: StreamedGraph
        let file: AtomicStream?
        if let output {
            // What a run killed while writing here left, the next run clears.
            AtomicFile.removeLeftovers(beside: output)
            let stream: AtomicStream
            switch AtomicStream.open(output, durable: durable) {
            case .success(let opened): stream = opened
            case .failure(let error): throw Output.fail(error)
            }
            file = stream
            sink = StreamedGraph(destination: stream.write, heldBeside: output)
        } else {
            file = nil
            sink = StreamedGraph(destination: Output.standardOutput, heldBeside: Output.temporaryDirectory + "/graph")
        }
        format.write(outcome.graph, diagnostics: outcome.diagnostics, selection: selection, to: &sink)
        sink.flush()
        if let failure = sink.failure { throw Output.fail(failure) }
        if let file, case .failure(let error) = file.commit() { throw Output.fail(error) }
        if !outcome.diagnostics.isEmpty {
            let report = TextReporter(colored: false).report(outcome.diagnostics, summary: outcome.summary)
            Output.standardError(report.output)
        }
        // Exit with the flows still in memory: freeing them costs more than the process's exit.
        withExtendedLifetime(outcome) { Output.exit(outcome.status(strict: false)) }
    }
}

/// The drawing on its way out: written to `destination` as it is made, while the part that comes
/// after every cluster (the edges) waits in a spill buffer, on disk once it is large. Small
/// pieces (a flow's subgraph, a few kilobytes) are gathered into one system call.
private struct StreamedGraph: GraphSink {
    static let gathered = 64 << 10

    let destination: (UnsafeRawBufferPointer) -> Void
    let held: SpillBuffer
    private var pending: [UInt8] = []
    /// Why what was held could not be written back.
    private(set) var failure: RunError?

    init(destination: @escaping (UnsafeRawBufferPointer) -> Void, heldBeside path: String) {
        self.destination = destination
        held = SpillBuffer(beside: path)
        pending.reserveCapacity(Self.gathered)
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        if pending.count + bytes.count > Self.gathered { flush() }
        if bytes.count >= Self.gathered {
            destination(bytes)
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    func hold(_ bytes: UnsafeRawBufferPointer) { held.append(bytes) }

    mutating func writeHeld() {
        flush()
        if case .failure(let error) = held.drain(destination) { failure = error }
    }

    /// Writes what is gathered; call once the graph is written.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes(destination)
        pending.removeAll(keepingCapacity: true)
    }
}

extension GraphFormat: ExpressibleByArgument {}
