/// A set of byte strings, each numbered in the order it was first inserted (0, 1, 2, ...): the
/// one hash table behind the decoder's names and types and the linker's name indexes, which look
/// names up by their bytes before, or instead of, making a `String` of them.
///
/// Open addressing over a copy of every key's bytes kept in one buffer, so a lookup compares
/// against memory in place and a table holds two allocations whatever its size.
///
/// Keys are hashed by a multiply-and-shift mix of their words, seeded anew in each process, which
/// costs a fraction of `Hasher` on short names. A mix like that has collisions a file could be
/// written to hit whatever the seed, so an insertion that walks more than `longestProbe` slots
/// rehashes the whole table with Swift's `Hasher` (SipHash, seeded the same way) for good: no
/// file can make every lookup walk the table. Only numbers come out, never the table's order, so
/// what flowc prints depends on neither the seed nor the hash.
public struct ByteTable: Sendable {
    /// How keys are hashed: the quick mix until a probe runs long, then `Hasher`.
    enum Hashing: Sendable, Equatable {
        case mixed(seed: UInt64)
        case sipHash
    }

    /// Probes an insertion may take under the mix before the table turns to `Hasher`: far beyond
    /// what a half-full table with a fair hash walks, short enough that a flood cannot last.
    static let longestProbe = 48

    private(set) var hashing: Hashing
    /// Where each key's bytes stand in `bytes`, by number.
    private var starts: [Int32] = []
    private var bytes: [UInt8] = []
    /// Key numbers, -1 for an empty slot; a power of two, at most half full.
    private var slots: [Int32]

    /// A table with room for `capacity` keys before it grows.
    public init(capacity: Int = 8) {
        var hasher = Hasher()
        hasher.combine(capacity)
        self.init(capacity: capacity, hashing: .mixed(seed: UInt64(truncatingIfNeeded: hasher.finalize())))
    }

    /// A table that hashes as `hashing` says (the tests choose the seed).
    init(capacity: Int, hashing: Hashing) {
        self.hashing = hashing
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        starts.reserveCapacity(capacity)
    }

    /// The number of keys.
    public var count: Int { starts.count }

    /// The number of `key`, if it was inserted.
    public func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let found = slot(of: key).slot
        return slots[found] >= 0 ? Int(slots[found]) : nil
    }

    /// The number of `key`: its own if it was already there (`inserted` false), else the next one.
    @discardableResult
    public mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> (number: Int, inserted: Bool) {
        var (found, probes) = slot(of: key)
        if slots[found] >= 0 { return (Int(slots[found]), false) }
        if probes > Self.longestProbe, hashing != .sipHash {
            hashing = .sipHash
            rehash(size: slots.count)
            found = slot(of: key).slot
        }
        let number = starts.count
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

    private func range(_ number: Int) -> Range<Int> {
        Int(starts[number])..<(number + 1 < starts.count ? Int(starts[number + 1]) : bytes.count)
    }

    /// The slot that holds `key`, or the empty slot where it would go, and how many full slots
    /// were passed on the way.
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> (slot: Int, probes: Int) {
        let mask = slots.count - 1
        var slot = hash(key) & mask
        var probes = 0
        bytes.withUnsafeBufferPointer { stored in
            while slots[slot] >= 0 {
                let range = self.range(Int(slots[slot]))
                if Self.equal(UnsafeBufferPointer(rebasing: stored[range]), key) { return }
                slot = (slot + 1) & mask
                probes += 1
            }
        }
        return (slot, probes)
    }

    private mutating func grow() { rehash(size: slots.count * 2) }

    /// Places every key anew in `size` slots, by the current hashing.
    private mutating func rehash(size: Int) {
        slots = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for number in starts.indices {
            var slot = withKey(number, hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    private func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        switch hashing {
        case .mixed(let seed): return Self.mix(key, seed: seed)
        case .sipHash:
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(key))
            return hasher.finalize()
        }
    }

    /// Each 8-byte word folded in by a multiplication and a shift, the tail last, the length in
    /// the start value (so that "a" and "a\0" differ); then SplitMix64's finalizer, so that every
    /// byte moves the low bits a table's mask keeps.
    static func mix(_ key: UnsafeBufferPointer<UInt8>, seed: UInt64) -> Int {
        let raw = UnsafeRawBufferPointer(key)
        var hash = seed ^ (UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        if offset < raw.count { hash ^= tail(raw, from: offset) }
        hash ^= hash >> 30
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 27
        hash = hash &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return Int(truncatingIfNeeded: hash)
    }

    /// The last bytes of `raw`, fewer than eight from `offset` on, as the low bytes of a word,
    /// the first lowest: read a word or two at a time, overlapping where they must, as a loop
    /// over the bytes would take most of the hash's time on short names.
    @inline(__always)
    private static func tail(_ raw: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
        let count = raw.count - offset
        if raw.count >= 8 {
            return raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) &>> UInt64(64 - 8 * count)
        }
        // The whole key is shorter than a word (`offset` is 0): its first and last four bytes, or
        // two, overlapping in the middle.
        if count >= 4 {
            let first = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return first | last &<< UInt64(8 * (count - 4))
        }
        if count >= 2 {
            let first = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt16.self))
            let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
            return first | last &<< UInt64(8 * (count - 2))
        }
        return UInt64(raw[0])
    }

    private static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let one = first.baseAddress, let other = second.baseAddress else { return true }
        return memcmp(one, other, first.count) == 0
    }
}
