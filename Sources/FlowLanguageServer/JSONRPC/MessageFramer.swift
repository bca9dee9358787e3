/// The base protocol's framing: each message is a header (`Content-Length: N`, other fields
/// ignored, each line ended by CR LF, the header by an empty line) and N bytes of JSON.
///
/// Bytes go in as they are read, in pieces of any size; whole messages come out. A header that
/// cannot be read (no `Content-Length`, a length that is not a number or is too large, a header
/// that never ends) is reported once, and reading starts again at the next `Content-Length`, so
/// that one bad message does not lose the ones after it.
public struct MessageFramer: Sendable {
    public enum Frame: Sendable, Hashable {
        /// A message's body.
        case message([UInt8])
        /// A header that could not be read, and why.
        case malformed(String)
    }

    /// The largest body taken (64 MiB); a larger length is a malformed header.
    public static let largestBody = 64 << 20
    /// The longest header taken (8 KiB).
    public static let longestHeader = 8 << 10

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` begin.
    private var start = 0
    /// The body length of the header read last, while its body is still arriving.
    private var pendingLength: Int?
    /// Whether a malformed header was met and the next `Content-Length` is still to be found.
    private var isResynchronizing = false

    public init() {}

    /// Whether bytes of an unfinished message are held.
    public var isHoldingPartialMessage: Bool { start < buffer.count }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message or malformed header, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .message(body)
        }
        if isResynchronizing {
            skipToNextHeader(after: start)
            guard !isResynchronizing else { return nil }
        }
        guard start < buffer.count else { return nil }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.longestHeader {
                skipToNextHeader(after: start + 1)
                return .malformed("a header longer than \(Self.longestHeader) bytes with no empty line after it")
            }
            return nil
        }
        switch Self.contentLength(buffer[start..<end]) {
        case .success(let length):
            start = end + 4
            pendingLength = length
            return next()
        case .failure(let problem):
            skipToNextHeader(after: end + 4)
            return .malformed(problem.message)
        }
    }

    /// The offset of the CR LF CR LF that ends the header at `start`.
    private func headerEnd() -> Int? {
        var index = start
        let limit = buffer.count - 3
        while index < limit {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private static let contentLengthName = Array("content-length".utf8)

    /// Drops bytes up to the next `Content-Length` (in any case) at or after `offset`; where there
    /// is none yet, keeps only a tail that could be the start of one, and goes on looking in the
    /// bytes that come next (the body of a malformed message is not a header).
    private mutating func skipToNextHeader(after offset: Int) {
        let name = Self.contentLengthName
        var index = offset
        while index < buffer.count {
            let length = min(name.count, buffer.count - index)
            if Self.matchesName(buffer, at: index, length: length) {
                start = index
                isResynchronizing = length < name.count
                return
            }
            index += 1
        }
        start = buffer.count
        isResynchronizing = true
    }

    /// Whether the `length` bytes at `index` are the first bytes of `Content-Length`, in any case.
    private static func matchesName(_ bytes: [UInt8], at index: Int, length: Int) -> Bool {
        for offset in 0..<length {
            var byte = bytes[index + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != contentLengthName[offset] { return false }
        }
        return true
    }

    struct Problem: Error {
        var message: String
    }

    /// The `Content-Length` of a header's lines.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 13 { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(Problem(message: "a header line without ':'"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), value.utf8.count <= 12,
                let number = Int(value)
            else {
                return .failure(Problem(message: "Content-Length '\(value)' is not a number of bytes"))
            }
            guard number <= largestBody else {
                return .failure(Problem(message: "Content-Length \(number) is over the limit of \(largestBody) bytes"))
            }
            length = number
        }
        guard let length else { return .failure(Problem(message: "a header without Content-Length")) }
        return .success(length)
    }

    /// A message's body with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
