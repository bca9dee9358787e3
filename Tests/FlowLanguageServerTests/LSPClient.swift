import FlowcTestSupport
import Foundation
import Testing

/// A client of the real `flowc lsp` process: writes framed JSON-RPC to its standard input and
/// reads what it writes to standard output, as an editor does.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var messages: [[String: Any]] = []
    private var nextID = 1
    private var reader: Thread?

    /// Starts `flowc lsp arguments` in `directory`.
    init(in directory: URL, arguments: [String] = []) throws {
        let executable = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        process.executableURL = executable
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let thread = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                if data.isEmpty { return }
                self.lock.lock()
                self.received += data
                self.parse()
                self.lock.unlock()
            }
        }
        thread.start()
        reader = thread
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Takes every whole message out of `received` (the lock is held).
    private func parse() {
        while let headerEnd = findHeaderEnd() {
            let header = String(decoding: received[..<headerEnd], as: UTF8.self)
            guard
                let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }
                ),
                let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
            else {
                Issue.record("the server wrote a header without Content-Length: \(header)")
                received.removeAll()
                return
            }
            let start = headerEnd + 4
            guard received.count >= start + length else { return }
            let body = Data(received[start..<start + length])
            received.removeSubrange(0..<start + length)
            guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                Issue.record(
                    "the server wrote a body that is not a JSON object: \(String(decoding: body, as: UTF8.self))")
                continue
            }
            messages.append(object)
        }
    }

    private func findHeaderEnd() -> Int? {
        guard received.count >= 4 else { return nil }
        for index in 0...(received.count - 4)
        where received[index] == 13 && received[index + 1] == 10 && received[index + 2] == 13
            && received[index + 3] == 10
        {
            return index
        }
        return nil
    }

    // MARK: - Writing

    func writeRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    static func frame(_ object: [String: Any]) -> [UInt8] {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }

    /// Sends a request; returns its id.
    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = nil) -> Int {
        let id = takeID()
        var object: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { object["params"] = params }
        writeRaw(Self.frame(object))
        return id
    }

    func takeID() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        return nextID - 1
    }

    func notify(_ method: String, _ params: Any? = nil) {
        var object: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { object["params"] = params }
        writeRaw(Self.frame(object))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: - Reading

    /// The first message received that `matches`, taken out of those kept; nil after `timeout`.
    func waitFor(timeout: Double = 20, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            if let index = messages.firstIndex(where: matches) {
                let message = messages.remove(at: index)
                lock.unlock()
                return message
            }
            lock.unlock()
            usleep(2_000)
        }
        return nil
    }

    /// The answer to request `id`.
    func response(to id: Int, timeout: Double = 20) throws -> [String: Any] {
        try #require(
            waitFor(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil },
            "no answer to request \(id)")
    }

    /// Sends a request and waits for its answer's result (failing on an error answer).
    func request(_ method: String, _ params: Any? = nil) throws -> Any? {
        let answer = try response(to: sendRequest(method, params))
        if let error = answer["error"] { Issue.record("\(method) answered an error: \(error)") }
        return answer["result"]
    }

    /// The next `publishDiagnostics` for `uri` (and, when given, of that document version).
    func diagnostics(for uri: String, version: Int? = nil, timeout: Double = 30) throws -> [[String: Any]] {
        let message = try #require(
            waitFor(timeout: timeout) { message in
                guard message["method"] as? String == "textDocument/publishDiagnostics",
                    let params = message["params"] as? [String: Any], params["uri"] as? String == uri
                else { return false }
                return version == nil || params["version"] as? Int == version
            }, "no diagnostics for \(uri)")
        let params = message["params"] as! [String: Any]
        return params["diagnostics"] as! [[String: Any]]
    }

    /// Messages received and not yet taken.
    var pending: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    /// `initialize` with `root` as the workspace's folder, then `initialized`.
    func initialize(root: URL) throws -> [String: Any] {
        let result = try request(
            "initialize", ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [String: Any]()])
        notify("initialized", [String: Any]())
        return try #require(result as? [String: Any])
    }

    func open(_ uri: String, text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    /// Waits for the process to end; its exit code, or nil when it did not end in time.
    func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// `shutdown` and `exit`; the exit code.
    func shutDown() throws -> Int32? {
        _ = try request("shutdown")
        notify("exit")
        return waitForExit()
    }
}

/// A range as the protocol writes it: ((line, character), (line, character)).
func range(_ value: Any?) -> [Int] {
    guard let range = value as? [String: Any], let start = range["start"] as? [String: Any],
        let end = range["end"] as? [String: Any]
    else { return [] }
    return [start["line"], start["character"], end["line"], end["character"]].map { $0 as? Int ?? -1 }
}
