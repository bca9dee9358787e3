import FlowcSupport

/// The names of one file, each made into a string once: a screen's id and every transition that
/// targets it share one string (one allocation, then a reference each).
struct NameTable {
    private var table = ByteTable()
    /// Each name, by its number in `table`.
    private var names: [String] = []

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (number, inserted) = table.insert(bytes)
        if inserted { names.append(String(decoding: bytes, as: UTF8.self)) }
        return names[number]
    }
}
