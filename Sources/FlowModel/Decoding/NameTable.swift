/// The names of one file, each made into a string once: a screen's id and every transition that
/// targets it share one string (one allocation, then a reference each).
///
/// A `String` of up to 15 UTF-8 bytes is stored inline and never allocates, so only longer
/// names are looked up.
struct NameTable {
    private var names: [String] = []
    /// Indices into `names` by hash of their bytes, -1 for an empty slot; at most half full.
    private var slots: [Int32] = []

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        if slots.isEmpty { slots = [Int32](repeating: -1, count: 256) }
        var slot = ShortBytes.hash(bytes) & (slots.count - 1)
        while slots[slot] >= 0 {
            var candidate = names[Int(slots[slot])]
            if candidate.withUTF8({ ShortBytes.equal($0, bytes) }) { return candidate }
            slot = (slot + 1) & (slots.count - 1)
        }
        let name = String(decoding: bytes, as: UTF8.self)
        slots[slot] = Int32(names.count)
        names.append(name)
        if names.count * 2 > slots.count { grow() }
        return name
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for index in names.indices {
            var name = names[index]
            var slot = name.withUTF8(ShortBytes.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}
