import FlowcTestSupport
import Foundation
import Testing

/// `flowc lsp` as a client meets it: JSON-RPC over the real process's standard input and output.
@Suite struct ProtocolTests {
    static let app = """
        flow: App
        entry: true
        start: home

        screens:
          home:
            actions:
              open:
                input: Item
                to: push detail
              settings: start Settings
          detail:
            input: Item
            actions:
              close: pop

        children:
          Settings:
            on:
              done: stay

        """

    static let settings = """
        flow: Settings
        start: main
        outcomes:
          done: null
        screens:
          main:
            actions:
              close: finish done

        """

    /// A folder with the two flows.
    static func workspace() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(app, to: "App.flow.yaml")
        try directory.write(settings, to: "flows/Settings.flow.yaml")
        return directory
    }

    static func uri(_ directory: TemporaryDirectory, _ relative: String) -> String {
        directory.url.appendingPathComponent(relative).absoluteString
    }

    @Test func initializeShutdownAndExitEndWithZero() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        let result = try client.initialize(root: directory.url)
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["definitionProvider"] as? Bool == true)
        #expect(capabilities["referencesProvider"] as? Bool == true)
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "flowc")
        #expect(try client.shutDown() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        client.notify("exit")
        #expect(client.waitForExit() == 1)
    }

    @Test func aClientThatDisappearsEndsTheServer() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        client.closeInput()
        #expect(client.waitForExit() == 1)
    }

    @Test func aClientThatDisappearsAfterShutdownEndsWithZero() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        _ = try client.request("shutdown")
        client.closeInput()
        #expect(client.waitForExit() == 0)
    }

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        let early = try client.response(
            to: client.sendRequest("textDocument/documentSymbol", ["textDocument": ["uri": "file:///x"]]))
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try client.initialize(root: directory.url)
        let again = try client.response(to: client.sendRequest("initialize", ["capabilities": [String: Any]()]))
        #expect((again["error"] as? [String: Any])?["code"] as? Int == -32600)
        _ = try client.request("shutdown")
        let late = try client.response(
            to: client.sendRequest("textDocument/documentSymbol", ["textDocument": ["uri": "file:///x"]]))
        #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func framingInPiecesAndSeveralMessagesInOneWrite() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        // One request written a byte at a time, then two in one write.
        let first = client.takeID()
        let bytes = LSPClient.frame(["jsonrpc": "2.0", "id": first, "method": "shutdown"])
        for byte in bytes {
            client.writeRaw([byte])
            usleep(200)
        }
        #expect(try client.response(to: first)["result"] is NSNull)
        client.writeRaw(
            LSPClient.frame(["jsonrpc": "2.0", "id": 1000, "method": "shutdown"])
                + LSPClient.frame(["jsonrpc": "2.0", "method": "exit"]))
        #expect(((try client.response(to: 1000))["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(client.waitForExit() == 0)
    }

    @Test func malformedMessagesAreAnsweredAndTheNextOnesServed() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        // A body that is not JSON: a parse error, to id null.
        let garbage = Array("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ".utf8)
        client.writeRaw(Array("Content-Length: \(garbage.count)\r\n\r\n".utf8) + garbage)
        let parseError = try #require(client.waitFor { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        #expect(parseError["id"] is NSNull)
        // A header without Content-Length, then a well-formed request: both answered, in order.
        client.writeRaw(Array("Content-Type: application/json\r\n\r\n{}".utf8))
        let headerError = try #require(client.waitFor { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        #expect(headerError["id"] is NSNull)
        // A length that is no number.
        client.writeRaw(Array("Content-Length: many\r\n\r\n".utf8))
        #expect(client.waitFor { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 } != nil)
        // JSON that is no JSON-RPC request: invalid request, to its id.
        client.writeRaw(LSPClient.frame(["jsonrpc": "1.0", "id": 77, "method": "shutdown"]))
        let invalid = try client.response(to: 77)
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.writeRaw(LSPClient.frame(["jsonrpc": "2.0", "id": 78, "method": 3]))
        #expect(((try client.response(to: 78))["error"] as? [String: Any])?["code"] as? Int == -32600)
        // Wrong params: invalid params.
        let wrong = try client.response(
            to: client.sendRequest("textDocument/definition", ["textDocument": 3]))
        #expect((wrong["error"] as? [String: Any])?["code"] as? Int == -32602)
        // The server still serves.
        #expect(try client.shutDown() == 0)
    }

    @Test func unknownMethodsAreMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        client.notify("flowc/unknownNotification", ["x": 1])
        client.notify("$/setTrace", ["value": "off"])
        let answer = try client.response(to: client.sendRequest("textDocument/semanticTokens/full", [String: Any]()))
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32601)
        // Nothing answered the notifications.
        #expect(client.pending.allSatisfy { $0["id"] == nil || $0["method"] != nil })
        #expect(try client.shutDown() == 0)
    }

    @Test func aCancelledRequestIsAnsweredAsCancelled() throws {
        let directory = try Self.workspace()
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let id = client.takeID()
        let uri = Self.uri(directory, "App.flow.yaml")
        client.writeRaw(
            LSPClient.frame([
                "jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol",
                "params": ["textDocument": ["uri": uri]],
            ]) + LSPClient.frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]]))
        let answer = try client.response(to: id)
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32800)
        // A cancel of a request long answered changes nothing.
        client.notify("$/cancelRequest", ["id": id])
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect((symbols as? [Any])?.count == 1)
        #expect(try client.shutDown() == 0)
    }
}
