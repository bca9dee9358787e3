/// Node and cluster identifiers that are the same for the same flows on every run, distinct for
/// distinct things, and safe bare in both DOT and Mermaid: ASCII letters, digits and `_` only.
///
/// A name keeps its letters and digits (but a leading digit); any other byte becomes `_` and two
/// hex digits, so a made safe name never holds `__` and never starts with a digit. Parts are joined with `__`: `Shop__cart` is screen `cart` of
/// flow `Shop`, `Shop__outcome__done` its outcome `done` (three parts, never a screen's two).
public enum GraphIdentifier {
    public static func cluster(_ flow: String) -> String { "cluster_" + safe(flow) }
    public static func start(_ flow: String) -> String { safe(flow) + "__flow__start" }
    public static func exit(_ flow: String) -> String { safe(flow) + "__flow__exit" }
    public static func hidden(_ flow: String) -> String { safe(flow) + "__flow__hidden" }
    /// The entry point of the flow's route at `index` among its routes.
    public static func route(_ flow: String, _ index: Int) -> String { safe(flow) + "__flow__route" + String(index) }
    public static func screen(_ flow: String, _ screen: String) -> String { safe(flow) + "__" + safe(screen) }
    public static func outcome(_ flow: String, _ outcome: String) -> String {
        safe(flow) + "__outcome__" + safe(outcome)
    }
    public static func alert(_ flow: String, _ alert: String) -> String { safe(flow) + "__alert__" + safe(alert) }
    public static func event(_ flow: String, _ event: String) -> String {
        safe(flow) + "__event__" + safe(event)
    }
    /// A trigger without `from` (format 1.2).
    public static func trigger(_ flow: String, _ trigger: String) -> String {
        safe(flow) + "__trigger__" + safe(trigger)
    }
    public static func missing(_ flow: String, _ name: String) -> String { safe(flow) + "__missing__" + safe(name) }

    /// The name with every byte other than an ASCII letter or digit written as `_XX` (hex).
    public static func safe(_ name: String) -> String {
        if isSafe(name) { return name }
        var bytes = OutputBytes(capacity: name.utf8.count * 3 + 3)
        appendSafe(name, to: &bytes)
        return bytes.text
    }

    /// `safe(name)` written straight into `output`.
    static func appendSafe(_ name: String, to output: inout OutputBytes) {
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first else {
                output.append("_")
                return
            }
            if !isDigit(first) && bytes.allSatisfy(isLetterOrDigit) {
                output.append(bytes)
                return
            }
            let hex: StaticString = "0123456789ABCDEF"
            for (offset, byte) in bytes.enumerated() {
                if isLetterOrDigit(byte) && !(offset == 0 && isDigit(byte)) {
                    output.append(byte: byte)
                } else {
                    output.append(byte: UInt8(ascii: "_"))
                    output.append(byte: hex.utf8Start[Int(byte >> 4)])
                    output.append(byte: hex.utf8Start[Int(byte & 0xF)])
                }
            }
        }
    }

    private static func isSafe(_ name: String) -> Bool {
        if let first = name.utf8.first, !isDigit(first), name.utf8.allSatisfy(isLetterOrDigit) { return true }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
