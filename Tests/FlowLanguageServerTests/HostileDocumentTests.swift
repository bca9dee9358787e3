import FlowcTestSupport
import Foundation
import Testing

/// Bad input is a finding or an error, never a crash: files that do not read, and requests at
/// every place of them (completion and code actions included), against the real server.
@Suite struct HostileDocumentTests {
    static let files: [(String, [UInt8])] = [
        ("NotUTF8", Array("flow: A\nstart: x\n".utf8) + [0xFF, 0xFE, 0xC3, 0x28, 0x0A, 0xF0, 0x9F]),
        ("Truncated", Array("flow: B\nscreens:\n  x:\n    actions: {go: push".utf8)),
        ("Nul", Array("flow: C\u{0}\nstart: [".utf8)),
        ("Breaks", Array("flow: D\rstart: x\u{2028}screens:\u{85}  x: null\r\n".utf8)),
        (
            "Bom",
            [0xEF, 0xBB, 0xBF] + Array("flow: E\nentry: true\nstart: x\nscreens:\n  x: {actions: {a: push 😀}}\n".utf8)
        ),
        ("Deep", Array((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8)),
        ("Empty", []),
        ("LongLine", Array(("flow: F\nstart: " + String(repeating: "é", count: 100_000) + "\n").utf8)),
    ]

    @Test func requestsAtEveryPlaceOfBrokenFilesAreAnsweredAndTheServerLives() throws {
        let directory = try TemporaryDirectory()
        for (name, bytes) in Self.files { try directory.write(Data(bytes), to: "\(name).flow.yaml") }
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        for (name, bytes) in Self.files {
            let uri = directory.url.appendingPathComponent("\(name).flow.yaml").absoluteString
            let lines = max(1, bytes.filter { $0 == 10 || $0 == 13 }.count + 1)
            for line in [0, 1, 2, lines - 1, lines, lines + 5] {
                for character in [0, 1, 3, 8, 40, 100_000] {
                    let place: [String: Any] = [
                        "textDocument": ["uri": uri], "position": ["line": line, "character": character],
                    ]
                    for method in [
                        "textDocument/definition", "textDocument/hover", "textDocument/references",
                        "textDocument/completion",
                    ] {
                        let answer = try client.response(to: client.sendRequest(method, place))
                        #expect(answer["error"] == nil, "\(name) \(method) at \(line):\(character): \(answer)")
                    }
                    let position = ["line": line, "character": character]
                    let actions = try client.response(
                        to: client.sendRequest(
                            "textDocument/codeAction",
                            ["textDocument": ["uri": uri], "range": ["start": position, "end": position]]))
                    #expect(actions["error"] == nil, "\(name) codeAction at \(line):\(character): \(actions)")
                }
            }
            let symbols = try client.response(
                to: client.sendRequest("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
            #expect(symbols["error"] == nil, "\(name): \(symbols)")
            // Opened with text no file can hold as UTF-8 JSON carries it, and changed at odd places.
            client.open(uri, text: String(decoding: bytes, as: UTF8.self) + "\u{0}\u{2029}", version: 1)
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": uri, "version": 2],
                    "contentChanges": [
                        [
                            "range": ["start": ["line": 99, "character": 5], "end": ["line": 0, "character": 0]],
                            "text": "x",
                        ],
                        [
                            "range": ["start": ["line": 0, "character": 999], "end": ["line": 1, "character": 1]],
                            "text": "😀",
                        ],
                    ],
                ])
            _ = try client.diagnostics(for: uri, version: 2)
            // Completion and code actions on the text as changed, which no file on disk holds.
            for line in [0, 1, 2] {
                let position = ["line": line, "character": 3]
                let completion = try client.response(
                    to: client.sendRequest(
                        "textDocument/completion", ["textDocument": ["uri": uri], "position": position]))
                #expect(completion["error"] == nil, "\(name) completion after the change: \(completion)")
                let actions = try client.response(
                    to: client.sendRequest(
                        "textDocument/codeAction",
                        [
                            "textDocument": ["uri": uri],
                            "range": ["start": ["line": 0, "character": 0], "end": position],
                        ]))
                #expect(actions["error"] == nil, "\(name) codeAction after the change: \(actions)")
            }
        }
        #expect(try client.shutDown() == 0)
    }
}
