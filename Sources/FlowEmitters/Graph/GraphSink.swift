/// Where a graph's text goes as it is written, piece by piece, so that nothing holds it whole.
///
/// The text is the bytes of every `write`, in order, except that the bytes given to `hold` go
/// where `writeHeld` is called: each flow's edges are drawn with its cluster, but DOT and
/// Mermaid list every edge after every cluster.
public protocol GraphSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer)
    /// Keeps `bytes` for `writeHeld`, after what was held before.
    mutating func hold(_ bytes: UnsafeRawBufferPointer)
    /// Writes everything held, in order, and forgets it.
    mutating func writeHeld()
}

extension GraphSink {
    mutating func write(_ bytes: OutputBytes) {
        bytes.withBytes { write(UnsafeRawBufferPointer($0)) }
    }

    mutating func write(_ text: StaticString) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func hold(_ bytes: OutputBytes) {
        bytes.withBytes { hold(UnsafeRawBufferPointer($0)) }
    }
}

/// A graph's whole text in memory: for `emit`, tests and small graphs.
public struct GraphTextSink: GraphSink {
    private var text = OutputBytes()
    private var held = OutputBytes()

    public init() {}

    /// The text written so far.
    public var bytes: [UInt8] { text.withBytes { Array($0) } }

    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        text.append(bytes.assumingMemoryBound(to: UInt8.self))
    }

    public mutating func hold(_ bytes: UnsafeRawBufferPointer) {
        held.append(bytes.assumingMemoryBound(to: UInt8.self))
    }

    public mutating func writeHeld() {
        text.append(held)
        held = OutputBytes()
    }
}
