/// Text inside DOT's double quotes, written so that Graphviz shows exactly the text.
///
/// `"` and `\` are escaped (so `\N`, `\G` and the other escapes of labels never appear by
/// accident); `&` becomes `&amp;`, as Graphviz reads `&...;` as an HTML entity; a line break
/// becomes `\n`; other control characters, which SVG cannot carry, become spaces.
///
/// Works on UTF-8 bytes: every byte it changes is ASCII, and bytes of other characters (0x80
/// and above) never match, so this is the same as going character by character.
enum DotEscaping {
    static func append(_ text: String, to output: inout OutputBytes) {
        text.withUTF8Bytes { append(bytes: $0, to: &output) }
    }

    /// Fixed words: their bytes are read where they are, with no String to look into.
    static func append(_ text: StaticString, to output: inout OutputBytes) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: &output)
    }

    static func append(bytes text: UnsafeBufferPointer<UInt8>, to output: inout OutputBytes) {
        var start = 0
        var index = firstEscape(in: text, from: 0)
        while index < text.count {
            if start < index { output.append(UnsafeBufferPointer(rebasing: text[start..<index])) }
            start = index + 1
            switch text[index] {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "\n"): output.append("\\n")
            case UInt8(ascii: "\r"): break
            default: output.append(byte: UInt8(ascii: " "))
            }
            index = firstEscape(in: text, from: start)
        }
        if start < text.count { output.append(UnsafeBufferPointer(rebasing: text[start...])) }
    }

    /// The index of the first byte from `start` on that needs escaping, or `text.count`. Looks
    /// at eight bytes at a time: nearly all text needs no escape at all.
    @inline(__always)
    private static func firstEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = text.baseAddress else { return text.count }
        var index = start
        while index + 8 <= text.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let found = escapeBits(word)
            // The lowest flagged byte is exact (a borrow only runs towards higher bytes).
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < text.count && !needsEscape(text[index]) { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` that needs escaping (above the lowest such byte,
    /// others may be flagged too).
    @inline(__always)
    private static func escapeBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- 0x20 &* ones) & ~word & highs
        return control | zeroBytes(word ^ (0x7F &* ones)) | zeroBytes(word ^ (0x22 &* ones))
            | zeroBytes(word ^ (0x5C &* ones)) | zeroBytes(word ^ (0x26 &* ones))
    }

    static func append(_ text: String, to output: inout String) {
        var bytes = OutputBytes()
        append(text, to: &bytes)
        output += bytes.text
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "&")
    }
}
