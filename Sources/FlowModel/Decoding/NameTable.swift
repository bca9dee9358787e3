/// The names of one file, each made into a string once: a screen's id and every transition that
/// targets it share one string (one allocation, then a reference each).
///
/// A `String` of up to 15 UTF-8 bytes is stored inline and never allocates, so only longer
/// names are looked up in the hashed table; in front of it, a direct-mapped cache of the names
/// last made, of any length, saves both the hash and making a short string again: a file names
/// the same few actions and screens over and over.
struct NameTable {
    /// Every name made: the long ones once each, the short ones once per cache miss.
    private var names: [String] = []
    /// Indices into `names` by `ShortBytes.quickHash` of their bytes, -1 for none.
    private var recent: [Int32] = []
    /// Indices into `names` of the long names by hash of their bytes, -1 for an empty slot; at
    /// most half full.
    private var slots: [Int32] = []
    private var longNames = 0

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if recent.isEmpty { recent = [Int32](repeating: -1, count: 512) }
        let quick = ShortBytes.quickHash(bytes) & (recent.count - 1)
        let hint = Int(recent[quick])
        if hint >= 0 {
            var cached = names[hint]
            if cached.withUTF8({ ShortBytes.equal($0, bytes) }) { return cached }
        }
        let index = bytes.count > 15 ? longName(bytes) : added(bytes)
        recent[quick] = Int32(index)
        return names[index]
    }

    private mutating func added(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        names.append(String(decoding: bytes, as: UTF8.self))
        return names.count - 1
    }

    private mutating func longName(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if slots.isEmpty { slots = [Int32](repeating: -1, count: 256) }
        var slot = ShortBytes.hash(bytes) & (slots.count - 1)
        while slots[slot] >= 0 {
            var candidate = names[Int(slots[slot])]
            if candidate.withUTF8({ ShortBytes.equal($0, bytes) }) { return Int(slots[slot]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let index = added(bytes)
        slots[slot] = Int32(index)
        longNames += 1
        if longNames * 2 > slots.count { grow() }
        return index
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for index in names.indices where names[index].utf8.count > 15 {
            var name = names[index]
            var slot = name.withUTF8(ShortBytes.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}
