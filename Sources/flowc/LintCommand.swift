import ArgumentParser
import FlowReports
import FlowcKit
import FlowcSupport

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow files against the rules of the flow format.",
        discussion: """
            Reads every *.flow.yaml and *.flow.yml below each PATH (a file named directly is read \
            whatever its name), links the flows by name across files and reports every finding as \
            file:line:column. With no PATH, the current directory is linted (with --stdin-path and \
            no PATH, the text on standard input alone).

            .flowc.yml in the current directory (or --config FILE) sets included and excluded \
            paths, rule severities and reader limits. A comment `# flowc:disable RULE[, RULE]` \
            silences those rules' findings on its line and the line below.

            Formats: text (for people), xcode (for a Run Script phase), json (the flow format's \
            report), sarif (SARIF 2.1.0, for GitHub code scanning), github (workflow annotations).

            Exit status: 0 no errors (warnings allowed unless --strict), 1 errors found (or warnings \
            under --strict), 2 the run failed (bad argument, unreadable path, no flow files, bad \
            configuration or baseline).
            """
    )

    @Argument(help: "Flow files or directories to lint (default: the current directory).")
    var paths: [String] = []

    @Option(help: "Report format: text, xcode, json, sarif or github.")
    var format: ReportFormat = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Option(help: ArgumentHelp("Report only findings that this baseline file does not list.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record every finding of this run in a baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: .customLong("stdin-path"),
        help: ArgumentHelp(
            "Read one flow file from standard input and report it as this path (with PATHs, it replaces that file among them).",
            valueName: "path"))
    var stdinPath: String?

    func run() throws {
        let configuration = try configurationOptions.load()
        let known: Baseline?
        if let baseline {
            switch Baseline.load(baseline, currentDirectories: FileSystem.currentDirectoryNames()) {
            case .success(let loaded): known = loaded
            case .failure(let error): throw Output.fail(error)
            }
        } else {
            known = nil
        }
        let lint = configuration.lintRun(paths: paths)
        let result: Result<LintRun.Outcome, RunError>
        if let stdinPath {
            result = StandardInput.read(limit: configuration.limits.fileSize).flatMap {
                lint.run(standardInput: $0, path: stdinPath)
            }
        } else {
            result = lint.run()
        }
        var outcome: LintRun.Outcome
        switch result {
        case .success(let value): outcome = value
        case .failure(let error): throw Output.fail(error)
        }
        if let writeBaseline {
            let written = Baseline(outcome.diagnostics, currentDirectories: FileSystem.currentDirectoryNames())
            if case .failure(let error) = written.write(to: writeBaseline) {
                throw Output.fail(error)
            }
            let count = outcome.diagnostics.count
            Output.standardError("flowc: wrote \(count) finding\(count == 1 ? "" : "s") to \(writeBaseline)\n")
        }
        if let known {
            outcome.diagnostics = known.newFindings(outcome.diagnostics)
            outcome.summary = LintSummary(
                files: outcome.summary.files, flows: outcome.summary.flows, diagnostics: outcome.diagnostics)
        }
        let report = format.reporter(colored: format == .text && Terminal.wantsColor, version: FlowcVersion.current)
            .report(outcome.diagnostics, summary: outcome.summary)
        Output.standardOutput(report.output)
        if let message = report.message { Output.standardError(message + "\n") }
        // Exit with the flows still in memory: freeing every node of a large app one by one
        // costs more than the process's exit does.
        withExtendedLifetime(outcome) { Output.exit(outcome.status(strict: strict)) }
    }
}

extension ReportFormat: ExpressibleByArgument {}
