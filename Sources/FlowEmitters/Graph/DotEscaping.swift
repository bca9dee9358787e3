/// Text inside DOT's double quotes, written so that Graphviz shows exactly the text.
///
/// `"` and `\` are escaped (so `\N`, `\G` and the other escapes of labels never appear by
/// accident); `&` becomes `&amp;`, as Graphviz reads `&...;` as an HTML entity; a line break
/// becomes `\n`; other control characters, which SVG cannot carry, become spaces.
enum DotEscaping {
    static func append(_ text: String, to output: inout String) {
        if !text.utf8.contains(where: needsEscape) {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "&": output += "&amp;"
            case "\n": output += "\\n"
            case "\r": continue
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += " "
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        append(text, to: &output)
        output += "\""
        return output
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "&")
    }
}
