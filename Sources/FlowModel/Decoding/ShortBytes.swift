/// Hashing and comparing a few bytes, for the decoder's tables of names and types, which look
/// names up by their bytes before any of them becomes a `String`.
enum ShortBytes {
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count where first[index] != second[index] { return false }
        return true
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
