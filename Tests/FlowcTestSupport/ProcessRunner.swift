import Foundation

/// Runs programs as users and scripts do: flowc itself, Python, swift-format, validators.
public enum ProcessRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
        public var seconds: Double
        /// Whether the program ran past its time and was killed.
        public var timedOut: Bool
        /// How it ended: `.exit` (with `status`) or `.uncaughtSignal`.
        public var reason: Process.TerminationReason

        public init(
            status: Int32, standardOutput: String, standardError: String, seconds: Double = 0,
            timedOut: Bool = false, reason: Process.TerminationReason = .exit
        ) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.seconds = seconds
            self.timedOut = timedOut
            self.reason = reason
        }

        /// Standard output, then standard error.
        public var output: String { standardOutput + standardError }
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where `name` is on PATH, if it is.
    public static func lookUp(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `arguments`, the first one a path or a name looked up on PATH, in `directory`, with
    /// `environment` over this process's own (or, with `inherit` false, instead of it) and `input`
    /// on standard input. Both outputs are read while it runs, so a large one cannot fill a pipe;
    /// a program that runs longer than `timeout` seconds is killed (`timedOut`).
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        inherit: Bool = true, input: Data? = nil, closedOutput: Bool = false, timeout: Double = 120
    ) throws -> Result {
        let name = arguments[0]
        guard let executable = name.contains("/") ? name : lookUp(name) else {
            throw NotFound(description: "'\(name)' is not on PATH")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(arguments.dropFirst())
        if let directory { process.currentDirectoryURL = directory }
        process.environment =
            inherit ? ProcessInfo.processInfo.environment.merging(environment) { $1 } : environment
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        // A reader that has gone away (`flowc graph | head`).
        if closedOutput { try output.fileHandleForReading.close() }
        let started = Date()
        try process.run()
        // Read before writing the input, so that a program that answers as it reads cannot stall.
        let outputData = closedOutput ? nil : ReadAll(output.fileHandleForReading)
        let errorData = ReadAll(error.fileHandleForReading)
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        while process.isRunning && Date().timeIntervalSince(started) < timeout {
            usleep(2_000)
        }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData?.wait() ?? Data(), as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self),
            seconds: Date().timeIntervalSince(started), timedOut: timedOut, reason: process.terminationReason)
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

/// Where the package's files are, from this file's place in it.
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}

/// The `flowc` the tests run: `FLOWC_BINARY`, or the one SwiftPM built beside the test bundle
/// (the test targets depend on it).
public enum FlowcExecutable {
    public static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["FLOWC_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("flowc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()
}
