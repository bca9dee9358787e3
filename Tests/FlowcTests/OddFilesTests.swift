import FlowcTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Encodings and odd files, end to end with the built binary: each gives a defined exit code and
/// message, and none hangs or crashes.
@Suite struct OddFilesTests {
    static let valid = "flow: A\nentry: true\nstart: a\nscreens: {a: null}\n"

    /// Writes `bytes` to `path` below `directory`, creating folders.
    static func put(_ bytes: [UInt8], _ path: String, in directory: TemporaryDirectory) throws {
        let file = directory.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    static func lint(_ bytes: [UInt8], format: String = "text") throws -> FlowcProcess.Result {
        let directory = try TemporaryDirectory()
        try put(bytes, "odd.flow.yaml", in: directory)
        return try FlowcProcess.run(["lint", "--format", format, "odd.flow.yaml"], in: directory.url, timeout: 60)
    }

    // MARK: - Encodings and text

    @Test func utf8WithAndWithoutAByteOrderMark() throws {
        for bytes in [Array(Self.valid.utf8), [0xEF, 0xBB, 0xBF] + Array(Self.valid.utf8)] {
            let result = try Self.lint(bytes)
            #expect(result.status == 0)
            #expect(result.standardOutput == "1 file, 1 flow: no findings\n")
        }
        // Columns after a byte order mark count from the first character after it.
        let marked = try Self.lint(
            [0xEF, 0xBB, 0xBF] + Array("flow: A\nentry: true\nstart: b\nscreens: {a: null}\n".utf8))
        #expect(marked.status == 1)
        #expect(marked.standardOutput.contains("odd.flow.yaml:3:8: error:"), "\(marked.standardOutput)")
    }

    @Test func crlfLineEndsGiveTheSameFindingsAtTheSameLines() throws {
        let text = "flow: A\nentry: true\nstart: a\nscreens:\n  a: null\n  b: null\n"
        let lf = try Self.lint(Array(text.utf8), format: "xcode")
        let crlf = try Self.lint(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), format: "xcode")
        #expect(lf.status == 1)
        #expect(crlf.status == 1)
        #expect(lf.standardOutput.contains("odd.flow.yaml:6:3: error:"))
        #expect(crlf.standardOutput == lf.standardOutput)
        // A lone CR ends a line too (YAML 1.1).
        let cr = try Self.lint(Array(text.replacingOccurrences(of: "\n", with: "\r").utf8), format: "xcode")
        #expect(cr.standardOutput == lf.standardOutput)
    }

    @Test func tabsInTextAreFineTabsAsIndentationAreASyntaxError() throws {
        let inText = try Self.lint(Array("flow: A\nentry: true\nstart: a\nscreens: {a: {storyboard: \"A\tB\"}}\n".utf8))
        #expect(inText.status == 0)
        let afterValue = try Self.lint(Array("flow: A\t\nentry:\ttrue\nstart: a\nscreens: {a: null}\n".utf8))
        #expect(afterValue.status == 0, "\(afterValue.standardOutput)")
        let indented = try Self.lint(
            Array("flow: A\nentry: true\nstart: a\nscreens:\n\ta: null\n".utf8), format: "xcode")
        #expect(indented.status == 1)
        #expect(indented.standardOutput.hasPrefix("odd.flow.yaml:5:1: error:"), "\(indented.standardOutput)")
        #expect(indented.standardOutput.contains("[syntax]"))
    }

    @Test func emptyBlankAndCommentOnlyFilesHaveNoFlowsAndNoFindings() throws {
        for text in ["", "\n\n", "   \n", "# only a comment\n", "# one\n# two", "---\n", "---\n...\n", "\u{FEFF}"] {
            let result = try Self.lint(Array(text.utf8))
            #expect(result.status == 0, "\(text.debugDescription)")
            #expect(result.standardOutput == "1 file, 0 flows: no findings\n", "\(text.debugDescription)")
        }
    }

