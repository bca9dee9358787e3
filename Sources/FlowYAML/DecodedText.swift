import CYAML

/// A file's text handed to libyaml's scanner as already decoded, when it is plain ASCII.
///
/// libyaml's reader decodes its input one character at a time into a working buffer, checking
/// each for UTF-8 and for characters YAML does not allow, and the scanner reads that buffer.
/// For printable ASCII, tabs and line breaks the buffer comes out a copy of the input: such
/// text is checked here eight bytes at a time and becomes the working buffer itself, with the end
/// of the input already reached, so the reader has nothing left to do. Every other text (UTF-8
/// beyond ASCII, a byte order mark, a control character) goes through libyaml's reader, which
/// reports what is wrong with it exactly as before.
///
/// The buffer fields are public in `yaml.h` but are the reader's own: `lend(to:)` and
/// `takeBack(_:from:)` are the only places that touch them.
final class DecodedText {
    /// The text, then zeros: libyaml ends its decoded text with one NUL, and the scanner looks at
    /// most a few characters past where it stands, so a few more keep every look inside.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private static let padding = 8
    /// The text's length, without the zeros.
    private var count: Int { storage.count - Self.padding }

    /// The text of `input` ready for the scanner; nil unless every byte is printable ASCII, a tab
    /// or a line break (and there is at least one).
    init?(_ input: UnsafeBufferPointer<UInt8>) {
        guard input.count > 0, Self.isPlainASCII(input) else { return nil }
        storage = .allocate(capacity: input.count + Self.padding)
        _ = storage.initialize(from: input)
        (storage.baseAddress! + input.count).initialize(repeating: 0, count: Self.padding)
    }

    deinit {
        storage.deallocate()
    }

    /// The working buffer libyaml allocated, kept to be put back before libyaml frees it.
    struct LentBuffer {
        fileprivate var start: UnsafeMutablePointer<yaml_char_t>?
        fileprivate var end: UnsafeMutablePointer<yaml_char_t>?
        fileprivate var pointer: UnsafeMutablePointer<yaml_char_t>?
        fileprivate var last: UnsafeMutablePointer<yaml_char_t>?
    }

    /// Makes this text `parser`'s decoded input, read to its end. `parser` must be freshly
    /// initialized with an input set, and must be given `takeBack(_:from:)` before
    /// `yaml_parser_delete`, which frees the working buffer.
    func lend(to parser: inout yaml_parser_t) -> LentBuffer {
        let own = LentBuffer(
            start: parser.buffer.start, end: parser.buffer.end, pointer: parser.buffer.pointer,
            last: parser.buffer.last)
        let base = storage.baseAddress!
        parser.buffer.start = base
        parser.buffer.pointer = base
        // The text and the NUL libyaml's reader puts after the last character.
        parser.buffer.last = base + count + 1
        parser.buffer.end = base + storage.count
        parser.unread = count + 1
        parser.offset = count
        parser.encoding = YAML_UTF8_ENCODING
        // The input read to its end and nothing raw left: asked for more, the reader returns at once.
        parser.input.string.current = parser.input.string.end
        parser.eof = 1
        parser.raw_buffer.pointer = parser.raw_buffer.last
        return own
    }

    /// Gives `parser` back the working buffer `lend(to:)` took.
    func takeBack(_ own: LentBuffer, from parser: inout yaml_parser_t) {
        parser.buffer.start = own.start
        parser.buffer.end = own.end
        parser.buffer.pointer = own.pointer
        parser.buffer.last = own.last
    }

    /// Whether every byte is printable ASCII (0x20-0x7E), a tab, a line feed or a carriage
    /// return: exactly the ASCII characters libyaml's reader lets through.
    static func isPlainASCII(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte set where `bytes` has a zero byte; exact when every byte is
        /// below 0x80, as adding 0x7F to such a byte carries into no neighbour.
        func zeroBytes(_ bytes: UInt64) -> UInt64 { ~((bytes &+ ones &* 0x7F) | bytes) & highBits }
        let raw = UnsafeRawBufferPointer(input)
        let words = raw.count / 8
        for index in stride(from: 0, to: words &* 8, by: 8) {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Bytes above 0x7F, DEL, and bytes below 0x20 other than a line feed (exact where no
            // byte is above 0x7F: adding 0x60 to one carries into no neighbour either). A line
            // feed is in a word of text one time in three; a tab or a carriage return is rare, and
            // such a word is looked at byte by byte.
            let control = ~(word &+ ones &* 0x60) & highBits
            let suspect =
                word & highBits | zeroBytes(word ^ (ones &* 0x7F)) | control & ~zeroBytes(word ^ (ones &* 0x0A))
            if suspect != 0 {
                for offset in index..<(index + 8) where !isAllowed(raw[offset]) { return false }
            }
        }
        for offset in (words &* 8)..<raw.count where !isAllowed(raw[offset]) { return false }
        return true
    }

    @inline(__always)
    private static func isAllowed(_ byte: UInt8) -> Bool {
        (byte &- 0x20) < 0x5F || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
