import FlowDiagnostics
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `flowc generate` never leaves a file half written: killed at any moment, every file in the
/// output is its old or its complete new content; the next run removes the temporary files the
/// killed one left; two runs at once leave a correct result. Runs the built binary on a corpus of
/// 300 flow files from Scripts/corpus.py, in two versions (`WritingVersions`, made once for the
/// suite), each test in a directory of its own.
@Suite(.serialized, .writingVersions) struct SafeWritingTests {
    let directory: TemporaryDirectory
    let shared: WritingVersions.Made

    /// A directory with both versions' flows, as `a` and `b`: copies, so that the headers of what
    /// generate writes here name the same paths as the complete outputs made once.
    init() throws {
        shared = try #require(WritingVersions.current, "the suite's trait makes the two versions")
        directory = try TemporaryDirectory()
        for flows in ["a", "b"] {
            try FileManager.default.copyItem(atPath: shared.path(flows), toPath: directory.path(flows))
        }
    }

    /// `relative` as a complete run of `flows` leaves it (`a` or `b`): a copy of that output.
    func completeOutput(of flows: String, into relative: String) throws {
        try FileManager.default.copyItem(atPath: shared.path("expected-" + flows), toPath: directory.path(relative))
    }

    /// Starts `flowc generate FLOWS --output OUTPUT` in the temporary directory.
    func start(_ flows: String, output: String) throws -> Process {
        let executable = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["generate", flows, "--output", output]
        process.currentDirectoryURL = directory.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func generate(_ flows: String, output: String) throws -> Int32 {
        let executable = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        return try ProcessRunner.run(
            [executable.path, "generate", flows, "--output", output], in: directory.url
        ).status
    }

    /// The files of `relative` by name, without temporary files; and the temporary files' names.
    func contents(of relative: String) throws -> (files: [String: Data], temporary: [String]) {
        var files: [String: Data] = [:]
        var temporary: [String] = []
        for name in try directory.files(in: relative) {
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                temporary.append(name)
            } else {
                files[name] = try Data(contentsOf: directory.url.appendingPathComponent(relative + "/" + name))
            }
        }
        return (files, temporary)
    }

    /// The modification time of a directory, which each file created, renamed or removed in it
    /// changes: it tells when generate has begun to write.
    func modified(_ relative: String) -> timespec {
        var info = stat()
        _ = stat(directory.path(relative), &info)
        return info.st_mtim
    }

    /// Waits until generate begins to write into `relative` (or ends); the seconds waited.
    func waitForWriting(_ process: Process, in relative: String, since: timespec) -> Double {
        let started = Date()
        while process.isRunning {
            let now = modified(relative)
            if now.tv_sec != since.tv_sec || now.tv_nsec != since.tv_nsec { break }
            usleep(50)
        }
        return Date().timeIntervalSince(started)
    }

