import FlowDiagnostics
import FlowModel
import FlowReports
import FlowRules
import FlowcKit
import FlowcSupport

// FoundationEssentials only where it exists (Linux): the whole Foundation would bring ICU into
// the flowc executable, which every `flowc lint` would load.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The flow files of one folder as `flowc lint` run in it reads them (the files it finds, its
/// `.flowc.yml`, inline disables, a baseline), with the documents open in the editor in place of
/// their files on disk.
///
/// Each file is decoded once and kept: a change decodes only the file it changes, and a file
/// that no longer reads (mid-typing) keeps the others' flows, which link as before. Paths are as
/// `flowc lint` names them from the process's current directory (`./Flows/A.flow.yaml`), so that
/// findings, their messages and the baseline's keys are the same.
public final class Workspace {
    /// One flow file: its decoded flows and disable comments, its open document, if any, and the
    /// text its positions were read from.
    struct Entry {
        var file: FlowFile
        var comments: [DisableComment]
        /// The editor's buffer, while the document is open.
        var open: TextDocument?
        /// The URI the client names the open document by.
        var uri: String?
        /// The bytes last read from disk, when a position in them was asked.
        var disk: TextDocument?
        /// Whether the walk of the folder found it (else it is only open).
        var isFound: Bool
        /// Whether `open` changed since it was decoded.
        var isStale = false
    }

    /// The folder's absolute path: the process's current directory, where relative paths start.
    public let root: String
    public private(set) var configuration: Configuration
    public var baseline: Baseline?
    private var entries: [String: Entry] = [:]
    /// The paths in load order (the order of their path strings, as `flowc lint` loads them).
    private var order: [String] = []
    private var orderIsStale = true
    /// Each entry's decoded file and disable comments, in load order, as the last lint read them:
    /// after an edit, only the slots of the files decoded again are set.
    private var linkedFiles: [FlowFile] = []
    private var linkedComments: [String: [DisableComment]] = [:]
    /// Each path's place in `order` and `linkedFiles`.
    private var placeInOrder: [String: Int] = [:]
    /// Whether an entry changed other than by decoding its open document again (`reread`).
    private var linkedFilesAreStale = true
    /// Paths whose open document changed since it was decoded.
    private var stale: Set<String> = []
    private var needsLint = true
    /// The last lint, with the baseline applied to its findings.
    public private(set) var outcome: LintRun.Outcome?
    /// What the last lint found, flow by flow: a lint after an edit checks only what it can change.
    private var linting: IncrementalLinter
    /// The findings last published, by path.
    private var published: [String: [Diagnostic]] = [:]
    /// Paths whose open document changed since their findings were last published.
    private var touched: Set<String> = []
    /// Problems met while reading (a bad configuration, an unreadable file), for the client's log.
    public private(set) var problems: [String] = []

    public init(root: String, configuration: Configuration, baseline: Baseline? = nil) {
        self.root = root
        self.configuration = configuration
        self.baseline = baseline
        self.linting = IncrementalLinter(linter: configuration.lintRun(paths: []).linter)
    }

    /// Finds and decodes the folder's flow files (on all cores).
    public func loadFolder() {
        let lint = configuration.lintRun(paths: [])
        var found: [String] = []
        switch FlowSources.find(["."], filter: lint.filter) {
        case .success(let paths): found = paths
        case .failure(let error): problems.append(error.message)
        }
        var loaded: [(FlowFile, [DisableComment])] = []
        switch lint.loader.loadWithComments(found) {
        case .success(let result):
            loaded = result.files.map { ($0, result.comments[$0.path] ?? []) }
        case .failure(let error):
            // One unreadable file fails a lint run; here it is left out and the others read.
            problems.append(error.message)
            for path in found {
                if case .success(let result) = lint.loader.loadWithComments([path]), let file = result.files.first {
                    loaded.append((file, result.comments[path] ?? []))
                }
            }
        }
        for (file, comments) in loaded {
            entries[file.path] = Entry(file: file, comments: comments, isFound: true)
        }
        orderIsStale = true
        needsLint = true
    }

    // MARK: - Paths and URIs

    /// The path the workspace names the file of `uri` by.
    public func path(ofURI uri: String) -> String {
        var absolute = URL(string: uri).map(\.path) ?? uri
        if absolute.isEmpty { absolute = uri }
        if absolute == root { return "." }
        if absolute.hasPrefix(root == "/" ? "/" : root + "/") {
            return "./" + absolute.dropFirst(root == "/" ? 1 : root.count + 1)
        }
        return absolute
    }

