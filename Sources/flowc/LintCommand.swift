import ArgumentParser
import FlowReports
import FlowcKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow files against the rules of the flow format.",
        discussion: """
            Reads every *.flow.yaml and *.flow.yml below each PATH (a file named directly is read \
            whatever its name), links the flows by name across files and reports every finding as \
            file:line:column. With no PATH, the current directory is linted.

            Exit status: 0 no errors (warnings allowed unless --strict), 1 errors found (or warnings \
            under --strict), 2 the run failed (bad argument, unreadable path, no flow files).
            """
    )

    @Argument(help: "Flow files or directories to lint (default: the current directory).")
    var paths: [String] = []

    @Option(help: "Report format: text, xcode or json.")
    var format: ReportFormat = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    func run() throws {
        let outcome: LintRun.Outcome
        switch LintRun(paths: paths).run() {
        case .success(let result): outcome = result
        case .failure(let error): throw Output.fail(error)
        }
        let report = format.reporter(colored: format == .text && Terminal.wantsColor)
            .report(outcome.diagnostics, summary: outcome.summary)
        Output.standardOutput(report.output)
        if let message = report.message { Output.standardError(message + "\n") }
        let status = outcome.status(strict: strict)
        if status != .clean { throw status.exitCode }
    }
}

extension ReportFormat: ExpressibleByArgument {}
