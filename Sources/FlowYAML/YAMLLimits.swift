/// Resource limits that keep hostile or broken files from costing time or memory.
///
/// Each limit hit is a `syntax` finding at the place it was passed, naming the limit
/// (`limits.NAME`, the key that raises it in `.flowc.yml`); reading stops for that file, and the
/// documents completed before it still count. The reader checks the first four; the decoder
/// checks `flowsPerFile` and `screensPerFlow`; the navigation analysis checks
/// `placementsPerTransition`, past which no other rule checks the flow.
public struct YAMLLimits: Sendable, Hashable {
    /// Nodes that aliases may add to one file, each alias adding the size of the node it repeats.
    public var aliasExpansion: Int
    /// Mappings and sequences inside each other.
    public var nestingDepth: Int
    /// Bytes in one file.
    public var fileSize: Int
    /// Bytes in one scalar.
    public var scalarLength: Int
    /// Flow documents in one file.
    public var flowsPerFile: Int
    /// Screens under one flow's `screens`.
    public var screensPerFlow: Int
    /// How many places, on average, the navigation analysis may place each transition one flow
    /// writes at (the flow's size: its transitions, routes and screens, plus one). A transition
    /// runs from more places than where it is written: a button over every screen its alert is
    /// shown over, a handler wherever its child is started, a second step (`then`) on every screen
    /// it lands on; and second steps are placed again, with the whole flow, in rounds until they
    /// land where they landed. Counted: every site placed in every round, every place passed on
    /// from alert to alert and child to child, and every screen (and stack bottom) a second step
    /// or an external screen's `to` looks at to land; each before it is placed. A few lines can
    /// ask for millions of places, and a round can add as little as one landing: this keeps the
    /// analysis linear in the flow's size.
    public var placementsPerTransition: Int

    public init(
        aliasExpansion: Int = 100_000,
        nestingDepth: Int = 256,
        fileSize: Int = 16 * 1024 * 1024,
        scalarLength: Int = 64 * 1024,
        flowsPerFile: Int = 10_000,
        screensPerFlow: Int = 10_000,
        placementsPerTransition: Int = 64
    ) {
        self.aliasExpansion = aliasExpansion
        self.nestingDepth = nestingDepth
        self.fileSize = fileSize
        self.scalarLength = scalarLength
        self.flowsPerFile = flowsPerFile
        self.screensPerFlow = screensPerFlow
        self.placementsPerTransition = placementsPerTransition
    }

    public static let standard = YAMLLimits()

    /// The largest value a limit takes: 1 TiB, far above any use, far below overflow.
    public static let largestValue = 1 << 40

    /// The largest value `.flowc.yml` may give limit `name`: `largestValue`, but 10,000 for
    /// `nestingDepth`, where libyaml's own scan of deeper nesting costs the square of its depth
    /// (20,000 levels take seconds, 100,000 a minute).
    public static func largest(_ name: String) -> Int { name == "nestingDepth" ? 10_000 : largestValue }

    /// The names of the limits, as `.flowc.yml` spells them under `limits`.
    public static let names = [
        "aliasExpansion", "nestingDepth", "fileSize", "scalarLength", "flowsPerFile", "screensPerFlow",
        "placementsPerTransition",
    ]

    /// The limit called `name` (one of `names`); nil for another name.
    public subscript(name name: String) -> Int? {
        get {
            switch name {
            case "aliasExpansion": return aliasExpansion
            case "nestingDepth": return nestingDepth
            case "fileSize": return fileSize
            case "scalarLength": return scalarLength
            case "flowsPerFile": return flowsPerFile
            case "screensPerFlow": return screensPerFlow
            case "placementsPerTransition": return placementsPerTransition
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch name {
            case "aliasExpansion": aliasExpansion = newValue
            case "nestingDepth": nestingDepth = newValue
            case "fileSize": fileSize = newValue
            case "scalarLength": scalarLength = newValue
            case "flowsPerFile": flowsPerFile = newValue
            case "screensPerFlow": screensPerFlow = newValue
            case "placementsPerTransition": placementsPerTransition = newValue
            default: break
            }
        }
    }
}
