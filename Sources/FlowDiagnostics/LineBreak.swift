/// The line breaks of YAML 1.1, as libyaml counts them in the marks of every node and error: a
/// line feed, a carriage return, the two together (one break), NEL (U+0085), LS (U+2028) and PS
/// (U+2029). Every count of lines from bytes goes by these, so that a finding stands on the same
/// line whether libyaml marked it or flowc counted to it (a byte that is not UTF-8, a
/// `# flowc:disable` comment).
public enum LineBreak {
    /// The length in bytes of the line break that starts at `index`, or 0 when none starts there.
    @inlinable
    public static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// Whether a line break ends right before `index`, so that a line starts there.
    @inlinable
    public static func endsBefore(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case 0x0A, 0x0D:
            return true
        case 0x85:
            return index >= 2 && bytes[index - 2] == 0xC2
        case 0xA8, 0xA9:
            return index >= 3 && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80
        default:
            return false
        }
    }
}
