import Foundation

/// A fresh directory under the system's temporary one, removed when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowc-generate-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func files(in relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }
}

/// Where the package's files are, from this file's place in it.
enum Package {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// Small flows for the command's tests.
enum SampleFlows {
    static let app = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              open:
                input: Int
                to: push detail
              signIn: start Login
          detail:
            input: Int
            actions:
              close: pop
        children:
          Login:
            present: true
            on:
              done: stay

        """

    static let login = """
        flow: Login
        outcomes: [done]
        back: done
        start: form
        screens:
          form:
            swiftui: true
            view: LoginView
            actions:
              submit: finish done

        """

    /// A flow with an error: `detail` is unreachable.
    static let broken = """
        flow: Broken
        entry: true
        start: home
        screens:
          home:
            actions:
              stay: stay
          detail:
            actions:
              close: pop

        """
}
