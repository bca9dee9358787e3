import FlowDiagnostics
import FlowReports
import FlowYAML
import FlowcSupport

/// The findings an app had when it adopted flowc, so that `lint --baseline` reports only new ones.
///
/// A finding is keyed by rule, file, flow and message, not by line and column, so that edits
/// that move lines keep it known; the line and column of places quoted inside a message
/// (`at ./a.flow.yaml:3:7`) are left out of the key for the same reason, and `./` too. Equal
/// keys are counted: with two known findings of one key, a third is new. A file's path is
/// compared without `.` segments, doubled slashes and a leading `./`, and, given the current
/// directory's names, an absolute path inside it relative to it, in the file and in the places a
/// message quotes: a baseline written by a run given `flows` knows the findings of one given
/// `"$SRCROOT"/flows` (an Xcode phase), and the other way round.
///
/// The file is JSON, one finding per line, sorted, so the same findings give the same bytes and
/// it diffs well in review:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"rule": "dead-end-screen", "file": "flows/Shop.flow.yaml", "flow": "Shop", "message": "…", "count": 1}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Hashable {
    public static let version = 1

    public struct Key: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var flow: String
        public var message: String

        public init(rule: String, file: String, flow: String, message: String) {
            self.rule = rule
            self.file = file
            self.flow = flow
            self.message = message
        }

        /// The key of `diagnostic`; `directories`, the current directory's names, make an
        /// absolute path inside it relative (`file(_:in:)`), in its file and in its message.
        public init(_ diagnostic: Diagnostic, in directories: [String] = []) {
            self.init(
                rule: diagnostic.rule.rawValue, file: Self.file(diagnostic.location.file, in: directories),
                flow: diagnostic.flow ?? "", message: Self.message(diagnostic.message, in: directories))
        }

        /// A file's path as a key holds it: without `.` segments, doubled slashes or a leading
        /// `./` (`..` is resolved as written, as the path names no link a key could follow),
        /// and an absolute path inside one of `directories` relative to it.
        public static func file(_ path: String, in directories: [String]) -> String {
            let path = lexicallyNormal(path)
            guard path.hasPrefix("/") else { return path }
            for directory in directories where directory.hasPrefix("/") {
                let prefix = lexicallyNormal(directory) + (directory == "/" ? "" : "/")
                if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            }
            return path
        }

        static func lexicallyNormal(_ path: String) -> String {
            FileSystem.lexicallyNormal(path, resolvingParents: true)
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            for (left, right) in [
                (lhs.file, rhs.file), (lhs.rule, rhs.rule), (lhs.flow, rhs.flow), (lhs.message, rhs.message),
            ]
            where left != right {
                return left.precedesInByteOrder(right)
            }
            return false
        }

        /// The message with the `:LINE:COLUMN` of places it quotes removed, and their paths
        /// without a leading `./` or the current directory (one of `directories`).
        static func message(_ text: String, in directories: [String] = []) -> String {
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            var index = 0
            let directoryPrefixes = directories.filter { $0.hasPrefix("/") && $0 != "/" }
                .map { Array((lexicallyNormal($0) + "/").unicodeScalars) }
            func startsWith(_ prefix: [Unicode.Scalar], at start: Int) -> Bool {
                start + prefix.count <= scalars.count && scalars[start..<start + prefix.count].elementsEqual(prefix)
            }
            func digits(from start: Int) -> Int {
                var end = start
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                return end
            }
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == ":" {
                    let lineEnd = digits(from: index + 1)
                    if lineEnd > index + 1, lineEnd < scalars.count, scalars[lineEnd] == ":" {
                        let columnEnd = digits(from: lineEnd + 1)
                        if columnEnd > lineEnd + 1 {
                            index = columnEnd
                            continue
                        }
                    }
                }
                let wordStart = index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "'"
                if scalar == ".", wordStart, index + 1 < scalars.count, scalars[index + 1] == "/" {
                    index += 2
                    continue
                }
                if scalar == "/", wordStart,
                    let length = directoryPrefixes.first(where: { startsWith($0, at: index) })?.count
                {
                    index += length
                    continue
                }
                result.append(scalar)
                index += 1
            }
            return String(result)
        }
    }

    public var counts: [Key: Int]

    /// The current directory's names (`FileSystem.currentDirectoryNames`), which the keys'
    /// absolute paths are made relative to; empty: none are.
    public var currentDirectories: [String]

    public init(counts: [Key: Int] = [:], currentDirectories: [String] = []) {
        self.counts = counts
        self.currentDirectories = currentDirectories
    }

    public init(_ diagnostics: [Diagnostic], currentDirectories: [String] = []) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic, in: currentDirectories), default: 0] += 1 }
        self.counts = counts
        self.currentDirectories = currentDirectories
    }

    /// The findings not in the baseline, in their order. Where a key has more findings than the
    /// baseline counts, the later ones in report order are new.
    public func newFindings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { diagnostic in
            let key = Key(diagnostic, in: currentDirectories)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    // MARK: - The file

    public var text: String {
        var output = "{\n  \"version\": \(Self.version),\n  \"findings\": ["
        let keys = counts.keys.sorted()
        for (index, key) in keys.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "    {\"rule\": \(JSONText.quoted(key.rule)), \"file\": \(JSONText.quoted(key.file))"
            output += ", \"flow\": \(JSONText.quoted(key.flow)), \"message\": \(JSONText.quoted(key.message))"
            output += ", \"count\": \(counts[key] ?? 1)}"
        }
        output += keys.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    public func write(to path: String) -> Result<Void, RunError> {
        AtomicFile.write(Array(text.utf8), to: path)
    }

    public static func load(_ path: String, currentDirectories: [String] = []) -> Result<Baseline, RunError> {
        switch FileSystem.read(path, limit: YAMLLimits.standard.fileSize) {
        case .failure(let error):
            return .failure(RunError(error))
        case .success(.tooLarge(let size)):
            return .failure(RunError("\(path): \(size) bytes is too large for a baseline"))
        case .success(.bytes(let bytes)):
            return parse(bytes, path: path, currentDirectories: currentDirectories)
        }
    }

    /// Reads a baseline (JSON is YAML, so flowc's own reader reads it).
    public static func parse(
        _ bytes: [UInt8], path: String, currentDirectories: [String] = []
    ) -> Result<Baseline, RunError> {
        let read = YAMLReader().read(bytes, file: path)
        func failure(_ message: String, _ mark: SourcePosition) -> Result<Baseline, RunError> {
            .failure(RunError("\(path):\(mark.line):\(mark.column): \(message)"))
        }
        if let diagnostic = read.diagnostics.first {
            return .failure(RunError("\(diagnostic.location): \(diagnostic.message)"))
        }
        let start = SourcePosition(line: 1, column: 1)
        guard read.documents.count == 1, let root = read.documents.first, case .mapping(let pairs) = root.content else {
            return failure("a baseline is one JSON object with \"version\" and \"findings\"", start)
        }
        var findings: YAMLNode?
        for pair in pairs {
            switch pair.key.scalar?.text {
            case "version":
                guard pair.value.scalar?.text == String(version) else {
                    return failure("this flowc reads baselines of version \(version)", pair.value.mark)
                }
            case "findings":
                findings = pair.value
            default:
                return failure("unknown key '\(pair.key.scalar?.text ?? "")' in a baseline", pair.key.mark)
            }
        }
        guard let findings, case .sequence(let items) = findings.content else {
            return failure("a baseline needs \"findings\", a list", findings?.mark ?? root.mark)
        }
        var counts: [Key: Int] = [:]
        for item in items {
            guard case .mapping(let fields) = item.content else {
                return failure("a finding is an object with rule, file, flow, message and count", item.mark)
            }
            var values: [String: String] = [:]
            for field in fields {
                guard let name = field.key.scalar?.text, ["rule", "file", "flow", "message", "count"].contains(name),
                    let value = field.value.scalar, values[name] == nil
                else {
                    return failure("unexpected '\(field.key.scalar?.text ?? "")' in a finding", field.key.mark)
                }
                values[name] = value.text
            }
            guard let rule = values["rule"], let file = values["file"], let message = values["message"] else {
                return failure("a finding needs rule, file and message", item.mark)
            }
            let count = values["count"].map { Int($0) } ?? 1
            guard let count, count >= 1 else { return failure("a finding's count is a whole number from 1", item.mark) }
            let key = Key(
                rule: rule, file: Key.file(file, in: currentDirectories), flow: values["flow"] ?? "",
                message: message)
            // Counts as large as Int.max are whole numbers too: their sum saturates, never traps.
            let (sum, overflow) = counts[key, default: 0].addingReportingOverflow(count)
            counts[key] = overflow ? Int.max : sum
        }
        return .success(Baseline(counts: counts, currentDirectories: currentDirectories))
    }
}
