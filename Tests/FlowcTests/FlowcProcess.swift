import Foundation
import Testing

/// Runs the built `flowc` executable, as users and CI scripts do.
struct FlowcProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var seconds: Double
    }

    /// The package root, from this file's place in it.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/FlowcTests/Fixtures")

    /// The `flowc` built beside this test bundle (SwiftPM builds it: the tests depend on it).
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["FLOWC_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("flowc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs `flowc arguments` in `directory`, feeding `input` on standard input. A run that takes
    /// longer than `timeout` is killed and recorded as a hang.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, input: Data? = nil, timeout: Double = 30
    ) throws -> Result {
        let executable = try #require(executable, "flowc is not built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        let started = Date()
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        // Read both pipes while the process runs, so that a large report cannot fill a pipe.
        let outputData = ReadAll(output.fileHandleForReading)
        let errorData = ReadAll(error.fileHandleForReading)
        while process.isRunning && Date().timeIntervalSince(started) < timeout {
            usleep(2_000)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("flowc \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData.wait(), as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self),
            seconds: Date().timeIntervalSince(started))
    }
}

/// Reads a pipe to its end on a thread of its own.
final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
