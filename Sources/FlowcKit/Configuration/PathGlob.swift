import FlowcSupport

/// A path pattern of `.flowc.yml`'s `included` and `excluded`.
///
/// `*` matches within one path component, `**` across components (`**/` also matches no
/// component at all), `?` one character other than `/`, `[abc]`, `[a-z]` and `[!abc]` one
/// character of (or not of) a set. A pattern matches a path when it matches the whole path or one
/// of the folders the path lies in, so `Pods` takes in everything below `Pods/`. Patterns are
/// relative to the folder `.flowc.yml` is in; one that starts with `/` is an absolute path.
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    /// The pattern, or why it is malformed (empty, or an unclosed `[`).
    public static func parse(_ pattern: String) -> Result<PathGlob, GlobError> {
        var trimmed = Substring(pattern)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        guard !trimmed.isEmpty else { return .failure(GlobError(message: "an empty pattern matches nothing")) }
        let scalars = Array(trimmed.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "[" {
                guard classEnd(scalars, from: index) != nil else {
                    return .failure(GlobError(message: "'[' at character \(index + 1) is never closed by ']'"))
                }
            }
            index += 1
        }
        return .success(PathGlob(pattern: String(trimmed), scalars: scalars))
    }

    public struct GlobError: Error, Sendable, Hashable {
        public var message: String
    }

    public var description: String { pattern }

    /// Whether the pattern matches `path` (already relative to the configuration's folder, no
    /// `.` or `..` components) or a folder it lies in.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.unicodeScalars)
        if matchesWhole(text) { return true }
        for (index, scalar) in text.enumerated() where scalar == "/" && index > 0 {
            if matchesWhole(Array(text[..<index])) { return true }
        }
        return false
    }

    private func matchesWhole(_ text: [Unicode.Scalar]) -> Bool {
        var failed = Set<Int>()
        return match(0, 0, text, &failed)
    }

    /// Pattern position `p` against text position `t`; `failed` remembers positions that failed,
    /// so that runs of stars cost at most pattern length times path length steps.
    private func match(_ p: Int, _ t: Int, _ text: [Unicode.Scalar], _ failed: inout Set<Int>) -> Bool {
        let key = p * (text.count + 1) + t
        if failed.contains(key) { return false }
        let result = matchUncached(p, t, text, &failed)
        if !result { failed.insert(key) }
        return result
    }

    private func matchUncached(_ p: Int, _ t: Int, _ text: [Unicode.Scalar], _ failed: inout Set<Int>) -> Bool {
        guard p < scalars.count else { return t == text.count }
        switch scalars[p] {
        case "*":
            var next = p
            while next < scalars.count && scalars[next] == "*" { next += 1 }
            if next - p >= 2 {
                // `**/` matches no folder or any run of folders; `**` elsewhere matches anything.
                if next < scalars.count && scalars[next] == "/" {
                    if match(next + 1, t, text, &failed) { return true }
                    for index in t..<text.count where text[index] == "/" {
                        if match(next + 1, index + 1, text, &failed) { return true }
                    }
                    return false
                }
                for index in t...text.count where match(next, index, text, &failed) { return true }
                return false
            }
            var index = t
            while true {
                if match(next, index, text, &failed) { return true }
                guard index < text.count, text[index] != "/" else { return false }
                index += 1
            }
        case "?":
            guard t < text.count, text[t] != "/" else { return false }
            return match(p + 1, t + 1, text, &failed)
        case "[":
            guard t < text.count, text[t] != "/", let end = Self.classEnd(scalars, from: p) else { return false }
            guard Self.classContains(Array(scalars[(p + 1)..<end]), text[t]) else { return false }
            return match(end + 1, t + 1, text, &failed)
        default:
            guard t < text.count, text[t] == scalars[p] else { return false }
            return match(p + 1, t + 1, text, &failed)
        }
    }

    /// The index of the `]` closing the class that opens at `start`.
    private static func classEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        if index < scalars.count && (scalars[index] == "!" || scalars[index] == "^") { index += 1 }
        if index < scalars.count && scalars[index] == "]" { index += 1 }  // `[]]` holds `]`
        while index < scalars.count {
            if scalars[index] == "]" { return index }
            index += 1
        }
        return nil
    }

    private static func classContains(_ body: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Bool {
        var items = body[...]
        var negated = false
        if let first = items.first, first == "!" || first == "^" {
            negated = true
            items = items.dropFirst()
        }
        var found = false
        var index = items.startIndex
        while index < items.endIndex {
            let low = items[index]
            if index + 2 < items.endIndex, items[index + 1] == "-" {
                if low.value <= scalar.value && scalar.value <= items[index + 2].value { found = true }
                index += 3
            } else {
                if low == scalar { found = true }
                index += 1
            }
        }
        return found != negated
    }
}

/// Which found flow files a run takes, from `.flowc.yml`'s `included` and `excluded`.
///
/// Applies to the files found below a directory; a file named on the command line (or given on
/// standard input) is always taken.
public struct SourceFilter: Sendable, Hashable {
    public var included: [PathGlob]
    public var excluded: [PathGlob]
    /// The folder the patterns are relative to, absolute and normalised.
    public var base: String
    /// The folder relative paths of files are read against, absolute.
    public var currentDirectory: String

    /// `base` is the folder of the configuration file, relative to `currentDirectory` (by default
    /// the process's) or absolute.
    public init(
        included: [PathGlob] = [], excluded: [PathGlob] = [], base: String = ".",
        currentDirectory: String? = nil
    ) {
        let directory = currentDirectory ?? FileSystem.currentDirectory()
        self.included = included
        self.excluded = excluded
        self.currentDirectory = directory
        self.base = Self.absolute(base, currentDirectory: directory)
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// Whether a directory is walked at all: not when `excluded` names it (or a folder above).
    public func walks(directory path: String) -> Bool {
        guard !excluded.isEmpty else { return true }
        let absolute = Self.absolute(path, currentDirectory: currentDirectory)
        return !excluded.contains { matches($0, absolute) }
    }

    /// Whether a flow file found below a directory is taken.
    public func takes(file path: String) -> Bool {
        guard !isEmpty else { return true }
        let absolute = Self.absolute(path, currentDirectory: currentDirectory)
        if excluded.contains(where: { matches($0, absolute) }) { return false }
        return included.isEmpty || included.contains { matches($0, absolute) }
    }

    /// A pattern against an absolute, normalised path: an absolute pattern as it is, a relative
    /// one against the path below `base` (and a path outside `base` never). A relative pattern
    /// that climbs out of `base` (`../Shared`) is made absolute first.
    private func matches(_ glob: PathGlob, _ absolute: String) -> Bool {
        if glob.pattern.hasPrefix("/") { return glob.matches(absolute) }
        if glob.pattern.hasPrefix("../") || glob.pattern.contains("/../") {
            let resolved = Self.absolute(glob.pattern, currentDirectory: base)
            guard case .success(let climbing) = PathGlob.parse(resolved) else { return false }
            return climbing.matches(absolute)
        }
        if base == "/" { return glob.matches(String(absolute.dropFirst())) }
        guard absolute.hasPrefix(base + "/") else { return false }
        return glob.matches(String(absolute.dropFirst(base.count + 1)))
    }

    /// `path` made absolute against the current directory, lexically normalised.
    static func absolute(_ path: String, currentDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
