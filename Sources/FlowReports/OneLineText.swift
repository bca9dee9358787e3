/// Text from the flows (a name, a path) made safe for a report read line by line.
///
/// A finding's message quotes what the flow file says, and a quoted YAML key may hold any
/// character: a line feed in a screen id would start a line of its own, which Xcode and every
/// `file:line:column` reader take for a finding in another file, and an escape character would
/// drive the terminal. Control characters (C0, DEL, C1) and Unicode's line and paragraph
/// separators are written as Swift writes them in a string literal: `\n`, `\r`, `\t`,
/// `\u{1B}`. Text without them, nearly all, is returned as it is.
enum OneLineText {
    static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
