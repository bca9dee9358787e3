/// Text inside a Mermaid `"..."` label, written so that Mermaid shows exactly the text.
///
/// Mermaid reads `#name;` and `#123;` as entities and labels as HTML, so `"`, `#`, `<`, `>`, `&`
/// and the few characters some Mermaid versions read even inside quotes (`%`, `;`, `|`, the
/// backtick, `\`) are written as `#code;`; control characters become spaces. Mermaid's lexer
/// takes any line holding `direction` and a direction for a `direction` statement, quotes or
/// not, so the `d` of `direction` is written `#100;`.
enum MermaidEscaping {
    static func append(_ text: String, to output: inout String) {
        let hasDirection = text.utf8.contains(UInt8(ascii: "d")) && text.contains("direction")
        if !hasDirection && !text.utf8.contains(where: needsEscape) {
            output += text
            return
        }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "d" && hasDirection && startsDirection(scalars, at: index) {
                output += "#100;"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                output += " "
            } else if scalar.isASCII, needsEscape(UInt8(scalar.value)) {
                output += "#"
                output += String(scalar.value)
                output += ";"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func startsDirection(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let word: [Unicode.Scalar] = ["d", "i", "r", "e", "c", "t", "i", "o", "n"]
        guard index + word.count <= scalars.count else { return false }
        for offset in 0..<word.count where scalars[index + offset] != word[offset] { return false }
        return true
    }

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
