import FlowcTestSupport
import Foundation
import Testing

extension TemporaryDirectory {
    /// Writes `text` to `path` below the directory, creating folders, and returns its URL.
    @discardableResult
    func put(_ path: String, _ text: String) throws -> URL {
        try write(text, to: path)
    }
}

/// Programs from outside the package that the integration tests run: SARIF validators and
/// readers from PyPI, `swift`, `sh`. Looked up on PATH.
enum ExternalTool {
    struct Result {
        var status: Int32
        var output: String
    }

    static func path(of name: String) -> String? { ProcessRunner.lookUp(name) }

    /// Runs `arguments` (the first looked up on PATH) in `directory`, output and error together.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
        timeout: Double = 120
    ) throws -> Result {
        try #require(path(of: arguments[0]) != nil, "\(arguments[0]) is not on PATH")
        let result = try ProcessRunner.run(
            arguments, in: directory, environment: environment, input: input, timeout: timeout)
        if result.timedOut {
            Issue.record("\(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        return Result(status: result.status, output: result.standardOutput + result.standardError)
    }
}
