import FlowcSupport
import Foundation
import Testing

@Suite struct FileSystemTests {
    /// A folder of its own, removed with the value.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-fs-\(UUID().uuidString)").path

        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    @Test func tellsFilesFoldersAndLinksApart() throws {
        let folder = try Folder()
        try folder.write("x", "file")
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "file")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/broken", withDestinationPath: "nothing")
        #expect(FileSystem.kind(of: folder.path + "/file") == .file)
        #expect(FileSystem.kind(of: folder.path + "/sub") == .directory)
        #expect(FileSystem.kind(of: folder.path + "/link") == .file)
        #expect(FileSystem.kind(of: folder.path + "/broken") == nil)
        #expect(FileSystem.kind(of: "/dev/null") == .other)
        #expect(FileSystem.isSymbolicLink(folder.path + "/broken"))
        #expect(!FileSystem.isSymbolicLink(folder.path + "/file"))
        let entries = try FileSystem.typedEntries(of: folder.path).get()
        let types = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.type) })
        #expect(types.keys.sorted() == ["broken", "file", "link", "sub"])
        // A file system that does not record types says `unknown`; ext4 and tmpfs do.
        #expect([.file, .unknown].contains(types["file"]))
        #expect([.symbolicLink, .unknown].contains(types["link"]))
        #expect(try FileSystem.entries(of: folder.path).get().sorted() == ["broken", "file", "link", "sub"])
    }

    @Test func readsWholeFilesUpToALimit() throws {
        let folder = try Folder()
        try folder.write("flow: A\n", "a")
        try folder.write("", "empty")
        guard case .success(.bytes(let bytes)) = FileSystem.read(folder.path + "/a", limit: 100) else {
            Issue.record("could not read a small file")
            return
        }
        #expect(bytes == Array("flow: A\n".utf8))
        guard case .success(.bytes(let none)) = FileSystem.read(folder.path + "/empty", limit: 0) else {
            Issue.record("could not read an empty file")
            return
        }
        #expect(none.isEmpty)
        guard case .success(.tooLarge(let size)) = FileSystem.read(folder.path + "/a", limit: 7) else {
            Issue.record("read a file over the limit")
            return
        }
        #expect(size == 8)
    }

    @Test func failuresAreSentences() throws {
        let folder = try Folder()
        guard case .failure(let missing) = FileSystem.read(folder.path + "/none", limit: 10) else {
            Issue.record("read a missing file")
            return
        }
        #expect(missing.message == "cannot read '\(folder.path)/none': No such file or directory")
        guard case .failure(let directory) = FileSystem.read(folder.path, limit: 10) else {
            Issue.record("read a folder as a file")
            return
        }
        #expect(directory.message == "cannot read '\(folder.path)': not a regular file")
        guard case .failure(let notAFolder) = FileSystem.entries(of: folder.path + "/none") else {
            Issue.record("listed a missing folder")
            return
        }
        #expect(notAFolder.message.hasPrefix("cannot read directory '\(folder.path)/none': "))
    }
}
