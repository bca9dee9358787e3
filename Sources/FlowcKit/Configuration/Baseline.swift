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
/// compared without a leading `./`, and, given the current directory, an absolute path inside it
/// relative to it: a baseline written by a run given `flows` knows the findings of one given
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

        /// The key of `diagnostic`; `directory`, the current directory, makes an absolute path
        /// inside it relative (`file(_:in:)`).
        public init(_ diagnostic: Diagnostic, in directory: String? = nil) {
            self.init(
                rule: diagnostic.rule.rawValue, file: Self.file(diagnostic.location.file, in: directory),
                flow: diagnostic.flow ?? "", message: Self.message(diagnostic.message))
        }

        /// A file's path as a key holds it: without a leading `./`, and an absolute path inside
        /// `directory` relative to it.
        public static func file(_ path: String, in directory: String?) -> String {
            let path = SourceLocation.pathWithoutCurrentDirectoryPrefix(path)
            guard let directory, path.hasPrefix("/"), directory.hasPrefix("/") else { return path }
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
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
        /// without a leading `./`.
        static func message(_ text: String) -> String {
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            var index = 0
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
                result.append(scalar)
                index += 1
            }
            return String(result)
        }
    }

    public var counts: [Key: Int]

    /// The current directory the keys' absolute paths are made relative to; nil: none are.
    public var currentDirectory: String?

    public init(counts: [Key: Int] = [:], currentDirectory: String? = nil) {
        self.counts = counts
        self.currentDirectory = currentDirectory
    }

    public init(_ diagnostics: [Diagnostic], currentDirectory: String? = nil) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic, in: currentDirectory), default: 0] += 1 }
        self.counts = counts
        self.currentDirectory = currentDirectory
    }

    /// The findings not in the baseline, in their order. Where a key has more findings than the
    /// baseline counts, the later ones in report order are new.
    public func newFindings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { diagnostic in
            let key = Key(diagnostic, in: currentDirectory)
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

    public static func load(_ path: String, currentDirectory: String? = nil) -> Result<Baseline, RunError> {
        switch FileSystem.read(path, limit: YAMLLimits.standard.fileSize) {
        case .failure(let error):
            return .failure(RunError(error))
        case .success(.tooLarge(let size)):
            return .failure(RunError("\(path): \(size) bytes is too large for a baseline"))
        case .success(.bytes(let bytes)):
            return parse(bytes, path: path, currentDirectory: currentDirectory)
        }
    }

    /// Reads a baseline (JSON is YAML, so flowc's own reader reads it).
    public static func parse(
        _ bytes: [UInt8], path: String, currentDirectory: String? = nil
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
                rule: rule, file: Key.file(file, in: currentDirectory), flow: values["flow"] ?? "", message: message)
            // Counts as large as Int.max are whole numbers too: their sum saturates, never traps.
            let (sum, overflow) = counts[key, default: 0].addingReportingOverflow(count)
            counts[key] = overflow ? Int.max : sum
        }
        return .success(Baseline(counts: counts, currentDirectory: currentDirectory))
    }
}
