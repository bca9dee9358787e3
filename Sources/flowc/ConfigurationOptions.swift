import ArgumentParser
import FlowcKit

/// `--config FILE`, shared by every command that reads flows.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The configuration file (default: .flowc.yml in the current directory, if there is one).",
            valueName: "file"))
    var file: String?

    /// The configuration, or the end of the run (exit 2) when it is unreadable or wrong.
    func load() throws -> Configuration {
        switch Configuration.load(file) {
        case .success(let configuration): return configuration
        case .failure(let error): throw Output.fail(error)
        }
    }

    /// A lint run of `paths` as the configuration says.
    func lintRun(_ paths: [String]) throws -> LintRun {
        try load().lintRun(paths: paths)
    }
}
