/// FNV-1a with 64 bits: a small hash that gives the same value on every machine and in every
/// process (Swift's `Hasher` is seeded anew in each), for the digest of a generated file's
/// inputs, fed field by field. `digest(of:)` hashes a file's body, eight bytes at a time.
///
/// Not cryptographic: they tell a file generate wrote from one edited by hand or written from
/// other inputs, not from one forged to collide.
public struct StableHash: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
        self.value = value
    }

    public mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// A string's UTF-8 bytes, then a byte no UTF-8 text contains: `"ab", "c"` and `"a", "bc"`
    /// hash apart.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add(byte: 0xFF)
    }

    /// An optional string: nil hashes apart from every string, the empty one included.
    public mutating func add(_ text: String?) {
        if let text { add(text) } else { add(byte: 0xFE) }
    }

    public mutating func add(_ flag: Bool) {
        add(byte: flag ? 1 : 0)
    }

    /// A count, as eight bytes, least significant first, whatever the machine's byte order.
    public mutating func add(count: Int) {
        var remaining = UInt64(truncatingIfNeeded: count)
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    /// The value as 16 lowercase hexadecimal digits.
    public var hex: String { Self.hex(value) }

    /// `value` as 16 lowercase hexadecimal digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        var remaining = value
        for index in stride(from: 15, through: 0, by: -1) {
            bytes[index] = digits[Int(remaining & 0xF)]
            remaining >>= 4
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The digest of a block of bytes (a generated file's body, megabytes in all on every run):
    /// eight bytes at a time, read least significant first whatever the machine's byte order,
    /// each word mixed in by a multiplication and a shift, FNV-1a's byte at a time being several
    /// times slower. Each step is a bijection of the state, so changing any one word always
    /// changes the digest; the length is mixed in first, and the result mixed once more
    /// (MurmurHash3's finaliser) so that every bit depends on every word.
    public static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var state = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = (state ^ word) &* multiplier
            state ^= state >> 32
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            for (shift, byte) in bytes[offset...].enumerated() { word |= UInt64(byte) << (8 * UInt64(shift)) }
            state = (state ^ word) &* multiplier
            state ^= state >> 32
        }
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        state ^= state >> 33
        return state
    }
}
