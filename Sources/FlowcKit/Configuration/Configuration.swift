import FlowDiagnostics
import FlowEmitters
import FlowReports
import FlowRules
import FlowYAML
import FlowcSupport

/// `.flowc.yml`: which found files a run takes, how severe each rule is, and the reader's limits.
///
/// ```yaml
/// included: [App/Flows]          # path globs; default: every flow file found
/// excluded: [App/Flows/Legacy, "**/*.draft.flow.yaml"]
/// rules:
///   dead-end-screen: error       # error, warning or off
///   unused-flow: off
/// backend: swiftui               # what `generate` writes: uikit (default) or swiftui
/// swiftui:
///   rootView: "{flow}FlowView"   # the SwiftUI backend's root view of each flow (default "{flow}View")
/// limits:
///   aliasExpansion: 200000       # nodes aliases may add to one file (default 100000)
///   nestingDepth: 256            # mappings and lists inside each other (default 256)
///   fileSize: 16777216           # bytes in one flow file (default 16 MiB)
///   scalarLength: 65536          # bytes in one scalar (default 64 KiB)
///   flowsPerFile: 10000          # flow documents in one file (default 10000)
///   screensPerFlow: 10000        # screens under one flow (default 10000)
///   placementsPerTransition: 64  # places each transition of a flow may run at, on average (default 64)
/// ```
///
/// It is read with flowc's own YAML reader, and every problem (an unknown key, an unknown rule,
/// a bad value) is reported at its line and column; a bad configuration fails the run (exit 2).
public struct Configuration: Sendable {
    public static let fileName = ".flowc.yml"
    public static let keys = ["included", "excluded", "rules", "limits", "backend", "swiftui"]
    /// The keys of `swiftui`, the SwiftUI backend's settings.
    public static let swiftUIKeys = ["rootView"]
    public static let limitKeys = YAMLLimits.names
    /// The largest value a limit takes (`YAMLLimits.largest` gives each limit's own).
    public static let largestLimit = YAMLLimits.largestValue
    static let largestFile = 1 << 20

    public var included: [PathGlob] = []
    public var excluded: [PathGlob] = []
    public var rules = RuleConfiguration()
    public var limits = YAMLLimits.standard
    /// What `generate` writes (`backend`); `--backend` overrides it.
    public var backend = GenerateBackend.uikit
    /// How the SwiftUI backend names each flow's root view (`swiftui.rootView`).
    public var rootView = SwiftUIRootViewPattern.standard
    /// The file it was read from, if any.
    public var path: String?

    public init() {}

    /// The folder `included` and `excluded` are relative to: the configuration file's.
    public var directory: String {
        guard let path, let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public var filter: SourceFilter {
        SourceFilter(included: included, excluded: excluded, base: directory)
    }

    /// A lint run of `paths` under this configuration.
    public func lintRun(paths: [String]) -> LintRun {
        var run = LintRun(paths: paths, loader: FlowLoader(limits: limits), linter: Linter(configuration: rules))
        if !included.isEmpty || !excluded.isEmpty { run.filter = filter }
        return run
    }

    // MARK: - Loading

    /// Reads `path`, or with no path `.flowc.yml` in the current directory when there is one.
    public static func load(_ path: String?) -> Result<Configuration, RunError> {
        let file = path ?? fileName
        // Only a missing `.flowc.yml` means none: one that is a broken link is read, and its
        // failure reported, as a broken link named on the command line is.
        if path == nil && FileSystem.kind(of: fileName) == nil && !FileSystem.isSymbolicLink(fileName) {
            return .success(Configuration())
        }
        switch FileSystem.read(file, limit: largestFile) {
        case .failure(let error):
            return .failure(RunError(error))
        case .success(.tooLarge(let size)):
            return .failure(RunError("\(file): \(size) bytes is too large for a configuration file"))
        case .success(.bytes(let bytes)):
            return parse(bytes, path: file)
        }
    }

    /// Reads a configuration from its text; `path` names it in messages.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<Configuration, RunError> {
        var parser = ConfigurationParser(path: path)
        let configuration = parser.parse(bytes)
        guard parser.errors.isEmpty else {
            let sorted = parser.errors.enumerated().sorted {
                ($0.element.mark.line, $0.element.mark.column, $0.offset)
                    < ($1.element.mark.line, $1.element.mark.column, $1.offset)
            }
            let lines = sorted.map {
                "\(path):\($0.element.mark.line):\($0.element.mark.column): \($0.element.message)"
            }
            return .failure(RunError(lines.joined(separator: "\nflowc: error: ")))
        }
        return .success(configuration)
    }
}

