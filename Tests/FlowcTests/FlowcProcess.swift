import FlowcTestSupport
import Foundation
import Testing

/// Runs the built `flowc` executable, as users and CI scripts do.
enum FlowcProcess {
    typealias Result = ProcessRunner.Result

    /// The package root, from this file's place in it.
    static let packageRoot = PackageRoot.url

    static let fixtures = packageRoot.appendingPathComponent("Tests/FlowcTests/Fixtures")

    static let executable = FlowcExecutable.url

    /// Runs `flowc arguments` in `directory`, feeding `input` on standard input, without colours,
    /// with `environment` over the tests' own. A run that takes longer than `timeout` is killed
    /// and recorded as a hang.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:],
        input: Data? = nil, timeout: Double = 30
    ) throws -> Result {
        let executable = try #require(executable, "flowc is not built beside the tests")
        let result = try ProcessRunner.run(
            [executable.path] + arguments, in: directory,
            environment: environment.merging(["NO_COLOR": "1"]) { $1 }, input: input, timeout: timeout)
        if result.timedOut {
            Issue.record("flowc \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        return result
    }
}
