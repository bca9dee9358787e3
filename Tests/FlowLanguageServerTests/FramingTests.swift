import Testing

@testable import FlowLanguageServer

@Suite struct FramingTests {
    static func framed(_ body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }

    /// Every frame the framer gives for `bytes` fed in pieces of `size`.
    static func frames(_ bytes: [UInt8], pieces size: Int) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        var index = 0
        while index < bytes.count {
            framer.append(bytes[index..<min(index + size, bytes.count)])
            index += size
            while let frame = framer.next() { frames.append(frame) }
        }
        return frames
    }

    @Test(arguments: [1, 2, 3, 7, 16, 1000])
    func messagesComeOutWholeWhateverThePiecesTheyArriveIn(size: Int) {
        let bytes = Self.framed(#"{"a":1}"#) + Self.framed(#"{"b":"é😀"}"#) + Self.framed("")
        #expect(
            Self.frames(bytes, pieces: size) == [
                .message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é😀"}"#.utf8)), .message([]),
            ])
    }

    @Test func otherHeaderFieldsAndTheNamesCaseAreTaken() {
        let body = #"{"x":true}"#
        let bytes = Array(
            "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  \(body.utf8.count) \r\n\r\n\(body)"
                .utf8)
        #expect(Self.frames(bytes, pieces: 5) == [.message(Array(body.utf8))])
    }

    @Test func aMalformedHeaderIsReportedOnceAndTheNextMessageRead() {
        for bad in [
            "Content-Type: application/json\r\n\r\n{}", "Content-Length: many\r\n\r\n", "Content-Length: -3\r\n\r\n",
            "Content-Length: 99999999999\r\n\r\n", "no colon here\r\n\r\n",
        ] {
            let bytes = Array(bad.utf8) + Self.framed("{}")
            for size in [1, 4, bytes.count] {
                let frames = Self.frames(bytes, pieces: size)
                #expect(frames.count == 2, "\(bad) in pieces of \(size): \(frames)")
                if case .malformed = frames.first {} else { Issue.record("\(bad): \(frames)") }
                #expect(frames.last == .message(Array("{}".utf8)), "\(bad) in pieces of \(size)")
            }
        }
    }

    @Test func aHeaderThatNeverEndsIsMalformedNotHeldForever() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.longestHeader + 10))
        guard case .malformed = framer.next() else {
            Issue.record("an endless header was not reported")
            return
        }
        #expect(!framer.isHoldingPartialMessage)
        framer.append(Self.framed("{}"))
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test func aBodyStillArrivingIsHeld() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 9\r\n\r\n{\"a\":".utf8))
        #expect(framer.next() == nil)
        #expect(framer.isHoldingPartialMessage)
        framer.append(Array("12}".utf8))
        #expect(framer.next() == nil)
        framer.append(Array("3".utf8))
        #expect(framer.next() == .message(Array("{\"a\":12}3".utf8)))
    }

    @Test func messagesAreClassifiedAsJSONRPCSays() {
        #expect(
            IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#.utf8))
                == .request(id: .number(1), method: "m", params: .object([:])))
        #expect(
            IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#.utf8))
                == .request(id: .text("a"), method: "m", params: nil))
        #expect(
            IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","method":"n"}"#.utf8))
                == .notification(method: "n", params: nil))
        func code(_ text: String) -> Int? {
            if case .invalid(_, let error) = IncomingMessage.parse(Array(text.utf8)) { return error.code }
            return nil
        }
        #expect(code("{") == ResponseError.parseError)
        #expect(code("\u{FF}") == ResponseError.parseError)
        #expect(code("[1]") == ResponseError.invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":1}"#) == ResponseError.invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":{},"method":"m"}"#) == ResponseError.invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#) == ResponseError.invalidRequest)
        #expect(code(#"{"id":1,"method":"m"}"#) == ResponseError.invalidRequest)
    }

    @Test func answersAreJSONRPC() {
        let text = String(decoding: OutgoingMessage.response(id: .text("x/1"), result: [1, 2]), as: UTF8.self)
        #expect(text == #"{"jsonrpc":"2.0","id":"x/1","result":[1,2]}"#)
        let none: String? = nil
        #expect(
            String(decoding: OutgoingMessage.response(id: .number(3), result: none), as: UTF8.self)
                == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
        let error = String(
            decoding: OutgoingMessage.error(id: nil, ResponseError(code: -32700, message: "bad")), as: UTF8.self)
        #expect(error.hasPrefix(#"{"jsonrpc":"2.0","id":null,"error":{"#))
        #expect(error.contains(#""code":-32700"#))
    }
}
