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
    public static func screen(_ flow: String, _ screen: String) -> String { safe(flow) + "__" + safe(screen) }
    public static func outcome(_ flow: String, _ outcome: String) -> String {
        safe(flow) + "__outcome__" + safe(outcome)
    }
    public static func missing(_ flow: String, _ name: String) -> String { safe(flow) + "__missing__" + safe(name) }

    /// The name with every byte other than an ASCII letter or digit written as `_XX` (hex).
    public static func safe(_ name: String) -> String {
        if let first = name.utf8.first, !isDigit(first), name.utf8.allSatisfy(isLetterOrDigit) { return name }
        var result = ""
        result.reserveCapacity(name.utf8.count * 3 + 3)
        if name.utf8.isEmpty { result += "_" }
        let hex: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        for (offset, byte) in name.utf8.enumerated() {
            if isLetterOrDigit(byte) && !(offset == 0 && isDigit(byte)) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("_")
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0xF)])
            }
        }
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
