/// The fuzz input read as a stream of choices: each choice takes one byte. Once the bytes are
/// used up every choice is the first one, so a short input writes the simplest flows and every
/// input writes something.
public struct Choices {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A number in `0..<count`.
    public mutating func below(_ count: Int) -> Int {
        guard count > 1, index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % count
    }

    /// True with about `percent` in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        guard index < bytes.count else { return false }
        defer { index += 1 }
        return Int(bytes[index]) * 100 < percent * 256
    }

    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[below(items.count)]
    }
}
