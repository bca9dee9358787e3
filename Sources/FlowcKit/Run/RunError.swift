import FlowcSupport

/// A failure of the run itself (exit code 2): a bad path, a bad configuration, a refusal to write.
/// Findings in flows are never run errors.
public struct RunError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension RunError {
    /// A file system call's failure, as the run reports it.
    public init(_ failure: FileSystem.Failure) {
        self.init(failure.message)
    }
}

/// The exit codes of every subcommand.
public enum ExitStatus: Int32, Sendable {
    /// No errors (warnings allowed, unless strict).
    case clean = 0
    /// Errors found, or warnings under `--strict`, or out-of-date files under `generate --check`.
    case findings = 1
    /// The run itself failed.
    case failure = 2
}