    public func uri(ofPath path: String) -> String {
        if let uri = entries[path]?.uri { return uri }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else {
            var relative = Substring(path)
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            absolute = root == "/" ? "/" + relative : root + "/" + relative
        }
        return URL(fileURLWithPath: absolute).absoluteString
    }

    // MARK: - Documents

    public func open(uri: String, text: String, version: Int?) {
        let path = path(ofURI: uri)
        var entry = entries[path] ?? Entry(file: FlowFile(path: path), comments: [], isFound: false)
        guard entry.isFound || takes(path) else { return }
        entry.open = TextDocument(text: text, version: version)
        entry.uri = uri
        entry.isStale = true
        if entries[path] == nil { orderIsStale = true }
        entries[path] = entry
        stale.insert(path)
        touched.insert(path)
    }

    public func change(uri: String, changes: [TextDocumentContentChangeEvent], version: Int?) {
        let path = path(ofURI: uri)
        guard var entry = entries[path], var document = entry.open else { return }
        for change in changes { document.apply(change) }
        document.version = version
        entry.open = document
        entry.isStale = true
        entries[path] = entry
        stale.insert(path)
        touched.insert(path)
    }

    /// The document is closed: the file on disk counts again (or nothing, if there is none).
    public func close(uri: String) {
        let path = path(ofURI: uri)
        guard var entry = entries[path] else { return }
        entry.open = nil
        entry.uri = nil
        entries[path] = entry
        reread(path)
        touched.insert(path)
    }

    /// A file changed, appeared or went away on disk; an open document keeps its buffer.
    public func fileChanged(uri: String) {
        let path = path(ofURI: uri)
        guard entries[path]?.open == nil else { return }
        reread(path)
    }

    private func reread(_ path: String) {
        guard FileSystem.kind(of: path) == .file, Self.isFlowFile(path), takes(path) || entries[path] != nil
        else {
            if entries[path]?.open == nil {
                entries[path] = nil
                stale.remove(path)
                orderIsStale = true
                needsLint = true
            }
            return
        }
        let loader = configuration.lintRun(paths: []).loader
        guard case .success(let result) = loader.loadWithComments([path]), let file = result.files.first else { return }
        var entry = entries[path] ?? Entry(file: file, comments: [], isFound: true)
        if entries[path] == nil { orderIsStale = true }
        entry.file = file
        entry.comments = result.comments[path] ?? []
        entry.disk = nil
        entry.isFound = true
        entry.isStale = entry.open != nil
        entries[path] = entry
        if entry.isStale { stale.insert(path) }
        linkedFilesAreStale = true
        needsLint = true
    }