/// Reads the node tree of `.flowc.yml`, collecting every problem with its place.
private struct ConfigurationParser {
    let path: String
    /// Problems in the order found; reported in the order of their places.
    var errors: [(mark: SourcePosition, message: String)] = []

    init(path: String) {
        self.path = path
    }

    mutating func error(_ message: String, at mark: SourcePosition) {
        errors.append((mark, message))
    }

    mutating func parse(_ bytes: [UInt8]) -> Configuration {
        var configuration = Configuration()
        configuration.path = path
        let read = YAMLReader().read(bytes, file: path)
        for diagnostic in read.diagnostics {
            error(
                diagnostic.message + Self.quoteHint(bytes, line: diagnostic.location.line),
                at: SourcePosition(line: diagnostic.location.line, column: diagnostic.location.column))
        }
        guard errors.isEmpty else { return configuration }
        if read.documents.count > 1 {
            error("a configuration is one YAML document; this is another", at: read.documents[1].mark)
        }
        guard let root = read.documents.first else { return configuration }
        switch root.content {
        case .scalar(let scalar) where scalar.isNull:
            return configuration
        case .mapping(let pairs):
            for (key, _, value) in entries(pairs, keys: Configuration.keys, what: "setting") {
                switch key {
                case "included": configuration.included = globs(value, key: key)
                case "excluded": configuration.excluded = globs(value, key: key)
                case "rules": configuration.rules = rules(value)
                case "limits": configuration.limits = limits(value)
                case "backend": configuration.backend = backend(value) ?? .uikit
                case "swiftui": configuration.rootView = swiftUI(value)
                default: break
                }
            }
        default:
            error(
                "expected a map of settings (\(Configuration.keys.joined(separator: ", "))), found \(root.kindDescription)",
                at: root.mark)
        }
        return configuration
    }

    /// The pairs of a mapping whose keys are known, reporting the others and repeated keys. A key
    /// with no value (`included:`, `rules: {unused-flow: ~}`) is left out: it changes nothing.
    mutating func entries(_ pairs: [YAMLPair], keys: [String]?, what: String) -> [(String, SourcePosition, YAMLNode)] {
        var seen: [String: SourcePosition] = [:]
        var result: [(String, SourcePosition, YAMLNode)] = []
        for pair in pairs {
            guard let scalar = pair.key.scalar, !scalar.isNull else {
                error("expected a \(what) name, found \(pair.key.kindDescription)", at: pair.key.mark)
                continue
            }
            let name = scalar.text
            if let first = seen[name] {
                error(
                    "'\(name)' appears twice; the first is at line \(first.line), column \(first.column)",
                    at: pair.key.mark)
                continue
            }
            seen[name] = pair.key.mark
            if let keys, !keys.contains(name) {
                let hint = Suggestion.hint(for: name, among: keys)
                let known = hint.isEmpty ? " (known: \(keys.joined(separator: ", ")))" : hint
                error("unknown \(what) '\(name)'\(known)", at: pair.key.mark)
                continue
            }
            if pair.value.scalar?.isNull == true { continue }
            result.append((name, pair.key.mark, pair.value))
        }
        return result
    }

    /// A list of path globs, or one.
    mutating func globs(_ node: YAMLNode, key: String) -> [PathGlob] {
        let items: [YAMLNode]
        switch node.content {
        case .sequence(let nodes): items = nodes
        case .scalar(let scalar) where !scalar.isNull: items = [node]
        default:
            error("'\(key)' expects a list of path patterns, found \(node.kindDescription)", at: node.mark)
            return []
        }
        var globs: [PathGlob] = []
        for item in items {
            guard let scalar = item.scalar, !scalar.isNull else {
                error("'\(key)' expects path patterns, found \(item.kindDescription)", at: item.mark)
                continue
            }
            switch PathGlob.parse(scalar.text) {
            case .success(let glob): globs.append(glob)
            case .failure(let failure):
                error("bad pattern '\(scalar.text)' in '\(key)': \(failure.message)", at: item.mark)
            }
        }
        return globs
    }

