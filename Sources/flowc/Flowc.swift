import ArgumentParser
import FlowReports
import FlowcKit

/// `flowc`: lint, generate and draw declarative navigation flows of iOS apps.
struct Flowc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowc",
        abstract: "Lint, generate and draw declarative navigation flows of iOS apps.",
        discussion: """
            flowc reads flow files (*.flow.yaml, *.flow.yml): coordinators, screens, actions and \
            child flows declared in YAML. It checks them with the rules of the flow format, \
            generates Swift coordinators from them and draws them as graphs.

            Exit status: 0 when no errors were found, 1 when errors (or, with --strict, warnings) \
            were, 2 when the run itself failed (a bad argument, an unreadable path).
            """,
        version: FlowcVersion.current,
        subcommands: [
            LintCommand.self, GenerateCommand.self, GraphCommand.self, RulesCommand.self, ExplainCommand.self,
            LSPCommand.self,
        ]
    )
}

@main
enum FlowcMain {
    static func main() {
        Output.ignoreBrokenPipes()
        ProcessAllocator.run {
            do {
                var command = try Flowc.parseAsRoot()
                try command.run()
            } catch {
                exit(with: error)
            }
            Output.exit(.clean)
        }
    }

    /// swift-argument-parser exits 64 on a usage error; the flow format says 2.
    private static func exit(with error: Error) -> Never {
        let code = Flowc.exitCode(for: error)
        let message = Flowc.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { Output.standardOutput(message + "\n") }
            Output.exit(.clean)
        }
        if let status = error as? ExitCode,
            [ExitStatus.findings.rawValue, ExitStatus.failure.rawValue].contains(status.rawValue)
        {
            Output.exit(status.rawValue == 1 ? .findings : .failure)
        }
        if !message.isEmpty { Output.standardError("flowc: " + message + "\n") }
        Output.exit(.failure)
    }
}
