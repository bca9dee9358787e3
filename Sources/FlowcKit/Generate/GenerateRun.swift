import FlowDiagnostics
import FlowEmitters
import FlowRules
import FlowcSupport

/// One `flowc generate`: lint the flows, refuse while errors remain, emit the coordinators, and
/// bring the output directory in line with them — atomically, only where bytes change, removing
/// generated files no flow produces any more and never touching a file without the header.
///
/// A generated file whose header and digest line show it is up to date (`GeneratedFileDigest`)
/// is left alone without its text being made: only files created or changed are emitted.
public struct GenerateRun: Sendable {
    public var paths: [String]
    public var output: String
    public var skeletons: String?
    public var check: Bool
    /// Whether each file is flushed to disk (`fsync`) before it is renamed into place: off by
    /// default, for the reasons in Docs/robustness.md (`--durable`).
    public var durable: Bool
    public var lint: LintRun
    public var emitter: SwiftEmitter
    /// The directory flow paths are made relative to in headers; nil: the current directory.
    public var currentDirectory: String?

    public init(
        paths: [String], output: String, skeletons: String? = nil, check: Bool = false, durable: Bool = false,
        lint: LintRun? = nil, emitter: SwiftEmitter = SwiftEmitter(), currentDirectory: String? = nil
    ) {
        self.paths = paths
        self.output = output
        self.skeletons = skeletons
        self.check = check
        self.durable = durable
        self.lint = lint ?? LintRun(paths: paths)
        self.emitter = emitter
        self.currentDirectory = currentDirectory
    }

    /// A file generate creates, changes or removes (or, under `--check`, would).
    public struct Change: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable, Hashable {
            case created
            case changed
            case removed
        }

        public var kind: Kind
        public var path: String

        public init(kind: Kind, path: String) {
            self.kind = kind
            self.path = path
        }