    @Test func killedAtAnyMomentEveryFileIsOldOrNewNeverPartial() throws {
        // The complete outputs of both versions.
        let versions = shared.outputs
        let names = Set(versions[0].keys)
        #expect(names.count == 301, "300 coordinators and the support file")
        #expect(Set(versions[1].keys) == names)
        for name in names { #expect(versions[0][name] != versions[1][name], "\(name)") }

        // How long writing takes: from the first change to the directory to the end of the run.
        try completeOutput(of: "a", into: "out")
        let calibration = try start("b", output: "out")
        _ = waitForWriting(calibration, in: "out", since: modified("out"))
        let writingStarted = Date()
        calibration.waitUntilExit()
        let writing = Date().timeIntervalSince(writingStarted)

        let kills = 20
        var mixed = 0
        var leftovers = 0
        for round in 0..<kills {
            // Toward the other version, killed at a point spread over the time writing takes
            // (and a little before and after it).
            let target = round % 2 == 0 ? "a" : "b"
            let since = modified("out")
            let process = try start(target, output: "out")
            _ = waitForWriting(process, in: "out", since: since)
            let fraction = Double(round) / 17.0 - 0.05
            if fraction > 0 { usleep(useconds_t(writing * fraction * 1_000_000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let (files, temporary) = try contents(of: "out")
            leftovers += temporary.count
            #expect(Set(files.keys) == names, "kill \(round): files came or went")
            var old = 0
            var new = 0
            for (name, bytes) in files {
                if bytes == versions[0][name] {
                    if target == "a" { new += 1 } else { old += 1 }
                } else if bytes == versions[1][name] {
                    if target == "b" { new += 1 } else { old += 1 }
                } else {
                    Issue.record("kill \(round): \(name) is neither version (\(bytes.count) bytes)")
                }
            }
            if old > 0 && new > 0 { mixed += 1 }
        }
        // The kills fell while files were being written, not only before or after.
        #expect(mixed > 0, "no kill landed while generate was writing")
        print(
            "SafeWritingTests: \(kills) kills over \(writing) s of writing: \(mixed) mixed states, "
                + "\(leftovers) temporary files left")

        // The next complete run finishes the job and removes what the killed runs left.
        #expect(try generate("b", output: "out") == 0)
        let final = try contents(of: "out")
        #expect(final.temporary.isEmpty)
        #expect(final.files == versions[1])
    }

    @Test func twoRunsAtOnceIntoOneDirectoryLeaveACorrectResult() throws {
        let versions = shared.outputs
        // A killed run's leftover too, for both runs to find.
        try completeOutput(of: "a", into: "out")
        try directory.write("half", to: "out/\(AtomicFile.temporaryPrefix)Flow00001Coordinator.swift-999999-1")
        for round in 0..<4 {
            let version = round % 2 == 0 ? 1 : 0
            let flows = version == 1 ? "b" : "a"
            let first = try start(flows, output: "out")
            let second = try start(flows, output: "out")
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0, "round \(round)")
            #expect(second.terminationStatus == 0, "round \(round)")
            let result = try contents(of: "out")
            #expect(result.temporary.isEmpty, "round \(round): \(result.temporary)")
            #expect(result.files == versions[version], "round \(round)")
        }
    }

    /// Leftovers are removed only when no live run holds them, and a link among them is removed
    /// as a link: what it points to is never touched.
    @Test func onlyDeadRunsLeftoversAreRemovedAndLinksAreNotFollowed() throws {
        try directory.write("outside\n", to: "outside.swift")
        try directory.write("dead", to: "out/\(AtomicFile.temporaryPrefix)A.swift-1-1")
        try directory.write("live", to: "out/\(AtomicFile.temporaryPrefix)B.swift-1-2")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path("out/\(AtomicFile.temporaryPrefix)C.swift-1-3"),
            withDestinationPath: directory.path("outside.swift"))
        // A live writer holds its temporary file's lock.
        let live = open(directory.path("out/\(AtomicFile.temporaryPrefix)B.swift-1-2"), O_RDONLY)
        #expect(live >= 0)
        #expect(flock(live, LOCK_EX) == 0)
        defer { close(live) }
        for name in ["A", "B", "C"] {
            let number = ["A": 1, "B": 2, "C": 3][name] ?? 0
            AtomicFile.removeLeftover(directory.path("out/\(AtomicFile.temporaryPrefix)\(name).swift-1-\(number)"))
        }
        #expect(try directory.files(in: "out") == ["\(AtomicFile.temporaryPrefix)B.swift-1-2"])
        #expect(try directory.read("outside.swift") == "outside\n")
    }

    /// A link in the output directory, to a file or a folder outside it, stops generate before
    /// it writes anything; what the link points to is unchanged.
    @Test func linksOutOfTheOutputDirectoryAreNeverFollowed() throws {
        try completeOutput(of: "a", into: "out")
        let before = try contents(of: "out").files
        try directory.write("mine\n", to: "elsewhere/Flow00001Coordinator.swift")
        try FileManager.default.removeItem(atPath: directory.path("out/Flow00002Coordinator.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.path("out/Flow00002Coordinator.swift"),
            withDestinationPath: directory.path("elsewhere/Flow00001Coordinator.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.path("out/folder"), withDestinationPath: directory.path("elsewhere"))
        #expect(try generate("b", output: "out") == 2)
        #expect(try directory.read("elsewhere/Flow00001Coordinator.swift") == "mine\n")
        #expect(try directory.files(in: "elsewhere") == ["Flow00001Coordinator.swift"])
        for link in ["Flow00002Coordinator.swift", "folder"] {
            try FileManager.default.removeItem(atPath: directory.path("out/" + link))
        }
        #expect(try contents(of: "out").files == before.filter { $0.key != "Flow00002Coordinator.swift" })
    }
}

/// Two versions of the same flows, 300 files from Scripts/corpus.py (other screens, another
/// folder, so that every file generate writes differs between them), as `a` and `b`, and the
/// complete output of each (`expected-a`, `expected-b`), made once for the suite that has this
/// trait: every test of `SafeWritingTests` starts from them, and making them is the longest part
/// of setting one up (two runs of generate).
struct WritingVersions: SuiteTrait, TestScoping {
    @TaskLocal static var current: Made?

    struct Made: Sendable {
        let root: String
        /// Each version's complete output, by file name: a's, then b's.
        let outputs: [[String: Data]]

        func path(_ relative: String) -> String { root + "/" + relative }
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        let executable = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        var outputs: [[String: Data]] = []
        for (flows, screens) in [("a", 12), ("b", 13)] {
            let python = try ProcessRunner.run([
                "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "300", "--screens", "\(screens)",
                "--depth", "3", "--tabs", "2", "--out", directory.path(flows),
            ])
            try #require(python.status == 0, "\(python.standardError)")
            let run = try ProcessRunner.run(
                [executable.path, "generate", flows, "--output", "expected-" + flows], in: directory.url)
            try #require(run.status == 0, "generate \(flows): \(run.standardError)")
            var files: [String: Data] = [:]
            for name in try directory.files(in: "expected-" + flows) {
                files[name] = try Data(contentsOf: directory.url.appendingPathComponent("expected-\(flows)/\(name)"))
            }
            outputs.append(files)
        }
        try await Self.$current.withValue(Made(root: directory.path, outputs: outputs)) { try await function() }
        withExtendedLifetime(directory) {}
    }
}

extension Trait where Self == WritingVersions {
    static var writingVersions: Self { Self() }
}

/// Generated and skeleton files are named from the flows; a name that is a path never writes
/// outside the output and skeleton directories. A view that is a path is no Swift identifier:
/// `invalid-identifier` stops the run before anything is written; with that rule turned off
/// (`.flowc.yml`), `GenerateRun` refuses the file name itself.
@Suite struct GeneratedFileNameTests {
    @Test(arguments: ["../../Evil", "sub/Dir", ".Hidden", "..", "/tmp/Absolute"])
    func aViewThatIsAPathIsRefusedAndNothingIsWritten(_ view: String) throws {
        for ruleIsOn in [true, false] {
            let directory = try TemporaryDirectory()
            try directory.write(
                """
                flow: A
                entry: true
                start: a
                screens:
                  a: {view: "\(view)", actions: {go: push b}}
                  b: null

                """, to: "work/flows/A.flow.yaml")
            let levels: [RuleID: RuleConfiguration.Level] = ruleIsOn ? [:] : [.invalidIdentifier: .off]
            let paths = [directory.path("work/flows")]
            let run = GenerateRun(
                paths: paths, output: directory.path("work/out"), skeletons: directory.path("work/skeletons"),
                lint: LintRun(paths: paths, linter: Linter(configuration: RuleConfiguration(levels: levels))),
                currentDirectory: directory.path("work"))
            switch (run.run(), ruleIsOn) {
            case (.success(let outcome), true):
                #expect(!outcome.generated)
                #expect(
                    outcome.lint.diagnostics.contains {
                        $0.rule == .invalidIdentifier && $0.message.hasPrefix("view ")
                    },
                    "\(outcome.lint.diagnostics.map(\.message))")
            case (.failure(let error), false):
                #expect(error.message.contains("is not a plain file name"), "\(error.message)")
            case (let result, _):
                Issue.record(
                    "generate should refuse the view '\(view)' (the rule \(ruleIsOn ? "on" : "off")): \(result)")
            }
            #expect(try directory.files(in: "") == ["work"])
            #expect(try directory.files(in: "work") == ["flows"])
            #expect(!FileManager.default.fileExists(atPath: "/tmp/Absolute.swift"))
        }
    }
}