    mutating func rules(_ node: YAMLNode) -> RuleConfiguration {
        var configuration = RuleConfiguration()
        guard case .mapping(let pairs) = node.content else {
            if node.scalar?.isNull == true { return configuration }
            error(
                "'rules' expects a map from rule id to error, warning or off, found \(node.kindDescription)",
                at: node.mark)
            return configuration
        }
        let ids = ReportedRules.all.map(\.id.rawValue)
        for (id, mark, value) in entries(pairs, keys: nil, what: "rule") {
            guard ids.contains(id) else {
                let hint = Suggestion.hint(for: id, among: ids)
                error("unknown rule '\(id)'\(hint.isEmpty ? " (`flowc rules` lists them)" : hint)", at: mark)
                continue
            }
            let levels = RuleConfiguration.Level.allCases.map(\.rawValue)
            guard let scalar = value.scalar, let level = RuleConfiguration.Level(rawValue: scalar.text) else {
                let hint = value.scalar.map { Suggestion.hint(for: $0.text, among: levels) } ?? ""
                error(
                    "rule '\(id)' is set to \(Self.describe(value)); expected error, warning or off\(hint)",
                    at: value.mark)
                continue
            }
            configuration.levels[RuleID(rawValue: id)] = level
        }
        return configuration
    }

    mutating func backend(_ node: YAMLNode) -> GenerateBackend? {
        if let scalar = node.scalar, !scalar.isNull, let backend = GenerateBackend(rawValue: scalar.text) {
            return backend
        }
        let names = GenerateBackend.allCases.map(\.rawValue).joined(separator: " or ")
        error("'backend' is \(Self.describe(node)); expected \(names)", at: node.mark)
        return nil
    }

    /// For YAML's error on a line where `rootView`'s pattern starts unquoted with `{` (YAML's flow
    /// mapping, `rootView: {flow}View`): how to write it.
    static func quoteHint(_ bytes: [UInt8], line: Int) -> String {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "" }
        let text = String(decoding: lines[line - 1], as: UTF8.self)
        guard let key = text.firstRange(of: "rootView:") else { return "" }
        guard text[key.upperBound...].drop(while: { $0 == " " }).first == "{" else { return "" }
        return "; quote the rootView pattern: rootView: \"{flow}FlowView\""
    }

    /// The SwiftUI backend's settings: `rootView`, a pattern with `{flow}` (`SwiftUIRootViewPattern`).
    mutating func swiftUI(_ node: YAMLNode) -> SwiftUIRootViewPattern {
        guard case .mapping(let pairs) = node.content else {
            if node.scalar?.isNull != true {
                error(
                    "'swiftui' expects a map of settings (\(Configuration.swiftUIKeys.joined(separator: ", "))), "
                        + "found \(node.kindDescription)", at: node.mark)
            }
            return .standard
        }
        var rootView = SwiftUIRootViewPattern.standard
        for (_, _, value) in entries(pairs, keys: Configuration.swiftUIKeys, what: "swiftui setting") {
            // Unquoted, `{flow}View` is YAML's flow mapping: the message says to quote it.
            guard let scalar = value.scalar, !scalar.isNull else {
                error(
                    "'rootView' is \(Self.describe(value)); expected a pattern with {flow}, quoted: "
                        + "rootView: \"{flow}FlowView\"", at: value.mark)
                continue
            }
            switch SwiftUIRootViewPattern.parse(scalar.text) {
            case .success(let pattern): rootView = pattern
            case .failure(let failure): error("'rootView' '\(scalar.text)' \(failure.message)", at: value.mark)
            }
        }
        return rootView
    }

    mutating func limits(_ node: YAMLNode) -> YAMLLimits {
        var limits = YAMLLimits.standard
        guard case .mapping(let pairs) = node.content else {
            if node.scalar?.isNull == true { return limits }
            error(
                "'limits' expects a map of limits (\(Configuration.limitKeys.joined(separator: ", "))), found \(node.kindDescription)",
                at: node.mark)
            return limits
        }
        for (key, _, value) in entries(pairs, keys: Configuration.limitKeys, what: "limit") {
            let largest = YAMLLimits.largest(key)
            guard let number = wholeNumber(value), number >= 1, number <= largest else {
                error(
                    "limit '\(key)' is \(Self.describe(value)); expected a whole number from 1 to \(largest)",
                    at: value.mark)
                continue
            }
            limits[name: key] = number
        }
        return limits
    }

    /// A value in a message: a scalar's text, quoted, or what kind of node it is.
    static func describe(_ node: YAMLNode) -> String {
        guard let scalar = node.scalar, !scalar.isNull else { return node.kindDescription }
        return "'\(scalar.text)'"
    }

    /// A plain decimal number, `_` allowed between digits (`16_777_216`); nil otherwise or when
    /// it is too long to be a limit.
    func wholeNumber(_ node: YAMLNode) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        var digits = scalar.text.utf8[...]
        if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard let first = digits.first, first != UInt8(ascii: "_"), digits.last != UInt8(ascii: "_") else { return nil }
        var value = 0
        for byte in digits {
            if byte == UInt8(ascii: "_") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            if value > Configuration.largestLimit { return Configuration.largestLimit + 1 }
        }
        return value
    }
}
