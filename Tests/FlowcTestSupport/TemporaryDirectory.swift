import Foundation

/// A fresh directory under the system's temporary one, removed with everything in it when the
/// value goes away (permissions a test took away are given back first).
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowc-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let paths = FileManager.default.subpaths(atPath: url.path) {
            for path in paths {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` to `relative`, creating folders; returns the file's URL.
    @discardableResult
    public func write(_ text: String, to relative: String) throws -> URL {
        try write(Data(text.utf8), to: relative)
    }

    @discardableResult
    public func write(_ data: Data, to relative: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The names in the folder `relative`, sorted.
    public func files(in relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : path(relative)).sorted()
    }

    public func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }
}
