/// Text inside a Mermaid `"..."` label, written so that Mermaid shows exactly the text.
///
/// Mermaid reads `#name;` and `#123;` as entities and labels as HTML, so `"`, `#`, `<`, `>`, `&`
/// and the few characters some Mermaid versions read even inside quotes (`%`, `;`, `|`, the
/// backtick, `\`) are written as `#code;`; control characters become spaces. Mermaid's lexer
/// takes any line holding `direction` and a direction for a `direction` statement, quotes or
/// not, so the `d` of `direction` is written `#100;`.
///
/// Works on UTF-8 bytes: every byte it changes is ASCII, and bytes of other characters (0x80
/// and above) never match, so this is the same as going scalar by scalar.
enum MermaidEscaping {
    static func append(_ text: String, to output: inout OutputBytes) {
        text.withUTF8Bytes { bytes in
            // Whether the text holds the word at all is decided by characters, as it always was
            // (a `n` with a combining accent ends no `direction`); the bytes are only a quick no.
            let hasDirection = containsDirection(bytes) && text.contains("direction")
            append(bytes: bytes, hasDirection: hasDirection, to: &output)
        }
    }

    private static func append(bytes text: UnsafeBufferPointer<UInt8>, hasDirection: Bool, to output: inout OutputBytes)
    {
        var start = 0
        for index in 0..<text.count {
            let byte = text[index]
            let isDirection = byte == UInt8(ascii: "d") && hasDirection && startsDirection(text, at: index)
            guard isDirection || needsEscape(byte) else { continue }
            if start < index { output.append(UnsafeBufferPointer(rebasing: text[start..<index])) }
            start = index + 1
            if isDirection {
                output.append("#100;")
            } else if byte < 0x20 || byte == 0x7F {
                output.append(byte: UInt8(ascii: " "))
            } else {
                output.append(byte: UInt8(ascii: "#"))
                output.append(decimal: Int(byte))
                output.append(byte: UInt8(ascii: ";"))
            }
        }
        if start < text.count { output.append(UnsafeBufferPointer(rebasing: text[start...])) }
    }

    static func append(_ text: String, to output: inout String) {
        var bytes = OutputBytes()
        append(text, to: &bytes)
        output += bytes.text
    }

    private static let direction: [UInt8] = Array("direction".utf8)

    private static func containsDirection(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= direction.count else { return false }
        for index in 0...(text.count - direction.count)
        where text[index] == UInt8(ascii: "d") && startsDirection(text, at: index) {
            return true
        }
        return false
    }

    private static func startsDirection(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + direction.count <= text.count else { return false }
        for offset in 0..<direction.count where text[index + offset] != direction[offset] { return false }
        return true
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0x7F: return true
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "%"), UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "`"), UInt8(ascii: "\\"):
            return true
        default: return false
        }
    }
}
