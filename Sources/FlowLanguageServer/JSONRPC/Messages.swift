// FoundationEssentials only where it exists (Linux): the whole Foundation would bring ICU into
// the flowc executable, which every `flowc lint` would load.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Int)
    case text(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }

    init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .text(text)
        default:
            guard let number = value.int else { return nil }
            self = .number(number)
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let number): return .int(number)
        case .text(let text): return .string(text)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .text(let text): return "\"\(text)\""
        }
    }
}

/// A JSON-RPC error answer: its code, as JSON-RPC and the Language Server Protocol number them,
/// and a message for people.
public struct ResponseError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803
    public static let requestCancelled = -32800

    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: invalidParams, message: message)
    }

    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: requestFailed, message: message)
    }
}

/// One message read from the client.
public enum IncomingMessage: Sendable, Hashable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// An answer to a request of the server's.
    case response(id: RequestID?)
    /// Something that is JSON but no JSON-RPC message: answered with this error, to this id
    /// (null when it has none that can be read).
    case invalid(id: RequestID?, ResponseError)

    /// Reads one message's body; bytes that are not JSON are a parse error.
    public static func parse(_ body: [UInt8]) -> IncomingMessage {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            return .invalid(id: nil, ResponseError(code: ResponseError.parseError, message: "the message is not JSON"))
        }
        return classify(value)
    }

    static func classify(_ value: JSONValue) -> IncomingMessage {
        guard case .object(let members) = value else {
            return .invalid(
                id: nil,
                ResponseError(code: ResponseError.invalidRequest, message: "a message is a JSON object (no batches)"))
        }
        let idValue = members["id"]
        let id = idValue.flatMap(RequestID.init)
        if let idValue, idValue != .null, id == nil {
            return .invalid(
                id: nil, ResponseError(code: ResponseError.invalidRequest, message: "an id is a number or a string"))
        }
        guard members["jsonrpc"]?.string == "2.0" else {
            return .invalid(
                id: id, ResponseError(code: ResponseError.invalidRequest, message: "\"jsonrpc\" must be \"2.0\""))
        }
        let params = members["params"]
        if let params, params != .null {
            switch params {
            case .object, .array: break
            default:
                return .invalid(
                    id: id,
                    ResponseError(code: ResponseError.invalidRequest, message: "\"params\" is an object or an array"))
            }
        }
        guard let methodValue = members["method"] else {
            if members["result"] != nil || members["error"] != nil { return .response(id: id) }
            return .invalid(id: id, ResponseError(code: ResponseError.invalidRequest, message: "no \"method\""))
        }
        guard let method = methodValue.string else {
            return .invalid(
                id: id, ResponseError(code: ResponseError.invalidRequest, message: "\"method\" is a string"))
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}

/// Writes the server's messages as JSON bodies.
public enum OutgoingMessage {
    /// A success answer; `result` is encoded with Foundation's encoder (nil is JSON null).
    public static func response<Result: Encodable>(id: RequestID, result: Result) -> [UInt8] {
        do {
            let encoded = try encoder.encode(result)
            return envelope(id: .some(id), key: "result", value: Array(encoded))
        } catch {
            return self.error(
                id: id, ResponseError(code: ResponseError.internalError, message: "cannot encode the result: \(error)"))
        }
    }

    public static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        let body = JSONValue.object(["code": .int(error.code), "message": .string(error.message)])
        return envelope(id: id, key: "error", value: (try? Array(encoder.encode(body))) ?? Array("null".utf8))
    }

    public static func notification<Params: Encodable>(method: String, params: Params) -> [UInt8] {
        var bytes = Array(#"{"jsonrpc":"2.0","method":"#.utf8)
        bytes += (try? Array(encoder.encode(method))) ?? Array("\"\"".utf8)
        bytes += Array(#","params":"#.utf8)
        bytes += (try? Array(encoder.encode(params))) ?? Array("null".utf8)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private static func envelope(id: RequestID?, key: String, value: [UInt8]) -> [UInt8] {
        var bytes = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
        switch id {
        case .none: bytes += Array("null".utf8)
        case .number(let number)?: bytes += Array(String(number).utf8)
        case .text(let text)?: bytes += (try? Array(encoder.encode(text))) ?? Array("null".utf8)
        }
        bytes += Array(",\"\(key)\":".utf8)
        bytes += value
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}
