/// Where a finding points: a file as the run reached it, and a 1-based line and column.
///
/// Columns count characters, not bytes, as the flow format requires.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    // 32 bits each: a flow file is at most a few MiB, and the IR holds a location for every name,
    // type and transition, so the smaller struct is a smaller IR.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation {
    /// `path` without leading `./` (and the slashes after it): the same file as a repository
    /// names it, so that `./flows/A.flow.yaml` and `flows/A.flow.yaml` match.
    public static func pathWithoutCurrentDirectoryPrefix(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") {
            path = path.dropFirst(2)
            while path.hasPrefix("/") { path = path.dropFirst() }
        }
        return String(path)
    }
}
