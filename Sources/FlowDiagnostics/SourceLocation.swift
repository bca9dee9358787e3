/// Where a finding points: a file as the run reached it, and a 1-based line and column.
///
/// Columns count characters, not bytes, as the flow format requires.
public struct SourceLocation: Hashable, Sendable, Comparable {
    // Kept small: the path as one shared reference (half a `String`) and 32-bit line and column
    // (a flow file is far shorter). The IR's values keep only the line and column
    // (`SourcePosition`); their flow keeps one of these.
    private var source: SourceFile
    private var storedLine: Int32
    private var storedColumn: Int32

    public var file: String {
        get { source.path }
        set { source = SourceFile(newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: SourceFile(file), line: line, column: column)
    }

    /// `position` in `file`.
    public init(file: SourceFile, position: SourcePosition) {
        self.source = file
        self.storedLine = position.storedLine
        self.storedColumn = position.storedColumn
    }

    /// The file, shared: locations made from it hold the same reference.
    public var sourceFile: SourceFile { source }

    /// The line and column, without the file.
    public var position: SourcePosition { SourcePosition(storedLine: storedLine, storedColumn: storedColumn) }

    /// A location in `file`; readers that make many locations in one file share one `SourceFile`.
    public init(file: SourceFile, line: Int, column: Int) {
        self.source = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && (lhs.source === rhs.source || lhs.source.path == rhs.source.path)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.path)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.source !== rhs.source, lhs.file != rhs.file {
            return lhs.file.precedesInByteOrder(rhs.file)
        }
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

/// A line and column in a file that the holder knows: the IR's values keep these, and their
/// flow keeps the file (`Flow.location(of:)`).
///
/// Half a `SourceLocation`, with no reference to count: the IR holds one for every name, type
/// and transition, and what `lint` costs follows the memory the IR fills.
public struct SourcePosition: Hashable, Sendable {
    fileprivate var storedLine: Int32
    fileprivate var storedColumn: Int32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    fileprivate init(storedLine: Int32, storedColumn: Int32) {
        self.storedLine = storedLine
        self.storedColumn = storedColumn
    }
}

extension SourcePosition: CustomStringConvertible {
    public var description: String { "\(line):\(column)" }
}

/// A file's path as the run reached it, held once and shared by every location in the file.
public final class SourceFile: Sendable {
    public let path: String

    public init(_ path: String) {
        self.path = path
    }
}
