/// Text inside DOT's double quotes, written so that Graphviz shows exactly the text.
///
/// `"` and `\` are escaped (so `\N`, `\G` and the other escapes of labels never appear by
/// accident); `&` becomes `&amp;`, as Graphviz reads `&...;` as an HTML entity; a line break
/// becomes `\n`; other control characters, which SVG cannot carry, become spaces.
///
/// Works on UTF-8 bytes: every byte it changes is ASCII, and bytes of other characters (0x80
/// and above) never match, so this is the same as going character by character.
enum DotEscaping {
    static func append(_ text: String, to output: inout GraphBytes) {
        text.withUTF8Bytes { append(bytes: $0, to: &output) }
    }

    static func append(bytes text: UnsafeBufferPointer<UInt8>, to output: inout GraphBytes) {
        var start = 0
        for index in 0..<text.count {
            let byte = text[index]
            guard needsEscape(byte) else { continue }
            if start < index { output.append(UnsafeBufferPointer(rebasing: text[start..<index])) }
            start = index + 1
            switch byte {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "\n"): output.append("\\n")
            case UInt8(ascii: "\r"): break
            default: output.append(byte: UInt8(ascii: " "))
            }
        }
        if start < text.count { output.append(UnsafeBufferPointer(rebasing: text[start...])) }
    }

    static func append(_ text: String, to output: inout String) {
        var bytes = GraphBytes()
        append(text, to: &bytes)
        output += bytes.text
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "&")
    }
}
