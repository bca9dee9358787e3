/// Hashing and comparing a few bytes, for the decoder's tables of names and types, which look
/// names up by their bytes before any of them becomes a `String`.
enum ShortBytes {
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        let one = UnsafeRawBufferPointer(first)
        let other = UnsafeRawBufferPointer(second)
        // Eight bytes at a time, the last eight overlapping the ones before if need be.
        guard one.count >= 8 else {
            for index in 0..<one.count where one[index] != other[index] { return false }
            return true
        }
        var offset = 0
        while offset < one.count {
            let at = min(offset, one.count - 8)
            guard
                one.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            else { return false }
            offset += 8
        }
        return true
    }

    /// A hash for a direct-mapped cache in front of a hashed table, from the length and the
    /// first and last eight bytes: a few instructions where `hash` takes a couple of hundred. A
    /// file can make names share a cache slot, which only sends their lookups on to the table
    /// behind: a slot holds one entry and is never walked.
    static func quickHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var first: UInt64 = 0
        var last: UInt64 = 0
        if raw.count >= 8 {
            first = raw.loadUnaligned(as: UInt64.self)
            last = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
        } else {
            for byte in raw { first = first << 8 | UInt64(byte) }
        }
        // splitmix64's finalizer over the three.
        var mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &+ UInt64(raw.count))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// Swift's own hash, seeded anew in each process: a file cannot be written so that its names
    /// collide and every lookup walks the whole table (a simpler hash such as FNV-1a can be).
    /// The tables only hold positions, so what flowc prints does not depend on the seed.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }
}