    /// Whether the file at `path` is named as a flow file (`*.flow.yaml`, `*.flow.yml`).
    private static func isFlowFile(_ path: String) -> Bool {
        FlowSources.isFlowFile(path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Whether `.flowc.yml`'s included and excluded take the flow file at `path`.
    private func takes(_ path: String) -> Bool {
        guard Self.isFlowFile(path) else { return false }
        guard let filter = configuration.lintRun(paths: []).filter else { return true }
        return filter.takes(file: path)
    }

    // MARK: - Linting

    /// Decodes the documents that changed and links and checks the workspace again if anything did.
    public func refresh() {
        let started = Self.timing ? Self.milliseconds() : 0
        var decoded = 0
        let loader = configuration.lintRun(paths: []).loader
        // Only the documents that changed: a walk over every entry would copy each.
        var decodedPaths: [String] = []
        for path in stale.sorted(by: { $0.precedesInByteOrder($1) }) {
            guard var entry = entries[path], entry.isStale, let document = entry.open else { continue }
            entry.file = loader.load(bytes: document.bytes, path: path)
            entry.comments = Suppressions.scan(document.bytes)
            entry.isStale = false
            entries[path] = entry
            needsLint = true
            decodedPaths.append(path)
            decoded += 1
        }
        stale.removeAll()
        guard needsLint else { return }
        // The last lint's graph and files, let go of: the linter then holds its graph alone and
        // links it again in place, and the files' slots below are set without a copy.
        outcome = nil
        let linking = Self.timing ? Self.milliseconds() : 0
        let linkingCPU = Self.timing ? Self.milliseconds(CLOCK_PROCESS_CPUTIME_ID) : 0
        if orderIsStale || linkedFilesAreStale {
            if orderIsStale { order = entries.keys.sorted { $0.precedesInByteOrder($1) } }
            orderIsStale = false
            linkedFilesAreStale = false
            linkedFiles = []
            linkedFiles.reserveCapacity(order.count)
            linkedComments = [:]
            placeInOrder = [:]
            for path in order {
                guard let entry = entries[path] else { continue }
                placeInOrder[path] = linkedFiles.count
                linkedFiles.append(entry.file)
                if !entry.comments.isEmpty { linkedComments[path] = entry.comments }
            }
        } else {
            for path in decodedPaths {
                guard let entry = entries[path], let place = placeInOrder[path] else { continue }
                linkedFiles[place] = entry.file
                linkedComments[path] = entry.comments.isEmpty ? nil : entry.comments
            }
        }
        let files = linkedFiles
        var outcome = configuration.lintRun(paths: []).lint(files, comments: linkedComments, incremental: &linting)
        if let baseline {
            outcome.diagnostics = baseline.newFindings(outcome.diagnostics)
            outcome.summary = LintSummary(
                files: outcome.summary.files, flows: outcome.summary.flows, diagnostics: outcome.diagnostics)
        }
        self.outcome = outcome
        needsLint = false
        if Self.timing {
            let done = Self.milliseconds()
            func rounded(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
            let line =
                "flowc lsp: decoded \(decoded) files in \(rounded(linking - started)) ms, "
                + "linked \(files.count) files and checked \(linting.lastChecked.count) flows"
                + (linting.checkedWorkspace ? " and the workspace" : "") + " in \(rounded(done - linking)) ms "
                + "(\(rounded(Self.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - linkingCPU)) ms of CPU)\n"
            _ = StreamOutput.write(Array(line.utf8), to: 2)
        }
    }

    /// `FLOWC_LSP_TIMING=1`: each check's times on standard error (`Scripts/lsp-bench` reads them).
    private static let timing = getenv("FLOWC_LSP_TIMING").map { String(cString: $0) == "1" } ?? false

    private static func milliseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The findings of every file whose findings changed since they were last published, and of
    /// every document that changed: each file's path, its open document's version, its findings.
    public func diagnosticsToPublish() -> [(path: String, version: Int?, diagnostics: [Diagnostic])] {
        refresh()
        guard let outcome else { return [] }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in outcome.diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        var paths = Set(byFile.keys).union(published.keys).union(touched)
        paths = paths.filter { byFile[$0] != published[$0] || touched.contains($0) }
        touched.removeAll()
        var result: [(path: String, version: Int?, diagnostics: [Diagnostic])] = []
        for path in paths.sorted(by: { $0.precedesInByteOrder($1) }) {
            let diagnostics = byFile[path] ?? []
            published[path] = diagnostics.isEmpty ? nil : diagnostics
            result.append((path, entries[path]?.open?.version, diagnostics))
        }
        return result
    }

    // MARK: - Text

    /// The text the file's flows were read from: its open document, or its bytes on disk; nil
    /// for a file that is not a flow file, about which the server answers nothing (a client set up
    /// for every YAML file asks about CI workflows too).
    func withText<Result>(of path: String, _ body: (inout TextDocument) -> Result) -> Result? {
        guard var entry = entries[path] else {
            guard Self.isFlowFile(path),
                case .success(.bytes(let bytes)) = FileSystem.read(path, limit: configuration.limits.fileSize)
            else { return nil }
            var document = TextDocument(bytes: bytes)
            return body(&document)
        }
        if var document = entry.open {
            let result = body(&document)
            entry.open = document
            entries[path] = entry
            return result
        }
        if entry.disk == nil {
            guard case .success(.bytes(let bytes)) = FileSystem.read(path, limit: configuration.limits.fileSize) else {
                return nil
            }
            entry.disk = TextDocument(bytes: bytes)
        }
        var document = entry.disk!
        let result = body(&document)
        entry.disk = document
        entries[path] = entry
        return result
    }

    /// The decoded flows of the file at `path`, duplicates included.
    func file(at path: String) -> FlowFile? { entries[path]?.file }

    /// Whether the path names a document that is open.
    public func isOpen(_ path: String) -> Bool { entries[path]?.open != nil }

    public var fileCount: Int { entries.count }
}
