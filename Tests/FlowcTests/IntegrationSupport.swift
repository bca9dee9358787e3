import Foundation
import Testing

extension TemporaryDirectory {
    /// Writes `text` to `path` below the directory, creating folders, and returns its URL.
    @discardableResult
    func put(_ path: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Programs from outside the package that the integration tests run: SARIF validators and
/// readers from PyPI, `swift`, `sh`. Looked up on PATH.
enum ExternalTool {
    struct Result {
        var status: Int32
        var output: String
    }

    static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `arguments` (the first looked up on PATH) in `directory`, output and error together.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
        timeout: Double = 120
    ) throws -> Result {
        let executable = try #require(path(of: arguments[0]), "\(arguments[0]) is not on PATH")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(arguments.dropFirst())
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        let standardInput = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = standardInput
        let started = Date()
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let output = ReadAll(pipe.fileHandleForReading)
        while process.isRunning && Date().timeIntervalSince(started) < timeout { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output.wait(), as: UTF8.self))
    }
}
