import FlowcSupport

/// The server over two file descriptors (standard input and output): reads framed messages,
/// hands them to the server in order, and returns the exit code when the client sends `exit` or
/// goes away (end of input, or output that can no longer be written).
///
/// Messages already read wait in a queue; a `$/cancelRequest` among them answers its request
/// with `RequestCancelled` instead of running it. When no message waits and no byte is ready to
/// read, the server publishes its findings (so a burst of changes is checked once).
public final class ServerLoop {
    private let input: Int32
    private let output: Int32
    private var framer = MessageFramer()
    private var queue: [QueuedMessage] = []
    private var next = 0
    /// Requests cancelled before they were handled.
    private var cancelled: Set<RequestID> = []
    private var outputFailed = false
    private var server: LanguageServer!

    private enum QueuedMessage {
        case message(IncomingMessage)
        case malformed(String)
    }

    public init(input: Int32, output: Int32, options: LanguageServer.Options) {
        self.input = input
        self.output = output
        server = LanguageServer(options: options) { [unowned self] body in self.write(body) }
    }

    /// Serves until `exit` or the end of input; the process's exit code.
    public func run() -> Int32 {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            while next < queue.count {
                let message = queue[next]
                next += 1
                switch message {
                case .malformed(let problem):
                    server.handleMalformedHeader(problem)
                case .message(let message):
                    var isCancelled = false
                    if case .request(let id, _, _) = message { isCancelled = cancelled.remove(id) != nil }
                    server.handle(message, cancelled: isCancelled)
                }
                if let code = server.exitCode { return code }
                if outputFailed { return 1 }
            }
            queue.removeAll(keepingCapacity: true)
            next = 0
            if !StreamInput.isReadable(input) {
                server.idle()
                if outputFailed { return 1 }
            }
            let count = StreamInput.read(input, into: &chunk)
            if count <= 0 { return server.exitCodeAtEndOfInput }
            framer.append(chunk[..<count])
            while let frame = framer.next() {
                switch frame {
                case .malformed(let problem):
                    queue.append(.malformed(problem))
                case .message(let body):
                    let message = IncomingMessage.parse(body)
                    if case .notification("$/cancelRequest", let params) = message,
                        let id = params?["id"].flatMap(RequestID.init)
                    {
                        cancelled.insert(id)
                    }
                    queue.append(.message(message))
                }
            }
        }
    }

    private func write(_ body: [UInt8]) {
        guard !outputFailed else { return }
        if !StreamOutput.write(MessageFramer.frame(body), to: output) { outputFailed = true }
    }
}

/// Reading a descriptor: the system calls behind two plain functions.
enum StreamInput {
    /// Reads what is there (blocking until something is): the count, 0 at the end, -1 on failure.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Whether a read would not block: bytes (or the end of input) are waiting.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}

enum StreamOutput {
    /// Writes every byte; false when the reader has gone away.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