    @Test func textThatIsNotUTF8IsASyntaxFindingAtItsFirstBadByte() throws {
        let utf16 = try Self.lint([0xFF, 0xFE] + Array("f\0l\0o\0w\0".utf8), format: "xcode")
        #expect(utf16.status == 1)
        #expect(utf16.standardOutput.hasPrefix("odd.flow.yaml:1:1: error: text is not UTF-8"))
        let latin1 = try Self.lint(
            Array("flow: A\nentry: true\nstart: a\n".utf8) + [0x23, 0x20, 0xE9, 0x0A], format: "xcode")
        #expect(latin1.status == 1)
        #expect(
            latin1.standardOutput.hasPrefix("odd.flow.yaml:4:3: error: text is not UTF-8"), "\(latin1.standardOutput)")
        let nul = try Self.lint(Array("flow: A\n".utf8) + [0] + Array("entry: true\n".utf8), format: "xcode")
        #expect(nul.status == 1)
        #expect(nul.standardOutput.contains("[syntax]"))
    }

    // MARK: - Odd files

    @Test func aFlowFileThatIsADirectoryIsWalkedLikeOne() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("x.flow.yaml"), withIntermediateDirectories: true)
        let named = try FlowcProcess.run(["lint", "x.flow.yaml"], in: directory.url)
        #expect(named.status == 2)
        #expect(named.standardError == "flowc: error: no flow files (*.flow.yaml, *.flow.yml) under 'x.flow.yaml'\n")
        try Self.put(Array(Self.valid.utf8), "a.flow.yaml", in: directory)
        let walked = try FlowcProcess.run(["lint", "."], in: directory.url)
        #expect(walked.status == 0)
        #expect(walked.standardOutput == "1 file, 1 flow: no findings\n")
    }

    @Test func brokenAndLoopingSymbolicLinksAreRunFailures() throws {
        let directory = try TemporaryDirectory()
        try Self.put(Array(Self.valid.utf8), "flows/a.flow.yaml", in: directory)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("flows/gone.flow.yaml").path,
            withDestinationPath: "nowhere.flow.yaml")
        let walked = try FlowcProcess.run(["lint", "flows"], in: directory.url)
        #expect(walked.status == 2)
        #expect(walked.standardError == "flowc: error: cannot read 'flows/gone.flow.yaml': a broken symbolic link\n")
        let named = try FlowcProcess.run(["lint", "flows/gone.flow.yaml"], in: directory.url)
        #expect(named.status == 2)
        #expect(named.standardError == "flowc: error: cannot read 'flows/gone.flow.yaml': a broken symbolic link\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("loop.flow.yaml").path, withDestinationPath: "loop.flow.yaml")
        let loop = try FlowcProcess.run(["lint", "loop.flow.yaml"], in: directory.url)
        #expect(loop.status == 2)
        #expect(loop.standardError == "flowc: error: cannot read 'loop.flow.yaml': a broken symbolic link\n")
    }

    /// Walking a folder, a link to a flow file is read like the file, and links to folders are
    /// not followed: a link to the folder itself would never end, and one to another folder would
    /// read its flows twice (here: flow B declared twice).
    @Test func linksToFlowFilesAreReadAndLinksToFoldersAreNot() throws {
        let directory = try TemporaryDirectory()
        try Self.put(Array(Self.valid.utf8), "flows/a.flow.yaml", in: directory)
        let other = "flow: B\nentry: true\nstart: b\nscreens: {b: null}\n"
        try Self.put(Array(other.utf8), "other/b.flow.yaml", in: directory)
        for (link, target) in [("b.flow.yaml", "../other/b.flow.yaml"), ("loop", "."), ("other", "../other")] {
            try FileManager.default.createSymbolicLink(
                atPath: directory.url.appendingPathComponent("flows/" + link).path, withDestinationPath: target)
        }
        let walked = try FlowcProcess.run(["lint", "flows"], in: directory.url, timeout: 20)
        #expect(walked.status == 0, "\(walked.standardError)")
        #expect(walked.standardOutput == "2 files, 2 flows: no findings\n")
    }

    /// A file that two paths lead to is read once, under the first: a folder named twice in two
    /// spellings (`.`, `./`, its absolute path), a link beside its target, a hard link. Read twice,
    /// its flows would each be a `duplicate-identifier`.
    @Test func aFileReachedByTwoPathsIsReadOnce() throws {
        let directory = try TemporaryDirectory()
        try Self.put(Array(Self.valid.utf8), "flows/a.flow.yaml", in: directory)
        let flows = directory.url.appendingPathComponent("flows").path
        let spellings = try FlowcProcess.run(
            ["lint", ".", "./", flows, "a.flow.yaml"], in: URL(fileURLWithPath: flows))
        #expect(spellings.status == 0, "\(spellings.standardOutput)")
        #expect(spellings.standardOutput == "1 file, 1 flow: no findings\n")
        try FileManager.default.createSymbolicLink(
            atPath: flows + "/link.flow.yaml", withDestinationPath: "a.flow.yaml")
        #expect(link(flows + "/a.flow.yaml", flows + "/hard.flow.yml") == 0)
        let links = try FlowcProcess.run(["lint", "flows"], in: directory.url)
        #expect(links.status == 0, "\(links.standardOutput)")
        #expect(links.standardOutput == "1 file, 1 flow: no findings\n")
    }

    /// A FIFO would block a reader forever: named, it is refused; found in a directory (even
    /// through a link), it is passed over like any file that is not a regular file.
    @Test func aFIFOIsNeverOpened() throws {
        let directory = try TemporaryDirectory()
        try Self.put(Array(Self.valid.utf8), "flows/a.flow.yaml", in: directory)
        let fifo = directory.url.appendingPathComponent("flows/pipe.flow.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("flows/link.flow.yaml").path,
            withDestinationPath: "pipe.flow.yaml")
        let named = try FlowcProcess.run(["lint", "flows/pipe.flow.yaml"], in: directory.url, timeout: 20)
        #expect(named.status == 2)
        #expect(named.standardError == "flowc: error: cannot read 'flows/pipe.flow.yaml': not a file or directory\n")
        let walked = try FlowcProcess.run(["lint", "flows"], in: directory.url, timeout: 20)
        #expect(walked.status == 0)
        #expect(walked.standardOutput == "1 file, 1 flow: no findings\n")
        let device = try FlowcProcess.run(["lint", "/dev/zero"], in: directory.url, timeout: 20)
        #expect(device.status == 2)
        #expect(device.standardError == "flowc: error: cannot read '/dev/zero': not a file or directory\n")
    }

    /// Permissions stop everyone but root; as root the binary runs as `nobody` (setpriv, from
    /// util-linux), so that the test means the same under CI's root and a developer's account.
    @Test func unreadableDirectoriesAndFilesAreRunFailures() throws {
        let directory = try TemporaryDirectory()
        try Self.put(Array(Self.valid.utf8), "flows/a.flow.yaml", in: directory)
        try Self.put(Array(Self.valid.utf8), "flows/locked/b.flow.yaml", in: directory)
        try Self.put(Array(Self.valid.utf8), "secret.flow.yaml", in: directory)
        // `nobody` needs to reach the directory: the temporary folder's parents are world-readable.
        chmod(directory.url.path, 0o755)
        chmod(directory.url.appendingPathComponent("flows").path, 0o755)
        chmod(directory.url.appendingPathComponent("flows/locked").path, 0o000)
        chmod(directory.url.appendingPathComponent("secret.flow.yaml").path, 0o000)
        let asOther: [String]
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                Issue.record("running as root without /usr/bin/setpriv: cannot take permissions away")
                return
            }
            let binary = try #require(FlowcProcess.executable).path
            asOther = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", binary]
        } else {
            asOther = []
        }
        let lockedDirectory = try Self.run(asOther + ["lint", "flows"], in: directory.url)
        #expect(lockedDirectory.status == 2)
        #expect(
            lockedDirectory.standardError
                == "flowc: error: cannot read directory 'flows/locked': Permission denied\n")
        let lockedFile = try Self.run(asOther + ["lint", "secret.flow.yaml"], in: directory.url)
        #expect(lockedFile.status == 2)
        #expect(lockedFile.standardError == "flowc: error: cannot read 'secret.flow.yaml': Permission denied\n")
    }

    /// `arguments` with flowc's path when they start with a flowc subcommand, else as they are.
    static func run(_ arguments: [String], in directory: URL) throws -> FlowcProcess.Result {
        guard let first = arguments.first, first.hasPrefix("/") else {
            return try FlowcProcess.run(arguments, in: directory)
        }
        return try ProcessRunner.run(
            arguments, in: directory, environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"], inherit: false)
    }
}
