/// Where a finding points: a file as the run reached it, and a 1-based line and column.
///
/// Columns count characters, not bytes, as the flow format requires.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
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
