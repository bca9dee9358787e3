/// A set of byte strings, each numbered in the order it was first inserted (0, 1, 2, ...): the
/// one hash table behind the decoder's names and types and the linker's name indexes, which look
/// names up by their bytes before, or instead of, making a `String` of them.
///
/// Open addressing over a copy of every key's bytes kept in one buffer, so a lookup compares
/// against memory in place and a table holds a few allocations whatever its size. Hashed with
/// Swift's `Hasher`, seeded anew in each process: no file can be written so that its names
/// collide and every lookup walks the table. Only numbers come out, never the table's order, so
/// what flowc prints does not depend on the seed.
///
/// In front of the table, the key last found in each of a few slots chosen by a cheap hash of the
/// length and the first and last bytes: a file names the same few actions, screens and types over
/// and over, and a hit there skips the seeded hash. A slot holds one key and is never walked, so
/// keys that share one only go on to the table.
public struct ByteTable: Sendable {
    /// Where each key's bytes stand in `bytes`, by number.
    private var starts: [Int32] = []
    private var bytes: [UInt8] = []
    /// Key numbers, -1 for an empty slot; a power of two, at most half full.
    private var slots: [Int32]
    /// The number of the key last found in each slot by `quickHash`, -1 for none; empty for a
    /// table that is not asked for the same keys over and over.
    private var recent: [Int32]

    /// A table with room for `capacity` keys before it grows, and `recentSlots` (a power of two,
    /// or 0) slots for the keys last found.
    public init(capacity: Int = 8, recentSlots: Int = 0) {
        recent = [Int32](repeating: -1, count: recentSlots)
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        starts.reserveCapacity(capacity)
    }

    /// The number of keys.
    public var count: Int { starts.count }

    /// The number of `key`, if it was inserted.
    public func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        if let number = recentNumber(of: key) { return number }
        let found = slot(of: key)
        return slots[found] >= 0 ? Int(slots[found]) : nil
    }

    /// The number of `key`: its own if it was already there (`inserted` false), else the next one.
    @discardableResult
    public mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> (number: Int, inserted: Bool) {
        if let number = recentNumber(of: key) { return (number, false) }
        let found = slot(of: key)
        let number = slots[found] >= 0 ? Int(slots[found]) : starts.count
        if !recent.isEmpty { recent[Self.quickHash(key) & (recent.count - 1)] = Int32(number) }
        if slots[found] >= 0 { return (number, false) }
        slots[found] = Int32(number)
        starts.append(Int32(bytes.count))
        bytes.append(contentsOf: key)
        if starts.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// The bytes of key `number`.
    public func withKey<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = self.range(number)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The number of `key`, if it was inserted.
    public func number(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { number(of: $0) }
    }

    /// `insert(_:)` of a string's UTF-8 bytes.
    @discardableResult
    public mutating func insert(_ key: String) -> (number: Int, inserted: Bool) {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    /// The number of `key` if it is the key last found in its `recent` slot.
    private func recentNumber(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !recent.isEmpty else { return nil }
        let number = Int(recent[Self.quickHash(key) & (recent.count - 1)])
        guard number >= 0 else { return nil }
        let range = self.range(number)
        return bytes.withUnsafeBufferPointer { Self.equal(UnsafeBufferPointer(rebasing: $0[range]), key) } ? number : nil
    }

    /// The length and the first and last eight bytes, mixed (splitmix64's finalizer).
    private static func quickHash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(key)
        var first: UInt64 = 0
        var last: UInt64 = 0
        if raw.count >= 8 {
            first = raw.loadUnaligned(as: UInt64.self)
            last = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
        } else {
            for byte in raw { first = first << 8 | UInt64(byte) }
        }
        var mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &+ UInt64(raw.count))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    private func range(_ number: Int) -> Range<Int> {
        Int(starts[number])..<(number + 1 < starts.count ? Int(starts[number + 1]) : bytes.count)
    }

    /// The slot that holds `key`, or the empty slot where it would go.
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        bytes.withUnsafeBufferPointer { stored in
            while slots[slot] >= 0 {
                let range = self.range(Int(slots[slot]))
                if Self.equal(UnsafeBufferPointer(rebasing: stored[range]), key) { return }
                slot = (slot + 1) & mask
            }
        }
        return slot
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in starts.indices {
            var slot = withKey(number, Self.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }

    private static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let one = first.baseAddress, let other = second.baseAddress else { return true }
        return memcmp(one, other, first.count) == 0
    }
}
