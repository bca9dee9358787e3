import ArgumentParser
import FlowcKit
import FlowcSupport

/// Standard output for what machines read, standard error for people. Written straight to the
/// descriptors, unbuffered, so that the two never interleave out of order.
enum Output {
    static func standardOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func standardError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Bytes to standard output (a drawing made as UTF-8, piece by piece), the same way.
    static func standardOutput(_ bytes: UnsafeRawBufferPointer) {
        write(bytes.assumingMemoryBound(to: UInt8.self), to: STDOUT_FILENO)
    }

    /// Where files no one is to see go: `$TMPDIR`, or `/tmp`.
    static var temporaryDirectory: String {
        guard let directory = getenv("TMPDIR"), directory.pointee != 0 else { return "/tmp" }
        return String(cString: directory)
    }

    /// A reader that goes away (`flowc graph … | head`) makes writes fail instead of ending the
    /// process with SIGPIPE (status 141 in a shell): the run ends with its own exit code.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func exit(_ status: ExitStatus) -> Never {
        _exit(status.rawValue)
    }

    /// Ends a command with a run failure: the message on standard error, exit 2.
    static func fail(_ error: RunError) -> ExitCode {
        standardError("flowc: error: \(error.message)\n")
        return ExitCode(ExitStatus.failure.rawValue)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    /// A reader that went away (a closed pipe) ends the writing quietly, as `| head` wants. Any
    /// other failure of standard output (a full disk, an I/O error) ends the run at once with a
    /// run failure (status 2), as what was asked for is not all there; on standard error nothing
    /// more can be said.
    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                guard errno != EPIPE, descriptor == STDOUT_FILENO else { return }
                standardError("flowc: error: cannot write standard output: \(FileSystem.errorText())\n")
                exit(.failure)
            }
            offset += written
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

extension ExitStatus {
    var exitCode: ExitCode { ExitCode(rawValue) }
}

extension String {
    /// The text padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