        public var description: String { "\(kind.rawValue) \(path)" }
    }

    public struct Outcome: Sendable {
        public var lint: LintRun.Outcome
        /// False when errors in the flows stopped the run before anything was written.
        public var generated: Bool
        /// Changes to the output directory, sorted by path.
        public var changes: [Change]
        /// Skeleton files created (or, under `--check`, missing).
        public var skeletonsCreated: [String]
        /// Files in the output directory that the output matches exactly.
        public var unchanged: Int

        /// 1 with errors in the flows, or under `--check` with anything out of date; 0 otherwise.
        public func status(check: Bool) -> ExitStatus {
            if !generated { return .findings }
            if check && (!changes.isEmpty || !skeletonsCreated.isEmpty) { return .findings }
            return .clean
        }
    }

    public func run() -> Result<Outcome, RunError> {
        lint.run().flatMap(generate)
    }

    /// The first two of `names` that are equal but for case, in their order.
    static func namesEqualIgnoringCase(_ names: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for name in names {
            let folded = name.lowercased()
            if let earlier = seen[folded], earlier != name { return (earlier, name) }
            seen[folded] = name
        }
        return nil
    }

    /// Generates from flows already linted.
    public func generate(_ linted: LintRun.Outcome) -> Result<Outcome, RunError> {
        guard linted.summary.errors == 0 else {
            return .success(Outcome(lint: linted, generated: false, changes: [], skeletonsCreated: [], unchanged: 0))
        }
        // The SwiftUI backend refuses a flow set whose root views would be declared twice (named as a
        // screen's view or another generated type) rather than write code that does not compile.
        if emitter.backend == .swiftui,
            let problems = SwiftUIBackendSupport.unsupported(in: linted.graph, rootView: emitter.rootView)
        {
            let lines = problems.split(separator: "\n").joined(separator: "\nflowc: error: ")
            return .failure(RunError(lines + "\nflowc: error: nothing was generated (--backend swiftui)"))
        }
        let directory = currentDirectory ?? FileSystem.currentDirectory()
        let source = { (path: String) in OutputDirectory.relative(path, to: directory) }
        let files = emitter.plan(linted.graph, source: source)
        // Existing skeletons are never rewritten: only the missing ones are made (and any whose
        // name is not plain, to be refused below).
        let skeletonFiles: [GeneratedFile] =
            skeletons.map { skeletons in
                let directory = OutputDirectory(path: skeletons)
                return emitter.skeletons(linted.graph, source: source) { name in
                    !OutputDirectory.isPlainFileName(name) || !directory.exists(name)
                }
            } ?? []
        // Names come from the flows (a `view` is text): a name that is not one plain file name
        // (`../../App`) would write outside the directory, so nothing is written.
        for name in files.map(\.name) + skeletonFiles.map(\.name) where !OutputDirectory.isPlainFileName(name) {
            return .failure(
                RunError("'\(name)' is not a plain file name (is a 'view' not a type name?); nothing was generated"))
        }
        // Two names one file where names ignore case, as macOS's file systems do by default
        // (`URLCoordinator.swift`, `UrlCoordinator.swift`): one would overwrite the other there.
        for names in [files.map(\.name), skeletonFiles.map(\.name)] {
            guard let (first, second) = Self.namesEqualIgnoringCase(names) else { continue }
            return .failure(
                RunError(
                    "'\(first)' and '\(second)' differ only in case: one file where file names ignore case, "
                        + "as on macOS; rename a flow or a view; nothing was generated"))
        }
        if let problem = NestedTypeShadowing.problem(in: linted.graph) {
            return .failure(RunError(problem + "; nothing was generated"))
        }
        if let skeletons, OutputDirectory.sameDirectory(skeletons, output) {
            return .failure(RunError("--skeletons and --output name the same directory '\(output)'; keep them apart"))
        }
        // Refused before anything is written, in `--check` too, as an output that is no directory is.
        if let skeletons, let refusal = OutputDirectory.refusal(asDirectory: skeletons, named: "skeletons") {
            return .failure(refusal)
        }

        let outputDirectory = OutputDirectory(path: output)
        let scan: OutputDirectory.Scan
        switch outputDirectory.scan(planned: files) {
        case .success(let result): scan = result
        case .failure(let error): return .failure(error)
        }

        var changes: [Change] = []
        var writes: [SwiftEmitter.PlannedFile] = []
        var unchanged = 0
        for file in files {
            switch scan.generated[file.name] {
            case .upToDate?:
                unchanged += 1
            case .outOfDate?:
                changes.append(Change(kind: .changed, path: outputDirectory.path(of: file.name)))
                writes.append(file)
            case nil:
                changes.append(Change(kind: .created, path: outputDirectory.path(of: file.name)))
                writes.append(file)
            }
        }
        let produced = Set(files.map(\.name))
        let stale = scan.generated.keys.filter { !produced.contains($0) }.sorted()
        for name in stale { changes.append(Change(kind: .removed, path: outputDirectory.path(of: name))) }
        changes.sort { $0.path.precedesInByteOrder($1.path) }

        var skeletonDirectory: OutputDirectory?
        var missingSkeletons: [(String, [UInt8])] = []
        if let skeletons {
            let directory = OutputDirectory(path: skeletons)
            skeletonDirectory = directory
            for file in skeletonFiles where !directory.exists(file.name) {
                missingSkeletons.append((directory.path(of: file.name), Array(file.contents.utf8)))
            }
        }
        // Only where something is to be written: with nothing to write there is nothing to refuse.
        if !changes.isEmpty || !missingSkeletons.isEmpty,
            let conflict = SharedViewTypes.conflict(in: linted.graph, source: source)
        {
            return .failure(RunError(conflict + "; nothing was generated"))
        }
        let outcome = Outcome(
            lint: linted, generated: true, changes: changes, skeletonsCreated: missingSkeletons.map(\.0),
            unchanged: unchanged)
        if check { return .success(outcome) }

        // Write: the output directory first, then the skeletons.
        if case .failure(let error) = outputDirectory.create() { return .failure(error) }
        for leftover in scan.leftovers { AtomicFile.removeLeftover(outputDirectory.path(of: leftover)) }
        if let error = write(writes, from: linted.graph, into: outputDirectory) { return .failure(error) }
        for name in stale {
            if case .failure(let error) = OutputDirectory.removeFile(outputDirectory.path(of: name)) {
                return .failure(error)
            }
        }
        if let skeletonDirectory, !missingSkeletons.isEmpty {
            if case .failure(let error) = skeletonDirectory.create() { return .failure(error) }
            for (path, bytes) in missingSkeletons {
                if case .failure(let error) = AtomicFile.write(bytes, to: path, durable: durable) {
                    return .failure(error)
                }
            }
        }
        return .success(outcome)
    }

    /// Makes each file's text and writes it, a file's text dropped once it is written (the
    /// output is never held in memory all at once). The first failure, in the files' order.
    private func write(
        _ files: [SwiftEmitter.PlannedFile], from graph: FlowGraph, into directory: OutputDirectory
    ) -> RunError? {
        let emitter = self.emitter
        let durable = self.durable
        // With --durable, more writers than cores: while some wait for the disk (their `fsync`),
        // others make and write their files, and the file system commits waiting flushes together.
        // Without it nothing waits for long, and each writer more only holds memory of its own.
        return WorkerPool.forEach(files.count, workers: durable ? 16 : WorkerPool.cores) { index in
            let file = files[index]
            let written = emitter.withBytes(of: file, in: graph) { bytes in
                AtomicFile.write(bytes, to: directory.path(of: file.name), durable: durable)
            }
            if case .failure(let error) = written { return error }
            return nil
        }
    }
}
