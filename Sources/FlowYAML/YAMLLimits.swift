/// Resource limits that keep hostile or broken files from costing time or memory.
///
/// Each limit hit is a `syntax` finding at the place it was passed; reading stops for that file,
/// and the documents completed before it still count.
public struct YAMLLimits: Sendable, Hashable {
    /// Nodes that aliases may add to one file, each alias adding the size of the node it repeats.
    public var aliasExpansion: Int
    /// Mappings and sequences inside each other.
    public var nestingDepth: Int
    /// Bytes in one file.
    public var fileSize: Int
    /// Bytes in one scalar.
    public var scalarLength: Int

    public init(
        aliasExpansion: Int = 100_000,
        nestingDepth: Int = 256,
        fileSize: Int = 16 * 1024 * 1024,
        scalarLength: Int = 64 * 1024
    ) {
        self.aliasExpansion = aliasExpansion
        self.nestingDepth = nestingDepth
        self.fileSize = fileSize
        self.scalarLength = scalarLength
    }

    public static let standard = YAMLLimits()
}
