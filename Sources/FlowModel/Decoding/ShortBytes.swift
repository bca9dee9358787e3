/// Hashing and comparing a few bytes, for the decoder's tables of names and types: short byte
/// strings that only need the same hash within one run, where `Hasher` would want a `String`.
enum ShortBytes {
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count where first[index] != second[index] { return false }
        return true
    }

    /// FNV-1a: a few instructions a byte, the same on every machine.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
